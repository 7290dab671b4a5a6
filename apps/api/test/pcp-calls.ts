import { expect } from 'vitest';
import type { sql } from 'drizzle-orm';
import type { TestApp } from './helpers.ts';

/** Today in the application's time zone (the analyses' dates). */
export const saoPauloToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** The calls the planning tests make, as the signed-in user `token()` unless told otherwise. */
export function pcpCalls(app: () => TestApp, token: () => string) {
  async function post(path: string, body: unknown, as = token()) {
    const res = await app().call('POST', `/api${path}`, { token: as, body });
    expect(res.statusCode, `${path}: ${res.body}`).toBeLessThan(300);
    return res.json();
  }
  const members = async (path: string, as = token()) => (await app().call('GET', `/api${path}`, { token: as })).json()['hydra:member'];
  async function rows<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await app().database.db.execute(query)) as unknown as { rows: T[] }).rows;
  }
  /** Asks for the calculation and runs its job as the worker would; answers the job's final status. */
  async function calculate(id: number) {
    const asked = await app().call('GET', `/api/mrp/calculo/${id}`, { token: token() });
    expect(asked.statusCode, asked.body).toBe(202);
    await app().jobs.runOnce();
    return (await app().call('GET', `/api/jobs/${asked.json().job}`, { token: token() })).json();
  }
  return { post, members, rows, one: async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0], calculate };
}
