/** Literais da administração (colunas personalizadas). */
import { defineEnum, type EnumValue } from '../common/enum.ts';

/** Tipo de coluna personalizada. */
export const TpColuna = defineEnum({
  Text: { 'pt-BR': 'Texto', 'en-US': 'Text', es: 'Texto', color: 'blue' },
  Number: { 'pt-BR': 'Número', 'en-US': 'Number', es: 'Número', color: 'teal' },
  Pdf: { 'pt-BR': 'PDF', 'en-US': 'PDF', es: 'PDF', color: 'red' },
  Image: { 'pt-BR': 'Imagem', 'en-US': 'Image', es: 'Imagen', color: 'violet' },
});
export type TpColuna = EnumValue<typeof TpColuna>;
