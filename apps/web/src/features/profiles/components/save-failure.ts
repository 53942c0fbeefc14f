import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { i18next } from '../../../i18n/i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http';
import { notifyFailure } from '../../../lib/notify';

/**
 * The server's per-field messages go under the fields; anything else (basic details not saved
 * yet, offline, a server fault) is a toast with the server's own words.
 */
export function showSaveFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  controlOf: (serverField: string) => Path<T> | undefined,
): void {
  console.warn('saving a profile step failed', error);
  applyServerFieldErrors(error, setError, controlOf);
  const onFields =
    error instanceof ApiError &&
    Object.keys(error.fieldErrors).some((field) => controlOf(field) !== undefined);
  if (!onFields) notifyFailure(i18next.t('profile.saveFailed'), error);
}
