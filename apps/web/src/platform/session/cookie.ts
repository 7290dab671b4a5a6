/**
 * Reading the cookie the server's sign-in page sets (SIGNIN_COOKIE, handoff.ts). No imports: the early script
 * (src/early.ts) reads it too, before the app's code arrives.
 */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

export function decodeBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The cookie the server's sign-in page sets on a good sign-in (apps/api/src/modules/admin/signin.rules.ts). */
export const SIGNIN_COOKIE = 'signin';
