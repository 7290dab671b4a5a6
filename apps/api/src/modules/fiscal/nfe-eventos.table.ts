import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { nfeEmitidas } from './fiscal.table.ts';

/** TpEvento of the events of an issued NF-e (the manual's codes) and of a voided number range (not an event there). */
export const TP_CANCELAMENTO = '110111';
export const TP_CARTA_CORRECAO = '110110';
export const TP_INUTILIZACAO = 'inutilizacao';
/** StEvento (the StEventoNfe enum of the domain says each in words). */
export const EVENTO_ASSINADO = 'assinado';
export const EVENTO_TRANSMITIDO = 'transmitido';
export const EVENTO_REGISTRADO = 'registrado';
export const EVENTO_REJEITADO = 'rejeitado';

/**
 * Events of the company's NF-e (cancellation, correction letter) and voided number ranges (inutNFe, no invoice):
 * the signed XML as it will be sent (envEvento or inutNFe), the sequence of the event per invoice and type, the
 * range and series of a voiding.
 */
export const nfeEventos = pgTable(
  'nfe_eventos',
  {
    IdEvento: serial('id_evento').primaryKey(),
    company: integer('company_id').notNull(),
    /** The invoice (null for a voided range). */
    IdNfe: integer('id_nfe').references(() => nfeEmitidas.IdNfe, { onDelete: 'cascade' }),
    TpEvento: varchar('tp_evento', { length: 12 }).notNull(),
    /** nSeqEvento (1..20), per invoice and type; null for a voided range. */
    NrSeqEvento: smallint('nr_seq_evento'),
    /** The series and range of a voiding. */
    NrSerie: smallint('nr_serie'),
    NrInicial: integer('nr_inicial'),
    NrFinal: integer('nr_final'),
    /** xJust of a cancellation or voiding, xCorrecao of a correction letter. */
    DsTexto: text('ds_texto').notNull(),
    StEvento: varchar('st_evento', { length: 12 }).notNull(),
    /** The Id of infEvento / infInut (what the signature references). */
    DsId: varchar('ds_id', { length: 60 }).notNull(),
    DsXml: text('ds_xml').notNull(),
    /** SEFAZ's answer: cStat, xMotivo, the protocol, and the event with its registration (procEventoNFe / procInutNFe). */
    CdStatus: varchar('cd_status', { length: 3 }),
    DsMotivo: text('ds_motivo'),
    NrProtocolo: varchar('nr_protocolo', { length: 17 }),
    DtRegistro: timestamp('dt_registro', { withTimezone: true, mode: 'string' }),
    DsXmlRetorno: text('ds_xml_retorno'),
    NrTentativas: integer('nr_tentativas').notNull().default(0),
    DsErroTransmissao: text('ds_erro_transmissao'),
    /** A cancellation's choice for the order once registered: 'reabrir' or 'cancelar' (DestinoCancelamento). */
    DsDestino: varchar('ds_destino', { length: 10 }),
    DtCriacao: timestamp('dt_criacao', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    IdUsuario: integer('id_usuario'),
  },
  (t) => [
    uniqueIndex('nfe_eventos_seq_uq').on(t.IdNfe, t.TpEvento, t.NrSeqEvento),
    index('nfe_eventos_company_idx').on(t.company, t.TpEvento),
  ],
);
