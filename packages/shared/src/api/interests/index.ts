export * from './home.js';
export * from './interests.js';
export * from './preferences.js';
export * from './templates.js';
export * from './unreachable.js';
