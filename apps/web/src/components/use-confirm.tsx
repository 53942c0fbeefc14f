import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Dialog } from './dialog';

export interface ConfirmQuestion {
  title: string;
  description?: ReactNode;
  /** What the confirming button says: the action itself ("Delete photo"), never "OK". */
  confirm: string;
  /** A button of the warning colour: what it does cannot easily be taken back. */
  destructive?: boolean;
}

/**
 * Asks before an action, in the site's dialog: `await confirm({...})` is true when the member
 * confirms and false when they cancel, press Escape or tap beside it. Render `dialog` once in the
 * component that asks.
 */
export function useConfirm(): {
  confirm: (question: ConfirmQuestion) => Promise<boolean>;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);

  const settle = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setQuestion(null);
  };

  const confirm = useCallback((asked: ConfirmQuestion) => {
    // A question still open is answered "no": only one is asked at a time.
    answer.current?.(false);
    setQuestion(asked);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);

  const dialog = (
    <Dialog
      open={question !== null}
      title={question?.title ?? ''}
      description={question?.description}
      onClose={() => settle(false)}
      actions={
        <>
          <button
            className={question?.destructive ? 'button button--danger' : 'button button--primary'}
            type="button"
            onClick={() => settle(true)}
          >
            {question?.confirm}
          </button>
          {/* What cannot be taken back starts from Cancel: Enter alone then changes nothing. */}
          <button
            className="button"
            type="button"
            data-autofocus={question?.destructive ? true : undefined}
            onClick={() => settle(false)}
          >
            {t('common.cancel')}
          </button>
        </>
      }
    />
  );
  return { confirm, dialog };
}
