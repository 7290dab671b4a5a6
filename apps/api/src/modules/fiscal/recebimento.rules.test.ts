import { describe, expect, it } from 'vitest';
import { differences, factorFor, matchItem, orderLineFor, plannedTitles, receiptLine, type InvoiceItem } from './recebimento.rules.ts';

const kg = { CdSigla: 'KG', TpUnidade: 'F', conversoes: [] };
const un = { CdSigla: 'UN', TpUnidade: 'I', conversoes: [{ CdSigla: 'CX', QtFator: '12.000000' }] };
const item = (over: Partial<InvoiceItem> = {}): InvoiceItem => ({
  NrItem: 1,
  CdProduto: '1018',
  CdUnidade: 'UN',
  QtComercial: '72.0000',
  VlProduto: '313.92',
  CdEan: null,
  CdEanTributavel: null,
  DsRastro: [],
  ...over,
});

describe('matching an invoice item', () => {
  it('takes the user’s word first, then the learnt code, then the GTIN', () => {
    expect(matchItem({ confirmed: { IdProduto: 1 }, remembered: { IdProduto: 2, QtFator: '3' }, byGtin: 3 })).toEqual({ IdProduto: 1, origem: 'informado', QtFator: null });
    expect(matchItem({ confirmed: { IdProduto: 2 }, remembered: { IdProduto: 2, QtFator: '3' } })).toEqual({ IdProduto: 2, origem: 'informado', QtFator: '3' });
    expect(matchItem({ remembered: { IdProduto: 2, QtFator: '0.5' }, byGtin: 3 })).toEqual({ IdProduto: 2, origem: 'codigo', QtFator: '0.5' });
    expect(matchItem({ byGtin: 3 })).toEqual({ IdProduto: 3, origem: 'gtin', QtFator: null });
    expect(matchItem({})).toEqual({ IdProduto: null, origem: null, QtFator: null });
  });

  it('finds the factor: given, the same unit, the catalogue’s conversion, or none', () => {
    expect(factorFor('UN', kg, '0.500000')).toBe('0.5');
    expect(factorFor('un', un, null)).toBe('1');
    expect(factorFor('CX', un, null)).toBe('12');
    expect(factorFor('FD', un, null)).toBeNull();
  });
});

describe('the stock an item brings', () => {
  it('converts the quantity and the lots exactly, the rest without a lot, and the cost per unit of ours', () => {
    const lots = [
      { nLote: 'A', qLote: '30.000', dFab: '2026-09-01', dVal: '2030-03-31' },
      { nLote: 'B', qLote: '40.000', dFab: '2026-10-01', dVal: '2030-06-30' },
    ];
    const read = receiptLine(0, item({ DsRastro: lots }), kg, '0.5');
    expect(read).toEqual({
      line: {
        QtEstoque: '36.000',
        lotes: [
          { CdLote: 'A', DtFabricacao: '2026-09-01', DtValidade: '2030-03-31', QtEstoque: '15.000' },
          { CdLote: 'B', DtFabricacao: '2026-10-01', DtValidade: '2030-06-30', QtEstoque: '20.000' },
        ],
        QtSemLote: '1.000',
        VlCustoUnitario: '8.7200',
      },
    });
  });

  it('refuses a whole unit made fractional, lots beyond the item and a lot that expires before it was made', () => {
    expect(receiptLine(2, item(), un, '0.3333')).toEqual({ violations: [{ propertyPath: 'itens.2.QtFator', message: 'receipt_quantity_not_exact', params: { quantity: '23.9976', unit: 'UN' } }] });
    const over = receiptLine(0, item({ DsRastro: [{ nLote: 'A', qLote: '80', dFab: '2026-09-01', dVal: '2026-08-01' }] }), kg, '1');
    expect('violations' in over && over.violations.map((v) => [v.propertyPath, v.message])).toEqual([
      ['itens.0.lotes.0.dVal', 'receipt_lot_dates'],
      ['itens.0.lotes', 'receipt_lots_exceed'],
    ]);
  });
});

