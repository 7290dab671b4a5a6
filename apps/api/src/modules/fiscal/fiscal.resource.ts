import { and, eq, sql } from 'drizzle-orm';
import { CONFIG_UF_LIST, GNRE_LIST, NFE_EMITIDA_LIST, RECEITA_LIST, StGnre, StNfe, XML_LIST, TagVlxml, TipoConfig, TipoGnre, XmlDocTag, configUfSchema, naturezaReceitaSchema, receitaSchema } from '@backoffice/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client.ts';
import { defineResource } from '../../platform/resources/define.ts';
import { contractFields } from '../../platform/resources/contract.ts';
import { referenceTo } from '../../platform/resources/references.ts';
import { violation } from '../../platform/http/errors.ts';
import { centroDeCustoRef, formaPagamentoRef, naturezaLancamentoRef } from '../financeiro/index.ts';
import { configUfs, gnreLotes, gnres, naturezaReceitas, nfeEmitidas, receitas, vwGnres, xmls } from './fiscal.table.ts';
import { vwNfeEmitidas } from './nfe-emitidas.table.ts';

/** Access keys: imported invoices ('xmls'), GNRE guides and lotes ('gnres'), the tax configuration ('config_fiscal'). */
export const XMLS = 'xmls';
export const GNRES = 'gnres';
export const CONFIG_FISCAL = 'config_fiscal';

/** A revenue named by a revenue nature or a UF line: one of the row's company (platform/resources/references.ts). */
const receitaRef = referenceTo('Receita', () => ({ id: receitas.IdReceita, company: receitas.company }));

/** `column = value` must be free in the company (but for the row being changed): 422 `message` on `path` otherwise. */
async function assertFree(
  tx: Executor,
  target: { id: PgColumn; company: PgColumn; column: PgColumn },
  company: number,
  value: unknown,
  current: Record<string, unknown> | undefined,
  idField: string,
  path: string,
  message = 'value_exists',
  params?: Record<string, string>,
): Promise<void> {
  if (value === undefined) return;
  const [dup] = await tx
    .select({ id: target.id })
    .from(target.id.table)
    .where(and(eq(target.company, company), eq(target.column, value), current ? sql`${target.id} <> ${current[idField]}` : undefined))
    .limit(1);
  if (dup) throw violation(path, message, params);
}

/** GNRE revenues (code of the portal's table, unique in the company). */
export const receitasResource = defineResource({
  type: 'Receita',
  path: RECEITA_LIST.path,
  source: receitas,
  id: 'IdReceita',
  tenant: 'company',
  permission: CONFIG_FISCAL,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: contractFields(RECEITA_LIST, receitas, { TipoGnre: { enum: TipoGnre } }),
  input: receitaSchema,
  beforeWrite: async ({ tx, values, current }) => {
    if (values.CdReceita !== undefined) {
      const company = Number(values.company ?? current?.company);
      await assertFree(tx, { id: receitas.IdReceita, company: receitas.company, column: receitas.CdReceita }, company, values.CdReceita, current, 'IdReceita', 'CdReceita');
      if (current) await tx.update(configUfs).set({ CdReceita: String(values.CdReceita) }).where(eq(configUfs.Receita, Number(current.IdReceita)));
    }
    return values;
  },
  beforeDelete: async ({ tx, current }) => {
    const id = Number(current.IdReceita);
    const [config] = await tx.select({ id: configUfs.id }).from(configUfs).where(eq(configUfs.Receita, id)).limit(1);
    const [guide] = await tx.select({ id: gnres.IdGnre }).from(gnres).where(eq(gnres.IdReceita, id)).limit(1);
    if (config || guide) throw violation('IdReceita', 'receita_in_use');
  },
  defaultOrder: RECEITA_LIST.defaultOrder,
});

/** Where each revenue's approved guides go in accounts payable. */
export const naturezaReceitasResource = defineResource({
  type: 'NaturezaReceita',
  path: '/natureza_receitas',
  source: naturezaReceitas,
  id: 'IdNaturezaReceita',
  tenant: 'company',
  permission: CONFIG_FISCAL,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: {
    IdNaturezaReceita: { filter: 'exact', order: true },
    Receita: { filter: 'exact', order: true, references: receitaRef },
    IdCentroDeCusto: { filter: 'exact', references: centroDeCustoRef },
    IdNaturezaLancamento: { filter: 'exact', references: naturezaLancamentoRef },
    IdFormaPagamento: { filter: 'exact', references: formaPagamentoRef },
  },
  input: naturezaReceitaSchema,
  beforeWrite: async ({ tx, values, current }) => {
    const company = Number(values.company ?? current?.company);
    await assertFree(tx, { id: naturezaReceitas.IdNaturezaReceita, company: naturezaReceitas.company, column: naturezaReceitas.Receita }, company, values.Receita, current, 'IdNaturezaReceita', 'Receita');
    return values;
  },
  defaultOrder: { Receita: 'asc' },
});

