export * from './download-list.js';
export * from './download-profile.js';
export * from './grant-subscription.js';
export * from './subscription.js';
