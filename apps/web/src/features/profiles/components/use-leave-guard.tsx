import { type ReactNode, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * While `active`, leaving the page asks first: links inside the app with the given question in the
 * site's dialog (render what this returns), closing or reloading the tab with the browser's own.
 */
export function useLeaveGuard(active: boolean, question: string): ReactNode {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={blocked}
      title={question}
      onClose={() => blocker.reset?.()}
      actions={
        <>
          <button className="button" type="button" data-autofocus onClick={() => blocker.reset?.()}>
            {t('common.stay')}
          </button>
          <button className="button button--danger" type="button" onClick={() => blocker.proceed?.()}>
            {t('common.leave')}
          </button>
        </>
      }
    />
  );
}
