import { afterEach, describe, expect, it } from 'vitest';
import { BATCH_PATH } from '@backoffice/domain';
import { EARLY_KEY, type EarlyRequest } from './early-key';
import { takeEarly } from './early';
import { askAtOnce, EARLY_BATCH_URL } from './early-batch';
import { earlyUrls } from '../boot/early-urls';
import { activeCompanyId, type Session } from '../session/storage';
import { api, apiUrl } from './client';
import { signIn, stubFetch } from '../../test/utils';

const answer = (text: string) => Promise.resolve(new Response(text));
const leave = (entries: Record<string, Omit<EarlyRequest, 'taken'>>) => {
  (globalThis as Record<string, unknown>)[EARLY_KEY] = new Map(Object.entries(entries).map(([url, e]) => [url, { ...e, taken: false }]));
};
afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_KEY];
});

describe('early answers', () => {
  it('are taken once, by a call with the same token and language', async () => {
    leave({ '/api/menu?pagination=false': { token: 't1', locale: 'pt-BR', response: answer('menu') } });
    expect(takeEarly('/api/menu?pagination=false', { 'API-TOKEN': 't1', 'Accept-Language': 'pt-BR' })).not.toBeNull();
    expect(takeEarly('/api/menu?pagination=false', { 'API-TOKEN': 't1', 'Accept-Language': 'pt-BR' })).toBeNull();
  });

  it('are not taken with another token or language, nor for another URL', () => {
    leave({ '/api/menu?pagination=false': { token: 't1', locale: 'pt-BR', response: answer('menu') }, '/api/logs': { token: 't1', locale: 'pt-BR', response: answer('logs') } });
    expect(takeEarly('/api/menu?pagination=false', { 'API-TOKEN': 't2', 'Accept-Language': 'pt-BR' })).toBeNull();
    expect(takeEarly('/api/logs', { 'API-TOKEN': 't1', 'Accept-Language': 'es' })).toBeNull();
    expect(takeEarly('/api/menu', { 'API-TOKEN': 't1', 'Accept-Language': 'pt-BR' })).toBeNull();
  });

  it('are asked for in the form the client writes its URLs', () => {
    const urls = earlyUrls('/home', 'loja.example.com.br', 3);
    expect(urls).toContain(apiUrl('/favorites', { pagination: false, order: { id: 'desc' } }));
    expect(urls).toContain(apiUrl('/people/my-companies', { pagination: false, order: { id: 'asc' } }));
    expect(urls).toContain(apiUrl('/logs', { itemsPerPage: 10, order: { id: 'desc' } }));
    expect(urls).toContain(apiUrl('/users', { company: 3, itemsPerPage: 1 }));
    expect(urls).toContain(apiUrl('/people/default-company', { domain: 'loja.example.com.br' }));
    expect(earlyUrls('/pedidos', 'x', 3)).not.toContain('/api/dashboard/home');
  });

  it("read the company of a stored session and of the sign-in page's hand-over (the token answer) alike", () => {
    expect(activeCompanyId({ company: { id: 7 }, default_company: { id: 1 } } as Session)).toBe(7);
    expect(activeCompanyId({ company: 7, default_company: 1 } as unknown as Session)).toBe(7);
    expect(activeCompanyId({ company: null, default_company: '/api/people/4' } as unknown as Session)).toBe(4);
    expect(activeCompanyId(null)).toBeNull();
  });

  it("are one request, each rebuilt as the Response its URL's own fetch would have given", async () => {
    const calls = stubFetch(() => ({
      headers: { 'content-type': 'application/json' },
      body: [
        { url: '/api/menu', status: 200, contentType: 'application/ld+json; charset=utf-8', body: '{"hydra:member":[]}' },
        { url: '/api/logs', status: 403, contentType: 'application/problem+json; charset=utf-8', body: '{"hydra:description":"Access Denied."}' },
        { url: '/api/none', status: 204, contentType: '', body: '' },
      ],
    }));
    const [menu, logs, none] = await Promise.all(askAtOnce(['/api/menu', '/api/logs', '/api/none'], { 'API-TOKEN': 't1' }));
    // The route the API declares (the domain's BATCH_PATH), written out in the early chunk.
    expect(EARLY_BATCH_URL).toBe(`/api${BATCH_PATH}`);
    expect(calls.map((c) => [c.method, c.url, c.headers['api-token'], c.body])).toEqual([['POST', EARLY_BATCH_URL, 't1', { urls: ['/api/menu', '/api/logs', '/api/none'] }]]);
    expect([menu.status, menu.headers.get('content-type'), await menu.text()]).toEqual([200, 'application/ld+json; charset=utf-8', '{"hydra:member":[]}']);
    expect([logs.status, logs.ok, await logs.json()]).toEqual([403, false, { 'hydra:description': 'Access Denied.' }]);
    expect([none.status, await none.text()]).toEqual([204, '']);
  });

  it('reject, each of them, when the batch fails; the client then asks for the URL itself', async () => {
    signIn();
    const calls = stubFetch((c) => (c.url === EARLY_BATCH_URL ? { status: 503, body: {} } : { body: { asked: c.url } }));
    const [menu] = askAtOnce(['/api/menu?pagination=false'], { 'API-TOKEN': 'token-123' });
    await expect(menu).rejects.toThrow();
    leave({ '/api/menu?pagination=false': { token: 'token-123', locale: 'pt-BR', response: menu } });
    expect(await api.get('/menu', { query: { pagination: false } })).toEqual({ asked: '/api/menu?pagination=false' });
    expect(calls.map((c) => c.url)).toEqual([EARLY_BATCH_URL, '/api/menu?pagination=false']);
    expect(takeEarly('/api/menu?pagination=false', { 'API-TOKEN': 'token-123', 'Accept-Language': 'pt-BR' })).toBeNull();
  });
});