/** The per-UF configuration; IdConfigUf is the company's code of the line (required: 'Campo obrigatório'). */
export const configUfsResource = defineResource({
  type: 'ConfigUf',
  path: CONFIG_UF_LIST.path,
  source: configUfs,
  tenant: 'company',
  permission: CONFIG_FISCAL,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  csv: CONFIG_UF_LIST.csv,
  fields: contractFields(CONFIG_UF_LIST, configUfs, {
    Receita: { references: receitaRef },
    TipoConfig: { enum: TipoConfig },
    TagVlxml: { enum: TagVlxml },
    XmlDocTag: { enum: XmlDocTag },
  }),
  input: configUfSchema,
  beforeWrite: async ({ tx, values, current }) => {
    const company = Number(values.company ?? current?.company);
    if (values.Receita !== undefined) {
      const [row] = await tx.select({ CdReceita: receitas.CdReceita }).from(receitas).where(eq(receitas.IdReceita, Number(values.Receita)));
      values.CdReceita = row.CdReceita;
    }
    const code = { code: String(values.IdConfigUf) };
    await assertFree(tx, { id: configUfs.id, company: configUfs.company, column: configUfs.IdConfigUf }, company, values.IdConfigUf, current, 'id', 'IdConfigUf', 'config_uf_exists', code);
    for (const key of ['TipoContribuinte', 'TagVlxml', 'XmlDocTag', 'CdConfig', 'DsConfig', 'IEUF', 'DiaVencimento']) if (values[key] === '') values[key] = null;
    return values;
  },
  defaultOrder: CONFIG_UF_LIST.defaultOrder,
});

/** Imported NF-e: the list of the spec, the four totals, the warnings (DsAvisos) and the cancelled flag. */
export const xmlsResource = defineResource({
  type: 'Xml',
  path: XML_LIST.path,
  source: xmls,
  id: 'IdXml',
  tenant: 'company',
  permission: XMLS,
  operations: ['list', 'item'],
  csv: XML_LIST.csv,
  fields: contractFields(XML_LIST, xmls, { CNPJEmitente: { mask: 'document' }, NrDocumento: { mask: 'document' } }),
  defaultOrder: XML_LIST.defaultOrder,
  description: 'Imported NF-e (POST /xmls/importar): list fields, the ICMSTot values vICMSUFDest, vFCPUFDest, vST and vFCPST, warnings (DsAvisos: [{code, params}]) and StCancelada.',
});

/** The GNRE guides with their revenue and invoice. */
export const gnresResource = defineResource({
  type: 'Gnre',
  path: GNRE_LIST.path,
  source: vwGnres,
  projects: gnres,
  id: 'IdGnre',
  tenant: 'company',
  permission: GNRES,
  operations: ['list', 'item'],
  csv: GNRE_LIST.csv,
  fields: contractFields(GNRE_LIST, vwGnres, { StGnre: { enum: StGnre }, CNPJEmitente: { mask: 'document' } }),
  defaultOrder: GNRE_LIST.defaultOrder,
});

/** Lotes of guides (their XML at /gnre_lotes/{id}/xml). */
export const gnreLotesResource = defineResource({
  type: 'GnreLote',
  path: '/gnre_lotes',
  source: gnreLotes,
  id: 'IdLote',
  tenant: 'company',
  permission: GNRES,
  operations: ['list', 'item'],
  fields: {
    IdLote: { filter: 'exact', order: true },
    IdUf: { filter: 'exact' },
    StLote: { filter: 'exact', enum: StGnre },
    NrRecibo: { filter: 'exact' },
    DsXml: { hidden: true },
    DtCriacao: { filter: 'date', order: true },
  },
  defaultOrder: { IdLote: 'desc' },
});

/** The NF-e the company issued from its orders (POST /pedido_vendas/{id}/faturar); the XML at /nfe_emitidas/{id}/xml. */
export const nfeEmitidasResource = defineResource({
  type: 'NfeEmitida',
  path: NFE_EMITIDA_LIST.path,
  source: vwNfeEmitidas,
  projects: nfeEmitidas,
  id: 'IdNfe',
  tenant: 'company',
  permission: XMLS,
  operations: ['list', 'item'],
  fields: contractFields(NFE_EMITIDA_LIST, vwNfeEmitidas, { StNfe: { enum: StNfe } }),
  defaultOrder: NFE_EMITIDA_LIST.defaultOrder,
  description:
    'Issued NF-e (model 55): series, number, access key (NrChave), status (StNfe: assinada, transmitida, autorizada, rejeitada, denegada, cancelada), ' +
    "SEFAZ's last answer (CdStatus, DsMotivo), the authorisation protocol (NrProtocolo, DtAutorizacao), the sending attempts and the last failure to reach SEFAZ (NrTentativas, DsErroTransmissao), the invoice value, the order (CodPedido), its client (NmCliente, DsEmailCliente) and finNFe (FinNfe: 1 normal, 4 return). Once authorised it is also listed in /xmls (IdNfe), beside the imported files.",
});
