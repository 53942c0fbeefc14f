import {
  DEFAULT_MATCH_RULE,
  DOMAINS,
  type Domain,
  isDomain,
  MATCH_RULE_VARIANTS,
  type MatchRule,
  matchRuleSchema,
} from '@varmala/shared';
import type { Db } from '../../db/client.js';
import type { CommandResult } from '../../lib/admin-socket.js';
import { describeRule, readSiteMatchRule, saveSiteMatchRule } from './site-match-rule.js';

export const MATCH_RULE_USAGE = `  match-rule --domain varmala [--show] [--mandatory rajju,vedha | --mandatory none]
             [--min-matched 6] [--min-guna 18] [--variant dina=remainder ...] [--reset]
      Show a site's horoscope rule, or change the parts given and keep the rest: the poruthams that
      must each match, how many of the ten must match, the least Guna Milan total called enough, and
      the reading of each disputed porutham (${variantList()}). --reset restores the default.`;

function variantList(): string {
  return Object.entries(MATCH_RULE_VARIANTS)
    .map(([key, values]) => `${key}=${values.join('|')}`)
    .join(', ');
}

export interface MatchRuleOptions {
  domain?: string;
  show?: boolean;
  reset?: boolean;
  mandatory?: string;
  'min-matched'?: string;
  'min-guna'?: string;
  variant?: string[];
}

const CHANGES = ['reset', 'mandatory', 'min-matched', 'min-guna', 'variant'] as const;

/** A whole number as typed, or the text itself, which the rule's schema then refuses. */
const numberOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);

/** The option each part of the rule comes from, for messages. */
function optionOf(path: readonly PropertyKey[]): string {
  const [first, second] = path;
  if (first === 'min_matched') return '--min-matched';
  if (first === 'min_guna') return '--min-guna';
  if (first === 'variants') return `--variant ${String(second)}`;
  return `--${String(first)}`;
}

/** The rule with the options' changes applied, or what is wrong with them. */
function changedRule(current: MatchRule, options: MatchRuleOptions): MatchRule | string {
  if (options.reset) return DEFAULT_MATCH_RULE;
  const variants: Record<string, string> = { ...current.variants };
  for (const given of options.variant ?? []) {
    const [key, value, ...rest] = given.split('=');
    if (!key || value === undefined || rest.length > 0 || !(key in MATCH_RULE_VARIANTS)) {
      return `--variant: '${given}' is not one of ${variantList()}`;
    }
    variants[key] = value;
  }
  const mandatory = options.mandatory?.trim();
  const parsed = matchRuleSchema.safeParse({
    mandatory:
      mandatory === undefined
        ? current.mandatory
        : mandatory === '' || mandatory === 'none'
          ? []
          : mandatory.split(',').map((key) => key.trim()),
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
  const rule = changedRule(current.rule, options);
  if (typeof rule === 'string') return { ok: false, message: rule };
  const saved = await saveSiteMatchRule(db, domain, rule, { via: 'cli' });
  return { ok: true, message: `Saved. ${describeRule(domain, saved.rule)}` };
}
