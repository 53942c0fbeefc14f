import { TOKEN_COOKIE, TOKEN_TTL_MS } from '@varmala/shared';
import Cookies from 'js-cookie';

export function readTokenCookie(): string | undefined {
  return Cookies.get(TOKEN_COOKIE);
}

export function writeTokenCookie(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, {
    expires: new Date(Date.now() + TOKEN_TTL_MS),
    path: '/',
    sameSite: 'Strict',
    secure: window.location.protocol === 'https:',
  });
}

export function removeTokenCookie(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}
