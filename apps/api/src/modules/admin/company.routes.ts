import { z } from 'zod';
import { configPutSchema, signUpSchema, companySchema, mapTilesFrom, type ConfigPut } from '@backoffice/domain';
import { configMap, gtmIds, saveConfigs, themeCss, themeOf } from './settings.service.ts';
import { companyOfDomain } from './sessions.service.ts';
import { createCompany, createUser, linkEmployee } from './companies.service.ts';
import { forgetSessions } from '../../platform/auth/tokens.ts';
import { notFound } from '../../platform/http/errors.ts';
import { grantsIn, may } from '../../platform/auth/authorize.ts';
import { defineOperation } from '../../platform/operations/define.ts';
import { assertReferences, type Reference, type References } from '../../platform/resources/references.ts';
import { workFlowRef } from '../pessoas/index.ts';

const domainQuery = z.object({ domain: z.string().max(253).optional(), format: z.string().max(10).optional() });
const companyParam = z.object({ peopleId: z.string().regex(/^\d{1,9}$/).transform(Number) });

const companyConfigs = (company: number, map: Record<string, string>) => ({ company, configs: map });

/** Settings whose value names a record of the company: another company's id or an unknown one is 422 'not_found' on the value. */
const SETTING_REFERENCES: Record<string, Reference> = { workFlow: workFlowRef };

/** The references of a settings body, at the path each value was sent in (an empty value names nothing). */
function settingReferences(body: ConfigPut): References {
  const named = ([key, value]: [string, string]) => Object.hasOwn(SETTING_REFERENCES, key) && value !== '';
  if ('configs' in body) return Object.fromEntries(Object.entries(body.configs).filter(named).map(([key]) => [`configs.${key}`, SETTING_REFERENCES[key]]));
  return named([body.configKey, body.configValue]) ? { configValue: SETTING_REFERENCES[body.configKey] } : {};
}

export const companyOperations = [
  defineOperation({
    method: 'GET',
    path: '/people/my-grants',
    summary: "What the signed-in user may do in the session company: `admin`, and the actions granted per permission key.",
    description: 'The web app hides or refuses what the user may not do; every call is checked on the server all the same.',
    access: 'signed-in',
    answer: { type: 'MyGrants', iri: () => '/people/my-grants' },
    handler: ({ user, company }) => ({ company, ...grantsIn(user, company) }),
  }),

  defineOperation({
    method: 'GET',
    path: '/people/my-company',
    summary: 'The session company and its theme (the signed-in counterpart of /people/default-company).',
    access: 'signed-in',
    answer: { type: 'DefaultCompany', iri: () => '/people/my-company' },
    handler: async ({ db, company }) => {
      if (company === null) throw notFound();
      return { data: await themeOf(db, company) };
    },
  }),

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
    // Two answers by the Accept header (or ?format=css): a stylesheet or a Hydra collection; no one kind fits both.
    answer: 'raw',
    handler: async ({ ctx, db, query, req, reply }) => {
      const company = await companyOfDomain(db, query.domain ?? ctx.appDomain);
      const data = company === null ? null : await themeOf(db, company);
      if (query.format === 'css' || /text\/css/.test(req.headers.accept ?? '')) {
        return reply.type('text/css; charset=utf-8').send(themeCss((data?.tema.cores ?? {}) as Record<string, string>));
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
    summary: "Public settings of the host's company (the web app's start-up: tag manager ids) and of the installation (the map's tiles, MAP_TILES_URL).",
    access: 'public',
    answer: { type: 'AppConfig' },
    handler: async ({ ctx, db, app }) => {
      const company = await companyOfDomain(db, ctx.appDomain);
      const map = company === null ? {} : await configMap(db, company);
      return { gtmId: gtmIds(map.gtmId), mapTiles: mapTilesFrom(app.settings.env) };
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
    description: "A setting that names a record (workFlow: a workflow) takes one of the company's: another company's id or an unknown one answers 422 'not_found' on the value (configValue, or configs.<key>).",
    access: { permission: 'configs', action: 'update' },
    params: companyParam,
    // The grant is checked in the company whose settings change, not the session's.
    company: ({ params }) => params.peopleId,
    body: configPutSchema,
    answer: { type: 'CompanyConfigs', iri: (r) => `/configs/${r.company}` },
    handler: async (op) => {
      const { body } = op;
      await assertReferences(op.db, op.company!, body, settingReferences(body));
      const entries = 'configs' in body ? Object.entries(body.configs).map(([configKey, configValue]) => ({ configKey, configValue })) : [body];
      await saveConfigs(op, op.company!, entries);
      return companyConfigs(op.company!, await configMap(op.db, op.company!));
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
    answer: {
      json: z.object({
        success: z.boolean(),
        data: z.object({
          username: z.string(),
          appkey: z.string(),
          people: z.object({ id: z.number().nullable() }),
          company: z.object({ id: z.number(), name: z.string(), alias: z.string().nullable() }),
        }),
      }),
    },
    handler: async ({ app, db, body, audit }) => {
      const company = await createCompany(db, body.company, null);
      const user = await createUser(db, company.id, { ...body.user, roles: ['ROLE_ADMIN'], profile: 'admin' }, null);
      const token = await app.sessions.issue(db, user.id, company.id);
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
