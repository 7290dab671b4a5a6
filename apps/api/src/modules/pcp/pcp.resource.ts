import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  ANALISE_DADO_MATERIA_PRIMA_LIST,
  ANALISE_DADO_PRODUTO_LIST,
  ANALISE_DADO_SUBPRODUTO_LIST,
  ANALISE_LIST,
  ANALISE_RESUMO_LIST,
  COMPRA_LIST,
  COMPRA_POR_PREVISAO_LIST,
  MRP_ANEXO_LIST,
  ORDEM_PRODUCAO_LIST,
  ORDEM_PRODUCAO_RESUMO_LIST,
  PREVISAO_DE_VENDA_ITEM_LIST,
  PREVISAO_DE_VENDA_LIST,
  previsaoSchema,
  recordId, StCompra, StOrdemProducao, StStatusAnalise, TpAnaliseDado, TpOrigemOrdem, TpPeriodo } from '@backoffice/domain';
import { defineResource } from '../../platform/resources/define.ts';
import { contractFields } from '../../platform/resources/contract.ts';
import { validationError, violation } from '../../platform/http/errors.ts';
import { setores } from '../pessoas/index.ts';
import {
  analise,
  analiseEmpresas,
  analiseSetoresIgnorados,
  comprasByPrevisaoVenda,
  indiceDeCalculos,
  previsaoDeVenda,
  vwAnaliseDados,
  vwAnaliseSetors,
  vwAnalisesSummary,
  vwCompras,
  vwMrpAnexos,
  vwOrdemProducao,
  vwOrdemProducaoSum,
  vwPrevisaoDeVendaItems,
} from './pcp.table.ts';
import { assertAnalysisOpen, assertPlannedCompany } from './analises.service.ts';
import { assertForecastUnused } from './previsao.service.ts';

/** Access keys: MRP analyses, their orders and attachments; sales forecasts. */
export const MRP = 'mrp';
export const PREVISOES = 'previsoes';

// ------------------------------------------------------------------ forecasts

/** Sales forecasts (previsões de venda): name and creation date; items in /previsao_de_venda_items. */
export const previsaoDeVendasResource = defineResource({
  type: 'PrevisaoDeVenda',
  path: PREVISAO_DE_VENDA_LIST.path,
  source: previsaoDeVenda,
  id: 'Id',
  tenant: 'company',
  permission: PREVISOES,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: contractFields(PREVISAO_DE_VENDA_LIST, previsaoDeVenda),
  input: previsaoSchema.extend({ company: z.number().int().optional() }),
  beforeDelete: ({ tx, current }) => assertForecastUnused(tx, Number(current.Id)),
  defaultOrder: PREVISAO_DE_VENDA_LIST.defaultOrder,
});

/** Forecast items with the product's code and name (writes: previsao.routes.ts, which reads '1.234,5'). */
export const previsaoDeVendaItemsResource = defineResource({
  type: 'PrevisaoDeVendaItem',
  path: PREVISAO_DE_VENDA_ITEM_LIST.path,
  source: vwPrevisaoDeVendaItems,
  id: 'Id',
  tenant: 'company',
  permission: PREVISOES,
  operations: ['list', 'item'],
  fields: contractFields(PREVISAO_DE_VENDA_ITEM_LIST, vwPrevisaoDeVendaItems, { NmProduto: { search: 'NmProdutoBusca' } }),
  defaultOrder: PREVISAO_DE_VENDA_ITEM_LIST.defaultOrder,
});

/** What each forecast asks to buy, through every level of the bills of materials (pcp.views.ts). */
export const comprasByPrevisaoVendaResource = defineResource({
  type: 'CompraPorPrevisao',
  path: COMPRA_POR_PREVISAO_LIST.path,
  source: comprasByPrevisaoVenda,
  tenant: 'company',
  permission: PREVISOES,
  operations: ['list'],
  fields: contractFields(COMPRA_POR_PREVISAO_LIST, comprasByPrevisaoVenda),
  defaultOrder: COMPRA_POR_PREVISAO_LIST.defaultOrder,
});

// ------------------------------------------------------------------ analyses

