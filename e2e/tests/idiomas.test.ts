import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { browserAvailable, DEMO, demoFlows, shotsAtWidths, visit } from '../browser';

/**
 * Every screen of the menu in English and in Spanish, at desktop and phone widths: the application's own words
 * (menu, headings, labels, buttons, column headers, placeholders, tabs, alerts) hold no Portuguese. The screens are
 * the menu's links (GET /api/menu as the navbar shows it), so a new screen is walked as soon as it is in the menu.
 * What users type and proper names are not the application's words: table bodies are left out, and the demo's
 * company and user names are taken out of the text before it is read.
 */

/** Letters Portuguese writes and neither English nor Spanish does. */
const PT_LETTERS = '[ãõçâêôà]';
/** Portuguese words that are neither English nor Spanish. */
const PT_WORDS = [
  'Não', 'Sim', 'Salvar', 'Nenhum', 'Nenhuma', 'Novo', 'Nova', 'Excluir', 'Limpar', 'Fechar', 'Voltar', 'Pesquisa', 'Pesquisar',
  'Selecionar', 'Selecionado', 'Selecionados', 'Usuário', 'Usuários', 'Relatório', 'Até', 'Você', 'Também', 'Obrigatório', 'Exibir',
  'Carregando', 'Quantidade', 'Produto', 'Produtos', 'Unidade', 'Tabela', 'Tabelas', 'Cadastro', 'Cadastros', 'Fornecedor',
  'Fornecedores', 'Ordem', 'Estoque', 'Movimento', 'Mês', 'Saída', 'Escolher', 'Mostrar', 'Ocultar',
];
/** Portuguese words that are Spanish too: Portuguese left in English only. */
const PT_ES_WORDS = [
  'Pedido', 'Pedidos', 'Cliente', 'Clientes', 'Empresa', 'Empresas', 'Buscar', 'Filtrar', 'Entregas', 'Frete', 'Fretes', 'Veículo',
  'Veículos', 'Código', 'Página', 'Cancelar', 'Editar', 'Valor', 'Lote', 'Lotes', 'Vendedor', 'Todos', 'Todas', 'Rotas', 'Roteiro',
  'Roteiros', 'Motorista', 'Motoristas', 'Filtros', 'Colunas', 'Favoritos', 'Início', 'Dia', 'Semana', 'Entrada',
];

function patternFor(words: readonly string[]): RegExp {
  return new RegExp(`${PT_LETTERS}|(?<!\\p{L})(?:${words.join('|')})(?!\\p{L})`, 'iu');
}
const PORTUGUESE = { 'en-US': patternFor([...PT_WORDS, ...PT_ES_WORDS]), es: patternFor(PT_WORDS) };

/** The application's own words on the screen: visible chrome outside the table bodies, and the fields' placeholders. */
const CHROME = 'nav, header, h1, h2, h3, h4, h5, label, legend, th, button, [role="tab"], [role="alert"], [role="dialog"] p, .mantine-Badge-root, .mantine-InputWrapper-description';

async function chromeTexts(page: Page, names: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ({ selector, names }) => {
      const seen = new Set<string>();
      const visible = (el: Element) => (el as HTMLElement).checkVisibility?.() ?? true;
      for (const el of document.querySelectorAll(selector)) {
        if (el.closest('tbody') || !visible(el)) continue;
        seen.add((el as HTMLElement).innerText);
      }
      for (const el of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
        if (!el.closest('tbody') && visible(el)) seen.add(el.getAttribute('placeholder') ?? '');
      }
      return [...seen]
        .flatMap((text) => text.split('\n'))
        .map((text) => names.reduce((rest, name) => rest.split(name).join(' '), text).trim())
        .filter(Boolean);
    },
    { selector: CHROME, names },
  );
}

/** The texts that read as Portuguese in the language, each with the screen and width it was met on. */
async function leftovers(page: Page, locale: keyof typeof PORTUGUESE, where: string, names: readonly string[]): Promise<string[]> {
  const pattern = PORTUGUESE[locale];
  // A vehicle is named by its user, with its plate ('Fiorino Furgão · FRT4D06'): data, not the application's words.
  const vehicle = /\b[A-Z]{3}\d[A-Z0-9]\d{2}\b/;
  return (await chromeTexts(page, names)).filter((text) => pattern.test(text) && !vehicle.test(text)).map((text) => `${where}: "${text}"`);
}

