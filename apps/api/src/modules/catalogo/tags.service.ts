import { and, eq, inArray } from 'drizzle-orm';
import { evaluateFormula, formulaIssue, type FormulaValues, type TpEntidadeTag } from '@backoffice/domain';
import type { Tx } from '../../platform/db/client.ts';
import { notFound, validationError, violation } from '../../platform/http/errors.ts';
import { peopleLinks } from '../pessoas/index.ts';
import { produtos } from './catalogo.table.ts';
import { clienteTags, formulas, produtoTags, tags } from './tags.table.ts';

/**
 * Tags of products and clients (the whole list is replaced in one transaction) and the item formulas: the
 * expression is checked by the domain's rules before it is saved, and evaluated by them (GET pedido_venda_items_formula).
 */

/** The tags `ids` of `company` that apply to `kind`: a violation on `tags` names the first that does not. */
async function tagsFor(tx: Tx, company: number, kind: TpEntidadeTag, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const rows = await tx.select({ IdTag: tags.IdTag, NmTag: tags.NmTag, TpEntidades: tags.TpEntidades }).from(tags).where(and(eq(tags.company, company), inArray(tags.IdTag, ids)));
  if (rows.length !== ids.length) throw violation('tags', 'record_not_in_company');
  const wrong = rows.find((r) => !r.TpEntidades.includes(kind));
  if (wrong) throw violation('tags', 'tag_not_for_kind', { name: wrong.NmTag });
}

/** The company of a product (null when there is none). */
export async function companyOfProdutoTags(tx: Tx, id: number): Promise<number | null> {
  const [row] = await tx.select({ company: produtos.company }).from(produtos).where(eq(produtos.IdProduto, id));
  return row?.company ?? null;
}

/** The company for which a person is a client (null when none: 404). */
export async function companyOfCliente(tx: Tx, id: number): Promise<number | null> {
  const [row] = await tx
    .select({ company: peopleLinks.company })
    .from(peopleLinks)
    .where(and(eq(peopleLinks.people, id), eq(peopleLinks.linkType, 'client')))
    .limit(1);
  return row?.company ?? null;
}

export async function setProdutoTags(tx: Tx, company: number, IdProduto: number, ids: number[]): Promise<number[]> {
  await tagsFor(tx, company, 'produto', ids);
  await tx.delete(produtoTags).where(eq(produtoTags.IdProduto, IdProduto));
  if (ids.length) await tx.insert(produtoTags).values(ids.map((IdTag) => ({ company, IdProduto, IdTag })));
  return ids;
}

export async function setClienteTags(tx: Tx, company: number, IdPessoa: number, ids: number[]): Promise<number[]> {
  await tagsFor(tx, company, 'cliente', ids);
  await tx.delete(clienteTags).where(and(eq(clienteTags.IdPessoa, IdPessoa), eq(clienteTags.company, company)));
  if (ids.length) await tx.insert(clienteTags).values(ids.map((IdTag) => ({ company, IdPessoa, IdTag })));
  return ids;
}

/** A formula's expression that the rules refuse: 422 on DsExpressao, with what and where. */
export function assertExpression(expression: unknown): void {
  const issue = formulaIssue(String(expression ?? ''));
  if (issue) throw violation('DsExpressao', issue.message, issue.params);
}

export interface FormulaAnswer {
  IdFormula: number | null;
  NmFormula: string | null;
  DsExpressao: string;
  TpResultado: string | null;
  variaveis: FormulaValues;
  VlResultado: string;
}

/**
 * The result of a formula (by id, among `companies`) or of an expression, for the given variable values:
 * exact decimal text with 3 places. Errors are 422 on DsExpressao (syntax, unknown name, division by zero) or on the variable.
 */
export async function computeFormula(tx: Tx, companies: number[], query: { IdFormula?: number; DsExpressao?: string } & FormulaValues): Promise<FormulaAnswer> {
  const { IdFormula, DsExpressao, ...variaveis } = query;
  let formula: typeof formulas.$inferSelect | undefined;
  if (IdFormula !== undefined) {
    if (!companies.length) throw notFound();
    [formula] = await tx.select().from(formulas).where(and(eq(formulas.IdFormula, IdFormula), inArray(formulas.company, companies)));
    if (!formula) throw notFound();
  }
  const expression = formula?.DsExpressao ?? DsExpressao;
  if (!expression?.trim()) throw violation('DsExpressao', 'formula_needs_expression');
  const result = evaluateFormula(expression, variaveis);
  if (!result.ok) {
    const path = result.issue.message === 'formula_missing_value' ? String(result.issue.params?.name) : 'DsExpressao';
    throw validationError([{ propertyPath: path, message: result.issue.message, params: result.issue.params }]);
  }
  return {
    IdFormula: formula?.IdFormula ?? null,
    NmFormula: formula?.NmFormula ?? null,
    DsExpressao: expression,
    TpResultado: formula?.TpResultado ?? null,
    variaveis,
    VlResultado: result.value,
  };
}
