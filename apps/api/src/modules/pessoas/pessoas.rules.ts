import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import { decimalString, parseBrazilianNumber, toDecimal } from '@backoffice/domain';
import type { Executor } from '../../platform/db/client.ts';
import { violation } from '../../platform/http/errors.ts';
import { people, peopleLinks } from './pessoas.table.ts';

/**
 * Rules of a person's fiscal and commercial data, shared by /people, the client save
 * (/people/clients), the anonymous client form and the profile components.
 */

/** Contribuinte do ICMS: 1 contribuinte (needs an IE), 2 contribuinte isento de IE, 9 não contribuinte. */
export const CONTRIBUTOR_TYPES = ['1', '2', '9'] as const;
export type ContributorType = (typeof CONTRIBUTOR_TYPES)[number];

export const contributorTypeSchema = z
  .union([z.string({ error: 'invalid_value' }), z.number({ error: 'invalid_value' })])
  .transform((v) => String(v).trim())
  .pipe(z.enum(CONTRIBUTOR_TYPES, { error: 'invalid_value' }));

/** Inscrição estadual: kept as digits (2 to 14); '' and 'ISENTO' mean none. */
export const ieSchema = z
  .string({ error: 'invalid_ie' })
  .trim()
  .transform((s, ctx) => {
    if (s === '' || /^isento$/i.test(s)) return null;
    const digits = s.replace(/[\s./-]/g, '');
    if (!/^\d{2,14}$/.test(digits)) {
      ctx.issues.push({ code: 'custom', message: 'invalid_ie', input: s });
      return z.NEVER;
    }
    return digits;
  });

/** Money as an exact decimal string with 2 places: 1234.5, '1234.50' and '1.234,50' are all '1234.50'. */
export const moneySchema = z
  .union([z.string({ error: 'invalid_number' }), z.number({ error: 'invalid_number' })])
  .transform((v, ctx) => {
    if (typeof v === 'string' && v.trim() === '') return null;
    const parsed = typeof v === 'number' ? decimalString(v, 2) : decimalString(toDecimal(v) ? v : parseBrazilianNumber(v), 2);
    const d = toDecimal(parsed);
    if (!parsed || !d || d.isNegative() || d.greaterThanOrEqualTo('1e12')) {
      ctx.issues.push({ code: 'custom', message: 'invalid_number', input: v });
      return z.NEVER;
    }
    return parsed;
  });

/** Whole days, 0 to 3650 (a number or a string of digits). */
export const daysSchema = z
  .union([z.number({ error: 'invalid_number' }), z.string({ error: 'invalid_number' }).trim().regex(/^\d{1,4}$/, 'invalid_number')])
  .transform(Number)
  .pipe(z.number().int('invalid_number').min(0, 'invalid_number').max(3650, 'invalid_number'));

export const isoDateSchema = z
  .string({ error: 'invalid_date' })
  .trim()
  .refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'invalid_date');

export const idSchema = z.number({ error: 'invalid_value' }).int('invalid_value').positive('invalid_value');

/** The commercial fields of a person (billing info, sales rep, notes). */
export const commercialShape = {
  billing: moneySchema.nullish(),
  billingDays: z.string({ error: 'invalid_value' }).trim().max(20, 'too_long').nullish(),
  paymentTerm: daysSchema.nullish(),
  salesRep: idSchema.nullish(),
  note: z.string({ error: 'invalid_value' }).max(4000, 'too_long').nullish(),
  foundationDate: isoDateSchema.nullish(),
};

/**
 * Contributor type and IE: type 1 requires an IE; types 2 and 9 do not. Without a type the IE decides
 * (an IE: 1, none: 9). Returns the values to store. `path` prefixes the violation paths.
 */
export function contributorRule(values: { ie?: string | null; contributorType?: string | null }, path = ''): { ie: string | null; contributorType: ContributorType } {
  const ie = values.ie ?? null;
  const contributorType = (values.contributorType ?? (ie ? '1' : '9')) as ContributorType;
  if (contributorType === '1' && !ie) throw violation(`${path}ie`, 'ie_required');
  return { ie, contributorType };
}

/** A duplicate document within the same company is refused ('document_exists'). */
export async function assertDocumentFree(tx: Executor, company: number, document: string, exceptId?: number, path = 'document'): Promise<void> {
  const dup = await tx
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.company, company), eq(people.document, document), exceptId === undefined ? undefined : sql`${people.id} <> ${exceptId}`))
    .limit(1);
  if (dup.length) throw violation(path, 'document_exists');
}

/** The sales representative must be a person of the same company, linked to it as an enabled 'salesman'. */
export async function assertSalesRep(tx: Executor, company: number, salesRep: number | null | undefined, path = 'salesRep'): Promise<void> {
  if (salesRep === null || salesRep === undefined) return;
  const [row] = await tx
    .select({ id: peopleLinks.id })
    .from(peopleLinks)
    .innerJoin(people, eq(people.id, peopleLinks.people))
    .where(
      and(
        eq(peopleLinks.company, company),
        eq(peopleLinks.people, salesRep),
        eq(peopleLinks.linkType, 'salesman'),
        eq(peopleLinks.enable, true),
        eq(people.company, company),
      ),
    )
    .limit(1);
  if (!row) throw violation(path, 'invalid_sales_rep');
}
