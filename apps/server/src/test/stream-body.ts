import http from 'node:http';

export interface StreamedAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Bytes of the request body written when the answer arrived. */
  sentWhenAnswered: number;
}

export interface StreamedBody {
  port: number;
  path: string;
  headers: http.OutgoingHttpHeaders;
  /** Sent first, then `size` bytes of `filler`, then `suffix`. */
  prefix: Buffer | string;
  size: number;
  suffix: Buffer | string;
  filler?: string;
}

/**
 * POSTs a large body over a real socket in 64 KB pieces, as a browser streams one, reading the
 * answer whenever it comes and writing no more once it has. Rejects when the connection fails
 * before an answer could be read (what a reset looks like to a client).
 */
export function streamBody({ port, path, headers, prefix, size, suffix, filler = '\0' }: StreamedBody) {
  return new Promise<StreamedAnswer>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request({
      port,
      host: '127.0.0.1',
      path,
      method: 'POST',
      agent: false,
      headers: { ...headers, 'content-length': Buffer.byteLength(prefix) + size + Buffer.byteLength(suffix) },
    });
    request.on('response', (response) => {
      answered = true;
      const sentWhenAnswered = sent;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          sentWhenAnswered,
        });
      });
      response.on('error', reject);
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const piece = Buffer.alloc(64 * 1024, filler);
    let started = false;
    const pump = () => {
      if (answered) return;
      if (!started) {
        request.write(prefix);
        started = true;
      }
      while (sent < size && !answered) {
        const part = piece.subarray(0, Math.min(piece.length, size - sent));
        sent += part.length;
        if (!request.write(part)) {
          request.once('drain', () => setImmediate(pump));
          return;
        }
      }
      if (!answered) request.end(suffix);
    };
    pump();
  });
}
