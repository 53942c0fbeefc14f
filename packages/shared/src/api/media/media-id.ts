import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../../messages.js';

export const mediaIdSchema = z
  .number({ error: M.invalidValue })
  .int({ error: M.invalidValue })
  .positive({ error: M.invalidValue });
