/** The tags and formulas screens (signed in): one chunk. */
export { TagsListPage } from './tags/TagsListPage';
export { TagFormPage } from './tags/TagFormPage';
export { FormulasListPage } from './formulas/FormulasListPage';
export { FormulaFormPage } from './formulas/FormulaFormPage';
