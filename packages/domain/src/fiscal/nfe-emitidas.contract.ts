/** O contrato da lista de NF-e emitidas (/nfe, aba Emitidas): a linha, os filtros e a ordenação. */
import { defineContract } from '../common/contract.ts';

/** Uma linha de GET /nfe_emitidas: a nota, a situação na SEFAZ, o pedido e o cliente. */
export interface NfeEmitidaRow {
  IdNfe: number;
  CodPedido: number;
  NrSerie: number;
  NrNota: number;
  NrChave: string;
  StNfe: string;
  TpAmbiente: string;
  VlNota: string;
  NrProtocolo: string | null;
  TpEmissao: string;
  NrRecibo: string | null;
  CdStatus: string | null;
  DsMotivo: string | null;
  DsErroTransmissao: string | null;
  NrTentativas: number;
  FinNfe: string;
  NrChaveReferenciada: string | null;
  DtEmissao: string;
  DtAutorizacao: string | null;
  IdUsuario: number | null;
  IdCliente: number | null;
  NmCliente: string | null;
  /** O primeiro e-mail do cliente do pedido: o destinatário padrão do envio da nota. */
  DsEmailCliente: string | null;
}

/** As NF-e emitidas pela empresa. */
export const NFE_EMITIDA_LIST = defineContract<NfeEmitidaRow>()({
  path: '/nfe_emitidas',
  defaultOrder: { IdNfe: 'desc' },
  fields: {
    IdNfe: { filter: 'exact', order: true },
    CodPedido: { filter: 'exact', order: true },
    NrSerie: { filter: 'exact' },
    NrNota: { filter: 'exact', order: true },
    NrChave: { filter: 'digits' },
    StNfe: { filter: 'exact', order: true },
    TpAmbiente: { filter: 'exact' },
    VlNota: { filter: 'range', order: true },
    FinNfe: { filter: 'exact' },
    NmCliente: { filter: 'partial', order: true },
    DtEmissao: { filter: 'date', order: true },
    CdStatus: { filter: 'exact' },
    DtAutorizacao: { filter: 'date', order: true },
  },
});
