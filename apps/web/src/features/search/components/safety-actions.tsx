import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/use-confirm';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/http';
import { notifyFailure, notifyRefusal, notifySuccess } from '../../../lib/notify';
import { useBlockProfile } from '../api/use-block-profile';
import { ReportDialog } from './report-dialog';

/** Block and Report on another member's profile: the two ways to stay safe from it. */
export function SafetyActions({ profileId, name }: { profileId: number; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const block = useBlockProfile(profileId);
  const [reporting, setReporting] = useState(false);

  const { confirm, dialog } = useConfirm();

  const onBlock = async () => {
    if (block.isPending) return;
    const confirmed = await confirm({
      title: t('privacy.block.confirm', { name }),
      confirm: t('privacy.block.button'),
      destructive: true,
    });
    if (!confirmed) return;
    block.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(t('privacy.block.done', { name }));
        navigate('/profile/search', { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) {
          notifyRefusal(t('privacy.block.failed'), t('privacy.report.notAvailable'));
        } else if (error instanceof ApiError && error.status === 429) {
          notifyRefusal(t('privacy.block.failed'), t('privacy.block.tooMany'));
        } else {
          notifyFailure(t('privacy.block.failed'), error);
        }
      },
    });
  };

  return (
    <div className="safety-actions">
      <button className="button button--small" type="button" onClick={() => setReporting(true)}>
        {t('privacy.report.button')}
      </button>
      <button
        className="button button--small"
        type="button"
        aria-busy={block.isPending}
        aria-disabled={block.isPending}
        onClick={() => void onBlock()}
      >
        {t('privacy.block.button')}
      </button>
      <ReportDialog profileId={profileId} open={reporting} onClose={() => setReporting(false)} />
      {dialog}
    </div>
  );
}
