import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { usePublicConfig, whatsappLink } from '../lib/public-config';

export type ContactKind = 'whatsapp' | 'email';

/** How members reach the operator: WhatsApp when the site has a number, else its support e-mail. */
export function useContact(): { kind: ContactKind; href: (message?: string) => string } | undefined {
  const config = usePublicConfig();
  const number = config?.whatsapp_number;
  if (number) return { kind: 'whatsapp', href: (message) => whatsappLink(number, message) };
  const email = config?.support_email;
  if (email) {
    return {
      kind: 'email',
      href: (message) =>
        message ? `mailto:${email}?body=${encodeURIComponent(message)}` : `mailto:${email}`,
    };
  }
  return undefined;
}

interface ContactLinkProps {
  /** Typed in for the member: the WhatsApp message, or the e-mail's body. */
  message?: string;
  className?: string;
  /** The link's text for each way; without it, the plain "Write to us ..." of each. */
  children?: (kind: ContactKind) => ReactNode;
}

/** A link to the operator; nothing while the site has neither a WhatsApp number nor an e-mail. */
export function ContactLink({ message, className, children }: ContactLinkProps) {
  const { t } = useTranslation();
  const contact = useContact();
  if (!contact) return null;
  const text = children?.(contact.kind) ?? t(`contact.${contact.kind}`);
  return contact.kind === 'whatsapp' ? (
    <a className={className} href={contact.href(message)} target="_blank" rel="noopener noreferrer">
      {text}
      <span className="visually-hidden"> {t('contact.newTab')}</span>
    </a>
  ) : (
    <a className={className} href={contact.href(message)}>
      {text}
    </a>
  );
}

/** The line every dead end ends with: whom to ask, and how. */
export function ContactHelp({ message }: { message?: string }) {
  const { t } = useTranslation();
  const contact = useContact();
  if (!contact) return null;
  return (
    <div className="contact-help">
      <p className="contact-help__text">{t('contact.stuck')}</p>
      <ContactLink className="button" message={message} />
    </div>
  );
}
