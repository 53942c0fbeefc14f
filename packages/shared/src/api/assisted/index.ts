export * from './assisted-profile.js';
