import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { formatDate, isoDateIn } from '@backoffice/domain';
import { api, apiToken, baseUrl, browserAvailable, demoFlows, fieldError, members, shotsAtWidths, signIn, tableSettled } from '../browser.ts';

/** The second demo company's user: the certificate flow replaces that company's certificate, not the main one's. */
const OTHER = { username: 'outra', password: 'outra1234', holder: 'OUTRA EMPRESA LTDA' };

interface Previa {
  nNF: number;
  serie: number;
  itens: { IdItem: number; cProd: string; qCom: string }[];
  totais: { vNF: string };
}

/** A demo order with two or more items left to invoice (asked through the preview, which stores nothing). */
async function invoiceableOrder(token: string): Promise<{ id: number; previa: Previa }> {
  const orders = await members<{ CodPedido: number }>(await api('GET', '/vw_pedidos?StatusPedido=A&itemsPerPage=40&order[CodPedido]=desc', token));
  for (const { CodPedido } of orders) {
    const res = await api('POST', `/pedido_vendas/${CodPedido}/faturar/previa`, token, {});
    if (res.status !== 200) continue;
    const previa = (await res.json()) as Previa;
    if (previa.itens.length >= 2) return { id: CodPedido, previa };
  }
  throw new Error('no demo order with two items left to invoice');
}

/** An open order of the second company (whose demo orders are all invoiced) with two items of a product it stocks. */
async function otherCompanyOrder(token: string): Promise<number> {
  const tag = String(Date.now()).slice(-6);
  const unit = (await members<{ IdTipoMedida: number; CdSigla: string }>(await api('GET', '/tipo_medidas?pagination=false', token))).find((u) => u.CdSigla === 'UN')!;
  const [sector] = await members<{ IdSetor: number }>(await api('GET', '/setors?itemsPerPage=1', token));
  const [client] = await members<{ id: number }>(await api('GET', '/vw_clientes?itemsPerPage=1', token));
  const [operation] = await members<{ IdOperacao: number }>(await api('GET', '/operacao?NmOperacao=Venda de mercadoria&StAtivo=true', token));
  const created = await api('POST', '/produtos', token, { CdChamada: `PE${tag}`, NmProduto: `Trena ${tag}`, TpProduto: 'A', IdTipoMedida: unit.IdTipoMedida, CdNcm: '90178010', NrDiasValidade: 0, VlPesoBruto: '0.300', DsLocalizacao: 'A1' });
  expect(created.status, await created.clone().text()).toBe(201);
  const product = ((await created.json()) as { IdProduto: number }).IdProduto;
  expect((await api('POST', '/estoque_movimentos', token, { TpMovimento: 'E', IdProduto: product, IdSetor: sector.IdSetor, QtMovimento: '10' })).status).toBe(201);
  const quote = await api('POST', '/pedido_vendas/novo', token, { IdCliente: client.id, IdOperacao: operation.IdOperacao, DtEntrega: isoDateIn(new Date(Date.now() + 86400_000)) });
  expect(quote.status, await quote.clone().text()).toBe(201);
  const order = ((await quote.json()) as { CodPedido: number }).CodPedido;
  for (const qt of ['2', '3']) expect((await api('POST', '/pedido_venda_items', token, { CodPedido: order, IdProduto: product, QtPedida: qt, VlUnitario: '12.50' })).status).toBe(201);
  const done = await api('PUT', `/pedido_vendas/${order}/finalizar-orcamento`, token, {});
  expect(done.status, await done.clone().text()).toBe(200);
  return order;
}

/** A PKCS#12 as a certifying authority sells it (RSA key, CN "NAME:CNPJ", 3DES) with its password. */
function makePfx(cnpj: string, senha: string, holder: string): Buffer {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }) as string) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = '0b' + crypto.randomBytes(6).toString('hex');
  cert.validity.notBefore = new Date(Date.now() - 86400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86400_000);
  const subject = [{ shortName: 'CN', value: `${holder}:${cnpj}` }, { shortName: 'O', value: 'ICP-Brasil' }, { shortName: 'C', value: 'BR' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(key, forge.md.sha256.create());
  return Buffer.from(forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(key, [cert], senha, { algorithm: '3des' })).getBytes(), 'binary');
}

/** Clicks a row action of the issued invoice and returns the file it downloads. */
async function download(page: Page, testId: string): Promise<Buffer> {
  const file = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  return fs.readFileSync((await (await file).path())!);
}

async function switchLanguage(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: from }).first().click();
  await page.getByRole('menuitem', { name: to }).click();
}

