export * from './attachment.js';
export * from './photo.js';
