import { afterEach, describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, stubFetch } from '../../test/utils';
import { buildRoutes } from '../../app/routes';
import { changeLocale, i18n, installCatalogueLoaders, loadStrings, stringsReady } from './i18n';
import { LANGUAGE_KEY } from './language';
import { WithStrings } from './WithStrings';

/** A screen reading a key of the probe part (read when it renders, not when the test writes it). */
function ProbeScreen() {
  return <p>{i18n.t('probe.screen' as never)}</p>;
}

afterEach(async () => {
  await changeLocale('pt-BR');
});

describe('i18n', () => {
  it('pt-BR é o padrão e a troca para English muda os textos e fica guardada', async () => {
    stubFetch(() => undefined);
    const user = userEvent.setup();
    renderRoutes(buildRoutes([]), '/');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(screen.getByText('Esqueci minha senha')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Escolher idioma' }));
    // The menu's code and the English strings each arrive on demand (a dynamic import): on a loaded machine that
    // takes longer than findBy's default second.
    await user.click(await screen.findByRole('menuitem', { name: 'English' }, { timeout: 5000 }));
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Forgot my password')).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('carrega uma língua por vez: a troca espera os textos da nova língua (nenhuma chave crua) e cada parte vem uma vez', async () => {
    const asked: string[] = [];
    let release = () => {};
    const spanishArrives = new Promise<void>((resolve) => (release = resolve));
    const part = (locale: 'pt-BR' | 'en-US' | 'es') => async () => {
      asked.push(locale);
      if (locale === 'es') await spanishArrives;
      return { probe: { hello: `hello ${locale}` } };
    };
    installCatalogueLoaders({ probe: { 'pt-BR': part('pt-BR'), 'en-US': part('en-US'), es: part('es') } });
    const hello = () => i18n.t('probe.hello' as never);
    try {
      expect(stringsReady('probe')).toBe(false);
      await loadStrings('probe');
      expect(stringsReady('probe')).toBe(true);
      expect(hello()).toBe('hello pt-BR');

      const switching = changeLocale('es');
      await new Promise((resolve) => setTimeout(resolve, 20));
      // Still in Portuguese, with its strings, while the Spanish ones are on their way.
      expect(i18n.language).toBe('pt-BR');
      expect(hello()).toBe('hello pt-BR');
      release();
      await switching;
      expect(i18n.language).toBe('es');
      expect(hello()).toBe('hello es');

      await loadStrings('probe');
      await changeLocale('pt-BR');
      expect(asked).toEqual(['pt-BR', 'es']);
    } finally {
      installCatalogueLoaders({});
    }
  });

  it('uma tela que precisa de outra parte do catálogo espera por ela (o esqueleto, não chaves cruas)', async () => {
    let release = () => {};
    const arrives = new Promise<void>((resolve) => (release = resolve));
    const part = (locale: string) => async () => {
      await arrives;
      return { probe: { screen: `screen ${locale}` } };
    };
    installCatalogueLoaders({ probe: { 'pt-BR': part('pt-BR'), 'en-US': part('en-US'), es: part('es') } });
    try {
      render(
        <Suspense fallback={<p>skeleton</p>}>
          <WithStrings parts={['probe']}>
            <ProbeScreen />
          </WithStrings>
        </Suspense>,
      );
      expect(screen.getByText('skeleton')).toBeTruthy();
      expect(screen.queryByText('probe.screen')).toBeNull();
      // Resolved inside act, as React asks of a test (the browser renders the screen on its own).
      await act(async () => {
        release();
        await loadStrings('probe');
      });
      expect(await screen.findByText('screen pt-BR')).toBeTruthy();
    } finally {
      installCatalogueLoaders({});
    }
  });

  it('oferece Português, English e Español', async () => {
    stubFetch(() => undefined);
    const user = userEvent.setup();
    renderRoutes(buildRoutes([]), '/');
    await user.click(await screen.findByRole('button', { name: 'Escolher idioma' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Português', 'English', 'Español']);
    await user.click(screen.getByRole('menuitem', { name: 'Español' }));
    await waitFor(() => expect(screen.getByText('Olvidé mi contraseña')).toBeTruthy());
  });

  it('uma chave sem tradução em es cai no en-US e depois no pt-BR nunca fica vazia', () => {
    for (const locale of ['pt-BR', 'en-US', 'es'] as const) {
      expect(i18n.t('list.last30Days', { lng: locale })).not.toBe('list.last30Days');
    }
    expect(i18n.t('list.last30Days', { lng: 'pt-BR' })).toBe('Últimos 30 dias');
  });

  it('plurais: zero é plural em pt-BR ("0 pedidos", não "0 pedido"), como em en-US e es; um é singular', () => {
    for (const [locale, zero, one] of [
      ['pt-BR', '0 pedidos não atendidos', '1 pedido não atendido'],
      ['en-US', '0 orders not served', '1 order not served'],
      ['es', '0 pedidos no atendidos', '1 pedido no atendido'],
    ] as const) {
      expect(i18n.t('mapas.roteirizador.unserved', { lng: locale, count: 0 })).toBe(zero);
      expect(i18n.t('mapas.roteirizador.unserved', { lng: locale, count: 1 })).toBe(one);
    }
    // A zero written by hand stays.
    expect(i18n.t('mapas.rota.addCount', { lng: 'pt-BR', count: 0 })).toBe('Adicionar');
  });

  it('nenhuma frase com {{count}} escreve o plural entre parênteses ("pedido(s)"): usa os plurais do i18next', () => {
    const bad: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (typeof node === 'string') {
        if (node.includes('{{count}}') && /\w\((s|es|ns|ies)\)/.test(node)) bad.push(`${path}: ${node}`);
      } else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
    };
    for (const locale of ['pt-BR', 'en-US', 'es'] as const) walk(i18n.getResourceBundle(locale, 'translation'), locale);
    expect(bad).toEqual([]);
  });

  it('o aviso de status do roteiro não repete a preposição do nome ("Roteiro em Em Separação")', () => {
    expect(i18n.t('mapas.rota.moved', { lng: 'pt-BR', status: 'Em Separação' })).toBe('Status do roteiro: Em Separação');
    expect(i18n.t('mapas.rota.moved', { lng: 'en-US', status: 'Picking' })).toBe('Route status: Picking');
    expect(i18n.t('mapas.rota.moved', { lng: 'es', status: 'En separación' })).toBe('Estado de la ruta: En separación');
  });
});
