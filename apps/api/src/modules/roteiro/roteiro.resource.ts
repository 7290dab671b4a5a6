import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  FRETE_LIST,
  FRETE_ROTA_LIST,
  freteRotaCreateSchema,
  freteRotaUpdateSchema,
  MOTORISTA_LIST,
  motoristaSchema,
  PEDIDO_ROTEIRO_LIST,
  ROTEIRO_LIST,
  ROTEIRO_MANUAL_LIST,
  ROTEIRO_PEDIDO_LIST,
  StatusLote,
  StatusPedido,
  StatusPedidoRoteiro,
  StatusSeparacaoPedido,
  TpPedidoDeVenda,
  StatusRoteiro,
  StFilaCotacao,
  TRANSPORTADOR_VEICULO_LIST,
  VEICULO_LIST,
  veiculoSchema,
} from '@backoffice/domain';
import { violation } from '../../platform/http/errors.ts';
import type { Tx } from '../../platform/db/client.ts';
import { defineResource } from '../../platform/resources/define.ts';
import { contractFields } from '../../platform/resources/contract.ts';
import { peopleLinks } from '../pessoas/index.ts';
import {
  freteRotas,
  motoristas,
  veiculos,
  viewFretes,
  viewPedidosRoteiros,
  viewRoteiroManual,
  vtransportadorVeiculo,
  vwRoteiroEventos,
  vwRoteiroPedidos,
  vwFreteRotas,
  vwRoteiros,
  vwVeiculos,
} from './roteiro.table.ts';

/** The access keys: routes and their stops (roteiro), freight tables and quotes (frete). */
export const ROTEIRO = 'roteiro';
export const FRETE = 'frete';

const companyField = { company: z.number().int().optional() };

/** 422 unless `id` is an enabled carrier of `company`. */
async function confereTransportador(tx: Tx, company: number, id: unknown) {
  if (id === null || id === undefined) return;
  const [l] = await tx
    .select({ id: peopleLinks.id })
    .from(peopleLinks)
    .where(and(eq(peopleLinks.company, company), eq(peopleLinks.people, Number(id)), eq(peopleLinks.linkType, 'carrier'), eq(peopleLinks.enable, true)));
  if (!l) throw violation('IdTransportador', 'record_not_in_company');
}

const carrierCheck = async ({ tx, values, current }: { tx: Tx; values: Record<string, unknown>; current?: Record<string, unknown> }) => {
  await confereTransportador(tx, Number(values.company ?? current?.company), values.IdTransportador);
  return values;
};

/** Routes with their vehicle, driver, load and stops' progress (/roteiro). Written by the operations of roteiro.routes.ts. */
export const roteirosResource = defineResource({
  type: 'Roteiro',
  path: ROTEIRO_LIST.path,
  source: vwRoteiros,
  id: 'IdRoteiro',
  tenant: 'company',
  permission: ROTEIRO,
  operations: ['list', 'item'],
  csv: ROTEIRO_LIST.csv,
  fields: contractFields(ROTEIRO_LIST, vwRoteiros, { StatusRoteiro: { enum: StatusRoteiro } }),
  defaultOrder: ROTEIRO_LIST.defaultOrder,
});

/** A route's stops in order, with coordinates (GET /roteiro_pedidos?IdRoteiro=); the deliveries screen lists them by status. */
export const roteiroPedidosResource = defineResource({
  type: 'RoteiroPedido',
  path: ROTEIRO_PEDIDO_LIST.path,
  source: vwRoteiroPedidos,
  id: 'IdRoteiroPedido',
  tenant: 'company',
  permission: ROTEIRO,
  operations: ['list', 'item'],
  fields: contractFields(ROTEIRO_PEDIDO_LIST, vwRoteiroPedidos, { StatusRoteiro: { enum: StatusRoteiro }, StatusPedidoRoteiro: { enum: StatusPedidoRoteiro }, NrDocumento: { mask: 'document' } }),
  defaultOrder: ROTEIRO_PEDIDO_LIST.defaultOrder,
});

