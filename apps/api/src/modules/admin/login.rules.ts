/**
 * The name a sign-in attempt counts under: Unicode NFKC, no whitespace at all (spaces, tabs, line
 * breaks), lower case. 'outra ', 'outra\t', 'OUTRA' and the full-width 'ＯＵＴＲＡ' are one name, so
 * the rate limit cannot be dodged by spelling the same name another way.
 */
export function normaliseLogin(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.normalize('NFKC').replace(/\s+/gu, '').toLowerCase().slice(0, 200);
}

/** The rate-limit key of a sign-in or password-reset attempt: the client's address and the name tried. */
export function attemptKey(ip: string, name: unknown): string {
  return `${ip}|${normaliseLogin(name)}`;
}
