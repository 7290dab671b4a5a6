import { referenceTo } from '../../platform/resources/references.ts';
import { familiaProdutos, grupoProdutos, produtos, tipoMedidas } from './catalogo.table.ts';
import { formulas } from './tags.table.ts';

/**
 * The catalogue's rows that other records name (platform/resources/references.ts): a field declaring one answers
 * 422 'not_found' for an id that is not a row of the written record's company.
 */
export const produtoRef = referenceTo('Produto', () => ({ id: produtos.IdProduto, company: produtos.company }));
export const tipoMedidaRef = referenceTo('TipoMedida', () => ({ id: tipoMedidas.IdTipoMedida, company: tipoMedidas.company }));
export const familiaProdutoRef = referenceTo('FamiliaProduto', () => ({ id: familiaProdutos.IdFamiliaProduto, company: familiaProdutos.company }));
export const grupoProdutoRef = referenceTo('GrupoProduto', () => ({ id: grupoProdutos.IdGrupoProduto, company: grupoProdutos.company }));
export const formulaRef = referenceTo('Formula', () => ({ id: formulas.IdFormula, company: formulas.company }));

/** What a product names: its unit, family and group. */
export const produtoReferences = { IdTipoMedida: tipoMedidaRef, IdFamiliaProduto: familiaProdutoRef, IdGrupoProduto: grupoProdutoRef };
