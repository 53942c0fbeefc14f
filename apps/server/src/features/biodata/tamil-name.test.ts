import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiArgs } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import { call, setPrivacy } from '../../test/privacy-support.js';
import { type TestMember, useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';

// On the Tamil site the spec keeps the sub-caste in `surname`: the biodata names the member by the
// name alone and shows the sub-caste as one, labelled in the reader's language.

const ctx = useTestApp({ ...NO_RATE_LIMITS, whatsappNumber: '9800000002' });
const work = mkdtempSync(join(tmpdir(), 'tamil-name-'));
const NAME = 'கார்த்திக்';
const SUB_CASTE = { en: ['Sub-caste', 'Paraiyar'], mr: ['पोटजात', 'परैयर'], ta: ['உட்பிரிவு', 'பறையர்'] };

/** The text of a PDF in the order it is drawn, so a label stays beside its value. */
function textOf(pdf: Buffer): string {
  const file = join(work, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
}

let admin: TestMember;
let member: Member;
beforeAll(async () => {
  admin = await makeAdmin(ctx);
  member = await makeMember(ctx, { domain: 'tamilmala', gender: 'Female' });
  await ctx.database.db
    .update(profiles)
    .set({ name: NAME, community: 'Adi Dravidar', surname: 'Paraiyar' })
    .where(eq(profiles.id, member.profileId));
});

/** The line of a text that holds the name. */
const nameLine = (text: string) => text.split('\n').find((line) => line.includes(NAME)) ?? '';

describe("a Tamil member's biodata", () => {
  it('heads the PDF with the name alone and shows the sub-caste labelled in each language', async () => {
    for (const lang of ['en', 'mr', 'ta'] as const) {
      const response = await call(
        ctx,
        member,
        'GET',
        `/api/profile/${member.userId}/biodata.pdf?lang=${lang}`,
      );
      const text = textOf(response.rawPayload);
      expect(nameLine(text)).not.toMatch(/Paraiyar|பறையர்|परैयर/);
      const [label, value] = SUB_CASTE[lang];
      expect(text).toMatch(new RegExp(`${label}\\s+${value}`));
      if (lang !== 'en') expect(text).not.toContain('Paraiyar');
    }
  });

  it('names the share page, its title and its preview by the name alone', async () => {
    const made = await call(ctx, member, ...apiArgs('createShareLink'));
    const path = new URL(made.json<{ url: string }>().url).pathname;
    for (const lang of ['ta', 'mr', 'en'] as const) {
      const page = (await ctx.app.inject({ method: 'GET', url: `${path}?lang=${lang}` })).body;
      expect(page).toContain(`<h1>${NAME}</h1>`);
      expect(page).toMatch(new RegExp(`<title>${NAME} · ${member.mid}`));
      const [label, value] = SUB_CASTE[lang];
      expect(page).toContain(`<dt>${label}</dt><dd>${value}</dd>`);
    }
    const card = await ctx.app.inject({ method: 'GET', url: `${path}/card.png` });
    expect(card.statusCode).toBe(200);
  });

  it("lists the name alone in the booklet's index", async () => {
    await setPrivacy(ctx, member, { printed_lists: true });
    const response = await call(ctx, admin, ...apiArgs('booklet'), { domain: 'tamilmala', lang: 'ta' });
    const text = textOf(response.rawPayload);
    expect(text).toContain(member.mid);
    // The index: the member id, then the name alone on its line.
    expect(text).toContain(`${member.mid}\n${NAME}\n`);
    expect(text).not.toMatch(new RegExp(`${NAME}\\s*(Paraiyar|பறையர்)`));
  }, 90_000);
});

describe('a Varmala member', () => {
  it('keeps name and surname together and shows no sub-caste', async () => {
    const marathi = await makeMember(ctx);
    await ctx.database.db
      .update(profiles)
      .set({ name: 'क्षितिज', surname: 'कुलकर्णी' })
      .where(eq(profiles.id, marathi.profileId));
    const response = await call(ctx, marathi, 'GET', `/api/profile/${marathi.userId}/biodata.pdf?lang=mr`);
    const text = textOf(response.rawPayload);
    expect(text).toMatch(/क्षितिज\s+कुलकर्णी/);
    expect(text).not.toContain('पोटजात');
  });
});
