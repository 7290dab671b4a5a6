import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { notificationText, type NotificationMessage } from '@backoffice/domain';
import { connect } from '../src/platform/db/client.ts';
import { prepareDatabase } from '../src/database.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { LocalFileStorage } from '../src/platform/files/storage.ts';
import { JobCancelled, JobQueue, backoffSeconds } from '../src/platform/jobs/queue.ts';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function multipart(filename: string, type: string, bytes: Buffer) {
  const boundary = '----bo' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('files', () => {
  it('uploads an image and serves it to the company only', async () => {
    const m = multipart('logo.png', 'image/png', PNG);
    const res = await t.app.inject({ method: 'POST', url: '/api/files', headers: { ...m.headers, 'api-token': token }, payload: m.body });
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json().url;
    const mine = await t.app.inject({ method: 'GET', url, headers: { 'api-token': token } });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    expect((await t.app.inject({ method: 'GET', url, headers: { 'api-token': other } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses a type outside the list and a file whose bytes do not match its type', async () => {
    for (const [name, type, bytes] of [
      ['run.exe', 'application/x-msdownload', Buffer.from('MZ')],
      ['fake.png', 'image/png', Buffer.from('not a png at all')],
    ] as const) {
      const m = multipart(name, type, bytes);
      const res = await t.app.inject({ method: 'POST', url: '/api/files', headers: { ...m.headers, 'api-token': token }, payload: m.body });
      expect(res.statusCode).toBe(422);
      expect(res.json().violations[0].propertyPath).toBe('file');
    }
  });

  it('answers 400, not 500, to a multipart body whose boundary is not the one its header announces', async () => {
    const m = multipart('logo.png', 'image/png', PNG);
    const res = await t.app.inject({ method: 'POST', url: '/api/files', headers: { 'content-type': 'multipart/form-data; boundary=----another', 'api-token': token }, payload: m.body });
    expect(res.statusCode, res.body).toBe(400);
  });

  it('refuses a file over the size limit with 413 and keeps nothing', async () => {
    const small = await createTestApp({ env: { MAX_UPLOAD_BYTES: '1024' } });
    try {
      const tok = await small.login();
      // The demo data stores pictures of its own: nothing may be added to them.
      const pngs = () => fs.readdirSync(path.join(small.dataDir, 'files'), { recursive: true }).filter((f) => String(f).endsWith('.png')).sort();
      const before = pngs();
      const m = multipart('big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(4096)]));
      const res = await small.app.inject({ method: 'POST', url: '/api/files', headers: { ...m.headers, 'api-token': tok }, payload: m.body });
      expect(res.statusCode).toBe(413);
      expect(pngs()).toEqual(before);
    } finally {
      await small.close();
    }
  });
});

describe('jobs', () => {
  it('runs a job once, retries a failing one with backoff, and gives up after its attempts', async () => {
    const queue = new JobQueue(t.database);
    const seen: number[] = [];
    let failures = 0;
    queue.work('teste', async (job) => {
      seen.push(job.id);
      if ((job.data as { fail?: boolean }).fail) {
        failures++;
        throw new Error('falhou');
      }
      return { ok: true };
    });
    const ok = await queue.send('teste', { n: 1 });
    const bad = await queue.send('teste', { fail: true }, { maxAttempts: 2 });
    await queue.runOnce();
    expect((await queue.get(ok))!.state).toBe('completed');
    expect((await queue.get(ok))!.result).toEqual({ ok: true });
    const retry = (await queue.get(bad))!;
    expect(retry.state).toBe('created');
    expect(retry.lastError).toBe('falhou');
    expect(new Date(retry.runAt).getTime()).toBeGreaterThan(Date.now());
    await queue.runOnce();
    expect(failures).toBe(1); // not due yet
    await t.database.db.execute(sql`update jobs set run_at = now() where id = ${bad}`);
    await queue.runOnce();
    expect((await queue.get(bad))!.state).toBe('failed');
    expect(seen.filter((id) => id === ok)).toHaveLength(1);
    expect(backoffSeconds(1)).toBe(2);
    expect(backoffSeconds(20)).toBe(600);
  });

  it('hands each job to one worker only when several claim at once', async () => {
    const a = new JobQueue(t.database);
    const b = new JobQueue(t.database);
    const runs: string[] = [];
    a.work('paralelo', async (job) => void runs.push(`a${job.id}`));
    b.work('paralelo', async (job) => void runs.push(`b${job.id}`));
    for (let i = 0; i < 10; i++) await a.send('paralelo', { i });
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    while ((await a.runOnce()) + (await b.runOnce()) > 0);
    const ids = runs.map((r) => r.slice(1));
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
  });

  it('notifies the user who asked for a job when it finishes, and when it fails for good', async () => {
    const { registerJobHandlers } = await import('../src/jobs.ts');
    const queue = new JobQueue(t.database);
    registerJobHandlers(queue, { database: t.database, settings: t.settings, storage: new LocalFileStorage(t.dataDir) });
    queue.work('relatorio', async (job) => {
      if ((job.data as { fail?: boolean }).fail) throw new Error('sem dados');
      return { linhas: 3 };
    });
    const me = (await t.call('GET', '/api/users/me', { token })).json();
    const before = (await t.call('GET', '/api/notifications?read=false', { token })).json()['hydra:totalItems'];
    await queue.send('relatorio', { notify: { title: 'Relatório de vendas', link: '/home' } }, { company: me.company, createdBy: me.id });
    await queue.send('relatorio', { fail: true, notify: { title: 'Relatório de estoque' } }, { company: me.company, createdBy: me.id, maxAttempts: 1 });
    // A notice in words of the catalogue: stored in pt-BR, read in the reader's language.
    const mrp = { key: 'notify_mrp', params: { name: 'Semana 48' } };
    await queue.send('relatorio', { notify: { message: mrp } }, { company: me.company, createdBy: me.id });
    await queue.send('relatorio', { fail: true, notify: { message: mrp } }, { company: me.company, createdBy: me.id, maxAttempts: 1 });
    while ((await queue.runOnce()) > 0);
    const unread = (await t.call('GET', '/api/notifications?read=false&order[id]=desc', { token })).json();
    expect(unread['hydra:totalItems']).toBe(before + 4);
    const rows = unread['hydra:member'] as { title: string; body: string; message: NotificationMessage | null }[];
    expect(rows.map((n) => n.title)).toEqual(
      expect.arrayContaining(['Relatório de vendas', 'Falhou: Relatório de estoque', 'Cálculo do MRP: Semana 48', 'Falhou: Cálculo do MRP: Semana 48']),
    );
    const failed = rows.find((n) => n.title === 'Falhou: Cálculo do MRP: Semana 48')!;
    expect(failed.body).toBe('Não foi possível concluir: sem dados. Tente de novo ou fale com o suporte.');
    expect(notificationText(failed.message!.title, 'en-US')).toBe('Failed: MRP calculation: Semana 48');
    expect(notificationText(failed.message!.body!, 'es')).toBe('No se pudo completar: sem dados. Inténtelo de nuevo o contacte con soporte.');
    const done = rows.find((n) => n.title === 'Cálculo do MRP: Semana 48')!;
    expect([notificationText(done.message!.title, 'es'), notificationText(done.message!.body!, 'en-US')]).toEqual(['Cálculo del MRP: Semana 48', 'Done.']);
  });

  it('shows a job to its creator with its progress, lets the creator cancel it while it runs, and hides it from others', async () => {
    const me = (await t.call('GET', '/api/users/me', { token })).json();
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const id = await t.jobs.send('longo', {}, { company: me.company, createdBy: me.id, permission: 'pedido_vendas' });
    const worker = new JobQueue(t.database, { progressEveryMs: 0 });
    // A job that reports progress step by step until it is told to stop, as an optimization does.
    worker.work('longo', async (_job, ctx) => {
      for (let step = 1; ; step++) {
        await ctx.progress(Math.min(step, 99), { passo: step });
        if (step === 2) started();
        await new Promise((r) => setTimeout(r, 20));
        ctx.throwIfCancelled();
      }
    });
    const run = worker.runOnce();
    await running;
    const seen = await t.call('GET', `/api/jobs/${id}`, { token });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ '@type': 'Job', state: 'active', queue: 'longo' });
    expect(seen.json().progress).toBeGreaterThanOrEqual(1);
    expect(seen.json().detail.passo).toBeGreaterThanOrEqual(1);

    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    expect((await t.call('GET', `/api/jobs/${id}`, { token: other })).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/jobs/${id}/cancelar`, { token: other, body: {} })).statusCode).toBe(404);

    const cancel = await t.call('PUT', `/api/jobs/${id}/cancelar`, { token, body: {} });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().cancelRequested).toBe(true);
    await run; // the worker notices the request at its next progress write and stops the handler
    const after = (await t.call('GET', `/api/jobs/${id}`, { token })).json();
    expect(after.state).toBe('cancelled');
    expect(after.result).toBeNull();
  });

  it('cancels a waiting job at once, and puts a running job back in the queue when its worker stops', async () => {
    const queue = new JobQueue(t.database, { pollMs: 10 });
    const waiting = await queue.send('parado', {});
    expect(await queue.cancel(waiting)).toBe('cancelled');
    let calls = 0;
    queue.work('parado', async () => void calls++);
    await queue.runOnce();
    expect(calls).toBe(0);

    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    queue.work('interrompido', async (_job, ctx) => {
      entered();
      await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve()));
      throw new JobCancelled(ctx.signal.reason);
    });
    const id = await queue.send('interrompido', {});
    queue.start();
    await inside;
    await queue.stop();
    const job = (await queue.get(id))!;
    expect(job.state).toBe('created');
    expect(job.attempts).toBe(0);
  });

  it('sends e-mail through the outbox folder by default', async () => {
    const { registerJobHandlers } = await import('../src/jobs.ts');
    const queue = new JobQueue(t.database);
    registerJobHandlers(queue, { database: t.database, settings: t.settings, storage: new LocalFileStorage(t.dataDir) });
    await queue.send('email', { to: 'cliente@exemplo.com.br', subject: 'Teste', text: 'Olá' });
    await queue.runOnce();
    const files = fs.readdirSync(path.join(t.dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(fs.readFileSync(path.join(t.dataDir, 'outbox', files[0]), 'utf8')).toContain('Subject: Teste');
  });
});

describe('embedded database', () => {
  it('keeps the data across a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-pglite-'));
    try {
      const first = await connect({ dataDir: dir });
      await prepareDatabase(first);
      await seedDemo(first, new LocalFileStorage(path.join(dir, 'files')));
      await first.close();
      const second = await connect({ dataDir: dir });
      await prepareDatabase(second);
      expect(await seedDemo(second, new LocalFileStorage(path.join(dir, 'files')))).toBe(false);
      const rows = await second.rows<{ username: string }>(sql`select username from users order by id`);
      expect(rows.map((r) => r.username)).toEqual([DEMO.user.username, DEMO.seller.username, DEMO.otherUser.username]);
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // Two starts and the whole demo seed on the embedded database (its invoices signed and checked): beside the
    // other test files on two cores this takes more than the default minute.
  }, 240_000);
});
