import { afterAll, describe, expect, it } from 'vitest';
import { translateIn } from '@backoffice/domain';
import { MESSAGES_PART, installMessageFormat, translateMessage } from '@/platform/i18n/messages';
import { catalogueLoaders } from './catalogue';

describe("the messages' part as the built app loads it (app/catalogue.ts)", () => {
  afterAll(() => installMessageFormat(translateIn));

  it('brings the formatter with it: a status given as a parameter is said by its label, in the language', async () => {
    // As on the first screen: no formatter yet (it is not in the first load), a key said as it is.
    installMessageFormat((_catalogue, key) => key);
    expect(translateMessage('order_move_refused', 'pt-BR', { from: 'T', to: 'A' })).toBe('order_move_refused');
    await catalogueLoaders[MESSAGES_PART]['pt-BR']();
    expect(translateMessage('order_move_refused', 'pt-BR', { from: 'T', to: 'A' })).toBe('Um pedido faturado não pode passar a aberto');
  });
});
