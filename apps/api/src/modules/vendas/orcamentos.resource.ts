import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { normalizeDocument, ORCAMENTO_LIST, recordId, requiredObject, requiredText, StatusPedido, StOrcamento, TipoContribuinte, TpOperacao, TpPedidoDeVenda, enumSchema } from '@backoffice/domain';
import { defineResource } from '../../platform/resources/define.ts';
import { contractFields } from '../../platform/resources/contract.ts';
import { matchesText } from '../../platform/db/search.ts';
import { vwClientes } from '../pessoas/index.ts';
import { ordersOfClientsNamed } from './pedidos.resource.ts';
import { vwOrcamentos } from './pedidos.table.ts';
import { operacoes, pedidoVenda, prazoFormaPagamentos } from './vendas.table.ts';
import { pedidoVendaEnvios } from './pedido-envios.table.ts';
import { prazoRef } from './vendas.references.ts';

/**
 * The quote screens' lists and pickers (§2 Quotes, §7 "Quotes and orders"): the quote list, the natures of
 * operation with their CFOPs, the payment methods of a term and the clients to sell to. Read with the
 * orders' permission (the restricted salesperson quotes); the company's parameters are written with `markup`.
 */
const READ = 'pedido_vendas';
const PARAMETERS = { read: READ, write: 'markup' } as const;

/** /orcamentos: quotes and the orders they became, with their situation (StOrcamento), representative and totals. */
export const orcamentosResource = defineResource({
  type: 'Orcamento',
  path: ORCAMENTO_LIST.path,
  iriPath: '/pedido_vendas',
  source: vwOrcamentos,
  projects: pedidoVenda,
  id: 'CodPedido',
  tenant: 'CdEmpresa',
  scope: () => sql`(${vwOrcamentos.TpPedidoDeVenda} = 'O' or ${vwOrcamentos.DtFinalizacao} is not null)`,
  permission: READ,
  operations: ['list'],
  csv: ORCAMENTO_LIST.csv,
  fields: contractFields(ORCAMENTO_LIST, vwOrcamentos, {
    Cliente: { search: 'ClienteBusca' },
    NrDocumento: { mask: 'document' },
    StOrcamento: { enum: StOrcamento },
    StatusPedido: { enum: StatusPedido },
    TpPedidoDeVenda: { enum: TpPedidoDeVenda },
  }),
  customFilters: {
    NmCliente: { type: 'string', apply: (value) => ordersOfClientsNamed(vwOrcamentos.IdCliente, value) },
  },
  defaultOrder: ORCAMENTO_LIST.defaultOrder,
});

const cfop = z.string({ error: 'required' }).regex(/^\d{4}$/, { error: 'invalid_cfop' });

/** Natures of operation (GET operacao, operacao/{id}) with the CFOP inside the state, to another state and abroad. */
export const operacaoResource = defineResource({
  type: 'Operacao',
  path: '/operacao',
  source: operacoes,
  id: 'IdOperacao',
  tenant: 'company',
  permission: PARAMETERS,
  operations: ['list', 'item', 'create', 'update'],
  input: requiredObject({
    NmOperacao: requiredText(120),
    TpOperacao: enumSchema(TpOperacao).optional(),
    CdCfopInterno: cfop.refine((v) => v.startsWith('5'), { error: 'invalid_cfop' }),
    CdCfopInterestadual: cfop.refine((v) => v.startsWith('6'), { error: 'invalid_cfop' }),
    CdCfopExterior: cfop.refine((v) => v.startsWith('7'), { error: 'invalid_cfop' }).nullish(),
    StMovimentaEstoque: z.boolean().optional(),
    StGeraFinanceiro: z.boolean().optional(),
    StAtivo: z.boolean().optional(),
  }),
  fields: {
    IdOperacao: { filter: 'exact', order: true },
    NmOperacao: { filter: 'partial', order: true },
    TpOperacao: { filter: 'exact', enum: TpOperacao },
    CdCfopInterno: { filter: 'start' },
    CdCfopInterestadual: { filter: 'start' },
    CdCfopExterior: {},
    StMovimentaEstoque: { filter: 'boolean' },
    StGeraFinanceiro: { filter: 'boolean' },
    StAtivo: { filter: 'boolean' },
  },
  defaultOrder: { NmOperacao: 'asc' },
});

/** The payment methods each term accepts (`?IdPrazo=`): the quote's payment method is one of its term's. */
export const prazoFormaPagamentosResource = defineResource({
  type: 'PrazoFormaPagamento',
  path: '/prazo_forma_pagamentos',
  source: prazoFormaPagamentos,
  id: 'IdPrazoFormaPagamento',
  tenant: 'company',
  permission: PARAMETERS,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  input: requiredObject({
    IdPrazo: recordId,
    DsFormaPagamento: requiredText(60),
    StPadrao: z.boolean().optional(),
    company: z.number().int().optional(),
  }),
  fields: {
    IdPrazoFormaPagamento: { filter: 'exact', order: true },
    IdPrazo: { filter: 'exact', order: true, references: prazoRef },
    DsFormaPagamento: { filter: 'partial', order: true },
    StPadrao: { filter: 'boolean' },
  },
  defaultOrder: { IdPrazo: 'asc', DsFormaPagamento: 'asc' },
});

/**
 * GET cliente-venda-orcamento: the enabled clients to sell to, with what the quote header takes from them —
 * document, contributor type, city and UF (CFOP and taxes), billing info (limit, billing days, term) and the
 * sales rep. `input` searches the name, the alias or the document.
 */
export const clienteVendaOrcamentoResource = defineResource({
  type: 'ClienteVendaOrcamento',
  path: '/cliente-venda-orcamento',
  iriPath: '/people',
  source: vwClientes,
  tenant: 'company',
  scope: () => eq(vwClientes.enable, true),
  permission: READ,
  operations: ['list'],
  fields: {
    id: { filter: 'exact', order: true },
    name: { filter: 'partial', order: true, search: 'searchName' },
    alias: {},
    peopleType: {},
    document: { filter: 'digits' },
    ie: {},
    contributorType: { enum: TipoContribuinte },
    billing: {},
    billingDays: {},
    paymentTerm: {},
    salesRep: {},
    salesRepName: {},
    street: {},
    number: {},
    district: {},
    city: { filter: 'partial' },
    uf: { filter: 'exact' },
    email: {},
    phone: {},
  },
  customFilters: {
    input: {
      type: 'string',
      apply: (value) => {
        const digits = normalizeDocument(value);
        const byDocument = digits.length >= 3 && /\d/.test(digits) ? sql` or ${vwClientes.document} like ${`${digits}%`}` : sql``;
        return sql`(${matchesText(vwClientes.searchName, value)} or ${matchesText(vwClientes.searchAlias, value)}${byDocument})`;
      },
    },
  },
  defaultOrder: { name: 'asc' },
});

/** When a quote or order was e-mailed and to whom (`?CodPedido=`), newest first: written by the e-mail job. */
export const pedidoVendaEnviosResource = defineResource({
  type: 'PedidoVendaEnvio',
  path: '/pedido_venda_envios',
  source: pedidoVendaEnvios,
  tenant: 'company',
  permission: READ,
  operations: ['list'],
  fields: {
    id: { filter: 'exact', order: true },
    CodPedido: { filter: 'exact' },
    DtEnvio: { filter: 'date', order: true },
    DsDestinatarios: {},
  },
  defaultOrder: { DtEnvio: 'desc' },
});
