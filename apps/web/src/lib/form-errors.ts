import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './http';

/** Shows the server's per-field messages (snake_case names) on the form's own fields, by a map or a function. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: Partial<Record<string, Path<T>>> | ((serverField: string) => Path<T> | undefined),
): void {
  if (!(error instanceof ApiError)) return;
  const controlOf = typeof fieldNames === 'function' ? fieldNames : (name: string) => fieldNames[name];
  for (const [serverField, message] of Object.entries(error.fieldErrors)) {
    const field = controlOf(serverField);
    if (field) setError(field, { type: 'server', message });
  }
}
