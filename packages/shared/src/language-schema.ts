import { z } from 'zod';
import { LANGUAGES } from './languages.js';

// Apart from languages.ts: the web app's entry asks `isLanguage` for the first paint, and a schema
// in the same module would put the validation library in every page's first download.
export const languageSchema = z.enum(LANGUAGES);
