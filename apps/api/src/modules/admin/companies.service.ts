import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { createCompanyPerson, createPerson, emails, linkPerson, people } from '../pessoas/index.ts';
import { companyDomains, configs, themes, users, type ThemeColors } from './admin.table.ts';
import { regras } from './access.table.ts';
import { assignProfile, createAdminProfile } from './access.service.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { violation } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { fillCompanyOrigin, type Address } from '@backoffice/domain';

export const DEFAULT_COLORS: ThemeColors = { primary: '#1c7ed6', secondary: '#495057', background: '#f8f9fa', text: '#212529' };

export interface AddressValues {
  cep?: string | null;
  streetType?: string | null;
  street: string;
  number?: string | null;
  complement?: string | null;
  district?: string | null;
  city: string;
  cityIbge?: string | null;
  uf: string;
  country?: string;
}

export interface CompanyValues {
  name: string;
  alias: string;
  document: string;
  ie?: string | null;
  address?: AddressValues;
  origin?: { country?: string; state?: string; city?: string };
  domain?: string;
  colors?: ThemeColors;
}

/** Creates a tenant company (it owns itself), its address, theme and origin setting. */
export async function createCompany(tx: Tx, values: CompanyValues, ctx: RequestContext | null) {
  const existing = await tx
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.document, values.document), sql`${people.id} = ${people.company}`));
  if (existing.length) throw violation('company.document', 'document_exists');
  const company = await createCompanyPerson(tx, { name: values.name, alias: values.alias, peopleType: values.document.length === 11 ? 'F' : 'J', document: values.document, ie: values.ie ?? null }, values.address);
  await tx.insert(themes).values({ company: company.id, colors: values.colors ?? DEFAULT_COLORS });
  await createAdminProfile(tx, company.id);
  const origin = values.address ? fillCompanyOrigin({ address: values.address as Address, origin: values.origin }).origin : (values.origin ?? {});
  await tx.insert(configs).values({ company: company.id, configKey: 'origin', configValue: JSON.stringify(origin), visibility: false });
  if (values.domain) {
    const taken = await tx.select({ id: companyDomains.id }).from(companyDomains).where(eq(companyDomains.domain, values.domain));
    if (taken.length) throw violation('company.domain', 'invalid_value');
    await tx.insert(companyDomains).values({ company: company.id, domain: values.domain });
  }
  await audit(tx, { ctx, company: company.id, entity: 'People', id: company.id, action: 'create', after: company });
  return company;
}

export interface UserValues {
  username: string;
  password: string;
  email: string;
  realname?: string;
  phone?: string;
  roles?: string[];
  /** Access profile (regra) to give in the company; the company's administrator profile when 'admin'. */
  profile?: number | 'admin';
}

/** Creates a person, their user and the employee link to a company. Username and e-mail are unique. */
export async function createUser(tx: Tx, company: number, values: UserValues, ctx: RequestContext | null, path = 'user') {
  const username = values.username.trim();
  const taken = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${username})`);
  if (taken.length) throw violation(path ? `${path}.username` : 'username', 'user_exists');
  const emailTaken = await tx
    .select({ id: emails.id })
    .from(emails)
    .innerJoin(users, eq(users.people, emails.people))
    .where(sql`lower(${emails.email}) = lower(${values.email})`);
  if (emailTaken.length) throw violation(path ? `${path}.email` : 'email', 'email_exists');
  const phones = values.phone ? [{ phone: values.phone.replace(/\D/g, '') }] : [];
  const personId = await createPerson(tx, company, { name: values.realname?.trim() || username, peopleType: 'F', emails: [values.email.toLowerCase()], phones }, 'employee');
  const [user] = await tx
    .insert(users)
    .values({ people: personId, username, passwordHash: await hashPassword(values.password), roles: values.roles ?? ['ROLE_USER'] })
    .returning({ id: users.id, username: users.username, people: users.people });
  if (values.profile !== undefined) await assignProfile(tx, company, user.id, values.profile === 'admin' ? await adminProfileOf(tx, company) : values.profile);
  await audit(tx, { ctx, company, entity: 'User', id: user.id, action: 'create', after: { username, people: personId } });
  return user;
}

/** Makes an existing user an employee of another company (a user acting for several companies), with a profile there. */
export async function linkEmployee(tx: Tx, company: number, personId: number, userId: number, profile: number | 'admin') {
  await linkPerson(tx, company, personId, 'employee');
  await assignProfile(tx, company, userId, profile === 'admin' ? await adminProfileOf(tx, company) : profile);
}

export async function adminProfileOf(tx: Tx, company: number): Promise<number> {
  const [row] = await tx.select({ id: regras.id }).from(regras).where(and(eq(regras.company, company), eq(regras.admin, true))).limit(1);
  return row.id;
}
