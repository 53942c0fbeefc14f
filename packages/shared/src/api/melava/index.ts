export * from './melava.js';
