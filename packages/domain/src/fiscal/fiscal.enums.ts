/** Literais da área fiscal (GNRE). */
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
});
export type StGnre = EnumValue<typeof StGnre>;
