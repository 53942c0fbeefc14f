import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

/** How much of an upload has been sent; once all of it is, the server is still at work. */
export function UploadProgress({ sent }: { sent: number }) {
  const { t } = useTranslation();
  const id = useId();
  const percent = Math.round(sent * 100);
  return (
    <div className="upload-progress">
      <label className="upload-progress__label" htmlFor={id}>
        {percent < 100 ? t('profile.upload.sending', { percent }) : t('profile.upload.processing')}
      </label>
      <progress className="upload-progress__bar" id={id} max={100} value={percent} />
    </div>
  );
}
