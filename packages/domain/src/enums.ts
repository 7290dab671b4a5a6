/**
 * Literais de status e tipos, definidos uma vez com rótulos nos três idiomas e uma cor do Mantine.
 * Cada enum é também um tipo: `StatusPedido` (valor) e `StatusPedido` (tipo 'A' | 'R' | ...).
 */
import * as z from 'zod';
import { DEFAULT_LOCALE, resolveLocale, type Locale } from './locale.ts';

export const ENUM_COLORS = ['blue', 'green', 'red', 'yellow', 'orange', 'gray', 'teal', 'violet', 'cyan', 'grape', 'lime'] as const;
export type EnumColor = (typeof ENUM_COLORS)[number];

export type EnumEntry = Readonly<Record<Locale, string>> & { readonly color: EnumColor };

export interface EnumOption<K extends string> {
  value: K;
  label: string;
}

export interface DefinedEnum<K extends string> {
  /** As chaves, na ordem da definição (chaves numéricas como '100' vêm em ordem crescente, regra do JS). */
  readonly values: readonly [K, ...K[]];
  readonly definition: Readonly<Record<K, EnumEntry>>;
  /** Rótulo no idioma; aceita o valor cru do banco (número, booleano). Valor desconhecido volta como texto, vazio como ''. */
  label(value: K | string | number | boolean | null | undefined, locale?: string): string;
  /** Cor do Mantine; 'gray' para valor desconhecido. */
  color(value: K | string | number | boolean | null | undefined): EnumColor;
  /** [{ value, label }] para Select/MultiSelect. */
  options(locale?: string): EnumOption<K>[];
  is(value: unknown): value is K;
  /** z.enum das chaves, com a mensagem 'invalid_value'. */
  readonly schema: z.ZodEnum<{ [P in K]: P }>;
}

export type EnumValue<E> = E extends DefinedEnum<infer K> ? K : never;

/** Chaves do objeto como strings (chaves numéricas como 100 viram '100', como em Object.keys). */
export type EnumKeys<D> = `${Extract<keyof D, string | number>}`;

export function defineEnum<const D extends Record<string, EnumEntry>>(def: D): DefinedEnum<EnumKeys<D>> {
  type K = EnumKeys<D>;
  const definition = def as unknown as Readonly<Record<K, EnumEntry>>;
  const values = Object.keys(definition) as K[];
  if (values.length === 0) throw new Error('defineEnum: definição vazia');
  const keyOf = (value: unknown): K | undefined => {
    if (value === null || value === undefined) return undefined;
    const key = String(value);
    return Object.prototype.hasOwnProperty.call(definition, key) ? (key as K) : undefined;
  };
  return {
    values: values as [K, ...K[]],
    definition,
    label(value, locale = DEFAULT_LOCALE) {
      const key = keyOf(value);
      if (key === undefined) return value === null || value === undefined ? '' : String(value);
      return definition[key][resolveLocale(locale)];
    },
    color(value) {
      const key = keyOf(value);
      return key === undefined ? 'gray' : definition[key].color;
    },
    options(locale = DEFAULT_LOCALE) {
      const l = resolveLocale(locale);
      return values.map((value) => ({ value, label: definition[value][l] }));
    },
    is(value): value is K {
      return typeof value === 'string' && keyOf(value) !== undefined;
    },
    schema: z.enum(values as [K, ...K[]], { error: 'invalid_value' }) as unknown as z.ZodEnum<{ [P in K]: P }>,
  };
}

/** Status do pedido no ERP. */
export const StatusPedido = defineEnum({
  A: { 'pt-BR': 'Aberto', 'en-US': 'Open', es: 'Abierto', color: 'blue' },
  R: { 'pt-BR': 'Em conferência', 'en-US': 'Being checked', es: 'En verificación', color: 'yellow' },
  L: { 'pt-BR': 'Conferido', 'en-US': 'Checked', es: 'Verificado', color: 'cyan' },
  C: { 'pt-BR': 'Cancelado', 'en-US': 'Cancelled', es: 'Cancelado', color: 'red' },
  T: { 'pt-BR': 'Faturado', 'en-US': 'Invoiced', es: 'Facturado', color: 'green' },
  P: { 'pt-BR': 'Parcialmente atendido', 'en-US': 'Partially fulfilled', es: 'Parcialmente atendido', color: 'orange' },
  D: { 'pt-BR': 'Devolvido', 'en-US': 'Returned', es: 'Devuelto', color: 'grape' },
  X: { 'pt-BR': 'Parcial', 'en-US': 'Partial', es: 'Parcial', color: 'lime' },
});
export type StatusPedido = EnumValue<typeof StatusPedido>;

