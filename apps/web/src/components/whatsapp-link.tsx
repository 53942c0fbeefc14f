import type { ReactNode } from 'react';
import { usePublicConfig, whatsappLink } from '../lib/public-config';

/** A chat with the operator in a new tab; nothing at all while the deployment gives no number. */
export function WhatsappLink({
  message,
  className,
  children,
}: {
  message?: string;
  className?: string;
  children: ReactNode;
}) {
  const number = usePublicConfig()?.whatsapp_number;
  if (!number) return null;
  return (
    <a className={className} href={whatsappLink(number, message)} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
