import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { messagesIn } from '@backoffice/domain';
import { ApiError } from '../api/errors';
import { changeLocale, installCatalogue, installCatalogueLoaders } from '../i18n/i18n';
import { LOCALES, type Locale } from '../i18n/language';
import { MESSAGES_PART, messagesPart, messagesReady, storedLabel, translateMessage } from '../i18n/messages';
import { describeError, notifyError, translateApiText } from './notify';

afterEach(async () => {
  await changeLocale('pt-BR');
});

const refusal = (violations: Record<string, string>) => new ApiError({ status: 422, description: 'Unprocessable Entity', violations });

describe('the API messages, in the language of the interface', () => {
  it.each([
    ['pt-BR', 'Este campo é obrigatório', 'Usuário ou senha não são válidos', 'A soma dos percentuais (106,50%) precisa ficar abaixo de 100%', 'Sem tabela de frete para o destino e o peso'],
    ['en-US', 'This field is required', 'Invalid username or password', 'The percentages add up to 106.50%: they must stay below 100%', 'No freight table for the destination and weight'],
    ['es', 'Este campo es obligatorio', 'Usuario o contraseña no válidos', 'La suma de los porcentajes (106,50%) debe quedar por debajo del 100%', 'Sin tabla de flete para el destino y el peso'],
  ] as const)('%s: keys, the API\'s own words, parameters and stored pt-BR texts', async (locale, required, credentials, sum, noFreight) => {
    await changeLocale(locale);
    expect(describeError(refusal({ name: 'required' }))).toBe(required);
    expect(translateApiText('Invalid credentials.')).toBe(credentials);
    // A text the API wrote in the language the client asked for is read back to its key, and said the same way.
    expect(translateApiText(`${credentials}.`)).toBe(credentials);
    expect(translateMessage('markup_sum_too_high', locale, { sum: '106.50' })).toBe(sum);
    expect(storedLabel('Sem tabela de frete para o destino e o peso', locale)).toBe(noFreight);
    expect(translateApiText('not a message')).toBe('not a message');
  });
});

describe('a list the API refuses for a filter value (422 on the query parameter)', () => {
  it('shows what the filter expects, as the API wrote it in the language the client asked for', async () => {
    expect(describeError(refusal({ 'DtEmissao[after]': 'Valor inválido para o filtro: informe uma data (AAAA-MM-DD)' }))).toBe(
      'Valor inválido para o filtro: informe uma data (AAAA-MM-DD)',
    );
    await changeLocale('en-US');
    expect(describeError(refusal({ 'DtEmissao[after]': 'Invalid value for the filter: enter a date (YYYY-MM-DD)' }))).toBe(
      'Invalid value for the filter: enter a date (YYYY-MM-DD)',
    );
    // A message with parameters (the unknown and the valid columns) passes as the API wrote it.
    const columns = 'Unknown column in the export: Senha. The columns are: CodPedido, VlTotal';
    expect(describeError(refusal({ 'columns[]': columns }))).toBe(columns);
  });
});

describe('the API messages are loaded one language at a time, when one must be shown', () => {
  it('a red notification waits for the messages of the user\'s language, asked for once and in that language only', async () => {
    const asked: Locale[] = [];
    const part = (locale: Locale) => async () => {
      asked.push(locale);
      return messagesPart(messagesIn(locale));
    };
    installCatalogueLoaders({ [MESSAGES_PART]: { 'pt-BR': part('pt-BR'), 'en-US': part('en-US'), es: part('es') } });
    // The setup installed every language's messages; the app starts with none.
    installCatalogue({ 'pt-BR': messagesPart({ texts: {}, stored: {} }), 'en-US': messagesPart({ texts: {}, stored: {} }), es: messagesPart({ texts: {}, stored: {} }) });
    const show = vi.spyOn(notifications, 'show');
    try {
      await changeLocale('es');
      expect(messagesReady()).toBe(false);
      expect(translateMessage('required')).toBe('required');
      notifyError(refusal({ _error: 'required' }));
      expect(show).not.toHaveBeenCalled();
      await waitFor(() => expect(show).toHaveBeenCalledTimes(1));
      expect(show.mock.calls[0]?.[0]).toMatchObject({ color: 'red', message: 'Este campo es obligatorio' });
      notifyError(refusal({ _error: 'invalid_email' }));
      await waitFor(() => expect(show).toHaveBeenCalledTimes(2));
      expect(show.mock.calls[1]?.[0]).toMatchObject({ message: 'Correo electrónico no válido' });
      expect(asked).toEqual(['es']);
      expect(messagesReady()).toBe(true);
    } finally {
      installCatalogueLoaders({});
      installCatalogue(Object.fromEntries(LOCALES.map((locale) => [locale, messagesPart(messagesIn(locale))])) as Record<Locale, object>);
    }
  });
});
