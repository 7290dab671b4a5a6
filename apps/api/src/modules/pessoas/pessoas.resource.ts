import { z } from 'zod';
import { inArray, sql } from 'drizzle-orm';
import { commercialShape, documentKind, identityShape, isValidDocument, MY_COMPANY_LIST, normalizeDocument } from '@backoffice/domain';
import { defineResource, type ResourceDecl } from '../../platform/resources/define.ts';
import { contractFields } from '../../platform/resources/contract.ts';
import { violation } from '../../platform/http/errors.ts';
import { addresses, emails, people, peopleLinks, phones } from './pessoas.table.ts';
import { assertMayWritePerson } from './person-access.ts';
import { assertDocumentFree, assertSalesRep, contributorRule } from './pessoas.rules.ts';

/** A person of /people: the client's identity and commercial data, but the document may be left empty. */
const personInput = z.object({
  name: identityShape.name,
  alias: identityShape.alias,
  peopleType: z.enum(['F', 'J'], { error: 'invalid_value' }).optional(),
  document: z
    .string()
    .trim()
    .transform((s) => normalizeDocument(s))
    .refine((s) => s === '' || isValidDocument(s), 'invalid_document')
    .nullish(),
  ie: identityShape.ie,
  contributorType: identityShape.contributorType,
  ...commercialShape,
  enable: z.boolean().optional(),
  company: z.number().int().optional(),
});

/** People of the companies the user may act for (clients, carriers, employees and the companies themselves). */
export const peopleResource = defineResource({
  type: 'People',
  path: '/people',
  source: people,
  tenant: 'company',
  permission: 'people',
  operations: ['list', 'item', 'create', 'update', 'delete'],
  csv: '/people.csv',
  fields: {
    id: { filter: 'exact', order: true },
    name: { filter: 'partial', order: true, search: 'searchName' },
    alias: { filter: 'partial', order: true, search: 'searchAlias' },
    peopleType: { filter: 'exact' },
    document: { filter: 'digits', order: true },
    ie: { filter: 'digits' },
    contributorType: { filter: 'exact' },
    salesRep: { filter: 'exact' },
    paymentTerm: { filter: 'range' },
    enable: { filter: 'boolean' },
    company: { filter: 'exact' },
    createdAt: { filter: 'date', order: true },
  },
  input: personInput,
  defaultOrder: { id: 'asc' },
  beforeDelete: async ({ ctx, tx, current }) => {
    await assertMayWritePerson(tx, ctx, Number(current.id), 'delete');
  },
  beforeWrite: async ({ ctx, tx, values, current, op }) => {
    // The company's own record and users' persons need more than the clients grant.
    if (current) await assertMayWritePerson(tx, ctx, Number(current.id), 'update');
    const document = (values.document ?? current?.document ?? null) as string | null;
    if (document === '') values.document = null;
    const company = Number(values.company ?? current?.company);
    if (document) {
      values.peopleType = documentKind(document) === 'CPF' ? 'F' : 'J';
      await assertDocumentFree(tx, company, document, current ? Number(current.id) : undefined);
    }
    if (op === 'create' && !values.peopleType) values.peopleType = 'J';
    // Contributor type 1 needs an IE (2 and 9 do not); checked on the values the row will have.
    if (op === 'create' || 'ie' in values || 'contributorType' in values) {
      Object.assign(
        values,
        contributorRule({
          ie: (values.ie !== undefined ? values.ie : current?.ie) as string | null,
          contributorType: (values.contributorType !== undefined ? values.contributorType : current?.contributorType) as string | null,
        }),
      );
    }
    if (values.salesRep !== undefined) await assertSalesRep(tx, company, values.salesRep as number | null);
    return values;
  },
});

/** The companies the signed-in user may act for, sorted by id (the company switch and /company). */
export const myCompaniesResource = defineResource({
  type: 'People',
  path: MY_COMPANY_LIST.path,
  iriPath: '/people',
  source: people,
  tenant: null,
  scope: (ctx) => (ctx.user!.companies.length ? inArray(people.id, ctx.user!.companies) : sql`false`),
  operations: ['list'],
  fields: contractFields(MY_COMPANY_LIST, people, { name: { search: 'searchName' }, alias: { search: 'searchAlias' } }),
  defaultOrder: MY_COMPANY_LIST.defaultOrder,
});

