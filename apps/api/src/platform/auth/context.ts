/** Who is calling, resolved once per request from the API-TOKEN header. */
export interface AuthUser {
  id: number;
  username: string;
  /** The user's own person record. */
  people: number;
  roles: string[];
  /** Companies the user may act for (employee links), sorted by id. */
  companies: number[];
  tokenId: number;
  /** The company chosen at sign-in (by App-Domain), the default owner of new rows. */
  company: number | null;
  /**
   * What the user's access profiles grant, per company ('chave:acao' pairs, '*' for an administrator
   * profile), read with the token in the same query so that a request costs one round trip less.
   * Checked with `may()` (platform/auth/authorize.ts) against the company of the row read or written.
   */
  grants: Map<number, Set<string>>;
}

export interface RequestContext {
  user: AuthUser | null;
  /** Shortcut to user.company. */
  company: number | null;
  /** pt-BR | en-US | es, from Accept-Language. */
  locale: string;
  /** Host name from the App-Domain header (or the Host header). */
  appDomain: string;
}

export function requireUser(ctx: RequestContext): AuthUser {
  if (!ctx.user) throw Object.assign(new Error('Unauthorized'), { code: 'unauthorized' });
  return ctx.user;
}
