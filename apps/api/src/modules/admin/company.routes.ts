import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { signUpSchema, companySchema } from '@backoffice/domain';
import { configs, companyDomains, themes } from './admin.table.ts';
import { people } from '../pessoas/pessoas.table.ts';
import { companyOfDomain } from './session.routes.ts';
import { createCompany, createUser, linkEmployee } from './companies.service.ts';
import { forgetSessions, issueToken } from '../../platform/auth/tokens.ts';
import { notFound } from '../../platform/http/errors.ts';
import { may } from '../../platform/auth/authorize.ts';
import { defineOperation } from '../../platform/operations/define.ts';
import type { Executor } from '../../platform/db/client.ts';

async function themeOf(db: Executor, company: number) {
  const [company_] = await db.select({ id: people.id, name: people.name, alias: people.alias }).from(people).where(eq(people.id, company));
  const [theme] = await db.select().from(themes).where(eq(themes.company, company));
  const [domain] = await db.select({ domain: companyDomains.domain }).from(companyDomains).where(eq(companyDomains.company, company)).limit(1);
  return {
    id: company_.id,
    name: company_.name,
    alias: company_.alias ?? company_.name,
    domain: domain?.domain ?? null,
    tema: {
      favicon: theme?.favicon ?? null,
      cores: theme?.colors ?? null,
      backgroundHome: theme?.backgroundHome ?? null,
      logoLogin: theme?.logoLogin ?? null,
      logoMenu: theme?.logoMenu ?? null,
    },
  };
}

/** The company's settings; `visibleOnly`: those every user of the company may read (visibility). */
async function configMap(db: Executor, company: number, visibleOnly = false) {
  const rows = await db
    .select()
    .from(configs)
    .where(visibleOnly ? and(eq(configs.company, company), eq(configs.visibility, true)) : eq(configs.company, company));
  return Object.fromEntries(rows.map((r) => [r.configKey, r.configValue]));
}

const configPut = z.union([
  z.object({
    configKey: z.string().trim().min(1, 'required').max(100, 'too_long'),
    configValue: z.string().max(20000, 'too_long'),
    visibility: z.boolean().optional(),
  }),
  z.object({ configs: z.record(z.string().min(1).max(100), z.string().max(20000, 'too_long')) }),
]);

const domainQuery = z.object({ domain: z.string().max(253).optional(), format: z.string().max(10).optional() });
const companyParam = z.object({ peopleId: z.string().regex(/^\d{1,9}$/).transform(Number) });

const companyConfigs = (company: number, map: Record<string, string>) => ({ company, configs: map });

