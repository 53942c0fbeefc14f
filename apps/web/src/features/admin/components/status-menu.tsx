import { type AdminProfileRow, PROFILE_STATUSES } from '@varmala/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useOptionLabel } from '../../../components/use-option-label';
import { useTranslation } from '../../../i18n/use-translation';

interface StatusMenuProps {
  row: AdminProfileRow;
  busy: boolean;
  /** Completes the button's name for screen readers: which profile it changes. */
  whose: string;
  onChoose: (status: number) => void;
}

/**
 * The per-row status dropdown: a button that opens the seven statuses as buttons. Unlike a select
 * that acts on change, moving through it with the arrow keys changes nothing by accident.
 */
export function StatusMenu({ row, busy, whose, onChoose }: StatusMenuProps) {
  const { t } = useTranslation();
  const statusLabel = useOptionLabel('profileStatus');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // Closes on a click elsewhere, and on Escape while the focus is in it (the focus goes back to the button).
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !wrapper.current?.contains(document.activeElement)) return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className="status-menu" ref={wrapper}>
      <button
        ref={toggle}
        className="button button--small status-menu__toggle"
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        disabled={busy}
        aria-busy={busy}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {t('admin.search.changeStatus')}
        <span className="visually-hidden"> {whose}</span>
        <span className="status-menu__caret" aria-hidden="true" />
      </button>
      <ul className="status-menu__list" id={listId} hidden={!open}>
        {PROFILE_STATUSES.map((status) => {
          const current = status.code === row.status;
          return (
            <li key={status.code}>
              <button
                className="status-menu__option"
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => {
                  close();
                  if (!current) onChoose(status.code);
                }}
              >
                {statusLabel(status.label)}
                {current && <span className="visually-hidden"> {t('admin.search.currentStatus')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
