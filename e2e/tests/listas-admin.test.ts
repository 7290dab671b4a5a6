import { describe, expect } from 'vitest';
import { baseUrl, browserAvailable, demoFlows, fieldError, shotsAtWidths, signIn, tableSettled, visit } from '../browser.ts';

/** The lists the specification names that became screens: path, title, a header in words and the screenshot's name. */
const SCREENS = [
  { path: '/setors', title: 'Setores', header: 'Nome', shot: 'lista-setores' },
  { path: '/categories', title: 'Categorias de despesa', header: 'Ícone', shot: 'lista-categorias' },
  { path: '/financeiro/centros-de-custo', title: 'Centros de custo', header: 'Situação', shot: 'lista-centros-de-custo' },
  { path: '/financeiro/empresas-erp', title: 'Empresas do ERP', header: 'Código no ERP', shot: 'lista-empresas-erp' },
  { path: '/financeiro/usuarios-alterdata', title: 'Usuários do Alterdata', header: 'Login no Alterdata', shot: 'lista-usuarios-alterdata' },
  { path: '/financeiro/usuarios-webapi', title: 'Usuários da API web do ERP', header: 'Código no ERP', shot: 'lista-usuarios-webapi' },
  { path: '/config/modulos', title: 'Módulos', header: 'Ordem', shot: 'lista-modulos' },
  { path: '/config/rotas', title: 'Rotas', header: 'Tela', shot: 'lista-rotas' },
  { path: '/config/acoes', title: 'Ações', header: 'Ação', shot: 'lista-acoes' },
];

describe.skipIf(!browserAvailable)('as listas da administração no Chromium', () => {
  const flow = demoFlows();

  flow(
    'cada lista nova abre pelo menu, em pt-BR, com colunas em palavras, no computador e no celular',
    async ({ page, shot }) => {
      await page.goto(`${baseUrl}/home`);
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      await nav.getByText('Clientes').first().waitFor();
      for (const screen of SCREENS) {
        await visit(page, screen.path);
        await page.getByRole('heading', { name: screen.title, exact: true }).waitFor();
        await tableSettled(page);
        await page.getByRole('columnheader', { name: screen.header }).first().waitFor();
        await shotsAtWidths(page, shot, screen.shot);
      }
      // Actions read as verbs, routes carry their module's name: no raw code where a word exists.
      await visit(page, '/config/acoes');
      await tableSettled(page);
      const body = await page.getByRole('table').innerText();
      expect(body).toMatch(/Ver|Incluir|Alterar|Excluir/);
      expect(body).not.toMatch(/\bread\b|\bcreate\b/);
    },
    { asDemo: true },
  );

  flow(
    'um centro de custo sem código é recusado no campo; com código, entra na lista como ativo',
    async ({ page, shot }) => {
      await page.goto(`${baseUrl}/financeiro/centros-de-custo`);
      await tableSettled(page);
      await page.getByRole('button', { name: 'Novo centro de custo' }).click();
      const dialog = page.getByRole('dialog');
      const code = dialog.getByLabel('Código');
      await dialog.getByLabel('Nome').fill('Manutenção da frota');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect.poll(() => fieldError(code)).not.toBe('');
      await shotsAtWidths(page, shot, 'centro-de-custo-recusado');
      await code.fill('frota-01');
      const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/centro_de_custo');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      expect((await saved).status()).toBe(201);
      await dialog.waitFor({ state: 'hidden' });
      await tableSettled(page);
      const row = page.getByRole('row').filter({ hasText: 'Manutenção da frota' });
      await expect.poll(() => row.innerText()).toMatch(/FROTA-01[\s\S]*Ativo/);
    },
    { asDemo: true },
  );

  flow("o vendedor, sem esses acessos, não as vê no menu e recebe 'Acesso negado'", async ({ page, shot }) => {
    await signIn(page, 'vendedor', 'vendedor1234');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.getByText('Clientes').first().waitFor();
    expect(await nav.innerText()).not.toMatch(/Centros de custo|Empresas do ERP|Alterdata|Módulos|Rotas\b|Ações/);
    for (const path of ['/config/rotas', '/financeiro/centros-de-custo', '/categories']) {
      await visit(page, path);
      await page.getByRole('heading', { name: 'Acesso negado' }).waitFor();
    }
    await shotsAtWidths(page, shot, 'lista-acesso-negado');
  });
});
