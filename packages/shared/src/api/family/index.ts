export * from './family.js';
