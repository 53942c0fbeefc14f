/**
 * A server feature imports only `features/access/` (who someone is and what they may see),
 * `features/events/` (what follows an action elsewhere: a notice, an audit row, a mail), `db/`,
 * `lib/` and the shared package, so a change inside one feature cannot break another through a
 * path nobody sees (docs/decisions/035-features-stand-apart.md). Tests under `features/` count too:
 * test helpers that several features use live in `apps/server/src/test/`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const FEATURES = path.join(SRC, 'features');

/** Features every other feature may import. */
const SHARED_FEATURES = new Set(['access', 'events']);

/**
 * The imports from one feature into another that stay, as `importing file -> imported file` under
 * `features/`, each with why. At most five.
 */
const EXCEPTIONS: Record<string, string> = {
  'notifications/senders.ts -> home/new-matches.ts':
    "The daily digest counts a member's new matches exactly as their home page shows them; a second count would drift from the page.",
  'home/new-matches.ts -> search/search-query.ts':
    "New matches are a search by the member's partner preferences: the same filter expressions, so both agree on who matches and use the same indexes.",
  'home/member-home.ts -> interests/queries.ts':
    'The home page shows how many interests wait and were answered: the same conditions the interest boxes list by, so the numbers match the boxes.',
  'payments/confirm-payment.ts -> subscriptions/grant-subscription.ts':
    "Confirming a payment grants its plan in the same transaction; granting (and extending a running plan) is the subscription's own rule.",
};

/** Every TypeScript file under `dir`, tests included, relative to it. */
function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
}

/** Comments out of the way, so an example in a comment is not read as an import. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** Every module `file` names: `import … from`, `export … from`, `import '…'`, `import('…')` and `vi.mock('…')`. */
function importsOf(text: string): { specifiers: string[]; unreadable: string[] } {
  const code = withoutComments(text);
  const literal =
    /(?:\bfrom|\bimport|\bimport\s*\(|\bvi\.(?:mock|doMock|importActual)\s*\()\s*(['"])([^'"\n]+)\1/g;
  const specifiers = [...code.matchAll(literal)].map((match) => match[2] as string);
  // A dynamic import of a computed name cannot be checked, so it may not appear at all.
  const unreadable = [...code.matchAll(/\bimport\s*\(\s*([^'"\s)][^)]*)\)/g)].map((match) => match[0]);
  return { specifiers, unreadable };
}

interface Edge {
  from: string;
  to: string;
  /** `importing file -> imported file`, relative to `features/`. */
  key: string;
}

/** Each import from a file under `features/<a>/` of a file under `features/<b>/`, a ≠ b. */
function crossFeatureImports(): { edges: Edge[]; unreadable: string[] } {
  const edges: Edge[] = [];
  const unreadable: string[] = [];
  for (const file of sources(FEATURES)) {
    const { specifiers, unreadable: computed } = importsOf(readFileSync(path.join(FEATURES, file), 'utf8'));
    unreadable.push(...computed.map((text) => `${file}: ${text}`));
    const from = file.split(path.sep)[0] as string;
    for (const specifier of specifiers.filter((name) => name.startsWith('.'))) {
      const target = path.relative(
        FEATURES,
        path.resolve(path.dirname(path.join(FEATURES, file)), specifier),
      );
      if (target.startsWith('..')) continue;
      const to = target.split(path.sep)[0] as string;
      if (to === from) continue;
      const imported = target.replace(/\.js$/, '.ts');
      edges.push({
        from,
        to,
        key: `${file.split(path.sep).join('/')} -> ${imported.split(path.sep).join('/')}`,
      });
    }
  }
  return { edges, unreadable };
}

describe('server features stand apart', () => {
  const { edges, unreadable } = crossFeatureImports();

  it('reads the imports of every feature', () => {
    expect(sources(FEATURES).length).toBeGreaterThan(200);
    expect(edges.length).toBeGreaterThan(100);
    expect(unreadable).toEqual([]);
  });

  it('imports no other feature than access and events, save the listed exceptions', () => {
    expect(Object.keys(EXCEPTIONS).length).toBeLessThanOrEqual(5);
    const unlisted = edges
      .filter((edge) => !SHARED_FEATURES.has(edge.to) && !(edge.key in EXCEPTIONS))
      .map((edge) => edge.key);
    expect(unlisted).toEqual([]);
  });

  it('lists only exceptions that are still there', () => {
    const present = new Set(edges.map((edge) => edge.key));
    expect(Object.keys(EXCEPTIONS).filter((key) => !present.has(key))).toEqual([]);
  });

  it('has no two features importing each other', () => {
    const pairs = new Set(edges.map((edge) => `${edge.from} -> ${edge.to}`));
    const mutual = [...pairs].filter((pair) => {
      const [from, to] = pair.split(' -> ');
      return from !== undefined && to !== undefined && from < to && pairs.has(`${to} -> ${from}`);
    });
    expect(mutual).toEqual([]);
  });

  it('keeps lib free of features: what features share may not depend on one of them', () => {
    const libFiles = sources(path.join(SRC, 'lib')).filter((file) => !file.endsWith('.test.ts'));
    const intoFeatures = libFiles.flatMap((file) =>
      importsOf(readFileSync(path.join(SRC, 'lib', file), 'utf8'))
        .specifiers.filter((specifier) => specifier.includes('features/'))
        .map((specifier) => `lib/${file}: ${specifier}`),
    );
    expect(intoFeatures).toEqual([]);
  });
});