describe.skipIf(!browserAvailable)('emissão de NF-e no Chromium', () => {
  const flow = demoFlows();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nfe-e2e-'));

  flow(
    'fatura parte de um pedido com a prévia, vê a nota em Emitidas, baixa XML e DANFE e valida a carta de correção',
    async ({ page, shot }) => {
      const token = await apiToken();
      const { id, previa } = await invoiceableOrder(token);
      const first = previa.itens[0];
      await page.goto(`${baseUrl}/orcamentos/orcamento_detalhes/${id}`);
      await page.getByTestId('pedido-faturar').click();
      const dialog = page.getByRole('dialog', { name: `Faturar o pedido ${id}` });
      await dialog.getByTestId('faturar-parcial').click();
      // Only the first item, with what is left of it (the default).
      for (const other of previa.itens.slice(1)) await dialog.getByRole('checkbox', { name: `Faturar o item ${other.cProd}` }).uncheck();
      await shotsAtWidths(page, shot, 'faturar-itens');
      const asked = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/pedido_vendas/${id}/faturar/previa` && r.request().method() === 'POST' && (r.request().postData() ?? '').includes('itens'));
      await dialog.getByRole('button', { name: 'Pré-visualizar' }).click();
      const shown = (await (await asked).json()) as Previa;
      expect(shown.itens.map((i) => i.IdItem)).toEqual([first.IdItem]);
      const vNF = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(Number(shown.totais.vNF)).replace(/\u00a0/g, ' ');
      await dialog.getByTestId('faturar-previa-itens').waitFor();
      expect((await dialog.getByTestId('faturar-total-vNF').innerText()).replace(/\u00a0/g, ' ')).toBe(vNF);
      expect(await dialog.innerText()).toContain(`Prévia da NF-e nº ${shown.nNF} série ${shown.serie}`);
      await shotsAtWidths(page, shot, 'faturar-previa');

      await dialog.getByRole('button', { name: 'Emitir NF-e' }).click();
      const confirm = page.getByRole('dialog', { name: `Emitir a NF-e nº ${shown.nNF} série ${shown.serie}?` });
      expect(await confirm.innerText()).toContain('A nota será assinada e transmitida à SEFAZ');
      await shotsAtWidths(page, shot, 'faturar-confirmar');
      const issued = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/pedido_vendas/${id}/faturar` && r.request().method() === 'POST');
      await confirm.getByRole('button', { name: 'Emitir NF-e' }).click();
      const nfe = (await (await issued).json()) as { IdNfe: number; NrNota: number; NrChave: string; VlNota: string };
      expect(nfe.VlNota).toBe(shown.totais.vNF);
      const result = page.getByTestId('faturar-resultado');
      await result.waitFor();
      expect(await result.getByTestId('faturar-chave').innerText()).toBe(nfe.NrChave.match(/.{1,4}/g)!.join(' '));
      expect(await result.innerText()).toContain('Assinada');
      await shotsAtWidths(page, shot, 'faturar-resultado');
      await result.getByRole('button', { name: 'Fechar' }).click();

      // The invoice in the issued tab, with its files.
      await page.goto(`${baseUrl}/nfe`);
      await page.getByRole('tab', { name: 'Emitidas' }).click();
      await page.waitForURL(/aba=emitidas/);
      // In the issued tab's own table: for a moment the received tab's list (which also holds the company's own
      // invoices, imported) is still on the screen.
      const issuedTab = page.getByRole('tabpanel', { name: 'Emitidas' });
      await issuedTab.waitFor();
      await tableSettled(page);
      const row = issuedTab.getByRole('row').filter({ hasText: nfe.NrChave.match(/.{1,4}/g)!.join(' ') });
      await row.waitFor();
      // Signed at once, then sent to SEFAZ (the local simulator for the demo certificate) by a job.
      expect(await row.innerText()).toMatch(/Assinada|Transmitida|Autorizada/);
      expect(await row.innerText()).toContain(String(id));
      await shotsAtWidths(page, shot, 'nfe-emitidas');
      await row.getByTestId('nfe-emitida-acoes').click();
      const xml = (await download(page, 'nfe-acao-xml')).toString('utf8');
      expect(xml).toContain(`Id="NFe${nfe.NrChave}"`);
      await row.getByTestId('nfe-emitida-acoes').click();
      const pdf = await download(page, 'nfe-acao-danfe');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const pdfFile = path.join(tmp, 'danfe.pdf');
      fs.writeFileSync(pdfFile, pdf);
      const text = spawnSync('pdftotext', ['-layout', pdfFile, '-'], { encoding: 'utf8' });
      if (text.status === 0) expect(text.stdout.replace(/\s+/g, '')).toContain(nfe.NrChave.match(/.{1,4}/g)!.join(''));

      // The correction letter asks for 15 characters at least, counts them and shows the conditions of use.
      await row.getByTestId('nfe-emitida-acoes').click();
      await page.getByTestId('nfe-acao-cce').click();
      const cce = page.getByRole('dialog', { name: `Carta de correção da NF-e ${nfe.NrNota}` });
      await cce.getByLabel('Correção').fill('Corrigir CEP');
      expect(await cce.getByTestId('nfe-cce-texto-contador').innerText()).toBe('12 de 15 a 1.000 caracteres');
      await cce.getByRole('button', { name: 'Registrar carta de correção' }).click();
      await expect.poll(() => fieldError(cce.getByLabel('Correção')), { timeout: 10_000 }).toBe('A correção deve ter de 15 a 1000 caracteres');
      expect(await cce.getByTestId('nfe-cce-condicoes').innerText()).toContain('A Carta de Correção é disciplinada pelo § 1º-A do art. 7º do Convênio S/N');
      await shotsAtWidths(page, shot, 'nfe-cce');
      await cce.getByRole('button', { name: 'Cancelar' }).click();

      // The voiding of a range asks for its fields before anything goes.
      await page.getByTestId('nfe-inutilizar').click();
      const inut = page.getByRole('dialog', { name: 'Inutilizar numeração' });
      await inut.getByRole('button', { name: 'Inutilizar' }).click();
      await expect.poll(() => fieldError(inut.getByLabel('Do número')), { timeout: 10_000 }).toBe('Este campo é obrigatório');
      await shotsAtWidths(page, shot, 'nfe-inutilizar');
      await inut.getByRole('button', { name: 'Cancelar' }).click();

      // The same tab in English and in Spanish.
      await switchLanguage(page, 'Escolher idioma', 'English');
      await page.getByRole('tab', { name: 'Issued' }).waitFor();
      expect(await page.getByRole('tab', { name: 'Received (imported)' }).count()).toBe(1);
      await tableSettled(page);
      expect(await page.getByRole('row').filter({ hasText: nfe.NrChave.slice(0, 4) }).first().innerText()).toMatch(/Signed|Sent|Authorised/);
      await shotsAtWidths(page, shot, 'nfe-emitidas-en');
      await switchLanguage(page, 'Choose language', 'Español');
      await page.getByRole('tab', { name: 'Emitidas' }).waitFor();
      expect(await page.getByRole('tab', { name: 'Recibidas (importadas)' }).count()).toBe(1);
    },
    { asDemo: true },
  );

  flow(
    'um pedido todo faturado não oferece Faturar; um em conferência diz por que espera, sem nome de campo',
    async ({ page, shot }) => {
      const token = await apiToken();
      const [invoiced] = await members<{ CodPedido: number }>(await api('GET', '/vw_pedidos?StatusPedido=T&TpPedidoDeVenda=P&itemsPerPage=1', token));
      const [checking] = await members<{ CodPedido: number }>(await api('GET', '/vw_pedidos?StatusPedido=R&TpPedidoDeVenda=P&itemsPerPage=1', token));
      expect(invoiced && checking).toBeTruthy();
      // The server's word for the invoiced one: nothing left, not 'cancelled, returned or a quote'.
      const previa = await api('POST', `/pedido_vendas/${invoiced.CodPedido}/faturar/previa`, token, {});
      expect(previa.status).toBe(422);
      expect(JSON.stringify(await previa.json())).toContain('O pedido já está todo faturado');

      await page.goto(`${baseUrl}/orcamentos/orcamento_detalhes/${invoiced.CodPedido}`);
      // The order's actions drawn (the menu beside where Faturar would be), its status said.
      await page.getByRole('button', { name: `Ações do pedido ${invoiced.CodPedido}` }).waitFor();
      await page.getByText('Faturado', { exact: true }).first().waitFor();
      expect(await page.getByTestId('pedido-faturar').count()).toBe(0);

      await page.goto(`${baseUrl}/orcamentos/orcamento_detalhes/${checking.CodPedido}`);
      await page.getByTestId('pedido-faturar').click();
      const refusal = page.getByRole('dialog', { name: `Faturar o pedido ${checking.CodPedido}` }).getByTestId('faturar-erro');
      await refusal.waitFor();
      const text = (await refusal.innerText()).trim();
      expect(text).toMatch(/confer/i);
      expect(text).not.toContain('StatusPedido');
      await shotsAtWidths(page, shot, 'faturar-em-conferencia');
    },
    { asDemo: true },
  );

  flow(
    'troca o certificado A1 da empresa: senha errada no campo, depois o certificado novo com titular e validade',
    async ({ page, shot }) => {
      // The second company's: with a certificate of its own, the main company's invoices would go to the real SEFAZ
      // (only the demo certificate goes to the simulator), and the flows that invoice after this one share that company.
      await signIn(page, OTHER.username, OTHER.password);
      const token = await apiToken(OTHER.username, OTHER.password);
      const config = (await (await api('GET', '/nfe_config', token)).json()) as { certificado: { NrCnpj: string } };
      const cnpj = config.certificado.NrCnpj;
      const pfxFile = path.join(tmp, 'empresa.pfx');
      fs.writeFileSync(pfxFile, makePfx(cnpj, 'senha-certa', OTHER.holder));

      await page.goto(`${baseUrl}/home`);
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Emissão de NF-e', exact: true }).click();
      await page.waitForURL(`${baseUrl}/nfe/config/emissao`);
      const cert = page.getByTestId('nfe-certificado');
      await cert.waitFor();
      expect(await cert.innerText()).toContain('CERTIFICADO DE DEMONSTRACAO');
      expect(await page.getByTestId('nfe-series').innerText()).toMatch(/\b1\b/);
      await shotsAtWidths(page, shot, 'nfe-config-emissao');

      await page.locator('input[type="file"]').setInputFiles(pfxFile);
      await page.getByLabel('Senha do certificado').fill('senha-errada');
      await page.getByRole('button', { name: 'Enviar certificado' }).click();
      await page.getByRole('dialog', { name: 'Substituir o certificado?' }).getByRole('button', { name: 'Enviar certificado' }).click();
      await expect.poll(() => fieldError(page.getByLabel('Senha do certificado')), { timeout: 30_000 }).toBe('Senha do certificado incorreta');
      await shotsAtWidths(page, shot, 'nfe-config-senha-errada');

      await page.getByLabel('Senha do certificado').fill('senha-certa');
      await page.getByRole('button', { name: 'Enviar certificado' }).click();
      const stored = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/certificados');
      await page.getByRole('dialog', { name: 'Substituir o certificado?' }).getByRole('button', { name: 'Enviar certificado' }).click();
      expect((await stored).status()).toBe(200);
      await expect.poll(async () => cert.innerText(), { timeout: 30_000 }).toContain(`${OTHER.holder}:${cnpj}`);
      expect(await cert.innerText()).toContain(cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'));
      const until = new Date(Date.now() + 365 * 86400_000);
      // Shown in the company's time zone: from 21:00 in São Paulo the UTC month may already be the next one.
      expect(await cert.innerText()).toContain(formatDate(isoDateIn(until)).slice(3));
      await shotsAtWidths(page, shot, 'nfe-config-certificado');

      await switchLanguage(page, 'Escolher idioma', 'English');
      await page.getByRole('heading', { name: 'NF-e issuing' }).waitFor();
      expect(await page.getByText('A1 digital certificate').count()).toBeGreaterThan(0);
      await shotsAtWidths(page, shot, 'nfe-config-emissao-en');
    },
  );

  flow(
    'um item não se cancela enquanto a NF-e do pedido espera a SEFAZ: o botão diz por quê e não envia nada',
    async ({ page, shot }) => {
      // After the flow above: the second company's certificate is no longer the demo one, so its invoices go to the
      // real SEFAZ, which cannot be reached from here (nor would take a self-signed certificate): the invoice stays
      // signed, retried by its job, as it would while SEFAZ is down.
      const token = await apiToken(OTHER.username, OTHER.password);
      const id = await otherCompanyOrder(token);
      const issued = await api('POST', `/pedido_vendas/${id}/faturar`, token, {});
      expect(issued.status, await issued.clone().text()).toBe(201);
      const nfe = (await issued.json()) as { NrSerie: number; NrNota: number; StNfe: string };
      expect(['assinada', 'transmitida']).toContain(nfe.StNfe);

      await signIn(page, OTHER.username, OTHER.password);
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'PUT' && new URL(r.url()).pathname.includes('/pedido_de_venda_items/')) sent.push(r.url());
      });
      await page.goto(`${baseUrl}/orcamentos/orcamento/itens/${id}`);
      const items = await members<{ NrPosicao: number; StItem: string }>(await api('GET', `/pedido_venda_items_orcamento?pedido=${id}`, token));
      const active = items.find((i) => i.StItem === 'A')!;
      const cancel = page.getByRole('button', { name: `Cancelar item ${active.NrPosicao}`, exact: true });
      await expect.poll(() => cancel.getAttribute('data-disabled'), { timeout: 30_000 }).toBe('true');
      await cancel.hover();
      const why = `A NF-e ${nfe.NrSerie}-${nfe.NrNota} deste pedido foi enviada à SEFAZ e aguarda resposta`;
      await page.getByRole('tooltip').filter({ hasText: why }).waitFor();
      await shot('item-cancelar-nfe-pendente-tooltip');
      await cancel.click();
      await page.waitForTimeout(500);
      expect(sent).toEqual([]);
      await shotsAtWidths(page, shot, 'item-cancelar-nfe-pendente');
    },
  );
});
