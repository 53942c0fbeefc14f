import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './http';

/** Shows the server's per-field messages (snake_case names) on the form's own fields. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: Partial<Record<string, Path<T>>>,
): void {
  if (!(error instanceof ApiError)) return;
  for (const [serverField, message] of Object.entries(error.fieldErrors)) {
    const field = fieldNames[serverField];
    if (field) setError(field, { type: 'server', message });
  }
}
