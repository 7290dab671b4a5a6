import { afterAll, describe, expect, it } from 'vitest';
import { FileRefused, LimitExceeded } from './limits.ts';
import { defineParser, UntrustedFilePool } from './pool.ts';
import type * as Fixtures from '../../../test/fixtures/parsers.ts';

const fixtures = new URL('../../../test/fixtures/parsers.ts', import.meta.url);
const spin = defineParser<typeof Fixtures.spin>(fixtures, 'spin');
const hoard = defineParser<typeof Fixtures.hoard>(fixtures, 'hoard');
const measure = defineParser<typeof Fixtures.measure>(fixtures, 'measure');

const pool = new UntrustedFilePool({ size: 1, memoryMb: 64, maxWaiting: 2 });
afterAll(() => pool.close());
const limits = { bytes: 1024, timeMs: 5000 };

describe('the untrusted-file pool', () => {
  it('answers what the parser returns, and its refusals and limits as they were thrown', async () => {
    expect(await pool.run(measure, new Uint8Array(10), limits, { tag: 'a' })).toEqual({ tag: 'a', size: 10 });
    await expect(pool.run(measure, new Uint8Array(0), limits, { tag: 'a' })).rejects.toEqual(new FileRefused('sheet_empty'));
    await expect(pool.run(measure, new Uint8Array(10), { ...limits, rows: 5 }, { tag: 'a' })).rejects.toMatchObject({ name: 'LimitExceeded', limit: 'rows', max: 5 });
    await expect(pool.run(measure, new Uint8Array(2000), limits, { tag: 'a' })).rejects.toMatchObject({ limit: 'bytes', max: 1024 });
  });

  it('stops a worker at the time limit, and the next file gets a new one', async () => {
    const started = performance.now();
    const stopped = await pool.run(spin, new Uint8Array(1), { ...limits, timeMs: 300 }, undefined).catch((e: unknown) => e);
    expect(stopped).toBeInstanceOf(LimitExceeded);
    expect(stopped).toMatchObject({ limit: 'timeMs', max: 300 });
    expect(performance.now() - started).toBeLessThan(3000);
    expect(await pool.run(measure, new Uint8Array(3), limits, { tag: 'after' })).toEqual({ tag: 'after', size: 3 });
  });

  it('stops a worker past its heap, as a memory limit', async () => {
    const stopped = await pool.run(hoard, new Uint8Array(1), { ...limits, timeMs: 30_000 }, undefined).catch((e: unknown) => e);
    expect(stopped).toMatchObject({ name: 'LimitExceeded', limit: 'memory', max: 64 });
    expect(await pool.run(measure, new Uint8Array(4), limits, { tag: 'again' })).toEqual({ tag: 'again', size: 4 });
  });

  it('reads one file at a time per worker, and answers busy past the waiting room', async () => {
    const running = pool.run(spin, new Uint8Array(1), { ...limits, timeMs: 500 }, undefined).catch((e: unknown) => e);
    const waiting = [pool.run(measure, new Uint8Array(1), limits, { tag: '1' }), pool.run(measure, new Uint8Array(2), limits, { tag: '2' })];
    expect(pool.load).toEqual({ running: 1, waiting: 2 });
    await expect(pool.run(measure, new Uint8Array(1), limits, { tag: '3' })).rejects.toMatchObject({ code: 'unavailable', message: 'file_parse_busy' });
    expect(await running).toMatchObject({ limit: 'timeMs' });
    expect(await Promise.all(waiting)).toEqual([{ tag: '1', size: 1 }, { tag: '2', size: 2 }]);
  });
});
