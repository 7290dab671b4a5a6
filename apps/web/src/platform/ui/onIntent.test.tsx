import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../test/utils';
import { changeLocale } from '../i18n/i18n';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { Hint } from './Hint';

afterEach(async () => {
  await changeLocale('pt-BR');
});

describe('a menu whose code comes when the user reaches for it (onIntent)', () => {
  it('drawn as its button, no menu yet; the click brings the menu open', async () => {
    const user = userEvent.setup();
    renderAt(<LanguageSwitch />);
    const button = await screen.findByRole('button', { name: 'Escolher idioma' });
    expect(button.getAttribute('aria-haspopup')).toBeNull();
    await user.click(button);
    expect(await screen.findByRole('menuitem', { name: 'English' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Escolher idioma' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('from the keyboard: Tab to the button, Enter opens the menu, and its choice applies', async () => {
    const user = userEvent.setup();
    renderAt(<LanguageSwitch />);
    await screen.findByRole('button', { name: 'Escolher idioma' });
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Escolher idioma');
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Español' }));
    expect(await screen.findByRole('button', { name: 'Elegir idioma' })).toBeTruthy();
  });
});

describe('Hint', () => {
  it('shows its tip on a mouse over the control or a focus, and hides it when they leave', async () => {
    const user = userEvent.setup();
    renderAt(
      <Hint label="Notificações">
        <button type="button">sino</button>
      </Hint>,
    );
    const button = await screen.findByRole('button', { name: 'sino' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Notificações');
    await user.unhover(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