/** Every status move of a route and its stops, with who and when (GET /roteiro_eventos?IdRoteiro=). */
export const roteiroEventosResource = defineResource({
  type: 'RoteiroEvento',
  path: '/roteiro_eventos',
  source: vwRoteiroEventos,
  id: 'IdRoteiroEvento',
  tenant: 'company',
  permission: ROTEIRO,
  operations: ['list'],
  fields: { IdRoteiro: { filter: 'exact' }, CodPedido: { filter: 'exact' }, DtEvento: { order: true }, IdRoteiroEvento: { order: true } },
  defaultOrder: { IdRoteiroEvento: 'asc' },
});

/** Vehicles: the own fleet and the carriers', with plate and capacity in KG. */
export const veiculosResource = defineResource({
  type: 'Veiculo',
  path: '/veiculos',
  source: veiculos,
  id: 'IdVeiculo',
  tenant: 'company',
  permission: ROTEIRO,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  input: veiculoSchema.extend(companyField),
  updateInput: veiculoSchema.partial().extend(companyField),
  fields: {
    IdVeiculo: { filter: 'exact', order: true },
    NrPlaca: { filter: 'partial', order: true },
    NmVeiculo: { filter: 'partial', order: true },
    IdTransportador: { filter: 'exact' },
    VlCapacidadeKG: { filter: 'range', order: true },
    enable: { filter: 'boolean' },
  },
  beforeWrite: carrierCheck,
  defaultOrder: { NmVeiculo: 'asc' },
});

/** The vehicles list (/cadastro/veiculos): each vehicle with its carrier's name, and its CSV. */
export const vwVeiculosResource = defineResource({
  type: 'VwVeiculo',
  path: VEICULO_LIST.path,
  iriPath: '/veiculos',
  source: vwVeiculos,
  projects: veiculos,
  id: 'IdVeiculo',
  tenant: 'company',
  permission: ROTEIRO,
  operations: ['list'],
  csv: VEICULO_LIST.csv,
  fields: contractFields(VEICULO_LIST, vwVeiculos),
  defaultOrder: VEICULO_LIST.defaultOrder,
});

/** Drivers. */
export const motoristasResource = defineResource({
  type: 'Motorista',
  path: MOTORISTA_LIST.path,
  source: motoristas,
  id: 'IdMotorista',
  tenant: 'company',
  permission: ROTEIRO,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  input: motoristaSchema.extend(companyField),
  updateInput: motoristaSchema.partial().extend(companyField),
  fields: contractFields(MOTORISTA_LIST, motoristas),
  defaultOrder: MOTORISTA_LIST.defaultOrder,
});

/** The carriers' freight tables (/cadastro/rota): POST and PUT answer the line with its id. */
export const freteRotasResource = defineResource({
  type: 'FreteRota',
  path: '/frete_rotas',
  source: freteRotas,
  id: 'IdFreteRota',
  tenant: 'company',
  permission: FRETE,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  input: freteRotaCreateSchema.and(z.object(companyField)),
  updateInput: freteRotaUpdateSchema.and(z.object(companyField)),
  fields: {
    IdFreteRota: { filter: 'exact', order: true },
    IdTransportador: { filter: 'exact', order: true },
    NmRota: { filter: 'partial', order: true },
    IdUF: { filter: 'exact', order: true },
    CdCidades: { type: 'json' },
    VlPesoInicial: { filter: 'range', order: true },
    DiasPrazo: { filter: 'range', order: true },
    enable: { filter: 'boolean' },
  },
  beforeWrite: carrierCheck,
  defaultOrder: { IdTransportador: 'asc', NmRota: 'asc', VlPesoInicial: 'asc' },
});

