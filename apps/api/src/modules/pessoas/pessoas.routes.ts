import { z } from 'zod';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { normalizeDocument } from '@backoffice/domain';
import { notFound, violation } from '../../platform/http/errors.ts';
import { companiesWith } from '../../platform/auth/authorize.ts';
import { defineOperation } from '../../platform/operations/define.ts';
import { assertMayWritePerson } from './person-access.ts';
import { matchesText } from '../../platform/db/search.ts';
import { companyOfDomain } from '../admin/session.routes.ts';
import { people, peopleLinks, vwPessoaContatos } from './pessoas.table.ts';
import { idSchema } from './pessoas.rules.ts';
import {
  anonymousClientSchema,
  clientItem,
  clientSchema,
  clientUpdateSchema,
  contactEntry,
  createClient,
  createContact,
  loadClient,
  updateClient,
} from './clients.service.ts';

const SEARCH_LIMIT = 20;

/** Body of POST /people/contact: { people, name, email, phone, role }. */
const contactBody = contactEntry.omit({ id: true }).extend({ people: idSchema });

const personFields = {
  id: people.id,
  name: people.name,
  alias: people.alias,
  peopleType: people.peopleType,
  document: people.document,
  ie: people.ie,
  contributorType: people.contributorType,
  enable: people.enable,
  company: people.company,
};

const personMember = (p: Record<string, unknown>) => ({ '@id': `/api/people/${p.id}`, '@type': 'People', ...p });

const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });

/**
 * Custom operations of the people area:
 * - GET/POST /people/clients, GET/PUT /people/clients/{id}: the atomic client save (person, addresses,
 *   phones, e-mails, contacts) and its read;
 * - GET /people/search?input=: people of the user's companies by name, alias or document (at most 20);
 * - GET /people/client-company?document=: the client of the session company with that document;
 * - POST /people/contact: a new contact of a person (GET is the declared /people/contact list);
 * - POST /anonymous/clients: the public client form, into the company of the host's domain.
 */