/** Waits until the screen has its heading and its lists and skeletons have loaded. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1, main h2').first().waitFor({ timeout: 30_000 });
  await page
    .waitForFunction(
      () => ![...document.querySelectorAll('table')].some((t) => t.getAttribute('aria-busy') === 'true') && !document.querySelector('.mantine-Skeleton-root'),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

/** The internal links of the main menu (the screens the user may open), in menu order. */
async function menuRoutes(page: Page, menuName: string): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: menuName });
  await nav.getByRole('link').first().waitFor();
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

/** Screens whose phone-width look is kept as a picture for a person to check. */
const PICTURED = ['/home', '/pedidos', '/roteiro/manual', '/regras'];

describe.skipIf(!browserAvailable)('English and Spanish on every screen of the menu', () => {
  const flow = demoFlows();

  // Each language's menu in three parts, each its own flow on the shared session (a flow's time is bounded).
  for (const [locale, language, menuName] of [
    ['en-US', 'English', 'Main menu'],
    ['es', 'Español', 'Menú principal'],
  ] as const) {
    for (const part of [0, 1, 2]) {
      flow(
        `${language} (${part + 1}/3): no Portuguese left on the menu's screens at 1280 and 390 px`,
        async ({ page, shot }) => {
          const names = [DEMO.company, DEMO.alias];
          await page.setViewportSize({ width: 1280, height: 860 });
          await visit(page, '/home');
          await settled(page);
          // The signed-in user's name is a proper name: what the home greets with, after "Olá, ".
          const greeting = await page.locator('main h1, main h2').first().innerText();
          const realname = greeting.replace(/^[^,]*,\s*/, '').trim();
          if (realname) names.push(realname);
          // The same reading finds the Portuguese menu in pt-BR: the check sees what it must.
          expect((await leftovers(page, locale, 'pt-BR /home', names)).length, 'the Portuguese menu is read as Portuguese').toBeGreaterThan(10);

          await page.getByRole('button', { name: 'Escolher idioma' }).first().click();
          await page.getByRole('menuitem', { name: language }).click();
          const nav = page.getByRole('navigation', { name: menuName });
          await nav.waitFor();
          // The language menu closes with a transition: its items ("Português" among them) are not the next screen's words.
          await page.waitForFunction(() => ![...document.querySelectorAll('[role="menu"]')].some((m) => (m as HTMLElement).checkVisibility()));
          const routes = await menuRoutes(page, menuName);
          expect(routes.length, 'the menu lists the screens').toBeGreaterThan(40);
          const mine = routes.filter((_, i) => i % 3 === part);

          const found: string[] = [];
          for (const route of mine) {
            // Through the menu, as a user goes (the app is not loaded again for each screen).
            await page.setViewportSize({ width: 1280, height: 860 });
            await nav.locator(`a[href="${route}"]`).first().click();
            await page.waitForURL((url) => url.pathname === route);
            await settled(page);
            found.push(...(await leftovers(page, locale, `${route} 1280`, names)));
            await page.setViewportSize({ width: 390, height: 860 });
            await page.waitForTimeout(100);
            found.push(...(await leftovers(page, locale, `${route} 390`, names)));
            if (PICTURED.includes(route)) await shotsAtWidths(page, shot, `idioma-${locale}${route.replace(/\//g, '-')}`);
          }
          if (part === 2) {
            // The phone's menu, opened from its button.
            await page.setViewportSize({ width: 390, height: 860 });
            await page.locator('header .mantine-Burger-root').first().click();
            await nav.getByRole('link').first().waitFor();
            found.push(...(await leftovers(page, locale, 'menu 390', names)));
            await shot(`idioma-${locale}-menu-390`);
          }
          expect([...new Set(found)]).toEqual([]);
        },
        { asDemo: true },
      );
    }
  }
});
