/**
 * As respostas da faturação de um roteiro (a área fiscal as declara; a tela do roteiro as lê): os pedidos das paradas
 * com as suas notas, e a tarefa que fatura os que faltam.
 */
import * as z from 'zod';

/** Uma nota de um pedido do roteiro: número, chave, situação na SEFAZ e valor (texto decimal). */
const notaDoRoteiro = z.object({ IdNfe: z.number(), NrSerie: z.number(), NrNota: z.number(), NrChave: z.string(), StNfe: z.string(), VlNota: z.string() });

/** Um pedido de uma parada viva, na ordem das paradas: `aFaturar` quando alguma quantidade dele não está em nota e o pedido se fatura (não em conferência, cancelado, devolvido nem orçamento). */
const pedidoDoRoteiro = z.object({
  CodPedido: z.number(),
  NrOrdem: z.number(),
  Cliente: z.string().nullable(),
  StatusPedido: z.string(),
  aFaturar: z.boolean(),
  notas: z.array(notaDoRoteiro),
});
export type PedidoDoRoteiro = z.infer<typeof pedidoDoRoteiro>;

/** GET /roteiros/{id}/notas. */
export const notasDoRoteiroAnswer = z.object({ pedidos: z.array(pedidoDoRoteiro) });

/** POST /roteiros/{id}/faturar (202): a tarefa, onde acompanhá-la e quantos pedidos ela fatura. */
export const faturarRoteiroAnswer = z.object({ job: z.number(), status: z.string(), pedidos: z.number() });
export type FaturarRoteiroAnswer = z.infer<typeof faturarRoteiroAnswer>;
