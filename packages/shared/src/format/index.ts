// One way to write each kind of value, in the member's language, for pages, mails, SMS and PDFs.
export * from './format.js';
export * from './month-names.js';
