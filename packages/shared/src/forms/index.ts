// The basic step's form: `schemaFor(domain)`, `toRequest`, `fromResponse`, `SERVER_FIELDS`. The other
// steps' forms come from their sections (profile-sections/).
export * as basicForm from './basic.js';
