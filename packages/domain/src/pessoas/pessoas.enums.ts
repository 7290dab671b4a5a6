/** Literais de pessoas e clientes. */
import { defineEnum, type EnumValue } from '../common/enum.ts';

/** Indicador de contribuinte do ICMS (1 com IE, 2 isento de IE, 9 não contribuinte). */
export const TipoContribuinte = defineEnum({
  1: { 'pt-BR': 'Contribuinte ICMS', 'en-US': 'ICMS taxpayer', es: 'Contribuyente ICMS', color: 'blue' },
  2: { 'pt-BR': 'Contribuinte isento', 'en-US': 'Exempt taxpayer', es: 'Contribuyente exento', color: 'teal' },
  9: { 'pt-BR': 'Não contribuinte', 'en-US': 'Non-taxpayer', es: 'No contribuyente', color: 'gray' },
});
export type TipoContribuinte = EnumValue<typeof TipoContribuinte>;

/** Tipo de pessoa. */
export const PeopleType = defineEnum({
  F: { 'pt-BR': 'Pessoa física', 'en-US': 'Individual', es: 'Persona física', color: 'blue' },
  J: { 'pt-BR': 'Pessoa jurídica', 'en-US': 'Company', es: 'Persona jurídica', color: 'violet' },
});
export type PeopleType = EnumValue<typeof PeopleType>;
