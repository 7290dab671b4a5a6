import { describe, expect } from 'vitest';
import { api, apiToken, baseUrl, browserAvailable, fieldError } from '../browser.ts';
import { catalogueFlows, choose, members, shotsAtWidths, tableSettled } from '../catalogo.ts';

/** Products made through the API for a flow, one per spec (its unit code and other fields). */
async function products(token: string, prefix: string, specs: Array<{ unit: string; extra?: Record<string, unknown> }>): Promise<Array<{ IdProduto: number; CdChamada: string }>> {
  const units = await members<{ IdTipoMedida: number; CdSigla: string }>(await api('GET', '/tipo_medidas?pagination=false', token));
  const out = [];
  for (const [i, spec] of specs.entries()) {
    const res = await api('POST', '/produtos', token, {
      CdChamada: `${prefix}-${i + 1}`.slice(0, 30),
      NmProduto: `${prefix} produto ${i + 1}`,
      TpProduto: 'A',
      IdTipoMedida: units.find((u) => u.CdSigla === spec.unit)!.IdTipoMedida,
      NrDiasValidade: 30,
      ...spec.extra,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    out.push((await res.json()) as { IdProduto: number; CdChamada: string });
  }
  return out;
}

async function sectorId(token: string, name: string): Promise<number> {
  const rows = await members<{ IdSetor: number; NmSetor: string }>(await api('GET', `/setors?NmSetor=${encodeURIComponent(name)}`, token));
  return rows.find((s) => s.NmSetor === name)!.IdSetor;
}

describe.skipIf(!browserAvailable)('estoque e lista de produtos no Chromium', () => {
  const flow = catalogueFlows();

  flow(
    'demo lança uma entrada em lote novo e a vê nos movimentos e no setor; a saída acima do saldo mostra a mensagem',
    async ({ page, shot }) => {
      const token = await apiToken();
      const [kg] = await products(token, `ESTQ${Date.now()}`, [{ unit: 'KG' }]);
      await page.goto(`${baseUrl}/produtos/edit/${kg.IdProduto}`);
      const moves = page.locator('#produto-moves');
      await moves.getByText('Nenhum movimento deste produto.').waitFor();
      await moves.getByRole('button', { name: 'Lançar movimento' }).click();
      const dialog = page.getByRole('dialog', { name: 'Movimento de estoque' });
      await dialog.waitFor();
      await choose(page, '#movimento-IdLote', 'Novo lote…');
      await dialog.locator('#movimento-CdLote').fill('LOTE-E2E');
      await dialog.locator('#movimento-DtFabricacao').fill('01/02/2026');
      // The expiry follows: fabrication + the product's 30 validity days.
      expect(await dialog.locator('#movimento-DtValidade').inputValue()).toBe('03/03/2026');
      await choose(page, '#movimento-IdSetor', 'Almoxarifado');
      await dialog.locator('#movimento-QtMovimento').fill('2,5');
      await shotsAtWidths(page, shot, 'estoque-movimento');
      const posted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/lote-estoque-produto');
      await dialog.getByRole('button', { name: 'Lançar' }).click();
      expect((await posted).status()).toBe(201);
      await dialog.waitFor({ state: 'hidden' });

      const movesTable = page.getByRole('table', { name: 'Movimentos recentes' });
      const row = movesTable.getByRole('row').nth(1);
      await row.waitFor();
      const text = await row.innerText();
      expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}/);
      expect(text).toContain('Entrada');
      expect(text).toContain('2,500 KG');
      expect(text).toContain('Almoxarifado');
      expect(text).toContain('LOTE-E2E');
      expect(text).toContain('Usuário Demonstração');
      const sectors = page.getByRole('table', { name: 'Estoque por setor' });
      await sectors.getByRole('row').filter({ hasText: 'Almoxarifado' }).waitFor();
      expect(await sectors.getByRole('row').filter({ hasText: 'Almoxarifado' }).innerText()).toContain('2,500');
      await page.getByRole('table', { name: 'Lotes' }).getByRole('row').filter({ hasText: 'LOTE-E2E' }).waitFor();

      // An exit beyond the balance: the API's message on the quantity, nothing posted.
      await moves.getByRole('button', { name: 'Lançar movimento' }).click();
      await dialog.waitFor();
      await dialog.locator('label').filter({ hasText: /^Saída$/ }).click();
      await choose(page, '#movimento-IdLote', /^LOTE-E2E/);
      await choose(page, '#movimento-IdSetor', 'Almoxarifado');
      await dialog.locator('#movimento-QtMovimento').fill('5');
      await dialog.getByRole('button', { name: 'Lançar' }).click();
      await expect.poll(() => fieldError(dialog.locator('#movimento-QtMovimento'))).toMatch(/^Estoque insuficiente de .* em Almoxarifado: disponível 2,500, pedido 5,000$/);
      await shot('estoque-saida-recusada');

      // An adjustment without a reason is stopped on the reason; with one it is posted.
      await dialog.locator('label').filter({ hasText: /^Ajuste$/ }).click();
      await dialog.locator('#movimento-QtMovimento').fill('-0,5');
      await dialog.getByRole('button', { name: 'Lançar' }).click();
      await expect.poll(() => fieldError(dialog.locator('#movimento-DsMotivo'))).toBe('Informe o motivo do ajuste');
      await dialog.locator('#movimento-DsMotivo').fill('Quebra na conferência');
      await dialog.getByRole('button', { name: 'Lançar' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await movesTable.getByRole('row').filter({ hasText: 'Quebra na conferência' }).waitFor();
      await expect.poll(async () => sectors.getByRole('row').filter({ hasText: 'Almoxarifado' }).innerText()).toContain('2,000');
      await page.locator('#produto-moves').scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shotsAtWidths(page, shot, 'estoque-paineis');
    },
    { asDemo: true },
  );

  flow(
    'lista: KG com 3 casas e UN sem casas; alteração em massa com um valor ruim não muda nada e mostra o produto',
    async ({ page, shot }) => {
      const token = await apiToken();
      const prefix = `MASSA${Date.now()}`;
      const [kg, un, bad] = await products(token, prefix, [{ unit: 'KG' }, { unit: 'UN' }, { unit: 'UN', extra: { QtEstoqueMaximo: '5' } }]);
      const sector = await sectorId(token, 'Almoxarifado');
      for (const [p, q] of [
        [kg, '2.5'],
        [un, '7'],
      ] as const) {
        const res = await api('POST', '/estoque_movimentos', token, { TpMovimento: 'E', IdProduto: p.IdProduto, IdSetor: sector, QtMovimento: q });
        expect(res.status, await res.clone().text()).toBe(201);
      }

      await page.goto(`${baseUrl}/produtos/list`);
      const filters = page.getByRole('form', { name: 'Filtros' });
      await filters.getByLabel('Nome', { exact: true }).fill(prefix);
      await filters.getByRole('button', { name: 'Filtrar' }).click();
      const table = page.getByRole('table');
      await table.getByRole('row').filter({ hasText: `${prefix} produto 3` }).waitFor();
      await tableSettled(page);
      const rowOf = (n: number) => table.getByRole('row').filter({ hasText: `${prefix} produto ${n}` });
      const stockCell = async (n: number) => (await rowOf(n).getByRole('cell').allInnerTexts()).map((c) => c.trim());
      expect(await stockCell(1)).toContain('2,500');
      expect(await stockCell(2)).toContain('7');
      expect(await stockCell(2)).not.toContain('7,000');
      expect(await rowOf(1).innerText()).toContain('Família não associada');
      await shotsAtWidths(page, shot, 'produtos-list-estoque');

      // Bulk: minimum 10 for the three; the third has maximum 5.
      await page.getByRole('checkbox', { name: 'Selecionar todos desta página' }).check();
      await page.getByRole('button', { name: 'Alterar em massa' }).click();
      const dialog = page.getByRole('dialog', { name: 'Alterar 3 produtos' });
      await dialog.waitFor();
      await choose(page, '#massa-TpProdutoPcp', 'Fabricado');
      await dialog.locator('#massa-QtEstoqueMinimo').fill('10');
      await dialog.getByRole('button', { name: 'Aplicar' }).click();
      const alert = dialog.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toContain(`${bad.CdChamada} – ${prefix} produto 3 · Estoque mínimo: O estoque mínimo passa do máximo`);
      await shotsAtWidths(page, shot, 'produtos-massa-recusada');
      const after = await members<{ TpProdutoPcp: string; QtEstoqueMinimo: string }>(await api('GET', `/produtos?NmProduto=${prefix}`, token));
      expect(after.map((p) => `${p.TpProdutoPcp}:${p.QtEstoqueMinimo}`)).toEqual(['V:0.000', 'V:0.000', 'V:0.000']);

      // Within the maximum it applies to all three and the list reads them again.
      await dialog.locator('#massa-QtEstoqueMinimo').fill('4');
      await dialog.getByRole('button', { name: 'Aplicar' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('3 produtos alterados').waitFor();
      const done = await members<{ TpProdutoPcp: string; QtEstoqueMinimo: string }>(await api('GET', `/produtos?NmProduto=${prefix}`, token));
      expect(done.map((p) => `${p.TpProdutoPcp}:${p.QtEstoqueMinimo}`)).toEqual(['F:4.000', 'F:4.000', 'F:4.000']);
    },
    { asDemo: true },
  );
});
