export * from './match-rule.js';
export * from './profile-match.js';
