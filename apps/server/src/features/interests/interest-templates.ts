import {
  INTEREST_TEMPLATES,
  type InterestTemplateKey,
  type InterestTemplatesResponse,
  type Language,
} from '@varmala/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** `GET /api/interest-templates`: every sentence, in the language asked for or else the member's own. */
export async function interestTemplates(
  db: Db,
  userId: number,
  asked: Language | undefined,
): Promise<InterestTemplatesResponse> {
  let language = asked;
  if (!language) {
    const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
    language = row?.language ?? 'en';
  }
  const chosen = language;
  return (Object.keys(INTEREST_TEMPLATES) as InterestTemplateKey[]).map((key) => ({
    key,
    text: INTEREST_TEMPLATES[key][chosen],
    for: INTEREST_TEMPLATES[key].for,
  }));
}
