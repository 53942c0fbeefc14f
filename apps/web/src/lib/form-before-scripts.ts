import { FORM_OUTCOME_ID, type FormOutcomeNotice } from '@varmala/shared';
import { startedPrerendered } from './taken-over';

/**
 * A prerendered form works before the app's scripts arrive (decision 033): the browser sends it
 * itself and the server answers with the page again, a notice over the form and what was typed in
 * it. These read what the app finds in that page when it takes it over, so nothing is lost.
 */

let notice: FormOutcomeNotice | null | undefined;

function isNotice(value: unknown): value is FormOutcomeNotice {
  const candidate = value as Partial<FormOutcomeNotice> | null;
  return (
    typeof candidate?.route === 'string' &&
    (candidate.tone === 'warning' || candidate.tone === 'success') &&
    typeof candidate.title === 'string' &&
    Array.isArray(candidate.lines) &&
    candidate.lines.every((line) => typeof line === 'string')
  );
}

/**
 * The server's notice over the form sent to `action`, on the page it answered with; handed out
 * once, to the form that takes that page over, not to one drawn later on another visit.
 */
export function noticeFromServer(action: string): FormOutcomeNotice | null {
  if (typeof document === 'undefined') return null;
  if (notice === undefined) {
    let read: unknown = null;
    try {
      read = JSON.parse(document.getElementById(FORM_OUTCOME_ID)?.textContent ?? 'null');
    } catch {
      read = null;
    }
    notice = isNotice(read) && startedPrerendered() ? read : null;
  }
  if (notice?.route !== action) return null;
  const given = notice;
  notice = null;
  return given;
}

/**
 * The form's values as the member left them before the app took the page over: what they typed
 * while the scripts were on their way, or what the server wrote back. Else `defaults`.
 */
export function valuesTypedBefore<T extends Record<string, string>>(action: string, defaults: T): T {
  if (typeof document === 'undefined' || !startedPrerendered()) return defaults;
  const form = document.querySelector<HTMLFormElement>(`#root form[action="${action}"]`);
  if (!form) return defaults;
  const values: Record<string, string> = { ...defaults };
  for (const name of Object.keys(defaults)) {
    const control = form.elements.namedItem(name);
    if (control && 'value' in control && typeof control.value === 'string') values[name] = control.value;
  }
  return values as T;
}
