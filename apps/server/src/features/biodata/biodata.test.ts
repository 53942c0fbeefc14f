import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiArgs, formatHeight, formatStoredBirthTime, LANGUAGES, STATUS_REJECTED } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { photos, profiles, shareLinks } from '../../db/schema.js';
import { setStatus } from '../../test/admin-support.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import { call, setPrivacy } from '../../test/privacy-support.js';
import { type TestMember, useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';
import { asPrintedListShows } from '../access/printed-lists.js';
import type { Biodata } from './load.js';
import { renderBiodata } from './render.js';

const OPERATOR = '9800000001';
const ctx = useTestApp({ ...NO_RATE_LIMITS, whatsappNumber: OPERATOR });
const work = mkdtempSync(join(tmpdir(), 'biodata-'));
/** A booklet is drawn at the lowest priority: on a busy machine a test of several waits its turn. */
const BOOKLET_MS = 90_000;

let admin: TestMember;
beforeAll(async () => {
  admin = await makeAdmin(ctx);
});

/** The text layer of a PDF as poppler reads it. */
function textOf(pdf: Buffer): string {
  const file = join(work, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

function pagesOf(pdf: Buffer): number {
  const file = join(work, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
}

const MARATHI = { name: 'क्षितिज', surname: 'कुलकर्णी', father: 'श्रीकृष्ण कुलकर्णी', place: 'पुणे' };
const TAMIL = { name: 'கார்த்திகேயன்', surname: 'செல்வராஜ்', father: 'கொற்றவன் செல்வராஜ்', place: 'திருநெல்வேலி' };

/** A birth time as any page or PDF may write it: as stored ('07:05 PM'), bare, and in each language's words. */
function expectNoBirthTime(text: string, stored: string) {
  const clock = stored.split(' ')[0] as string;
  const bare = clock.replace(/^0/, '');
  const spellings = [stored, clock, clock.replace(':', '.'), bare, bare.replace(':', '.')];
  for (const language of LANGUAGES) spellings.push(formatStoredBirthTime(stored, language));
  for (const spelling of spellings) expect(text).not.toContain(spelling);
}

/** Text as a browser reads it from the page's markup. */
function decodeEntities(html: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return html.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, code: string) => {
    if (code.startsWith('#x')) return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return named[code] ?? entity;
  });
}

async function named(member: Member, names: typeof MARATHI) {
  await ctx.database.db
    .update(profiles)
    .set({ name: names.name, surname: names.surname, fatherName: names.father, birthPlace: names.place })
    .where(eq(profiles.id, member.profileId));
}

const pdfOf = (who: TestMember, userId: number, lang: string) =>
  call(ctx, who, 'GET', `/api/profile/${userId}/biodata.pdf?lang=${lang}`);

describe('GET /api/profile/{userId}/biodata.pdf', () => {
  it('prints Marathi and Tamil names exactly, with the labels and option values of the chosen language', async () => {
    const marathi = await makeMember(ctx);
    await named(marathi, MARATHI);
    const response = await pdfOf(marathi, marathi.userId, 'mr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pagesOf(pdf)).toBe(1);
    const text = textOf(pdf);
    for (const words of [
      MARATHI.name,
      MARATHI.surname,
      MARATHI.father,
      MARATHI.place,
      'शिक्षण',
      'नक्षत्र',
      'वय',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toContain(marathi.mid);

    const tamil = await makeMember(ctx, { domain: 'tamilmala' });
    await named(tamil, TAMIL);
    const tamilText = textOf((await pdfOf(tamil, tamil.userId, 'ta')).rawPayload);
    for (const words of [TAMIL.name, TAMIL.surname, TAMIL.father, TAMIL.place, 'கல்வி', 'நட்சத்திரம்', 'ராசி']) {
      expect(tamilText).toContain(words);
    }
    const english = textOf((await pdfOf(tamil, tamil.userId, 'en')).rawPayload);
    expect(english).toContain('Education');
    expect(english).toContain(TAMIL.name);
  });

  it("writes the height and the birth time in the chosen language's words", async () => {
    const member = await makeMember(ctx);
    await call(ctx, member, ...apiArgs('saveBiodataSettings', { userId: member.userId }), {
      show_birth_time: true,
      contact: 'own',
    });
    const { height } = (
      await ctx.database.db
        .select({ height: profiles.height })
        .from(profiles)
        .where(eq(profiles.id, member.profileId))
    )[0] as { height: number };
    for (const [language, feet] of [
      ['mr', 'फूट'],
      ['ta', 'அடி'],
      ['en', 'ft'],
    ] as const) {
      // The PDF's text layer gives Devanagari and Tamil in runs, so each word is looked for alone.
      const text = textOf((await pdfOf(member, member.userId, language)).rawPayload);
      const words = (value: string | null) => (value ?? '').split(/[\s().]+/).filter(Boolean);
      for (const word of [
        ...words(formatHeight(height, language, { withCm: true })),
        ...words(formatStoredBirthTime(member.secrets.birthTime, language)),
      ]) {
        expect(text, language).toContain(word);
      }
      expect(text, language).toContain(feet);
      if (language !== 'en') expect(text, language).not.toMatch(/\d(?:ft|in)\b|\bcm\b|\b[AP]M\b/);
    }
  });

  it("is the owner's or an admin's: another member gets 403, a bad language 400", async () => {
    const owner = await makeMember(ctx);
    const other = await makeMember(ctx);
    expect((await pdfOf(other, owner.userId, 'en')).statusCode).toBe(403);
    expect((await pdfOf(admin, owner.userId, 'en')).statusCode).toBe(200);
    expect((await pdfOf(owner, owner.userId, 'xx')).statusCode).toBe(400);
    expect((await call(ctx, null, 'GET', `/api/profile/${owner.userId}/biodata.pdf`)).statusCode).toBe(401);
  });

  it("prints the member's mobile and birth time only when chosen, the operator's number otherwise", async () => {
    const member = await makeMember(ctx);
    const digits = (text: string) => text.replace(/\D/g, '');
    const plain = textOf((await pdfOf(member, member.userId, 'en')).rawPayload);
    expect(digits(plain)).not.toContain(member.secrets.mobiles[0]);
    expectNoBirthTime(plain, member.secrets.birthTime);
    expect(plain).toContain(OPERATOR);

    const settings = apiArgs('saveBiodataSettings', { userId: member.userId });
    const guardian = await call(ctx, member, ...settings, {
      show_birth_time: false,
      contact: 'guardian',
      guardian_mobile: '9822011111',
    });
    expect(guardian.statusCode).toBe(200);
    const withGuardian = textOf((await pdfOf(member, member.userId, 'en')).rawPayload);
    expect(withGuardian).toContain('9822011111');
    expect(digits(withGuardian)).not.toContain(member.secrets.mobiles[0]);

    await call(ctx, member, ...settings, { show_birth_time: true, contact: 'own' });
    const chosen = textOf((await pdfOf(member, member.userId, 'en')).rawPayload);
    expect(chosen).toContain(member.secrets.mobiles[0]);
    expect(chosen).toContain(formatStoredBirthTime(member.secrets.birthTime, 'en'));
    expect(chosen).not.toContain(member.secrets.email);
    expect(chosen).not.toContain(member.secrets.address.split('\n')[0]);

    const missing = await call(ctx, member, ...settings, { show_birth_time: false, contact: 'guardian' });
    expect(missing.statusCode).toBe(400);
  });
});

describe('the raasi chart on the biodata', () => {
  it('is off by default, drawn once chosen, and never on what the office prints', async () => {
    const member = await makeMember(ctx, {
      domain: 'tamilmala',
      horoscope: { birth_place: 'Madurai', birth_place_id: 1264521 },
    });
    const settings = apiArgs('biodataSettings', { userId: member.userId });
    const save = apiArgs('saveBiodataSettings', { userId: member.userId });
    expect((await call(ctx, member, ...settings)).json().show_chart).toBe(false);
    const chartWords = ['லக்', 'சூரி', 'ராகு', 'கேது'];
    const plain = textOf((await pdfOf(member, member.userId, 'ta')).rawPayload);
    for (const word of chartWords) expect(plain).not.toContain(word);
    expect(textOf((await pdfOf(member, member.userId, 'en')).rawPayload)).not.toMatch(/\bAsc\b/);

    // Saving the other choices alone leaves it as it was.
    await call(ctx, member, ...save, { show_birth_time: false, contact: 'own' });
    expect((await call(ctx, member, ...settings)).json().show_chart).toBe(false);
    const chosen = await call(ctx, member, ...save, {
      show_birth_time: false,
      contact: 'own',
      show_chart: true,
    });
    expect(chosen.json().show_chart).toBe(true);
    const tamil = textOf((await pdfOf(member, member.userId, 'ta')).rawPayload);
    for (const word of chartWords) expect(tamil).toContain(word);
    const english = textOf((await pdfOf(member, member.userId, 'en')).rawPayload);
    expect(english).toMatch(/\bAsc\b/);
    expect(english).toContain('Raasi');

    // What the office prints or broadcasts shows no birth time, so no chart either.
    const printed = asPrintedListShows(
      { birthTime: '07:05 PM', chart: {}, contact: { kind: 'own' as const, value: '9800000002' } },
      { office: { kind: 'whatsapp', value: OPERATOR }, address: 'https://tamilmala.example' },
    );
    expect(printed).toMatchObject({ birthTime: null, chart: null });
  });
});

describe('share links', () => {
  const create = (who: TestMember) => call(ctx, who, ...apiArgs('createShareLink'));
  const open = (url: string) => ctx.app.inject({ method: 'GET', url: new URL(url).pathname });

  it('opens a public page with the card, a PDF, a preview image and a WhatsApp button, and nothing gated', async () => {
    const member = await makeMember(ctx);
    await named(member, MARATHI);
    const made = await create(member);
    expect(made.statusCode).toBe(200);
    const link = made.json<{ id: number; url: string; expires_at: string }>();
    const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const [stored] = await ctx.database.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(stored?.tokenHash).not.toContain(link.url.split('/b/')[1]);

    const page = await open(link.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(MARATHI.name);
    expect(page.body).toContain('og:title');
    expect(page.body).toContain(`${link.url}/card.png`);
    expect(page.body).toContain(`https://wa.me/?text=${encodeURIComponent(link.url)}`);
    expect(page.body).not.toContain(member.secrets.mobiles[0]);
    expectNoBirthTime(page.body, member.secrets.birthTime);
    const pdf = await open(`${link.url}/biodata.pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(textOf(pdf.rawPayload)).toContain(MARATHI.surname);
    expect(textOf(pdf.rawPayload)).not.toContain(member.secrets.mobiles[0]);
    const card = await open(`${link.url}/card.png`);
    expect((await sharp(card.rawPayload).metadata()).width).toBe(1200);

    const list = await call(ctx, member, ...apiArgs('listShareLinks'));
    expect(list.json<{ count: number }>().count).toBe(1);
    const other = await makeMember(ctx);
    expect((await call(ctx, other, ...apiArgs('deleteShareLink', { linkId: link.id }))).statusCode).toBe(404);
    expect((await call(ctx, member, ...apiArgs('deleteShareLink', { linkId: link.id }))).statusCode).toBe(
      200,
    );
    expect((await open(link.url)).statusCode).toBe(404);
    expect((await open(`${link.url}x`)).statusCode).toBe(404);
  });

  it('shows what a family wrote as text: a name with a script tag runs nothing', async () => {
    const member = await makeMember(ctx);
    const written = {
      name: '<script>alert(1)</script>',
      surname: 'Patil "&" Sons',
      father: '</dd><img src=x onerror=alert(2)>',
      place: "Pune's east",
    };
    await named(member, written);
    const link = (await create(member)).json<{ url: string }>();
    const page = await open(link.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script|<img src=x/i);
    const shown = (pattern: RegExp) => decodeEntities(pattern.exec(page.body)?.[1] ?? '');
    expect(shown(/<h1>(.*?)<\/h1>/)).toBe(`${written.name} ${written.surname}`);
    expect(shown(/<title>(.*?)<\/title>/)).toContain(`${written.name} ${written.surname} · ${member.mid}`);
    expect(shown(/property="og:title" content="([^"]*)"/)).toContain(written.name);
    expect(decodeEntities(page.body)).toContain(written.father);
    expect(decodeEntities(page.body)).toContain(written.place);
  });

  it('ends every link on pause, refusal, erasure and expiry', async () => {
    const member = await makeMember(ctx);
    const first = (await create(member)).json<{ url: string }>().url;
    const second = (await create(member)).json<{ url: string }>().url;
    await setPrivacy(ctx, member, { paused: true });
    expect((await open(first)).statusCode).toBe(404);
    expect((await open(second)).statusCode).toBe(404);
    expect((await create(member)).statusCode).toBe(409);
    await setPrivacy(ctx, member, { paused: false });
    expect((await open(first)).statusCode).toBe(200);

    expect((await setStatus(ctx, admin, member.profileId, STATUS_REJECTED)).statusCode).toBe(200);
    expect((await open(first)).statusCode).toBe(404);

    const expiring = await makeMember(ctx);
    const url = (await create(expiring)).json<{ url: string }>().url;
    await ctx.database.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.profileId, expiring.profileId));
    expect((await open(url)).statusCode).toBe(404);

    const leaving = await makeMember(ctx);
    const kept = (await create(leaving)).json<{ url: string }>().url;
    const erased = await call(ctx, leaving, ...apiArgs('eraseAccount'), { password: leaving.password });
    expect(erased.statusCode).toBe(200);
    expect((await open(kept)).statusCode).toBe(404);
    expect(
      await ctx.database.db.select().from(shareLinks).where(eq(shareLinks.profileId, leaving.profileId)),
    ).toEqual([]);
  });
});

describe('what the office prints or broadcasts', () => {
  const open = (url: string) => ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
  const broadcast = async (lang = 'mr', domain = 'varmala') => {
    const response = await call(ctx, admin, ...apiArgs('broadcastText'), { domain, lang });
    expect(response.statusCode).toBe(200);
    return response.json<{ text: string }>().text;
  };
  /** The link under a member's line of a broadcast. */
  const linkOf = (text: string, member: Member) => {
    const lines = text.split('\n');
    const line = lines[lines.findIndex((each) => each.includes(member.mid)) + 1]?.trim() ?? '';
    return /\/b\/[A-Za-z0-9_-]{32}$/.test(line) ? line : null;
  };
  const digits = (text: string) => text.replace(/\D/g, '');
  /** Neither of the member's mobiles in any spelling, nor the guardian's, nor the time of birth. */
  const expectNothingOfTheFamily = (text: string, member: Member, guardian?: string) => {
    for (const mobile of [...member.secrets.mobiles, ...(guardian ? [guardian] : [])]) {
      expect(digits(text)).not.toContain(mobile);
      expect(digits(text)).not.toContain(mobile.slice(-8));
    }
    expectNoBirthTime(text, member.secrets.birthTime);
  };
  /** A family that agreed to printed lists, whose own biodata shows their mobile and birth time. */
  const agreedShowingAll = async (contact: 'own' | 'guardian' = 'own', guardian = '9822033333') => {
    const member = await makeMember(ctx, { gender: 'Female' });
    await setPrivacy(ctx, member, { printed_lists: true });
    const saved = await call(ctx, member, ...apiArgs('saveBiodataSettings', { userId: member.userId }), {
      show_birth_time: true,
      contact,
      ...(contact === 'guardian' ? { guardian_mobile: guardian } : {}),
    });
    expect(saved.statusCode).toBe(200);
    return member;
  };

  it("opens the broadcast's link with the site's number and no birth time, whatever the family chose for their own biodata", async () => {
    const member = await agreedShowingAll('own');
    const url = linkOf(await broadcast(), member) as string;
    expect(url).not.toBeNull();
    for (const lang of ['mr', 'en', 'ta']) {
      const page = await open(`${url}?lang=${lang}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(member.mid);
      expect(page.body).toContain(OPERATOR);
      expectNothingOfTheFamily(page.body, member);
      const pdf = await open(`${url}/biodata.pdf?lang=${lang}`);
      expect(pdf.statusCode).toBe(200);
      const text = textOf(pdf.rawPayload);
      expect(text).toContain(member.mid);
      expect(text).toContain(OPERATOR);
      expectNothingOfTheFamily(text, member);
    }
    expect((await open(`${url}/card.png`)).statusCode).toBe(200);

    // A guardian's number is the family's too: the broadcast shows the site's.
    const guarded = await agreedShowingAll('guardian', '9822044444');
    const guardedUrl = linkOf(await broadcast('en'), guarded) as string;
    const page = await open(guardedUrl);
    expect(page.body).toContain(OPERATOR);
    expectNothingOfTheFamily(page.body, guarded, '9822044444');
    expectNothingOfTheFamily(
      textOf((await open(`${guardedUrl}/biodata.pdf`)).rawPayload),
      guarded,
      '9822044444',
    );
  });

  it("keeps the family's own link to their own choice, beside the broadcast's", async () => {
    const member = await agreedShowingAll('own');
    const broadcastUrl = linkOf(await broadcast(), member) as string;
    const own = (await call(ctx, member, ...apiArgs('createShareLink'))).json<{ url: string }>().url;
    const page = await open(own);
    expect(page.body).toContain(member.secrets.mobiles[0]);
    // Opened without a language, a Varmala family's link reads in Marathi.
    expect(page.body).toContain(formatStoredBirthTime(member.secrets.birthTime, 'mr'));
    expect(textOf((await open(`${own}/biodata.pdf`)).rawPayload)).toContain(member.secrets.mobiles[0]);
    expectNothingOfTheFamily((await open(broadcastUrl)).body, member);
  });

  it('gives one link a member for every broadcast, in any language and with two at once', async () => {
    const member = await agreedShowingAll('own');
    const first = linkOf(await broadcast('mr'), member);
    expect(first).not.toBeNull();
    expect(linkOf(await broadcast('en'), member)).toBe(first);
    const [one, two] = await Promise.all([broadcast('ta'), broadcast('mr')]);
    expect(linkOf(one, member)).toBe(first);
    expect(linkOf(two, member)).toBe(first);
    expect((await open(first as string)).statusCode).toBe(200);
    const links = await ctx.database.db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.profileId, member.profileId));
    expect(links).toHaveLength(1);
    const listed = await call(ctx, member, ...apiArgs('listShareLinks'));
    expect(listed.json<{ rows: { kind: string }[] }>().rows.map((row) => row.kind)).toEqual(['broadcast']);

    // Stopped by the family, the link stays stopped; the next broadcast makes a new one.
    const [row] = links;
    expect(
      (await call(ctx, member, ...apiArgs('deleteShareLink', { linkId: row?.id as number }))).statusCode,
    ).toBe(200);
    expect((await open(first as string)).statusCode).toBe(404);
    const next = linkOf(await broadcast(), member);
    expect(next).not.toBeNull();
    expect(next).not.toBe(first);
    expect((await open(next as string)).statusCode).toBe(200);
  });

  it('ends the broadcast link as soon as the family withdraws printed-lists consent, for good', async () => {
    const member = await agreedShowingAll('own');
    const url = linkOf(await broadcast(), member) as string;
    expect((await open(url)).statusCode).toBe(200);
    const own = (await call(ctx, member, ...apiArgs('createShareLink'))).json<{ url: string }>().url;

    expect((await setPrivacy(ctx, member, { printed_lists: false })).statusCode).toBe(200);
    for (const path of ['', '/biodata.pdf', '/card.png']) {
      expect((await open(`${url}${path}`)).statusCode).toBe(404);
    }
    expect(linkOf(await broadcast(), member)).toBeNull();
    // The family's own link is theirs, and goes on.
    expect((await open(own)).statusCode).toBe(200);

    // Agreeing again does not bring back a link already sent round; the next broadcast has a new one.
    await setPrivacy(ctx, member, { printed_lists: true });
    expect((await open(url)).statusCode).toBe(404);
    const again = linkOf(await broadcast(), member);
    expect(again).not.toBeNull();
    expect(again).not.toBe(url);
    expectNothingOfTheFamily((await open(again as string)).body, member);
  });

  it("makes the broadcast's link even when the family has all ten of their own", async () => {
    const member = await agreedShowingAll('own');
    for (let i = 0; i < 10; i += 1) {
      expect((await call(ctx, member, ...apiArgs('createShareLink'))).statusCode).toBe(200);
    }
    const url = linkOf(await broadcast(), member);
    expect(url).not.toBeNull();
    expectNothingOfTheFamily((await open(url as string)).body, member);
  });
});

describe('POST /api/admin/booklet.pdf', () => {
  it(
    'prints only Approved profiles that agreed to printed lists, with the site number as contact',
    async () => {
      const agreed = await makeMember(ctx, { domain: 'tamilmala', gender: 'Female' });
      await named(agreed, TAMIL);
      await setPrivacy(ctx, agreed, { printed_lists: true });
      await call(ctx, agreed, ...apiArgs('saveBiodataSettings', { userId: agreed.userId }), {
        show_birth_time: true,
        contact: 'own',
      });
      const guarded = await makeMember(ctx, { domain: 'tamilmala', gender: 'Female' });
      await setPrivacy(ctx, guarded, { printed_lists: true });
      await call(ctx, guarded, ...apiArgs('saveBiodataSettings', { userId: guarded.userId }), {
        show_birth_time: true,
        contact: 'guardian',
        guardian_mobile: '9822055555',
      });
      const silent = await makeMember(ctx, { domain: 'tamilmala', gender: 'Female' });
      const response = await call(ctx, admin, ...apiArgs('booklet'), {
        domain: 'tamilmala',
        gender: 'Female',
        lang: 'ta',
      });
      expect(response.statusCode).toBe(200);
      const text = textOf(response.rawPayload);
      expect(text).toContain(agreed.mid);
      expect(text).toContain(TAMIL.name);
      expect(text).not.toContain(silent.mid);
      expect(text).toContain(OPERATOR);
      expect(text.replace(/\D/g, '')).not.toContain(agreed.secrets.mobiles[0]);
      expectNoBirthTime(text, agreed.secrets.birthTime);
      expect(text).toContain(guarded.mid);
      expect(text.replace(/\D/g, '')).not.toContain('9822055555');
      expectNoBirthTime(text, guarded.secrets.birthTime);
      expect(pagesOf(response.rawPayload)).toBeGreaterThanOrEqual(3);
      const tooOld = await call(ctx, admin, ...apiArgs('booklet'), {
        domain: 'tamilmala',
        gender: 'Female',
        from_age: 90,
        lang: 'en',
      });
      expect(textOf(tooOld.rawPayload)).not.toContain(agreed.mid);
      const otherState = await call(ctx, admin, ...apiArgs('booklet'), {
        domain: 'tamilmala',
        state: 'Kerala',
        lang: 'en',
      });
      expect(textOf(otherState.rawPayload)).toContain('0 profiles');
      const upsideDown = { domain: 'tamilmala', from_age: 40, to_age: 30, lang: 'en' };
      expect((await call(ctx, admin, ...apiArgs('booklet'), upsideDown)).statusCode).toBe(400);
      expect(
        (await call(ctx, agreed, ...apiArgs('booklet'), { domain: 'tamilmala', lang: 'ta' })).statusCode,
      ).toBe(403);
      expect(
        (await call(ctx, admin, ...apiArgs('booklet'), { domain: 'nowhere', lang: 'ta' })).statusCode,
      ).toBe(400);
    },
    BOOKLET_MS,
  );
});

describe('The booklet drawn in a process of its own', () => {
  /** The images a PDF holds, as poppler lists them. */
  function imagesOf(pdf: Buffer): number {
    const file = join(work, `${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, pdf);
    const listed = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    return listed.split('\n').filter((line) => /^\s*\d+\s+\d+\s+image/.test(line)).length;
  }

  it(
    'prints the photos the server hands over, and a photo it cannot read fails that booklet alone',
    async () => {
      const pictured = await makeMember(ctx, { domain: 'tamilmala', gender: 'Male', photos: 1 });
      await setPrivacy(ctx, pictured, { printed_lists: true });
      const booklet = { domain: 'tamilmala', gender: 'Male', lang: 'ta' };
      const first = await call(ctx, admin, ...apiArgs('booklet'), booklet);
      expect(first.statusCode).toBe(200);
      expect(textOf(first.rawPayload)).toContain(pictured.mid);
      expect(imagesOf(first.rawPayload)).toBeGreaterThanOrEqual(1);

      // The stored photo is replaced by bytes that are no image: its card cannot be drawn.
      const [photo] = await ctx.database.db
        .select({ key: photos.largeKey })
        .from(photos)
        .where(eq(photos.profileId, pictured.profileId));
      const stored = execFileSync('find', [ctx.dataDir, '-name', String(photo?.key)], {
        encoding: 'utf8',
      }).trim();
      const original = readFileSync(stored);
      writeFileSync(stored, 'not a photo');
      const broken = await call(ctx, admin, ...apiArgs('booklet'), booklet);
      expect(broken.statusCode).toBe(500);
      expect(broken.body).not.toContain('not a photo');

      // Nothing is left holding the booklet's turn: the next one is drawn.
      writeFileSync(stored, original);
      const again = await call(ctx, admin, ...apiArgs('booklet'), booklet);
      expect(again.statusCode).toBe(200);
      expect(imagesOf(again.rawPayload)).toBe(imagesOf(first.rawPayload));
    },
    BOOKLET_MS,
  );
});

describe('POST /api/admin/broadcast-text', () => {
  it("lists the week's new profiles, with a biodata link only for families who agreed to printed lists", async () => {
    const agreed = await makeMember(ctx, { gender: 'Female' });
    await named(agreed, MARATHI);
    await setPrivacy(ctx, agreed, { printed_lists: true });
    const silent = await makeMember(ctx, { gender: 'Male' });
    const lastMonth = await makeMember(ctx);
    await ctx.database.db
      .update(profiles)
      .set({
        approvedAt: new Date(Date.now() - 10 * 86_400_000),
        createdAt: new Date(Date.now() - 20 * 86_400_000),
      })
      .where(eq(profiles.id, lastMonth.profileId));
    const paused = await makeMember(ctx);
    await setPrivacy(ctx, paused, { paused: true });

    const response = await call(ctx, admin, ...apiArgs('broadcastText'), { domain: 'varmala', lang: 'mr' });
    expect(response.statusCode).toBe(200);
    const { text, links } = response.json<{ text: string; profiles: number; links: number }>();
    const lines = text.split('\n');
    const lineOf = (mid: string) => lines.findIndex((line) => line.includes(mid));
    expect(lines[0]).toContain('या आठवड्यातील');
    expect(lineOf(agreed.mid)).toBeGreaterThan(0);
    expect(lines[lineOf(agreed.mid) + 1]).toMatch(/^ {2}http:\/\/\S+\/b\/[A-Za-z0-9_-]{32}$/);
    expect(lineOf(silent.mid)).toBeGreaterThan(0);
    expect(lines[lineOf(silent.mid) + 1] ?? '').not.toContain('/b/');
    expect(text).not.toContain(lastMonth.mid);
    expect(text).not.toContain(paused.mid);
    expect(text).toContain(OPERATOR);
    // No name and no number of a family: member ids, ages, cities, education and stars only.
    expect(text).not.toContain(MARATHI.name);
    for (const member of [agreed, silent]) {
      expect(text.replace(/\D/g, '')).not.toContain(member.secrets.mobiles[0]);
    }
    expect(links).toBeGreaterThanOrEqual(1);

    // The link opens the family's biodata page, and the family sees it among their links.
    const url = lines[lineOf(agreed.mid) + 1]?.trim() as string;
    expect((await ctx.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(200);
    const own = await call(ctx, agreed, ...apiArgs('listShareLinks'));
    expect(own.json<{ count: number }>().count).toBe(1);

    expect(
      (await call(ctx, agreed, ...apiArgs('broadcastText'), { domain: 'varmala', lang: 'mr' })).statusCode,
    ).toBe(403);
    expect(
      (await call(ctx, admin, ...apiArgs('broadcastText'), { domain: 'nowhere', lang: 'mr' })).statusCode,
    ).toBe(400);
  });
});

describe('the drawn page', () => {
  it('matches the stored picture within a small tolerance', async () => {
    const bio: Biodata = {
      profileId: 1,
      mid: 'MF1001',
      domain: 'varmala',
      name: MARATHI.name,
      surname: MARATHI.surname,
      age: 29,
      fields: {
        date_of_birth: '1996-05-01',
        height: 170,
        education: 'Bachelors',
        education_desc: 'बी.ई. संगणक',
        profession: 'Private Company',
        position: null,
        work_location: 'पुणे',
        father_name: MARATHI.father,
        father_alive: true,
        father_occupation: null,
        mother_name: 'सुनीता कुलकर्णी',
        mother_alive: false,
        mother_occupation: null,
        brothers: 1,
        brothers_married: 1,
        sisters: 0,
        sisters_married: 0,
        family_status: 'Middle Class',
        community: 'Bhavasar Kshatriya',
        gothram: 'काश्यप',
        birth_star: 'Rohini',
        raasi: 'Vrishabha',
        padham: 2,
        birth_place: MARATHI.place,
      },
      birthTime: null,
      chart: null,
      contact: { kind: 'whatsapp', value: OPERATOR },
      photo: null,
    };
    const pdf = await renderBiodata(bio, {
      language: 'mr',
      profileUrl: 'https://varmala.example/profile/view/1',
    });
    const file = join(work, 'page.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-r', '40', '-gray', '-png', '-singlefile', file, join(work, 'page')]);
    const drawn = await sharp(readFileSync(join(work, 'page.png')))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const storedFile = new URL('./testdata/biodata-mr.png', import.meta.url);
    if (process.env.UPDATE_BIODATA_PICTURE) writeFileSync(storedFile, readFileSync(join(work, 'page.png')));
    const stored = await sharp(readFileSync(storedFile)).raw().toBuffer({ resolveWithObject: true });
    expect(drawn.info.width).toBe(stored.info.width);
    expect(drawn.info.height).toBe(stored.info.height);
    let differing = 0;
    for (let i = 0; i < drawn.data.length; i += 1) {
      if (Math.abs((drawn.data[i] ?? 0) - (stored.data[i] ?? 0)) > 48) differing += 1;
    }
    expect(differing / drawn.data.length).toBeLessThan(0.01);
  });
});