/** MRP analyses (created by POST /analises with their companies, sectors and forecasts: analises.routes.ts). */
export const analisesResource = defineResource({
  type: 'Analise',
  path: ANALISE_LIST.path,
  source: analise,
  id: 'IdAnalise',
  tenant: 'company',
  permission: MRP,
  operations: ['list', 'item', 'update', 'delete'],
  fields: contractFields(ANALISE_LIST, analise, { StStatus: { enum: StStatusAnalise }, TpPeriodo: { enum: TpPeriodo } }),
  // Only the name changes here; the parameters are the calculation's (a new analysis for new ones).
  input: z.object({ NmAnalise: z.string({ error: 'required' }).trim().min(1, 'required').max(100, 'too_long'), company: z.number().int().optional() }),
  beforeDelete: async ({ tx, current }) => {
    await assertAnalysisOpen(tx, Number(current.IdAnalise), { withoutOrders: true });
  },
  defaultOrder: ANALISE_LIST.defaultOrder,
});

/** One line per analysis with its results and orders counted. */
export const analisesSummaryResource = defineResource({
  type: 'AnaliseResumo',
  path: ANALISE_RESUMO_LIST.path,
  iriPath: '/analises',
  source: vwAnalisesSummary,
  id: 'IdAnalise',
  tenant: 'company',
  permission: MRP,
  operations: ['list'],
  fields: contractFields(ANALISE_RESUMO_LIST, vwAnalisesSummary, { StStatus: { enum: StStatusAnalise } }),
  defaultOrder: ANALISE_RESUMO_LIST.defaultOrder,
});

/** The companies an analysis plans; each must be one the user plans for. */
export const analiseEmpresasResource = defineResource({
  type: 'AnaliseEmpresa',
  path: '/analise_empresas',
  source: analiseEmpresas,
  id: 'Id',
  tenant: 'company',
  permission: MRP,
  operations: ['list', 'item', 'create', 'delete'],
  fields: { Id: { filter: 'exact', order: true }, IdAnalise: { filter: 'exact', order: true }, IdEmpresa: { filter: 'exact' } },
  input: z.object({ IdAnalise: recordId, IdEmpresa: recordId, company: z.number().int().optional() }),
  beforeWrite: async ({ ctx, tx, values }) => {
    const owner = await assertAnalysisOpen(tx, Number(values.IdAnalise));
    if (owner !== Number(values.company)) throw violation('IdAnalise', 'record_not_in_company');
    assertPlannedCompany(ctx, Number(values.IdEmpresa));
    return values;
  },
  beforeDelete: async ({ tx, current }) => void (await assertAnalysisOpen(tx, Number(current.IdAnalise))),
});

/** Sectors whose stock an analysis ignores (the sector must be of one of the analysis's companies). */
export const analiseSetoresIgnoradosResource = defineResource({
  type: 'AnaliseSetorIgnorado',
  path: '/analise_setores_ignorados',
  source: analiseSetoresIgnorados,
  id: 'Id',
  tenant: 'company',
  permission: MRP,
  operations: ['list', 'item', 'create', 'delete'],
  fields: { Id: { filter: 'exact', order: true }, IdAnalise: { filter: 'exact', order: true }, IdSetor: { filter: 'exact' } },
  input: z.object({ IdAnalise: recordId, IdSetor: recordId, company: z.number().int().optional() }),
  beforeWrite: async ({ tx, values }) => {
    const owner = await assertAnalysisOpen(tx, Number(values.IdAnalise));
    if (owner !== Number(values.company)) throw violation('IdAnalise', 'record_not_in_company');
    const planned = await tx.select({ id: analiseEmpresas.IdEmpresa }).from(analiseEmpresas).where(eq(analiseEmpresas.IdAnalise, Number(values.IdAnalise)));
    const companies = planned.length ? planned.map((p) => p.id) : [owner];
    const [sector] = await tx.select({ company: setores.company }).from(setores).where(eq(setores.IdSetor, Number(values.IdSetor)));
    if (!sector || !companies.includes(sector.company)) throw validationError([{ propertyPath: 'IdSetor', message: 'record_not_in_company' }]);
    return values;
  },
  beforeDelete: async ({ tx, current }) => void (await assertAnalysisOpen(tx, Number(current.IdAnalise))),
});

/** The ignored sectors with their names. */
export const analiseSetorsResource = defineResource({
  type: 'AnaliseSetor',
  path: '/analise_setors',
  iriPath: '/analise_setores_ignorados',
  source: vwAnaliseSetors,
  id: 'Id',
  tenant: 'company',
  permission: MRP,
  operations: ['list'],
  fields: { Id: { order: true }, IdAnalise: { filter: 'exact' }, IdSetor: { filter: 'exact' }, NmSetor: { filter: 'partial', order: true } },
  defaultOrder: { NmSetor: 'asc' },
});

