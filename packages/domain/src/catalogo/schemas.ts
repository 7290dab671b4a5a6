/**
 * Esquemas do catálogo (produto, alteração em massa, movimento de estoque): validam a entrada da API e
 * tipam os formulários do web. Mensagens são chaves do catálogo de mensagens.
 */
import * as z from 'zod';
import { onlyDigits } from '../common/digits.ts';
import { TpProduto } from './catalogo.enums.ts';
import { TpProdutoPcp } from '../pcp/pcp.enums.ts';
import { optionalText, requiredObject, requiredOr, requiredText, enumSchema } from '../common/schema.ts';
import { isValidGtin } from './gtin.ts';
import { OrigemMercadoria } from './stock.ts';
import { daysSchema, idSchema, numericSchema } from '../common/values.schema.ts';

/**
 * Número decimal exato, como texto com ponto ('12.500') ou número; até `places` casas; nunca abaixo de `min`;
 * do tamanho da coluna numeric(precision, places) que o recebe (14 por padrão, a das colunas de dinheiro,
 * quantidade e peso): numericSchema.
 */
export function decimalField(places: number, opts: { min?: number; max?: number | string; precision?: number } = {}) {
  return numericSchema(opts.precision ?? 14, places, opts);
}

/** Id de um registro (inteiro positivo, do tamanho da coluna integer: um id maior não existe, e o banco o recusaria sem dizer o campo): idSchema. */
export const recordId = idSchema;

/** Tipo do produto: aceita minúscula ('b' da busca de embalagens). */
export const tpProdutoSchema = z
  .string({ error: requiredOr() })
  .transform((s) => s.trim().toUpperCase())
  .pipe(enumSchema(TpProduto));
export const tpProdutoPcpSchema = z
  .string({ error: requiredOr() })
  .transform((s) => s.trim().toUpperCase())
  .pipe(enumSchema(TpProdutoPcp));

const digitsField = (length: number, message: 'invalid_ncm' | 'invalid_cest') =>
  z
    .string({ error: 'invalid_value' })
    .transform((s) => onlyDigits(s))
    .refine((s) => s === '' || s.length === length, { error: message })
    .transform((s) => (s === '' ? null : s))
    .nullish();

export const produtoCodigoSchema = requiredObject({
  CdChamada: requiredText(30),
  StCodigoPrincipal: z.enum(['S', 'N'], { error: 'invalid_value' }).default('N'),
});

/**
 * Produto (cadastro e edição). Códigos: `codigos` (um ou mais, um principal) ou, para um código só,
 * `CdChamada`. O tipo PCP vem em `produtoPcp.TpProduto` (como a especificação o aninha) ou em `TpProdutoPcp`.
 */
export const produtoSchema = requiredObject({
  CdChamada: z.string({ error: 'invalid_value' }).trim().max(30, { error: 'too_long' }).optional(),
  codigos: z.array(produtoCodigoSchema, { error: 'invalid_value' }).min(1, { error: 'required' }).max(20, { error: 'too_long' }).optional(),
  CdEan: z
    .string({ error: 'invalid_value' })
    .transform((s) => s.trim())
    .refine((s) => s === '' || isValidGtin(s), { error: 'invalid_gtin' })
    .transform((s) => (s === '' ? null : s))
    .nullish(),
  NmProduto: requiredText(200),
  NmCurto: optionalText(60).nullable(),
  ImConteudo: optionalText(500).nullable(),
  TpProduto: tpProdutoSchema,
  TpProdutoPcp: tpProdutoPcpSchema.optional(),
  produtoPcp: z.object({ TpProduto: tpProdutoPcpSchema }, { error: 'invalid_value' }).optional(),
  IdTipoMedida: recordId,
  VlPesoLiquido: decimalField(3, { min: 0 }).optional(),
  VlPesoBruto: decimalField(3, { min: 0 }).optional(),
  IdFamiliaProduto: recordId.nullish(),
  IdGrupoProduto: recordId.nullish(),
  NrDiasValidade: z
    .number({ error: requiredOr('invalid_number') })
    .int({ error: 'invalid_number' })
    .min(0, { error: 'invalid_number' })
    .max(36500, { error: 'invalid_number' }),
  CdNcm: digitsField(8, 'invalid_ncm'),
  CdCest: digitsField(7, 'invalid_cest'),
  CdOrigem: z
    .union([z.string(), z.number()], { error: 'invalid_value' })
    .transform((v) => String(v))
    .pipe(enumSchema(OrigemMercadoria))
    .optional(),
  VlPrecoCusto: decimalField(4, { min: 0 }).optional(),
  QtEstoqueMinimo: decimalField(3, { min: 0 }).optional(),
  QtEstoqueMaximo: decimalField(3, { min: 0 }).optional(),
  /** Prazo de reposição em dias (fabricar ou comprar): o MRP libera a ordem esse tempo antes da necessidade. */
  NrDiasReposicao: daysSchema.optional(),
  DsLocalizacao: optionalText(60).nullable(),
  StAtivo: z.boolean({ error: 'invalid_value' }).optional(),
  version: z.number().int().optional(),
});
export type ProdutoInput = z.input<typeof produtoSchema>;
export type Produto = z.output<typeof produtoSchema>;

/** Os campos que a alteração em massa muda (os ausentes ficam como estão). */
export const produtoMassaCampos = z.object(
  {
    IdFamiliaProduto: recordId.nullable().optional(),
    IdGrupoProduto: recordId.nullable().optional(),
    TpProduto: tpProdutoSchema.optional(),
    TpProdutoPcp: tpProdutoPcpSchema.optional(),
    QtEstoqueMinimo: decimalField(3, { min: 0 }).optional(),
    QtEstoqueMaximo: decimalField(3, { min: 0 }).optional(),
    StAtivo: z.boolean({ error: 'invalid_value' }).optional(),
  },
  { error: 'invalid_value' },
);

/** Alteração em massa: os produtos e, por produto ou para todos, os valores novos. */
export const produtoMassaSchema = requiredObject({
  produtos: z.array(recordId, { error: requiredOr() }).min(1, { error: 'required' }).max(1000, { error: 'too_long' }),
  campos: produtoMassaCampos.optional(),
  /** Valores de um produto só (sobrepõem `campos`), indexados pelo id. */
  porProduto: z.record(z.string().regex(/^\d+$/), produtoMassaCampos).optional(),
});
export type ProdutoMassaInput = z.input<typeof produtoMassaSchema>;
