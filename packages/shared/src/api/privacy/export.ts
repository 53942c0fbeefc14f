import { z } from 'zod';

/**
 * `GET /api/me/export` answers a ZIP file, not JSON: `profile.json` and the member's photo and
 * horoscope files. The schema only documents it; the body is sent as it is.
 */
export const exportResponseSchema = z.string().describe('application/zip');

export const EXPORT_FILE_NAME = 'varmala-my-data.zip';
