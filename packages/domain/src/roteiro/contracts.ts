/** Os contratos das listas de roteiro e frete (common/contract.ts): a linha, os filtros e a ordenação de cada uma. */
import { defineContract } from '../common/contract.ts';
import type { TabelaFrete } from './frete.ts';
import type { StatusPedidoRoteiro, StatusRoteiro } from './roteiro.enums.ts';

/** Uma linha de GET /roteiros: o roteiro com o veículo, o motorista, a carga contra a capacidade e o andamento das paradas. */
export interface RoteiroRow {
  IdRoteiro: number;
  NmRoteiro: string;
  DtRoteiro: string;
  DiadaSemana: string | null;
  NrRomaneio: string | null;
  Regiao: string | null;
  StatusRoteiro: StatusRoteiro;
  IdVeiculo: number;
  NrPlaca: string | null;
  NmVeiculo: string | null;
  IdTransportador: number | null;
  Transportador: string | null;
  IdMotorista: number | null;
  NmMotorista: string | null;
  VlCapacidadeKG: string;
  VlPesoBruto: string;
  VlPesoLiquido: string;
  /** Load over capacity, in percent. */
  PcOcupacao: string;
  NumPedidos: number;
  NrEntregues: number;
  NrRecusados: number;
  VlFaturamentoTotal: string;
  VlFreteTransportador: string;
  /** The carrier's freight over the route's billing, in percent. */
  PcFrete: string;
  DtCriacao: string;
  version: number;
}

/** Uma linha de GET /roteiro_pedidos: uma parada do roteiro, com o status, quem o moveu e as coordenadas. */
export interface RoteiroPedidoRow {
  IdRoteiroPedido: number;
  IdRoteiro: number;
  StatusRoteiro: StatusRoteiro;
  DtRoteiro: string;
  NmRoteiro: string;
  CodPedido: number;
  NrOrdem: number;
  StatusPedidoRoteiro: StatusPedidoRoteiro;
  DsMotivo: string | null;
  DtStatus: string;
  NmUsuarioStatus: string | null;
  VlFreteRateado: string;
  Cliente: string | null;
  NrDocumento: string | null;
  VlPesoBruto: string;
  VlTotal: string;
  NmLogradouro: string | null;
  NrLogradouro: string | null;
  NmBairro: string | null;
  NmCidade: string | null;
  IdUF: string | null;
  CdCEP: string | null;
  Lat: number | null;
  Lng: number | null;
  FonteCoordenada: string | null;
}

/** Uma linha de GET /view_pedidos_roteiros (§3 "Orders routing view"): o pedido com a separação, a fase, o roteiro e o endereço. */
export interface PedidoRoteiroRow {
  codPedido: number;
  CdEmpresa: number;
  IdCliente: number | null;
  cliente: string | null;
  NmCurto: string | null;
  NrDocumento: string | null;
  NmSetor: string | null;
  TpPedidoDeVenda: string;
  statusPedido: string;
  IdLoteSeparacao: number | null;
  StatusLoteSeparacao: string | null;
  UsuarioAbertura: string | null;
  StatusSeparacaoPedido: string | null;
  UsuarioSeparacaoPedido: string | null;
  NmFase: string | null;
  DsWorkFlow: string | null;
  VlFrete: string;
  rotaID: number | null;
  statusRoteiro: string | null;
  rota: string | null;
  StatusPedidoRoteiro: StatusPedidoRoteiro | null;
  dtEntrega: string | null;
  TpLogradouro: string | null;
  NmLogradouro: string | null;
  NrLogradouro: string | null;
  DsComplemento: string | null;
  NmBairro: string | null;
  CdCEP: string | null;
  NmCidade: string | null;
  IdUF: string | null;
  IdTransportador: number | null;
  Transportador: string | null;
  DtEmissao: string;
  VlPesoBruto: string;
}

/** Uma linha de GET /view_roteiro_manual (§3 "Manual routing view"): o pedido a roteirizar, o código do cliente com 6 dígitos. */
export interface RoteiroManualRow {
  CdPedido: number;
  DiadaSemana: string | null;
  NrRomaneio: string | null;
  NrDocumento: string | null;
  IdPessoa: number | null;
  /** The client's code padded to 6 digits. */
  CdPessoa: string | null;
  NmPessoa: string | null;
  /** The client label as the manual routing shows it: '000123 - Name'. */
  DsCliente: string | null;
  NmCRAtual: string | null;
  StatusPedido: string;
  VlPesoBruto: string;
  VlPesoLiquido: string;
  KG: string;
  Metro: string | null;
  VlTotal: string;
  IdRoteiro: number | null;
  NmRoteiro: string | null;
  StatusRoteiro: StatusRoteiro | null;
  NrOrdem: number | null;
  DtEmissao: string;
  DtFaturamento: string | null;
  DtEntrega: string | null;
  NmTransportadora: string | null;
  NmLogradouro: string | null;
  NrLogradouro: string | null;
  NmBairro: string | null;
  NmCidade: string | null;
  IdUF: string | null;
  CdCEP: string | null;
  CdIbge: string | null;
  Regiao: string | null;
  Lat: number | null;
  Lng: number | null;
  FonteCoordenada: string | null;
}

