import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../../messages.js';

const MAX_ID = 2_147_483_647;

/** A profile id: a whole number, or its digits as text (path parameters, form values). */
export const profileIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
  z
    .number({ error: M.invalidValue })
    .int({ error: M.invalidValue })
    .positive({ error: M.invalidValue })
    .max(MAX_ID, { error: M.invalidValue }),
);

/** `{profileId}` of `GET /api/profile/view/{profileId}` and `GET /api/profile/download/{profileId}`. */
export const profileIdParamsSchema = z.object({ profileId: profileIdSchema });
