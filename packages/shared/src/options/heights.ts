import { z } from 'zod';
import { choiceError } from './option-schema.js';

const CM_PER_INCH = 2.54;
const INCHES_PER_FOOT = 12;
const SHORTEST_INCHES = 4 * INCHES_PER_FOOT;
const TALLEST_INCHES = 7 * INCHES_PER_FOOT;

export interface HeightOption {
  /** Stored value: whole centimetres. */
  readonly cm: number;
  readonly label: string;
}

function feetAndInches(totalInches: number): string {
  return `${Math.floor(totalInches / INCHES_PER_FOOT)}ft ${totalInches % INCHES_PER_FOOT}in`;
}

/** 4ft 0in (122 cm) to 7ft 0in (213 cm), one option per inch. */
export const HEIGHTS: readonly HeightOption[] = Array.from(
  { length: TALLEST_INCHES - SHORTEST_INCHES + 1 },
  (_, i) => {
    const inches = SHORTEST_INCHES + i;
    return { cm: Math.round(inches * CM_PER_INCH), label: feetAndInches(inches) };
  },
);

export const HEIGHT_CM_VALUES: readonly number[] = HEIGHTS.map((height) => height.cm);
export const MIN_HEIGHT_CM = HEIGHT_CM_VALUES[0] as number;
export const MAX_HEIGHT_CM = HEIGHT_CM_VALUES[HEIGHT_CM_VALUES.length - 1] as number;

/** A height in centimetres that is one of the listed options. */
export const heightCmSchema = z
  .number({ error: choiceError })
  .int({ error: choiceError })
  .refine((cm) => HEIGHT_CM_VALUES.includes(cm), { error: choiceError });

/** '5ft 6in' for 168: the height to the nearest inch, as search results show it (`height_ft`). */
export function heightFt(cm: number | null | undefined): string | null {
  if (typeof cm !== 'number' || !Number.isFinite(cm) || cm <= 0) return null;
  return feetAndInches(Math.round(cm / CM_PER_INCH));
}
