import { type AdminMarriage, MARRIAGE_LIMITS, VALIDATION_MESSAGES } from '@varmala/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useConfirm } from '../../../components/use-confirm';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/http';
import { notifyFailure, notifyRefusal, notifySuccess } from '../../../lib/notify';
import { useAdminMarriages, useChangeMarriage } from '../api/use-admin-marriages';
import { useLongDate } from './admin-texts';

/** The site's marriage photos, newest first, each with its caption to change and a way to remove it. */
export function MarriageList() {
  const { t } = useTranslation();
  const list = useAdminMarriages();
  const { confirm, dialog } = useConfirm();
  const change = useChangeMarriage();

  const remove = async (marriage: AdminMarriage) => {
    const confirmed = await confirm({
      title: t('admin.marriages.removeTitle'),
      description: <p>{t('admin.marriages.removeBody', { caption: marriage.caption })}</p>,
      confirm: t('admin.marriages.remove'),
      destructive: true,
    });
    if (!confirmed) return;
    change.mutate(
      { id: marriage.id, remove: true },
      {
        onSuccess: () => notifySuccess(t('admin.marriages.removed')),
        onError: (error) => failed(error, t('admin.marriages.removeFailed')),
      },
    );
  };

  const failed = (error: unknown, title: string) =>
    error instanceof ApiError && error.status === 404
      ? notifyRefusal(title, t('admin.marriages.gone'))
      : notifyFailure(title, error);

  return (
    <section className="marriage-list" aria-labelledby="marriage-list-heading">
      <h2 className="marriage-list__heading" id="marriage-list-heading">
        {t('admin.marriages.listTitle')}
        {list.data && ` (${list.data.count})`}
      </h2>
      {dialog}
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <Alert tone="warning">
          <p>{t('admin.search.loadFailed')}</p>
          <button className="button button--small" type="button" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      ) : list.data.rows.length === 0 ? (
        <p className="admin-results__empty">{t('admin.marriages.none')}</p>
      ) : (
        <ul className="marriage-list__items">
          {list.data.rows.map((marriage) => (
            <li key={marriage.id}>
              <MarriageItem
                marriage={marriage}
                busy={change.isPending && change.variables?.id === marriage.id}
                onSave={(caption, done) =>
                  change.mutate(
                    { id: marriage.id, caption },
                    {
                      onSuccess: () => {
                        notifySuccess(t('admin.marriages.saved'));
                        done();
                      },
                      onError: (error) => failed(error, t('admin.marriages.saveFailed')),
                    },
                  )
                }
                onRemove={() => void remove(marriage)}
              />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          className="button admin-more"
          type="button"
          disabled={list.isFetchingNextPage}
          aria-busy={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t('admin.search.loadingMore') : t('admin.search.viewMore')}
        </button>
      )}
    </section>
  );
}

interface MarriageItemProps {
  marriage: AdminMarriage;
  busy: boolean;
  onSave: (caption: string, done: () => void) => void;
  onRemove: () => void;
}

function MarriageItem({ marriage, busy, onSave, onRemove }: MarriageItemProps) {
  const { t } = useTranslation();
  const longDate = useLongDate();
  const [editing, setEditing] = useState(false);
  const [caption, setCaption] = useState(marriage.caption);
  const [missing, setMissing] = useState(false);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const text = caption.trim();
    if (!text) {
      setMissing(true);
      return;
    }
    if (text === marriage.caption) {
      setEditing(false);
      return;
    }
    onSave(text, () => setEditing(false));
  };

  return (
    <article className="marriage-item" aria-label={marriage.caption}>
      <a href={marriage.large} target="_blank" rel="noopener noreferrer">
        <img
          className="marriage-item__photo"
          src={marriage.short}
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          alt={t('admin.marriages.photoOf', { caption: marriage.caption })}
        />
      </a>
      <div className="marriage-item__text">
        {editing ? (
          <form className="marriage-item__form" onSubmit={save} noValidate>
            <TextField
              label={t('admin.marriages.caption')}
              value={caption}
              maxLength={MARRIAGE_LIMITS.maxCaptionLength}
              error={missing ? VALIDATION_MESSAGES.required : undefined}
              onChange={(event) => {
                setCaption(event.target.value);
                setMissing(false);
              }}
              autoFocus
            />
            <div className="marriage-item__actions">
              <button
                className="button button--small button--primary"
                type="submit"
                disabled={busy}
                aria-busy={busy}
              >
                {busy ? t('admin.marriages.sending') : t('admin.marriages.save')}
              </button>
              <button
                className="button button--small"
                type="button"
                disabled={busy}
                onClick={() => {
                  setCaption(marriage.caption);
                  setMissing(false);
                  setEditing(false);
                }}
              >
                {t('common.cancel')}
              </button>
            </div>
          </form>
        ) : (
          <>
            <p className="marriage-item__caption">{marriage.caption}</p>
            <p className="marriage-item__date">
              {t('admin.marriages.added', { date: longDate(marriage.created_at) })}
            </p>
            <div className="marriage-item__actions">
              <button
                className="button button--small"
                type="button"
                disabled={busy}
                onClick={() => setEditing(true)}
              >
                {t('admin.marriages.edit')}
                <span className="visually-hidden"> {marriage.caption}</span>
              </button>
              <button className="button button--small" type="button" disabled={busy} onClick={onRemove}>
                {t('admin.marriages.remove')}
                <span className="visually-hidden"> {marriage.caption}</span>
              </button>
            </div>
          </>
        )}
      </div>
    </article>
  );
}
