import readline from 'node:readline';

const MAX_LINE_CHARS = 1024;

export class PasswordInputError extends Error {}

async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  const lines = readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of lines) return line;
    return '';
  } finally {
    lines.close();
  }
}

/** Raw mode turns the terminal's echo off: the password is on neither the screen nor in a terminal log. */
function promptHidden(
  question: string,
  input: NodeJS.ReadStream,
  output: NodeJS.WriteStream,
): Promise<string> {
  // Echo off before the question shows.
  input.setRawMode(true);
  output.write(question);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish();
        if (char === '\u0003') return finish(new PasswordInputError('Cancelled.'));
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        // An arrow or function key sends an escape sequence: none of it is part of the password.
        else if (char === '\u001b') return;
        else if (char >= ' ') typed += char;
        if (typed.length > MAX_LINE_CHARS)
          return finish(new PasswordInputError('That password is too long.'));
      }
    };
    input.on('data', onData);
  });
}

interface Terminal {
  stdin: NodeJS.ReadStream;
  stderr: NodeJS.WriteStream;
}

/**
 * From standard input or the terminal, never the command line where `ps` shows it. `--password=...` is
 * safe whatever it starts with, and travels over the server's private socket at most.
 */
export async function withPasswordFromInput(
  args: string[],
  terminal: Terminal = { stdin: process.stdin, stderr: process.stderr },
): Promise<string[]> {
  if (args[0] !== 'create') return args;
  const fromStdin = args.includes('--password-stdin');
  const given = args.some((arg) => arg === '--password' || arg.startsWith('--password='));
  if (fromStdin && given) throw new PasswordInputError('Give --password or --password-stdin, not both.');
  if (fromStdin) {
    if (terminal.stdin.isTTY) {
      throw new PasswordInputError(
        '--password-stdin reads a piped line: pipe the password in, or leave it out to be asked.',
      );
    }
    const password = await firstLine(terminal.stdin);
    if (password === '') throw new PasswordInputError('--password-stdin: standard input held no password.');
    return [...args.filter((arg) => arg !== '--password-stdin'), `--password=${password}`];
  }
  if (given) return args;
  if (!terminal.stdin.isTTY) {
    throw new PasswordInputError(
      '--password: Required (or --password-stdin with the password piped in, or run it in a terminal to be asked).',
    );
  }
  const password = await promptHidden('Password for the admin account: ', terminal.stdin, terminal.stderr);
  const again = await promptHidden('The same password again: ', terminal.stdin, terminal.stderr);
  if (password !== again) throw new PasswordInputError('The two passwords differ; nothing was changed.');
  return [...args, `--password=${password}`];
}
