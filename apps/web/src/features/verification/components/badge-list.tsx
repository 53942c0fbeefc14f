import '../verification.css';
import type { Badge } from '@varmala/shared';
import { useId, useState } from 'react';
import type { BadgeListProps } from '../../../components/badges-slot';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';

const ICON: Record<Badge['kind'], string> = { mobile: '📱', operator_call: '☎', id_seen: '🪪', photo: '📷' };

/** Each badge names what was checked; a tap says when and by whom, in one line. */
export default function BadgeList({ badges, name }: BadgeListProps) {
  const { t } = useTranslation();
  const { date: day } = useFormat();
  const [open, setOpen] = useState<Badge['kind'] | null>(null);
  const explanationId = useId();
  const shown = badges.find((badge) => badge.kind === open);
  return (
    <div className="badges">
      <ul className="badges__list" aria-label={name ? `${t('badges.label')}: ${name}` : t('badges.label')}>
        {badges.map((badge) => (
          <li key={badge.kind}>
            <button
              type="button"
              className="badges__badge"
              aria-expanded={open === badge.kind}
              aria-controls={explanationId}
              onClick={() => setOpen(open === badge.kind ? null : badge.kind)}
            >
              <span aria-hidden="true">{ICON[badge.kind]}</span> {t(`badges.kind.${badge.kind}`)}
            </button>
          </li>
        ))}
      </ul>
      <p id={explanationId} className="badges__explain" aria-live="polite">
        {shown ? t(`badges.explain.${shown.kind}`, { date: day(shown.verified_at) }) : null}
      </p>
    </div>
  );
}
