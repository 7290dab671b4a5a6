import { z } from 'zod';
import { notFound, validationError, type Violation } from '../../platform/http/errors.ts';
import { companiesWith } from '../../platform/auth/authorize.ts';
import { defineOperation } from '../../platform/operations/define.ts';
import { assertMayWritePerson } from './person-access.ts';
import { companyOfHost } from '../admin/index.ts';
import { addContact, clientByDocument, companyOfPerson, personMember, searchPeople } from './people.service.ts';
import { anonymousClientSchema, clientSchema, clientUpdateSchema, contactSchema, idSchema, parseCoordinate } from '@backoffice/domain';
import { closeProfessionals } from './profissionais.service.ts';
import { clientItem, createClient, loadClient, updateClient } from './clients.service.ts';

/** Body of POST /people/contact: { people, name, email, phone, role }. */
const contactBody = contactSchema.omit({ id: true }).extend({ people: idSchema });

const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });

/**
 * Custom operations of the people area:
 * - GET/POST /people/clients, GET/PUT /people/clients/{id}: the atomic client save (person, addresses,
 *   phones, e-mails, contacts) and its read;
 * - GET /people/search?input=: people of the user's companies by name, alias or document (at most 20);
 * - GET /people/client-company?document=: the client of the session company with that document;
 * - POST /people/contact: a new contact of a person (GET is the declared /people/contact list);
 * - POST /anonymous/clients: the public client form, into the company of the host's domain;
 * - GET /people/professionals/close/{lat}/{lng}: the company's representatives and technicians nearest to a point.
 */
export const pessoasOperations = [
  defineOperation({
    method: 'GET',
    path: '/people/clients/:id',
    summary: 'A client with its addresses, phones, e-mails and contacts.',
    access: { permission: 'people', action: 'read' },
    params: idParams,
    answer: { item: 'Client' },
    handler: async ({ user, db, params }) => {
      const client = await loadClient(db, params.id, companiesWith(user, 'people', 'read'));
      if (!client) throw notFound();
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
    // createClient writes the audit row, with the whole client.
    audit: false,
    answer: { item: 'Client', location: (client) => `/people/clients/${client.id}` },
    handler: async ({ ctx, db, body, company }) => {
      const id = await createClient(db, company!, body, ctx);
      const client = (await loadClient(db, id, [company!]))!;
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
    // updateClient writes the audit row, with the client before and after.
    audit: false,
    answer: { item: 'Client' },
    handler: async ({ ctx, user, db, params, body }) => {
      // A user's person or the company's own record is not a client to edit with the clients grant.
      await assertMayWritePerson(db, ctx, params.id, 'update');
      const client = await updateClient(db, params.id, companiesWith(user, 'people', 'update'), body, (b) => b as typeof body, ctx);
      return clientItem(client);
    },
  }),

  defineOperation({
    method: 'GET',
    path: '/people/search',
    summary: "People of the user's companies by name, alias or document (at most 20).",
    access: { permission: 'people', action: 'read' },
    query: z.object({ input: z.string().optional() }),
    answer: { collection: 'People', id: () => '/people/search' },
    handler: async ({ user, db, query }) => (await searchPeople(db, companiesWith(user, 'people', 'read'), query.input ?? '')).map(personMember),
  }),

  defineOperation({
    method: 'GET',
    path: '/people/professionals/close/:lat/:lng',
    summary: "The session company's representatives and technicians nearest to a point, nearest first, with their distance.",
    description:
      "Coordinates in the path with a comma or a dot ('-22,9056'). Each person is placed at their first address (its coordinates, else its municipality's seat); distanceKm is the straight-line distance. `itemsPerPage` (default 10, at most 50).",
    access: { permission: 'people', action: 'read' },
    params: z.object({ lat: z.string(), lng: z.string() }),
    query: z.object({ itemsPerPage: z.coerce.number().int().min(1).max(50).catch(10).default(10) }),
    answer: { collection: 'Professional', id: ({ params }) => `/people/professionals/close/${params.lat}/${params.lng}` },
    handler: async ({ db, params, query, company }) => {
      const lat = parseCoordinate(params.lat, 90);
      const lng = parseCoordinate(params.lng, 180);
      const violations: Violation[] = [];
      if (lat === null) violations.push({ propertyPath: 'lat', message: 'invalid_coordinate' });
      if (lng === null) violations.push({ propertyPath: 'lng', message: 'invalid_coordinate' });
      if (violations.length) throw validationError(violations);
      const found = company === null ? [] : await closeProfessionals(db, company, lat!, lng!, query.itemsPerPage);
      return found.map((p) => ({ '@id': `/api/people/${p.id}`, '@type': 'Professional', ...p }));
    },
  }),

  defineOperation({
    method: 'GET',
    path: '/people/client-company',
    summary: 'The client of the session company with that document.',
    access: { permission: 'people', action: 'read' },
    query: z.object({ document: z.string().optional() }),
    answer: { item: 'People' },
    handler: async ({ db, query, company }) => {
      const row = company === null ? undefined : await clientByDocument(db, company, query.document ?? '');
      if (!row) throw notFound();
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
      const owner = await companyOfPerson(db, body.people);
      return owner !== null && owner !== undefined && ctx.user!.companies.includes(owner) ? owner : ctx.company;
    },
    status: 201,
    answer: { type: 'PessoaContato', iri: (c) => `/pessoa_enderecos/contatos/${c.id}` },
    handler: (op) => addContact(op, op.company, op.body),
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
    answer: { item: 'Client' },
    handler: async ({ ctx, db, body }) => {
      // Only a company that owns this host takes visitors: an unknown host is no one's (as for the shop).
      const company = await companyOfHost(db, ctx.appDomain);
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
      return { '@context': '/api/contexts/Client', '@type': 'Client', id, name: body.name };
    },
  }),
];
