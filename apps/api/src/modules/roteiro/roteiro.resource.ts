import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { freteRotaCreateSchema, freteRotaUpdateSchema, motoristaSchema, StatusPedidoRoteiro, StatusRoteiro, StFilaCotacao, veiculoSchema } from '@backoffice/domain';
import { violation } from '../../platform/http/errors.ts';
import type { Tx } from '../../platform/db/client.ts';
import { defineResource, type FieldDecl } from '../../platform/resources/define.ts';
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
  path: '/roteiros',
  source: vwRoteiros,
  id: 'IdRoteiro',
  tenant: 'company',
  permission: ROTEIRO,
  operations: ['list', 'item'],
  csv: '/roteiros.csv',
  fields: {
    IdRoteiro: { filter: 'exact', order: true },
    NmRoteiro: { filter: 'partial', order: true },
    DtRoteiro: { filter: 'date', order: true },
    StatusRoteiro: { filter: 'exact', enum: StatusRoteiro, order: true },
    IdVeiculo: { filter: 'exact' },
    NrPlaca: { filter: 'partial', order: true },
    IdMotorista: { filter: 'exact' },
    IdTransportador: { filter: 'exact' },
    VlPesoBruto: { filter: 'range', order: true },
    PcOcupacao: { filter: 'range', order: true },
    NumPedidos: { order: true },
  },
  defaultOrder: { DtRoteiro: 'desc', IdRoteiro: 'desc' },
});

/** A route's stops in order, with coordinates (GET /roteiro_pedidos?IdRoteiro=); the deliveries screen lists them by status. */
export const roteiroPedidosResource = defineResource({
  type: 'RoteiroPedido',
  path: '/roteiro_pedidos',
  source: vwRoteiroPedidos,
  id: 'IdRoteiroPedido',
  tenant: 'company',
  permission: ROTEIRO,
  operations: ['list', 'item'],
  fields: {
    IdRoteiro: { filter: 'exact', order: true },
    CodPedido: { filter: 'exact', order: true },
    NrOrdem: { order: true },
    StatusRoteiro: { filter: 'exact', enum: StatusRoteiro },
    StatusPedidoRoteiro: { filter: 'exact', enum: StatusPedidoRoteiro, order: true },
    DtRoteiro: { filter: 'date', order: true },
    Cliente: { filter: 'partial', order: true },
    NrDocumento: { mask: 'document' },
  },
  defaultOrder: { IdRoteiro: 'asc', NrOrdem: 'asc' },
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
  path: '/vw_veiculos',
  iriPath: '/veiculos',
  source: vwVeiculos,
  projects: veiculos,
  id: 'IdVeiculo',
  tenant: 'company',
  permission: ROTEIRO,
  operations: ['list'],
  csv: '/vw_veiculos.csv',
  fields: {
    IdVeiculo: { filter: 'exact', order: true },
    NrPlaca: { filter: 'partial', order: true },
    NmVeiculo: { filter: 'partial', order: true },
    IdTransportador: { filter: 'exact' },
    Transportador: { filter: 'partial', order: true },
    VlCapacidadeKG: { filter: 'range', order: true },
    enable: { filter: 'boolean', order: true },
  },
  defaultOrder: { NmVeiculo: 'asc' },
});

/** Drivers. */
export const motoristasResource = defineResource({
  type: 'Motorista',
  path: '/motoristas',
  source: motoristas,
  id: 'IdMotorista',
  tenant: 'company',
  permission: ROTEIRO,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  input: motoristaSchema.extend(companyField),
  updateInput: motoristaSchema.partial().extend(companyField),
  fields: { IdMotorista: { filter: 'exact', order: true }, NmMotorista: { filter: 'partial', order: true }, enable: { filter: 'boolean' } },
  defaultOrder: { NmMotorista: 'asc' },
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
  path: '/vw_frete_rotas',
  iriPath: '/frete_rotas',
  source: vwFreteRotas,
  projects: freteRotas,
  id: 'IdFreteRota',
  tenant: 'company',
  permission: FRETE,
  operations: ['list'],
  csv: '/vw_frete_rotas.csv',
  fields: {
    IdFreteRota: { filter: 'exact', order: true },
    IdTransportador: { filter: 'exact', order: true },
    Transportador: { filter: 'partial', order: true },
    NmRota: { filter: 'partial', order: true },
    IdUF: { filter: 'exact', order: true },
    CdCidades: { type: 'json' },
    NmCidades: { filter: 'partial' },
    VlPesoInicial: { filter: 'range', order: true },
    VlKg: { order: true },
    DiasPrazo: { filter: 'range', order: true },
    enable: { filter: 'boolean' },
  },
  defaultOrder: { Transportador: 'asc', NmRota: 'asc', VlPesoInicial: 'asc' },
});

