import type { FieldErrors, FieldValues, Resolver, ResolverError } from 'react-hook-form';
import { i18next } from '../i18n/i18n';
import { loadOnce } from './load-once';
import { notifyRefusal } from './notify';

/**
 * A form's validation, fetched with its schemas when first needed rather than with the page: zod
 * and the shared schemas are a fifth of the login page's script, and a first visit only reads the
 * form. `preload` starts the fetch when the member first touches the form (components/form.tsx), so
 * it has arrived by the time they send it, and a visitor who only reads costs nothing.
 * A fetch that failed (a dropped connection) keeps the form from being sent, says so, and is tried
 * again on the next submit.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): { resolver: Resolver<Input, unknown, Output>; preload: () => void } {
  const get = loadOnce(load);
  return {
    resolver: async (values, context, options) => {
      let resolve: Resolver<Input, unknown, Output>;
      try {
        resolve = await get();
      } catch {
        const message = i18next.t('common.tryAgain');
        notifyRefusal(message, '');
        // The form-wide error of react-hook-form: it keeps the form from being sent.
        const errors = { root: { type: 'unavailable', message } } as FieldErrors<Input>;
        const unavailable: ResolverError<Input> = { values: {}, errors };
        return unavailable;
      }
      return resolve(values, context, options);
    },
    preload: () => {
      get().catch(() => undefined);
    },
  };
}
