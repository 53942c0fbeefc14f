export * from '../accounts/password-reset.js';
export * from '../accounts/password-reset-messages.js';
export * from './calendar-date.js';
export * from './featured.js';
export * from './marriages.js';
export * from './public-search.js';
