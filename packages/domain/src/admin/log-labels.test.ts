import { describe, expect, it } from 'vitest';
import { actionLabel, describeLog, entityLabel, fieldLabel, knownEntities, mergedLog } from './log-labels.ts';

describe('describeLog', () => {
  it('names the created record and who made it, without listing its fields', () => {
    const log = JSON.stringify({ action: 'create', user: 'demo', changes: { id: 306, name: 'Mercado Azul Ltda', alias: 'Azul', document: '11222333000181' } });
    expect(describeLog(log)).toEqual({ action: 'create', user: 'demo', label: 'Mercado Azul Ltda', fields: [], reason: null, text: '' });
  });

  it('lists the fields an update changed with their values and names the record by its new value', () => {
    const log = JSON.stringify({ action: 'update', user: 'ana', changes: { alias: { from: 'Azul', to: 'Azulão' }, billing: { from: '10.00', to: '20.00' } } });
    expect(describeLog(log)).toEqual({
      action: 'update',
      user: 'ana',
      label: 'Azulão',
      fields: [
        { field: 'alias', from: 'Azul', to: 'Azulão' },
        { field: 'billing', from: '10.00', to: '20.00' },
      ],
      reason: null,
      text: '',
    });
  });

  it('gives the reason of a change apart from its fields', () => {
    const log = JSON.stringify({ action: 'status-separacao-manual', user: 'demo', changes: { StatusSeparacaoPedido: { from: 'Aberto', to: 'Conferido' }, DsMotivo: { to: 'Conferido no papel' } } });
    const d = describeLog(log);
    expect(d.fields.map((f) => f.field)).toEqual(['StatusSeparacaoPedido']);
    expect(d.reason).toBe('Conferido no papel');
  });

  it('shows a log that is not JSON as it is', () => {
    expect(describeLog('importação manual')).toEqual({ action: null, user: null, label: null, fields: [], reason: null, text: 'importação manual' });
  });
});

describe('the words of the log', () => {
  it.each([
    ['PedidoDeVenda', 'pt-BR', 'Pedido de venda'],
    ['PedidoDeVenda', 'en-US', 'Sales order'],
    ['TituloAPagar', 'es', 'Título a pagar'],
    ['LoteSeparacaoProduto', 'pt-BR', 'Lote separacao produto'],
    ['/apagar/:id/autorizar', 'pt-BR', 'Apagar'],
  ])('entity %s in %s is %s', (entity, locale, label) => expect(entityLabel(entity, locale)).toBe(label));

  it.each([
    ['cancelar-orcamento', 'pt-BR', 'Cancelar orçamento'],
    ['cancelar-orcamento', 'en-US', 'Cancel quote'],
    ['update', 'es', 'Cambio'],
    ['PUT /apagar/:id/autorizar', 'pt-BR', 'Autorizar pagamento'],
    ['POST /apagar', 'pt-BR', 'Inclusão'],
    ['PUT /pedido_vendas/:id/recalcular-tudo', 'pt-BR', 'Recalcular tudo'],
  ])('action %s in %s is %s', (action, locale, label) => expect(actionLabel(action, locale)).toBe(label));

  it.each([
    ['CodPedido', 'pt-BR', 'Pedido'],
    ['CdEmpresa', 'pt-BR', 'Empresa'],
    ['StatusSeparacaoPedido', 'en-US', 'Picking status'],
    ['IdMotorista', 'pt-BR', 'Motorista'],
    ['DtPrevisao', 'pt-BR', 'Data de previsao'],
  ])('field %s in %s is %s', (field, locale, label) => expect(fieldLabel(field, locale)).toBe(label));

  it('offers each entity once in the filter, by its name', () => {
    const options = knownEntities('pt-BR');
    expect(options.filter((o) => o.label === 'Pedido de venda')).toEqual([{ value: 'PedidoDeVenda', label: 'Pedido de venda' }]);
    expect(options.every((o) => !/^[A-Z][a-z]+[A-Z]/.test(o.label))).toBe(true);
  });
});

describe('mergedLog', () => {
  it('puts the restricted changes back among the others, for who may read them', () => {
    const open = JSON.stringify({ action: 'update', user: 'demo', changes: { NmProduto: { from: 'a', to: 'b' } } });
    const restricted = JSON.stringify({ action: 'update', user: 'demo', changes: { VlPrecoCusto: { from: '1.0000', to: '2.5000' } } });
    expect(describeLog(mergedLog(open, restricted)).fields).toEqual([
      { field: 'NmProduto', from: 'a', to: 'b' },
      { field: 'VlPrecoCusto', from: '1.0000', to: '2.5000' },
    ]);
  });

  it('leaves the log as it is without a restricted part, or when either is not JSON', () => {
    const open = JSON.stringify({ action: 'update', user: 'demo', changes: { NmProduto: { from: 'a', to: 'b' } } });
    expect(mergedLog(open, null)).toBe(open);
    expect(mergedLog(open, undefined)).toBe(open);
    expect(mergedLog('texto antigo', '{"changes":{"VlPrecoCusto":"1"}}')).toBe('texto antigo');
  });
});

describe('an update in words', () => {
  it('names the cost as the user knows it, and leaves out the record’s write counter', () => {
    const log = JSON.stringify({ action: 'update', user: 'demo', changes: { version: { from: 1, to: 2 }, VlPrecoCusto: { from: '1.0000', to: '2.5000' } } });
    expect(describeLog(log).fields.map((f) => fieldLabel(f.field, 'pt-BR'))).toEqual(['Preço de custo']);
    expect(fieldLabel('VlPrecoCusto', 'es')).toBe('Precio de costo');
  });
});
