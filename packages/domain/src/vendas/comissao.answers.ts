/** O que a conferência de comissões responde (a API a declara com este esquema; a tela a lê com o seu tipo). */
import * as z from 'zod';

/** Situação da conferência de um representante no período: A aprovada, P pendente. */
export const StConferencia = z.enum(['A', 'P']);

/** Uma linha da conferência: o que foi provisionado, estornado, liberado e ajustado, o devido e a aprovação. */
const conferenciaLinha = z.object({
  IdRepresentante: z.number(),
  Representante: z.string().nullable(),
  VlProvisionado: z.string(),
  VlEstornado: z.string(),
  VlLiberado: z.string(),
  VlAjuste: z.string(),
  VlDevido: z.string(),
  StConferencia,
  VlAprovado: z.string().nullable(),
  DtAprovacao: z.string().nullable(),
});
export type ConferenciaComissaoRow = z.infer<typeof conferenciaLinha>;

/** GET /comissao/conferencia: por representante, no período pedido. */
export const conferenciaComissaoAnswer = z.object({ 'hydra:member': z.array(conferenciaLinha) });
export type ConferenciaComissao = z.infer<typeof conferenciaComissaoAnswer>;
