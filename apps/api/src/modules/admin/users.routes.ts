import { z } from 'zod';
import { emailSchema, passwordSchema, phoneSchema, usernameSchema } from '@backoffice/domain';
import { notFound } from '../../platform/http/errors.ts';
import { companiesWith } from '../../platform/auth/authorize.ts';
import { defineOperation } from '../../platform/operations/define.ts';
import { forgetSessions } from '../../platform/auth/tokens.ts';
import { addCompanyUser, updateCompanyUser } from './users.service.ts';
import { readTheme, saveTheme } from './settings.service.ts';

const profilesField = z.array(z.number().int()).max(20, 'too_long').optional();

const createBody = z
  .object({
    company: z.number().int().optional(),
    username: usernameSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: 'required' }),
    email: emailSchema,
    realname: z.string().trim().min(1, 'required').max(200, 'too_long'),
    phone: phoneSchema.nullish(),
    profiles: profilesField,
  })
  .refine((b) => b.password === b.confirmPassword, { error: 'password_mismatch', path: ['confirmPassword'] });

const updateBody = z
  .object({
    email: emailSchema.optional(),
    realname: z.string().trim().min(1, 'required').max(200, 'too_long').optional(),
    active: z.boolean({ error: 'invalid_value' }).optional(),
    password: passwordSchema.optional(),
    confirmPassword: z.string().optional(),
    profiles: profilesField,
    /** The company whose profiles `profiles` are (default: the session company). */
    company: z.number().int().optional(),
  })
  .refine((b) => b.password === undefined || b.password === b.confirmPassword, { error: 'password_mismatch', path: ['confirmPassword'] });

const themeBody = z.object({
  colors: z.record(z.string().regex(/^[a-zA-Z][\w-]{0,30}$/), z.string().regex(/^#[0-9a-fA-F]{6}$/, 'invalid_value')).optional(),
  backgroundHome: z.string().max(500, 'too_long').regex(/^(\/api\/files\/[0-9a-f-]{36}|https:\/\/\S+)?$/, 'invalid_value').nullish(),
  favicon: z.string().max(500, 'too_long').regex(/^(\/api\/files\/[0-9a-f-]{36}|https:\/\/\S+)?$/, 'invalid_value').nullish(),
  logoLogin: z.string().max(500, 'too_long').regex(/^(\/api\/files\/[0-9a-f-]{36}|https:\/\/\S+)?$/, 'invalid_value').nullish(),
  logoMenu: z.string().max(500, 'too_long').regex(/^(\/api\/files\/[0-9a-f-]{36}|https:\/\/\S+)?$/, 'invalid_value').nullish(),
});


const userId = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });
const companyParam = z.object({ company: z.string().regex(/^\d{1,9}$/).transform(Number) });
const userAnswer = { type: 'User', iri: (u: { id: number }) => `/users/${u.id}` };
const themeAnswer = { type: 'Tema', iri: (t: { company: number }) => `/temas/${t.company}` };

/** Users of a company: create, edit, deactivate (/company/id/:id/users/:employeeId); the company's theme. */
export const usersOperations = [
  defineOperation({
    method: 'POST',
    path: '/users',
    summary: 'A new user of a company (the session company unless `company` says another), with their profiles.',
    access: { permission: 'users', action: 'create' },
    body: createBody,
    company: ({ ctx, body }) => body.company ?? ctx.company,
    status: 201,
    answer: userAnswer,
    handler: (op) => addCompanyUser(op, op.company!, op.body),
  }),

  defineOperation({
    method: 'PUT',
    path: '/users/:id',
    summary: "Edits a user of one of the caller's companies: e-mail, name, active, password, profiles.",
    description: 'Checked in the companies where the caller may edit users; an administrator is edited only by an administrator of the same company.',
    access: { permission: 'users', action: 'update' },
    params: userId,
    body: updateBody,
    // The user's own company is found by the service among those where the caller holds the grant.
    company: ({ ctx }) => companiesWith(ctx.user, 'users', 'update')[0],
    answer: userAnswer,
    handler: (op) => updateCompanyUser(op, op.params.id, op.body),
    // Deactivation, a new password or new profiles apply to the user's open sessions at once.
    afterCommit: (_answer, { params }) => forgetSessions({ userId: params.id }),
  }),

  defineOperation({
    method: 'GET',
    path: '/temas/:company',
    summary: "The theme of one of the user's companies (the public one goes by domain: GET /people/default-company).",
    access: 'signed-in',
    params: companyParam,
    company: ({ params }) => params.company,
    answer: themeAnswer,
    handler: async ({ db, company }) => (await readTheme(db, company!)) ?? Promise.reject(notFound()),
  }),

  defineOperation({
    method: 'PUT',
    path: '/temas/:company',
    summary: "The company's theme (colours and image addresses from POST /files?public=true).",
    access: { permission: 'companies', action: 'update' },
    params: companyParam,
    company: ({ params }) => params.company,
    body: themeBody,
    answer: themeAnswer,
    handler: (op) => saveTheme(op, op.company!, op.body),
  }),
];
