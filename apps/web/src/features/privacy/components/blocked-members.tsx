import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/http';
import { notifyFailure, notifyRefusal, notifySuccess } from '../../../lib/notify';
import { useBlocks, useUnblock } from '../api/use-blocks';

/** The members the member blocked, each with a way to lift the block. */
export function BlockedMembers() {
  const { t } = useTranslation();
  const { date: formatDay } = useFormat();
  const blocks = useBlocks();
  const unblock = useUnblock();
  const rows = blocks.data?.rows ?? [];

  return (
    <section className="privacy-section" aria-labelledby="privacy-blocks-heading">
      <h2 className="privacy-section__title" id="privacy-blocks-heading">
        {t('privacy.blocks.title')}
      </h2>
      <p>{t('privacy.blocks.intro')}</p>
      {blocks.isPending ? (
        <Spinner />
      ) : blocks.isError ? (
        <Alert tone="warning">
          <p>{t('privacy.loadFailed')}</p>
        </Alert>
      ) : rows.length === 0 ? (
        <p>{t('privacy.blocks.empty')}</p>
      ) : (
        <ul className="privacy-list">
          {rows.map((row) => {
            const who = `${row.name ?? t('privacy.aMember')} (${row.mid})`;
            return (
              <li className="privacy-list__item" key={row.profile_id}>
                <span className="privacy-list__who">{who}</span>
                <span className="privacy-list__when">
                  {t('privacy.blocks.blockedOn', { date: formatDay(row.blocked_at) })}
                </span>
                <button
                  className="button button--small"
                  type="button"
                  aria-busy={unblock.isPending && unblock.variables === row.profile_id}
                  onClick={() => {
                    if (unblock.isPending) return;
                    unblock.mutate(row.profile_id, {
                      onSuccess: () => notifySuccess(t('privacy.blocks.unblocked', { name: who })),
                      onError: (error) =>
                        error instanceof ApiError && error.status === 429
                          ? notifyRefusal(t('privacy.blocks.failed'), t('privacy.block.tooMany'))
                          : notifyFailure(t('privacy.blocks.failed'), error),
                    });
                  }}
                >
                  {t('privacy.blocks.unblock')}
                  <span className="visually-hidden"> {who}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
