export * from './blocks.js';
export * from './contact-views.js';
export * from './erase-account.js';
export * from './export.js';
export * from './privacy-settings.js';
export * from './report.js';
