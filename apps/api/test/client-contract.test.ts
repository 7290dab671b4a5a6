import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSchema, generateCnpj, schemaViolations, translateMessage } from '@backoffice/domain';
import { CLIENT_CASES, VALID_CLIENT_BODY } from '@backoffice/domain/testing';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * The client form's contract, API side: the domain's cases (the web's client form test runs the same ones)
 * give a 422 with exactly their fields and messages, in the user's language, and write nothing.
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

type Violation = { propertyPath: string; message: string };
const post = (body: unknown, headers: Record<string, string> = {}) => t.call('POST', '/api/people/clients', { token, body, headers });
const byPath = (violations: Violation[]) => Object.fromEntries(violations.map((v) => [v.propertyPath, v.message]));

describe('POST /people/clients answers what the domain schema says', () => {
  it('accepts the valid body of the cases', async () => {
    const res = await post({ ...VALID_CLIENT_BODY, document: generateCnpj() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ contributorType: '1', ie: '244123456119', billing: '1500.00', paymentTerm: 30 });
  });

  it.each(CLIENT_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const res = await post(c.body);
    expect(res.statusCode, res.body).toBe(422);
    const expected = Object.fromEntries(Object.entries(c.errors).map(([path, key]) => [path, translateMessage(key, 'pt-BR')]));
    expect(byPath(res.json().violations)).toEqual(expected);
    // the same field set as the schema itself gives (what the web form validates with)
    const schema = clientSchema.safeParse(c.body);
    expect(Object.keys(byPath(res.json().violations)).sort()).toEqual(schemaViolations(schema.error!).map((v) => v.propertyPath).sort());
  });

  it('in the language of Accept-Language', async () => {
    const c = CLIENT_CASES.find((x) => x.errors.ie === 'ie_required')!;
    for (const locale of ['en-US', 'es'] as const) {
      const res = await post(c.body, { 'accept-language': locale });
      expect(res.statusCode).toBe(422);
      expect(byPath(res.json().violations).ie).toBe(translateMessage('ie_required', locale));
    }
  });
});