/** Tipo do pedido de venda. */
export const TpPedidoDeVenda = defineEnum({
  D: { 'pt-BR': 'Devolução', 'en-US': 'Return', es: 'Devolución', color: 'grape' },
  O: { 'pt-BR': 'Pré-pedido', 'en-US': 'Pre-order', es: 'Prepedido', color: 'gray' },
  P: { 'pt-BR': 'Pedido', 'en-US': 'Order', es: 'Pedido', color: 'blue' },
  T: { 'pt-BR': 'Transferência', 'en-US': 'Transfer', es: 'Transferencia', color: 'cyan' },
});
export type TpPedidoDeVenda = EnumValue<typeof TpPedidoDeVenda>;

/** Status do roteiro (rota). */
export const StatusRoteiro = defineEnum({
  Aberto: { 'pt-BR': 'Aberto', 'en-US': 'Open', es: 'Abierto', color: 'blue' },
  Separado: { 'pt-BR': 'Separado', 'en-US': 'Picked', es: 'Separado', color: 'teal' },
  'Em Separação': { 'pt-BR': 'Em Separação', 'en-US': 'Picking', es: 'En separación', color: 'yellow' },
  'Em Conferência': { 'pt-BR': 'Em Conferência', 'en-US': 'Checking', es: 'En verificación', color: 'orange' },
  'Em Carregamento': { 'pt-BR': 'Em Carregamento', 'en-US': 'Loading', es: 'En carga', color: 'violet' },
  'Em Rota': { 'pt-BR': 'Em Rota', 'en-US': 'On route', es: 'En ruta', color: 'cyan' },
  Entregue: { 'pt-BR': 'Entregue', 'en-US': 'Delivered', es: 'Entregado', color: 'green' },
  Cancelado: { 'pt-BR': 'Cancelado', 'en-US': 'Cancelled', es: 'Cancelado', color: 'red' },
});
export type StatusRoteiro = EnumValue<typeof StatusRoteiro>;

/** Status do pedido dentro do roteiro. */
export const StatusPedidoRoteiro = defineEnum({
  Aberto: { 'pt-BR': 'Aberto', 'en-US': 'Open', es: 'Abierto', color: 'blue' },
  'Em Separação': { 'pt-BR': 'Em Separação', 'en-US': 'Picking', es: 'En separación', color: 'yellow' },
  'Em Faturamento': { 'pt-BR': 'Em Faturamento', 'en-US': 'Invoicing', es: 'En facturación', color: 'violet' },
  'Em Rota': { 'pt-BR': 'Em Rota', 'en-US': 'On route', es: 'En ruta', color: 'cyan' },
  Recusado: { 'pt-BR': 'Recusado', 'en-US': 'Refused', es: 'Rechazado', color: 'orange' },
  Entregue: { 'pt-BR': 'Entregue', 'en-US': 'Delivered', es: 'Entregado', color: 'green' },
  Cancelado: { 'pt-BR': 'Cancelado', 'en-US': 'Cancelled', es: 'Cancelado', color: 'red' },
});
export type StatusPedidoRoteiro = EnumValue<typeof StatusPedidoRoteiro>;

/** Status do lote de separação. */
export const StatusLote = defineEnum({
  Aberto: { 'pt-BR': 'Aberto', 'en-US': 'Open', es: 'Abierto', color: 'blue' },
  'Em Separação': { 'pt-BR': 'Em Separação', 'en-US': 'Picking', es: 'En separación', color: 'yellow' },
  Liberado: { 'pt-BR': 'Liberado', 'en-US': 'Released', es: 'Liberado', color: 'green' },
});
export type StatusLote = EnumValue<typeof StatusLote>;

/** Fila de cotação de frete. */
export const StFilaCotacao = defineEnum({
  F: { 'pt-BR': 'Finalizada', 'en-US': 'Finished', es: 'Finalizada', color: 'green' },
  E: { 'pt-BR': 'Erro', 'en-US': 'Error', es: 'Error', color: 'red' },
  A: { 'pt-BR': 'Aguardando cotação', 'en-US': 'Awaiting quote', es: 'Esperando cotización', color: 'yellow' },
});
export type StFilaCotacao = EnumValue<typeof StFilaCotacao>;

/** Status da análise de MRP. */
export const StStatusAnalise = defineEnum({
  A: { 'pt-BR': 'Aberta', 'en-US': 'Open', es: 'Abierta', color: 'blue' },
  T: { 'pt-BR': 'Finalizada', 'en-US': 'Finished', es: 'Finalizada', color: 'green' },
  I: { 'pt-BR': 'Inativa', 'en-US': 'Inactive', es: 'Inactiva', color: 'gray' },
  C: { 'pt-BR': 'Cancelada', 'en-US': 'Cancelled', es: 'Cancelada', color: 'red' },
});
export type StStatusAnalise = EnumValue<typeof StStatusAnalise>;

