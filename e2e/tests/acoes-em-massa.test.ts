import { describe, expect } from 'vitest';
import { api, apiToken, baseUrl, browserAvailable, demoFlows, members, shotsAtWidths, tableSettled } from '../browser.ts';

/**
 * Buttons that act on many records ask first, saying how many the API counts (its dry run, `simular`), and
 * cancelling the question changes nothing: "Gerar guias" on the GNRE guides and "Criar ordens" on an MRP analysis.
 */

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

async function ok(res: Response) {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json();
}

describe.skipIf(!browserAvailable)('ações em massa perguntam antes, com a contagem, no Chromium', () => {
  const flow = demoFlows();

  flow(
    '"Gerar guias" diz quantas guias vai gerar e, cancelado, não gera nenhuma',
    async ({ page, shot }) => {
      const token = await apiToken();
      const { gerados } = await ok(await api('POST', '/gnres/gerar', token, { simular: true }));
      const before = (await ok(await api('GET', '/gnres?itemsPerPage=1', token)))['hydra:totalItems'];

      await page.goto(`${baseUrl}/gnre`);
      await tableSettled(page);
      const writes: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/api/gnres/gerar') && !r.postData()?.includes('simular')) writes.push(r.url());
      });
      await page.getByRole('button', { name: 'Gerar guias' }).click();
      const ask = page.getByRole('dialog', { name: 'Gerar guias' });
      const message = ask.getByTestId('confirm-message');
      await message.waitFor();
      if (gerados > 0) {
        expect(await message.innerText()).toBe(gerados === 1 ? 'Será gerada 1 guia das notas importadas sem guia. Gerar agora?' : `Serão geradas ${gerados} guias das notas importadas sem guia. Gerar agora?`);
        expect(await ask.getByRole('button', { name: 'Gerar guias' }).isEnabled()).toBe(true);
      } else {
        expect(await message.innerText()).toBe('Nenhuma nota importada tem guia a gerar.');
        expect(await ask.getByRole('button', { name: 'Gerar guias' }).isDisabled()).toBe(true);
      }
      await shotsAtWidths(page, shot, 'gnre-gerar-pergunta');

      await ask.getByRole('button', { name: 'Cancelar' }).click();
      await ask.waitFor({ state: 'detached' });
      expect(writes).toEqual([]);
      expect((await ok(await api('GET', '/gnres?itemsPerPage=1', token)))['hydra:totalItems']).toBe(before);
      expect((await ok(await api('POST', '/gnres/gerar', token, { simular: true }))).gerados).toBe(gerados);
    },
    { asDemo: true },
  );

  flow(
    '"Criar ordens" diz quantas ordens e compras vai criar; cancelado não cria nada, confirmado cria exatamente essas',
    async ({ page, shot }) => {
      const token = await apiToken();
      const prefix = `MASSA${Date.now() % 100000}`;
      const units = await members<{ IdTipoMedida: number; CdSigla: string }>(await api('GET', '/tipo_medidas?pagination=false', token));
      const product = (await ok(await api('POST', '/produtos', token, { CdChamada: `${prefix}-M`, NmProduto: `${prefix} Essência`, IdTipoMedida: units.find((u) => u.CdSigla === 'UN')!.IdTipoMedida, NrDiasValidade: 0, TpProduto: 'M', TpProdutoPcp: 'C' }))).IdProduto;
      const forecast = (await ok(await api('POST', '/previsao_de_vendas', token, { NmPrevisaoDeVenda: `${prefix} previsão` }))).Id;
      await ok(await api('POST', '/previsao_de_venda_items', token, { IdPrevisaoDeVenda: forecast, produto: product, Quantidade: '12', DtPrevisaoDeVenda: today }));
      const analysis = (await ok(await api('POST', '/analises', token, { NmAnalise: `${prefix} em massa`, DtInicio: today, TpPeriodo: 'S', NrHorizonteDias: 28, previsoes: [forecast] }))).IdAnalise;
      const job = (await ok(await api('GET', `/mrp/calculo/${analysis}`, token))).job;
      await expect.poll(async () => (await ok(await api('GET', `/jobs/${job}`, token))).state, { timeout: 60_000 }).toBe('completed');
      const counted = await ok(await api('POST', '/analise/criar-ordens', token, { IdAnalise: analysis, simular: true }));
      expect(counted.compras).toBeGreaterThan(0);
      const made = async () => [
        (await ok(await api('GET', `/ordem_producao_pcp?IdAnalise=${analysis}&itemsPerPage=1`, token)))['hydra:totalItems'],
        (await ok(await api('GET', `/compras?IdAnalise=${analysis}&itemsPerPage=1`, token)))['hydra:totalItems'],
      ];

      await page.goto(`${baseUrl}/mrp/analise/${analysis}`);
      await page.getByTestId('analise-status').getByText('Aberta').waitFor();
      await page.getByRole('button', { name: 'Criar ordens', exact: true }).click();
      const ask = page.getByRole('dialog', { name: 'Criar ordens' });
      const message = ask.getByTestId('confirm-message');
      await message.waitFor();
      expect(await message.innerText()).toBe(`Desta análise serão criadas: ${ordensDeProducao(counted.ordens)} e ${sugestoesDeCompra(counted.compras)}. Criar agora?`);
      await shotsAtWidths(page, shot, 'mrp-criar-ordens-pergunta');

      // Cancelled: nothing created, the analysis still open.
      await ask.getByRole('button', { name: 'Cancelar' }).click();
      await ask.waitFor({ state: 'detached' });
      expect(await made()).toEqual([0, 0]);
      expect(await page.getByTestId('analise-status').textContent()).toBe('Aberta');

      // Confirmed: exactly what the question said.
      await page.getByRole('button', { name: 'Criar ordens', exact: true }).click();
      await ask.getByRole('button', { name: 'Criar ordens' }).click();
      await page.getByText(`Criadas: ${ordensDeProducao(counted.ordens)} e ${sugestoesDeCompra(counted.compras)}`, { exact: true }).waitFor();
      await page.getByTestId('analise-status').getByText('Finalizada').waitFor();
      expect(await made()).toEqual([counted.ordens, counted.compras]);
      await shotsAtWidths(page, shot, 'mrp-criar-ordens-feito');
    },
    { asDemo: true },
  );
});

/** The counts in words, in the number each one takes ("1 ordem de produção", "0 sugestões de compra"). */
function ordensDeProducao(n: number): string {
  return n === 1 ? '1 ordem de produção' : `${n} ordens de produção`;
}
function sugestoesDeCompra(n: number): string {
  return n === 1 ? '1 sugestão de compra' : `${n} sugestões de compra`;
}
