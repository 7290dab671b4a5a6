import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineOperation, registerOperations } from '../src/platform/operations/define.ts';

/**
 * An operation that declares a JSON answer is held to its schema outside production: a handler whose result drifted
 * from the declaration answers 500 (the test that calls it fails) instead of the documentation quietly lying.
 */
async function appAnswering(result: unknown) {
  const app = Fastify();
  app.decorate('database', { db: null } as never);
  app.decorateRequest('ctx', null);
  app.addHook('onRequest', async (req) => {
    (req as unknown as { ctx: unknown }).ctx = { user: null, company: null };
  });
  registerOperations(app, [
    defineOperation({
      method: 'GET',
      path: '/prazo',
      summary: 'A result of a calculation.',
      access: 'public',
      answer: { json: z.object({ dias: z.number(), data: z.string() }) },
      handler: () => result as { dias: number; data: string },
    }),
  ]);
  await app.ready();
  return app;
}

describe('a declared JSON answer', () => {
  it('is sent as the handler made it, as application/json', async () => {
    const app = await appAnswering({ dias: 2, data: '2026-03-04', extra: 'kept' });
    const res = await app.inject({ method: 'GET', url: '/prazo' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ dias: 2, data: '2026-03-04', extra: 'kept' });
    await app.close();
  });

  it('answers 500 naming the field when the result does not match its schema', async () => {
    const app = await appAnswering({ dias: '2', data: '2026-03-04' });
    const res = await app.inject({ method: 'GET', url: '/prazo' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toContain('dias');
    await app.close();
  });
});
