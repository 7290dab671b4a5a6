/** Literais da área fiscal (GNRE, configuração por UF, notas importadas). */
import { defineEnum, type EnumValue } from '../common/enum.ts';

/** Situação da GNRE (códigos do webservice). As chaves são strings; label/color aceitam o número. */
export const StGnre = defineEnum({
  100: {
    'pt-BR': 'Lote recebido e processado com sucesso',
    'en-US': 'Batch received and processed successfully',
    es: 'Lote recibido y procesado con éxito',
    color: 'green',
  },
  400: {
    'pt-BR': 'Lote recebido, aguardando processamento',
    'en-US': 'Batch received, awaiting processing',
    es: 'Lote recibido, esperando procesamiento',
    color: 'yellow',
  },
  401: { 'pt-BR': 'Lote em processamento', 'en-US': 'Batch in processing', es: 'Lote en procesamiento', color: 'blue' },
  402: { 'pt-BR': 'Aprovado', 'en-US': 'Approved', es: 'Aprobado', color: 'teal' },
  403: {
    'pt-BR': 'Processado com pendências',
    'en-US': 'Processed with pending items',
    es: 'Procesado con pendientes',
    color: 'orange',
  },
  404: {
    'pt-BR': 'Erro no processamento do lote',
    'en-US': 'Batch processing error',
    es: 'Error en el procesamiento del lote',
    color: 'red',
  },
  999: { 'pt-BR': 'Erro no envio da guia', 'en-US': 'Error sending the guide', es: 'Error en el envío de la guía', color: 'red' },
  // Our own codes, as 999: what became of a guide whose NF-e was cancelled (a cancelled operation owes no GNRE).
  901: {
    'pt-BR': 'NF-e cancelada: guia não será paga',
    'en-US': 'Invoice cancelled: the guide will not be paid',
    es: 'NF-e cancelada: la guía no se pagará',
    color: 'gray',
  },
  902: {
    'pt-BR': 'NF-e cancelada: título já no ERP, pedir restituição',
    'en-US': 'Invoice cancelled: title already in the ERP, ask for a refund',
    es: 'NF-e cancelada: título ya en el ERP, pedir restitución',
    color: 'orange',
  },
});
export type StGnre = EnumValue<typeof StGnre>;

/** TagVlxml: o total da nota que dá o valor da guia. */
export const TagVlxml = defineEnum({
  vICMSUFDest: { 'pt-BR': 'vICMSUFDest - DIFAL da UF de destino', 'en-US': 'vICMSUFDest - destination DIFAL', es: 'vICMSUFDest - DIFAL del destino', color: 'blue' },
  vFCPUFDest: { 'pt-BR': 'vFCPUFDest - FCP da UF de destino', 'en-US': 'vFCPUFDest - destination FCP', es: 'vFCPUFDest - FCP del destino', color: 'cyan' },
  vST: { 'pt-BR': 'vST - ICMS-ST', 'en-US': 'vST - ICMS-ST', es: 'vST - ICMS-ST', color: 'orange' },
  vFCPST: { 'pt-BR': 'vFCPST - FCP do ICMS-ST', 'en-US': 'vFCPST - ICMS-ST FCP', es: 'vFCPST - FCP del ICMS-ST', color: 'grape' },
});
export type TagVlxml = EnumValue<typeof TagVlxml>;

/** XmlDocTag: o campo da nota que vai como documento de origem da guia. */
export const XmlDocTag = defineEnum({
  chNFe: { 'pt-BR': 'chNFe - Chave de acesso', 'en-US': 'chNFe - Access key', es: 'chNFe - Clave de acceso', color: 'blue' },
  nNF: { 'pt-BR': 'nNF - Número da nota', 'en-US': 'nNF - Invoice number', es: 'nNF - Número de la factura', color: 'teal' },
  CTe: { 'pt-BR': 'CTe - Conhecimento de transporte', 'en-US': 'CTe - Transport document', es: 'CTe - Conocimiento de transporte', color: 'orange' },
  DFe: { 'pt-BR': 'DFe - Documento fiscal eletrônico', 'en-US': 'DFe - Electronic tax document', es: 'DFe - Documento fiscal electrónico', color: 'gray' },
});
export type XmlDocTag = EnumValue<typeof XmlDocTag>;

/** TipoConfig de uma linha da configuração por UF (as partes do GnreConfigUF). */
export const TipoConfig = defineEnum({
  Detalhamento: { 'pt-BR': 'Detalhamento da receita', 'en-US': 'Revenue detail', es: 'Detalle del ingreso', color: 'blue' },
  Documentos: { 'pt-BR': 'Documento de origem', 'en-US': 'Origin document', es: 'Documento de origen', color: 'teal' },
  Geral: { 'pt-BR': 'Geral', 'en-US': 'General', es: 'General', color: 'gray' },
  Produtos: { 'pt-BR': 'Produto', 'en-US': 'Product', es: 'Producto', color: 'orange' },
  Outras: { 'pt-BR': 'Outras', 'en-US': 'Other', es: 'Otras', color: 'grape' },
});
export type TipoConfig = EnumValue<typeof TipoConfig>;

