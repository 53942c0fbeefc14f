// Each step's form: `schema` (basic: `schemaFor(domain)`), `toRequest`, `fromResponse`, `SERVER_FIELDS`.
export * as basicForm from './basic.js';
export * as familyForm from './family.js';
export * as horoscopeForm from './horoscope.js';
export * as personalForm from './personal.js';
export * as workForm from './work.js';
