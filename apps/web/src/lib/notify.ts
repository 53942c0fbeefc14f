import { toast } from 'sonner';
import { i18next } from '../i18n/i18n';
import { ApiError } from './http';

/** The text a member reads about a failure: the server's own words, else a plain retry hint. */
export function failureDescription(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return i18next.t('common.tryAgain');
}

/** The generic failure toast: titled by the action. The title is the id, so it never stacks twice. */
export function notifyFailure(title: string, error: unknown): void {
  toast.error(title, { id: title, description: failureDescription(error) });
}

export function notifySuccess(title: string, description?: string): void {
  toast.success(title, { id: title, description });
}

/** A failure found before calling the server (a file too large): the reason is ours. */
export function notifyRefusal(title: string, description: string): void {
  toast.error(title, { id: title, description });
}
