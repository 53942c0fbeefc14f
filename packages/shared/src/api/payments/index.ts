export * from './admin-payments.js';
export * from './payments.js';
export * from './plans.js';
