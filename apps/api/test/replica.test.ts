import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { connect } from '../src/platform/db/client.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// Lists, counts and CSV exports read from a streaming replica of the server when DATABASE_READ_URL is set. The
// replica is a real one (scripts/pg-replica.sh start: pg_basebackup -R of TEST_DATABASE_URL's cluster, on another
// port); TEST_DATABASE_READ_URL is its address without a database (postgres://postgres@127.0.0.1:5433).
const replicaUrl = process.env.TEST_DATABASE_READ_URL;
const onServer = Boolean(process.env.TEST_DATABASE_URL);
if (!replicaUrl || !onServer)
  console.warn(
    'replica.test.ts skipped: it needs a PostgreSQL server (TEST_DATABASE_URL) and a streaming replica of it (TEST_DATABASE_READ_URL, from scripts/pg-replica.sh start).',
  );

describe.skipIf(!replicaUrl || !onServer)('lists on a read replica', () => {
  let t: TestApp;
  let token: string;
  let company: number;
  let control: pg.Client;

  /** Stops (or resumes) applying the primary's changes on the replica: what it serves then visibly lags. */
  const replay = async (on: boolean) => {
    if (on) return control.query('select pg_wal_replay_resume()');
    await control.query('select pg_wal_replay_pause()');
    // A pause is a request: the replica may still apply what it holds. Only 'paused' promises the next write waits.
    for (let tries = 0; tries < 200; tries++) {
      const { rows } = await control.query<{ state: string }>('select pg_get_wal_replay_pause_state() as state');
      if (rows[0]?.state === 'paused') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the replica did not pause its replay within 10 s');
  };

  beforeAll(async () => {
    control = new pg.Client({ connectionString: replicaUrl });
    await control.connect();
    // A lag tolerance far above the pause below: the list must keep reading the (stale) replica.
    t = await createTestApp({ replica: { url: replicaUrl!, maxLagSeconds: 3600 } });
    token = await t.login();
    company = (await t.call('GET', '/api/users/me', { token })).json().company;
  });
  afterAll(async () => {
    await replay(true).catch(() => undefined);
    await control?.end();
    await t?.close();
  });

  const listed = async () => {
    const res = await t.call('GET', '/api/configs?configKey=replicaProbe', { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json()['hydra:totalItems'] as number;
  };
  const exported = async () => {
    const res = await t.call('GET', '/api/configs.csv?raw=1', { token, headers: { accept: 'text/csv' } });
    expect(res.statusCode, res.body).toBe(200);
    return res.body.includes('replicaProbe');
  };

  it('reads through a pool on the standby, named as such', async () => {
    const reader = t.database.reader();
    expect(reader).toBe(t.database.replica);
    const [row] = await reader.rows<{ standby: boolean; name: string }>(sql`select pg_is_in_recovery() as standby, current_setting('application_name') as name`);
    expect(row).toEqual({ standby: true, name: 'backoffice-read' });
    const [primary] = await t.database.rows<{ standby: boolean }>(sql`select pg_is_in_recovery() as standby`);
    expect(primary.standby).toBe(false);
  });

  it('serves the list, its count and the CSV from the replica, and the item just written from the primary', async () => {
    expect(await listed()).toBe(0);
    await replay(false);
    try {
      const put = await t.call('PUT', `/api/configs/${company}`, { token, body: { configKey: 'replicaProbe', configValue: 'on', visibility: true } });
      expect(put.statusCode, put.body).toBe(200);
      // The write and the read of the saved document went to the primary.
      expect((await t.call('GET', `/api/configs/${company}`, { token })).json().configs.replicaProbe).toBe('on');
      // The replica has not applied it: the list, its count and the export do not show it yet.
      expect(await listed()).toBe(0);
      expect(await exported()).toBe(false);
      expect(await t.database.replica!.check()).toBeGreaterThanOrEqual(0);
    } finally {
      await replay(true);
    }
    // Once replayed, they do.
    for (let tries = 0; tries < 100 && (await listed()) === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await listed()).toBe(1);
    expect(await exported()).toBe(true);
  });

  it('reads from the primary while the replica lags more than allowed, and from the replica again once in step', async () => {
    const urlOf = (pool: pg.Pool | undefined) => (pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const strict = await connect({ url: urlOf(t.database.pool), readUrl: urlOf(t.database.replica!.pool), maxLagSeconds: 0.2, poolSize: 2 });
    // Other tests write meanwhile (on a loaded machine the replica trails them by moments): in step means within
    // the allowed lag, not at zero.
    const inStep = async () => {
      for (let tries = 0; tries < 100 && ((await strict.replica!.check()) ?? Infinity) > 0.2; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
      return strict.reader();
    };
    try {
      expect(await inStep()).toBe(strict.replica);
      await replay(false);
      try {
        await strict.rows(sql`update configs set config_value = 'lagging' where config_key = 'replicaProbe'`);
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(await strict.replica!.check()).toBeGreaterThan(0.2);
        expect(strict.reader()).not.toBe(strict.replica);
        const [row] = await strict.reader().rows<{ value: string }>(sql`select config_value as value from configs where config_key = 'replicaProbe'`);
        expect(row.value).toBe('lagging');
      } finally {
        await replay(true);
      }
      expect(await inStep()).toBe(strict.replica);
    } finally {
      await strict.close();
    }
  });
});
