export * from './notifications.js';
