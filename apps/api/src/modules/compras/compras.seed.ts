import { and, asc, eq } from 'drizzle-orm';
import { Decimal, generateCnpj, isoDateIn } from '@backoffice/domain';
import type { Tx } from '../../platform/db/client.ts';
import type { DemoSeed } from '../../platform/modules/module.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { createPeople } from '../pessoas/index.ts';
import { produtos } from '../catalogo/index.ts';
import { compras as sugestoes, suggestPurchase } from '../pcp/index.ts';
import { addDays } from './cotacao.rules.ts';
import { pedidoCompra } from './compras.table.ts';
import { createCotacao, gerarPedidos, readCotacao, setCotacaoPrecos, setCotacaoVencedores } from './cotacoes.service.ts';
import { changePedidoCompraStatus, createPedidoCompra } from './pedidos.service.ts';
import { pedidosCompraAbertos, registrarRecebimentoCompra } from './recebimento.service.ts';

/**
 * Purchasing's demo, written through its own commands so the screens show what the flow makes: suppliers, a
 * quotation of the weekly MRP analysis' suggestions with two suppliers' prices whose winners made orders (one sent,
 * one partly received), a typed order received, another cancelled, one still open, and an open quotation waiting for
 * prices. The other company gets a supplier, a quotation and an order of its own (the isolation tests read them).
 */
export async function seedCompras(tx: Tx, demo: DemoSeed): Promise<void> {
  const today = isoDateIn();
  await seedMain(tx, demo.companies.main, today);
  await seedOther(tx, demo.companies.other, today);
}

const useCase = (tx: Tx, company: number): UseCase => ({ db: tx, ctx: { user: null, company, locale: 'pt-BR', appDomain: '' }, audit: async () => undefined });

async function suppliers(tx: Tx, company: number, names: [string, string, string][]): Promise<number[]> {
  const rows = await createPeople(
    tx,
    company,
    names.map(([name, alias, email]) => ({
      name,
      alias,
      peopleType: 'J',
      document: generateCnpj(),
      emails: [email],
      phones: [{ ddd: '11', phone: '33334444' }],
      addresses: [{ nickname: 'Sede', streetType: 'Rua', street: 'das Indústrias', number: '1200', district: 'Distrito Industrial', city: 'Guarulhos', uf: 'SP', cep: '07000000' }],
    })),
  );
  return rows.map((r) => r.id);
}

/** Bought products of the company (raw materials first), for typed items. */
async function boughtProducts(tx: Tx, company: number, n: number): Promise<number[]> {
  const rows = await tx
    .select({ id: produtos.IdProduto, pcp: produtos.TpProdutoPcp })
    .from(produtos)
    .where(and(eq(produtos.company, company), eq(produtos.StAtivo, true)))
    .orderBy(asc(produtos.IdProduto))
    .limit(400);
  const bought = rows.filter((r) => r.pcp === 'C');
  return [...bought, ...rows.filter((r) => r.pcp !== 'C')].slice(0, n).map((r) => r.id);
}

