import { type FormHTMLAttributes, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { noticeFromServer } from '../lib/form-before-scripts';
import { useTakenOver } from '../lib/taken-over';
import { Alert } from './alert';

/**
 * A form of the app. One with an `action` the server answers too (decision 033): prerendered, it
 * works before the app's scripts arrive, the browser posting it to that page, and the app takes it
 * over with what was typed (the page passes it as the form's defaults, `valuesTypedBefore`) and
 * the notice the server answered with, if any.
 *
 * Any other prerendered form cannot be used before the app has taken the page over: a tap on its
 * button would send it the browser's own way, with what was typed in the address, and what was typed
 * would be lost when the app takes over. So its controls stay disabled until then, and meanwhile the
 * form says it is getting ready: on a slow phone that takes seconds, and a form that looks ready but
 * ignores taps looks broken. The notice floats over the page's foot, so nothing moves when it goes.
 * The fieldset draws no box of its own.
 */
export function Form({
  children,
  onFirstUse,
  ...props
}: FormHTMLAttributes<HTMLFormElement> & {
  /** Called when the member first taps or types in the form: the moment to fetch what sending it needs. */
  onFirstUse?: () => void;
}) {
  const action = typeof props.action === 'string' ? props.action : undefined;
  const worksWithoutScripts = action !== undefined;
  const ready = useTakenOver() || worksWithoutScripts;
  // Shown until the member sends the form again through the app, which then says what it says.
  const [notice, setNotice] = useState(() => (action ? noticeFromServer(action) : null));
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
      method={worksWithoutScripts ? 'post' : props.method}
      aria-busy={ready ? undefined : true}
      onSubmit={(event) => {
        setNotice(null);
        return props.onSubmit?.(event);
      }}
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
      {notice && (
        <Alert tone={notice.tone}>
          <p className="alert__title">{notice.title}</p>
          {notice.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Alert>
      )}
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
