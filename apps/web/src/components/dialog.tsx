import {
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react';
import { useTranslation } from '../i18n/use-translation';

interface DialogProps {
  open: boolean;
  title: string;
  /** Read out with the title when the dialog opens: what is asked, and what follows from it. */
  description?: ReactNode;
  /** Escape, a tap beside the dialog, or a Cancel button: the dialog is left without acting. */
  onClose: () => void;
  /** With a form inside, its submit (Enter in a field, or a submit button among the actions). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** While the answer is being sent it cannot be left, so nothing happens behind the operator's back. */
  busy?: boolean;
  /** Fields between the description and the buttons. */
  children?: ReactNode;
  /** The buttons, the one that acts first; `data-autofocus` on one puts the focus there on opening. */
  actions: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The site's one modal dialog, instead of the browser's confirm(), which cannot be translated,
 * styled or read well on a phone. A native <dialog> opened with showModal(): the page behind is
 * inert, Escape closes it, and Tab goes round inside it. It is named by its title and described by
 * its description, and gives the focus back to what had it when it closes. On a small screen the
 * body scrolls and the buttons stay in view.
 */
export function Dialog({
  open,
  title,
  description,
  onClose,
  onSubmit,
  busy,
  children,
  actions,
}: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Read by the listeners below, which are added once.
  const latest = useRef({ onClose, busy });
  latest.current = { onClose, busy };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      // The browser focuses the first control; a dialog may name a safer one (Cancel) instead.
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && element.open) {
      element.close();
      returnFocusTo.current?.focus();
      returnFocusTo.current = null;
    }
  }, [open]);

  // Escape fires `cancel`: the parent decides whether the dialog closes, so its state stays the truth.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (!latest.current.busy) latest.current.onClose();
    };
    element.addEventListener('cancel', onCancel);
    return () => element.removeEventListener('cancel', onCancel);
  }, []);

  // Taken off the page while open (its parent shows it only while asking, or the route changed):
  // closed, and the focus goes back as on any other close.
  useEffect(
    () => () => {
      if (!dialog.current?.open) return;
      dialog.current.close();
      if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
    },
    [],
  );

  // Tab from the last control goes to the first, Shift+Tab from the first to the last.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The dialog's box is covered by its content, so a click on the dialog itself is on the backdrop.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && !busy) onClose();
  };

  const body = (
    <>
      <div className="dialog__body">
        <h2 className="dialog__title" id={titleId}>
          {title}
        </h2>
        {description && (
          <div className="dialog__description" id={descriptionId}>
            {description}
          </div>
        )}
        {children}
      </div>
      <div className="dialog__actions">{actions}</div>
    </>
  );

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-busy={busy || undefined}
      onKeyDown={keepFocusInside}
      onClick={closeOnBackdrop}
    >
      {onSubmit ? (
        <form className="dialog__content" onSubmit={onSubmit} noValidate>
          {body}
        </form>
      ) : (
        <div className="dialog__content">{body}</div>
      )}
    </dialog>
  );
}

interface DialogActionsProps {
  /** While the dialog's request is on its way: both buttons wait, the first says so. */
  busy: boolean;
  submitLabel: ReactNode;
  cancelLabel: ReactNode;
  onCancel: () => void;
  /** A refusal or an erasure is `danger`. */
  tone?: 'primary' | 'danger';
}

/** A dialog's two buttons: the form's submit first, then one that closes it. */
export function DialogActions({
  busy,
  submitLabel,
  cancelLabel,
  onCancel,
  tone = 'primary',
}: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <button className={`button button--${tone}`} type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('common.submitting') : submitLabel}
      </button>
      <button className="button" type="button" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
    </>
  );
}
