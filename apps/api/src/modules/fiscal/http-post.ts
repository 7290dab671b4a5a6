import http from 'node:http';
import https from 'node:https';

/** One POST of a web-service call (GNRE, SEFAZ): the status and the body as text; a network failure or the timeout rejects. */
export function post(url: string, body: string, headers: Record<string, string>, agent: http.Agent | undefined, timeoutMs: number): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const req = client.request(target, { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) }, agent, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}
