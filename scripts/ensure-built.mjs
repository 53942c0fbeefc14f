// Builds whatever part of the app is missing or older than its sources, so `npm start` works on a
// fresh clone and after a `git pull`, and costs nothing when everything is up to date.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newest(dir) {
  if (!existsSync(dir)) return 0;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newest(full) : statSync(full).mtimeMs;
    if (time > latest) latest = time;
  }
  return latest;
}

function stale(output, ...sources) {
  const out = path.join(root, output);
  if (!existsSync(out)) return true;
  const builtAt = statSync(out).mtimeMs;
  return sources.some((src) => newest(path.join(root, src)) > builtAt);
}

const parts = [
  { name: 'packages/shared', output: 'packages/shared/dist/index.js', sources: ['packages/shared/src'] },
  {
    name: 'apps/server',
    output: 'apps/server/dist/server.js',
    sources: ['apps/server/src', 'packages/shared/src'],
  },
  {
    name: 'apps/web',
    // Written last by the web build: the finished pages the server sends.
    output: 'apps/web/dist/pages.json',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/scripts',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/shared/src',
    ],
  },
];

for (const part of parts) {
  if (!stale(part.output, ...part.sources)) continue;
  console.log(`Building ${part.name}...`);
  execSync(`npm run build -w ${part.name}`, { cwd: root, stdio: 'inherit' });
}
