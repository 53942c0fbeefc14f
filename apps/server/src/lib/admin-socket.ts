import { unlinkSync } from 'node:fs';
import net from 'node:net';

export interface CommandResult {
  ok: boolean;
  message: string;
}

const MAX_REQUEST_BYTES = 64 * 1024;

/** Readable by the server's user alone: the operator CLI's way to the server holding the embedded db. */
export async function startAdminSocket(
  socketPath: string,
  run: (args: string[]) => Promise<CommandResult>,
): Promise<{ close(): Promise<void> }> {
  try {
    unlinkSync(socketPath);
  } catch {
    // no stale socket
  }
  const server = net.createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > MAX_REQUEST_BYTES) return socket.destroy();
      const newline = buffer.indexOf('\n');
      if (newline === -1) return;
      let args: unknown;
      try {
        args = (JSON.parse(buffer.slice(0, newline)) as { args?: unknown }).args;
      } catch {
        args = undefined;
      }
      const reply = (result: CommandResult) => socket.end(`${JSON.stringify(result)}\n`);
      if (!Array.isArray(args) || !args.every((a) => typeof a === 'string')) {
        return reply({ ok: false, message: 'malformed request' });
      }
      run(args).then(reply, (error: unknown) =>
        reply({ ok: false, message: error instanceof Error ? error.message : 'command failed' }),
      );
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Made 0600 by the umask at bind time: a chmod after would leave it open meanwhile.
    const umask = process.umask(0o177);
    try {
      server.listen(socketPath, () => resolve());
    } finally {
      process.umask(umask);
    }
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/** Rejects with ENOENT/ECONNREFUSED when none listens. */
export function sendToAdminSocket(socketPath: string, args: string[]): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ args })}\n`));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
    });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(buffer) as CommandResult);
      } catch {
        reject(new Error('The server gave no answer.'));
      }
    });
    socket.on('error', reject);
  });
}
