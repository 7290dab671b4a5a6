/**
 * The sign-in page's rules, pure: where the browser may be sent once signed in, and the cookie that hands the new
 * session to the web app.
 */

/** The cookie the web app reads once at start-up (platform/session/handoff.ts), stores as its session and deletes. */
export const SIGNIN_COOKIE = 'signin';

/**
 * A path of this site to return to after signing in (the screen that asked for it), or undefined: only a local
 * path (`/x...`, never `//host` or `/\host`, which browsers read as another site), without control characters, not
 * the sign-in pages themselves.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 500) return undefined;
  if (!/^\/(?![/\\])/.test(value) || value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return undefined;
  const path = value.split(/[?#]/)[0];
  if (path === '/' || path === '/esqueci-senha') return undefined;
  return value;
}

/**
 * The new session for the web app, which keeps it in local storage (where the SPA's own sign-in puts it): the
 * answer of POST /api/token and the language of the page, base64url JSON. Readable by the page's script (that is
 * its purpose; the token ends up in local storage all the same), two minutes at most, this site only.
 */
export function signinCookie(value: { session: unknown; locale: string }, secure: boolean): string {
  const encoded = Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  return `${SIGNIN_COOKIE}=${encoded}; Path=/; Max-Age=120; SameSite=Strict${secure ? '; Secure' : ''}`;
}