/** TipoGnre da receita: por apuração (mensal) ou por operação (uma guia por nota). */
export const TipoGnre = defineEnum({
  Operacao: { 'pt-BR': 'Por operação', 'en-US': 'Per operation', es: 'Por operación', color: 'blue' },
  Apuracao: { 'pt-BR': 'Por apuração', 'en-US': 'Per assessment period', es: 'Por liquidación', color: 'grape' },
});
export type TipoGnre = EnumValue<typeof TipoGnre>;

/** Resultado da importação de um arquivo (POST /xmls/importar). */
export const ResultadoImportacao = defineEnum({
  imported: { 'pt-BR': 'Importada', 'en-US': 'Imported', es: 'Importada', color: 'green' },
  duplicate: { 'pt-BR': 'Já importada', 'en-US': 'Duplicate', es: 'Duplicada', color: 'yellow' },
  cancelled: { 'pt-BR': 'Cancelamento registrado', 'en-US': 'Cancellation recorded', es: 'Cancelación registrada', color: 'orange' },
  refused: { 'pt-BR': 'Recusada', 'en-US': 'Refused', es: 'Rechazada', color: 'red' },
});
export type ResultadoImportacao = EnumValue<typeof ResultadoImportacao>;

/**
 * Situação de uma NF-e emitida pela empresa (StNfe): assinada e validada, transmitida à SEFAZ (esperando o recibo
 * ou tentando de novo), autorizada (100), rejeitada (cStat e xMotivo; corrige-se e transmite-se de novo), denegada
 * (110, 301-303: o número fica usado) e cancelada (evento 110111 registrado).
 */
export const StNfe = defineEnum({
  assinada: { 'pt-BR': 'Assinada', 'en-US': 'Signed', es: 'Firmada', color: 'gray' },
  transmitida: { 'pt-BR': 'Transmitida', 'en-US': 'Sent', es: 'Transmitida', color: 'blue' },
  autorizada: { 'pt-BR': 'Autorizada', 'en-US': 'Authorised', es: 'Autorizada', color: 'green' },
  rejeitada: { 'pt-BR': 'Rejeitada', 'en-US': 'Rejected', es: 'Rechazada', color: 'red' },
  denegada: { 'pt-BR': 'Denegada', 'en-US': 'Denied', es: 'Denegada', color: 'violet' },
  cancelada: { 'pt-BR': 'Cancelada', 'en-US': 'Cancelled', es: 'Cancelada', color: 'orange' },
  // A rejected invoice whose number the company gave up and SEFAZ registered as voided (inutilização).
  inutilizada: { 'pt-BR': 'Inutilizada', 'en-US': 'Voided', es: 'Inutilizada', color: 'grape' },
});
export type StNfe = EnumValue<typeof StNfe>;

/**
 * An invoice signed ('assinada': its job may send it at any moment) or sent ('transmitida': SEFAZ has it) whose answer
 * has not come: SEFAZ may still authorise it, so neither its order nor an item of the order may be cancelled under it.
 * The server's refusal and the order screen's disabled buttons ask this one rule.
 */
export const NFE_AWAITING_SEFAZ: readonly StNfe[] = ['assinada', 'transmitida'];
export const nfeAwaitingSefaz = (status: string): boolean => (NFE_AWAITING_SEFAZ as readonly string[]).includes(status);

/** Situação de um evento de NF-e ou de uma inutilização: assinado, transmitido, registrado (135/136/102) ou rejeitado. */
export const StEventoNfe = defineEnum({
  assinado: { 'pt-BR': 'Assinado', 'en-US': 'Signed', es: 'Firmado', color: 'gray' },
  transmitido: { 'pt-BR': 'Transmitido', 'en-US': 'Sent', es: 'Transmitido', color: 'blue' },
  registrado: { 'pt-BR': 'Registrado', 'en-US': 'Registered', es: 'Registrado', color: 'green' },
  rejeitado: { 'pt-BR': 'Rejeitado', 'en-US': 'Rejected', es: 'Rechazado', color: 'red' },
});
export type StEventoNfe = EnumValue<typeof StEventoNfe>;

/** O que o cancelamento de uma NF-e autorizada faz com o pedido: reabre (volta a conferido) ou cancela. */
export const DestinoCancelamento = defineEnum({
  reabrir: { 'pt-BR': 'Reabrir o pedido', 'en-US': 'Reopen the order', es: 'Reabrir el pedido', color: 'blue' },
  cancelar: { 'pt-BR': 'Cancelar o pedido', 'en-US': 'Cancel the order', es: 'Cancelar el pedido', color: 'red' },
});
export type DestinoCancelamento = EnumValue<typeof DestinoCancelamento>;
