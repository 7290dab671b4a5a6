/**
 * Se uma NF-e de fornecedor ainda se recebe, dita uma vez para o servidor (`POST /xmls/{id}/receber` recusa com a
 * mesma mensagem em IdXml) e para as telas (o "Receber" da lista e o botão de confirmar de `/nfe/receber/{id}`).
 */
export type NfeReceiptRefusal = 'receipt_already' | 'receipt_third_party' | 'receipt_cancelled' | 'receipt_own_invoice';

export interface NfeReceiptState {
  /** Já recebida (DtRecebimento preenchida). */
  recebida: boolean;
  StTerceiros: boolean;
  StCancelada: boolean;
  /** Emitida pela própria empresa (a marca da importação, ou o documento da empresa como é hoje). */
  StPropria: boolean;
}

/** null quando a nota pode ser recebida; senão por que não, na ordem em que o servidor diz. */
export function nfeReceiptRefusal(x: NfeReceiptState): NfeReceiptRefusal | null {
  if (x.recebida) return 'receipt_already';
  if (x.StTerceiros) return 'receipt_third_party';
  if (x.StCancelada) return 'receipt_cancelled';
  if (x.StPropria) return 'receipt_own_invoice';
  return null;
}
