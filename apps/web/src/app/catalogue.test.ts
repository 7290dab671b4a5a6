import { afterAll, describe, expect, it } from 'vitest';
import { storedLabelsIn, translateIn } from '@backoffice/domain';
import { MESSAGES_PART, installMessageFormat, installStoredLabels, storedLabel, translateMessage } from '@/platform/i18n/messages';
import { catalogueLoaders } from './catalogue';

describe("the messages' part and the shell's as the built app loads them (app/catalogue.ts)", () => {
  afterAll(() => {
    installMessageFormat(translateIn);
    installStoredLabels('en-US', storedLabelsIn('en-US'));
  });

  it('brings the formatter with it: a status given as a parameter is said by its label, in the language', async () => {
    // As on the first screen: no formatter yet (it is not in the first load), a key said as it is.
    installMessageFormat((_catalogue, key) => key);
    expect(translateMessage('order_move_refused', 'pt-BR', { from: 'T', to: 'A' })).toBe('order_move_refused');
    await catalogueLoaders[MESSAGES_PART]['pt-BR']();
    expect(translateMessage('order_move_refused', 'pt-BR', { from: 'T', to: 'A' })).toBe('Um pedido faturado não pode passar a aberto');
  });

  it("brings the stored labels' words with the shell's strings in English (pt-BR shows them as stored)", async () => {
    installStoredLabels('en-US', {});
    expect(storedLabel('Análises de MRP', 'en-US')).toBe('Análises de MRP');
    await catalogueLoaders.shell['en-US']();
    expect(storedLabel('Análises de MRP', 'en-US')).toBe('MRP analyses');
    expect(storedLabel('Análises de MRP', 'pt-BR')).toBe('Análises de MRP');
    // Typed by a user: as it is, in every language.
    expect(storedLabel('Minha tela', 'en-US')).toBe('Minha tela');
  });
});
