// Each profile section after the first, declared once: its fields' names, schemas, columns, labels and controls.
export * from './family.js';
export * from './horoscope.js';
export * from './personal.js';
export * from './section.js';
export * from './work.js';
