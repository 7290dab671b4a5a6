import { describe, expect, it } from 'vitest';
import { jobOutcomeMessage, notificationColumns, readNotification } from './notifications.ts';
import { shopReviewClaim, shopReviewNote } from '../loja/loja.schema.ts';

describe('notificações no idioma de quem lê', () => {
  it('grava o texto pt-BR e a mensagem; lê em inglês e espanhol, com o plural escolhido ao escrever', () => {
    const row = notificationColumns(jobOutcomeMessage({ key: 'notify_roteirizacao_other', params: { count: 12 } }, { ok: true }));
    expect([row.title, row.body]).toEqual(['Roteirização de 12 pedidos', 'Concluído.']);
    expect(readNotification(row, 'en-US')).toEqual({ title: 'Routing of 12 orders', body: 'Done.' });
    expect(readNotification(row, 'es')).toEqual({ title: 'Ruteo de 12 pedidos', body: 'Completado.' });
  });

  it('a falha diz o que falhou no idioma de quem lê, com o motivo; sem motivo, sem dois-pontos vazios', () => {
    const title = { key: 'notify_nfe_email', params: { number: 1234, recipients: 'fiscal@cliente.com.br' } } as const;
    const failed = notificationColumns(jobOutcomeMessage(title, { ok: false, error: 'timeout' }));
    expect(failed.title).toBe('Falhou: E-mail da NF-e 1234 para fiscal@cliente.com.br');
    expect(readNotification(failed, 'en-US')).toEqual({
      title: 'Failed: E-mail of NF-e 1234 to fiscal@cliente.com.br',
      body: 'Could not finish: timeout. Try again or contact support.',
    });
    expect(notificationColumns(jobOutcomeMessage(title, { ok: false })).body).toBe('Não foi possível concluir. Tente de novo ou fale com o suporte.');
  });

  it('uma linha escrita só em texto passa pelo catálogo de rótulos gravados, ou fica como está', () => {
    expect(readNotification({ title: 'Relatório pedido à mão', body: null }, 'en-US')).toEqual({ title: 'Relatório pedido à mão', body: '' });
  });

  it('o pedido da loja a revisar diz a mesma frase da nota do contato, no idioma de quem lê', () => {
    const claim = shopReviewClaim('11444777000161', 'Mercado Central Ltda');
    const row = notificationColumns({
      title: { key: 'notify_loja_pedido_revisar', params: { order: 2105 } },
      body: { key: 'notify_loja_pedido_corpo_revisar', params: { client: 'Visitante', ...claim, review: 'loja_contato_revisar' } },
    });
    expect(row.body).toBe(`Visitante enviou um pedido pela loja virtual. ${shopReviewNote(claim)}`);
    expect(shopReviewNote(claim)).toContain('informou o documento 11.444.777/0001-61, do cliente Mercado Central Ltda');
    expect(readNotification(row, 'en-US').body).toBe(
      'Visitante sent an order through the online shop. Shop contact awaiting review: gave the document 11.444.777/0001-61, of the client Mercado Central Ltda, without signing in as that client.',
    );
  });
});
