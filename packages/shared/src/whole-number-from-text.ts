import { z } from 'zod';
import { readWholeNumber } from './digits.js';
import { VALIDATION_MESSAGES as M } from './messages.js';

/**
 * A whole number typed into a text box as people write it (`readWholeNumber`): '५५' on a Marathi
 * keyboard and '௫௫' on a Tamil one are 55, as '55' is, and '1,500' is 1500. With `rupees`, '₹1,500'
 * and 'Rs. 1500/-' too. Text that is no whole number reaches `schema` as it came, for it to refuse.
 */
export const wholeNumberFromText = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodType>(
  schema: T,
  { rupees = false }: { rupees?: boolean } = {},
) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    return readWholeNumber(value, { rupees }) ?? value;
  }, schema);

/**
 * A typed whole number from `min` to `max` (`wholeNumberFromText`): nothing typed is 'Required',
 * and text that is no whole number ('15.5', '15.5.0') says how to write one.
 */
export const typedWholeNumber = /* @__NO_SIDE_EFFECTS__ */ (
  min: number,
  max: number,
  { rupees = false }: { rupees?: boolean } = {},
) =>
  wholeNumberFromText(
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? M.required
            : rupees
              ? M.notWholeRupees
              : M.notWholeNumber,
      })
      .int({ error: rupees ? M.notWholeRupees : M.notWholeNumber })
      .min(min, { error: M.invalidValue })
      .max(max, { error: M.invalidValue }),
    { rupees },
  );
