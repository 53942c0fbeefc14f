import { z } from 'zod';
import { DOMAINS } from '../domains.js';

/** What the browser may know of the deployment: nothing secret. */
export const publicConfigResponseSchema = z.object({
  domain: z.enum(DOMAINS),
  whatsapp_number: z.string().nullable(),
  /** Where members write when stuck; a production site has this or the WhatsApp number. */
  support_email: z.string().nullable(),
  android_app_url: z.string().nullable(),
  analytics_tag: z.string().nullable(),
  /** The site takes payments by UPI (UPI_VPA is set); without it plans are bought on WhatsApp. */
  upi_payments: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigResponseSchema>;
