/** The catalogue's screens (signed in): one chunk. */
export { ProdutosListPage } from './list/ProdutosListPage';
export { ProdutoFormPage } from './form/ProdutoFormPage';
export { FamiliaFormPage, FamiliasListPage, GrupoFormPage, GruposListPage, UnidadeFormPage, UnidadesListPage } from './cadastros/CadastroPages';
