import { describe, expect, it, vi } from 'vitest';
import { hydra, signIn, stubFetch } from '../../test/utils';
import { browser, MENU_KEY } from '../session/logout';
import { getSession } from '../session/storage';
import { changeLocale } from '../i18n/i18n';
import { api } from './client';
import { ApiError } from './errors';
import { encodeQuery } from './query-string';

describe('api client', () => {
  it('envia token, domínio, idioma e JSON-LD', async () => {
    signIn();
    const calls = stubFetch(() => ({ body: hydra([]) }));
    await api.post('/configs', { configKey: 'a' });
    expect(calls[0].url).toBe('/api/configs');
    expect(calls[0].headers['api-token']).toBe('token-123');
    expect(calls[0].headers['app-domain']).toBe(window.location.hostname);
    expect(calls[0].headers.accept).toBe('application/ld+json');
    expect(calls[0].headers['content-type']).toBe('application/ld+json');
    expect(calls[0].headers['accept-language']).toBe('pt-BR');
    await changeLocale('es');
    await api.get('/configs');
    expect(calls[1].headers['accept-language']).toBe('es');
    expect(calls[1].headers['content-type']).toBeUndefined();
    await changeLocale('pt-BR');
  });

  it("uma resposta 'Unauthorized' encerra a sessão, limpa filtros e menu e recarrega a página", async () => {
    signIn();
    window.localStorage.setItem('list:/company:/people/my-companies', '{"filters":{"name":"x"}}');
    window.localStorage.setItem(MENU_KEY, '[]');
    window.localStorage.setItem('language', 'pt-BR');
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    stubFetch(() => ({ status: 401, body: { '@type': 'hydra:Error', 'hydra:title': 'An error occurred', 'hydra:description': 'Unauthorized' } }));
    await expect(api.get('/people/my-companies')).rejects.toMatchObject({ status: 401, description: 'Unauthorized' });
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem('session')).toBeNull();
    expect(window.localStorage.getItem('list:/company:/people/my-companies')).toBeNull();
    expect(window.localStorage.getItem(MENU_KEY)).toBeNull();
    expect(window.localStorage.getItem('language')).toBe('pt-BR');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("'Invalid credentials.' no POST /token não encerra nada: é só o erro do login", async () => {
    signIn();
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    stubFetch(() => ({ status: 401, body: { 'hydra:description': 'Invalid credentials.' } }));
    await expect(api.post('/token', { username: 'x', password: 'y' })).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('lê violações de um 422 por campo e a descrição (ou o status) de outros erros', async () => {
    stubFetch((call) =>
      call.url === '/api/a'
        ? {
            status: 422,
            body: {
              'hydra:description': 'password: Password must to be at least 6 characters long',
              violations: [
                { propertyPath: 'password', message: 'password_min' },
                { propertyPath: 'confirmPassword', message: 'password_mismatch' },
              ],
            },
          }
        : { status: 500, body: {} },
    );
    const error = (await api.post('/a', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.violations).toEqual({ password: 'password_min', confirmPassword: 'password_mismatch' });
    const other = (await api.get('/b').catch((e: unknown) => e)) as ApiError;
    expect(other.status).toBe(500);
    expect(other.description).not.toBe('');
  });

  it('codifica listas como name[] e objetos como name[key]', () => {
    expect(decodeURIComponent(encodeQuery({ StatusPedido: ['A', 'R'], order: { DtEmissao: 'desc' }, empty: '', none: null, q: 'a b&c' }))).toBe(
      'StatusPedido[]=A&StatusPedido[]=R&order[DtEmissao]=desc&q=a b&c',
    );
    expect(encodeQuery({ q: 'a b&c' })).toBe('q=a%20b%26c');
  });
});