/** Companies the user may sell for: where they are an employee or a sales representative. */
export const mySaleCompaniesResource = defineResource({
  type: 'People',
  path: '/people/my-sale-companies',
  iriPath: '/people',
  source: people,
  tenant: null,
  scope: (ctx) =>
    inArray(
      people.id,
      sql`(select ${peopleLinks.company} from ${peopleLinks} where ${peopleLinks.people} = ${ctx.user!.people}
        and ${peopleLinks.linkType} in ('employee', 'salesman') and ${peopleLinks.enable})`,
    ),
  operations: ['list'],
  fields: {
    id: { filter: 'exact', order: true },
    name: { filter: 'partial', order: true, search: 'searchName' },
    alias: { filter: 'partial', order: true, search: 'searchAlias' },
    document: { filter: 'digits' },
  },
  defaultOrder: { id: 'asc' },
});

export const addressInput = z.object({
  people: z.number({ error: 'required' }).int(),
  nickname: z.string().max(100, 'too_long').nullish(),
  cep: z
    .string()
    .transform((s) => s.replace(/\D/g, ''))
    .transform((s) => (s.length === 7 ? `0${s}` : s))
    .refine((s) => s.length === 8, 'invalid_cep')
    .nullish(),
  streetType: z.string().max(30, 'too_long').nullish(),
  street: z.string().trim().min(1, 'required').max(200, 'too_long'),
  number: z.string().max(20, 'too_long').nullish(),
  complement: z.string().max(100, 'too_long').nullish(),
  district: z.string().max(100, 'too_long').nullish(),
  city: z.string().trim().min(1, 'required').max(100, 'too_long'),
  cityIbge: z.string().regex(/^\d{7}$/, 'invalid_value').nullish(),
  uf: z.string().regex(/^[A-Z]{2}$/, 'invalid_value'),
  country: z.string().max(60, 'too_long').optional(),
  company: z.number().int().optional(),
});

/**
 * beforeWrite of a person's child rows (address, e-mail, phone): they take the company of the person they
 * hang from, and changing them is changing that person (a user's e-mail is how their password is reset).
 */
const belongsToOwner: NonNullable<ResourceDecl['beforeWrite']> = async ({ ctx, tx, values, current }) => {
  const owner = Number(values.people ?? current?.people);
  if (current && Number(current.people) !== owner) await assertMayWritePerson(tx, ctx, Number(current.people), 'update');
  try {
    values.company = await assertMayWritePerson(tx, ctx, owner, 'update');
  } catch (error) {
    if ((error as { code?: string }).code === 'not_found') throw violation('people', 'not_found');
    throw error;
  }
  return values;
};

const ownerMayChange: NonNullable<ResourceDecl['beforeDelete']> = async ({ ctx, tx, current }) => {
  await assertMayWritePerson(tx, ctx, Number(current.people), 'update');
};

export const addressesResource = defineResource({
  type: 'Address',
  path: '/addresses',
  source: addresses,
  tenant: 'company',
  permission: 'people',
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: {
    id: { filter: 'exact', order: true },
    people: { filter: 'exact' },
    cep: { filter: 'digits' },
    city: { filter: 'partial', order: true, search: 'searchCity' },
    uf: { filter: 'exact', order: true },
    district: { filter: 'partial' },
    street: { filter: 'partial' },
  },
  input: addressInput,
  beforeWrite: belongsToOwner,
  beforeDelete: ownerMayChange,
});

export const emailsResource = defineResource({
  type: 'Email',
  path: '/emails',
  source: emails,
  tenant: 'company',
  permission: 'people',
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: { id: { filter: 'exact', order: true }, people: { filter: 'exact' }, email: { filter: 'partial', order: true } },
  input: z.object({
    people: z.number({ error: 'required' }).int(),
    email: z.string().trim().toLowerCase().email('invalid_email'),
    company: z.number().int().optional(),
  }),
  beforeWrite: belongsToOwner,
  beforeDelete: ownerMayChange,
});

export const phonesResource = defineResource({
  type: 'Phone',
  path: '/phones',
  source: phones,
  tenant: 'company',
  permission: 'people',
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: { id: { filter: 'exact', order: true }, people: { filter: 'exact' }, phone: { filter: 'digits' } },
  input: z.object({
    people: z.number({ error: 'required' }).int(),
    ddd: z.string().regex(/^\d{2}$/, 'invalid_phone').nullish(),
    phone: z
      .string()
      .transform((s) => s.replace(/\D/g, ''))
      .refine((s) => s.length >= 8 && s.length <= 11, 'invalid_phone'),
    company: z.number().int().optional(),
  }),
  beforeWrite: belongsToOwner,
  beforeDelete: ownerMayChange,
});
