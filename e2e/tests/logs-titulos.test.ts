import { describe, expect } from 'vitest';
import { api, apiToken, baseUrl, browserAvailable, demoFlows, fieldError, members, shotsAtWidths, tableSettled, visit } from '../browser.ts';

// Each wait goes through a request and a list reload: expect.poll's default second is too short on a loaded machine
// (the authorisation's reload took longer in CI).

const REASON = 'Conferência feita no papel: leitor quebrado';

/** The demo company's id (the session's). */
async function companyId(token: string): Promise<number> {
  const me = await api('GET', '/users/me', token);
  return ((await me.json()) as { company: number }).company;
}

describe.skipIf(!browserAvailable)('registro de alterações, títulos a pagar e status de separação no Chromium', () => {
  const flow = demoFlows();

  flow(
    'inclui um título a pagar: fornecedor, datas DD/MM/AAAA, valor em R$, erros nos campos',
    async ({ page, shot }) => {
      const token = await apiToken();
      const [supplier] = await members<{ id: number; name: string }>(await api('GET', '/fornecedores_apagar?itemsPerPage=1', token));
      const number = `E2E-${Date.now().toString(36).toUpperCase()}`;
      await visit(page, '/items-to-pay');
      await tableSettled(page);
      await page.getByRole('button', { name: 'Novo título' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo título a pagar' });

      // The supplier's search opens focused, its list over the form's buttons: a click on the title closes it, as a
      // user's would.
      await dialog.getByRole('heading', { name: 'Novo título a pagar' }).click();
      await page.getByRole('option').first().waitFor({ state: 'hidden' });
      // Nothing filled: each required field says so, and nothing is sent.
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      expect(await fieldError(dialog.locator('#titulo-IdFornecedor'))).toBe('Este campo é obrigatório');
      expect(await fieldError(dialog.locator('#titulo-NrTitulo'))).toBe('Este campo é obrigatório');
      expect(await fieldError(dialog.locator('#titulo-DtVencimento'))).toBe('Este campo é obrigatório');
      expect(await fieldError(dialog.locator('#titulo-VlTitulo'))).toBe('Este campo é obrigatório');

      await dialog.locator('#titulo-IdFornecedor').fill(supplier.name.slice(0, 6));
      await page.getByRole('option', { name: new RegExp(supplier.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
      await dialog.locator('#titulo-NrTitulo').fill(number);
      await dialog.locator('#titulo-NmTitulo').fill('Caixas de papelão');
      // The date is typed as digits and shown as DD/MM/YYYY; a due date before the issue is refused on its field.
      await dialog.locator('#titulo-DtEmissao').fill('10112026');
      expect(await dialog.locator('#titulo-DtEmissao').inputValue()).toBe('10/11/2026');
      await dialog.locator('#titulo-DtVencimento').fill('01112026');
      await dialog.locator('#titulo-VlTitulo').fill('1234,5');
      await dialog.locator('#titulo-VlTitulo').blur();
      expect(await dialog.locator('#titulo-VlTitulo').inputValue()).toBe('1.234,50');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      expect(await fieldError(dialog.locator('#titulo-DtVencimento'))).toBe('O vencimento não pode ser antes da emissão');
      await shotsAtWidths(page, shot, 'titulo-novo-erros');

      await dialog.locator('#titulo-DtVencimento').fill('10122026');
      const created = page.waitForResponse((r) => r.url().endsWith('/api/apagar') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      expect((await created).status()).toBe(201);
      await dialog.waitFor({ state: 'detached' });
      const row = page.locator('table tr', { hasText: number });
      await row.waitFor();
      const text = await row.innerText();
      expect(text).toContain(supplier.name);
      expect(text).toContain('R$ 1.234,50');
      expect(text).toContain('10/12/2026');

      // The same number again: the API's 422 lands on the number's field, in Portuguese.
      await page.getByRole('button', { name: 'Novo título' }).click();
      await dialog.locator('#titulo-IdFornecedor').fill(supplier.name.slice(0, 6));
      await page.getByRole('option').first().click();
      await dialog.locator('#titulo-NrTitulo').fill(number);
      await dialog.locator('#titulo-NmTitulo').fill('Repetido');
      await dialog.locator('#titulo-DtVencimento').fill('31122026');
      await dialog.locator('#titulo-VlTitulo').fill('10');
      const refused = page.waitForResponse((r) => r.url().endsWith('/api/apagar') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      expect((await refused).status()).toBe(422);
      await expect.poll(() => fieldError(dialog.locator('#titulo-NrTitulo'))).not.toBe('');
      await dialog.getByRole('button', { name: 'Cancelar' }).click();

      // Selected while not authorised, it is not sent to the ERP: the button says why instead of an error afterwards.
      await row.getByRole('checkbox').check();
      const sendButton = page.getByRole('button', { name: 'Enviar ao ERP' });
      await expect.poll(() => sendButton.isDisabled()).toBe(true);
      await page.getByTestId('apagar-send-refused').hover();
      await page.getByRole('tooltip', { name: `O título ${number} não tem autorização de pagamento` }).waitFor();
      await shotsAtWidths(page, shot, 'titulo-envio-sem-autorizacao');
      await row.getByRole('button', { name: `Autorizar pagamento ${number}` }).click();
      await expect.poll(() => sendButton.isDisabled()).toBe(false);
    },
    { asDemo: true },
  );

  flow(
    'muda à mão o status de separação de um pedido, com o motivo',
    async ({ page, shot }) => {
      const token = await apiToken();
      const [order] = await members<{ CodPedido: number }>(await api('GET', '/lote_separacao_pedidos?StatusPedido=A&StatusSeparacaoPedido=Aberto&itemsPerPage=1', token));
      expect(order, 'a demo order in a lot, still open for picking').toBeTruthy();
      // The dialog writes the separation status only: nothing else of the order is sent.
      const orderWrites: string[] = [];
      page.on('request', (r) => {
        if (r.method() !== 'GET' && /\/api\/pedido_vendas/.test(r.url())) orderWrites.push(`${r.method()} ${r.url()}`);
      });
      try {
        await visit(page, `/orcamentos/orcamento_detalhes/${order.CodPedido}`);
        await page.getByTestId('pedido-status-separacao').click();
        const dialog = page.getByRole('dialog', { name: `Status de separação do pedido ${order.CodPedido}` });
        await dialog.getByText('Status atual: Aberto').waitFor();
        // No reason: refused on its field before anything is sent.
        await dialog.locator('#separacao-StatusSeparacaoPedido').click();
        await page.getByRole('option', { name: 'Em Separação', exact: true }).click();
        await dialog.getByRole('button', { name: 'Alterar status' }).click();
        expect(await fieldError(dialog.locator('#separacao-DsMotivo'))).toBe('Este campo é obrigatório');
        await dialog.locator('#separacao-DsMotivo').fill(REASON);
        await shotsAtWidths(page, shot, 'pedido-status-separacao');
        const saved = page.waitForResponse((r) => r.url().includes(`/api/pedido_separacao_statuses/pedido/${order.CodPedido}`));
        await dialog.getByRole('button', { name: 'Alterar status' }).click();
        expect((await saved).status()).toBe(200);
        await dialog.waitFor({ state: 'detached' });
        const [row] = await members<{ StatusSeparacaoPedido: string }>(await api('GET', `/vw_pedidos?CodPedido=${order.CodPedido}`, token));
        expect(row.StatusSeparacaoPedido).toBe('Em Separação');
        expect(orderWrites).toEqual([]);
        expect(await page.getByText('Só um orçamento aberto').count()).toBe(0);
      } finally {
        // The demo's lot back as it was, for the other flows.
        await api('PUT', `/pedido_separacao_statuses/pedido/${order.CodPedido}`, token, { StatusSeparacaoPedido: 'Aberto', DsMotivo: 'De volta ao estado da demonstração' });
      }
    },
    { asDemo: true },
  );

  flow(
    'uma mudança de custo aparece no registro a quem forma preços, gravada à parte de quem não a lê',
    async ({ page, shot }) => {
      const token = await apiToken();
      const [product] = await members<{ IdProduto: number; VlPrecoCusto: string }>(await api('GET', '/produtos?itemsPerPage=1&order[IdProduto]=desc', token));
      const changed = await api('PUT', `/produtos/${product.IdProduto}`, token, { VlPrecoCusto: '12.3400' });
      expect(changed.status, await changed.clone().text()).toBe(200);
      try {
        const [logged] = await members<{ log: string; logRestrito: string | null }>(await api('GET', `/logs?NmEntidadeOrigem=Produto&IdEntidadeOrigem=${product.IdProduto}&order[id]=desc&itemsPerPage=1`, token));
        expect(logged.log).not.toContain('VlPrecoCusto');
        expect(logged.logRestrito).toContain('12.3400');
        await visit(page, `/logs?NmEntidadeOrigem[]=Produto&IdEntidadeOrigem=${product.IdProduto}`);
        await tableSettled(page);
        // The screen puts the two parts together: the cost is among the changed fields, in words.
        const row = page.locator('table tbody tr').first();
        await expect.poll(() => row.innerText()).toContain('Campos: Preço de custo');
        // Only what was written (the row before is logged whole): no other field, nor the write counter.
        expect(await row.innerText()).not.toMatch(/Versão|Chamada|Ean/);
        await shotsAtWidths(page, shot, 'logs-custo');
      } finally {
        await api('PUT', `/produtos/${product.IdProduto}`, token, { VlPrecoCusto: product.VlPrecoCusto });
      }
    },
    { asDemo: true },
  );

  flow(
    'o registro de alterações filtra por usuário, entidade e período e diz tudo em palavras',
    async ({ page, shot }) => {
      await visit(page, '/logs');
      await tableSettled(page);
      const filters = page.getByRole('form', { name: 'Filtros' });
      await filters.getByRole('combobox', { name: 'Entidade', exact: true }).click();
      await page.getByRole('option', { name: 'Pedido de venda', exact: true }).click();
      await page.keyboard.press('Escape');
      await page.locator('#logs-IdPessoa').fill('Demonstra');
      await page.getByRole('option', { name: 'Usuário Demonstração' }).first().click();
      await page.getByTestId('logs-DtLog-last30').click();
      const sent = page.waitForResponse((r) => {
        const url = new URL(r.url());
        return url.pathname === '/api/logs' && url.searchParams.getAll('NmEntidadeOrigem[]').includes('PedidoDeVenda') && url.searchParams.has('IdPessoa') && url.searchParams.has('DtLog[after]');
      });
      await filters.getByRole('button', { name: 'Filtrar' }).click();
      expect((await sent).status()).toBe(200);
      await tableSettled(page);

      const row = page.locator('table tbody tr', { hasText: REASON }).first();
      await row.waitFor();
      const text = await row.innerText();
      expect(text).toContain('Pedido de venda');
      expect(text).toContain('Status de separação alterado à mão');
      expect(text).toContain('Campos: Status de separação');
      expect(text).toContain(`Motivo: ${REASON}`);
      expect(text).toContain('Por demo');
      // Only the filtered entity, and never the API's names.
      const table = await page.locator('table tbody').innerText();
      expect(table).not.toMatch(/PedidoDeVenda|StatusSeparacaoPedido|status-separacao-manual|TituloAPagar/);
      await shotsAtWidths(page, shot, 'logs');

      // The home's latest changes read the same words.
      await visit(page, '/home');
      // Drawn when its place shows (with the log's labels, not part of the first load): scrolled to, as a user does.
      await page.getByRole('heading', { name: 'Últimas alterações' }).scrollIntoViewIfNeeded();
      const latest = page.locator('table', { has: page.getByRole('columnheader', { name: 'Alteração' }) });
      await latest.locator('tbody tr', { hasText: 'Pedido de venda' }).first().waitFor();
      const home = await latest.innerText();
      expect(home).toContain('Status de separação alterado à mão');
      expect(home).not.toMatch(/PedidoDeVenda|TituloAPagar|Campos: CodPedido/);
      await shotsAtWidths(page, shot, 'home-ultimas-alteracoes');
    },
    { asDemo: true },
  );

  flow(
    'as entradas /Webeasy do menu abrem o sistema anterior no endereço configurado',
    async ({ page, shot }) => {
      const token = await apiToken();
      const company = await companyId(token);
      const set = (value: string) => api('PUT', `/configs/${company}`, token, { configKey: 'legacyBaseUrl', configValue: value, visibility: true });
      expect((await set('https://legado.exemplo.com.br/app')).status).toBe(200);
      try {
        await visit(page, '/home');
        const nav = page.getByRole('navigation', { name: 'Menu principal' });
        const pipeline = nav.getByRole('link', { name: 'Pipeline' });
        await pipeline.waitFor();
        expect(await pipeline.getAttribute('href')).toBe('https://legado.exemplo.com.br/app/Webeasy/pipeline');
        expect(await nav.getByRole('link', { name: 'Análise de crédito' }).getAttribute('href')).toBe('https://legado.exemplo.com.br/app/Webeasy/analise-credito');
        await pipeline.scrollIntoViewIfNeeded();
        await shot('menu-sistema-anterior');
      } finally {
        expect((await set('')).status).toBe(200);
      }
      await visit(page, '/home');
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Início' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Pipeline' }).count()).toBe(0);
      expect(page.url().startsWith(baseUrl)).toBe(true);
    },
    { asDemo: true },
  );
});