export const pessoasOperations = [
  defineOperation({
    method: 'GET',
    path: '/people/clients/:id',
    summary: 'A client with its addresses, phones, e-mails and contacts.',
    access: { permission: 'people', action: 'read' },
    params: idParams,
    answer: 'raw',
    handler: async ({ user, db, params, reply }) => {
      const client = await loadClient(db, params.id, companiesWith(user, 'people', 'read'));
      if (!client) throw notFound();
      reply.type('application/ld+json; charset=utf-8');
      return clientItem(client);
    },
  }),

  defineOperation({
    method: 'POST',
    path: '/people/clients',
    summary: 'Creates a client with its addresses, phones, e-mails and contacts in one transaction.',
    access: { permission: 'people', action: 'create' },
    body: clientSchema,
    company: ({ ctx, body }) => body.company ?? ctx.company,
    status: 201,
    answer: 'raw',
    handler: async ({ ctx, db, body, company, reply }) => {
      const id = await createClient(db, company!, body, ctx);
      const client = (await loadClient(db, id, [company!]))!;
      reply.type('application/ld+json; charset=utf-8').header('Content-Location', `/api/people/clients/${client.id}`);
      return clientItem(client);
    },
  }),

  defineOperation({
    method: 'PUT',
    path: '/people/clients/:id',
    summary: 'Updates a client and replaces the lists sent (addresses, phones, e-mails, contacts) in one transaction.',
    access: { permission: 'people', action: 'update' },
    params: idParams,
    body: clientUpdateSchema,
    answer: 'raw',
    handler: async ({ ctx, user, db, params, body, reply }) => {
      // A user's person or the company's own record is not a client to edit with the clients grant.
      await assertMayWritePerson(db, ctx, params.id, 'update');
      const client = await updateClient(db, params.id, companiesWith(user, 'people', 'update'), body, (b) => b as typeof body, ctx);
      reply.type('application/ld+json; charset=utf-8');
      return clientItem(client);
    },
  }),

  defineOperation({
    method: 'GET',
    path: '/people/search',
    summary: "People of the user's companies by name, alias or document (at most 20).",
    access: { permission: 'people', action: 'read' },
    query: z.object({ input: z.string().optional() }),
    answer: 'raw',
    handler: async ({ user, db, query, reply }) => {
      const companies = companiesWith(user, 'people', 'read');
      const input = (query.input ?? '').trim().slice(0, 100);
      const conds = [companies.length ? inArray(people.company, companies) : sql`false`];
      if (input) {
        const digits = normalizeDocument(input);
        conds.push(
          or(matchesText(people.searchName, input), matchesText(people.searchAlias, input), digits.length >= 3 && /\d/.test(digits) ? eq(people.document, digits) : undefined)!,
        );
      }
      const rows = await db
        .select(personFields)
        .from(people)
        .where(and(...conds))
        .orderBy(asc(people.name), asc(people.id))
        .limit(SEARCH_LIMIT);
      reply.type('application/ld+json; charset=utf-8');
      return {
        '@context': '/api/contexts/People',
        '@id': '/api/people/search',
        '@type': 'hydra:Collection',
        'hydra:totalItems': rows.length,
        'hydra:member': rows.map(personMember),
      };
    },
  }),

  defineOperation({
    method: 'GET',
    path: '/people/client-company',
    summary: 'The client of the session company with that document.',
    access: { permission: 'people', action: 'read' },
    query: z.object({ document: z.string().optional() }),
    answer: 'raw',
    handler: async ({ db, query, company, reply }) => {
      const document = normalizeDocument(query.document ?? '');
      if (!document || company === null) throw notFound();
      const [row] = await db
        .select(personFields)
        .from(people)
        .innerJoin(peopleLinks, and(eq(peopleLinks.people, people.id), eq(peopleLinks.company, company), eq(peopleLinks.linkType, 'client')))
        .where(and(eq(people.company, company), eq(people.document, document)))
        .limit(1);
      if (!row) throw notFound();
      reply.type('application/ld+json; charset=utf-8');
      return { '@context': '/api/contexts/People', ...personMember(row) };
    },
  }),

  defineOperation({
    method: 'POST',
    path: '/people/contact',
    summary: 'A new contact of a person (GET is the declared /people/contact list).',
    access: { permission: 'people', action: 'create' },
    body: contactBody,
    // The contact is written in the company of the person it belongs to. A person the user cannot see is
    // the body's mistake (422 from the handler): the session company stands in for the check.
    company: async ({ ctx, db, body }) => {
      const [owner] = await db.select({ company: people.company }).from(people).where(eq(people.id, body.people));
      return owner?.company !== null && owner?.company !== undefined && ctx.user!.companies.includes(owner.company) ? owner.company : ctx.company;
    },
    status: 201,
    answer: { type: 'PessoaContato', iri: (c) => `/pessoa_enderecos/contatos/${c.id}` },
    handler: async ({ db, body, company, audit }) => {
      const [owner] = await db.select({ company: people.company }).from(people).where(eq(people.id, body.people));
      if (!owner || owner.company !== company) throw violation('people', 'not_found');
      const relation = await createContact(db, body.people, owner.company!, body);
      const [row] = await db.select().from(vwPessoaContatos).where(eq(vwPessoaContatos.id, relation));
      await audit({ entity: 'PessoaContato', id: relation, action: 'create', after: row });
      return row;
    },
  }),

  defineOperation({
    method: 'POST',
    path: '/anonymous/clients',
    summary: "The public client form: creates the client in the host's company and answers only its id and name.",
    access: 'public',
    rateLimit: (app) => ({ max: app.settings.signupRateLimit, timeWindow: '1 hour' }),
    body: anonymousClientSchema,
    status: 201,
    // createClient writes the audit row; a visitor's creation names nobody.
    audit: false,
    answer: 'raw',
    handler: async ({ ctx, db, body, reply }) => {
      const company = await companyOfDomain(db, ctx.appDomain);
      if (company === null) throw notFound();
      const id = await createClient(
        db,
        company,
        {
          name: body.name,
          document: body.document,
          alias: body.alias,
          ie: body.ie,
          contributorType: body.contributorType,
          addresses: body.address ? [body.address] : [],
          emails: body.email ? [{ email: body.email }] : [],
          phones: body.phone ? [{ ddd: body.phone.slice(0, 2), phone: body.phone.slice(2) }] : [],
        },
        null,
      );
      reply.type('application/ld+json; charset=utf-8');
      return { '@context': '/api/contexts/Client', '@type': 'Client', id, name: body.name };
    },
  }),
];
