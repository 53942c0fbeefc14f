import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

/** The member id, large, with a way to copy it: families pass it on by phone and WhatsApp. */
export function MemberIdToShare({ mid }: { mid: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  // The clipboard is there on https and localhost only.
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);
  const copy = () =>
    navigator.clipboard.writeText(mid).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <section className="member-id" aria-labelledby="member-id-label">
      <p className="member-id__label" id="member-id-label">
        {t('profile.complete.memberId')}
      </p>
      <p className="member-id__value">{mid}</p>
      <p className="member-id__hint">{t('profile.complete.memberIdHint')}</p>
      {canCopy && (
        <button className="button button--small" type="button" onClick={() => void copy()}>
          {t('profile.complete.copy')}
        </button>
      )}
      <p className="member-id__copied" role="status">
        {copied ? t('profile.complete.copied') : ''}
      </p>
    </section>
  );
}
