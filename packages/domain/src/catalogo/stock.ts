/** Tipos de movimento de estoque: toda mudança de saldo é uma linha de movimento de um destes tipos. */
import { defineEnum, type EnumValue } from '../common/enum.ts';

export const TpMovimentoEstoque = defineEnum({
  E: { 'pt-BR': 'Entrada', 'en-US': 'Entry', es: 'Entrada', color: 'green' },
  S: { 'pt-BR': 'Saída', 'en-US': 'Exit', es: 'Salida', color: 'red' },
  T: { 'pt-BR': 'Transferência entre setores', 'en-US': 'Transfer between sectors', es: 'Transferencia entre sectores', color: 'blue' },
  L: { 'pt-BR': 'Troca de lote', 'en-US': 'Lot swap', es: 'Cambio de lote', color: 'violet' },
  A: { 'pt-BR': 'Ajuste', 'en-US': 'Adjustment', es: 'Ajuste', color: 'orange' },
  P: { 'pt-BR': 'Produção', 'en-US': 'Production', es: 'Producción', color: 'teal' },
  R: { 'pt-BR': 'Reserva', 'en-US': 'Reservation', es: 'Reserva', color: 'yellow' },
  B: { 'pt-BR': 'Liberação de reserva', 'en-US': 'Reservation release', es: 'Liberación de reserva', color: 'gray' },
});
export type TpMovimentoEstoque = EnumValue<typeof TpMovimentoEstoque>;

/** Origem da mercadoria (tabela A da CST do ICMS): 0 a 8. */
export const OrigemMercadoria = defineEnum({
  0: { 'pt-BR': 'Nacional', 'en-US': 'Domestic', es: 'Nacional', color: 'green' },
  1: { 'pt-BR': 'Estrangeira, importação direta', 'en-US': 'Foreign, direct import', es: 'Extranjera, importación directa', color: 'blue' },
  2: { 'pt-BR': 'Estrangeira, adquirida no mercado interno', 'en-US': 'Foreign, bought domestically', es: 'Extranjera, adquirida en el mercado interno', color: 'blue' },
  3: { 'pt-BR': 'Nacional, conteúdo de importação acima de 40% e até 70%', 'en-US': 'Domestic, import content over 40% up to 70%', es: 'Nacional, contenido importado superior al 40% y hasta el 70%', color: 'cyan' },
  4: { 'pt-BR': 'Nacional, processos produtivos básicos', 'en-US': 'Domestic, basic production processes', es: 'Nacional, procesos productivos básicos', color: 'green' },
  5: { 'pt-BR': 'Nacional, conteúdo de importação até 40%', 'en-US': 'Domestic, import content up to 40%', es: 'Nacional, contenido importado hasta el 40%', color: 'green' },
  6: { 'pt-BR': 'Estrangeira, importação direta, sem similar nacional', 'en-US': 'Foreign, direct import, no domestic equivalent', es: 'Extranjera, importación directa, sin similar nacional', color: 'violet' },
  7: { 'pt-BR': 'Estrangeira, mercado interno, sem similar nacional', 'en-US': 'Foreign, bought domestically, no domestic equivalent', es: 'Extranjera, mercado interno, sin similar nacional', color: 'violet' },
  8: { 'pt-BR': 'Nacional, conteúdo de importação acima de 70%', 'en-US': 'Domestic, import content over 70%', es: 'Nacional, contenido importado superior al 70%', color: 'cyan' },
});
export type OrigemMercadoria = EnumValue<typeof OrigemMercadoria>;
