export * from './badges.js';
export * from './verification.js';