describe('payable titles of a received invoice', () => {
  const invoice = { NrNf: '48120', CNPJEmitente: '34128745000152', NmEmpresa: 'Alimentos Ltda.', DataEmissaoNota: '2026-11-20T10:15:00-03:00', VlNf: '913.92' };
  it('one per dup with its number, due date and value', () => {
    const titles = plannedTitles({ ...invoice, DsCobranca: { dup: [{ nDup: '001', dVenc: '2026-12-20', vDup: '456.96' }, { nDup: '002', dVenc: '2027-01-19', vDup: '456.96' }], pag: [] } });
    expect(titles.map((t) => [t.NrTitulo, t.DtEmissao, t.DtVencimento, t.VlTitulo])).toEqual([
      ['341287450001-1-48120-001', '2026-11-20', '2026-12-20', '456.96'],
      ['341287450001-1-48120-002', '2026-11-20', '2027-01-19', '456.96'],
    ]);
  });
  it('numbers that name the invoice: another series or another branch of the supplier with the same number, and dups without nDup, do not repeat one', () => {
    const dups = { dup: [{ nDup: '001', dVenc: '2026-12-20', vDup: '456.96' }], pag: [] };
    const numbers = [
      plannedTitles({ ...invoice, DsCobranca: dups }),
      plannedTitles({ ...invoice, NrSerie: '2', DsCobranca: dups }),
      plannedTitles({ ...invoice, CNPJEmitente: '34128745000233', DsCobranca: dups }),
    ].map(([x]) => x.NrTitulo);
    expect(new Set(numbers).size).toBe(3);
    const unnumbered = plannedTitles({ ...invoice, DsCobranca: { dup: [{ nDup: '', dVenc: '2026-12-20', vDup: '456.96' }, { nDup: '', dVenc: '2027-01-19', vDup: '456.96' }], pag: [] } });
    expect(new Set(unnumbered.map((x) => x.NrTitulo)).size).toBe(2);
    for (const x of [...numbers, ...unnumbered.map((u) => u.NrTitulo)]) expect(x.length).toBeLessThanOrEqual(30);
  });
  it('without dups, one of detPag due on the issue date; none when nothing is to be paid', () => {
    expect(plannedTitles({ ...invoice, DsCobranca: { dup: [], pag: [{ tPag: '01', vPag: '900.00' }, { tPag: '03', vPag: '13.92' }] } })).toMatchObject([{ NrTitulo: '341287450001-1-48120', DtVencimento: '2026-11-20', VlTitulo: '913.92', nDup: null }]);
    expect(plannedTitles({ ...invoice, DsCobranca: { dup: [], pag: [{ tPag: '90', vPag: '0.00' }] } })).toEqual([]);
    expect(plannedTitles({ ...invoice, DsCobranca: null })).toEqual([]);
  });
});

describe('against the purchase order', () => {
  const line = { IdPedidoCompraItem: 7, NrPedido: 3, IdProduto: 1, QtAberta: '36.000', VlUnitario: '8.5000' };
  it('flags quantity against what is open, and price by what the invoice charges for the item against the order’s price', () => {
    expect(differences({ QtEstoque: '36.000', VlCustoUnitario: '8.7200', VlProduto: '313.92' }, line)).toEqual([{ campo: 'preco', nota: '8.72', pedido: '8.50' }]);
    expect(differences({ QtEstoque: '40.000', VlCustoUnitario: '8.5000', VlProduto: '340.00' }, line)).toEqual([{ campo: 'quantidade', nota: '40.000', pedido: '36.000' }]);
    // The invoice's own rounding of its product (a cent) is no difference.
    expect(differences({ QtEstoque: '36', VlCustoUnitario: '8.5003', VlProduto: '306.01' }, line)).toEqual([]);
  });
  it('sees a price of fractions of a cent: 10.000 screws at R$ 0,0130 ordered at R$ 0,0125 are R$ 5,00 more', () => {
    const screws = { ...line, QtAberta: '10000.000', VlUnitario: '0.012500' };
    expect(differences({ QtEstoque: '10000.000', VlCustoUnitario: '0.0130', VlProduto: '130.00' }, screws)).toEqual([{ campo: 'preco', nota: '0.013', pedido: '0.0125' }]);
    expect(differences({ QtEstoque: '10000.000', VlCustoUnitario: '0.0125', VlProduto: '125.00' }, screws)).toEqual([]);
  });
  it('takes the named line, else the product’s oldest line not taken', () => {
    const other = { ...line, IdPedidoCompraItem: 8 };
    expect(orderLineFor(1, [line, other], new Set())).toBe(line);
    expect(orderLineFor(1, [line, other], new Set([7]))).toBe(other);
    expect(orderLineFor(1, [line, other], new Set(), 8)).toBe(other);
    expect(orderLineFor(2, [line], new Set())).toBeNull();
  });
});
