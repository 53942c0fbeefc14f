import { errorText, loadErrorTexts } from './error-text';

const raised = new Set<() => void>();

/** Calls `listener` when a toast is raised, for the toaster to be on the page by then. */
export function onToastRaised(listener: () => void): () => void {
  raised.add(listener);
  return () => raised.delete(listener);
}

/**
 * Toasts follow an action, never the first paint, so their library is fetched with the first toast
 * (or once the page has settled, with the toaster, app/providers.tsx), not with every page that
 * might raise one: it is 9 KB, and it writes its styles into the page as it loads.
 */
function show(kind: 'error' | 'success', title: string, description: string | undefined): void {
  for (const listener of raised) listener();
  import('sonner').then(({ toast }) => toast[kind](title, { id: title, description })).catch(() => undefined);
}

/**
 * The generic failure toast: titled by the action, with what the server said in the page's
 * language. The title is the id, so it never stacks twice.
 */
export function notifyFailure(title: string, error: unknown): void {
  void loadErrorTexts().then(() => show('error', title, errorText(error)));
}

export function notifySuccess(title: string, description?: string): void {
  show('success', title, description);
}

/** A failure found before calling the server (a file too large): the reason is ours. */
export function notifyRefusal(title: string, description: string): void {
  show('error', title, description);
}
