/** Shared by the fiscal and financial tests. */
import type { TestApp } from './helpers.ts';

/** Runs the queued jobs (and those they queue) until none is ready. */
export async function runJobs(t: TestApp, rounds = 20): Promise<void> {
  for (let i = 0; i < rounds && (await t.jobs.runOnce()) > 0; i++);
}

/** A multipart body with the files in the field `files`, as the upload screen sends them. */
export function multipart(files: { name: string; bytes: Buffer | Uint8Array; type?: string }[], field = 'files') {
  const boundary = '----nfe' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    ...files.flatMap((f) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'text/xml'}\r\n\r\n`),
      Buffer.from(f.bytes),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
