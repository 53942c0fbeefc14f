import type { Domain, EmailFrequency, Language, NotificationData, NotificationKind } from '@varmala/shared';
import { type Config, siteOf, siteUrl } from '../../config.js';
import { greeting } from './mail/greeting.js';
import type { MailMessage } from './mail/mailer.js';
import type { Recipient } from './member-settings.js';
import {
  FOR_PROFILE,
  NEW_MATCHES,
  noticeLine,
  OPEN_SITE,
  pageOf,
  SUBJECTS,
  whyFooter,
} from './notice-texts.js';
import { unsubscribeToken } from './unsubscribe-token.js';

export interface NoticeRow {
  id: number;
  kind: NotificationKind;
  data: NotificationData;
}

type MailConfig = Pick<Config, 'publicUrl' | 'siteUrls' | 'jwtSecret'>;

/** RFC 8058: a mail client's one-click button POSTs to the header's link, no login and no page. */
export function unsubscribeParts(config: MailConfig, to: { userId: number; domain: Domain }) {
  const token = unsubscribeToken(config.jwtSecret, to.userId);
  const site = siteUrl(config, to.domain);
  return {
    headers: {
      'List-Unsubscribe': `<${site}/api/notifications/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    // The page asks before it turns mail off: a link scanner's GET must not.
    pageUrl: `${site}/notifications/unsubscribe?token=${token}`,
  };
}

function compose(
  config: MailConfig,
  to: Recipient & { email: string },
  frequency: EmailFrequency,
  subject: string,
  lines: string[],
  key: string,
): MailMessage {
  const language: Language = to.language;
  const { headers, pageUrl } = unsubscribeParts(config, to);
  const site = siteOf(config, to.domain, language);
  return {
    to: to.email,
    fromName: site.name,
    subject,
    text: [
      greeting({ name: to.name, profileFor: to.profileFor }, language),
      '',
      ...lines,
      '',
      ...whyFooter(language, site, frequency, `${site.url}/notifications/settings`, pageUrl),
    ].join('\n'),
    headers,
    key,
  };
}

/** To a guardian (`forProfile`), it first says which of their family's profiles. */
export function instantMail(
  config: MailConfig,
  to: Recipient & { email: string },
  notice: NoticeRow,
  key: string,
  forProfile?: string,
): MailMessage {
  const line = noticeLine(to.language, notice.kind, notice.data);
  return compose(
    config,
    to,
    'instant',
    SUBJECTS.instant(siteOf(config, to.domain, to.language), line),
    [
      ...(forProfile ? [FOR_PROFILE[to.language](forProfile), ''] : []),
      line,
      '',
      OPEN_SITE[to.language],
      `${siteUrl(config, to.domain)}${pageOf(notice.kind)}`,
    ],
    key,
  );
}

/** What happened on a profile a guardian runs, named by its member id. */
export interface ManagedNotices {
  mid: string;
  notices: NoticeRow[];
}

/** A guardian's digest also carries, under each profile's id, what happened on the profiles they run. */
export function digestMail(
  config: MailConfig,
  to: Recipient & { email: string },
  frequency: EmailFrequency,
  notices: NoticeRow[],
  newMatches: number,
  key: string,
  managed: ManagedNotices[] = [],
): MailMessage {
  const lines = notices.map((notice) => `• ${noticeLine(to.language, notice.kind, notice.data)}`);
  if (newMatches > 0) lines.push(`• ${NEW_MATCHES[to.language](newMatches)}`);
  for (const profile of managed) {
    if (lines.length > 0) lines.push('');
    lines.push(FOR_PROFILE[to.language](profile.mid));
    for (const notice of profile.notices)
      lines.push(`• ${noticeLine(to.language, notice.kind, notice.data)}`);
  }
  const count = notices.length + managed.reduce((sum, profile) => sum + profile.notices.length, 0);
  return compose(
    config,
    to,
    frequency,
    SUBJECTS.digest(to.language, siteOf(config, to.domain, to.language), count, newMatches),
    [...lines, '', OPEN_SITE[to.language], `${siteUrl(config, to.domain)}/notifications`],
    key,
  );
}
