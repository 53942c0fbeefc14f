import { PHOTO_LIMITS } from '@varmala/shared';
import { useNavigate } from 'react-router';
import { FilePicker } from '../../../components/file-picker';
import { Spinner } from '../../../components/spinner';
import { useConfirm } from '../../../components/use-confirm';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifyRefusal } from '../../../lib/notify';
import { FileTooLarge, isCancelled, megabytes } from '../../../lib/upload-checks';
import { useDeletePhoto } from '../api/use-delete-photo';
import { usePhotos } from '../api/use-photos';
import { useUploadPhoto } from '../api/use-upload-photo';
import { FeaturedConsent } from '../components/featured-consent';
import { ReviewNotice } from '../components/review-notice';
import { StepActions } from '../components/step-actions';
import { LoadFailed, StepFrame, useStepTitle } from '../components/step-page';
import { UploadProgress } from '../components/upload-progress';
import { useLeaveGuard } from '../components/use-leave-guard';
import { useOnboardingMode, useOperatorDesk, useProfileOwner } from '../onboarding-context';
import { pathAfter } from '../step-paths';

/** Step 4: photos, one per pick, uploaded at once with its progress shown. */
export function PhotoStepPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mode = useOnboardingMode();
  const desk = useOperatorDesk();
  const { userId } = useProfileOwner();
  const photos = usePhotos(userId);
  const upload = useUploadPhoto(userId);
  const remove = useDeletePhoto(userId);
  const leaveGuard = useLeaveGuard(upload.isPending, t('profile.photo.leaveWhileUploading'));
  const { confirm, dialog: confirmDialog } = useConfirm();
  const title = useStepTitle('photo');

  const list = photos.data ?? [];
  const failed = t('profile.photo.uploadFailed');
  // While registering, the whole profile waits for approval; the notice is for later changes.
  const photoWaits = mode === 'edit' && list.some((photo) => !photo.approved);

  const onFiles = ([file]: File[]) => {
    if (!file) return;
    upload.mutate([file], {
      onError: (error) => {
        if (error instanceof FileTooLarge) {
          notifyRefusal(failed, t('profile.upload.tooLarge', { megabytes: megabytes(error.maxBytes) }));
        } else if (!isCancelled(error)) {
          notifyFailure(failed, error);
        }
      },
    });
  };

  const onDelete = async (id: number) => {
    const confirmed = await confirm({
      title: t('profile.photo.confirmDelete'),
      confirm: t('profile.delete'),
      destructive: true,
    });
    if (!confirmed) return;
    remove.mutate({ id }, { onError: (error) => notifyFailure(t('profile.photo.deleteFailed'), error) });
  };

  return (
    <StepFrame step="photo" title={title}>
      <div className="step-form">
        {leaveGuard}
        {confirmDialog}
        <p>{t('profile.photo.intro', { count: PHOTO_LIMITS.maxPerProfile })}</p>
        <ReviewNotice fields={photoWaits ? [t('profile.review.fields.photo')] : []} />
        {photos.isPending ? (
          <Spinner />
        ) : photos.isError ? (
          <LoadFailed error={photos.error} onRetry={() => void photos.refetch()} />
        ) : list.length > 0 ? (
          <ul className="photo-grid" aria-label={t('profile.photo.listLabel')}>
            {list.map((photo, index) => (
              <li className="photo-grid__item" key={photo.id}>
                <img
                  className="photo-grid__image"
                  src={photo.short}
                  width={200}
                  height={200}
                  loading="lazy"
                  alt={photo.caption ?? t('profile.photo.alt', { number: index + 1 })}
                />
                {photoWaits && !photo.approved && (
                  <span className="photo-grid__waiting">{t('profile.review.photoWaiting')}</span>
                )}
                <button
                  className="button button--small"
                  type="button"
                  disabled={remove.isPending}
                  onClick={() => void onDelete(photo.id)}
                >
                  {t('profile.delete')}
                  <span className="visually-hidden"> {t('profile.photo.alt', { number: index + 1 })}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="media-section__empty">{t('profile.photo.none')}</p>
        )}
        {upload.isPending ? (
          <UploadProgress sent={upload.sent} />
        ) : (
          photos.isSuccess &&
          list.length < PHOTO_LIMITS.maxPerProfile && (
            <FilePicker
              label={t('profile.photo.choose')}
              hint={t('profile.photo.hint')}
              accept={PHOTO_LIMITS.accept}
              onFiles={onFiles}
            />
          )
        )}
        {/* Asked once the profile is registered: the operator features only approved profiles. */}
        {mode === 'edit' && <FeaturedConsent />}
        {/* Each photo is saved as it is picked: the desk has no next page to go to. */}
        {!desk && (
          <StepActions step="photo">
            <button
              className="button button--primary"
              type="button"
              onClick={() => navigate(pathAfter(mode, 'photo'))}
            >
              {t('profile.next')}
            </button>
          </StepActions>
        )}
      </div>
    </StepFrame>
  );
}
