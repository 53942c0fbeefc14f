/** Secrets that travel in URLs never reach a log; the route's shape stays readable (`/b/[redacted]`). */

export const REDACTED = '[redacted]';

/**
 * `:secret` is always redacted, `:id` kept when a number or a word; anything else there may be a secret
 * pasted one place early. Matched anywhere in a path, any case, percent-encoded or with doubled slashes.
 */
const SECRET_PATHS = [
  'b/:secret', // a shared biodata
  'claim/:id/:secret', // an account the operator registered
  'password/reset/:id/:secret',
  'verify/email/:id/:secret',
  'invite/:secret', // a family member's invitation, and its API twin below
  'invites/:secret',
].map((pattern) => pattern.split('/'));

/** Alone or ending a parameter's name: `token`, `access_token`, `X-Amz-Signature`, `apiKey`, `token[]`... */
const SECRET_WORDS = [
  'token',
  'secret',
  'ticket',
  'code',
  'sig',
  'signature',
  'key',
  'password',
  'passwd',
  'pwd',
  'otp',
  'credential',
  'credentials',
  'auth',
  'authorization',
  'session',
  'jwt',
  'hmac',
];
const SECRET_WORD_SET = new Set(SECRET_WORDS);
const ENDS_WITH_SECRET_WORD = new RegExp(`(?:${SECRET_WORDS.join('|')})$`);

/**
 * With a scheme, or a path from its first slash. A scheme is read from at most its last 32
 * characters: tried at every letter of a long word, an unbounded one scanned the rest of the word
 * each time, and a request whose address held 15 kB of letters held the server for 300 ms.
 */
const URL_IN_TEXT = /[a-z][a-z0-9+.-]{0,31}:\/\/[^\s"'<>`\\/]*(?:\/[^\s"'<>`\\]*)?|\/[^\s"'<>`\\]*/gi;
/** URL_IN_TEXT where the text names no scheme: the same matches, without trying one at every letter. */
const PATH_IN_TEXT = /\/[^\s"'<>`\\]*/g;
/**
 * Outside a URL. A name starts where the text's run of name characters starts: the same matches
 * (a run not followed by `=` matches from none of its characters), tried once per run instead of
 * from each character, which scanned the run again every time.
 */
const PAIR_IN_TEXT = /(?<![^\s"'<>`\\?&;#=/])([^\s"'<>`\\?&;#=/]+)=([^\s"'<>`\\&;#]*)/g;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/** Decoded, in any case, with any separators. */
export function isSecretName(rawName: string): boolean {
  const words = decoded(rawName)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.some((word) => SECRET_WORD_SET.has(word)) || ENDS_WITH_SECRET_WORD.test(words.join(''));
}

function redactPath(path: string): string {
  // Separators sit at the odd indices: the path is rebuilt as it came, but for its secrets.
  const parts = path.split(/([/\\]+)/);
  const segments = parts
    .map((raw, index) => ({ index, word: decoded(raw).toLowerCase() }))
    .filter(({ index, word }) => index % 2 === 0 && word !== '');
  for (let start = 0; start < segments.length; start++) {
    for (const pattern of SECRET_PATHS) {
      const found = pattern.every((slot, i) => slot.startsWith(':') || segments[start + i]?.word === slot);
      if (!found) continue;
      pattern.forEach((slot, i) => {
        const segment = segments[start + i];
        if (
          segment &&
          (slot === ':secret' || (slot === ':id' && !/^(?:\d+|[a-z]{1,16})$/.test(segment.word)))
        ) {
          parts[segment.index] = REDACTED;
        }
      });
    }
  }
  return parts.join('');
}

function redactPair(pair: string): string {
  const equals = pair.indexOf('=');
  if (equals === -1) {
    // `token%3D...` is a name alone, but reads as a pair once decoded.
    const whole = decoded(pair);
    const inner = whole.indexOf('=');
    return inner !== -1 && isSecretName(whole.slice(0, inner)) ? REDACTED : pair;
  }
  const name = pair.slice(0, equals);
  if (isSecretName(name)) return `${name}=${REDACTED}`;
  // A value that is a link itself (a page to return to) may carry a secret of its own.
  const value = decoded(pair.slice(equals + 1));
  return redactSecretsIn(value) === value ? pair : `${name}=${REDACTED}`;
}

function redactUrlAfresh(url: string): string {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/\\?#]*/i.exec(url)?.[0] ?? '';
  const rest = url.slice(origin.length);
  const queryAt = rest.search(/[?#;]/);
  const path = queryAt === -1 ? rest : rest.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rest.slice(queryAt);
  return (
    origin.replace(/\/\/[^@]*@/, `//${REDACTED}@`) +
    redactPath(path) +
    query
      .split(/([?&;#]+)/)
      .map((part, index) => (index % 2 === 0 && part !== '' ? redactPair(part) : part))
      .join('')
  );
}

/**
 * Links as they were redacted: every request's log lines pass here, and a server's lines name the same
 * few paths again and again. Short ones only, and cleared when full, so it stays small.
 */
const redactedLinks = new Map<string, string>();
const LINKS_KEPT = 1_000;
const LINK_KEPT_UP_TO = 256;

export function redactUrl(url: string): string {
  if (url.length > LINK_KEPT_UP_TO) return redactUrlAfresh(url);
  let redacted = redactedLinks.get(url);
  if (redacted === undefined) {
    redacted = redactUrlAfresh(url);
    if (redactedLinks.size >= LINKS_KEPT) redactedLinks.clear();
    redactedLinks.set(url, redacted);
  }
  return redacted;
}

export function redactSecretsIn(text: string): string {
  const links = text.replace(text.includes('://') ? URL_IN_TEXT : PATH_IN_TEXT, redactUrl);
  // A pair needs its `=`: most lines have none.
  return links.includes('=')
    ? links.replace(PAIR_IN_TEXT, (pair, name: string) => (isSecretName(name) ? `${name}=${REDACTED}` : pair))
    : links;
}