/** Uma linha de GET /vtransportador_veiculo (§3 "Carrier-vehicle routing"): o roteiro com o transportador, a carga e o frete. */
export interface TransportadorVeiculoRow {
  id: number;
  status: string;
  rota: string;
  emissao: string;
  entrega: string;
  IdTransportador: number | null;
  NmPessoa: string | null;
  NrPlaca: string | null;
  peso_carregado: string;
  VlCapacidadeKG: string;
  NumPedidos: number;
  VlFaturamentoTotal: string;
  VlFreteTransportador: string;
  porcentagemFreteTransportador: string;
  /** The freight the route's orders charge their clients (VlFrete summed). */
  freteRota: string;
}

/** Uma linha de GET /view_fretes (§3 "Freight view"): a cotação de frete com a fila, o prazo em dias úteis e o valor rateado. */
export interface FreteRow {
  CdCotacao: number;
  CdChamada: number;
  StPedidoDeVenda: string;
  NrDocumento: string | null;
  NmCurto: string | null;
  NmPessoa: string | null;
  CdFrete: number | null;
  StFilaCotacao: string;
  DsErro: string | null;
  /** Business days. */
  DiasPrazo: number | null;
  DtPrevisaoEntrega: string | null;
  DtCotacao: string;
  IdTransportador: number;
  Transportador: string | null;
  VlTotal: string | null;
  VlFreteRateado: string | null;
  StEscolhida: boolean;
}

/** Uma linha de GET /vw_veiculos: o veículo com o nome do transportador (null na frota própria) e a capacidade. */
export interface VeiculoRow {
  IdVeiculo: number;
  NrPlaca: string;
  NmVeiculo: string;
  IdTransportador: number | null;
  /** The carrier's name; null for the own fleet. */
  Transportador: string | null;
  VlCapacidadeKG: string;
  VlCapacidadeM3: string | null;
  enable: boolean;
}

/** Uma linha de GET /vw_frete_rotas: a linha da tabela de frete com o transportador e os nomes das cidades. */
export interface FreteRotaRow extends TabelaFrete {
  IdFreteRota: number;
  IdTransportador: number;
  Transportador: string | null;
  NmRota: string;
  /** 'Campinas/SP, Valinhos/SP', in the order of the codes. */
  NmCidades: string | null;
  enable: boolean;
}

/** Uma linha de GET /motoristas: o motorista. */
export interface MotoristaRow {
  IdMotorista: number;
  NmMotorista: string;
  NrCnh: string | null;
  NrTelefone: string | null;
  enable: boolean;
}

/** Os roteiros (/roteiro) por status, os mais recentes primeiro, e o seu CSV. */
export const ROTEIRO_LIST = defineContract<RoteiroRow>()({
  path: '/roteiros',
  csv: '/roteiros.csv',
  defaultOrder: { DtRoteiro: 'desc', IdRoteiro: 'desc' },
  fields: {
    IdRoteiro: { filter: 'exact', order: true },
    NmRoteiro: { filter: 'partial', order: true },
    DtRoteiro: { filter: 'date', order: true },
    StatusRoteiro: { filter: 'exact', order: true },
    IdVeiculo: { filter: 'exact' },
    NrPlaca: { filter: 'partial', order: true },
    IdMotorista: { filter: 'exact' },
    IdTransportador: { filter: 'exact' },
    VlPesoBruto: { filter: 'range', order: true },
    PcOcupacao: { filter: 'range', order: true },
    NumPedidos: { order: true },
  },
});

/** As paradas dos roteiros (`?IdRoteiro=`, e /roteiro/entregas por status). */
export const ROTEIRO_PEDIDO_LIST = defineContract<RoteiroPedidoRow>()({
  path: '/roteiro_pedidos',
  defaultOrder: { IdRoteiro: 'asc', NrOrdem: 'asc' },
  fields: {
    IdRoteiro: { filter: 'exact', order: true },
    CodPedido: { filter: 'exact', order: true },
    NrOrdem: { order: true },
    StatusRoteiro: { filter: 'exact' },
    StatusPedidoRoteiro: { filter: 'exact', order: true },
    DtRoteiro: { filter: 'date', order: true },
    Cliente: { filter: 'partial', order: true },
  },
});

/** O endereço do pedido, com os mesmos filtros nas duas vistas de roteirização. */
const endereco = {
  NmCidade: { filter: 'partial', order: true },
  IdUF: { filter: 'exact', order: true },
  CdCEP: { filter: 'start' },
} as const;

