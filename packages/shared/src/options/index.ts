export * from './communities.js';
export * from './dates.js';
export * from './heights.js';
export * from './option-schema.js';
export * from './profile-choices.js';
export * from './stars.js';
export * from './tamil-castes.js';
