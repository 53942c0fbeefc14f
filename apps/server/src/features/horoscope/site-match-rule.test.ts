import { apiRoute, DEFAULT_MATCH_RULES, type MatchRule } from '@varmala/shared';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../cli/operator-commands.js';
import { adminAuditLog } from '../../db/schema.js';
import { makeAdmin, makeMember } from '../../test/members.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

const read = (who: TestMember, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/match-rule${query}`, headers: bearer(who.token) });

const save = (who: TestMember, payload: unknown) =>
  ctx.app.inject({
    ...apiRoute('saveMatchRule'),
    headers: bearer(who.token),
    payload: payload as object,
  });

const auditOf = (domain: string) =>
  ctx.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, 'match_rule'), eq(adminAuditLog.targetId, domain)))
    .orderBy(desc(adminAuditLog.id));

const DEFAULT_MATCH_RULE = DEFAULT_MATCH_RULES.varmala;

const LENIENT: MatchRule = {
  kind: 'porutham',
  mars_blocks: false,
  mandatory: ['rajju'],
  min_matched: 5,
  min_guna: 20,
  blocking_doshas: ['nadi'],
  variants: { ...DEFAULT_MATCH_RULE.variants, dina: 'remainder', rajju: 'arohanam_exception' },
};

const cli = (...args: string[]) => runOperatorCommand(ctx.database.db, ['match-rule', ...args]);

describe('GET and POST /api/admin/match-rule', () => {
  it("answers the site's default rule while the operator has not set one, the admin's own site unless asked", async () => {
    const admin = await makeAdmin(ctx);
    const own = await read(admin);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      domain: 'varmala',
      rule: { ...DEFAULT_MATCH_RULES.tamilmala, kind: 'guna' },
      is_set: false,
      updated_at: null,
    });
    expect(own.json().rule).toMatchObject({
      kind: 'guna',
      min_guna: 18,
      blocking_doshas: ['nadi', 'bhakoot'],
    });
    expect((await read(admin, '?domain=tamilmala')).json()).toEqual({
      domain: 'tamilmala',
      rule: { ...DEFAULT_MATCH_RULE, kind: 'porutham' },
      is_set: false,
      updated_at: null,
    });
  });

  it('saves a site rule, which reads back for that site only, and records the change in the audit log', async () => {
    const admin = await makeAdmin(ctx);
    const saved = await save(admin, { domain: 'tamilmala', rule: LENIENT });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      Status: 'Success',
      domain: 'tamilmala',
      rule: LENIENT,
      is_set: true,
    });
    expect(saved.json().Message).toContain(
      'decided by poruthams: mandatory rajju, at least 5 of 10; gunas shown against 20 of 36',
    );

    expect((await read(admin, '?domain=tamilmala')).json()).toMatchObject({ rule: LENIENT, is_set: true });
    expect((await read(admin, '?domain=varmala')).json()).toMatchObject({ rule: DEFAULT_MATCH_RULE });

    const strict = { ...LENIENT, mandatory: ['rajju', 'vedha', 'yoni'], min_matched: 7 };
    expect((await save(admin, { domain: 'tamilmala', rule: strict })).statusCode).toBe(200);
    const [second, first] = await auditOf('tamilmala');
    expect(first).toMatchObject({
      adminUserId: admin.userId,
      action: 'admin:match-rule',
      before: null,
      after: LENIENT,
    });
    expect(second).toMatchObject({ adminUserId: admin.userId, before: LENIENT, after: strict });
  });

  it.each([
    ['an unknown kind', { kind: 'both' }],
    ['no kind', { kind: undefined }],
    ['an unknown dosha', { blocking_doshas: ['gana'] }],
    ['a dosha twice', { blocking_doshas: ['nadi', 'nadi'] }],
    ['no blocking doshas at all', { blocking_doshas: undefined }],
    ['an unknown porutham', { mandatory: ['nadi'] }],
    ['a porutham twice', { mandatory: ['rajju', 'rajju'] }],
    ['more than ten to match', { min_matched: 11 }],
    ['a count as text', { min_matched: 'six' }],
    ['more than 36 gunas', { min_guna: 40 }],
    ['a negative guna minimum', { min_guna: -1 }],
    ['an unknown variant', { variants: { ...DEFAULT_MATCH_RULE.variants, rasi: 'seventh_only' } }],
    ['variants missing', { variants: {} }],
    ['no variants at all', { variants: null }],
  ])('refuses %s with 400 and the field named, and saves nothing', async (_, change) => {
    const admin = await makeAdmin(ctx);
    const response = await save(admin, { domain: 'varmala', rule: { ...DEFAULT_MATCH_RULE, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Status: 'Error', code: 'VALIDATION_FAILED' });
    expect(Object.keys(response.json().errors).some((field) => field.startsWith('rule.'))).toBe(true);
    expect((await read(admin, '?domain=varmala')).json().is_set).toBe(false);
  });

  it.each([
    ['no body', undefined],
    ['a rule and no domain', { rule: DEFAULT_MATCH_RULE }],
    ['an unknown domain', { domain: 'example', rule: DEFAULT_MATCH_RULE }],
    ['a rule that is text', { domain: 'varmala', rule: 'strict' }],
    ['a list', [1, 2]],
  ])('refuses %s with 400', async (_, payload) => {
    const admin = await makeAdmin(ctx);
    expect((await save(admin, payload)).statusCode).toBe(400);
  });

  it('refuses an unknown domain to read with 400', async () => {
    const admin = await makeAdmin(ctx);
    expect((await read(admin, '?domain=example')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const member = await makeMember(ctx, { gender: 'Male' });
    expect((await read(member)).statusCode).toBe(403);
    expect((await save(member, { domain: 'varmala', rule: LENIENT })).statusCode).toBe(403);
  });
});

describe('npm run admin -- match-rule', () => {
  it('shows the rule of a site, saying whether it is the default', async () => {
    const shown = await cli('--domain', 'varmala', '--show');
    expect(shown).toEqual({
      ok: true,
      message:
        'Horoscope rule of varmala: decided by gunas: at least 18 of 36, blocking doshas nadi, bhakoot; ' +
        'poruthams shown with mandatory rajju, vedha, at least 6 of 10; ' +
        'variants dina=list gana=strict stree_deergha=over_13 rajju=strict rasi=with_second ' +
        'rasi_adhipathi=friends. (the default; never set)',
    });
    // The tests above set a rule for tamilmala.
    expect((await cli('--domain', 'tamilmala', '--reset')).ok).toBe(true);
    expect((await cli('--domain', 'tamilmala')).message).toContain(
      'Horoscope rule of tamilmala: decided by poruthams: mandatory rajju, vedha, at least 6 of 10; ' +
        'gunas shown against 18 of 36, blocking doshas nadi, bhakoot;',
    );
  });

  it('sets what decides the verdict and which doshas rule a match out', async () => {
    const changed = await cli(
      '--domain',
      'tamilmala',
      '--kind',
      'guna',
      '--blocking',
      'nadi',
      '--min-guna',
      '21',
    );
    expect(changed).toMatchObject({ ok: true });
    expect(changed.message).toContain('decided by gunas: at least 21 of 36, blocking doshas nadi;');
    const [row] = await auditOf('tamilmala');
    expect(row).toMatchObject({
      action: 'cli:match-rule',
      after: { ...DEFAULT_MATCH_RULES.tamilmala, kind: 'guna', blocking_doshas: ['nadi'], min_guna: 21 },
    });
    expect((await cli('--domain', 'tamilmala', '--blocking', 'none')).message).toContain(
      'blocking doshas none',
    );
    expect((await cli('--domain', 'tamilmala', '--reset')).ok).toBe(true);
    expect((await cli('--domain', 'tamilmala')).message).toContain('decided by poruthams');
  });

  it('changes the parts given, keeps the rest, and records it as done by the CLI', async () => {
    const changed = await cli(
      '--domain',
      'varmala',
      '--mandatory',
      'rajju,vedha,yoni',
      '--min-guna',
      '20',
      '--variant',
      'dina=remainder',
      '--variant',
      'stree_deergha=over_9',
    );
    expect(changed.ok).toBe(true);
    const expected = {
      ...DEFAULT_MATCH_RULE,
      mandatory: ['rajju', 'vedha', 'yoni'],
      min_guna: 20,
      variants: { ...DEFAULT_MATCH_RULE.variants, dina: 'remainder', stree_deergha: 'over_9' },
    };
    const [row] = await auditOf('varmala');
    expect(row).toMatchObject({ adminUserId: null, action: 'cli:match-rule', after: expected });

    expect((await cli('--domain', 'varmala', '--min-matched', '4', '--mandatory', 'none')).ok).toBe(true);
    const shown = await cli('--domain', 'varmala');
    expect(shown.message).toContain('decided by gunas: at least 20 of 36');
    expect(shown.message).toContain('poruthams shown with mandatory none, at least 4 of 10');
    expect(shown.message).toContain('dina=remainder');

    expect((await cli('--domain', 'varmala', '--reset')).ok).toBe(true);
    expect((await cli('--domain', 'varmala')).message).toContain('mandatory rajju, vedha, at least 6 of 10');
  });

  it.each([
    [['--min-matched', '11'], '--min-matched:'],
    [['--min-matched', 'six'], '--min-matched:'],
    [['--min-guna', '37'], '--min-guna:'],
    [['--mandatory', 'rajju,nadi'], '--mandatory:'],
    [['--kind', 'both'], '--kind:'],
    [['--blocking', 'nadi,gana'], '--blocking:'],
    [['--variant', 'dina=sometimes'], '--variant dina:'],
    [['--variant', 'nadi=strict'], "--variant: 'nadi=strict' is not one of"],
    [['--variant', 'dina'], "--variant: 'dina' is not one of"],
    [['--show', '--min-guna', '20'], '--show shows the rule'],
    [['--reset', '--min-guna', '20'], '--reset restores'],
  ])('refuses %j with a one-line reason and changes nothing', async (args, reason) => {
    const before = await auditOf('tamilmala');
    const result = await cli('--domain', 'tamilmala', ...args);
    expect(result.ok).toBe(false);
    expect(result.message).toContain(reason);
    expect(result.message).not.toContain('\n');
    expect(await auditOf('tamilmala')).toHaveLength(before.length);
  });

  it('needs a known domain', async () => {
    expect(await cli('--show')).toEqual({ ok: false, message: '--domain: give one of varmala, tamilmala' });
    expect((await cli('--domain', 'example')).ok).toBe(false);
  });
});
