/** What a payable title must be for it to go to the ERP: the server's refusal and the payables screen's Send button ask this one rule. */
export interface TituloParaEnvio {
  StIntegracao: string | null;
  usuarioAutorizacaoPagamento: number | null;
}

/**
 * Why a title is not sent to the ERP (a message code of the catalogue), or null when it may go: already sent or
 * integrated, withdrawn (C: owed no more), or not authorised by its responsible user. A title held by a send job
 * still running is the server's to say (it reads the job queue).
 */
export function tituloEnvioRecusado(t: TituloParaEnvio): 'titulo_already_sent' | 'titulo_cancelado' | 'titulo_not_authorized' | null {
  if (t.StIntegracao === 'E' || t.StIntegracao === 'I') return 'titulo_already_sent';
  if (t.StIntegracao === 'C') return 'titulo_cancelado';
  if (!t.usuarioAutorizacaoPagamento) return 'titulo_not_authorized';
  return null;
}
