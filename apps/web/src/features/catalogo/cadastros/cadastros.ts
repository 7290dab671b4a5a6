import { TpUnidade } from '@backoffice/domain';
import type { AnyListDefinition, EnumLike } from '@/platform/list';
import type { MessageKey } from '@/platform/i18n/keys';
import { familiasList, gruposList, unidadesList } from './cadastros.lists';

/**
 * The catalogue's small registers: units of measure, product families and groups. Each is a list, a create and
 * an edit screen over its resource (GET/POST /tipo_medidas, PUT /tipo_medidas/{id}...), described here once and
 * drawn by CadastroListPage and CadastroFormPage; their lists are declared against the domain's contracts
 * (cadastros.lists.ts).
 */

export interface CadastroField {
  /** The API's field (and the form's). */
  name: string;
  label: MessageKey;
  required?: boolean;
  max: number;
  /** Typed in capitals (unit codes). */
  upper?: boolean;
  /** A choice among the enum's values instead of a text. */
  enum?: EnumLike;
  /** The value of a new record. */
  initial?: string;
  span: number;
}

export interface Cadastro {
  /** The i18n block: title, description, new, edit, loadError. */
  keys: 'unidades' | 'familias' | 'grupos';
  resource: string;
  idField: string;
  /** The field that names a record (header, breadcrumb). */
  titleField: string;
  fields: CadastroField[];
  routes: { list: string; create: string; edit: string };
  list: AnyListDefinition;
}

const routesOf = (base: string) => ({ list: `${base}_list`, create: `${base}_create`, edit: `${base}_edit` });

export const unidadesCadastro: Cadastro = {
  keys: 'unidades',
  resource: '/tipo_medidas',
  idField: 'IdTipoMedida',
  titleField: 'CdSigla',
  fields: [
    { name: 'CdSigla', label: 'unidades.fields.code', required: true, max: 6, upper: true, span: 3 },
    { name: 'DsTipoMedida', label: 'unidades.fields.name', required: true, max: 60, span: 6 },
    { name: 'TpUnidade', label: 'unidades.fields.type', required: true, max: 1, enum: TpUnidade, initial: 'I', span: 3 },
  ],
  routes: routesOf('tipo_medidas'),
  list: unidadesList,
};

/** Families and groups are alike (as their API declarations are): a code and a name. */
function classification(kind: 'Familia' | 'Grupo'): Cadastro {
  const keys = kind === 'Familia' ? 'familias' : 'grupos';
  const base = `${kind.toLowerCase()}_produtos`;
  const id = `Id${kind}Produto`;
  const name = `Nm${kind}Produto`;
  const routes = routesOf(base);
  return {
    keys,
    resource: `/${base}`,
    idField: id,
    titleField: name,
    fields: [
      { name: 'CdChamada', label: `${keys}.fields.code`, max: 20, span: 3 },
      { name, label: `${keys}.fields.name`, required: true, max: 100, span: 9 },
    ],
    routes,
    list: kind === 'Familia' ? familiasList : gruposList,
  };
}

export const familiasCadastro = classification('Familia');
export const gruposCadastro = classification('Grupo');
