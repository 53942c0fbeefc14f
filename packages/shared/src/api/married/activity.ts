import { z } from 'zod';
import { ACTIVITY_BANDS } from '../../activity-bands.js';

export const activityBandSchema = z.enum(ACTIVITY_BANDS);
