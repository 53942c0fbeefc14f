import readline from 'node:readline';

/** A password longer than this is not a line someone typed or piped on purpose. */
const MAX_LINE_CHARS = 1024;

export class PasswordInputError extends Error {}

/** The first line of a piped standard input, without its line ending. */
async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  const lines = readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of lines) return line;
    return '';
  } finally {
    lines.close();
  }
}

/**
 * Asks on the terminal without showing what is typed: raw mode turns the terminal's echo off, so
 * the password is on neither the screen nor in a terminal log.
 */
function promptHidden(
  question: string,
  input: NodeJS.ReadStream,
  output: NodeJS.WriteStream,
): Promise<string> {
  // Echo off before the question shows: whatever is typed once it shows is never echoed.
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
 * For `create`: the password from standard input (`--password-stdin`, a line piped in) or, when
 * none is given and standard input is a terminal, asked for there, so it never stands on a command
 * line where `ps` shows it. Answers the arguments with the password in them (`--password=...`,
 * safe whatever it starts with), which travel to the server over its private socket at most.
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
