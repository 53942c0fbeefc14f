/**
 * Code that reads a library's private fields breaks silently on the library's next release, and a
 * double cast hides whatever the compiler would have said about it. Neither may creep back into the
 * code that runs in production; tests and their helpers may look inside.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Source files that run in production, relative to the repository. */
function productionSources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/(\.test\.tsx?|test-support\.ts|\.d\.ts)$/.test(file))
    .filter((file) => !file.split(path.sep).includes('test'))
    .map((file) => path.join(dir, file));
}

interface Match {
  where: string;
  /** The line before, where a comment on the matched line sits. */
  above: string;
}

/** Each line of `files` that matches `pattern`, as `file:line: text`, with the line above it. */
function linesMatching(files: string[], pattern: RegExp): Match[] {
  return files.flatMap((file) => {
    const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
    return lines.flatMap((line, index) =>
      pattern.test(line)
        ? [{ where: `${file}:${index + 1}: ${line.trim()}`, above: lines[index - 1] ?? '' }]
        : [],
    );
  });
}

describe('production code and the libraries it uses', () => {
  it("reads no library's private fields (zod's _zod, drizzle's _ and $client)", () => {
    const files = ['apps/server/src', 'apps/web/src', 'packages/shared/src'].flatMap(productionSources);
    expect(files.length).toBeGreaterThan(100);
    const found = linesMatching(files, /\._zod\b|\.\$client\b|\$client:|\b(?:query|table|db|field)\._\b/);
    expect(found.map((match) => match.where)).toEqual([]);
  });

  it('keeps double casts to at most three, each at a boundary that says why', () => {
    const casts = linesMatching(productionSources('apps/server/src'), /\bas unknown as\b/);
    const where = casts.map((cast) => cast.where).join('\n');
    expect(casts.length, where).toBeLessThanOrEqual(3);
    const unexplained = casts.filter((cast) => !cast.above.trim().startsWith('//'));
    expect(unexplained.map((cast) => cast.where)).toEqual([]);
  });
});
