import type { EmailFrequency, Language, NotificationData, NotificationKind } from '@varmala/shared';
import type { Config } from '../../config.js';
import { greeting } from '../mail/greeting.js';
import type { MailMessage } from '../mail/mailer.js';
import type { Recipient } from './member-settings.js';
import { NEW_MATCHES, noticeLine, OPEN_SITE, pageOf, SUBJECTS, whyFooter } from './notice-texts.js';
import { unsubscribeToken } from './unsubscribe-token.js';

export interface NoticeRow {
  id: number;
  kind: NotificationKind;
  data: NotificationData;
}

/** RFC 8058: a mail client's one-click button POSTs to the header's link, no login and no page. */
export function unsubscribeParts(config: Pick<Config, 'publicUrl' | 'jwtSecret'>, userId: number) {
  const token = unsubscribeToken(config.jwtSecret, userId);
  return {
    headers: {
      'List-Unsubscribe': `<${config.publicUrl}/api/notifications/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    // The link in the text opens a page that asks before it turns mail off (a link scanner's GET must not).
    pageUrl: `${config.publicUrl}/notifications/unsubscribe?token=${token}`,
  };
}

function compose(
  config: Pick<Config, 'publicUrl' | 'jwtSecret'>,
  to: Recipient & { email: string },
  frequency: EmailFrequency,
  subject: string,
  lines: string[],
  key: string,
): MailMessage {
  const language: Language = to.language;
  const { headers, pageUrl } = unsubscribeParts(config, to.userId);
  return {
    to: to.email,
    subject,
    text: [
      greeting({ name: to.name, profileFor: to.profileFor }, language),
      '',
      ...lines,
      '',
      ...whyFooter(language, frequency, `${config.publicUrl}/notifications/settings`, pageUrl),
    ].join('\n'),
    headers,
    key,
  };
}

/** The mail of one notice, sent at once to a member who chose `instant`. */
export function instantMail(
  config: Pick<Config, 'publicUrl' | 'jwtSecret'>,
  to: Recipient & { email: string },
  notice: NoticeRow,
  key: string,
): MailMessage {
  const line = noticeLine(to.language, notice.kind, notice.data);
  return compose(
    config,
    to,
    'instant',
    SUBJECTS.instant(to.language, line),
    [line, '', OPEN_SITE[to.language], `${config.publicUrl}${pageOf(notice.kind)}`],
    key,
  );
}

/** The daily or weekly digest: each notice a line, the new matches counted, one link to the site. */
export function digestMail(
  config: Pick<Config, 'publicUrl' | 'jwtSecret'>,
  to: Recipient & { email: string },
  frequency: EmailFrequency,
  notices: NoticeRow[],
  newMatches: number,
  key: string,
): MailMessage {
  const lines = notices.map((notice) => `• ${noticeLine(to.language, notice.kind, notice.data)}`);
  if (newMatches > 0) lines.push(`• ${NEW_MATCHES[to.language](newMatches)}`);
  return compose(
    config,
    to,
    frequency,
    SUBJECTS.digest(to.language, notices.length, newMatches),
    [...lines, '', OPEN_SITE[to.language], `${config.publicUrl}/notifications`],
    key,
  );
}