/** A vista de roteirização dos pedidos (/roteiro/roteirov1) e o seu CSV, com os mesmos filtros. */
export const PEDIDO_ROTEIRO_LIST = defineContract<PedidoRoteiroRow>()({
  path: '/view_pedidos_roteiros',
  csv: '/view_pedidos_roteiros_csv',
  defaultOrder: { DtEmissao: 'desc', codPedido: 'desc' },
  fields: {
    codPedido: { filter: 'exact', order: true },
    cliente: { filter: 'partial', order: true },
    NrDocumento: { filter: 'digits' },
    NmSetor: { filter: 'partial', order: true },
    statusPedido: { filter: 'exact', order: true },
    StatusSeparacaoPedido: { filter: 'exact' },
    rotaID: { filter: 'exact', order: true },
    statusRoteiro: { filter: 'exact' },
    dtEntrega: { filter: 'date', order: true },
    DtEmissao: { filter: 'date', order: true },
    IdTransportador: { filter: 'exact' },
    VlPesoBruto: { filter: 'range', order: true },
    ...endereco,
  },
});

/** A roteirização manual (/roteiro/manual) e o seu CSV; `roteirizado` separa os pedidos já num roteiro dos que não. */
export const ROTEIRO_MANUAL_LIST = defineContract<RoteiroManualRow>()({
  path: '/view_roteiro_manual',
  csv: '/view_roteiro_manual-csv',
  defaultOrder: { DtEntrega: 'asc', CdPedido: 'asc' },
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
    ...endereco,
  },
  customFilters: ['roteirizado'],
});

/** A roteirização por transportador e veículo e o seu CSV. */
export const TRANSPORTADOR_VEICULO_LIST = defineContract<TransportadorVeiculoRow>()({
  path: '/vtransportador_veiculo',
  csv: '/vtransportador_veiculo_csv',
  defaultOrder: { entrega: 'desc', id: 'desc' },
  fields: {
    id: { filter: 'exact', order: true },
    status: { filter: 'exact', order: true },
    rota: { filter: 'partial', order: true },
    emissao: { filter: 'date', order: true },
    entrega: { filter: 'date', order: true },
    IdTransportador: { filter: 'exact' },
    NmPessoa: { filter: 'partial', order: true },
    peso_carregado: { order: true },
    VlFreteTransportador: { order: true },
  },
});

/** As cotações de frete (/frete), as mais novas primeiro, e o seu CSV. */
export const FRETE_LIST = defineContract<FreteRow>()({
  path: '/view_fretes',
  csv: '/view_fretes_csv',
  defaultOrder: { DtCotacao: 'desc', CdCotacao: 'desc' },
  fields: {
    CdCotacao: { filter: 'exact', order: true },
    CdChamada: { filter: 'exact', order: true },
    NmPessoa: { filter: 'partial', order: true },
    NrDocumento: { filter: 'digits' },
    StFilaCotacao: { filter: 'exact' },
    IdTransportador: { filter: 'exact' },
    DtCotacao: { filter: 'date', order: true },
    VlTotal: { filter: 'range', order: true },
    DiasPrazo: { order: true },
    StEscolhida: { filter: 'boolean' },
  },
});

/** Os veículos (/cadastro/veiculos) com o transportador, e o seu CSV. */
export const VEICULO_LIST = defineContract<VeiculoRow>()({
  path: '/vw_veiculos',
  csv: '/vw_veiculos.csv',
  defaultOrder: { NmVeiculo: 'asc' },
  fields: {
    IdVeiculo: { filter: 'exact', order: true },
    NrPlaca: { filter: 'partial', order: true },
    NmVeiculo: { filter: 'partial', order: true },
    IdTransportador: { filter: 'exact' },
    Transportador: { filter: 'partial', order: true },
    VlCapacidadeKG: { filter: 'range', order: true },
    enable: { filter: 'boolean', order: true },
  },
});

/** As linhas das tabelas de frete (/cadastro/rota) com o transportador e as cidades, e o seu CSV. */
export const FRETE_ROTA_LIST = defineContract<FreteRotaRow>()({
  path: '/vw_frete_rotas',
  csv: '/vw_frete_rotas.csv',
  defaultOrder: { Transportador: 'asc', NmRota: 'asc', VlPesoInicial: 'asc' },
  fields: {
    IdFreteRota: { filter: 'exact', order: true },
    IdTransportador: { filter: 'exact', order: true },
    Transportador: { filter: 'partial', order: true },
    NmRota: { filter: 'partial', order: true },
    IdUF: { filter: 'exact', order: true },
    NmCidades: { filter: 'partial' },
    VlPesoInicial: { filter: 'range', order: true },
    VlKg: { order: true },
    DiasPrazo: { filter: 'range', order: true },
    enable: { filter: 'boolean' },
  },
});

/** Os motoristas (/cadastro/motoristas). */
export const MOTORISTA_LIST = defineContract<MotoristaRow>()({
  path: '/motoristas',
  defaultOrder: { NmMotorista: 'asc' },
  fields: {
    IdMotorista: { filter: 'exact', order: true },
    NmMotorista: { filter: 'partial', order: true },
    enable: { filter: 'boolean' },
  },
});
