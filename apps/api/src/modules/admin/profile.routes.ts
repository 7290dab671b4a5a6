import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { emailSchema, phoneSchema } from '@backoffice/domain';
import { emails, people, phones } from '../pessoas/pessoas.table.ts';
import { parseInput } from '../../platform/http/validation.ts';
import { notFound } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Tx } from '../../platform/db/client.ts';

const personal = z.object({
  name: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'too_long'),
  alias: z.string().trim().max(100, 'too_long').nullish(),
  email: emailSchema.optional(),
  phone: phoneSchema.nullish(),
});

/** Sets the person's main (first) e-mail or phone, creating it when there is none. */
async function upsertFirst(tx: Tx, kind: 'email' | 'phone', personId: number, company: number, value: string) {
  const table = kind === 'email' ? emails : phones;
  const [first] = await tx.select({ id: table.id }).from(table).where(eq(table.people, personId)).orderBy(asc(table.id)).limit(1);
  const values = kind === 'email' ? { email: value } : { phone: value.replace(/\D/g, ''), ddd: null };
  if (first) await tx.update(table).set(values as never).where(eq(table.id, first.id));
  else await tx.insert(table).values({ people: personId, company, ...values } as never);
}

/**
 * PUT /people/{id}/profile/{component}: edits one part of a person's profile.
 * The signed-in user edits their own person; other people of their companies need the people permission.
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  app.put('/people/:id/profile/:component', async (req) => {
    const { id: rawId, component } = req.params as { id: string; component: string };
    const user = req.ctx.user!;
    const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : NaN;
    const [person] = Number.isNaN(id) ? [] : await app.database.db.select().from(people).where(eq(people.id, id));
    if (!person || person.company === null || !user.companies.includes(person.company)) throw notFound();
    if (id !== user.people && !(await app.authorizer(req.ctx, 'people', 'update'))) throw notFound();
    if (component !== 'personal') throw notFound(`Unknown profile component "${component}".`);
    const body = parseInput(personal, req.body);
    const company = person.company;
    const updated = await app.database.db.transaction(async (tx) => {
      const [after] = await tx.update(people).set({ name: body.name, alias: body.alias ?? null }).where(eq(people.id, id)).returning();
      if (body.email) await upsertFirst(tx, 'email', id, company, body.email);
      if (body.phone) await upsertFirst(tx, 'phone', id, company, body.phone);
      await audit(tx, { ctx: req.ctx, company, entity: 'People', id, action: 'update', before: person, after: { ...after, email: body.email, phone: body.phone } });
      return after;
    });
    return { '@context': '/api/contexts/People', '@id': `/api/people/${id}`, '@type': 'People', ...updated };
  });
}
