import { describe, expect } from 'vitest';
import { api, apiToken, baseUrl, browserAvailable, demoFlows, erpUrl, isoDay, members, shotsAtWidths } from '../browser.ts';

/** Waits up to 30 s for the screen to show what it should (the machine is shared). */

/**
 * A quote of its own (to an SP contributor, term 28/56, the demo user as representative) and a product of its own
 * (a cleaning product, IPI 5 % in the demo's tables, cost R$ 50,00) priced by a markup of its own whose taxes are
 * still typed, so the flow does not depend on the demo's orders. The flow switches the markup to the engine and
 * adds the line (10 × R$ 100,00).
 */
async function setup(tag: string) {
  const token = await apiToken();
  const me = (await (await api('GET', '/users/me', token)).json()) as { id: number };
  const units = await members<{ IdTipoMedida: number; CdSigla: string }>(await api('GET', '/tipo_medidas?pagination=false', token));
  const [sector] = await members<{ IdSetor: number }>(await api('GET', '/setors?NmSetor=Expedição', token));
  const clients = await members<{ id: number; contributorType: string | null }>(await api('GET', '/vw_clientes?uf=SP&itemsPerPage=100', token));
  const client = clients.find((c) => c.contributorType === '1')!;
  const [prazo] = await members<{ IdPrazo: number }>(await api('GET', '/prazos?NmPrazo=28/56', token));
  const res = await api('POST', '/produtos', token, { CdChamada: `IMP${tag}`, NmProduto: `Detergente ${tag}`, TpProduto: 'A', IdTipoMedida: units.find((u) => u.CdSigla === 'UN')!.IdTipoMedida, NrDiasValidade: 365, VlPrecoCusto: '50.0000', VlPesoBruto: '1.000', CdNcm: '34022000' });
  expect(res.status, await res.clone().text()).toBe(201);
  const product = ((await res.json()) as { IdProduto: number }).IdProduto;
  expect((await api('POST', '/estoque_movimentos', token, { TpMovimento: 'E', IdProduto: product, IdSetor: sector.IdSetor, QtMovimento: '100' })).status).toBe(201);
  const markup = await api('POST', '/markup', token, { NmMarkup: `Motor ${tag}`, PcImpostos: '18', PcLucro: '10' });
  expect(markup.status, await markup.clone().text()).toBe(201);
  const IdMarkup = ((await markup.json()) as { IdMarkup: number }).IdMarkup;
  expect((await api('POST', '/markup_produto', token, { IdMarkup, IdProduto: product })).status).toBe(201);
  const quote = await api('POST', '/pedido_vendas/novo', token, { IdCliente: client.id, IdPrazo: prazo.IdPrazo, IdRepresentante: me.id });
  expect(quote.status, await quote.clone().text()).toBe(201);
  const order = ((await quote.json()) as { CodPedido: number }).CodPedido;
  return { token, order, product, markup: IdMarkup };
}

