import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const INSTALL_HINT =
  'exiftool is needed to check that uploads lose their metadata. `npm install` brings it with the ' +
  'exiftool-vendored.pl dev dependency (it needs Perl: apt-get install perl), or apt-get install ' +
  'libimage-exiftool-perl.';

/**
 * The project's own exiftool (the exiftool-vendored.pl package ships the Perl program, so a fresh
 * `npm install` has it), else the system's. A missing tool fails the test with what to install:
 * a metadata check must never pass because nothing read the file.
 */
function exiftoolCommand(): [string, string[]] {
  try {
    const vendored = createRequire(import.meta.url)('exiftool-vendored.pl') as string;
    // Through perl by name: without Perl that is an ENOENT we can explain, not env's exit 127.
    if (existsSync(vendored)) return ['perl', [vendored]];
  } catch {
    // not installed: the system's exiftool may be
  }
  if (existsSync('/usr/bin/exiftool')) return ['/usr/bin/exiftool', []];
  throw new Error(INSTALL_HINT);
}

/** exiftool's JSON report of every tag it knows in `files`, in any group. */
export function exiftoolReport(...files: string[]): string {
  try {
    const [program, prefix] = exiftoolCommand();
    return execFileSync(program, [...prefix, '-j', '-a', '-G1', ...files], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(INSTALL_HINT);
    throw error;
  }
}
