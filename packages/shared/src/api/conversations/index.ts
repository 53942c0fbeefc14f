export * from './conversations.js';
