import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure } from '../../../lib/notify';
import { useShortlist } from '../api/use-shortlist';

interface ShortlistButtonProps {
  profileId: number;
  shortlisted: boolean;
  /** Said after the button's text to screen readers, when several profiles share a page. */
  profileName?: string;
}

/** Adds the profile to the member's shortlist or, once on it, takes it off again. */
export function ShortlistButton({ profileId, shortlisted, profileName }: ShortlistButtonProps) {
  const { t } = useTranslation();
  const shortlist = useShortlist(profileId);
  const onClick = () => {
    // Not disabled while busy: a disabled button would drop the keyboard focus.
    if (shortlist.isPending) return;
    shortlist.mutate(!shortlisted, {
      onError: (error) => notifyFailure(t('profileView.shortlistFailed'), error),
    });
  };
  return (
    <button
      className={
        shortlisted ? 'button button--small shortlist shortlist--on' : 'button button--small shortlist'
      }
      type="button"
      aria-pressed={shortlisted}
      aria-busy={shortlist.isPending}
      aria-disabled={shortlist.isPending}
      onClick={onClick}
    >
      {shortlist.isPending
        ? t('profileView.updating')
        : shortlisted
          ? t('profileView.shortlisted')
          : t('profileView.shortlist')}
      {profileName && <span className="visually-hidden"> {profileName}</span>}
    </button>
  );
}
