/** Literais do catálogo de produtos. */
import { defineEnum, type EnumValue } from '../common/enum.ts';

/** Tipo de produto (cadastro fiscal). */
export const TpProduto = defineEnum({
  M: { 'pt-BR': 'Matéria-prima', 'en-US': 'Raw material', es: 'Materia prima', color: 'orange' },
  I: { 'pt-BR': 'Intermediário', 'en-US': 'Intermediate', es: 'Intermedio', color: 'yellow' },
  C: { 'pt-BR': 'Comercializado', 'en-US': 'Traded', es: 'Comercializado', color: 'blue' },
  N: { 'pt-BR': 'Industrializado', 'en-US': 'Manufactured', es: 'Industrializado', color: 'violet' },
  E: { 'pt-BR': 'Material de expediente', 'en-US': 'Office supplies', es: 'Material de oficina', color: 'gray' },
  S: { 'pt-BR': 'Serviço', 'en-US': 'Service', es: 'Servicio', color: 'cyan' },
  O: { 'pt-BR': 'Serviço comercializado', 'en-US': 'Resold service', es: 'Servicio comercializado', color: 'cyan' },
  R: { 'pt-BR': 'Mercadoria para revenda', 'en-US': 'Goods for resale', es: 'Mercadería para reventa', color: 'blue' },
  B: { 'pt-BR': 'Embalagem', 'en-US': 'Packaging', es: 'Embalaje', color: 'lime' },
  P: { 'pt-BR': 'Produto em processo', 'en-US': 'Work in progress', es: 'Producto en proceso', color: 'yellow' },
  A: { 'pt-BR': 'Produto acabado', 'en-US': 'Finished product', es: 'Producto terminado', color: 'green' },
  U: { 'pt-BR': 'Subproduto', 'en-US': 'By-product', es: 'Subproducto', color: 'teal' },
  T: { 'pt-BR': 'Uso e consumo', 'en-US': 'Use and consumption', es: 'Uso y consumo', color: 'gray' },
  Z: { 'pt-BR': 'Ativo imobilizado', 'en-US': 'Fixed asset', es: 'Activo fijo', color: 'grape' },
  D: { 'pt-BR': 'Outros insumos', 'en-US': 'Other inputs', es: 'Otros insumos', color: 'gray' },
  F: { 'pt-BR': 'Outras', 'en-US': 'Other', es: 'Otras', color: 'gray' },
});
export type TpProduto = EnumValue<typeof TpProduto>;
