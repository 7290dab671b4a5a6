import { describe, expect } from 'vitest';
import { api, apiToken, baseUrl, browserAvailable, demoFlows, members, shotsAtWidths } from '../browser.ts';

/** Waits up to 30 s for the screen to show what it should (the machine is shared). */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 30_000 });

/**
 * A quote of its own (10 × R$ 100,00 of a cleaning product, IPI 5 % in the demo's tables, term 28/56, the demo
 * user as representative), so the flow does not depend on the demo's orders.
 */
async function setup(tag: string) {
  const token = await apiToken();
  const me = (await (await api('GET', '/users/me', token)).json()) as { id: number };
  const units = await members<{ IdTipoMedida: number; CdSigla: string }>(await api('GET', '/tipo_medidas?pagination=false', token));
  const [sector] = await members<{ IdSetor: number }>(await api('GET', '/setors?NmSetor=Expedição', token));
  const [client] = await members<{ id: number }>(await api('GET', '/vw_clientes?uf=SP&itemsPerPage=1', token));
  const [prazo] = await members<{ IdPrazo: number }>(await api('GET', '/prazos?NmPrazo=28/56', token));
  const res = await api('POST', '/produtos', token, { CdChamada: `IMP${tag}`, NmProduto: `Detergente ${tag}`, TpProduto: 'A', IdTipoMedida: units.find((u) => u.CdSigla === 'UN')!.IdTipoMedida, NrDiasValidade: 365, VlPesoBruto: '1.000', CdNcm: '34022000' });
  expect(res.status, await res.clone().text()).toBe(201);
  const product = ((await res.json()) as { IdProduto: number }).IdProduto;
  expect((await api('POST', '/estoque_movimentos', token, { TpMovimento: 'E', IdProduto: product, IdSetor: sector.IdSetor, QtMovimento: '100' })).status).toBe(201);
  const quote = await api('POST', '/pedido_vendas/novo', token, { IdCliente: client.id, IdPrazo: prazo.IdPrazo, IdRepresentante: me.id });
  expect(quote.status, await quote.clone().text()).toBe(201);
  const order = ((await quote.json()) as { CodPedido: number }).CodPedido;
  expect((await api('POST', '/pedido_venda_items', token, { CodPedido: order, IdProduto: product, QtPedida: '10', VlUnitario: '100.00' })).status).toBe(201);
  return { token, order };
}