async function seedMain(tx: Tx, company: number, today: string): Promise<void> {
  const op = useCase(tx, company);
  const [quimica, embalagens, transportes] = await suppliers(tx, company, [
    ['Química Paulista Indústria e Comércio Ltda', 'Química Paulista', 'vendas@quimicapaulista.example.com'],
    ['Embalagens Guarulhos S.A.', 'Embalagens Guarulhos', 'comercial@embalagensguarulhos.example.com'],
    ['Distribuidora Vale do Paraíba Ltda', 'Vale do Paraíba', 'pedidos@valedoparaiba.example.com'],
  ]);

  // The weekly analysis' first open suggestions, quoted by two suppliers; the lowest prices win and make the orders.
  const suggested = await tx
    .select({ id: sugestoes.IdCompra })
    .from(sugestoes)
    .where(and(eq(sugestoes.company, company), eq(sugestoes.StCompra, 'S')))
    .orderBy(asc(sugestoes.IdCompra))
    .limit(4);
  const typed = await boughtProducts(tx, company, 6);
  const cotacao = await createCotacao(op, company, {
    NmCotacao: 'Matérias-primas da semana (MRP)',
    IdCompras: suggested.map((s) => s.id),
    itens: suggested.length ? [] : typed.slice(0, 3).map((IdProduto) => ({ IdProduto, QtCotada: '120.000' })),
    fornecedores: [
      { IdFornecedor: quimica, NrPrazoEntrega: 7, DsPrazoPagamento: '30/60' },
      { IdFornecedor: embalagens, NrPrazoEntrega: 12, DsPrazoPagamento: '28' },
    ],
  });
  const mapa = await readCotacao(tx, company, cotacao);
  const [fq, fe] = mapa.fornecedores.map((f) => f.IdCotacaoCompraFornecedor);
  await setCotacaoPrecos(op, company, cotacao, {
    precos: mapa.itens.flatMap((item, i) => [
      { IdCotacaoCompraItem: item.IdCotacaoCompraItem, IdCotacaoCompraFornecedor: fq, VlUnitario: ['4.2000', '5.7500', '7.1000', '8.6500'][i % 4] },
      { IdCotacaoCompraItem: item.IdCotacaoCompraItem, IdCotacaoCompraFornecedor: fe, VlUnitario: ['4.3550', '5.4900', '7.2500', '8.1990'][i % 4] },
    ]),
  });
  await setCotacaoVencedores(op, company, cotacao, { menorPreco: true });
  const made = await gerarPedidos(op, company, cotacao, today);
  for (const order of made) await changePedidoCompraStatus(op, company, order, 'E');

  // Typed orders: one received in full, one cancelled, one still open (with a fractional quantity and a 4-decimal price).
  await createPedidoCompra(op, company, {
    IdFornecedor: transportes,
    DtPrevista: addDays(today, -10),
    DsPrazoPagamento: '30/60/90',
    DsObservacao: 'Entregar no almoxarifado, das 8h às 16h.',
    itens: typed.slice(0, 2).map((IdProduto, i) => ({ IdProduto, QtFornecedor: `${50 * (i + 1)}.000`, VlUnitario: `${12 + i}.9000`, DtPrevista: addDays(today, -10) })),
  });
  const cancelled = await createPedidoCompra(op, company, {
    IdFornecedor: embalagens,
    DtPrevista: addDays(today, 5),
    DsPrazoPagamento: '28',
    itens: typed.slice(2, 3).map((IdProduto) => ({ IdProduto, QtFornecedor: '300.000', VlUnitario: '0.8750' })),
  });
  await createPedidoCompra(op, company, {
    IdFornecedor: quimica,
    DtPrevista: addDays(today, 14),
    DsPrazoPagamento: '30/60',
    itens: typed.slice(3, 6).map((IdProduto, i) => ({ IdProduto, QtFornecedor: `${25 + i * 10}.000`, VlUnitario: `${3 + i}.4567`, DtPrevista: addDays(today, 14 + i) })),
  });
  await changePedidoCompraStatus(op, company, cancelled, 'C');

  // Receiving (the supplier's invoice, in the fiscal area) fills these; the demo adds what such receipts would.
  // The typed order came whole (recebido); half of the first line of the quotation's second order (parcialmente recebido).
  const [whole] = await pedidosCompraAbertos(tx, company, transportes);
  await registrarRecebimentoCompra(tx, company, whole.itens.map((l) => ({ IdPedidoCompraItem: l.IdPedidoCompraItem, quantidade: l.QtPedida })));
  const [partly] = made.length > 1 ? await tx.select({ s: pedidoCompra.IdFornecedor }).from(pedidoCompra).where(eq(pedidoCompra.IdPedidoCompra, made[1])) : [];
  const open = partly && (await pedidosCompraAbertos(tx, company, partly.s)).find((o) => o.IdPedidoCompra === made[1]);
  if (open) await registrarRecebimentoCompra(tx, company, [{ IdPedidoCompraItem: open.itens[0].IdPedidoCompraItem, quantidade: new Decimal(open.itens[0].QtPedida).div(2).toFixed(3) }]);

  // A quotation of typed items still waiting for the suppliers' prices.
  await createCotacao(op, company, {
    NmCotacao: 'Reposição de embalagens',
    DsObservacao: 'Pedir amostras antes de fechar.',
    itens: typed.slice(0, 3).map((IdProduto, i) => ({ IdProduto, QtCotada: `${200 + 100 * i}.000`, DtNecessidade: addDays(today, 20) })),
    fornecedores: [{ IdFornecedor: embalagens, NrPrazoEntrega: 10 }, { IdFornecedor: transportes, NrPrazoEntrega: 15, DsPrazoPagamento: '30' }],
  });
}

async function seedOther(tx: Tx, company: number, today: string): Promise<void> {
  const op = useCase(tx, company);
  const [supplier] = await suppliers(tx, company, [['Fornecedora Catarinense Ltda', 'Catarinense', 'vendas@catarinense.example.com']]);
  const typed = await boughtProducts(tx, company, 2);
  if (!typed.length) return;
  // It plans no MRP: its one purchase suggestion is typed, and quoted with the items.
  const suggestion = await suggestPurchase(tx, company, { IdProduto: typed[0], QtCompra: '25.000', DtNecessidade: addDays(today, 10) });
  await createCotacao(op, company, {
    NmCotacao: 'Cotação da filial',
    IdCompras: [suggestion],
    itens: typed.map((IdProduto) => ({ IdProduto, QtCotada: '10.000' })),
    fornecedores: [{ IdFornecedor: supplier, NrPrazoEntrega: 5 }],
  });
  await createPedidoCompra(op, company, {
    IdFornecedor: supplier,
    DtPrevista: addDays(today, 7),
    DsPrazoPagamento: '30',
    itens: typed.map((IdProduto) => ({ IdProduto, QtFornecedor: '10.000', VlUnitario: '9.9900' })),
  });
}
