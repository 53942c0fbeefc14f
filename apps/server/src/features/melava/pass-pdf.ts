import { displayName, formatDateTime, type Language, siteName } from '@varmala/shared';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { photos, profiles, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { A4, drawQr, newDocument } from '../../lib/pdf/document.js';
import { drawLine, type TextStyle, widthOf, wrap } from '../../lib/pdf/draw-text.js';
import type { MediaStorage } from '../../lib/storage/media-storage.js';
import { passCode } from './pass-code.js';
import { findEvent, findFamilyRegistration } from './registration-rules.js';
import { MELAVA_TEXTS } from './texts.js';

const ACCENT = '#9b1c31';
const MUTED = '#52606d';

/** The profile's first photo, small enough for a pass; none when it has none. */
async function passPhoto(db: Db, storage: MediaStorage, profileId: number): Promise<Buffer | null> {
  const [photo] = await db
    .select({ key: photos.largeKey })
    .from(photos)
    .where(eq(photos.profileId, profileId))
    .orderBy(asc(photos.id))
    .limit(1);
  const stored = photo && (await storage.get(photo.key));
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return sharp(Buffer.concat(chunks)).resize(240, 320, { fit: 'cover' }).jpeg({ quality: 80 }).toBuffer();
}

/**
 * `GET /api/events/{eventId}/registrations/{registrationId}/pass.pdf`: the pass printed, for the
 * registrant's family only (404 for anyone else): the event, the candidate's name, number and
 * photo, and the QR code of the signed code the door scans. One page, drawn at once.
 */
export async function passPdf(
  deps: { db: Db; storage: MediaStorage; secret: string },
  member: AuthUser,
  eventId: number,
  registrationId: number,
  asked: Language | undefined,
): Promise<Buffer> {
  const registration = await findFamilyRegistration(deps.db, member, eventId, registrationId);
  if (registration.state !== 'confirmed' || registration.number === null) {
    throw new AppError('CONFLICT', 'passNotReady');
  }
  const event = await findEvent(deps.db, member.domain, eventId);
  const [profile] = await deps.db
    .select({
      name: profiles.name,
      surname: profiles.surname,
      mid: profiles.mid,
      domain: profiles.domain,
      language: users.language,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, registration.profileId));
  if (!profile) throw new AppError('NOT_FOUND', 'registrationNotFound');
  const lang: Language = asked ?? profile.language ?? 'en';
  const t = MELAVA_TEXTS[lang];
  const site = siteName(event.domain, lang);
  const { doc, finish } = newDocument(`${event.name} · ${t.pass}`, site);
  doc.addPage();
  const left = 60;
  const width = A4.width - 2 * left;
  const centred = (text: string, y: number, style: TextStyle) =>
    drawLine(doc, text, (A4.width - widthOf(doc, text, style)) / 2, y, style);
  doc
    .roundedRect(left - 20, 50, width + 40, 560, 12)
    .lineWidth(1.5)
    .stroke(ACCENT);
  centred(site, 90, { size: 14, color: MUTED });
  for (const [i, line] of wrap(doc, event.name, width, { size: 22, bold: true }, 2).entries()) {
    centred(line, 124 + i * 28, { size: 22, bold: true, color: ACCENT });
  }
  centred(t.pass, 190, { size: 16, bold: true });
  const photo = await passPhoto(deps.db, deps.storage, registration.profileId);
  if (photo) doc.image(photo, left, 220, { width: 120, height: 160 });
  const textLeft = photo ? left + 140 : left;
  drawLine(doc, `${t.number} ${registration.number}`, textLeft, 250, { size: 30, bold: true, color: ACCENT });
  drawLine(doc, displayName(profile, profile.domain), textLeft, 290, { size: 18, bold: true });
  drawLine(doc, profile.mid, textLeft, 314, { size: 12, color: MUTED });
  drawLine(doc, `${t.date}: ${formatDateTime(event.startsAt, lang)}`, textLeft, 344, { size: 12 });
  for (const [i, line] of wrap(
    doc,
    `${t.place}: ${event.place}`,
    A4.width - left - textLeft,
    { size: 12 },
    2,
  ).entries()) {
    drawLine(doc, line, textLeft, 364 + i * 16, { size: 12 });
  }
  drawQr(doc, passCode(deps.secret, eventId, registrationId), (A4.width - 170) / 2, 400, 170);
  centred(t.showAtDoor, 594, { size: 12, color: MUTED });
  return finish();
}
