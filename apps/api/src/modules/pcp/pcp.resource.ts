import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { previsaoSchema, recordId, StCompra, StOrdemProducao, StStatusAnalise, TpAnaliseDado, TpOrigemOrdem, TpPeriodo } from '@backoffice/domain';
import { defineResource, type FieldDecl } from '../../platform/resources/define.ts';
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

/** Access keys: MRP analyses, their orders and attachments; sales forecasts. */
export const MRP = 'mrp';
export const PREVISOES = 'previsoes';

// ------------------------------------------------------------------ forecasts

/** Sales forecasts (previsões de venda): name and creation date; items in /previsao_de_venda_items. */
export const previsaoDeVendasResource = defineResource({
  type: 'PrevisaoDeVenda',
  path: '/previsao_de_vendas',
  source: previsaoDeVenda,
  id: 'Id',
  tenant: 'company',
  permission: PREVISOES,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: {
    Id: { filter: 'exact', order: true },
    NmPrevisaoDeVenda: { filter: 'partial', order: true },
    DtCriacao: { filter: 'date', order: true },
  },
  input: previsaoSchema.extend({ company: z.number().int().optional() }),
  defaultOrder: { DtCriacao: 'desc' },
});

/** Forecast items with the product's code and name (writes: previsao.routes.ts, which reads '1.234,5'). */
export const previsaoDeVendaItemsResource = defineResource({
  type: 'PrevisaoDeVendaItem',
  path: '/previsao_de_venda_items',
  source: vwPrevisaoDeVendaItems,
  id: 'Id',
  tenant: 'company',
  permission: PREVISOES,
  operations: ['list', 'item'],
  fields: {
    Id: { filter: 'exact', order: true },
    IdPrevisaoDeVenda: { filter: 'exact', order: true },
    produto: { filter: 'exact' },
    CdChamada: { filter: ['exact', 'start'], order: true },
    NmProduto: { filter: 'partial', order: true, search: 'NmProdutoBusca' },
    Quantidade: { filter: 'range', order: true },
    DtPrevisaoDeVenda: { filter: 'date', order: true },
  },
  defaultOrder: { DtPrevisaoDeVenda: 'asc', CdChamada: 'asc' },
});

/** What each forecast asks to buy, through every level of the bills of materials (pcp.views.ts). */
export const comprasByPrevisaoVendaResource = defineResource({
  type: 'CompraPorPrevisao',
  path: '/compras_by_previsao_venda',
  source: comprasByPrevisaoVenda,
  tenant: 'company',
  permission: PREVISOES,
  operations: ['list'],
  fields: {
    id: { order: true },
    IdPrevisaoDeVenda: { filter: 'exact', order: true },
    IdProduto: { filter: 'exact' },
    CdProduto: { filter: ['exact', 'start'], order: true },
    NmProduto: { filter: 'partial', order: true },
    QtNecessaria: { filter: 'range', order: true },
    DtPrimeiraNecessidade: { filter: 'date', order: true },
  },
  defaultOrder: { CdProduto: 'asc' },
});

// ------------------------------------------------------------------ analyses

/** MRP analyses (created by POST /analises with their companies, sectors and forecasts: analises.routes.ts). */
export const analisesResource = defineResource({
  type: 'Analise',
  path: '/analises',
  source: analise,
  id: 'IdAnalise',
  tenant: 'company',
  permission: MRP,
  operations: ['list', 'item', 'update', 'delete'],
  fields: {
    IdAnalise: { filter: 'exact', order: true },
    NmAnalise: { filter: 'partial', order: true },
    DtCriacao: { filter: 'date', order: true },
    StStatus: { filter: 'exact', order: true, enum: StStatusAnalise },
    TpPeriodo: { filter: 'exact', enum: TpPeriodo },
    DtCalculo: { filter: 'date', order: true },
  },
  // Only the name changes here; the parameters are the calculation's (a new analysis for new ones).
  input: z.object({ NmAnalise: z.string({ error: 'required' }).trim().min(1, 'required').max(100, 'too_long'), company: z.number().int().optional() }),
  beforeDelete: async ({ tx, current }) => {
    await assertAnalysisOpen(tx, Number(current.IdAnalise), { withoutOrders: true });
  },
  defaultOrder: { DtCriacao: 'desc' },
});

