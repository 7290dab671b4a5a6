/**
 * Regras de quando o roteiro anda sozinho: a saída em rota exige os pedidos faturados, e o status acompanha a
 * separação e a conferência dos pedidos, qualquer que seja o lote em que estejam (por rota, por data ou à mão).
 */
import type { StatusRoteiro } from './roteiro.enums.ts';
import { podeMoverRoteiro } from './roteiro.transitions.ts';

/** Status do pedido que dizem que ele foi faturado: todo (T) ou em parte (P). */
export const PEDIDO_FATURADO: readonly string[] = ['T', 'P'];

/** Um pedido de uma parada viva do roteiro: o seu status e se notas autorizadas cobrem todos os seus itens. */
export interface PedidoDaParada {
  CodPedido: number;
  StatusPedido: string;
  /** Cada item ativo do pedido está coberto por notas autorizadas pela SEFAZ. */
  cobertoPorNotas: boolean;
}

/** Os pedidos que impedem o roteiro de sair em rota (não faturados), em ordem crescente. */
export function pedidosSemFatura(pedidos: readonly PedidoDaParada[]): number[] {
  return pedidos
    .filter((p) => !PEDIDO_FATURADO.includes(p.StatusPedido) && !p.cobertoPorNotas)
    .map((p) => p.CodPedido)
    .sort((a, b) => a - b);
}

/** Como a separação está para um pedido do roteiro: o status de separação do pedido e o do seu lote (nulos sem lote). */
export interface SeparacaoDaParada {
  separacao: string | null;
  lote: string | null;
}

/** Conferência encerrada: tudo conferido ou encerrada com falta (divergente); as duas deixam o pedido pronto para carregar. */
const conferido = (x: SeparacaoDaParada) => x.separacao === 'Conferido' || x.separacao === 'Divergente';

/**
 * O status que a separação das paradas pede ao roteiro, ou null quando nenhuma começou: todas conferidas (ou
 * encerradas com falta) → Em Carregamento; alguma em conferência ou conferida → Em Conferência; todos os lotes
 * liberados → Separado; algum pedido ou lote em separação → Em Separação.
 */
export function statusPelaSeparacao(paradas: readonly SeparacaoDaParada[]): StatusRoteiro | null {
  if (!paradas.length) return null;
  if (paradas.every(conferido)) return 'Em Carregamento';
  if (paradas.some((x) => x.separacao === 'Em Conferência' || conferido(x))) return 'Em Conferência';
  if (paradas.every((x) => x.lote === 'Liberado')) return 'Separado';
  if (paradas.some((x) => x.separacao === 'Em Separação' || x.lote === 'Em Separação' || x.lote === 'Liberado')) return 'Em Separação';
  return null;
}

/** O caminho do roteiro pela separação, na ordem em que ele anda. */
export const CAMINHO_DA_SEPARACAO: readonly StatusRoteiro[] = ['Aberto', 'Em Separação', 'Separado', 'Em Conferência', 'Em Carregamento'];

/**
 * Os passos, um movimento permitido de cada vez, que levam o roteiro de `atual` até `alvo` pela separação; só
 * para a frente (um roteiro já adiante, em rota, entregue ou cancelado fica onde está).
 */
export function passosAte(atual: StatusRoteiro, alvo: StatusRoteiro | null): StatusRoteiro[] {
  if (!alvo) return [];
  const de = CAMINHO_DA_SEPARACAO.indexOf(atual);
  const ate = CAMINHO_DA_SEPARACAO.indexOf(alvo);
  if (de < 0 || ate <= de) return [];
  const passos: StatusRoteiro[] = [];
  let aqui = atual;
  for (const passo of CAMINHO_DA_SEPARACAO.slice(de + 1, ate + 1)) {
    if (!podeMoverRoteiro(aqui, passo)) break;
    passos.push(passo);
    aqui = passo;
  }
  return passos;
}
