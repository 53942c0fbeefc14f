import '../admin.css';
import { MARRIAGE_LIMITS } from '@varmala/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { FilePicker } from '../../../components/file-picker';
import { Page } from '../../../components/page';
import { TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifyRefusal } from '../../../lib/notify';
import { isCancelled, megabytes, oversized } from '../../../lib/upload-checks';
import { useUploadMarriage } from '../api/use-upload-marriage';
import { MarriageList } from '../components/marriage-list';
import { useObjectUrl } from '../components/use-object-url';

/** How long the success notice stays (spec section 9). */
const SUCCESS_SHOWN_MS = 5000;

/**
 * The operator posts a success-story photo with its caption for the home page carousel, and below
 * it keeps the photos already there: captions changed, photos removed.
 */
export default function AdminMarriagesPage() {
  const { t } = useTranslation();
  const upload = useUploadMarriage();
  const [photo, setPhoto] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [photoMissing, setPhotoMissing] = useState(false);
  // A number rather than a flag: a second upload within 5 seconds starts the 5 seconds again.
  const [uploadedAt, setUploadedAt] = useState<number | null>(null);
  const preview = useObjectUrl(photo);
  const failed = t('admin.marriages.failed');

  useEffect(() => {
    if (uploadedAt === null) return;
    const timer = setTimeout(() => setUploadedAt(null), SUCCESS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [uploadedAt]);

  const choose = ([file]: File[]) => {
    if (!file) return;
    if (oversized(file, MARRIAGE_LIMITS.maxBytes)) {
      notifyRefusal(
        failed,
        t('admin.marriages.tooLarge', { megabytes: megabytes(MARRIAGE_LIMITS.maxBytes) }),
      );
      return;
    }
    setPhoto(file);
    setPhotoMissing(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = caption.trim();
    if (!text || upload.isPending) return;
    if (!photo) {
      setPhotoMissing(true);
      return;
    }
    setUploadedAt(null);
    upload.mutate(
      { photo, caption: text },
      {
        onSuccess: () => {
          setPhoto(null);
          setCaption('');
          setUploadedAt(Date.now());
        },
        onError: (error) => {
          if (!isCancelled(error)) notifyFailure(failed, error);
        },
      },
    );
  };

  return (
    <Page title={t('admin.marriagesTitle')} narrow>
      <div className="marriage-upload__status" role="status">
        {uploadedAt !== null && <p className="alert alert--success">{t('admin.marriages.uploaded')}</p>}
      </div>
      <form className="form" onSubmit={submit} noValidate>
        <div className="marriage-upload__photo">
          {preview && (
            <figure className="marriage-upload__preview">
              <img src={preview} alt={t('admin.marriages.chosen')} />
              <figcaption>{photo?.name}</figcaption>
            </figure>
          )}
          <FilePicker
            label={photo ? t('admin.marriages.change') : t('admin.marriages.choose')}
            accept={MARRIAGE_LIMITS.accept}
            hint={t('admin.marriages.hint', { megabytes: megabytes(MARRIAGE_LIMITS.maxBytes) })}
            error={photoMissing ? t('validation.required') : undefined}
            disabled={upload.isPending}
            onFiles={choose}
          />
        </div>
        <TextField
          label={t('admin.marriages.caption')}
          hint={t('admin.marriages.captionHint')}
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
          maxLength={MARRIAGE_LIMITS.maxCaptionLength}
          required
          disabled={upload.isPending}
        />
        <button
          className="button button--primary button--block"
          type="submit"
          disabled={!caption.trim() || upload.isPending}
          aria-busy={upload.isPending}
        >
          {upload.isPending ? t('admin.marriages.sending') : t('admin.marriages.upload')}
        </button>
      </form>
      <MarriageList />
    </Page>
  );
}
