import { type FormHTMLAttributes, useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useTakenOver } from '../lib/taken-over';

/**
 * A form that cannot be used before the app has taken the page over. Prerendered, it is only markup:
 * a tap on its button would send it the browser's own way, with what was typed (a password among it)
 * in the address, and what was typed would be lost when the app takes over. So its controls stay
 * disabled until then, which is a moment on a fast phone and on a slow one keeps nothing from being
 * typed twice. Meanwhile the form says it is getting ready: on a slow phone that takes seconds, and
 * a form that looks ready but ignores taps looks broken. The notice floats over the page's foot, so
 * nothing moves when it goes. The fieldset draws no box of its own.
 */
export function Form({
  children,
  onFirstUse,
  ...props
}: FormHTMLAttributes<HTMLFormElement> & {
  /** Called when the member first taps or types in the form: the moment to fetch what sending it needs. */
  onFirstUse?: () => void;
}) {
  const ready = useTakenOver();
  const controls = useRef<HTMLFieldSetElement>(null);
  const waited = useRef(!ready);
  useEffect(() => {
    if (!ready || !waited.current) return;
    waited.current = false;
    // Prerendered, the control that asks for the focus found itself disabled when the page loaded:
    // it gets the focus now, unless the member has already put it somewhere else.
    const active = document.activeElement;
    if (active && active !== document.body) return;
    controls.current?.querySelector<HTMLElement>('[autofocus]')?.focus();
  }, [ready]);
  const { t } = useTranslation();
  return (
    <form
      {...props}
      aria-busy={ready ? undefined : true}
      // Beside the caller's own handlers, never in their place.
      onPointerDown={(event) => {
        onFirstUse?.();
        props.onPointerDown?.(event);
      }}
      onKeyDown={(event) => {
        onFirstUse?.();
        props.onKeyDown?.(event);
      }}
    >
      <fieldset ref={controls} className="form__controls" disabled={!ready}>
        {children}
      </fieldset>
      {!ready && (
        <p className="form__getting-ready" role="status">
          <span className="spinner__wheel spinner__wheel--small" aria-hidden="true" />
          {t('common.formGettingReady')}
        </p>
      )}
    </form>
  );
}
