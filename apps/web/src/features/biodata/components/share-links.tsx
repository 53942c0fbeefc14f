import { useState } from 'react';
import { Spinner } from '../../../components/spinner';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useCreateShareLink, useShareLinks, useStopShareLink } from '../api/use-biodata';

/** Make a link to send on WhatsApp, and stop the ones working. */
export function ShareLinks() {
  const { t } = useTranslation();
  const links = useShareLinks();
  const create = useCreateShareLink();
  const stop = useStopShareLink();
  const { date: day } = useFormat();
  const [fresh, setFresh] = useState<{ id: number; url: string } | null>(null);

  const make = () => {
    if (create.isPending) return;
    create.mutate(undefined, {
      onSuccess: (link) => {
        setFresh(link);
        notifySuccess(t('biodata.share.made'));
      },
      onError: (error) => notifyFailure(t('biodata.share.makeFailed'), error),
    });
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(t('biodata.share.copied'));
    } catch {
      // No clipboard (an old browser or no permission): the link stays on screen to copy by hand.
    }
  };

  return (
    <section className="biodata-section" aria-labelledby="biodata-share-heading">
      <h2 className="biodata-section__title" id="biodata-share-heading">
        {t('biodata.share.title')}
      </h2>
      <p>{t('biodata.share.explain')}</p>
      <button className="button button--primary" type="button" aria-busy={create.isPending} onClick={make}>
        {t('biodata.share.make')}
      </button>
      {fresh && (
        <>
          <p className="biodata-link" data-testid="share-link">
            {fresh.url}
          </p>
          <div className="biodata-buttons">
            <a
              className="button button--primary"
              href={`https://wa.me/?text=${encodeURIComponent(fresh.url)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('biodata.share.whatsapp')}
            </a>
            <button className="button" type="button" onClick={() => void copy(fresh.url)}>
              {t('biodata.share.copy')}
            </button>
          </div>
        </>
      )}
      <h3>{t('biodata.share.working')}</h3>
      {links.isPending ? (
        <Spinner />
      ) : !links.data || links.data.count === 0 ? (
        <p>{t('biodata.share.none')}</p>
      ) : (
        <>
          <ul className="biodata-list">
            {links.data.rows.map((link) => (
              <li className="biodata-list__item" key={link.id}>
                <span>
                  {t('biodata.share.madeOn', { date: day(link.created_at) })},{' '}
                  {t('biodata.share.until', { date: day(link.expires_at) })}
                </span>
                <button
                  className="button button--small"
                  type="button"
                  onClick={() =>
                    stop.mutate(link.id, {
                      onSuccess: () => {
                        if (fresh?.id === link.id) setFresh(null);
                        notifySuccess(t('biodata.share.stopped'));
                      },
                      onError: (error) => notifyFailure(t('biodata.share.stopFailed'), error),
                    })
                  }
                >
                  {t('biodata.share.stop')}
                </button>
              </li>
            ))}
          </ul>
          <p>{t('biodata.share.onlyNew')}</p>
        </>
      )}
    </section>
  );
}
