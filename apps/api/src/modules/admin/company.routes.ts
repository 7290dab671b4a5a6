import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { signUpSchema, companySchema } from '@backoffice/domain';
import { configs, companyDomains, themes } from './admin.table.ts';
import { people } from '../pessoas/pessoas.table.ts';
import { companyOfDomain } from './session.routes.ts';
import { createCompany, createUser, linkEmployee } from './companies.service.ts';
import { forgetSessions, issueToken } from '../../platform/auth/tokens.ts';
import { parseInput } from '../../platform/http/validation.ts';
import { notFound } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
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

async function configMap(db: Executor, company: number) {
  const rows = await db.select().from(configs).where(eq(configs.company, company));
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

export async function companyRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get('/people/default-company', { config: { public: true } }, async (req) => {
    const domain = String((req.query as Record<string, unknown>).domain ?? req.ctx.appDomain);
    const company = await companyOfDomain(db, domain);
    if (company === null) throw notFound();
    return { '@context': '/api/contexts/DefaultCompany', '@id': '/api/people/default-company', '@type': 'DefaultCompany', data: await themeOf(db, company) };
  });

  /** Themes: a Hydra collection, or the stylesheet of the host's company (`Accept: text/css` or `?format=css`). */
  app.get('/temas', { config: { public: true } }, async (req, reply) => {
    const company = await companyOfDomain(db, String((req.query as Record<string, unknown>).domain ?? req.ctx.appDomain));
    const data = company === null ? null : await themeOf(db, company);
    if ((req.query as Record<string, unknown>).format === 'css' || /text\/css/.test(req.headers.accept ?? '')) {
      const colors = (data?.tema.cores ?? {}) as Record<string, string>;
      const vars = Object.entries(colors)
        .filter(([k, v]) => /^[a-zA-Z][\w-]*$/.test(k) && /^#[0-9a-fA-F]{3,8}$/.test(v))
        .map(([k, v]) => `  --color-${k}: ${v};`);
      return reply.type('text/css; charset=utf-8').send(`:root {\n${vars.join('\n')}\n}\n`);
    }
    return {
      '@context': '/api/contexts/Tema',
      '@id': '/api/temas',
      '@type': 'hydra:Collection',
      'hydra:totalItems': data ? 1 : 0,
      'hydra:member': data ? [{ '@id': `/api/temas/${data.id}`, '@type': 'Tema', company: data.id, ...data.tema }] : [],
    };
  });

  app.get('/configs/app-config', { config: { public: true } }, async (req) => {
    const company = await companyOfDomain(db, req.ctx.appDomain);
    const map = company === null ? {} : await configMap(db, company);
    let gtmId: string[] = [];
    try {
      const parsed = JSON.parse(map.gtmId ?? '[]');
      gtmId = Array.isArray(parsed) ? parsed.map(String) : [String(parsed)];
    } catch {
      gtmId = map.gtmId ? [map.gtmId] : [];
    }
    return { '@context': '/api/contexts/AppConfig', '@id': '/api/configs/app-config', '@type': 'AppConfig', gtmId };
  });

  const companyParam = (req: { params: unknown; ctx: { user: { companies: number[] } | null } }) => {
    const raw = (req.params as { peopleId: string }).peopleId;
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    if (!req.ctx.user!.companies.includes(id)) throw notFound();
    return id;
  };

  app.get('/configs/:peopleId', async (req) => {
    const company = companyParam(req);
    return { '@context': '/api/contexts/CompanyConfigs', '@id': `/api/configs/${company}`, '@type': 'CompanyConfigs', company, configs: await configMap(db, company) };
  });

  app.put('/configs/:peopleId', async (req) => {
    const company = companyParam(req);
    if (!(await app.authorizer(req.ctx, 'configs', 'update'))) throw notFound();
    const body = parseInput(configPut, req.body);
    const entries: { configKey: string; configValue: string; visibility?: boolean }[] =
      'configs' in body ? Object.entries(body.configs).map(([configKey, configValue]) => ({ configKey, configValue })) : [body];
    await db.transaction(async (tx) => {
      for (const e of entries) {
        const [before] = await tx.select().from(configs).where(and(eq(configs.company, company), eq(configs.configKey, e.configKey)));
        const [after] = await tx
          .insert(configs)
          .values({ company, configKey: e.configKey, configValue: e.configValue, visibility: e.visibility ?? before?.visibility ?? false })
          .onConflictDoUpdate({
            target: [configs.company, configs.configKey],
            set: { configValue: e.configValue, ...(e.visibility === undefined ? {} : { visibility: e.visibility }) },
          })
          .returning();
        await audit(tx, { ctx: req.ctx, company, entity: 'Config', id: after.id, action: before ? 'update' : 'create', before, after });
      }
    });
    return { '@context': '/api/contexts/CompanyConfigs', '@id': `/api/configs/${company}`, '@type': 'CompanyConfigs', company, configs: await configMap(db, company) };
  });

  /** Sign-up: a user and their company in one transaction. */
  app.post(
    '/accounts',
    { config: { public: true, rateLimit: { max: app.settings.signupRateLimit, timeWindow: '1 hour' } } },
    async (req, reply) => {
      const body = parseInput(signUpSchema, req.body);
      const result = await db.transaction(async (tx) => {
        const company = await createCompany(tx, body.company, null);
        const user = await createUser(tx, company.id, { ...body.user, roles: ['ROLE_ADMIN'], profile: 'admin' }, null);
        const token = await issueToken(tx, user.id, company.id, app.settings.tokenTtlHours);
        return { company, user, token };
      });
      reply.code(201);
      return {
        success: true,
        data: {
          username: result.user.username,
          appkey: result.token,
          people: { id: result.user.people },
          company: { id: result.company.id, name: result.company.name, alias: result.company.alias },
        },
      };
    },
  );

  /** A signed-in user opens another company, and becomes its employee. */
  app.post('/companies', async (req, reply) => {
    const body = parseInput(companySchema, req.body);
    const company = await db.transaction(async (tx) => {
      const created = await createCompany(tx, body, req.ctx);
      await linkEmployee(tx, created.id, req.ctx.user!.people, req.ctx.user!.id, 'admin');
      return created;
    });
    // The user acts for one more company: their cached sessions must know it.
    forgetSessions({ userId: req.ctx.user!.id });
    reply.code(201);
    return { '@context': '/api/contexts/People', '@id': `/api/people/${company.id}`, '@type': 'People', ...company };
  });
}

