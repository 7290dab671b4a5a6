import { z } from 'zod';
import { APAGAR_LIST, CENTRO_DE_CUSTO_LIST, StIntegracao, TpAtivo, enumSchema } from '@backoffice/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { defineResource, type ResourceDecl } from '../../platform/resources/define.ts';
import { contractFields } from '../../platform/resources/contract.ts';
import { assertUniqueName, nameInput } from '../../platform/resources/pickers.ts';
import { apagar, centroDeCusto, formaPagamentos, naturezaLancamentos, vwApagar, vwFornecedoresApagar } from './financeiro.table.ts';

/** Access keys: accounts payable and its lookups ('apagar'); the ERP integration's logs and mappings ('integracao'). */
export const APAGAR = 'apagar';
export const INTEGRACAO = 'integracao';

const tpAtivo = z.preprocess((v) => (v === '' || v === null ? undefined : v), enumSchema(TpAtivo).optional());

/** beforeWrite of a register whose `field` is unique per company (case ignored): 422 'value_exists' on it. */
export function uniquePerCompany(id: PgColumn, company: PgColumn, column: PgColumn, field: string, idField: string): ResourceDecl['beforeWrite'] {
  return async ({ tx, values, current }) => {
    if (values[field] !== undefined) {
      await assertUniqueName(tx, { id, company, name: column }, Number(values.company ?? current?.company), String(values[field]), field, current ? Number(current[idField]) : undefined);
    }
    return values;
  };
}

/** Cost centers: `?TpCentroDeCusto=A&NmCentroDeCusto=` is the search of the forms (spec §7). */
export const centroDeCustoResource = defineResource({
  type: 'CentroDeCusto',
  path: CENTRO_DE_CUSTO_LIST.path,
  source: centroDeCusto,
  id: 'IdCentroDeCusto',
  tenant: 'company',
  permission: APAGAR,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: contractFields(CENTRO_DE_CUSTO_LIST, centroDeCusto, { TpCentroDeCusto: { enum: TpAtivo } }),
  input: z.object({ CdCentroDeCusto: nameInput(20), NmCentroDeCusto: nameInput(100), TpCentroDeCusto: tpAtivo, company: z.number().int().optional() }),
  beforeWrite: uniquePerCompany(centroDeCusto.IdCentroDeCusto, centroDeCusto.company, centroDeCusto.CdCentroDeCusto, 'CdCentroDeCusto', 'IdCentroDeCusto'),
  defaultOrder: CENTRO_DE_CUSTO_LIST.defaultOrder,
});

/** Payment forms: `?DsFormaPagamento=` searches them. */
export const formaPagamentosResource = defineResource({
  type: 'FormaPagamento',
  path: '/forma_pagamentos',
  source: formaPagamentos,
  id: 'IdFormaPagamento',
  tenant: 'company',
  permission: APAGAR,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: {
    IdFormaPagamento: { filter: 'exact', order: true },
    DsFormaPagamento: { filter: 'partial', order: true },
    CdFormaPagamentoErp: { filter: 'exact' },
  },
  input: z.object({ DsFormaPagamento: nameInput(100), CdFormaPagamentoErp: z.string().trim().max(20, 'too_long').nullable().optional(), company: z.number().int().optional() }),
  beforeWrite: uniquePerCompany(formaPagamentos.IdFormaPagamento, formaPagamentos.company, formaPagamentos.DsFormaPagamento, 'DsFormaPagamento', 'IdFormaPagamento'),
  defaultOrder: { DsFormaPagamento: 'asc' },
});

/** Accounting natures: `?TpNaturezaLancamento=A&NmNaturezaLancamento=`. */
export const naturezaLancamentosResource = defineResource({
  type: 'NaturezaLancamento',
  path: '/natureza_lancamentos',
  source: naturezaLancamentos,
  id: 'IdNaturezaLancamento',
  tenant: 'company',
  permission: APAGAR,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: {
    IdNaturezaLancamento: { filter: 'exact', order: true },
    CdNaturezaLancamento: { filter: ['exact', 'partial'], order: true },
    NmNaturezaLancamento: { filter: 'partial', order: true },
    TpNaturezaLancamento: { filter: 'exact', enum: TpAtivo },
  },
  input: z.object({ CdNaturezaLancamento: nameInput(20), NmNaturezaLancamento: nameInput(100), TpNaturezaLancamento: tpAtivo, company: z.number().int().optional() }),
  beforeWrite: uniquePerCompany(naturezaLancamentos.IdNaturezaLancamento, naturezaLancamentos.company, naturezaLancamentos.CdNaturezaLancamento, 'CdNaturezaLancamento', 'IdNaturezaLancamento'),
  defaultOrder: { NmNaturezaLancamento: 'asc' },
});

/**
 * Accounts payable (/items-to-pay): filters by the authorizing user's name, the dates (ranges), the payment form
 * (list) and the grouping. Titles are written by the operations of financeiro.routes.ts (create, authorize, send).
 */
export const apagarResource = defineResource({
  type: 'TituloAPagar',
  path: APAGAR_LIST.path,
  source: vwApagar,
  projects: apagar,
  id: 'IdTitulo',
  tenant: 'company',
  permission: APAGAR,
  operations: ['list', 'item'],
  csv: APAGAR_LIST.csv,
  fields: contractFields(APAGAR_LIST, vwApagar, { StIntegracao: { enum: StIntegracao } }),
  defaultOrder: APAGAR_LIST.defaultOrder,
  description: 'Accounts payable titles with the authorizing user (NmUsuario) and the payment form (formaPagamento: DsFormaPagamento).',
});

/**
 * The suppliers a title is paid to (GET /fornecedores_apagar?name=): the company's people but the company itself,
 * by name or document, read with the accounts payable grant (whoever enters a title needs no grant on people).
 */
export const fornecedoresApagarResource = defineResource({
  type: 'FornecedorApagar',
  path: '/fornecedores_apagar',
  source: vwFornecedoresApagar,
  id: 'id',
  tenant: 'company',
  permission: APAGAR,
  operations: ['list'],
  fields: {
    id: { filter: 'exact', order: true },
    name: { filter: 'partial', order: true, search: 'searchName' },
    alias: { filter: 'partial' },
    document: { filter: 'digits' },
    searchName: { hidden: true },
  },
  defaultOrder: { name: 'asc' },
});
