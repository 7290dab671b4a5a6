import type { ContractRow } from '@/platform/list';
import type { CATEGORIA_LIST, SETOR_LIST } from '@backoffice/domain';
import { RegisterFieldsForm, type RegisterField } from '@/platform/ui/RegisterFields';
import { RegisterScreen, type RegisterFormProps } from '@/platform/ui/RegisterScreen';
import { categoriasList, setoresList } from './cadastros.lists';

type SetorRow = ContractRow<typeof SETOR_LIST>;
type CategoriaRow = ContractRow<typeof CATEGORIA_LIST>;

const setorFields: RegisterField[] = [{ name: 'NmSetor', kind: 'text', label: 'setores.fields.NmSetor', required: true, maxLength: 100 }];
const categoriaFields: RegisterField[] = [
  { name: 'nome', kind: 'text', label: 'categorias.fields.nome', required: true, maxLength: 100 },
  { name: 'icone', kind: 'icon', label: 'categorias.fields.icone' },
];

function SetorForm(props: RegisterFormProps<SetorRow>) {
  return <RegisterFieldsForm {...props} keys="setores" resource="/setors" idField="IdSetor" fields={setorFields} lists={[setoresList.resource, '/usuario_setors']} nameOf={(r) => r.NmSetor} />;
}

function CategoriaForm(props: RegisterFormProps<CategoriaRow>) {
  return <RegisterFieldsForm {...props} keys="categorias" resource="/categorias" idField="id" fields={categoriaFields} lists={[categoriasList.resource, '/categories']} nameOf={(r) => r.nome} />;
}

/** /setors: the sectors; changed with the `setores` permission. */
export function SetoresPage() {
  return <RegisterScreen<SetorRow> keys="setores" list={setoresList} permission="setores" nameOf={(r) => r.NmSetor} Form={SetorForm} />;
}

/** /categories: the expense categories; changed with the `categories` permission. */
export function CategoriasPage() {
  return <RegisterScreen<CategoriaRow> keys="categorias" list={categoriasList} permission="categories" nameOf={(r) => r.nome} Form={CategoriaForm} />;
}
