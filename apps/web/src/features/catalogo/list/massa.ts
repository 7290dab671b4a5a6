import { parseBrazilianNumber, type ProdutoListaRow } from '@backoffice/domain';
import { bulkMessages } from '@/platform/list/bulk';

/** A choice of the bulk dialog that empties the family or the group. */
export const CLEAR = 'none';

/** What the bulk dialog edits: '' or null keeps the field as it is. */
export interface MassaValues {
  IdFamiliaProduto: string | null;
  IdGrupoProduto: string | null;
  TpProduto: string | null;
  TpProdutoPcp: string | null;
  QtEstoqueMinimo: string;
  QtEstoqueMaximo: string;
  /** 'S' activates, 'N' deactivates, '' keeps. */
  StAtivo: '' | 'S' | 'N';
}

export const emptyMassa = (): MassaValues => ({
  IdFamiliaProduto: null,
  IdGrupoProduto: null,
  TpProduto: null,
  TpProdutoPcp: null,
  QtEstoqueMinimo: '',
  QtEstoqueMaximo: '',
  StAtivo: '',
});

/** The body of POST /produtos/massa for the selected products, or null when no field was filled. */
export function massaBody(ids: readonly number[], v: MassaValues): { produtos: number[]; campos: Record<string, unknown> } | null {
  const campos: Record<string, unknown> = {};
  const ref = (value: string | null) => (value === CLEAR ? null : Number(value));
  if (v.IdFamiliaProduto) campos.IdFamiliaProduto = ref(v.IdFamiliaProduto);
  if (v.IdGrupoProduto) campos.IdGrupoProduto = ref(v.IdGrupoProduto);
  if (v.TpProduto) campos.TpProduto = v.TpProduto;
  if (v.TpProdutoPcp) campos.TpProdutoPcp = v.TpProdutoPcp;
  if (v.QtEstoqueMinimo.trim()) campos.QtEstoqueMinimo = parseBrazilianNumber(v.QtEstoqueMinimo) ?? v.QtEstoqueMinimo;
  if (v.QtEstoqueMaximo.trim()) campos.QtEstoqueMaximo = parseBrazilianNumber(v.QtEstoqueMaximo) ?? v.QtEstoqueMaximo;
  if (v.StAtivo) campos.StAtivo = v.StAtivo === 'S';
  return Object.keys(campos).length ? { produtos: [...ids], campos } : null;
}

/** What a bulk change reads of a row of the products' list (the domain's PRODUTO_LIST). */
export type MassaRow = Pick<ProdutoListaRow, 'IdProduto' | 'CdChamada' | 'NmProduto'>;

/**
 * The 422 of a bulk change as lines a person reads: each failing product by its code and name, then the field
 * and the message (`produtos[12].QtEstoqueMinimo` → 'P-12 – Parafuso · Estoque mínimo: ...'); violations of the
 * common values (`campos.X`) by the field alone.
 */
export function massaMessages(violations: Record<string, string>, rows: readonly MassaRow[], fieldLabel: (field: string) => string | undefined): string[] {
  return bulkMessages('produtos', violations, rows.map(productBulkRow), fieldLabel);
}

/** A product as a bulk action's messages name it: code – name. */
export const productBulkRow = (r: MassaRow) => ({ id: r.IdProduto, title: `${r.CdChamada} – ${r.NmProduto}` });