describe.skipIf(!browserAvailable)('impostos, parcelas e comissão no Chromium', () => {
  const flow = demoFlows();

  flow(
    'o markup pelo motor de impostos; os impostos de cada linha gravados com o pedido; o consumidor final; finalizado, a primeira parcela recebida à mão e a segunda do ERP; a comissão liberada, conferida com ajuste e motivo, e relatada',
    async ({ page, shot }) => {
      const tag = String(Date.now()).slice(-6);
      const s = await setup(tag);
      // The markup takes its sales-tax percentage from the engine: the reference field says so.
      await page.goto(`${baseUrl}/parametros/custos/${s.markup}`);
      await page.getByRole('switch', { name: 'Impostos pelo motor, para o destino de cada orçamento' }).click();
      await page.getByLabel('Impostos (referência)', { exact: true }).waitFor();
      expect(await page.getByTestId('markup-engine-note').innerText()).toContain('cada orçamento usa o do seu destino');
      const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/markup/${s.markup}`);
      await page.getByRole('button', { name: 'Salvar' }).click();
      expect((await saved).status()).toBe(200);
      await shotsAtWidths(page, shot, 'markup-motor');

      const added = await api('POST', '/pedido_venda_items', s.token, { CodPedido: s.order, IdProduto: s.product, QtPedida: '10', VlUnitario: '100.00' });
      expect(added.status, await added.clone().text()).toBe(201);
      const [line] = await members<{ PcImpostosSugerido: string; TpOrigemImpostos: string; VlPrecoSugerido: string }>(await api('GET', `/pedido_venda_items_orcamento?pedido=${s.order}`, s.token));
      // SP→SP to a contributor: ICMS 18 % + PIS 0,65 % + COFINS 3 %, from the engine; 50 ÷ (1 − 31,65 %) = 73,15.
      expect([line.PcImpostosSugerido, line.TpOrigemImpostos, line.VlPrecoSugerido]).toEqual(['21.65', 'M', '73.15']);
      await page.goto(`${baseUrl}/orcamentos/orcamento/itens/${s.order}`);
      await expect.poll(() => page.getByTestId('item-1-taxes-origin').innerText()).toBe('impostos 21,65 % · motor');
      const taxes = page.getByTestId('quote-taxes');
      await expect.poll(() => taxes.locator('tbody tr').count()).toBe(1);
      // IPI 5 % of R$ 1.000,00 on the line, stored with the order as the line was added.
      await expect.poll(() => taxes.locator('tbody tr').first().innerText()).toContain('R$ 50,00');
      await expect.poll(() => page.getByTestId('total-taxes').innerText()).toContain('R$ 50,00');
      await expect.poll(() => page.getByTestId('total-total').innerText()).toContain('R$ 1.050,00');
      await page.getByRole('button', { name: 'Recalcular com as tabelas de hoje' }).click();
      await page.getByText('Impostos recalculados').first().waitFor();
      expect(await taxes.locator('tbody tr').first().innerText()).toContain('R$ 180,00');
      await shotsAtWidths(page, shot, 'impostos-itens');

      // The contributor buys for its own use: final consumer, and the IPI enters the ICMS base (1.050 × 18 %).
      await page.goto(`${baseUrl}/orcamentos/orcamento_detalhes/${s.order}`);
      const finalConsumer = page.locator('#orcamento-StConsumidorFinal');
      await expect.poll(() => finalConsumer.inputValue()).toBe('Não (revenda ou industrialização)');
      await finalConsumer.click();
      await page.getByRole('option', { name: 'Sim (uso e consumo)' }).click();
      const header = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/pedido_vendas/${s.order}/atualiza`);
      await page.getByRole('button', { name: 'Salvar' }).click();
      expect((await header).status()).toBe(200);
      await shotsAtWidths(page, shot, 'orcamento-consumidor-final');
      await page.goto(`${baseUrl}/orcamentos/orcamento/itens/${s.order}`);
      await expect.poll(() => page.getByTestId('taxes-context').innerText()).toContain('consumidor final');
      await expect.poll(() => taxes.locator('tbody tr').first().innerText()).toContain('R$ 189,00');

      const done = await api('PUT', `/pedido_vendas/${s.order}/finalizar-orcamento`, s.token, {});
      expect(done.status, await done.clone().text()).toBe(200);
      await page.reload();
      const installments = page.getByTestId('installments');
      await expect.poll(() => installments.locator('tbody tr').count()).toBe(2);
      expect(await installments.innerText()).toContain('R$ 525,00');
      await page.getByRole('button', { name: 'Recebimento da parcela 1' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('#recebimento-VlRecebido').fill('600,00');
      await dialog.getByRole('button', { name: 'Receber' }).click();
      // More than is open: refused on the value, in Portuguese.
      await expect.poll(() => dialog.innerText()).toContain('O valor passa do que falta receber');
      // A value typed wrong is recorded, then reversed with the reason: kept in the list, struck, and open again.
      await dialog.locator('#recebimento-VlRecebido').fill('100,00');
      await dialog.getByRole('button', { name: 'Receber' }).click();
      const receipts = page.getByTestId('receipts');
      await expect.poll(() => receipts.locator('tbody tr').count()).toBe(1);
      await receipts.getByRole('button', { name: 'Estornar' }).click();
      const reversal = page.getByRole('dialog', { name: /Estornar o recebimento de R\$ 100,00/ });
      await reversal.locator('#estorno-DsMotivo').fill('Valor digitado errado');
      await reversal.getByRole('button', { name: 'Estornar' }).click();
      await expect.poll(() => receipts.locator('tbody tr').first().innerText()).toContain('Estornado');
      expect(await receipts.innerText()).toContain('Valor digitado errado');
      expect(await receipts.getByRole('button', { name: 'Estornar' }).count()).toBe(0);
      await expect.poll(() => installments.locator('tbody tr').first().innerText()).toMatch(/em aberto/i);
      await shotsAtWidths(page, shot, 'recebimento-estornado');
      await page.getByRole('button', { name: 'Recebimento da parcela 1' }).click();
      await expect.poll(() => dialog.locator('#recebimento-VlRecebido').inputValue()).toBe('525,00');
      await dialog.locator('#recebimento-DsFormaPagamento').fill('PIX');
      await dialog.getByRole('button', { name: 'Receber' }).click();
      await expect.poll(() => installments.locator('tbody tr').first().innerText()).toMatch(/paga/i);
      await shotsAtWidths(page, shot, 'impostos-parcelas');

      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Comissões', exact: true }).click();
      await page.waitForURL(`${baseUrl}/comissao`);
      await expect.poll(() => page.getByTestId('comissao-conferencia').innerText()).toContain('Usuário Demonstração');
      await shotsAtWidths(page, shot, 'comissao');

      await page.getByRole('link', { name: 'Conferência de comissões' }).click();
      await page.waitForURL(`${baseUrl}/comissao/conference`);
      await page.getByRole('button', { name: 'Aprovar Usuário Demonstração' }).click();
      const approve = page.getByRole('dialog');
      await approve.locator('#conferencia-VlAjuste').fill('-1,00');
      await approve.getByRole('button', { name: 'Aprovar' }).click();
      await expect.poll(() => approve.innerText()).toContain('Informe o motivo do ajuste');
      await approve.locator('#conferencia-DsMotivo').fill('Desconto fora da tabela');
      await approve.getByRole('button', { name: 'Aprovar' }).click();
      const row = page.getByTestId('comissao-conferencia').locator('tr', { hasText: 'Usuário Demonstração' });
      await expect.poll(() => row.innerText()).toMatch(/aprovado/i);
      await shotsAtWidths(page, shot, 'comissao-conferencia');
      // A period that crosses the one just approved (from the day before it) is refused, with the approved one named.
      const start = new Date(`${isoDay().slice(0, 8)}01T12:00:00Z`);
      const dayBefore = new Date(start.getTime() - 86_400_000).toISOString().slice(0, 10);
      const br = (iso: string) => iso.split('-').reverse().join('/');
      // The date field is a calendar: the previous month, its last day.
      await page.locator('#comissao-DtInicio').click();
      await page.locator('[data-direction="previous"]').first().click();
      await page.locator('table button:not([data-outside])', { hasText: new RegExp(`^${Number(dayBefore.slice(8))}$`) }).click();
      await expect.poll(() => page.locator('#comissao-DtInicio').innerText()).toBe(br(dayBefore));
      await page.getByRole('button', { name: 'Consultar' }).click();
      await page.getByRole('button', { name: 'Aprovar Usuário Demonstração' }).click();
      await approve.getByRole('button', { name: 'Aprovar' }).click();
      await expect.poll(() => approve.getByTestId('conferencia-periodo-erro').innerText()).toBe(
        `O período cruza o de ${br(start.toISOString().slice(0, 10))} a ${br(isoDay())}, já aprovado para este representante`,
      );
      await shotsAtWidths(page, shot, 'comissao-conferencia-cruza');
      await page.keyboard.press('Escape');

      await page.goto(`${baseUrl}/comissao/relatorio`);
      const report = page.getByTestId('comissao-relatorio');
      // 5 % of R$ 1.000,00 accrued; half the order received releases R$ 25,00.
      await expect.poll(() => report.locator('tr', { hasText: String(s.order) }).allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('R$ 50,00'), expect.stringContaining('R$ 25,00')]));
      await shotsAtWidths(page, shot, 'comissao-relatorio');

      // The second installment was paid in the ERP: the import records it, and reports a row naming no installment.
      // The company's calendar day, as the report's period and the hand receipt use (UTC is a day ahead from 21:00).
      const today = isoDay();
      const rows = [
        { id: `E2E-${tag}-1`, pedido: s.order, parcela: 2, data: today, valor: '525.00', forma: 'Boleto' },
        { id: `E2E-${tag}-2`, pedido: s.order, parcela: 9, data: today, valor: '10.00' },
      ];
      expect((await fetch(`${erpUrl}/__e2e/recebimentos`, { method: 'PUT', body: JSON.stringify(rows) })).status).toBe(204);
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Recebimentos do ERP' }).click();
      await page.waitForURL(`${baseUrl}/integrated-items/erp/recebimentos`);
      await page.getByRole('button', { name: 'Importar recebimentos do ERP' }).click();
      const imported = page.getByTestId('receipts-import');
      await expect.poll(() => imported.innerText()).toContain('Importação concluída');
      expect(await imported.innerText()).toContain('gravados: 1');
      expect(await imported.innerText()).toContain(`a parcela ${s.order}/9 não existe nesta empresa`);
      await expect.poll(() => page.getByRole('table').innerText()).toContain(`E2E-${tag}-1`);
      await shotsAtWidths(page, shot, 'recebimentos-erp');
      await page.goto(`${baseUrl}/orcamentos/orcamento/itens/${s.order}`);
      await expect.poll(() => installments.locator('tbody tr').allInnerTexts()).toEqual([expect.stringMatching(/paga/i), expect.stringMatching(/paga/i)]);
    },
    { asDemo: true },
  );

  flow(
    'as tabelas de impostos e as taxas de comissão: o FCP de SP editado, um valor fora da faixa recusado no campo, uma regra por NCM e uma taxa criadas',
    async ({ page, shot }) => {
      const token = await apiToken();
      const [sp] = await members<{ IdImpostoUf: number; PcIcmsInterno: string; PcFcp: string | null; TpDifal: string | null }>(await api('GET', '/impostos_uf?IdUf=SP', token));
      const ncm = `0101${String(Date.now()).slice(-4)}`;
      const created: string[] = [];
      try {
        await page.goto(`${baseUrl}/impostos`);
        const ufs = page.getByTestId('impostos-uf');
        await expect.poll(() => ufs.locator('tbody tr').count()).toBe(27);
        await page.getByRole('button', { name: 'Editar alíquotas de SP' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('#imposto-uf-PcFcp').fill('150');
        await dialog.getByRole('button', { name: 'Salvar' }).click();
        // Refused on the FCP field, in Portuguese; nothing saved.
        await expect.poll(() => dialog.locator('#imposto-uf-PcFcp').getAttribute('aria-invalid')).toBe('true');
        expect(await dialog.innerText()).toContain('Informe um percentual');
        await dialog.locator('#imposto-uf-PcFcp').fill('2,5');
        await dialog.getByRole('button', { name: 'Salvar' }).click();
        await expect.poll(() => dialog.count()).toBe(0);
        await expect.poll(() => ufs.locator('tr[data-uf="SP"]').innerText()).toContain('2,5 %');
        const [saved] = await members<{ PcFcp: string }>(await api('GET', '/impostos_uf?IdUf=SP', token));
        expect(Number(saved.PcFcp)).toBe(2.5);
        await shotsAtWidths(page, shot, 'impostos-uf');
        await page.setViewportSize({ width: 1280, height: 860 });

        await page.getByRole('tab', { name: 'Regras por NCM' }).click();
        await page.getByRole('button', { name: 'Nova regra' }).click();
        const rule = page.getByRole('dialog');
        await rule.locator('#imposto-ncm-CdNcm').fill(ncm);
        await rule.locator('#imposto-ncm-DsRegra').fill('Cavalos reprodutores');
        await rule.locator('#imposto-ncm-PcIpi').fill('7,5');
        await rule.getByRole('button', { name: 'Salvar' }).click();
        await expect.poll(() => rule.count()).toBe(0);
        const ruleRow = page.getByRole('row').filter({ hasText: ncm });
        await expect.poll(() => ruleRow.innerText()).toContain('Cavalos reprodutores');
        const [stored] = await members<{ '@id': string; PcIpi: string }>(await api('GET', `/impostos_ncm?CdNcm=${ncm}`, token));
        created.push(stored['@id']);
        expect(Number(stored.PcIpi)).toBe(7.5);
        await shotsAtWidths(page, shot, 'impostos-ncm');
        await page.setViewportSize({ width: 1280, height: 860 });

        // The issuer's system and how it reduces a base: the demo's reduces the base, then takes the rate.
        await page.getByRole('tab', { name: 'Regime do emissor' }).click();
        await expect.poll(() => page.locator('#imposto-parametro-TpReducaoBase').inputValue()).toBe('Alíquota sobre a base reduzida');
        await shotsAtWidths(page, shot, 'impostos-parametros');

        await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Taxas de comissão' }).click();
        await page.waitForURL(`${baseUrl}/comissao/taxas`);
        await page.getByRole('button', { name: 'Nova taxa' }).click();
        const rate = page.getByRole('dialog');
        // The dialog opens with its first field (the representative's picker) focused, its list closed: nothing covers
        // the form. Sent empty, the focus goes back to the picker and its message shows under it, uncovered.
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('comissao-taxa-IdRepresentante');
        expect(await page.getByRole('listbox').count()).toBe(0);
        await rate.getByRole('button', { name: 'Salvar' }).click();
        await rate.locator('#comissao-taxa-IdRepresentante-error').waitFor();
        await page.waitForTimeout(300);
        expect(await page.getByRole('listbox').count()).toBe(0);
        expect(await rate.locator('#comissao-taxa-IdRepresentante-error').innerText()).toBe('Este campo é obrigatório');
        await rate.locator('#comissao-taxa-IdRepresentante').fill('Demonstra');
        await page.getByRole('option', { name: /Demonstração/ }).first().click();
        await rate.locator('#comissao-taxa-IdFamiliaProduto').click();
        const family = (await page.getByRole('option').first().innerText()).trim();
        await page.getByRole('option').first().click();
        await rate.locator('#comissao-taxa-PcDescontoAte').fill('10');
        await rate.locator('#comissao-taxa-PcComissao').fill('3,25');
        await rate.getByRole('button', { name: 'Salvar' }).click();
        await expect.poll(() => rate.count()).toBe(0);
        const rateRow = page.getByTestId('comissao-taxas').locator('tr', { hasText: family }).filter({ hasText: '3,25 %' });
        await expect.poll(() => rateRow.count()).toBe(1);
        expect(await rateRow.innerText()).toContain('Usuário Demonstração');
        const rates = await members<{ '@id': string; PcComissao: string }>(await api('GET', '/comissao_taxas?pagination=false', token));
        const mine = rates.find((r) => Number(r.PcComissao) === 3.25);
        expect(mine).toBeDefined();
        created.push(mine!['@id']);
        await shotsAtWidths(page, shot, 'comissao-taxas');
      } finally {
        await api('PUT', `/impostos_uf/${sp.IdImpostoUf}`, token, { IdUf: 'SP', PcIcmsInterno: sp.PcIcmsInterno, PcFcp: sp.PcFcp ?? undefined, TpDifal: sp.TpDifal ?? undefined });
        for (const id of created) await api('DELETE', id.replace(/^\/api/, ''), token);
      }
    },
    { asDemo: true },
  );
});
