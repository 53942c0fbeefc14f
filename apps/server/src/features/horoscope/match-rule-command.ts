import {
  ASHTAKOOTA_DOSHAS,
  DOMAINS,
  type Domain,
  defaultMatchRule,
  isDomain,
  MATCH_RULE_KINDS,
  MATCH_RULE_VARIANTS,
  type MatchRule,
  matchRuleSchema,
} from '@varmala/shared';
import type { Db } from '../../db/client.js';
import type { CommandResult } from '../../lib/admin-socket.js';
import { describeRule, readSiteMatchRule, saveSiteMatchRule } from './site-match-rule.js';

export const MATCH_RULE_USAGE = `  match-rule --domain varmala [--show] [--kind ${MATCH_RULE_KINDS.join('|')}]
             [--min-guna 18] [--blocking ${ASHTAKOOTA_DOSHAS.join(',')} | --blocking none]
             [--mandatory rajju,vedha | --mandatory none] [--min-matched 6]
             [--variant dina=remainder ...] [--reset]
      Show a site's horoscope rule, or change the parts given and keep the rest: what decides the
      verdict (the 36 gunas or the ten poruthams); on a guna site the least total that matches and
      the doshas that rule a match out; on a porutham site the poruthams that must each match and
      how many of the ten must; and the reading of each disputed porutham (${variantList()}).
      --reset restores the site's default.`;

function variantList(): string {
  return Object.entries(MATCH_RULE_VARIANTS)
    .map(([key, values]) => `${key}=${values.join('|')}`)
    .join(', ');
}

export interface MatchRuleOptions {
  domain?: string;
  show?: boolean;
  reset?: boolean;
  kind?: string;
  blocking?: string;
  mandatory?: string;
  'min-matched'?: string;
  'min-guna'?: string;
  variant?: string[];
}

const CHANGES = ['reset', 'kind', 'blocking', 'mandatory', 'min-matched', 'min-guna', 'variant'] as const;

/** A whole number as typed, or the text itself, which the rule's schema then refuses. */
const numberOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);

/** The option each part of the rule comes from, for messages. */
function optionOf(path: readonly PropertyKey[]): string {
  const [first, second] = path;
  if (first === 'min_matched') return '--min-matched';
  if (first === 'min_guna') return '--min-guna';
  if (first === 'variants') return `--variant ${String(second)}`;
  if (first === 'blocking_doshas') return '--blocking';
  return `--${String(first)}`;
}

/** A comma-separated list as typed; '' or 'none' is the empty list. */
function listOf(text: string | undefined): string[] | undefined {
  const trimmed = text?.trim();
  if (trimmed === undefined) return undefined;
  return trimmed === '' || trimmed === 'none' ? [] : trimmed.split(',').map((key) => key.trim());
}

/** The rule with the options' changes applied, or what is wrong with them. */
function changedRule(domain: Domain, current: MatchRule, options: MatchRuleOptions): MatchRule | string {
  if (options.reset) return defaultMatchRule(domain);
  const variants: Record<string, string> = { ...current.variants };
  for (const given of options.variant ?? []) {
    const [key, value, ...rest] = given.split('=');
    if (!key || value === undefined || rest.length > 0 || !(key in MATCH_RULE_VARIANTS)) {
      return `--variant: '${given}' is not one of ${variantList()}`;
    }
    variants[key] = value;
  }
  const parsed = matchRuleSchema.safeParse({
    kind: options.kind?.trim() ?? current.kind,
    mandatory: listOf(options.mandatory) ?? current.mandatory,
    blocking_doshas: listOf(options.blocking) ?? current.blocking_doshas,
    min_matched:
      options['min-matched'] === undefined ? current.min_matched : numberOf(options['min-matched']),
    min_guna: options['min-guna'] === undefined ? current.min_guna : numberOf(options['min-guna']),
    variants,
  });
  if (parsed.success) return parsed.data;
  return parsed.error.issues.map((issue) => `${optionOf(issue.path)}: ${issue.message}`).join('; ');
}

/** `npm run admin -- match-rule ...`: shows a site's rule, or changes it (audited as cli:match-rule). */
export async function matchRuleCommand(db: Db, options: MatchRuleOptions): Promise<CommandResult> {
  if (!isDomain(options.domain)) {
    return { ok: false, message: `--domain: give one of ${DOMAINS.join(', ')}` };
  }
  const domain: Domain = options.domain;
  const changes = CHANGES.filter((option) => options[option] !== undefined);
  if (options.reset && changes.length > 1) {
    return { ok: false, message: '--reset restores the whole default rule; give it alone.' };
  }
  const current = await readSiteMatchRule(db, domain);
  if (changes.length === 0) {
    const source = current.is_set ? `set ${current.updated_at}` : 'the default; never set';
    return { ok: true, message: `${describeRule(domain, current.rule)} (${source})` };
  }
  if (options.show) return { ok: false, message: '--show shows the rule; leave it out to change the rule.' };
  const rule = changedRule(domain, current.rule, options);
  if (typeof rule === 'string') return { ok: false, message: rule };
  const saved = await saveSiteMatchRule(db, domain, rule, { via: 'cli' });
  return { ok: true, message: `Saved. ${describeRule(domain, saved.rule)}` };
}
