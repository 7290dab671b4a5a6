import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, StatusPedido } from '@backoffice/domain';
import { createTestApp, type TestApp } from './helpers.ts';
import { demoCompanyId, ensureClients, generateOrders } from '../src/seed/orders.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const company = (await demoCompanyId(t.database.db))!;
  await ensureClients(t.database.db, company, 10);
  await generateOrders(t.database.db, { company, count: 120 });
  token = await t.login();
}, 120_000);
afterAll(() => t.close());

/**
 * A CSV file read as Excel reads it on a double click: UTF-8 only with a BOM, records split on CRLF
 * outside quotes, cells split on the separator outside quotes, "" inside quotes is one quote.
 */
function readAsExcel(body: string, separator: string): { bom: boolean; rows: string[][] } {
  const bom = body.startsWith('\uFEFF');
  const text = bom ? body.slice(1) : body;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    endCell();
    rows.push(row);
  }
  return { bom, rows };
}

/** Excel pt-BR reads '1234,56' as the number 1234.56 and 'DD/MM/YYYY' as a date. */
const excelNumber = (cell: string) => (/^-?\d+(,\d+)?$/.test(cell) ? Number(cell.replace(',', '.')) : NaN);

const csv = (url: string, language = 'pt-BR') => t.call('GET', url, { token, headers: { accept: 'text/csv', 'accept-language': language } });

const ORDER_COLUMNS = ['CodPedido', 'DtEmissao', 'DtEntrega', 'Cliente', 'NrDocumento', 'StatusPedido', 'VlTotal'];
const ORDER_LABELS = ['Pedido', 'Emissão', 'Entrega', 'Cliente; nome', 'CPF/CNPJ', 'Situação', 'Valor total'];
const ordersQuery = () => {
  const q = new URLSearchParams({ 'order[DtEmissao]': 'desc' });
  ORDER_COLUMNS.forEach((c, i) => {
    q.append('columns[]', c);
    q.append(`labels[${c}]`, ORDER_LABELS[i]);
  });
  return q.toString();
};

