import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_KEY, type EarlyRequest } from './early-key';
import { takeEarly } from './early';
import { earlyUrls } from '../boot/early-urls';
import { activeCompanyId, type Session } from '../session/storage';
import { apiUrl } from './client';

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
});
