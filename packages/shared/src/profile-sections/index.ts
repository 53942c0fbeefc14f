// Each profile section declared once: its fields' names, schemas, columns, labels and controls. The
// steps whose pages ask a field as several controls (date of birth, time of birth) add a form of their own.

export * from './basic.js';
export * as basicForm from './basic-form.js';
export * from './family.js';
export * from './horoscope.js';
export * from './left-out.js';
export * from './personal.js';
export * from './section.js';
export * from './work.js';
