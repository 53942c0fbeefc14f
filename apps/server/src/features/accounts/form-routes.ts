import {
  fieldMessageKey,
  type Language,
  loginFormSchema,
  loginRequestSchema,
  PASSWORD_RESET_MESSAGES,
  passwordResetFormSchema,
  passwordResetRequestSchema,
  signupFormSchema,
  signupRequestSchema,
  specDate,
  TOKEN_COOKIE,
  TOKEN_TTL_MS,
  type ValidationMessageKey,
} from '@varmala/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { App } from '../../app-types.js';
import { defaultDomainFor } from '../../config.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { fromThisSite } from '../../lib/same-origin.js';
import { type FormOutcome, pageLanguage, type WebPages } from '../../lib/web-pages.js';
import type { AccountLimits } from './account-limits.js';
import { login } from './login.js';
import { requestPasswordReset } from './password-reset.js';
import { signup } from './signup.js';

const FORM_BODY_LIMIT = 4 * 1024;
const KEPT_VALUE_LENGTH = 200;

/** Where the app takes a member (apps/web login-page.tsx, signup-page.tsx). */
const AFTER_LOGIN = '/home';
const AFTER_ADMIN_LOGIN = '/admin';
const AFTER_SIGNUP = '/profile/register/basic';

/** Field errors of the API name its fields (`mobile_no`); `apiFields` maps them to the form's. */
const FORMS = {
  login: {
    route: '/login',
    texts: 'login',
    labels: { mobileNo: 'mobileNo', password: 'password' },
    apiFields: { mobile_no: 'mobileNo', password: 'password' },
  },
  signup: {
    route: '/signup',
    texts: 'signup',
    labels: {
      profileFor: 'profileFor',
      name: 'name',
      mobileNo: 'mobileNo',
      password: 'password',
      confirmPassword: 'confirmPassword',
      domain: 'domain',
    },
    apiFields: {
      user_name: 'name',
      mobile_no: 'mobileNo',
      password: 'password',
      domain: 'domain',
      profile_for: 'profileFor',
    },
  },
  passwordReset: {
    route: '/password/reset',
    texts: 'resetPassword',
    labels: {
      mobileNo: 'mobileNo',
      dob_year: 'year',
      dob_month: 'month',
      dob_date: 'day',
      date_of_birth: 'dateOfBirth',
    },
    apiFields: { mobile_no: 'mobileNo', date_of_birth: 'date_of_birth' },
  },
} as const;

type FormName = keyof typeof FORMS;
type Fields = Record<string, string>;

function formFields(body: string): Fields {
  const fields: Fields = {};
  for (const [name, value] of new URLSearchParams(body)) fields[name] ??= value;
  return fields;
}

/** The form's own rules first. */
function fieldErrors(
  results: { result: z.ZodSafeParseResult<unknown>; names?: Readonly<Record<string, string>> }[],
): Record<string, ValidationMessageKey> {
  const errors: Record<string, ValidationMessageKey> = {};
  for (const { result, names } of results) {
    for (const issue of result.error?.issues ?? []) {
      const field = String(issue.path[0] ?? '_');
      errors[names?.[field] ?? field] ??= fieldMessageKey(issue.message);
    }
  }
  return errors;
}

function refuseInvalid(errors: Record<string, ValidationMessageKey>): void {
  const first = Object.values(errors)[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, { fields: errors });
}

/**
 * The forms browsers send before the app's scripts arrive (decision 033): the API's operation answered
 * as a page. Only these routes read url-encoded bodies; the password is never written back.
 */
