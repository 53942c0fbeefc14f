import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sendToAdminSocket, startAdminSocket } from './admin-socket.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'varmala-admin-socket-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function modeOf(file: string): number | undefined {
  try {
    return statSync(file).mode & 0o777;
  } catch {
    return undefined;
  }
}

describe('the admin socket', () => {
  it('is readable and writable by the server user only from the moment it exists', async () => {
    // The usual umask (022) would leave a new socket 0755: any local user could hand it commands.
    const previousUmask = process.umask(0o022);
    const socketPath = path.join(scratch, 'admin.sock');
    const seen = new Set<number>();
    let started = false;
    try {
      const starting = startAdminSocket(socketPath, async (args) => ({ ok: true, message: args.join(' ') }));
      // Looked at from the call on, on every turn of the event loop until the socket is ready.
      const watch = (async () => {
        for (;;) {
          const mode = modeOf(socketPath);
          if (mode !== undefined) seen.add(mode);
          if (started) return;
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const socket = await starting;
      started = true;
      await watch;
      try {
        expect([...seen].map((mode) => mode.toString(8))).toEqual(['600']);
        expect(process.umask(), 'the process umask is as it was').toBe(0o022);
        expect(await sendToAdminSocket(socketPath, ['echo', 'hello'])).toEqual({
          ok: true,
          message: 'echo hello',
        });
      } finally {
        await socket.close();
      }
    } finally {
      process.umask(previousUmask);
    }
  });
});
