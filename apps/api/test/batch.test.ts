import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { translateMessage } from '@backoffice/domain';
import { MAX_BATCH_URLS } from '../src/platform/http/batch.ts';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
// The URLs the early script sends (a module without imports), which the batch must answer as the app would get them.
import { earlyUrls } from '../../web/src/platform/boot/early-urls.ts';

/**
 * POST /api/batch (platform/http/batch.ts), the early script's one request for the first screen: each URL answers
 * exactly as it does alone, with the caller's own session, company and grants, and a list it may not run runs nothing.
 */
let t: TestApp;
let demo: string;
let other: string;
let seller: string;
let company: number;

/** What the web app's client sends with every call (platform/api/client.ts). */
const headers = { 'app-domain': DEMO.company.domain, 'accept-language': 'pt-BR' };
const batch = (token: string | undefined, urls: unknown[]) => t.call('POST', '/api/batch', { token, headers, body: { urls } });
const alone = async (token: string, url: string) => {
  const res = await t.call('GET', url, { token, headers });
  return { url, status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: res.body };
};

/** The first screen's URLs, exactly as the web app's early script asks for them on /home. */
const homeUrls = (id: number) => earlyUrls('/home', DEMO.company.domain, id);

beforeAll(async () => {
  t = await createTestApp();
  demo = await t.login();
  other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
  company = (await t.call('GET', '/api/users/me', { token: demo })).json().company;
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

describe('POST /api/batch', () => {
  it("answers each URL for a signed-in user as it is answered alone, in the list's order", async () => {
    const urls = homeUrls(company);
    const res = await batch(demo, urls);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const answers = res.json();
    const separate = [];
    for (const url of urls) separate.push(await alone(demo, url));
    expect(answers).toEqual(separate);
    expect(answers.every((a: { status: number }) => a.status === 200)).toBe(true);
    expect(JSON.parse(answers[2].body)['hydra:member'].length).toBeGreaterThan(0);
  });

  it("runs each URL with the caller's address, which rate limits and logs read", async () => {
    const inject = vi.spyOn(t.app, 'inject');
    const payload = JSON.stringify({ urls: ['/api/menu?pagination=false', '/api/people/my-grants'] });
    const res = await t.app.inject({ method: 'POST', url: '/api/batch', remoteAddress: '203.0.113.9', payload, headers: { ...headers, 'api-token': demo, 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    const inner = inject.mock.calls.slice(1).map(([options]) => (options as { url: string; remoteAddress: string }));
    expect(inner.map((o) => [o.url, o.remoteAddress])).toEqual([
      ['/api/menu?pagination=false', '203.0.113.9'],
      ['/api/people/my-grants', '203.0.113.9'],
    ]);
  });

  it("gives another company's ids and a missing grant the same 404 and 403 as alone", async () => {
    const urls = homeUrls(company);
    for (const token of [other, seller]) {
      const answers = (await batch(token, urls)).json();
      const separate = [];
      for (const url of urls) separate.push(await alone(token, url));
      expect(answers).toEqual(separate);
    }
    type Answer = { url: string; status: number; body: string };
    const byUrl = (answers: Answer[]) => Object.fromEntries(answers.map((a) => [a.url, a]));
    // The other company's user never reads the demo company's record nor its users.
    const others = byUrl((await batch(other, urls)).json());
    expect(others[`/api/people/${company}`].status).toBe(404);
    expect(others[`/api/users?company=${company}&itemsPerPage=1`].body).not.toContain(DEMO.user.username);
    // The seller's profile does not read the log.
    expect(byUrl((await batch(seller, urls)).json())['/api/logs?itemsPerPage=10&order[id]=desc'].status).toBe(403);
  });

  it('answers 422 in pt-BR, running none of them, to a URL that is not a GET of the API or to too many URLs', async () => {
    const inject = vi.spyOn(t.app, 'inject');
    const bad: unknown[][] = [
      ['/api/menu', { method: 'DELETE', url: '/api/favorites/1' }],
      ['/api/menu', 'https://evil.example/api/menu'],
      ['/api/menu', '/home'],
      ['/api/menu', '/api/../shop'],
      ['/api/menu', '/api/%2e%2e/shop'],
      ['/api/menu', '/api//menu'],
      ['/api/menu', '/api/me\tnu'],
      ['/api/menu', '/api\\..\\shop'],
      ['/api/menu', '/api/batch'],
      ['/api/menu', `/api/menu?q=${'x'.repeat(600)}`],
      Array.from({ length: MAX_BATCH_URLS + 1 }, () => '/api/menu'),
    ];
    for (const urls of bad) {
      const res = await batch(demo, urls);
      expect(res.statusCode, JSON.stringify(urls).slice(0, 80)).toBe(422);
      const violations = res.json().violations as { propertyPath: string; message: string }[];
      expect(violations.length).toBeGreaterThan(0);
      if (urls.length > MAX_BATCH_URLS) expect(violations).toEqual([{ propertyPath: 'urls', message: 'A lista passa do limite de 20 endereços' }]);
      else expect(violations[0].propertyPath).toBe('urls.1');
    }
    expect(violations(await batch(demo, ['/api/menu', '/home']))).toEqual([{ propertyPath: 'urls.1', message: translateMessage('batch_url_invalid', 'pt-BR') }]);
    // Only the test's own requests went through the server: no inner call ran.
    expect(inject).toHaveBeenCalledTimes(bad.length + 1);
  });

  it('answers 401 itself without a session, before any URL runs', async () => {
    const inject = vi.spyOn(t.app, 'inject');
    for (const token of [undefined, 'not-a-token']) {
      const res = await batch(token, ['/api/configs/app-config', '/api/menu?pagination=false']);
      expect(res.statusCode).toBe(401);
      expect(res.json()['hydra:description']).toBe('Unauthorized');
    }
    expect(inject).toHaveBeenCalledTimes(2);
  });
});

function violations(res: { json(): { violations: unknown } }): unknown {
  return res.json().violations;
}
