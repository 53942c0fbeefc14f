import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type BuiltFormTexts,
  type BuiltPages,
  builtPageKey,
  type Domain,
  englishMessage,
  FORM_OUTCOME_ID,
  FORM_TEXTS_FILE,
  type FormOutcomeNotice,
  isDomain,
  isLanguage,
  isMessageKey,
  isValidationMessageKey,
  type Language,
  type MessageKey,
  type MessageParams,
  PUBLIC_CONFIG_SLOT,
  type PublicConfig,
} from '@varmala/shared';
import type { Config } from '../config.js';

/** A public page's form answered without the app. */
export interface FormOutcome extends FormOutcomeNotice {
  /** A password field is never filled. */
  values: Record<string, string>;
}

/** The pages the web build finished (dist/pages.json) and their forms' answer texts (decision 033). */
export interface WebPages {
  /** Without them every page is index.html as it is. */
  readonly built: boolean;
  page(domain: Domain, language: Language, route: string, signedIn: boolean): string | undefined;
  formPage(domain: Domain, language: Language, outcome: FormOutcome): string;
  text(language: Language, key: string, params?: MessageParams): string;
  message(language: Language, key: MessageKey, params?: MessageParams): string;
}

/** As the web app chooses (apps/web src/i18n/i18n.ts): `lang` cookie, else Accept-Language, else English. */
export function pageLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  const chosen = cookie?.match(/(?:^|;\s*)lang=([a-z]+)/)?.[1];
  if (isLanguage(chosen)) return chosen;
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((item) => {
      const [tag = '', ...params] = item.trim().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q);
  return preferred.map(({ base }) => base).find(isLanguage) ?? 'en';
}

/** system/routes.ts answers the same. */
function publicConfigOf(config: Config, domain: Domain): PublicConfig {
  return {
    domain,
    whatsapp_number: config.whatsappNumber ?? null,
    support_email: config.supportEmail ?? null,
    android_app_url: config.androidAppUrl ?? null,
    analytics_tag: config.analyticsTag ?? null,
    upi_payments: config.upiVpa !== undefined,
  };
}

/** Nothing in it may close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The public configuration in its slot saves the app a round trip before the first paint. */
function pagesOf(webDistDir: string, config: Config): Map<string, string> | undefined {
  const file = path.join(webDistDir, 'pages.json');
  if (!existsSync(file)) return undefined;
  const built = JSON.parse(readFileSync(file, 'utf8')) as BuiltPages;
  const pages = new Map<string, string>();
  for (const [key, page] of Object.entries(built)) {
    const domain = key.split(' ')[0];
    if (!isDomain(domain)) continue;
    const configScript = `<script type="application/json" id="public-config">${scriptJson(publicConfigOf(config, domain))}</script>`;
    pages.set(
      key,
      page.replace(PUBLIC_CONFIG_SLOT, () => configScript),
    );
  }
  return pages;
}

