import { z } from 'zod';
import { and, eq, getViewSelectedFields, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { CLIENT_LIST, normalizeDocument, PeopleType, TipoContribuinte } from '@backoffice/domain';
import { may } from '../../platform/auth/authorize.ts';
import { contractFields } from '../../platform/resources/contract.ts';
import { defineResource, type FieldDecl } from '../../platform/resources/define.ts';
import { forbidden, violation } from '../../platform/http/errors.ts';
import { matchesText } from '../../platform/db/search.ts';
import { nameInput, onlyIdLabel } from '../../platform/resources/pickers.ts';
import { collected, unlessGiven } from '../../platform/resources/query-defaults.ts';
import { configs } from '../admin/index.ts';
import {
  caracteristicaPessoa,
  caracteristicas,
  peopleLinks,
  people,
  pessoaAlterdata,
  vwCaracteristicaPessoa,
  vwCaracteristicasLabel,
  vwClientes,
  vwDocumentos,
  vwPessoaContatos,
  vwPessoaEnderecos,
  vwPessoaEnderecoTipoContatos,
  vwPessoaRelacionadas,
  vwPessoas,
} from './pessoas.table.ts';

/**
 * Lists and lookups of the people area (documented in docs/api.md, "Lookups"; sectors and categories are in
 * cadastros.resource.ts, users in admin/cadastros.resource.ts, the workflows' in vendas/workflow.resource.ts).
 * Every one is scoped to the user's companies and read with the `people` permission; the `get*`
 * pickers answer members `{ id, label }` whose @id is the full record's. A read model whose fields differ from its
 * record's has a type of its own (the API documentation describes one schema per type).
 */

const READ = 'people';

/** People linked to their company as `type` ('client', 'carrier', 'salesman'), enabled link. */
const linkedAs = (id: SQLWrapper, company: SQLWrapper, type: string) =>
  sql`exists (select 1 from ${peopleLinks} l where l.people_id = ${id} and l.company_id = ${company} and l.link_type = ${type} and l.enable)`;

/** Name, alias (their search copies: accents and case ignored) or document of a person: the one search box of the pickers. */
const inputFilter = (searchName: SQLWrapper, searchAlias: SQLWrapper | null, document: SQLWrapper) => ({
  type: 'string' as const,
  apply: (value: string): SQL => {
    const digits = normalizeDocument(value);
    return or(
      matchesText(searchName, value),
      searchAlias ? matchesText(searchAlias, value) : undefined,
      digits.length >= 3 && /\d/.test(digits) ? sql`${document} = ${digits}` : undefined,
    )!;
  },
});

const PESSOA_COLUMNS = Object.keys(getViewSelectedFields(vwPessoas));

/** Pickers over vw_pessoas: the label (the name) is searched through the name's search copy. */
const pessoaLabelFields = (extra: Record<string, FieldDecl> = {}) =>
  onlyIdLabel(PESSOA_COLUMNS, { ...extra, label: { search: 'searchName' } });

// ---------------------------------------------------------------- clients

/** The client list (clients of the user's companies, main address, e-mail, phone, sales rep); CSV too. */
export const vwClientesResource = defineResource({
  type: 'VwCliente',
  path: CLIENT_LIST.path,
  source: vwClientes,
  tenant: 'company',
  permission: READ,
  operations: ['list', 'item'],
  csv: CLIENT_LIST.csv,
  // The contract's filters and sorting (the web's screen is declared against it too), plus the search copies and,
  // for the spreadsheet export, labels and masks as the screen shows them.
  fields: contractFields(CLIENT_LIST, vwClientes, {
    name: { search: 'searchName' },
    alias: { search: 'searchAlias' },
    city: { search: 'searchCity' },
    peopleType: { enum: PeopleType },
    document: { mask: 'document' },
    contributorType: { enum: TipoContribuinte },
  }),
  customFilters: {
    /** The specification's names of the name and document filters. */
    NmPessoa: { type: 'string', apply: (v) => matchesText(vwClientes.searchName, v) },
    NrDocumento: { type: 'string', apply: (v) => (normalizeDocument(v) ? eq(vwClientes.document, normalizeDocument(v)) : sql`true`) },
    input: inputFilter(vwClientes.searchName, vwClientes.searchAlias, vwClientes.document),
    /** `tags=3` or `tags[]=3&tags[]=5` (any of them): clients with one of the catalogue's tags (cliente_tags, named in SQL). */
    tags: {
      type: 'integer',
      apply: collected('tags', (ids) => sql`exists (select 1 from cliente_tags ct where ct.id_pessoa = ${vwClientes.id} and ct.company_id = ${vwClientes.company} and ct.id_tag in (${sql.join(ids.map((i) => sql`${Number(i)}`), sql`, `)}))`),
    },
  },
  defaultOrder: CLIENT_LIST.defaultOrder,
  description: 'Clients: people linked to their company as client, with main address (city, UF), e-mail, phone and sales rep.',
});

/** People documents (CPF/CNPJ, IE and contributor type), read-only. */
export const documentsResource = defineResource({
  type: 'Document',
  path: '/documents',
  source: vwDocumentos,
  tenant: 'company',
  permission: READ,
  operations: ['list', 'item'],
  fields: {
    id: { filter: 'exact', order: true },
    NmPessoa: { filter: 'partial', order: true },
    peopleType: { filter: 'exact' },
    documentType: { filter: 'exact' },
    document: { filter: 'digits', order: true },
    ie: { filter: 'digits' },
    contributorType: { filter: 'exact' },
  },
  defaultOrder: { NmPessoa: 'asc' },
});

// ---------------------------------------------------------------- carriers and representatives

/** Characteristics given as names (DsCaracteristica, any case) or ids: the person has one of them. */
const hasCharacteristic = (values: string[]) => {
  const ids = values.filter((v) => /^\d{1,9}$/.test(v.trim())).map((v) => Number(v.trim()));
  const names = values.map((v) => v.trim().toLowerCase()).filter(Boolean);
  const match = [
    ids.length ? sql`ca.id_caracteristica in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})` : undefined,
    names.length ? sql`lower(ca.ds_caracteristica) in (${sql.join(names.map((n) => sql`${n}`), sql`, `)})` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  // `caracteristicas=` with nothing in it: no restriction (and no config default either).
  if (!match.length) return sql`true`;
  return sql`exists (select 1 from ${caracteristicaPessoa} cp join ${caracteristicas} ca on ca.id_caracteristica = cp.id_caracteristica
    where cp.id_pessoa = ${vwPessoas.id} and (${sql.join(match, sql` or `)}))`;
};

/**
 * The company configs `transportadorCaracteristicaFiltro` ('true') and `transportadorCaracteristicas`
 * (comma-separated DsCaracteristica): when the flag is on, only carriers with one of those characteristics.
 */
const carrierConfigFilter = sql`(
  not exists (select 1 from ${configs} c where c.company_id = ${vwPessoas.company}
    and c.config_key = 'transportadorCaracteristicaFiltro' and lower(trim(c.config_value)) = 'true')
  or exists (select 1 from ${caracteristicaPessoa} cp
    join ${caracteristicas} ca on ca.id_caracteristica = cp.id_caracteristica
    join ${configs} c on c.company_id = ${vwPessoas.company} and c.config_key = 'transportadorCaracteristicas'
    where cp.id_pessoa = ${vwPessoas.id}
      and lower(trim(ca.ds_caracteristica)) in (select lower(trim(x)) from unnest(string_to_array(c.config_value, ',')) x)))`;

const carrierFilters = {
  caracteristicas: { type: 'string' as const, apply: collected('caracteristicas', hasCharacteristic) },
  input: inputFilter(vwPessoas.searchName, vwPessoas.searchAlias, vwPessoas.document),
};

const personFields: Record<string, FieldDecl> = {
  id: { filter: 'exact', order: true },
  label: { filter: 'partial', order: true, search: 'searchName' },
  name: { filter: 'partial', order: true, search: 'searchName' },
  alias: { filter: 'partial', order: true, search: 'searchAlias' },
  document: { filter: 'digits' },
  peopleType: { filter: 'exact' },
  company: { filter: 'exact' },
  caracteristicas: { type: 'json', description: 'The DsCaracteristica of the person, sorted.' },
};

/**
 * Active carriers (people linked as 'carrier', enabled). With the company config
 * `transportadorCaracteristicaFiltro` = 'true', only those having one of the characteristics of
 * `transportadorCaracteristicas`; `caracteristicas[]=...` (names or ids) replaces that default.
 */
export const transportadorAtivoResource = defineResource({
  type: 'PessoaAtiva',
  path: '/transportador-ativo',
  iriPath: '/people',
  source: vwPessoas,
  tenant: 'company',
  scope: (ctx) =>
    and(linkedAs(vwPessoas.id, vwPessoas.company, 'carrier'), eq(vwPessoas.enable, true), unlessGiven(ctx, ['caracteristicas'], carrierConfigFilter)),
  permission: READ,
  operations: ['list'],
  fields: personFields,
  customFilters: carrierFilters,
  defaultOrder: { name: 'asc' },
});

/** The same carriers as {id, label} (filter pickers). */
export const getTransportadoresAtivoResource = defineResource({
  type: 'PessoaLabel',
  path: '/people/getTransportadoresAtivo',
  iriPath: '/people',
  source: vwPessoas,
  tenant: 'company',
  scope: transportadorAtivoResource.scope,
  permission: READ,
  operations: ['list'],
  fields: pessoaLabelFields(),
  customFilters: carrierFilters,
  defaultOrder: { label: 'asc' },
});

/** Active sales representatives (people linked as 'salesman', enabled). */
export const representanteAtivoResource = defineResource({
  type: 'PessoaAtiva',
  path: '/representante/ativo',
  iriPath: '/people',
  source: vwPessoas,
  tenant: 'company',
  scope: () => and(linkedAs(vwPessoas.id, vwPessoas.company, 'salesman'), eq(vwPessoas.enable, true)),
  permission: READ,
  operations: ['list'],
  fields: personFields,
  customFilters: { input: carrierFilters.input },
  defaultOrder: { name: 'asc' },
});

/** Every person of the user's companies as {id, label}. */
export const getPeopleCollectionResource = defineResource({
  type: 'PessoaLabel',
  path: '/people/getPeopleCollection',
  iriPath: '/people',
  source: vwPessoas,
  tenant: 'company',
  permission: READ,
  operations: ['list'],
  fields: pessoaLabelFields({ enable: { filter: 'boolean' }, document: { filter: 'digits' } }),
  customFilters: { input: carrierFilters.input },
  defaultOrder: { label: 'asc' },
});

/** Enabled clients as {id, label} (the quote's client picker). */
export const getClientesResource = defineResource({
  type: 'PessoaLabel',
  path: '/orcamentos/getClientes',
  iriPath: '/people',
  source: vwPessoas,
  tenant: 'company',
  scope: () => and(linkedAs(vwPessoas.id, vwPessoas.company, 'client'), eq(vwPessoas.enable, true)),
  permission: READ,
  operations: ['list'],
  fields: pessoaLabelFields({ document: { filter: 'digits' } }),
  customFilters: { input: carrierFilters.input },
  defaultOrder: { label: 'asc' },
});

// ---------------------------------------------------------------- characteristics

/** Characteristics as {id, label}. */
export const getCaracteristicaPessoaResource = defineResource({
  type: 'CaracteristicaLabel',
  path: '/people/getCaracteristicaPessoa',
  source: vwCaracteristicasLabel,
  tenant: 'company',
  permission: READ,
  operations: ['list', 'item'],
  fields: onlyIdLabel(['company']),
  defaultOrder: { label: 'asc' },
});

/** Characteristics of people, with the person's and the characteristic's names. */
export const caracteristicaPessoaResource = defineResource({
  type: 'CaracteristicaPessoa',
  path: '/caracteristicapessoa',
  source: vwCaracteristicaPessoa,
  id: 'Id',
  tenant: 'company',
  permission: READ,
  operations: ['list', 'item'],
  fields: {
    Id: { filter: 'exact', order: true },
    IdPessoa: { filter: 'exact', order: true },
    NmPessoa: { filter: 'partial', order: true },
    IdCaracteristica: { filter: 'exact' },
    DsCaracteristica: { filter: ['exact', 'partial'], order: true },
  },
  defaultOrder: { NmPessoa: 'asc' },
});

// ---------------------------------------------------------------- related people, addresses, contacts

export const pessoaRelacionadasResource = defineResource({
  type: 'PessoaRelacionada',
  path: '/pessoa_relacionadas',
  source: vwPessoaRelacionadas,
  tenant: 'company',
  permission: READ,
  operations: ['list', 'item'],
  fields: {
    id: { filter: 'exact', order: true },
    people: { filter: 'exact' },
    NmPessoa: { filter: 'partial', order: true },
    related: { filter: 'exact' },
    NmRelacionado: { filter: 'partial', order: true },
    relationType: { filter: 'exact' },
    role: { filter: 'partial' },
  },
  defaultOrder: { NmPessoa: 'asc' },
});

/** Addresses with the person's name. */
export const pessoaEnderecosResource = defineResource({
  type: 'PessoaEndereco',
  path: '/pessoa_enderecos',
  source: vwPessoaEnderecos,
  tenant: 'company',
  permission: READ,
  operations: ['list', 'item'],
  fields: {
    id: { filter: 'exact', order: true },
    people: { filter: 'exact' },
    NmPessoa: { filter: 'partial', order: true, search: 'searchName' },
    nickname: { filter: 'partial' },
    cep: { filter: 'digits' },
    street: { filter: 'partial' },
    district: { filter: 'partial' },
    city: { filter: 'partial', order: true, search: 'searchCity' },
    cityIbge: { filter: 'exact' },
    uf: { filter: 'exact', order: true },
  },
  defaultOrder: { NmPessoa: 'asc' },
});

const contactFields: Record<string, FieldDecl> = {
  id: { filter: 'exact', order: true },
  people: { filter: 'exact' },
  NmPessoa: { filter: 'partial', order: true },
  contact: { filter: 'exact' },
  name: { filter: 'partial', order: true },
  role: { filter: 'partial' },
  email: { filter: 'partial' },
};

/** Contacts of people (name, role, e-mail, phone). */
export const pessoaContatosResource = defineResource({
  type: 'PessoaContato',
  path: '/pessoa_enderecos/contatos',
  source: vwPessoaContatos,
  tenant: 'company',
  permission: READ,
  operations: ['list', 'item'],
  fields: contactFields,
  defaultOrder: { NmPessoa: 'asc' },
});

/** GET /people/contact?people={id}: the contacts of a person (POST /people/contact adds one). */
export const peopleContactResource = defineResource({
  type: 'PessoaContato',
  path: '/people/contact',
  iriPath: '/pessoa_enderecos/contatos',
  source: vwPessoaContatos,
  tenant: 'company',
  permission: READ,
  operations: ['list'],
  fields: contactFields,
  defaultOrder: { name: 'asc' },
});

/** Every e-mail, phone and address of people, one row each (TpContato email | telefone | endereco). */
export const pessoaEnderecoTipoContatosResource = defineResource({
  type: 'PessoaEnderecoTipoContato',
  path: '/view_pessoa_endereco_tipo_contatos',
  source: vwPessoaEnderecoTipoContatos,
  tenant: 'company',
  permission: READ,
  operations: ['list'],
  fields: {
    id: { filter: 'exact', order: true },
    people: { filter: 'exact', order: true },
    NmPessoa: { filter: 'partial', order: true },
    TpContato: { filter: 'exact', order: true },
    DsContato: { filter: 'partial' },
  },
  defaultOrder: { NmPessoa: 'asc', TpContato: 'asc' },
});

/** Codes of people in the Alterdata ERP. */
export const pessoaAlterdataResource = defineResource({
  type: 'PessoaAlterdata',
  path: '/pessoa-alterdata',
  source: pessoaAlterdata,
  tenant: 'company',
  permission: READ,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: {
    id: { filter: 'exact', order: true },
    people: { filter: 'exact' },
    CdPessoaAlterdata: { filter: ['exact', 'partial'], order: true },
  },
  input: z.object({
    people: z.number({ error: 'required' }).int(),
    CdPessoaAlterdata: nameInput(40),
  }),
  defaultOrder: { CdPessoaAlterdata: 'asc' },
  beforeWrite: async ({ ctx, tx, values, current }) => {
    const personId = Number(values.people ?? current?.people);
    const [owner] = await tx.select({ company: people.company }).from(people).where(eq(people.id, personId));
    if (!owner || owner.company === null || !ctx.user!.companies.includes(owner.company)) throw violation('people', 'not_found');
    // The row goes to its person's company: the grant is checked there (tenantFor saw only the session's).
    if (!may(ctx.user, 'people', current ? 'update' : 'create', owner.company)) throw forbidden();
    values.company = owner.company;
    const code = String(values.CdPessoaAlterdata ?? current?.CdPessoaAlterdata);
    const dup = await tx
      .select({ id: pessoaAlterdata.id })
      .from(pessoaAlterdata)
      .where(
        and(
          eq(pessoaAlterdata.company, owner.company),
          eq(pessoaAlterdata.CdPessoaAlterdata, code),
          current ? sql`${pessoaAlterdata.id} <> ${current.id}` : undefined,
        ),
      );
    if (dup.length) throw violation('CdPessoaAlterdata', 'value_exists');
    return values;
  },
});
