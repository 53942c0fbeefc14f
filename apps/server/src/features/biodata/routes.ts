import { type Domain, LANGUAGES, type Language } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { App, AuthUser } from '../../app-types.js';
import { siteUrl } from '../../config.js';
import { profiles } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { operation } from '../../lib/operation.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { assertMayEditProfileOf, basicDetailsMissing } from '../access/ownership.js';
import { siteContactOf } from '../access/printed-lists.js';
import { readerOf } from '../access/who-sees-whom.js';
import { renderBooklet } from './booklet.js';
import { broadcastText } from './broadcast.js';
import { type Biodata, biodataOf, findBiodataRow, photoOf } from './load.js';
import { renderBiodata } from './render.js';
import { readBiodataSettings, saveBiodataSettings } from './settings.js';
import {
  createShareLink,
  deleteShareLink,
  listShareLinks,
  sharedProfileOfToken,
  shareUrl,
} from './share-links.js';
import { shareCardPng, sharePageHtml } from './share-page.js';

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Each holds its pages in memory until it is sent. */
let bookletRunning = false;

/** docs/decisions/030-biodata-and-booklet.md */
export function biodataRoutes(app: App, deps: Deps): void {
  const rules = deps.config.rateLimits;
  const perMember = (request: { requireUser(): { id: number } }) => String(request.requireUser().id);
  const perIp = (request: { ip: string }) => request.ip;
  const biodataLimit = rateLimit(app, rules, 'biodataPerMember', perMember);
  const publicLimit = rateLimit(app, rules, 'sharedBiodataPerIp', perIp);
  const siteOf = (domain: Domain) =>
    siteContactOf({ ...deps.config, publicUrl: siteUrl(deps.config, domain) });
  const profileUrl = (bio: Pick<Biodata, 'profileId' | 'domain'>) =>
    `${siteUrl(deps.config, bio.domain)}/profile/view/${bio.profileId}`;

  const memberBiodata = async (userId: number, mine: boolean): Promise<Biodata> => {
    const row = await findBiodataRow(deps.db, eq(profiles.userId, userId));
    if (!row) throw basicDetailsMissing();
    return {
      ...biodataOf(row, 'member', siteOf(row.domain)),
      photo: await photoOf(deps.db, deps.storage, row, mine),
    };
  };

  app.route({
    ...operation('biodataPdf', {
      tags: ['biodata'],
      security: [{ bearer: [] }],
      summary:
        "A member's biodata as one A4 page (owner or admin): labels and options in `lang`, names as written, the birth time and the contact as the member chose",
      produces: ['application/pdf'],
      errors: [400, 401, 403, 409, 429],
    }),
    config: { auth: 'user' },
    preHandler: biodataLimit,
    handler: async (request, reply) => {
      const user = request.requireUser();
      assertMayEditProfileOf(user, request.params.userId);
      const bio = await memberBiodata(request.params.userId, true);
      const pdf = await renderBiodata(bio, {
        language: request.query.lang,
        profileUrl: profileUrl(bio),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="biodata-${bio.mid}.pdf"`)
        .send(pdf);
    },
  });

  app.route({
    ...operation('biodataSettings', {
      tags: ['biodata'],
      security: [{ bearer: [] }],
      summary:
        'What my biodata prints: the birth time or not, whose contact (the choice in effect, the choices this site offers) and what that prints (owner or admin)',
      errors: [400, 401, 403, 409],
    }),
    config: { auth: 'user' },
    handler: async (request) => {
      assertMayEditProfileOf(request.requireUser(), request.params.userId);
      return readBiodataSettings(deps.db, request.params.userId, siteOf(request.requireUser().domain));
    },
  });

  app.route({
    ...operation('saveBiodataSettings', {
      tags: ['biodata'],
      security: [{ bearer: [] }],
      summary:
        "Choose what my biodata prints: the birth time, and as contact the office's WhatsApp number or e-mail (the default, offered only where the site has one; else my own mobile is the default), a guardian's number or my own mobile",
      errors: [400, 401, 403, 409],
    }),
    config: { auth: 'user' },
    handler: async (request) => {
      assertMayEditProfileOf(request.requireUser(), request.params.userId);
      return saveBiodataSettings(
        deps.db,
        request.params.userId,
        request.body,
        siteOf(request.requireUser().domain),
      );
    },
  });

  app.route({
    ...operation('createShareLink', {
      tags: ['biodata'],
      security: [{ bearer: [] }],
      summary:
        'A link of 14 days to my biodata, to send on WhatsApp; pausing, erasure or refusal of the profile stops every link',
      errors: [401, 409, 429],
    }),
    config: { auth: 'user' },
    preHandler: biodataLimit,
    handler: async (request) =>
      createShareLink(deps.db, request.requireUser().id, siteUrl(deps.config, request.requireUser().domain)),
  });

  app.route({
    ...operation('listShareLinks', {
      tags: ['biodata'],
      security: [{ bearer: [] }],
      summary: 'My biodata links still working, newest first',
      errors: [401],
    }),
    config: { auth: 'user' },
    handler: async (request) => listShareLinks(deps.db, request.requireUser().id),
  });

  app.route({
    ...operation('deleteShareLink', {
      tags: ['biodata'],
      security: [{ bearer: [] }],
      summary: 'Stop one of my biodata links at once',
      errors: [400, 401, 404],
    }),
    config: { auth: 'user' },
    handler: async (request) => {
      await deleteShareLink(deps.db, request.requireUser().id, request.params.linkId);
      return { Status: 'Success' as const };
    },
  });

  app.route({
    ...operation('booklet', {
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary:
        "A printable booklet of a site's Approved profiles that agreed to printed lists: title page, index, two a page, the site's contact (the office's WhatsApp number, else its e-mail, else the site's address), never a family's number",
      produces: ['application/pdf'],
      errors: [400, 401, 403, 429],
    }),
    config: { auth: 'admin' },
    handler: async (request, reply) => {
      if (bookletRunning) throw new AppError('RATE_LIMITED', 'bookletBusy');
      bookletRunning = true;
      try {
        const pdf = await renderBooklet(
          {
            db: deps.db,
            storage: deps.storage,
            site: siteOf(request.body.domain),
            publicUrl: siteUrl(deps.config, request.body.domain),
          },
          request.body,
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="booklet-${request.body.domain}.pdf"`)
          .send(pdf);
      } finally {
        bookletRunning = false;
      }
    },
  });

  app.route({
    ...operation('broadcastText', {
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary:
        "This week's new Approved profiles of a site as one WhatsApp text (member id, age, city, education, star); a link to the biodata of each whose family agreed to printed lists",
      errors: [400, 401, 403],
    }),
    config: { auth: 'admin' },
    handler: async (request) =>
      broadcastText(deps.db, request.body, {
        publicUrl: siteUrl(deps.config, request.body.domain),
        site: siteOf(request.body.domain),
        linkSecret: deps.config.jwtSecret,
      }),
  });

  // 404 as soon as the link or profile may no longer be shown, and to a member kept apart from it.
  const tokenParams = z.object({ token: z.string().max(64) });
  const pageQuery = z.object({ lang: z.enum(LANGUAGES).optional() });
  const shared = async (reader: AuthUser | null, token: string, language: Language | undefined) => {
    const link = await sharedProfileOfToken(deps.db, token, {
      demosApartOn: await deps.siteKinds.sitesApart(),
      reader: readerOf(reader),
    });
    const row = link && (await findBiodataRow(deps.db, eq(profiles.id, link.profileId)));
    if (!link || !row) throw new AppError('NOT_FOUND', 'shareLinkNotFound');
    // Only the member's own links follow the member's choices.
    const audience = link.kind === 'member' ? 'member' : 'printed list';
    const bio: Biodata = {
      ...biodataOf(row, audience, siteOf(row.domain)),
      photo: await photoOf(deps.db, deps.storage, row, false),
    };
    return { bio, language: language ?? (row.domain === 'tamilmala' ? 'ta' : 'mr') } as const;
  };
  const common = { hide: true, params: tokenParams, querystring: pageQuery };

  app.get(
    '/b/:token',
    { schema: common, config: { auth: 'optional' }, preHandler: publicLimit },
    async (request, reply) => {
      const { token } = request.params as z.infer<typeof tokenParams>;
      const { bio, language } = await shared(
        request.user,
        token,
        (request.query as z.infer<typeof pageQuery>).lang,
      );
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', PAGE_CSP)
        .header('x-robots-tag', 'noindex')
        .send(sharePageHtml({ bio, language, url: shareUrl(siteUrl(deps.config, bio.domain), token) }));
    },
  );

  app.get(
    '/b/:token/biodata.pdf',
    { schema: common, config: { auth: 'optional' }, preHandler: publicLimit },
    async (request, reply) => {
      const { token } = request.params as z.infer<typeof tokenParams>;
      const { bio, language } = await shared(
        request.user,
        token,
        (request.query as z.infer<typeof pageQuery>).lang,
      );
      const pdf = await renderBiodata(bio, { language, profileUrl: profileUrl(bio) });
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="biodata-${bio.mid}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/b/:token/card.png',
    { schema: common, config: { auth: 'optional' }, preHandler: publicLimit },
    async (request, reply) => {
      const { token } = request.params as z.infer<typeof tokenParams>;
      const { bio, language } = await shared(
        request.user,
        token,
        (request.query as z.infer<typeof pageQuery>).lang,
      );
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(await shareCardPng({ bio, language }));
    },
  );
}
