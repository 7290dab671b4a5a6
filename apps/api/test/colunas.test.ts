import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { demoPdf, demoPng } from '../src/modules/catalogo/colunas.seed.ts';

let t: TestApp;
let admin: string;
let seller: string;
let other: string;
let company: number;
let produto: number;

const PNG = demoPng(8, [200, 30, 30]);
const PDF = demoPdf('Ficha');

function multipart(filename: string, type: string, bytes: Buffer) {
  const boundary = '----bo' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(token: string, coluna: number, entidade: number, name: string, type: string, bytes: Buffer) {
  const m = multipart(name, type, bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/colunas_valores/arquivo?colunas=${coluna}&idEntidadeOrigem=${entidade}`,
    headers: { ...m.headers, 'api-token': token, accept: 'application/ld+json' },
    payload: m.body,
  });
}

const members = (res: { json(): any }) => res.json()['hydra:member'] as Array<Record<string, any>>;

async function newColumn(body: Record<string, unknown>, token = admin) {
  return t.call('POST', '/api/colunas', { token, body });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
  other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  const [row] = await t.database.rows<{ id: number }>(sql`select id_produto as id from produtos where company_id = ${company} order by id_produto desc limit 1`);
  produto = Number(row.id);
});
afterAll(() => t.close());

describe('colunas', () => {
  it("recusa o padrão 'abc' de uma coluna Number com a mensagem em ValorDefault (pt-BR, en-US, es)", async () => {
    for (const [locale, message] of [
      ['pt-BR', 'O valor não condiz com o tipo selecionado'],
      ['en-US', 'The value does not match the selected type'],
      ['es', 'El valor no corresponde al tipo seleccionado'],
    ]) {
      const res = await t.call('POST', '/api/colunas', {
        token: admin,
        body: { NmColuna: 'Largura', TpColuna: 'Number', ValorDefault: 'abc', NmEntidadeOrigem: 'Produto' },
        headers: { 'accept-language': locale },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().violations).toEqual([expect.objectContaining({ propertyPath: 'ValorDefault', message })]);
    }
    const ok = await newColumn({ NmColuna: 'Largura', TpColuna: 'Number', ValorDefault: '1.234,5' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ NmColuna: 'Largura', TpColuna: 'Number', ValorDefault: '1234.5', NmEntidadeOrigem: 'Produto' });
    // The same name again for the same entity is taken.
    expect((await newColumn({ NmColuna: 'largura', TpColuna: 'Text' })).json().violations[0]).toMatchObject({ propertyPath: 'NmColuna' });
    // Editing the type keeps the default in check.
    const id = ok.json().Id;
    const edit = await t.call('PUT', `/api/colunas/${id}`, { token: admin, body: { NmColuna: 'Largura (mm)', ValorDefault: 'larga' } });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().violations[0]).toMatchObject({ propertyPath: 'ValorDefault', message: 'O valor não condiz com o tipo selecionado' });
    expect((await t.call('PUT', `/api/colunas/${id}`, { token: admin, body: { NmColuna: 'Largura (mm)', ValorDefault: '10' } })).statusCode).toBe(200);
  });

  it('valores: POST, PUT e DELETE conferem o tipo; uma coluna com valores não muda de tipo; a lista mostra e filtra', async () => {
    const col = (await newColumn({ NmColuna: 'Acabamento', TpColuna: 'Text' })).json();
    const num = (await newColumn({ NmColuna: 'Espessura', TpColuna: 'Number', ValorDefault: '2' })).json();
    const bad = await t.call('POST', '/api/colunas_valores', { token: admin, body: { colunas: num.Id, idEntidadeOrigem: produto, valor: 'fina' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations[0]).toMatchObject({ propertyPath: 'valor', message: 'O valor não condiz com o tipo selecionado' });
    const created = await t.call('POST', '/api/colunas_valores', { token: admin, body: { colunas: col.Id, idEntidadeOrigem: produto, valor: 'Fosco acetinado' } });
    expect(created.statusCode, created.body).toBe(201);
    const value = created.json();
    expect(value).toMatchObject({ colunas: col.Id, idEntidadeOrigem: produto, valor: 'Fosco acetinado' });
    // One value per column and record.
    expect((await t.call('POST', '/api/colunas_valores', { token: admin, body: { colunas: col.Id, idEntidadeOrigem: produto, valor: 'x' } })).statusCode).toBe(422);
    // A product of no company of the user is refused on idEntidadeOrigem.
    const foreign = await t.call('POST', '/api/colunas_valores', { token: admin, body: { colunas: col.Id, idEntidadeOrigem: 999999, valor: 'x' } });
    expect(foreign.json().violations[0]).toMatchObject({ propertyPath: 'idEntidadeOrigem' });
    expect((await t.call('POST', '/api/colunas_valores', { token: admin, body: { colunas: num.Id, idEntidadeOrigem: produto, valor: '3,25' } })).json().valor).toBe('3.25');

    // The product's extra columns: its values and the defaults of the others.
    const extra = members(await t.call('GET', `/api/produtos/colunas?idEntidadeOrigem=${produto}&pagination=false`, { token: admin }));
    expect(extra.find((c) => c.idColuna === col.Id)).toMatchObject({ nmColuna: 'Acabamento', tpColuna: 'Text', valor: 'Fosco acetinado', idColunasValores: value.IdColunasValores, nmEntidadeOrigem: 'Produto', idEntidadeOrigem: produto });
    expect(extra.find((c) => c.nmColuna === 'Comprimento (mm)')).toMatchObject({ valor: '0', idColunasValores: null });
    const byEntity = members(await t.call('GET', `/api/colunas_valores/entidades?NmEntidadeOrigem=Produto&idEntidadeOrigem=${produto}`, { token: admin }));
    expect(byEntity.map((v) => v.NmColuna).sort()).toEqual(['Acabamento', 'Espessura']);

    // The products list shows the extra columns and filters by them (contains, accent-blind; empty: has a value).
    const list = await t.call('GET', `/api/produtos/lista?coluna[${col.Id}]=ACETINADO`, { token: admin });
    expect(list.statusCode, list.body).toBe(200);
    expect(members(list).map((p) => p.IdProduto)).toEqual([produto]);
    expect(members(list)[0].colunas).toMatchObject({ [col.Id]: 'Fosco acetinado', [num.Id]: '3.25' });
    expect(members(await t.call('GET', `/api/produtos/lista?coluna[${col.Id}]=`, { token: admin })).length).toBe(1);
    expect(members(await t.call('GET', `/api/produtos/lista?coluna[${col.Id}]=brilhante`, { token: admin })).length).toBe(0);
    const both = await t.call('GET', `/api/produtos/lista?coluna[${col.Id}]=fosco&coluna[${num.Id}]=3.2`, { token: admin });
    expect(members(both).length).toBe(1);
    const cor = members(await t.call('GET', '/api/colunas_perfil?NmColuna=Cor', { token: admin }))[0];
    const azul = members(await t.call('GET', `/api/produtos/lista?coluna[${cor.Id}]=azul&itemsPerPage=100`, { token: admin }));
    expect(azul.length).toBeGreaterThan(0);
    expect(azul.every((p) => p.colunas[cor.Id] === 'Azul')).toBe(true);
    const badKey = await t.call('GET', '/api/produtos/lista?coluna[abc]=x', { token: admin });
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json().violations).toEqual([{ propertyPath: 'coluna[abc]', message: 'Filtro inválido: informe o número da coluna, coluna[<número>]=texto' }]);
    const badKeyEn = await t.call('GET', '/api/produtos/lista?coluna[abc]=x', { token: admin, headers: { 'accept-language': 'en-US' } });
    expect(badKeyEn.json().violations).toEqual([{ propertyPath: 'coluna[abc]', message: 'Invalid filter: enter the column number, coluna[<number>]=text' }]);

    // A column with values keeps its type.
    const retype = await t.call('PUT', `/api/colunas/${num.Id}`, { token: admin, body: { TpColuna: 'Text' } });
    expect(retype.json().violations[0]).toMatchObject({ propertyPath: 'TpColuna' });
    expect((await t.call('PUT', `/api/colunas_valores/${value.IdColunasValores}`, { token: admin, body: { valor: 'Brilho' } })).json().valor).toBe('Brilho');
    expect((await t.call('DELETE', `/api/colunas_valores/${value.IdColunasValores}`, { token: admin })).statusCode).toBe(204);
    expect((await t.call('GET', `/api/colunas_valores/${value.IdColunasValores}`, { token: admin })).statusCode).toBe(404);
  });

  it('POST /produtos/adicional dá ao produto a coluna (o padrão, um valor, ou um valor existente)', async () => {
    const col = (await newColumn({ NmColuna: 'Linha', TpColuna: 'Text', ValorDefault: 'Standard' })).json();
    const res = await t.call('POST', '/api/produtos/adicional', { token: admin, body: { colunasValoresId: null, colunaId: col.Id, idEntidadeOrigem: produto } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ idColuna: col.Id, nmColuna: 'Linha', valor: 'Standard', idEntidadeOrigem: produto, nmEntidadeOrigem: 'Produto' });
    expect(res.json().idColunasValores).toBeGreaterThan(0);
    const again = await t.call('POST', '/api/produtos/adicional', { token: admin, body: { colunasValoresId: res.json().idColunasValores, colunaId: col.Id, idEntidadeOrigem: produto, valor: 'Premium' } });
    expect(again.json()).toMatchObject({ valor: 'Premium', idColunasValores: res.json().idColunasValores });
  });

  it('um valor Image enviado volta idêntico, com o tipo certo; a coluna recusa o que não é do seu tipo', async () => {
    const foto = members(await t.call('GET', '/api/colunas_perfil?NmColuna=Foto da embalagem', { token: admin }))[0];
    const ficha = members(await t.call('GET', '/api/colunas_perfil?NmColuna=Ficha técnica', { token: admin }))[0];
    const res = await upload(admin, foto.Id, produto, 'caixa.png', 'image/png', PNG);
    expect(res.statusCode, res.body).toBe(201);
    const value = res.json();
    expect(value).toMatchObject({ colunas: foto.Id, idEntidadeOrigem: produto, arquivo: { name: 'caixa.png', mimeType: 'image/png', size: PNG.length } });
    expect(value.valor).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const back = await t.app.inject({ method: 'GET', url: `/api/colunas_valores/${value.IdColunasValores}/arquivo`, headers: { 'api-token': admin } });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.rawPayload.equals(PNG)).toBe(true);
    const attachment = await t.app.inject({ method: 'GET', url: `/api/colunas_valores/${value.IdColunasValores}/arquivo?download=1`, headers: { 'api-token': admin } });
    expect(attachment.headers['content-disposition']).toMatch(/^attachment; filename="caixa.png"/);
    // The salesperson reads it too (produtos:read).
    expect((await t.app.inject({ method: 'GET', url: `/api/colunas_valores/${value.IdColunasValores}/arquivo`, headers: { 'api-token': seller } })).statusCode).toBe(200);
    const extra = members(await t.call('GET', `/api/produtos/colunas?idEntidadeOrigem=${produto}&idColuna=${foto.Id}`, { token: admin }))[0];
    expect(extra).toMatchObject({ valor: value.valor, nmArquivo: 'caixa.png', tpArquivo: 'image/png', idColunasValores: value.IdColunasValores });

    // A second upload replaces the value.
    const pdf = await upload(admin, ficha.Id, produto, 'ficha.pdf', 'application/pdf', PDF);
    expect(pdf.statusCode, pdf.body).toBe(201);
    const pdfBack = await t.app.inject({ method: 'GET', url: `/api/colunas_valores/${pdf.json().IdColunasValores}/arquivo`, headers: { 'api-token': admin } });
    expect(pdfBack.headers['content-type']).toBe('application/pdf');
    expect(pdfBack.rawPayload.equals(PDF)).toBe(true);

    const files = async () => Number((await t.database.rows<{ n: number }>(sql`select count(*)::int as n from files`))[0].n);
    const before = await files();
    for (const [coluna, name, type, bytes] of [
      [foto.Id, 'falsa.png', 'image/png', PDF], // a .png with PDF bytes
      [foto.Id, 'ficha.pdf', 'application/pdf', PDF], // a PDF for an image column
      [ficha.Id, 'caixa.png', 'image/png', PNG], // an image for a PDF column
      [foto.Id, 'caixa.pdf', 'image/png', PNG], // the extension says otherwise
    ] as const) {
      const refused = await upload(admin, coluna, produto, name, type, bytes);
      expect(refused.statusCode, `${name} ${type}`).toBe(422);
      expect(refused.json().violations[0].propertyPath).toBe('file');
    }
    expect(await files()).toBe(before);
    // A text value naming a file is checked too: a PDF file is not an image.
    const wrong = await t.call('PUT', `/api/colunas_valores/${value.IdColunasValores}`, { token: admin, body: { valor: pdf.json().valor } });
    expect(wrong.json().violations[0]).toMatchObject({ propertyPath: 'valor', message: 'O valor não condiz com o tipo selecionado' });
    const text = members(await t.call('GET', '/api/colunas_perfil?NmColuna=Cor', { token: admin }))[0];
    const notFile = await upload(admin, text.Id, produto, 'caixa.png', 'image/png', PNG);
    expect(notFile.statusCode).toBe(422);
  });

  it('o usuário de outra empresa não vê colunas nem valores; o vendedor lê e não altera', async () => {
    const mine = members(await t.call('GET', '/api/colunas_perfil?pagination=false', { token: admin }));
    expect(mine.map((c) => c.NmColuna)).toEqual(expect.arrayContaining(['Cor', 'Comprimento (mm)', 'Ficha técnica', 'Foto da embalagem']));
    const theirs = members(await t.call('GET', '/api/colunas_perfil?pagination=false', { token: other }));
    expect(theirs.map((c) => c.NmColuna)).toEqual(['Referência do fornecedor']);
    expect(members(await t.call('GET', '/api/colunas_valores?pagination=false', { token: other }))).toEqual([]);
    expect(members(await t.call('GET', '/api/colunas_valores/entidades?pagination=false', { token: other }))).toEqual([]);
    expect(members(await t.call('GET', `/api/produtos/colunas?idEntidadeOrigem=${produto}`, { token: other }))).toEqual([]);
    expect((await t.call('GET', `/api/colunas/${mine[0].Id}`, { token: other })).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/colunas/${mine[0].Id}`, { token: other, body: { NmColuna: 'x' } })).statusCode).toBe(404);
    const value = members(await t.call('GET', '/api/colunas_valores/entidades?TpColuna=Image&itemsPerPage=1', { token: admin }))[0];
    expect((await t.app.inject({ method: 'GET', url: `/api/colunas_valores/${value.IdColunasValores}/arquivo`, headers: { 'api-token': other } })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/colunas_valores/${value.IdColunasValores}`, { token: other })).statusCode).toBe(404);
    expect((await upload(other, mine[0].Id, produto, 'caixa.png', 'image/png', PNG)).statusCode).toBe(404);
    // Their own column cannot take a value for our product either.
    const ref = theirs[0];
    expect((await t.call('POST', '/api/colunas_valores', { token: other, body: { colunas: ref.Id, idEntidadeOrigem: produto, valor: 'x' } })).json().violations[0]).toMatchObject({
      propertyPath: 'idEntidadeOrigem',
    });

    expect(members(await t.call('GET', '/api/colunas_perfil', { token: seller })).length).toBeGreaterThanOrEqual(4);
    expect((await newColumn({ NmColuna: 'Do vendedor', TpColuna: 'Text' }, seller)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/colunas_valores', { token: seller, body: { colunas: mine[0].Id, idEntidadeOrigem: produto, valor: '1' } })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/colunas_valores/${value.IdColunasValores}`, { token: seller })).statusCode).toBe(403);
    expect((await upload(seller, mine[0].Id, produto, 'caixa.png', 'image/png', PNG)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/produtos/adicional', { token: seller, body: { colunaId: mine[0].Id, idEntidadeOrigem: produto } })).statusCode).toBe(403);
  });

  it('a demonstração tem colunas com valores, e os arquivos dela abrem como PDF e PNG', async () => {
    const values = members(await t.call('GET', '/api/colunas_valores/entidades?NmEntidadeOrigem=Produto&pagination=false', { token: admin }));
    const by = (name: string) => values.filter((v) => v.NmColuna === name);
    expect(by('Cor').length).toBeGreaterThanOrEqual(20);
    expect(by('Comprimento (mm)').length).toBeGreaterThanOrEqual(10);
    expect(by('Ficha técnica').length).toBeGreaterThanOrEqual(3);
    const img = await t.app.inject({ method: 'GET', url: `/api/colunas_valores/${by('Foto da embalagem')[0].IdColunasValores}/arquivo`, headers: { 'api-token': admin } });
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47');
    const pdf = await t.app.inject({ method: 'GET', url: `/api/colunas_valores/${by('Ficha técnica')[0].IdColunasValores}/arquivo`, headers: { 'api-token': admin } });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