/** The freight tables list (/cadastro/rota): each line with its carrier's name and its cities' names, and its CSV. */
export const vwFreteRotasResource = defineResource({
  type: 'VwFreteRota',
  path: FRETE_ROTA_LIST.path,
  iriPath: '/frete_rotas',
  source: vwFreteRotas,
  projects: freteRotas,
  id: 'IdFreteRota',
  tenant: 'company',
  permission: FRETE,
  operations: ['list'],
  csv: FRETE_ROTA_LIST.csv,
  fields: contractFields(FRETE_ROTA_LIST, vwFreteRotas, { CdCidades: { type: 'json' } }),
  defaultOrder: FRETE_ROTA_LIST.defaultOrder,
});

/** §3 "Orders routing view" (/roteiro/roteirov1) and its CSV, with the same filters. */
export const viewPedidosRoteirosResource = defineResource({
  type: 'PedidoRoteiro',
  path: PEDIDO_ROTEIRO_LIST.path,
  source: viewPedidosRoteiros,
  id: 'codPedido',
  tenant: 'CdEmpresa',
  permission: ROTEIRO,
  operations: ['list', 'item'],
  csv: PEDIDO_ROTEIRO_LIST.csv,
  // Every status and type here is a letter or a stored word: the spreadsheet export writes each one's name.
  fields: contractFields(PEDIDO_ROTEIRO_LIST, viewPedidosRoteiros, {
    NrDocumento: { mask: 'document' },
    statusRoteiro: { enum: StatusRoteiro },
    statusPedido: { enum: StatusPedido },
    TpPedidoDeVenda: { enum: TpPedidoDeVenda },
    StatusLoteSeparacao: { enum: StatusLote },
    StatusSeparacaoPedido: { enum: StatusSeparacaoPedido },
  }),
  defaultOrder: PEDIDO_ROTEIRO_LIST.defaultOrder,
});

/** §3 "Manual routing view" (/roteiro/manual) and its CSV: the orders to route, the client's code padded to 6 digits. */
export const viewRoteiroManualResource = defineResource({
  type: 'RoteiroManual',
  path: ROTEIRO_MANUAL_LIST.path,
  source: viewRoteiroManual,
  id: 'CdPedido',
  tenant: 'company',
  permission: ROTEIRO,
  operations: ['list', 'item'],
  csv: ROTEIRO_MANUAL_LIST.csv,
  fields: contractFields(ROTEIRO_MANUAL_LIST, viewRoteiroManual),
  customFilters: {
    /** roteirizado=false: the orders on no route yet; true: those on one. */
    roteirizado: { type: 'boolean', apply: (v) => (v === 'true' || v === '1' ? sql`${viewRoteiroManual.IdRoteiro} is not null` : sql`${viewRoteiroManual.IdRoteiro} is null`) },
  },
  defaultOrder: ROTEIRO_MANUAL_LIST.defaultOrder,
});

/** §3 "Carrier-vehicle routing" and its CSV; the list sums its numeric columns. */
export const vtransportadorVeiculoResource = defineResource({
  type: 'TransportadorVeiculo',
  path: TRANSPORTADOR_VEICULO_LIST.path,
  source: vtransportadorVeiculo,
  id: 'id',
  tenant: 'company',
  permission: ROTEIRO,
  operations: ['list', 'item'],
  csv: TRANSPORTADOR_VEICULO_LIST.csv,
  fields: contractFields(TRANSPORTADOR_VEICULO_LIST, vtransportadorVeiculo, { status: { enum: StatusRoteiro } }),
  defaultOrder: TRANSPORTADOR_VEICULO_LIST.defaultOrder,
});

/** §3 "Freight view" (/frete): the quotes, their queue status and lead time in business days. */
export const viewFretesResource = defineResource({
  type: 'Frete',
  path: FRETE_LIST.path,
  source: viewFretes,
  id: 'CdCotacao',
  tenant: 'company',
  permission: FRETE,
  operations: ['list', 'item'],
  csv: FRETE_LIST.csv,
  fields: contractFields(FRETE_LIST, viewFretes, { NrDocumento: { mask: 'document' }, StFilaCotacao: { enum: StFilaCotacao } }),
  defaultOrder: FRETE_LIST.defaultOrder,
});
