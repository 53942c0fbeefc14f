/**
 * The redaction every log line passes through (lib/redact-url.ts), on lines whose words a visitor
 * chooses: a request's address is logged whole, up to Node's 16 kB of headers. Time per kB of a
 * 100 kB line against a 1 kB one of the same shape: near 1 when the time grows with the line,
 * about 100 when it grows with its square.
 *
 *   npm run bench:log-redaction
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './processes.js';

const { redactSecretsIn } = (await import(
  pathToFileURL(path.join(repoRoot, 'apps/server/dist/lib/redact-url.js')).href
)) as { redactSecretsIn: (text: string) => string };

/** Lines of `n` characters that a request can put in the log. */
const SHAPES: Record<string, (n: number) => string> = {
  'a long word, then a pair': (n) => `${'a'.repeat(n)} token=x`,
  'a long word, then a link with a scheme': (n) => `${'a'.repeat(n)} http://x/b/y`,
  'a query name without a value': (n) => `{"url":"/api/places?q=x&${'a'.repeat(n)}&b=1"}`,
  'a long path segment': (n) => `{"url":"/${'a'.repeat(n)}?b=1"}`,
  'many pairs': (n) => `/x?${'ab=1&'.repeat(n / 5)}`,
};

/** Milliseconds per call, over at least 200 ms of calls. */
function msPerCall(text: string): number {
  let calls = 0;
  const start = performance.now();
  while (performance.now() - start < 200 || calls < 3) {
    redactSecretsIn(text);
    calls++;
  }
  return (performance.now() - start) / calls;
}

console.log('| line | 1 kB: ms | 16 kB: ms | 100 kB: ms | per kB, 100 kB ÷ 1 kB |');
console.log('|---|---|---|---|---|');
for (const [name, line] of Object.entries(SHAPES)) {
  const [small, middle, large] = [1_000, 16_000, 100_000].map((n) => msPerCall(line(n)));
  const ratio = (large as number) / 100 / (small as number);
  console.log(
    `| ${name} | ${small?.toFixed(3)} | ${middle?.toFixed(3)} | ${large?.toFixed(3)} | **${ratio.toFixed(2)}** |`,
  );
}
