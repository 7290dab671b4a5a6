import { describe, expect } from 'vitest';
import { api, apiToken, baseUrl, browserAvailable, demoFlows, members, shotsAtWidths, tableSettled } from '../browser.ts';

/** A forecast on its screen: renamed, an item changed, and deleted after a question (refused while an analysis counts it). */
describe.skipIf(!browserAvailable)('previsão de venda no Chromium', () => {
  const flow = demoFlows();

  flow(
    'renomeia a previsão, altera um item e a exclui depois que a análise que a usa sai',
    async ({ page, shot }) => {
      const token = await apiToken();
      const stamp = String(Date.now() % 1_000_000);
      const ok = async (res: Response) => {
        expect(res.status, await res.clone().text()).toBeLessThan(300);
        return res.json() as Promise<Record<string, never>>;
      };
      const [kgUnit] = (await members<{ IdTipoMedida: number; CdSigla: string }>(await api('GET', '/tipo_medidas?pagination=false', token))).filter((u) => u.CdSigla === 'KG');
      const product = (await ok(await api('POST', '/produtos', token, { CdChamada: `PV${stamp}`, NmProduto: `Farinha prevista ${stamp}`, TpProduto: 'A', IdTipoMedida: kgUnit.IdTipoMedida, NrDiasValidade: 30 }))).IdProduto;
      const forecast = (await ok(await api('POST', '/previsao_de_vendas', token, { NmPrevisaoDeVenda: `Previsão ${stamp}` }))).Id;
      await ok(await api('POST', '/previsao_de_venda_items', token, { IdPrevisaoDeVenda: forecast, produto: product, Quantidade: '100', DtPrevisaoDeVenda: '2026-03-02' }));
      const analysis = (await ok(await api('POST', '/analises', token, { NmAnalise: `Plano ${stamp}`, DtInicio: '2026-03-02', previsoes: [forecast] }))).IdAnalise;

      await page.goto(`${baseUrl}/previsao/venda/${forecast}`);
      await page.getByRole('heading', { name: `Previsão ${stamp}` }).waitFor();

      // Renamed.
      await page.getByRole('button', { name: 'Renomear' }).click();
      const rename = page.getByRole('dialog', { name: 'Renomear a previsão' });
      await rename.getByLabel(/Nome/).fill(`Previsão revista ${stamp}`);
      await rename.getByRole('button', { name: 'Salvar' }).click();
      await page.getByRole('heading', { name: `Previsão revista ${stamp}` }).waitFor();
      expect((await ok(await api('GET', `/previsao_de_vendas/${forecast}`, token))).NmPrevisaoDeVenda).toBe(`Previsão revista ${stamp}`);

      // An item changed: quantity typed as in Brazil, another date.
      await tableSettled(page);
      await page.getByRole('button', { name: `Alterar o item PV${stamp}` }).click();
      const edit = page.getByRole('dialog', { name: `Alterar o item PV${stamp}` });
      expect(await edit.locator('#item-edit-Quantidade').inputValue()).toBe('100,000');
      expect(await edit.locator('#item-edit-DtPrevisaoDeVenda').inputValue()).toBe('02/03/2026');
      await edit.locator('#item-edit-Quantidade').fill('2.500,75');
      await edit.locator('#item-edit-DtPrevisaoDeVenda').fill('16/03/2026');
      await shotsAtWidths(page, shot, 'previsao-item-alterar');
      await edit.getByRole('button', { name: 'Salvar' }).click();
      await edit.waitFor({ state: 'detached' });
      const row = page.locator('table tr', { hasText: `PV${stamp}` });
      await row.locator('td[data-field="Quantidade"]').getByText('2.500,750').waitFor();
      expect(await row.locator('td[data-field="DtPrevisaoDeVenda"]').innerText()).toBe('16/03/2026');
      const [item] = await members<{ Quantidade: string; DtPrevisaoDeVenda: string }>(await api('GET', `/previsao_de_venda_items?IdPrevisaoDeVenda=${forecast}`, token));
      expect(item).toMatchObject({ Quantidade: '2500.750', DtPrevisaoDeVenda: '2026-03-16' });

      // Deleting asks first; while the analysis counts the forecast, the dialog says so and nothing goes.
      await page.getByRole('button', { name: 'Excluir previsão' }).click();
      const confirm = page.getByRole('dialog', { name: 'Excluir a previsão?' });
      await confirm.getByText(`A previsão "Previsão revista ${stamp}" e todos os seus itens serão excluídos.`, { exact: false }).waitFor();
      await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
      await confirm.getByRole('alert').getByText(`Esta previsão entra na demanda de análises do MRP (Plano ${stamp}); exclua as análises antes`).waitFor();
      await shotsAtWidths(page, shot, 'previsao-excluir-recusada');
      expect((await api('GET', `/previsao_de_vendas/${forecast}`, token)).status).toBe(200);
      await confirm.getByRole('button', { name: 'Cancelar' }).click();

      // Without the analysis, it goes, with its items, and the screen returns to the list.
      expect((await api('DELETE', `/analises/${analysis}`, token)).status).toBe(204);
      await page.getByRole('button', { name: 'Excluir previsão' }).click();
      await page.getByRole('dialog', { name: 'Excluir a previsão?' }).getByRole('button', { name: 'Excluir', exact: true }).click();
      await page.waitForURL(`${baseUrl}/previsao/venda`);
      await page.getByText('Previsão excluída').waitFor();
      expect((await api('GET', `/previsao_de_vendas/${forecast}`, token)).status).toBe(404);
    },
    { asDemo: true },
  );
});
