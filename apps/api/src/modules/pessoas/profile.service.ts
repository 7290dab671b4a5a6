import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { commercialShape, contributorTypeSchema, documentKind, documentSchema, emailSchema, ieSchema, phoneSchema } from '@backoffice/domain';
import { emails, people, personColumns, phones } from './pessoas.table.ts';
import { assertDocumentFree, contributorRule } from './pessoas.rules.ts';
import { parseInput } from '../../platform/http/validation.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { assertMayWritePerson } from './person-access.ts';
import type { Tx } from '../../platform/db/client.ts';

const personal = z.object({
  name: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'too_long'),
  alias: z.string().trim().max(100, 'too_long').nullish(),
  email: emailSchema.optional(),
  phone: phoneSchema.nullish(),
});

/** Billing info of a person (the spec's billing, billingDays, paymentTerm). */
const billing = z.object({
  billing: commercialShape.billing,
  billingDays: commercialShape.billingDays,
  paymentTerm: commercialShape.paymentTerm,
});

/** Fiscal identity: CPF/CNPJ (unique in the company), IE and contributor type (1 needs an IE). */
const documentPart = z.object({
  document: documentSchema.optional(),
  ie: ieSchema.nullish(),
  contributorType: contributorTypeSchema.nullish(),
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
 * Edits one part of a person's profile: `personal` ({name, alias, email, phone}), `billing` ({billing,
 * billingDays, paymentTerm}) or `document` ({document, ie, contributorType}); the body is read by the
 * part's schema. Who may edit whom: person-access.ts.
 */
export async function updateProfilePart({ db: tx, ctx, audit }: UseCase, id: number, component: string, rawBody: unknown) {
    const [person] = await tx.select(personColumns).from(people).where(eq(people.id, id));
  if (!person) throw notFound();
  await assertMayWritePerson(tx, ctx, id, 'update');
  const company = person.company!;
  let after: typeof person;
  let extra: Record<string, unknown> = {};
  if (component === 'billing') {
    const body = parseInput(billing, rawBody);
    const values = {
      ...(body.billing !== undefined ? { billing: body.billing } : {}),
      ...(body.billingDays !== undefined ? { billingDays: body.billingDays || null } : {}),
      ...(body.paymentTerm !== undefined ? { paymentTerm: body.paymentTerm } : {}),
    };
    [after] = Object.keys(values).length ? await tx.update(people).set(values).where(eq(people.id, id)).returning(personColumns) : [person];
  } else if (component === 'document') {
    const body = parseInput(documentPart, rawBody);
    const values: Partial<typeof people.$inferInsert> = {};
    if (body.document !== undefined) {
      await assertDocumentFree(tx, company, body.document, id);
      values.document = body.document;
      values.peopleType = documentKind(body.document) === 'CPF' ? 'F' : 'J';
    }
    Object.assign(
      values,
      contributorRule({
        ie: body.ie !== undefined ? body.ie : person.ie,
        contributorType: body.contributorType !== undefined ? body.contributorType : person.contributorType,
      }),
    );
    [after] = await tx.update(people).set(values).where(eq(people.id, id)).returning(personColumns);
  } else if (component === 'personal') {
    const body = parseInput(personal, rawBody);
    [after] = await tx.update(people).set({ name: body.name, alias: body.alias ?? null }).where(eq(people.id, id)).returning(personColumns);
    if (body.email) await upsertFirst(tx, 'email', id, company, body.email);
    if (body.phone) await upsertFirst(tx, 'phone', id, company, body.phone);
    extra = { email: body.email, phone: body.phone };
  } else {
    throw notFound(`Unknown profile component "${component}".`);
  }
  await audit({ company, entity: 'People', id, action: 'update', before: person, after: { ...after, ...extra } });
  return after;
}
