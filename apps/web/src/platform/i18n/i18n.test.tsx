import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, stubFetch } from '../../test/utils';
import { buildRoutes } from '../../app/routes';
import { changeLocale, i18n } from './i18n';
import { LANGUAGE_KEY } from './language';

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
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('Forgot my password')).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
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
});
