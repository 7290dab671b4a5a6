import { CadastroFormPage } from './CadastroFormPage';
import { CadastroListPage } from './CadastroListPage';
import { familiasCadastro, gruposCadastro, unidadesCadastro } from './cadastros';

/** /tipo_medidas/list, /familia_produtos/list, /grupo_produtos/list and their create and edit screens. */
export const UnidadesListPage = () => <CadastroListPage cadastro={unidadesCadastro} />;
export const UnidadeFormPage = () => <CadastroFormPage cadastro={unidadesCadastro} />;
export const FamiliasListPage = () => <CadastroListPage cadastro={familiasCadastro} />;
export const FamiliaFormPage = () => <CadastroFormPage cadastro={familiasCadastro} />;
export const GruposListPage = () => <CadastroListPage cadastro={gruposCadastro} />;
export const GrupoFormPage = () => <CadastroFormPage cadastro={gruposCadastro} />;
