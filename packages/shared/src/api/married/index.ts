export * from './activity.js';
export * from './idle.js';
export * from './married.js';
export * from './success-story.js';