describe.skipIf(!browserAvailable)('impostos, parcelas e comissão no Chromium', () => {
  const flow = demoFlows();

  flow(
    'os impostos de cada linha no orçamento, gravados no pedido; finalizado, a primeira parcela recebida; a comissão liberada, conferida com ajuste e motivo, e relatada',
    async ({ page, shot }) => {
      const s = await setup(String(Date.now()).slice(-6));
      await page.goto(`${baseUrl}/orcamentos/orcamento/itens/${s.order}`);
      const taxes = page.getByTestId('quote-taxes');
      await poll(() => taxes.locator('tbody tr').count()).toBe(1);
      // IPI 5 % of R$ 1.000,00 on the line.
      await poll(() => taxes.locator('tbody tr').first().innerText()).toContain('R$ 50,00');
      await page.getByRole('button', { name: 'Gravar impostos no pedido' }).click();
      await poll(() => page.getByTestId('total-taxes').innerText()).toContain('R$ 50,00');
      await poll(() => page.getByTestId('total-total').innerText()).toContain('R$ 1.050,00');
      await shotsAtWidths(page, shot, 'impostos-itens');

      const done = await api('PUT', `/pedido_vendas/${s.order}/finalizar-orcamento`, s.token, {});
      expect(done.status, await done.clone().text()).toBe(200);
      await page.reload();
      const installments = page.getByTestId('installments');
      await poll(() => installments.locator('tbody tr').count()).toBe(2);
      expect(await installments.innerText()).toContain('R$ 525,00');
      await page.getByRole('button', { name: 'Recebimento da parcela 1' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('#recebimento-VlRecebido').fill('600,00');
      await dialog.getByRole('button', { name: 'Receber' }).click();
      // More than is open: refused on the value, in Portuguese.
      await poll(() => dialog.innerText()).toContain('O valor passa do que falta receber');
      await dialog.locator('#recebimento-VlRecebido').fill('525,00');
      await dialog.locator('#recebimento-DsFormaPagamento').fill('PIX');
      await dialog.getByRole('button', { name: 'Receber' }).click();
      await poll(() => installments.locator('tbody tr').first().innerText()).toMatch(/paga/i);
      await shotsAtWidths(page, shot, 'impostos-parcelas');

      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Comissões', exact: true }).click();
      await page.waitForURL(`${baseUrl}/comissao`);
      await poll(() => page.getByTestId('comissao-conferencia').innerText()).toContain('Usuário Demonstração');
      await shotsAtWidths(page, shot, 'comissao');

      await page.getByRole('link', { name: 'Conferência de comissões' }).click();
      await page.waitForURL(`${baseUrl}/comissao/conference`);
      await page.getByRole('button', { name: 'Aprovar Usuário Demonstração' }).click();
      const approve = page.getByRole('dialog');
      await approve.locator('#conferencia-VlAjuste').fill('-1,00');
      await approve.getByRole('button', { name: 'Aprovar' }).click();
      await poll(() => approve.innerText()).toContain('Informe o motivo do ajuste');
      await approve.locator('#conferencia-DsMotivo').fill('Desconto fora da tabela');
      await approve.getByRole('button', { name: 'Aprovar' }).click();
      const row = page.getByTestId('comissao-conferencia').locator('tr', { hasText: 'Usuário Demonstração' });
      await poll(() => row.innerText()).toMatch(/aprovado/i);
      await shotsAtWidths(page, shot, 'comissao-conferencia');

      await page.goto(`${baseUrl}/comissao/relatorio`);
      const report = page.getByTestId('comissao-relatorio');
      // 5 % of R$ 1.000,00 accrued; half the order received releases R$ 25,00.
      await poll(() => report.locator('tr', { hasText: String(s.order) }).allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('R$ 50,00'), expect.stringContaining('R$ 25,00')]));
      await shotsAtWidths(page, shot, 'comissao-relatorio');
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
        await poll(() => ufs.locator('tbody tr').count()).toBe(27);
        await page.getByRole('button', { name: 'Editar alíquotas de SP' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('#imposto-uf-PcFcp').fill('150');
        await dialog.getByRole('button', { name: 'Salvar' }).click();
        // Refused on the FCP field, in Portuguese; nothing saved.
        await poll(() => dialog.locator('#imposto-uf-PcFcp').getAttribute('aria-invalid')).toBe('true');
        expect(await dialog.innerText()).toContain('Informe um percentual');
        await dialog.locator('#imposto-uf-PcFcp').fill('2,5');
        await dialog.getByRole('button', { name: 'Salvar' }).click();
        await poll(() => dialog.count()).toBe(0);
        await poll(() => ufs.locator('tr[data-uf="SP"]').innerText()).toContain('2,5 %');
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
        await poll(() => rule.count()).toBe(0);
        const ruleRow = page.getByRole('row').filter({ hasText: ncm });
        await poll(() => ruleRow.innerText()).toContain('Cavalos reprodutores');
        const [stored] = await members<{ '@id': string; PcIpi: string }>(await api('GET', `/impostos_ncm?CdNcm=${ncm}`, token));
        created.push(stored['@id']);
        expect(Number(stored.PcIpi)).toBe(7.5);
        await shotsAtWidths(page, shot, 'impostos-ncm');
        await page.setViewportSize({ width: 1280, height: 860 });

        await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Taxas de comissão' }).click();
        await page.waitForURL(`${baseUrl}/comissao/taxas`);
        await page.getByRole('button', { name: 'Nova taxa' }).click();
        const rate = page.getByRole('dialog');
        await rate.locator('#comissao-taxa-IdRepresentante').fill('Demonstra');
        await page.getByRole('option', { name: /Demonstração/ }).first().click();
        await rate.locator('#comissao-taxa-IdFamiliaProduto').click();
        const family = (await page.getByRole('option').first().innerText()).trim();
        await page.getByRole('option').first().click();
        await rate.locator('#comissao-taxa-PcDescontoAte').fill('10');
        await rate.locator('#comissao-taxa-PcComissao').fill('3,25');
        await rate.getByRole('button', { name: 'Salvar' }).click();
        await poll(() => rate.count()).toBe(0);
        const rateRow = page.getByTestId('comissao-taxas').locator('tr', { hasText: family }).filter({ hasText: '3,25 %' });
        await poll(() => rateRow.count()).toBe(1);
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