/** One line per analysis with its results and orders counted. */
export const analisesSummaryResource = defineResource({
  type: 'AnaliseResumo',
  path: '/analises/summary',
  iriPath: '/analises',
  source: vwAnalisesSummary,
  id: 'IdAnalise',
  tenant: 'company',
  permission: MRP,
  operations: ['list'],
  fields: {
    IdAnalise: { filter: 'exact', order: true },
    NmAnalise: { filter: 'partial', order: true },
    DtCriacao: { filter: 'date', order: true },
    StStatus: { filter: 'exact', order: true, enum: StStatusAnalise },
    NrProdutos: { order: true },
    NrAProduzir: { order: true },
    NrAComprar: { order: true },
    NrAtrasados: { order: true },
    NrOrdensAbertas: { order: true },
  },
  defaultOrder: { DtCriacao: 'desc' },
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

const resultFields: Record<string, FieldDecl> = {
  IdAnaliseDado: { filter: 'exact', order: true },
  IdAnalise: { filter: 'exact', order: true },
  IdProduto: { filter: 'exact' },
  CdChamada: { filter: ['exact', 'start'], order: true },
  NmProduto: { filter: 'partial', order: true, search: 'NmProdutoBusca' },
  NmFamiliaProduto: { filter: 'partial', order: true },
  NmGrupoProduto: { filter: 'partial', order: true },
  TpProdutoPcp: { filter: 'exact' },
  NrNivel: { filter: 'exact', order: true },
  NrSaldoEmEstoque: { filter: 'range', order: true },
  NrDemandaTotal: { filter: 'range', order: true },
  NrTotalAtender: { filter: 'range', order: true },
  NrResultado: { filter: 'range', order: true },
  NrRealizado: { filter: 'range', order: true },
  QtProducaoImediata: { filter: 'range', order: true },
  StAtrasado: { filter: 'boolean' },
  DtNecessidade: { filter: 'date', order: true },
};

/** One of the three lists of an analysis's results (the same view, one TpAnaliseDado each). */
function results(kind: TpAnaliseDado, path: string, type: string) {
  return defineResource({
    type,
    path,
    source: vwAnaliseDados,
    id: 'IdAnaliseDado',
    tenant: 'company',
    scope: () => eq(vwAnaliseDados.TpAnaliseDado, kind),
    permission: MRP,
    operations: ['list', 'item'],
    fields: resultFields,
    defaultOrder: { NrNivel: 'asc', CdChamada: 'asc' },
    description: `${TpAnaliseDado.label(kind, 'en-US')} rows of MRP analyses (NrRealizado: PUT ${path}/{id}).`,
  });
}
export const analiseDadosProdutosResource = results('P', '/analise_dados_produtos', 'AnaliseDadoProduto');
export const analiseDadosMateriaPrimasResource = results('M', '/analise_dados_materia_primas', 'AnaliseDadoMateriaPrima');
export const analiseDadosSubprodutosResource = results('S', '/analise_dados_subprodutos', 'AnaliseDadoSubproduto');

// ------------------------------------------------------------------ production orders, purchases, attachments

/** Production orders (actions: start, finish, new manual order: analises.routes.ts). */
export const ordemProducaoResource = defineResource({
  type: 'OrdemProducao',
  path: '/ordem_producao_pcp',
  source: vwOrdemProducao,
  id: 'IdOrdemProducao',
  tenant: 'company',
  permission: MRP,
  operations: ['list', 'item'],
  fields: {
    IdOrdemProducao: { filter: 'exact', order: true },
    IdAnalise: { filter: 'exact', order: true },
    TpOrigem: { filter: 'exact', enum: TpOrigemOrdem },
    IdProduto: { filter: 'exact' },
    CdProduto: { filter: ['exact', 'start'], order: true },
    NmProduto: { filter: 'partial', order: true },
    StOrdem: { filter: 'exact', order: true, enum: StOrdemProducao },
    DtEntrega: { filter: 'date', order: true },
    DtCriacao: { filter: 'date', order: true },
  },
  defaultOrder: { DtEntrega: 'asc' },
});

/** Production orders summed by analysis, sector and product. */
export const ordemProducaoSumResource = defineResource({
  type: 'OrdemProducaoResumo',
  path: '/ordem_producao_pcp/sum',
  source: vwOrdemProducaoSum,
  tenant: 'company',
  permission: MRP,
  operations: ['list'],
  fields: {
    id: { order: true },
    IdAnalise: { filter: 'exact', order: true },
    IdSetor: { filter: 'exact' },
    NmSetor: { filter: 'partial', order: true },
    IdProduto: { filter: 'exact' },
    CdProduto: { filter: ['exact', 'start'], order: true },
    NmProduto: { filter: 'partial', order: true },
    QtSaldo: { filter: 'range', order: true },
  },
  defaultOrder: { CdProduto: 'asc' },
});

/** Purchases of bought items (suggested by analyses). */
export const comprasResource = defineResource({
  type: 'Compra',
  path: '/compras',
  source: vwCompras,
  id: 'IdCompra',
  tenant: 'company',
  permission: MRP,
  operations: ['list', 'item'],
  fields: {
    IdCompra: { filter: 'exact', order: true },
    IdAnalise: { filter: 'exact', order: true },
    IdProduto: { filter: 'exact' },
    CdProduto: { filter: ['exact', 'start'], order: true },
    NmProduto: { filter: 'partial', order: true },
    StCompra: { filter: 'exact', order: true, enum: StCompra },
    DtNecessidade: { filter: 'date', order: true },
  },
  defaultOrder: { DtNecessidade: 'asc' },
});

/** Attachments of analyses (upload and download: anexos.routes.ts). */
export const mrpAnexosResource = defineResource({
  type: 'MrpAnexo',
  path: '/mrp_anexos',
  source: vwMrpAnexos,
  id: 'Id',
  tenant: 'company',
  permission: MRP,
  operations: ['list', 'item'],
  fields: {
    Id: { filter: 'exact', order: true },
    analise: { filter: 'exact', order: true },
    NmAnalise: { filter: 'partial', order: true },
    NmArquivo: { filter: 'partial', order: true },
    produto: { filter: 'exact' },
    CdProduto: { filter: ['exact', 'start'], order: true },
    DtCriacao: { filter: 'date', order: true },
  },
  defaultOrder: { DtCriacao: 'desc' },
});
