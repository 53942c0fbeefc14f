/** Free loopback ports for the servers that tests, benchmarks and fault runs start. */
import net from 'node:net';

/** A port the system has free now: it may offer the same one again once this probe is closed. */
function probePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

const handedOut = new Set<number>();

/**
 * A free loopback port, never one this process has handed out before: two servers started together
 * were once given the same port, and the second could not listen (EADDRINUSE).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await probePort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}
