import { afterEach, describe, expect, it } from 'vitest';
import { currentLocale, changeLocale } from '../i18n/i18n';
import { adoptServerSignIn } from './handoff';
import { SIGNIN_COOKIE } from './cookie';
import { activeCompanyId, clearSession, getSession } from './storage';

/** The cookie as the server's sign-in page writes it: base64url of UTF-8 JSON. */
function serverCookie(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const answer = { id: 1, username: 'demo', token: 'abc123', people: 7, company: 3, default_company: 3, companies: [3], realname: 'Usuário Demonstração', email: 'demo@exemplo.com.br', active: true, roles: [] };

describe("the session handed over by the server's sign-in page", () => {
  afterEach(async () => {
    clearSession();
    document.cookie = `${SIGNIN_COOKIE}=; path=/; max-age=0`;
    await changeLocale('pt-BR');
  });

  // Awaited: in a worker where earlier test files asked for strings, the switch waits for the Spanish ones.
  it('becomes the stored session, in the language of the page, and the cookie is gone', async () => {
    document.cookie = `${SIGNIN_COOKIE}=${serverCookie({ session: answer, locale: 'es' })}; path=/`;
    await adoptServerSignIn();
    const session = getSession();
    expect(session?.token).toBe('abc123');
    expect(session?.realname).toBe('Usuário Demonstração');
    expect(activeCompanyId(session)).toBe(3);
    expect(currentLocale()).toBe('es');
    expect(document.cookie).not.toContain(`${SIGNIN_COOKIE}=`);
  });

  it('changes nothing when there is no cookie or it does not read', async () => {
    await adoptServerSignIn();
    expect(getSession()).toBeNull();
    document.cookie = `${SIGNIN_COOKIE}=not-json; path=/`;
    await adoptServerSignIn();
    expect(getSession()).toBeNull();
    expect(document.cookie).not.toContain(`${SIGNIN_COOKIE}=`);
  });
});
