/**
 * A local SMTP server in a process of its own that accepts every message and keeps nothing, so the
 * mails a bench's server sends cost the bench process nothing. Prints its port on the first line.
 *
 *   node --import tsx bench/src/smtp-sink.ts
 */
import { SMTPServer } from 'smtp-server';

const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => callback());
  },
});
sink.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(sink.server.address() as { port: number }).port}\n`);
});
process.on('SIGTERM', () => sink.close(() => process.exit(0)));
