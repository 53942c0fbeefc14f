import type { z } from 'zod';

export { controlFor, textOf } from '../profile-sections/section.js';

/** Server field (snake_case, nested with dots) -> form control. */
export type ServerFieldNames<Form> = Readonly<Record<string, keyof Form & string>>;

/**
 * Rules that span several fields (a date from three selects, a pincode that depends on the
 * country) are the request schema's own: once every control is valid, the mapped request is
 * checked and its issues are shown on the controls they concern.
 */
export function requestIssues<Values, Form>(
  request: z.ZodType,
  toRequest: (values: Values) => unknown,
  fields: ServerFieldNames<Form>,
) {
  return (values: Values, ctx: z.RefinementCtx<Values>): void => {
    const result = request.safeParse(toRequest(values));
    if (result.success) return;
    for (const issue of result.error.issues) {
      const field = fields[issue.path.join('.')] ?? fields[String(issue.path[0])];
      if (field) ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
  };
}

/** For requestIssues: a request cannot be built from controls that are wrong on their own. */
export const ONCE_CONTROLS_ARE_VALID = {
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};
