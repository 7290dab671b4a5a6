/** Os tipos das tabelas de impostos, sem zod: a casca do web mostra os rótulos sem carregar os schemas. */
import { defineEnum, type EnumValue } from '../common/enum.ts';

/** Como a UF de destino calcula o DIFAL: base única, base dupla (LC 190/2022) ou "por dentro". */
export const TpDifal = defineEnum({
  U: { 'pt-BR': 'Base única', 'en-US': 'Single base', es: 'Base única', color: 'blue' },
  D: { 'pt-BR': 'Base dupla', 'en-US': 'Double base', es: 'Base doble', color: 'teal' },
  P: { 'pt-BR': 'Por dentro', 'en-US': 'Grossed up', es: 'Por dentro', color: 'violet' },
});
export type TpDifal = EnumValue<typeof TpDifal>;

/**
 * Como o sistema emissor aplica uma redução de base: B toma a alíquota da base reduzida; I toma a alíquota da base
 * cheia e reduz o imposto (como o Odoo 8). Diferem de um centavo às vezes; o motor segue o sistema da empresa.
 */
export const TpReducaoBase = defineEnum({
  B: { 'pt-BR': 'Alíquota sobre a base reduzida', 'en-US': 'Rate of the reduced base', es: 'Alícuota sobre la base reducida', color: 'blue' },
  I: { 'pt-BR': 'Imposto da base cheia, reduzido', 'en-US': 'Tax of the whole base, reduced', es: 'Impuesto de la base entera, reducido', color: 'grape' },
});
export type TpReducaoBase = EnumValue<typeof TpReducaoBase>;
