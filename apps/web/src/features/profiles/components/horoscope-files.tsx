import { ATTACHMENT_LIMITS } from '@varmala/shared';
import { FilePicker } from '../../../components/file-picker';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifyRefusal } from '../../../lib/notify';
import { FileTooLarge, isCancelled, megabytes } from '../../../lib/upload-checks';
import { useAttachments } from '../api/use-attachments';
import { useDeleteAttachment } from '../api/use-delete-attachment';
import { useUploadAttachments } from '../api/use-upload-attachments';
import { useProfileOwner } from '../onboarding-context';
import { LoadFailed } from './step-page';
import { UploadProgress } from './upload-progress';
import { useLeaveGuard } from './use-leave-guard';

/** Horoscope charts (pictures, PDF or Word files), listed as 'Horoscope 1', 'Horoscope 2', ... */
export function HoroscopeFiles() {
  const { t } = useTranslation();
  const { userId } = useProfileOwner();
  const files = useAttachments(userId);
  const upload = useUploadAttachments(userId);
  const remove = useDeleteAttachment(userId);
  const leaveGuard = useLeaveGuard(upload.isPending, t('profile.attachments.leaveWhileUploading'));

  const list = files.data ?? [];
  const room = ATTACHMENT_LIMITS.maxPerProfile - list.length;

  const onFiles = (picked: File[]) => {
    const failed = t('profile.attachments.uploadFailed');
    if (picked.length > room) {
      notifyRefusal(failed, t('profile.attachments.tooMany', { count: ATTACHMENT_LIMITS.maxPerProfile }));
      return;
    }
    upload.mutate(picked, {
      onError: (error) => {
        if (error instanceof FileTooLarge) {
          notifyRefusal(failed, t('profile.upload.tooLarge', { megabytes: megabytes(error.maxBytes) }));
        } else if (!isCancelled(error)) {
          notifyFailure(failed, error);
        }
      },
    });
  };

  return (
    <section className="media-section" aria-labelledby="horoscope-files-heading">
      <h2 className="media-section__title" id="horoscope-files-heading">
        {t('profile.attachments.title')}
      </h2>
      {leaveGuard}
      {files.isError ? (
        <LoadFailed error={files.error} onRetry={() => void files.refetch()} />
      ) : list.length > 0 ? (
        <ul className="attachment-list">
          {list.map((file, index) => (
            <li className="attachment-list__item" key={file.id}>
              <a href={file.url} target="_blank" rel="noopener noreferrer">
                {t('profile.attachments.link', { number: index + 1 })}
              </a>
              <button
                className="button button--small"
                type="button"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { id: file.id },
                    { onError: (error) => notifyFailure(t('profile.attachments.deleteFailed'), error) },
                  )
                }
              >
                {t('profile.delete')}
                <span className="visually-hidden">
                  {' '}
                  {t('profile.attachments.link', { number: index + 1 })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        files.isSuccess && <p className="media-section__empty">{t('profile.attachments.none')}</p>
      )}
      {upload.isPending ? (
        <UploadProgress sent={upload.sent} />
      ) : (
        files.isSuccess &&
        room > 0 && (
          <FilePicker
            label={t('profile.attachments.choose')}
            hint={t('profile.attachments.hint', { count: ATTACHMENT_LIMITS.maxPerProfile })}
            accept={ATTACHMENT_LIMITS.accept}
            multiple
            onFiles={onFiles}
          />
        )
      )}
    </section>
  );
}
