import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { normalizeDocument } from '@backoffice/domain';
import { parseInput } from '../../platform/http/validation.ts';
import { forbidden, notFound, violation } from '../../platform/http/errors.ts';
import { authorizeOrThrow } from '../../platform/resources/routes.ts';
import { audit } from '../../platform/audit/audit.ts';
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

/**
 * Custom operations of the people area:
 * - GET/POST /people/clients, GET/PUT /people/clients/{id}: the atomic client save (person, addresses,
 *   phones, e-mails, contacts) and its read;
 * - GET /people/search?input=: people of the user's companies by name, alias or document (at most 20);
 * - GET /people/client-company?document=: the client of the session company with that document;
 * - POST /people/contact: a new contact of a person (GET is the declared /people/contact list);
 * - POST /anonymous/clients: the public client form, into the company of the host's domain.
 */
export async function pessoasRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  const idParam = (raw: string) => {
    if (!/^\d{1,9}$/.test(raw)) throw notFound();
    return Number(raw);
  };

  app.get('/people/clients/:id', async (req, reply) => {
    await authorizeOrThrow(app, req.ctx, 'people', 'read');
    const client = await loadClient(db, idParam((req.params as { id: string }).id), req.ctx.user!.companies);
    if (!client) throw notFound();
    reply.type('application/ld+json; charset=utf-8');
    return clientItem(client);
  });

  app.post('/people/clients', async (req, reply) => {
    await authorizeOrThrow(app, req.ctx, 'people', 'create');
    const input = parseInput(clientSchema, req.body);
    const user = req.ctx.user!;
    const company = input.company ?? req.ctx.company ?? user.companies[0];
    if (!user.companies.includes(company)) throw forbidden();
    const client = await db.transaction(async (tx) => {
      const id = await createClient(tx, company, input, req.ctx);
      return (await loadClient(tx, id, [company]))!;
    });
    reply.code(201).type('application/ld+json; charset=utf-8').header('Content-Location', `/api/people/clients/${client.id}`);
    return clientItem(client);
  });

  app.put('/people/clients/:id', async (req, reply) => {
    await authorizeOrThrow(app, req.ctx, 'people', 'update');
    const id = idParam((req.params as { id: string }).id);
    const client = await db.transaction((tx) => updateClient(tx, id, req.ctx.user!.companies, req.body, (body) => parseInput(clientUpdateSchema, body), req.ctx));
    reply.type('application/ld+json; charset=utf-8');
    return clientItem(client);
  });

  app.get('/people/search', async (req, reply) => {
    await authorizeOrThrow(app, req.ctx, 'people', 'read');
    const companies = req.ctx.user!.companies;
    const raw = (req.query as Record<string, unknown>).input;
    const input = typeof raw === 'string' ? raw.trim().slice(0, 100) : '';
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
  });

  app.get('/people/client-company', async (req, reply) => {
    await authorizeOrThrow(app, req.ctx, 'people', 'read');
    const raw = (req.query as Record<string, unknown>).document;
    const document = typeof raw === 'string' ? normalizeDocument(raw) : '';
    const company = req.ctx.company ?? req.ctx.user!.companies[0];
    if (!document || company === undefined) throw notFound();
    const [row] = await db
      .select(personFields)
      .from(people)
      .innerJoin(peopleLinks, and(eq(peopleLinks.people, people.id), eq(peopleLinks.company, company), eq(peopleLinks.linkType, 'client')))
      .where(and(eq(people.company, company), eq(people.document, document)))
      .limit(1);
    if (!row) throw notFound();
    reply.type('application/ld+json; charset=utf-8');
    return { '@context': '/api/contexts/People', ...personMember(row) };
  });

  app.post('/people/contact', async (req, reply) => {
    await authorizeOrThrow(app, req.ctx, 'people', 'create');
    const body = parseInput(contactBody, req.body);
    const companies = req.ctx.user!.companies;
    const contact = await db.transaction(async (tx) => {
      const [owner] = await tx.select({ id: people.id, company: people.company }).from(people).where(eq(people.id, body.people));
      if (!owner || owner.company === null || !companies.includes(owner.company)) throw violation('people', 'not_found');
      const relation = await createContact(tx, owner.id, owner.company, body);
      const [row] = await tx.select().from(vwPessoaContatos).where(eq(vwPessoaContatos.id, relation));
      await audit(tx, { ctx: req.ctx, company: owner.company, entity: 'PessoaContato', id: relation, action: 'create', after: row });
      return row;
    });
    reply.code(201).type('application/ld+json; charset=utf-8');
    return { '@context': '/api/contexts/PessoaContato', '@id': `/api/pessoa_enderecos/contatos/${contact.id}`, '@type': 'PessoaContato', ...contact };
  });

  /** The public client form: creates the client in the host's company and answers only its id and name. */
  app.post(
    '/anonymous/clients',
    { config: { public: true, rateLimit: { max: app.settings.signupRateLimit, timeWindow: '1 hour' } } },
    async (req, reply) => {
      const body = parseInput(anonymousClientSchema, req.body);
      const company = await companyOfDomain(db, req.ctx.appDomain);
      if (company === null) throw notFound();
      const id = await db.transaction((tx) =>
        createClient(
          tx,
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
          // No user: the audit row of a visitor's creation names nobody.
          null,
        ),
      );
      reply.code(201).type('application/ld+json; charset=utf-8');
      return { '@context': '/api/contexts/Client', '@type': 'Client', id, name: body.name };
    },
  );
}