describe('CSV export for Excel', () => {
  it('exporta os pedidos como o Excel pt-BR abre: ;, BOM, CRLF, rótulos da tela, vírgula decimal, DD/MM/AAAA', async () => {
    const res = await csv(`/api/pedido_vendas.csv?${ordersQuery()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.body.replace(/"[^"]*"/g, '').split('\n').slice(0, -1).every((line) => line.endsWith('\r'))).toBe(true);
    const { bom, rows } = readAsExcel(res.body, ';');
    expect(bom).toBe(true);
    // Only the columns asked, in their order, under the labels sent (a label with the separator is quoted).
    expect(rows[0]).toEqual(ORDER_LABELS);
    expect(res.body).toContain('"Cliente; nome"');
    const json = (await t.call('GET', '/api/pedido_vendas?order[DtEmissao]=desc&pagination=false', { token })).json();
    const members = json['hydra:member'] as Record<string, string | number | null>[];
    expect(rows.length - 1).toBe(json['hydra:totalItems']);
    for (const [i, member] of members.slice(0, 40).entries()) {
      const [cod, emissao, entrega, cliente, documento, status, total] = rows[i + 1];
      expect(Number(cod)).toBe(member.CodPedido);
      expect(excelNumber(total)).toBeCloseTo(Number(member.VlTotal), 2);
      expect(total).toBe(String(member.VlTotal).replace('.', ','));
      // The instant in the app's time zone, as the screen shows it, to the second.
      expect(emissao).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
      expect(emissao.slice(0, 10)).toBe(formatDate(String(member.DtEmissao), 'pt-BR'));
      expect(entrega).toBe(member.DtEntrega ? formatDate(String(member.DtEntrega), 'pt-BR') : '');
      expect(cliente).toBe(member.Cliente);
      expect(documento).toMatch(/^(\d{3}\.\d{3}\.\d{3}-\d{2}|[\dA-Z]{2}\.[\dA-Z]{3}\.[\dA-Z]{3}\/[\dA-Z]{4}-\d{2})$/);
      expect(documento.replace(/\D/g, '')).toBe(String(member.NrDocumento).replace(/\D/g, ''));
      expect(status).toBe(StatusPedido.label(String(member.StatusPedido), 'pt-BR'));
    }
  });

  it('segue o idioma: Sim/Não, Yes/No, Sí/No; en-US com vírgula e ponto decimal', async () => {
    const query = 'order[name]=asc&columns[]=name&columns[]=enable&columns[]=document&labels[]=Nome&labels[]=Ativo&labels[]=Documento';
    const pt = readAsExcel((await csv(`/api/vw_clientes.csv?${query}`)).body, ';');
    expect(pt.rows[0]).toEqual(['Nome', 'Ativo', 'Documento']);
    expect(new Set(pt.rows.slice(1).map((r) => r[1]))).toContain('Sim');
    expect(pt.rows.slice(1).every((r) => r[1] === 'Sim' || r[1] === 'Não')).toBe(true);
    const es = readAsExcel((await csv(`/api/vw_clientes.csv?${query}`, 'es')).body, ';');
    expect(es.rows.slice(1).every((r) => r[1] === 'Sí' || r[1] === 'No')).toBe(true);
    const en = await csv(`/api/vw_clientes.csv?${query}`, 'en-US');
    const enRows = readAsExcel(en.body, ',').rows;
    expect(enRows[0]).toEqual(['Nome', 'Ativo', 'Documento']);
    expect(enRows.slice(1).every((r) => r.length === 3 && (r[1] === 'Yes' || r[1] === 'No'))).toBe(true);
    const orders = readAsExcel((await csv('/api/pedido_vendas.csv?columns[]=VlTotal&columns[]=DtEntrega', 'en-US')).body, ',').rows;
    expect(orders.slice(1).every(([total, entrega]) => /^\d+\.\d{2}$/.test(total) && /^(\d{2}\/\d{2}\/\d{4})?$/.test(entrega))).toBe(true);
  });

  it('recusa uma coluna desconhecida com 422 em columns[], no idioma do usuário, e diz qual e quais há', async () => {
    const res = await csv('/api/pedido_vendas.csv?columns[]=VlTotal&columns[]=Senha');
    expect(res.statusCode).toBe(422);
    const [v] = res.json().violations;
    expect(v.propertyPath).toBe('columns[]');
    expect(v.message).toMatch(/^Coluna desconhecida na exportação: Senha\. As colunas são: .*\bVlTotal\b/);
    expect(v.message).not.toMatch(/ClienteBusca/);
    const en = await csv('/api/pedido_vendas.csv?columns[]=Senha&columns[]=Login', 'en-US');
    expect(en.json().violations[0].message).toMatch(/^Unknown column in the export: Senha, Login\. The columns are: .*\bCodPedido\b/);
    // A search copy is not a column of the answers either.
    const search = await csv('/api/pedido_vendas.csv?columns[]=ClienteBusca');
    expect(search.statusCode).toBe(422);
    expect(search.json().violations[0]).toMatchObject({ propertyPath: 'columns[]', message: expect.stringMatching(/^Coluna desconhecida na exportação: ClienteBusca\./) });
  });

  it('raw=1 mantém o CSV para programas: vírgula, sem BOM, nomes dos campos, datas ISO, ponto decimal', async () => {
    const res = await csv('/api/pedido_vendas.csv?raw=1&columns[]=VlTotal&order[DtEmissao]=desc');
    expect(res.statusCode).toBe(200);
    const { bom, rows } = readAsExcel(res.body, ',');
    expect(bom).toBe(false);
    // Every field, under its name (columns[] is for spreadsheets).
    expect(rows[0]).toContain('CodPedido');
    expect(rows[0]).toContain('DtEmissao');
    const at = (name: string) => rows[0].indexOf(name);
    expect(rows[1][at('DtEmissao')]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(rows[1][at('VlTotal')]).toMatch(/^\d+\.\d{2}$/);
    expect(rows[1][at('StatusPedido')]).toMatch(/^[A-Z]$/);
  });
});