const enderecoFields: Record<string, FieldDecl> = {
  NmCidade: { filter: 'partial', order: true },
  IdUF: { filter: 'exact', order: true },
  CdCEP: { filter: 'start' },
};

/** §3 "Orders routing view" (/roteiro/roteirov1) and its CSV, with the same filters. */
export const viewPedidosRoteirosResource = defineResource({
  type: 'PedidoRoteiro',
  path: '/view_pedidos_roteiros',
  source: viewPedidosRoteiros,
  id: 'codPedido',
  tenant: 'CdEmpresa',
  permission: ROTEIRO,
  operations: ['list', 'item'],
  csv: '/view_pedidos_roteiros_csv',
  fields: {
    codPedido: { filter: 'exact', order: true },
    cliente: { filter: 'partial', order: true },
    NrDocumento: { filter: 'digits', mask: 'document' },
    NmSetor: { filter: 'partial', order: true },
    statusPedido: { filter: 'exact', order: true },
    StatusSeparacaoPedido: { filter: 'exact' },
    rotaID: { filter: 'exact', order: true },
    statusRoteiro: { filter: 'exact', enum: StatusRoteiro },
    dtEntrega: { filter: 'date', order: true },
    DtEmissao: { filter: 'date', order: true },
    IdTransportador: { filter: 'exact' },
    VlPesoBruto: { filter: 'range', order: true },
    ...enderecoFields,
  },
  defaultOrder: { DtEmissao: 'desc', codPedido: 'desc' },
});

/** §3 "Manual routing view" (/roteiro/manual) and its CSV: the orders to route, the client's code padded to 6 digits. */
export const viewRoteiroManualResource = defineResource({
  type: 'RoteiroManual',
  path: '/view_roteiro_manual',
  source: viewRoteiroManual,
  id: 'CdPedido',
  tenant: 'company',
  permission: ROTEIRO,
  operations: ['list', 'item'],
  csv: '/view_roteiro_manual-csv',
  fields: {
    CdPedido: { filter: 'exact', order: true },
    NmPessoa: { filter: 'partial', order: true },
    DsCliente: { filter: 'partial' },
    IdRoteiro: { filter: 'exact', order: true },
    DtEntrega: { filter: 'date', order: true },
    DtEmissao: { filter: 'date', order: true },
    Regiao: { filter: 'exact', order: true },
    VlPesoBruto: { filter: 'range', order: true },
    NrOrdem: { order: true },
    ...enderecoFields,
  },
  customFilters: {
    /** roteirizado=false: the orders on no route yet; true: those on one. */
    roteirizado: { type: 'boolean', apply: (v) => (v === 'true' || v === '1' ? sql`${viewRoteiroManual.IdRoteiro} is not null` : sql`${viewRoteiroManual.IdRoteiro} is null`) },
  },
  defaultOrder: { DtEntrega: 'asc', CdPedido: 'asc' },
});

/** §3 "Carrier-vehicle routing" and its CSV; the list sums its numeric columns. */
export const vtransportadorVeiculoResource = defineResource({
  type: 'TransportadorVeiculo',
  path: '/vtransportador_veiculo',
  source: vtransportadorVeiculo,
  id: 'id',
  tenant: 'company',
  permission: ROTEIRO,
  operations: ['list', 'item'],
  csv: '/vtransportador_veiculo_csv',
  fields: {
    id: { filter: 'exact', order: true },
    status: { filter: 'exact', enum: StatusRoteiro, order: true },
    rota: { filter: 'partial', order: true },
    emissao: { filter: 'date', order: true },
    entrega: { filter: 'date', order: true },
    IdTransportador: { filter: 'exact' },
    NmPessoa: { filter: 'partial', order: true },
    peso_carregado: { order: true },
    VlFreteTransportador: { order: true },
  },
  defaultOrder: { entrega: 'desc', id: 'desc' },
});

/** §3 "Freight view" (/frete): the quotes, their queue status and lead time in business days. */
export const viewFretesResource = defineResource({
  type: 'Frete',
  path: '/view_fretes',
  source: viewFretes,
  id: 'CdCotacao',
  tenant: 'company',
  permission: FRETE,
  operations: ['list', 'item'],
  csv: '/view_fretes_csv',
  fields: {
    CdCotacao: { filter: 'exact', order: true },
    CdChamada: { filter: 'exact', order: true },
    NmPessoa: { filter: 'partial', order: true },
    NrDocumento: { filter: 'digits', mask: 'document' },
    StFilaCotacao: { filter: 'exact', enum: StFilaCotacao },
    IdTransportador: { filter: 'exact' },
    DtCotacao: { filter: 'date', order: true },
    VlTotal: { filter: 'range', order: true },
    DiasPrazo: { order: true },
    StEscolhida: { filter: 'boolean' },
  },
  defaultOrder: { DtCotacao: 'desc', CdCotacao: 'desc' },
});