/** Every run of a calculation: parameters, counts, times and log. */
export const indiceDeCalculosResource = defineResource({
  type: 'IndiceDeCalculo',
  path: '/indice_de_calculos',
  source: indiceDeCalculos,
  id: 'IdIndiceDeCalculo',
  tenant: 'company',
  permission: MRP,
  operations: ['list', 'item'],
  fields: { IdIndiceDeCalculo: { filter: 'exact', order: true }, IdAnalise: { filter: 'exact', order: true }, DtInicio: { filter: 'date', order: true } },
  defaultOrder: { DtInicio: 'desc' },
});

// ------------------------------------------------------------------ results

/** One of the three lists of an analysis's results (the same view, one TpAnaliseDado each). */
function results(kind: TpAnaliseDado, contract: typeof ANALISE_DADO_PRODUTO_LIST | typeof ANALISE_DADO_MATERIA_PRIMA_LIST | typeof ANALISE_DADO_SUBPRODUTO_LIST, type: string) {
  const { path } = contract;
  return defineResource({
    type,
    path,
    source: vwAnaliseDados,
    id: 'IdAnaliseDado',
    tenant: 'company',
    scope: () => eq(vwAnaliseDados.TpAnaliseDado, kind),
    permission: MRP,
    operations: ['list', 'item'],
    fields: contractFields(contract, vwAnaliseDados, { NmProduto: { search: 'NmProdutoBusca' }, ListaProduto: { type: 'json' } }),
    defaultOrder: contract.defaultOrder,
    description: `${TpAnaliseDado.label(kind, 'en-US')} rows of MRP analyses (NrRealizado: PUT ${path}/{id}).`,
  });
}
export const analiseDadosProdutosResource = results('P', ANALISE_DADO_PRODUTO_LIST, 'AnaliseDadoProduto');
export const analiseDadosMateriaPrimasResource = results('M', ANALISE_DADO_MATERIA_PRIMA_LIST, 'AnaliseDadoMateriaPrima');
export const analiseDadosSubprodutosResource = results('S', ANALISE_DADO_SUBPRODUTO_LIST, 'AnaliseDadoSubproduto');

// ------------------------------------------------------------------ production orders, purchases, attachments

/** Production orders (actions: start, finish, new manual order: analises.routes.ts). */
export const ordemProducaoResource = defineResource({
  type: 'OrdemProducao',
  path: ORDEM_PRODUCAO_LIST.path,
  source: vwOrdemProducao,
  id: 'IdOrdemProducao',
  tenant: 'company',
  permission: MRP,
  operations: ['list', 'item'],
  fields: contractFields(ORDEM_PRODUCAO_LIST, vwOrdemProducao, { TpOrigem: { enum: TpOrigemOrdem }, StOrdem: { enum: StOrdemProducao } }),
  defaultOrder: ORDEM_PRODUCAO_LIST.defaultOrder,
});

/** Production orders summed by analysis, sector and product. */
export const ordemProducaoSumResource = defineResource({
  type: 'OrdemProducaoResumo',
  path: ORDEM_PRODUCAO_RESUMO_LIST.path,
  source: vwOrdemProducaoSum,
  tenant: 'company',
  permission: MRP,
  operations: ['list'],
  fields: contractFields(ORDEM_PRODUCAO_RESUMO_LIST, vwOrdemProducaoSum),
  defaultOrder: ORDEM_PRODUCAO_RESUMO_LIST.defaultOrder,
});

/** Purchases of bought items (suggested by analyses). */
export const comprasResource = defineResource({
  type: 'Compra',
  path: COMPRA_LIST.path,
  source: vwCompras,
  id: 'IdCompra',
  tenant: 'company',
  permission: MRP,
  operations: ['list', 'item'],
  fields: contractFields(COMPRA_LIST, vwCompras, { StCompra: { enum: StCompra } }),
  defaultOrder: COMPRA_LIST.defaultOrder,
});

/** Attachments of analyses (upload and download: anexos.routes.ts). */
export const mrpAnexosResource = defineResource({
  type: 'MrpAnexo',
  path: MRP_ANEXO_LIST.path,
  source: vwMrpAnexos,
  id: 'Id',
  tenant: 'company',
  permission: MRP,
  operations: ['list', 'item'],
  fields: contractFields(MRP_ANEXO_LIST, vwMrpAnexos),
  defaultOrder: MRP_ANEXO_LIST.defaultOrder,
});
