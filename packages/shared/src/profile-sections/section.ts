import { z } from 'zod';

/**
 * How a field is asked for on its step page. Option lists name the catalogue list their labels come
 * from (`options.<labels>.<value>`); `gendered` labels agree with the profile's gender (Marathi: a
 * bride is 'गोरी', a groom 'गोरा').
 */
export type Control =
  | { kind: 'text'; hint?: string; autoComplete?: string }
  | { kind: 'textarea'; hint?: string }
  | { kind: 'digits'; maxLength: number }
  | { kind: 'choice'; values: readonly (string | number)[]; labels: string; gendered?: boolean }
  | { kind: 'count'; values: readonly number[] }
  | { kind: 'yes-no' }
  | { kind: 'height' }
  /** A choice from the site's own lists (communities, castes), which depend on one another. */
  | { kind: 'site-list'; labels: string }
  /** Year, month and day as three selects. */
  | { kind: 'date' }
  /** A main and an alternate mobile number. */
  | { kind: 'mobiles' };

/** One profile field: its one name is the key it is declared under, the API's name. */
export interface FieldDeclaration<
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  /** What a save accepts, with the messages the form shows too. */
  request: Request;
  /** What a read answers. */
  response: Response;
  /** The profiles table's column (drizzle's property name). */
  column: string;
  /** The catalogue key of its label; `{site}` in it is the site's, where communities name it their own way. */
  label: string;
  control: Control;
  /** Drawn side by side with its neighbour in a group (siblings: total and married). */
  group?: string;
  /**
   * Where the field is left out, and why. A field is on its form and in the member's export always;
   * on the profile others view (`view`: access/what-they-see reads this) and on the biodata unless
   * marked here. The sections' test holds every field to one or the other.
   */
  notIn?: { readonly [P in Place]?: string };
}

/** The places besides the form and the export that show a profile's fields. */
export type Place = 'view' | 'biodata';

type Fields = Record<string, FieldDeclaration>;

/** The names of the fields a place shows: those whose declaration does not leave it out. */
export type ShownIn<F extends Fields, P extends Place> = {
  [K in keyof F]: F[K] extends { notIn: { [Q in P]: string } } ? never : K;
}[keyof F] &
  string;

type RequestShape<F extends Fields> = { [K in keyof F]: F[K]['request'] };
type ResponseShape<F extends Fields> = { [K in keyof F]: F[K]['response'] };
type ControlShape<F extends Fields> = {
  [K in keyof F]: z.ZodPipe<z.ZodString, z.ZodType<z.output<F[K]['request']>, string>>;
};

/** Rules that span fields of the section (married siblings within the count, raasi of the star). */
export type SectionRule<F extends Fields> = (
  values: z.output<z.ZodObject<RequestShape<F>>>,
  ctx: z.RefinementCtx,
) => void;

/** What a text box or a select holds: always text, '' when nothing is there yet. */
export function textOf(value: string | number | boolean | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A form control checked by the request schema's own field, so the form and the server apply the
 * same rules with the same messages. Controls hold text; the field turns it into the stored value.
 */
export function controlFor<T extends z.ZodType>(field: T) {
  // A declaration types its field's schema for any input; a control hands it text, which it parses.
  return z.string().pipe(field as unknown as z.ZodType<z.output<T>, string>);
}

function mapFields<F extends Fields, R>(
  fields: F,
  pick: (field: FieldDeclaration) => R,
): { [K in keyof F]: R } {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, pick(field)])) as {
    [K in keyof F]: R;
  };
}

/**
 * A profile section declared once: every schema, form and column map it needs is read from its fields.
 * The form's controls carry the API's names, so a server's message for `sisters_married` lands on
 * the control `sisters_married` with no map between them.
 */
export function defineSection<F extends Fields>(fields: F, rule?: SectionRule<F>) {
  const shape = mapFields(fields, (field) => field.request) as RequestShape<F>;
  const object = z.object(shape);
  const request = rule ? object.superRefine(rule) : object;
  const response = z.object(mapFields(fields, (field) => field.response) as ResponseShape<F>);
  const controls = z.object(mapFields(fields, (field) => controlFor(field.request)) as ControlShape<F>);
  type Request = z.input<typeof request>;
  type Response = z.infer<typeof response>;
  type Values = z.output<typeof controls>;
  type Form = z.input<typeof controls>;

  /** The request a form's checked values make: what a control left empty is sent as null. */
  const toRequest = (values: Values): Request =>
    Object.fromEntries(
      Object.keys(fields).map((name) => [name, (values as Record<string, unknown>)[name] ?? null]),
    ) as Request;

  const fromResponse = (saved: Response): Form =>
    Object.fromEntries(
      Object.keys(fields).map((name) => [name, textOf((saved as Record<string, never>)[name])]),
    ) as Form;

  // Once every control is valid on its own, the section's rule is checked on the request they make
  // and its messages shown on the controls they concern.
  const form = rule
    ? controls.superRefine(
        (values, ctx) => {
          const result = request.safeParse(toRequest(values as Values));
          if (result.success) return;
          for (const issue of result.error.issues) {
            ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
          }
        },
        { when: (payload) => payload.issues.length === 0 },
      )
    : controls;

  const columns = mapFields(fields, (field) => field.column);
  // Read on every list item of every search page: pairs kept once, plain loops, no arrays in between.
  const columnPairs = Object.entries(columns);

  /** The fields a place shows, in the order declared. */
  const shownIn = <P extends Place>(place: P) =>
    Object.keys(fields).filter((name) => !fields[name]?.notIn?.[place]) as ShownIn<F, P>[];

  return {
    fields,
    names: Object.keys(fields) as (keyof F & string)[],
    shownIn,
    request,
    response,
    controls,
    form,
    toRequest,
    fromResponse,
    columns,
    /** The row's columns for a saved request. */
    toColumns(values: Record<string, unknown>): Record<string, unknown> {
      return Object.fromEntries(
        Object.entries(columns).map(([name, column]) => [column, values[name] ?? null]),
      );
    },
    /** A read's answer from the row (every field null before the first save). */
    fromRow(row: Record<string, unknown> | undefined): Response {
      const answer: Record<string, unknown> = {};
      for (const [name, column] of columnPairs) answer[name] = row?.[column] ?? null;
      return answer as Response;
    },
    /** Some fields' answers from a row that holds only their columns (a list item's). */
    pickFromRow<N extends keyof Response & keyof F & string>(
      row: Record<string, unknown>,
      names: readonly N[],
    ): Pick<Response, N> {
      const answer: Record<string, unknown> = {};
      for (const name of names) answer[name] = row[columns[name]] ?? null;
      return answer as Pick<Response, N>;
    },
  };
}