export function accountFormRoutes(app: App, deps: Deps, limits: AccountLimits, pages: WebPages): void {
  const { config } = deps;

  const answer =
    (name: FormName, kept: readonly string[], run: (context: FormContext) => Promise<FormAnswer>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      // A post from another site is refused before anything is read or counted.
      if (!fromThisSite(request, config.publicUrl)) throw new AppError('FORBIDDEN', 'notAllowed');
      const fields = request.body as Fields;
      const language = pageLanguage(request.headers.cookie, request.headers['accept-language']);
      const context: FormContext = {
        request,
        fields,
        language,
        domain: defaultDomainFor(config, request.hostname),
      };
      const values = Object.fromEntries(
        kept.map((field) => [field, (fields[field] ?? '').slice(0, KEPT_VALUE_LENGTH)]),
      );
      const form = FORMS[name];
      const text = (key: string, params?: Record<string, string | number>) =>
        pages.text(language, `${form.texts}.${key}`, params);
      let outcome: FormAnswer;
      try {
        outcome = await run(context);
      } catch (error) {
        // Anything but a refusal is the error handler's (a 500 says nothing).
        if (!(error instanceof AppError) || error.code === 'FORBIDDEN') throw error;
        const labels: Readonly<Record<string, string>> = form.labels;
        const lines = error.fields
          ? Object.entries(error.fields).map(([field, key]) => {
              const label = labels[field];
              const message = pages.message(language, key);
              return label ? `${text(label)}: ${message}` : message;
            })
          : [pages.message(language, error.key, error.params)];
        if (error.retryAfterSeconds !== undefined) reply.header('retry-after', error.retryAfterSeconds);
        outcome = { status: error.statusCode, tone: 'warning', title: text('failed'), lines, values };
      }
      reply.header('cache-control', 'no-store');
      if ('redirect' in outcome) {
        reply.header('set-cookie', tokenCookie(outcome.token, request, config.publicUrl));
        return reply.redirect(outcome.redirect, 303);
      }
      const page: FormOutcome = {
        route: form.route,
        tone: outcome.tone,
        title: outcome.title,
        lines: outcome.lines,
        values: outcome.values ?? values,
      };
      reply.header('vary', 'cookie, accept-language');
      return reply
        .code(outcome.status ?? 200)
        .type('text/html; charset=utf-8')
        .send(pages.formPage(context.domain, language, page));
    };

  void app.register(async (forms) => {
    forms.removeAllContentTypeParsers();
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, formFields(String(body))),
    );
    const route = { config: { auth: 'public' as const }, schema: { hide: true } };

    forms.post(
      FORMS.login.route,
      route,
      answer('login', ['mobileNo'], async ({ request, fields }) => {
        const input = { mobile_no: fields.mobileNo ?? '', password: fields.password ?? '' };
        const parsed = loginRequestSchema.safeParse(input);
        refuseInvalid(
          fieldErrors([
            { result: loginFormSchema.safeParse({ mobileNo: input.mobile_no, password: input.password }) },
            { result: parsed, names: FORMS.login.apiFields },
          ]),
        );
        if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'invalidValue');
        // As the API's route: counted per address, then per mobile from it, before the hash.
        request.body = parsed.data;
        await limits.loginPerIp(request);
        await limits.loginTries.count(request);
        const token = await login(deps, parsed.data);
        await limits.loginTries.forget(request);
        const role = deps.tokens.verify(token).role;
        return { token, redirect: role === 'ADMIN' ? AFTER_ADMIN_LOGIN : AFTER_LOGIN };
      }),
    );

    forms.post(
      FORMS.signup.route,
      route,
      answer('signup', ['profileFor', 'name', 'mobileNo'], async ({ request, fields, language, domain }) => {
        const form = {
          profileFor: fields.profileFor ?? '',
          name: fields.name ?? '',
          mobileNo: fields.mobileNo ?? '',
          password: fields.password ?? '',
          confirmPassword: fields.confirmPassword ?? '',
          domain,
        };
        const parsed = signupRequestSchema.safeParse({
          user_name: form.name,
          mobile_no: form.mobileNo,
          password: form.password,
          domain,
          language,
          profile_for: form.profileFor,
        });
        refuseInvalid(
          fieldErrors([
            { result: signupFormSchema.safeParse(form) },
            { result: parsed, names: FORMS.signup.apiFields },
          ]),
        );
        if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'invalidValue');
        request.body = parsed.data;
        await limits.signupPerIp(request);
        await limits.signupPerMobile(request);
        const { token } = await signup(deps, parsed.data);
        return { token, redirect: AFTER_SIGNUP };
      }),
    );

    forms.post(
      FORMS.passwordReset.route,
      route,
      answer(
        'passwordReset',
        ['mobileNo', 'dob_year', 'dob_month', 'dob_date'],
        async ({ request, fields, language, domain }) => {
          const form = {
            mobileNo: fields.mobileNo ?? '',
            dob_year: fields.dob_year ?? '',
            dob_month: fields.dob_month ?? '',
            dob_date: fields.dob_date ?? '',
          };
          const parsed = passwordResetRequestSchema.safeParse({
            mobile_no: form.mobileNo,
            date_of_birth: specDate(form.dob_year, form.dob_month, form.dob_date),
            domain,
          });
          refuseInvalid(
            fieldErrors([
              { result: passwordResetFormSchema.safeParse(form) },
              { result: parsed, names: FORMS.passwordReset.apiFields },
            ]),
          );
          if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'invalidValue');
          request.body = parsed.data;
          await limits.passwordResetPerIp(request);
          await limits.passwordResetPerMobile(request);
          const result = await requestPasswordReset(deps, parsed.data);
          const text = (key: string, params?: Record<string, string>) =>
            pages.text(language, `resetPassword.${key}`, params);
          if (result.Message === PASSWORD_RESET_MESSAGES.noEmail) {
            return { tone: 'warning', title: text('noEmail'), lines: [noEmailHelp(deps, text)] };
          }
          return { tone: 'success', title: text('linkSent'), lines: [text('linkSentHint')], values: {} };
        },
      ),
    );
  });
}

interface FormContext {
  request: FastifyRequest;
  fields: Fields;
  language: Language;
  domain: ReturnType<typeof defaultDomainFor>;
}

type FormAnswer =
  | { token: string; redirect: string }
  | {
      status?: number;
      tone: FormOutcome['tone'];
      title: string;
      lines: string[];
      values?: Record<string, string>;
    };

function noEmailHelp(deps: Deps, text: (key: string, params?: Record<string, string>) => string): string {
  const { whatsappNumber: phone, supportEmail: email } = deps.config;
  if (phone) return text('noEmailAsk', { phone: readablePhone(phone) });
  if (email) return text('noEmailAskEmail', { email });
  return text('noEmailAskWithoutPhone');
}

/** So a family can type it into WhatsApp by hand. */
function readablePhone(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return `+91 ${digits.slice(2, 7)} ${digits.slice(7)}`;
  return digits.length > 10 ? `+${digits}` : digits;
}

/** As the app keeps it (apps/web src/lib/auth-cookie.ts): readable by its scripts, this site only. */
function tokenCookie(token: string, request: FastifyRequest, publicUrl: string): string {
  const secure = request.protocol === 'https' || publicUrl.startsWith('https:');
  return `${TOKEN_COOKIE}=${token}; Path=/; Max-Age=${TOKEN_TTL_MS / 1000}; SameSite=Strict${secure ? '; Secure' : ''}`;
}
