import type { AuthUser, RequestContext } from './context.ts';

export type Action = 'read' | 'create' | 'update' | 'delete';

/**
 * Whether the user may perform `action` on a permission key in one company. The answer is always about
 * a company: the one that owns the row read or written, never just the session's (a grant in company A
 * says nothing about company B, even when the user works for both). Calls with no permission key (the
 * user's own notifications, menu, favorites) need only that the user works for the company.
 *
 * The grants were read with the token (`AuthUser.grants`, one set per company), so this is a pure check.
 * A key may name alternatives ('people|setores'): any one of them grants the action.
 */
export function may(user: AuthUser | null, permission: string | undefined, action: Action, company: number | null | undefined): boolean {
  if (!user || company === null || company === undefined || !user.companies.includes(company)) return false;
  if (!permission) return true;
  const granted = user.grants.get(company);
  if (!granted) return false;
  if (granted.has('*')) return true;
  // 'people|setores': any of the keys grants it (a small register read by the screens of several areas and its own).
  return permission.split('|').some((key) => granted.has(`${key}:${action}`));
}

/** Whether the user holds an administrator profile in the company. */
export function isCompanyAdmin(user: AuthUser | null, company: number | null | undefined): boolean {
  return !!user && company !== null && company !== undefined && user.companies.includes(company) && !!user.grants.get(company)?.has('*');
}

/**
 * What the user may do in one company, for the web app to show only what works: `admin` (an administrator
 * profile: everything), else the actions granted per permission key. The server checks every call anyway.
 */
export function grantsIn(user: AuthUser, company: number | null): { admin: boolean; permissions: Record<string, Action[]> } {
  const granted = company !== null && user.companies.includes(company) ? (user.grants.get(company) ?? new Set<string>()) : new Set<string>();
  const permissions: Record<string, Action[]> = {};
  for (const grant of [...granted].sort()) {
    const colon = grant.lastIndexOf(':');
    if (colon <= 0) continue;
    (permissions[grant.slice(0, colon)] ??= []).push(grant.slice(colon + 1) as Action);
  }
  return { admin: granted.has('*'), permissions };
}

/** The user's companies in which the action is granted: the rows a list may show. */
export function companiesWith(user: AuthUser | null, permission: string | undefined, action: Action): number[] {
  if (!user) return [];
  return permission ? user.companies.filter((company) => may(user, permission, action, company)) : user.companies;
}

/** Whether the action is granted in at least one of the user's companies (else the call is refused before any row is read). */
export function mayAnywhere(ctx: RequestContext, permission: string | undefined, action: Action): boolean {
  return companiesWith(ctx.user, permission, action).length > 0;
}

/** Parses the grants the token query reads: `company|chave:acao` or `company|*` strings. */
export function grantsByCompany(rows: string[]): Map<number, Set<string>> {
  const map = new Map<number, Set<string>>();
  for (const row of rows) {
    const bar = row.indexOf('|');
    if (bar < 0) continue;
    const company = Number(row.slice(0, bar));
    let set = map.get(company);
    if (!set) map.set(company, (set = new Set()));
    set.add(row.slice(bar + 1));
  }
  return map;
}