export const companyOperations = [
  defineOperation({
    method: 'GET',
    path: '/people/default-company',
    summary: "The company of the host's domain (App-Domain header, or ?domain=) and its theme.",
    access: 'public',
    query: domainQuery,
    answer: { type: 'DefaultCompany', iri: () => '/people/default-company' },
    handler: async ({ ctx, db, query }) => {
      const company = await companyOfDomain(db, query.domain ?? ctx.appDomain);
      if (company === null) throw notFound();
      return { data: await themeOf(db, company) };
    },
  }),

  defineOperation({
    method: 'GET',
    path: '/temas',
    summary: "Themes: a Hydra collection, or the stylesheet of the host's company (Accept: text/css or ?format=css).",
    access: 'public',
    query: domainQuery,
    answer: 'raw',
    handler: async ({ ctx, db, query, req, reply }) => {
      const company = await companyOfDomain(db, query.domain ?? ctx.appDomain);
      const data = company === null ? null : await themeOf(db, company);
      if (query.format === 'css' || /text\/css/.test(req.headers.accept ?? '')) {
        const colors = (data?.tema.cores ?? {}) as Record<string, string>;
        const vars = Object.entries(colors)
          .filter(([k, v]) => /^[a-zA-Z][\w-]*$/.test(k) && /^#[0-9a-fA-F]{3,8}$/.test(v))
          .map(([k, v]) => `  --color-${k}: ${v};`);
        return reply.type('text/css; charset=utf-8').send(`:root {\n${vars.join('\n')}\n}\n`);
      }
      reply.type('application/ld+json; charset=utf-8');
      return {
        '@context': '/api/contexts/Tema',
        '@id': '/api/temas',
        '@type': 'hydra:Collection',
        'hydra:totalItems': data ? 1 : 0,
        'hydra:member': data ? [{ '@id': `/api/temas/${data.id}`, '@type': 'Tema', company: data.id, ...data.tema }] : [],
      };
    },
  }),

  defineOperation({
    method: 'GET',
    path: '/configs/app-config',
    summary: "Public settings of the host's company (the web app's start-up: tag manager ids).",
    access: 'public',
    answer: { type: 'AppConfig' },
    handler: async ({ ctx, db }) => {
      const company = await companyOfDomain(db, ctx.appDomain);
      const map = company === null ? {} : await configMap(db, company, true);
      let gtmId: string[] = [];
      try {
        const parsed = JSON.parse(map.gtmId ?? '[]');
        gtmId = Array.isArray(parsed) ? parsed.map(String) : [String(parsed)];
      } catch {
        gtmId = map.gtmId ? [map.gtmId] : [];
      }
      return { gtmId };
    },
  }),

  defineOperation({
    method: 'GET',
    path: '/configs/:peopleId',
    summary: "A company's settings as one document: all of them with the configs grant, else those marked visible to every user.",
    access: 'signed-in',
    params: companyParam,
    company: ({ params }) => params.peopleId,
    answer: { type: 'CompanyConfigs', iri: (r) => `/configs/${r.company}` },
    handler: async ({ user, db, company }) => companyConfigs(company!, await configMap(db, company!, !may(user, 'configs', 'read', company))),
  }),

  defineOperation({
    method: 'PUT',
    path: '/configs/:peopleId',
    summary: "Writes one setting ({configKey, configValue, visibility}) or several ({configs: {key: value}}) of a company.",
    access: { permission: 'configs', action: 'update' },
    params: companyParam,
    // The grant is checked in the company whose settings change, not the session's.
    company: ({ params }) => params.peopleId,
    body: configPut,
    answer: { type: 'CompanyConfigs', iri: (r) => `/configs/${r.company}` },
    handler: async ({ db, body, company, audit }) => {
      const entries: { configKey: string; configValue: string; visibility?: boolean }[] =
        'configs' in body ? Object.entries(body.configs).map(([configKey, configValue]) => ({ configKey, configValue })) : [body];
      for (const e of entries) {
        const [before] = await db.select().from(configs).where(and(eq(configs.company, company!), eq(configs.configKey, e.configKey)));
        const [after] = await db
          .insert(configs)
          .values({ company: company!, configKey: e.configKey, configValue: e.configValue, visibility: e.visibility ?? before?.visibility ?? false })
          .onConflictDoUpdate({
            target: [configs.company, configs.configKey],
            set: { configValue: e.configValue, ...(e.visibility === undefined ? {} : { visibility: e.visibility }) },
          })
          .returning();
        await audit({ entity: 'Config', id: after.id, action: before ? 'update' : 'create', before, after });
      }
      return companyConfigs(company!, await configMap(db, company!));
    },
  }),

  defineOperation({
    method: 'POST',
    path: '/accounts',
    summary: 'Sign-up: a user and their company in one transaction; answers the session.',
    access: 'public',
    rateLimit: (app) => ({ max: app.settings.signupRateLimit, timeWindow: '1 hour' }),
    body: signUpSchema,
    status: 201,
    answer: 'raw',
    handler: async ({ app, db, body, audit }) => {
      const company = await createCompany(db, body.company, null);
      const user = await createUser(db, company.id, { ...body.user, roles: ['ROLE_ADMIN'], profile: 'admin' }, null);
      const token = await issueToken(db, user.id, company.id, app.settings.tokenTtlHours);
      await audit({ company: company.id, entity: 'People', id: company.id, action: 'signup', after: { name: company.name, username: user.username } });
      return {
        success: true,
        data: {
          username: user.username,
          appkey: token,
          people: { id: user.people },
          company: { id: company.id, name: company.name, alias: company.alias },
        },
      };
    },
  }),

  defineOperation({
    method: 'POST',
    path: '/companies',
    summary: 'A signed-in user opens another company and becomes its employee (administrator there).',
    description: "Needs the grant to create companies in the session company: a salesperson cannot open a company of their own and grant themselves everything.",
    access: { permission: 'companies', action: 'create' },
    body: companySchema,
    status: 201,
    answer: { type: 'People', iri: (c) => `/people/${c.id}` },
    handler: async ({ ctx, user, db, body }) => {
      const created = await createCompany(db, body, ctx);
      await linkEmployee(db, created.id, user.people, user.id, 'admin');
      return created;
    },
    // The user acts for one more company: their cached sessions must know it.
    afterCommit: (_company, { user }) => forgetSessions({ userId: user.id }),
  }),
];
