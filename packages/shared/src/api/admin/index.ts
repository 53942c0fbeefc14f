export * from './marriage-upload.js';
export * from './pending-profiles.js';
export * from './profile-featured.js';
export * from './profile-list.js';
export * from './profile-row.js';
export * from './profile-status.js';
export * from './reports.js';
