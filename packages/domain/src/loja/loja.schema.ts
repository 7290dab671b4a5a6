/**
 * A loja pública de uma empresa (/shop, /catalogo/produtos/:cdChamadaProduto): o que um visitante vê dos produtos
 * publicados e o pedido que ele manda, que chega ao back-office como um orçamento aberto.
 */
import * as z from 'zod';
import { optionalText, requiredObject } from '../common/schema.ts';
import { decimalField } from '../catalogo/schemas.ts';
import { isFractionalUnit } from '../catalogo/units.ts';
import { anonymousClientSchema } from '../pessoas/client.schema.ts';
import { Decimal, type DecimalInput } from '../common/decimal.ts';
import { maskDocument } from '../common/masks.ts';
import { translateMessage } from '../common/messages.ts';
import { quantityViolations, type OrderViolation } from '../vendas/orcamento.ts';

/** Disponibilidade mostrada ao visitante, sem quantidades. */
export type Disponibilidade = 'em_estoque' | 'sob_encomenda';

/** Um produto da loja: só o que é público. */
export interface ShopProduct {
  CdChamada: string;
  NmProduto: string;
  /** Descrição da loja (ou o nome curto). */
  DsProduto: string | null;
  /** IRI da imagem no armazenamento de arquivos, ou null. */
  ImConteudo: string | null;
  /** Preço da tabela pública da empresa, decimal exato em texto. */
  VlPreco: string;
  CdSigla: string;
  disponibilidade: Disponibilidade;
  IdFamiliaProduto: number | null;
  NmFamiliaProduto: string | null;
  IdGrupoProduto: number | null;
  NmGrupoProduto: string | null;
}

export interface ShopCategory {
  id: number;
  nome: string;
  /** Quantos produtos publicados. */
  produtos: number;
}

export interface ShopCategories {
  familias: ShopCategory[];
  grupos: ShopCategory[];
}

/** A página de produtos: itens, total e a página pedida. */
export interface ShopPage {
  produtos: ShopProduct[];
  total: number;
  pagina: number;
  porPagina: number;
}

export const SHOP_PAGE_SIZE = 12;

export const shopQuerySchema = z.object({
  busca: z.string().trim().max(100).optional(),
  familia: z.coerce.number().int().positive().optional(),
  grupo: z.coerce.number().int().positive().optional(),
  pagina: z.coerce.number().int().min(1).max(10_000).default(1),
  porPagina: z.coerce.number().int().min(1).max(48).default(SHOP_PAGE_SIZE),
});
export type ShopQuery = z.output<typeof shopQuerySchema>;

/**
 * O máximo de um produto num pedido da loja, pelo tipo da unidade (TpUnidade): um visitante não compra mais que
 * isso sem falar com um vendedor (1e9 unidades seriam bilhões de reais num orçamento). Inteira: até 9.999
 * unidades; fracionária (KG, M): até 9.999,999.
 */
export const SHOP_MAX_QUANTITY = { I: '9999', F: '9999.999' } as const;

export const shopCartItemSchema = requiredObject({
  CdChamada: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(30, { error: 'too_long' }),
  QtPedida: decimalField(3, { min: 0.001, max: SHOP_MAX_QUANTITY.F }),
});

/**
 * As violações das linhas de um carrinho, pelo tipo da unidade (TpUnidade) de cada produto que a loja vende
 * (`units`, por código): um produto que a loja não vende; uma quantidade que não é positiva, ou fracionada numa
 * unidade inteira; um produto além do máximo da unidade, somadas todas as suas linhas (o mesmo produto em duas
 * linhas é uma quantidade só: o máximo vale para o produto, não para a linha).
 */
export function shopCartViolations(items: readonly { CdChamada: string; QtPedida: DecimalInput }[], units: ReadonlyMap<string, string | null>): OrderViolation[] {
  const totals = new Map<string, Decimal>();
  return items.flatMap((item, i): OrderViolation[] => {
    const path = `itens.${i}.QtPedida`;
    if (!units.has(item.CdChamada)) return [{ propertyPath: `itens.${i}.CdChamada`, message: 'record_not_found' }];
    const tpUnidade = units.get(item.CdChamada);
    const found = quantityViolations(item.QtPedida, tpUnidade, path);
    if (found.length) return found;
    const total = (totals.get(item.CdChamada) ?? new Decimal(0)).plus(String(item.QtPedida));
    totals.set(item.CdChamada, total);
    const max = SHOP_MAX_QUANTITY[isFractionalUnit(tpUnidade) ? 'F' : 'I'];
    return total.greaterThan(max) ? [{ propertyPath: path, message: 'number_too_large', params: { max } }] : [];
  });
}

/** O que um pedido da loja alegou sem entrar como o cliente: o documento informado (com máscara) e o cliente que o tem. */
export interface ShopReviewClaim {
  document: string;
  existing: string;
}

export function shopReviewClaim(document: string, clientName: string): ShopReviewClaim {
  return { document: maskDocument(document), existing: clientName };
}

/**
 * A nota do contato criado quando um pedido da loja informa o documento de um cliente sem entrar como ele: o que
 * foi informado, para um vendedor conferir antes de atender (e juntar ao cliente, se for ele). Em pt-BR, como o
 * cadastro a guarda; a notificação diz a mesma frase no idioma de quem lê (notify_loja_pedido_corpo_revisar).
 */
export function shopReviewNote(claim: ShopReviewClaim): string {
  return translateMessage('loja_contato_revisar', 'pt-BR', { ...claim });
}

/**
 * O carrinho enviado: o cliente com as mesmas regras do cadastro anônimo (nome, documento, endereço, e-mail,
 * telefone) e os itens, por código do produto.
 */
export const shopOrderSchema = requiredObject({
  cliente: anonymousClientSchema,
  itens: z.array(shopCartItemSchema, { error: 'required' }).min(1, { error: 'required' }).max(100, { error: 'too_long' }),
  DsObservacao: optionalText(2000).nullable(),
});
export type ShopOrderInput = z.output<typeof shopOrderSchema>;
export type ShopOrderPayload = z.input<typeof shopOrderSchema>;

/** A resposta ao visitante: só o número do pedido e o total, nada do cliente encontrado. */
export interface ShopOrderAnswer {
  CodPedido: number;
  VlTotal: string;
}
