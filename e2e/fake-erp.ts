import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local ERP for the browser flows, speaking the format of apps/api/src/modules/financeiro/erp.adapter.ts: the
 * receipts of the installments (GET /recebimentos?empresa=&desde=&pagina=, one page) and the payable titles
 * (POST /titulos, GET /titulos/{id}). A flow says which receipts the ERP has with PUT /__e2e/recebimentos.
 */
export const FAKE_ERP_TOKEN = 'e2e-erp';

export async function startFakeErp(): Promise<{ url: string; close(): Promise<void> }> {
  let receipts: unknown[] = [];
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://erp');
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (url.pathname === '/__e2e/recebimentos' && req.method === 'PUT') {
      receipts = JSON.parse(raw || '[]') as unknown[];
      return json(204, null);
    }
    if (req.headers.authorization !== `Bearer ${FAKE_ERP_TOKEN}`) return json(401, { erro: 'token inválido' });
    if (url.pathname === '/recebimentos' && req.method === 'GET') {
      return url.searchParams.get('pagina') === '1' ? json(200, { recebimentos: receipts, proximaPagina: null, total: receipts.length }) : json(404, { erro: 'página inexistente' });
    }
    if (url.pathname === '/titulos' && req.method === 'POST') {
      const body = JSON.parse(raw || '{}') as { numero?: string };
      return json(201, { id: `ERP-${body.numero ?? ''}`, status: 'pendente' });
    }
    const titulo = /^\/titulos\/(.+)$/.exec(url.pathname);
    if (titulo && req.method === 'GET') return json(200, { id: decodeURIComponent(titulo[1]), status: 'integrado' });
    return json(404, { erro: 'não encontrado' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