function textsOf(webDistDir: string | undefined): Partial<BuiltFormTexts> {
  const file = webDistDir && path.join(webDistDir, FORM_TEXTS_FILE);
  if (!file || !existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as BuiltFormTexts;
}

function interpolate(text: string, params: MessageParams): string {
  return text.replace(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function loadWebPages(config: Config): WebPages {
  const { webDistDir } = config;
  const hasIndex = webDistDir !== undefined && existsSync(path.join(webDistDir, 'index.html'));
  const pages = hasIndex && webDistDir ? pagesOf(webDistDir, config) : undefined;
  const texts = textsOf(webDistDir);

  const text = (language: Language, key: string, params: MessageParams = {}): string => {
    const count = params.count;
    const inLanguage = (written: Language) => {
      const catalogue = texts[written] ?? {};
      const plural =
        typeof count === 'number'
          ? catalogue[`${key}_${new Intl.PluralRules(written).select(count)}`]
          : undefined;
      return plural ?? catalogue[key] ?? (typeof count === 'number' ? catalogue[`${key}_other`] : undefined);
    };
    // English stands in for a build that lacks a key.
    const found = inLanguage(language) ?? inLanguage('en');
    if (found !== undefined) return interpolate(found, params);
    // A build without the texts (the API's own tests) still says what is wrong, in English.
    const messageKey = key.replace(/^(?:validation|errors)\./, '');
    return isMessageKey(messageKey) ? englishMessage(messageKey, params) : key;
  };

  const formPage = (domain: Domain, language: Language, outcome: FormOutcome): string => {
    const page = pages?.get(builtPageKey(domain, language, outcome.route));
    const notice = noticeHtml(outcome);
    const data = `<script type="application/json" id="${FORM_OUTCOME_ID}">${scriptJson({
      route: outcome.route,
      tone: outcome.tone,
      title: outcome.title,
      lines: outcome.lines,
    } satisfies FormOutcomeNotice)}</script>`;
    const filled = page && withOutcome(page, outcome, notice);
    if (filled) return filled.replace('</head>', () => `${data}</head>`);
    return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(outcome.title)}</title></head><body><main>${notice}<p><a href="${escapeHtml(outcome.route)}">${escapeHtml(outcome.route)}</a></p></main></body></html>`;
  };

  return {
    built: pages !== undefined,
    page: (domain, language, route, signedIn) =>
      pages?.get(builtPageKey(domain, language, route, signedIn)) ??
      pages?.get(builtPageKey(domain, language)),
    formPage,
    text,
    message: (language, key, params) =>
      text(language, isValidationMessageKey(key) ? `validation.${key}` : `errors.${key}`, params),
  };
}

/** The same markup as the web app's `FormNotice`, so the app takes it over as it is. */
function noticeHtml({ tone, title, lines }: FormOutcome): string {
  const role = tone === 'warning' ? 'alert' : 'status';
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return `<div class="alert alert--${tone}" role="${role}"><p class="alert__title">${escapeHtml(title)}</p>${paragraphs}</div>`;
}

/** Password fields stay empty. Undefined when the page has no form whose action is its path. */
function withOutcome(page: string, outcome: FormOutcome, notice: string): string | undefined {
  const opening = new RegExp(
    `<form\\b[^>]*\\baction="${escapeRegExp(escapeHtml(outcome.route))}"[^>]*>`,
  ).exec(page);
  if (!opening) return undefined;
  const start = opening.index + opening[0].length;
  const end = page.indexOf('</form>', start);
  if (end < 0) return undefined;
  const controls = page
    .slice(start, end)
    .replace(/<select\b[^>]*>[\s\S]*?<\/select>/g, (select) => {
      const value = valueFor(outcome.values, attribute(select, 'name'));
      if (value === undefined) return select;
      return select.replace(/<option\b[^>]*>/g, (option) => {
        const plain = option.replace(/\sselected(?:="[^"]*")?/, '');
        return attribute(plain, 'value') === value ? plain.replace(/>$/, ' selected>') : plain;
      });
    })
    .replace(/<input\b[^>]*>/g, (input) => {
      const type = attribute(input, 'type') ?? 'text';
      const value = valueFor(outcome.values, attribute(input, 'name'));
      if (value === undefined || type === 'password' || type === 'hidden') return input;
      if (type === 'radio' || type === 'checkbox') {
        const plain = input.replace(/\schecked(?:="[^"]*")?/, '');
        return attribute(plain, 'value') === value ? closeWith(plain, ' checked') : plain;
      }
      return closeWith(input.replace(/\svalue="[^"]*"/, ''), ` value="${escapeHtml(value)}"`);
    });
  return `${page.slice(0, start)}${notice}${controls}${page.slice(end)}`;
}

function valueFor(values: Record<string, string>, name: string | undefined): string | undefined {
  return name !== undefined && Object.hasOwn(values, name) ? values[name] : undefined;
}

/** The build writes attributes double-quoted and escaped. */
function attribute(tag: string, name: string): string | undefined {
  const raw = new RegExp(`\\s${name}="([^"]*)"`).exec(tag.slice(0, tag.indexOf('>') + 1))?.[1];
  return raw
    ?.replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

function closeWith(tag: string, added: string): string {
  return tag.endsWith('/>') ? `${tag.slice(0, -2)}${added}/>` : `${tag.slice(0, -1)}${added}>`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
