import { z } from 'zod';
import { latinDigits } from './digits.js';
import { numberFromText } from './fields.js';

/**
 * A whole number typed into a text box in the digits of any script: '५५' on a Marathi keyboard and
 * '௫௫' on a Tamil one are 55, as '55' is.
 */
export const wholeNumberFromText = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? latinDigits(value) : value), numberFromText(schema));
