/** Where a login-required page sends a logged-out visitor, and how the login page reads it back. */
export interface ReturnToState {
  from?: string;
}

function isSafePath(path: unknown): path is string {
  // Only paths of this site: '//host' or '/\host' would leave it.
  return (
    typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
  );
}

export function returnToPath(location: { state: unknown; search: string }): string | null {
  const from = (location.state as ReturnToState | null)?.from;
  if (isSafePath(from)) return from;
  const next = new URLSearchParams(location.search).get('next');
  return isSafePath(next) ? next : null;
}