/** Situação da GNRE (códigos do webservice). As chaves são strings; label/color aceitam o número. */
export const StGnre = defineEnum({
  100: {
    'pt-BR': 'Lote recebido e processado com sucesso',
    'en-US': 'Batch received and processed successfully',
    es: 'Lote recibido y procesado con éxito',
    color: 'green',
  },
  400: {
    'pt-BR': 'Lote recebido, aguardando processamento',
    'en-US': 'Batch received, awaiting processing',
    es: 'Lote recibido, esperando procesamiento',
    color: 'yellow',
  },
  401: { 'pt-BR': 'Lote em processamento', 'en-US': 'Batch in processing', es: 'Lote en procesamiento', color: 'blue' },
  402: { 'pt-BR': 'Aprovado', 'en-US': 'Approved', es: 'Aprobado', color: 'teal' },
  403: {
    'pt-BR': 'Processado com pendências',
    'en-US': 'Processed with pending items',
    es: 'Procesado con pendientes',
    color: 'orange',
  },
  404: {
    'pt-BR': 'Erro no processamento do lote',
    'en-US': 'Batch processing error',
    es: 'Error en el procesamiento del lote',
    color: 'red',
  },
  999: { 'pt-BR': 'Erro no envio da guia', 'en-US': 'Error sending the guide', es: 'Error en el envío de la guía', color: 'red' },
});
export type StGnre = EnumValue<typeof StGnre>;

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

/** Tipo de produto no PCP. */
export const TpProdutoPcp = defineEnum({
  V: { 'pt-BR': 'Venda', 'en-US': 'Sale', es: 'Venta', color: 'blue' },
  F: { 'pt-BR': 'Fabricado', 'en-US': 'Manufactured', es: 'Fabricado', color: 'violet' },
  C: { 'pt-BR': 'Comprado', 'en-US': 'Purchased', es: 'Comprado', color: 'teal' },
  P: { 'pt-BR': 'Personalizado', 'en-US': 'Custom', es: 'Personalizado', color: 'grape' },
});
export type TpProdutoPcp = EnumValue<typeof TpProdutoPcp>;

/** Indicador de contribuinte do ICMS (1 com IE, 2 isento de IE, 9 não contribuinte). */
export const TipoContribuinte = defineEnum({
  1: { 'pt-BR': 'Contribuinte ICMS', 'en-US': 'ICMS taxpayer', es: 'Contribuyente ICMS', color: 'blue' },
  2: { 'pt-BR': 'Contribuinte isento', 'en-US': 'Exempt taxpayer', es: 'Contribuyente exento', color: 'teal' },
  9: { 'pt-BR': 'Não contribuinte', 'en-US': 'Non-taxpayer', es: 'No contribuyente', color: 'gray' },
});
export type TipoContribuinte = EnumValue<typeof TipoContribuinte>;

/** Tipo de coluna personalizada. */
export const TpColuna = defineEnum({
  Text: { 'pt-BR': 'Texto', 'en-US': 'Text', es: 'Texto', color: 'blue' },
  Number: { 'pt-BR': 'Número', 'en-US': 'Number', es: 'Número', color: 'teal' },
  Pdf: { 'pt-BR': 'PDF', 'en-US': 'PDF', es: 'PDF', color: 'red' },
  Image: { 'pt-BR': 'Imagem', 'en-US': 'Image', es: 'Imagen', color: 'violet' },
});
export type TpColuna = EnumValue<typeof TpColuna>;

/** Tipo de pessoa. */
export const PeopleType = defineEnum({
  F: { 'pt-BR': 'Pessoa física', 'en-US': 'Individual', es: 'Persona física', color: 'blue' },
  J: { 'pt-BR': 'Pessoa jurídica', 'en-US': 'Company', es: 'Persona jurídica', color: 'violet' },
});
export type PeopleType = EnumValue<typeof PeopleType>;

/** Booleano exibido como Sim/Não (ex.: visibilidade de configuração). label(true) e label('true') funcionam. */
export const YesNo = defineEnum({
  true: { 'pt-BR': 'Sim', 'en-US': 'Yes', es: 'Sí', color: 'green' },
  false: { 'pt-BR': 'Não', 'en-US': 'No', es: 'No', color: 'gray' },
});
export type YesNo = EnumValue<typeof YesNo>;
