import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { defineOperation } from '../../platform/operations/define.ts';
import { attemptKey } from './login.rules.ts';
import { sessionUser, signIn, signInWithEmail, switchCompany } from './sessions.service.ts';
import { authorizationEndpoint, identityOfCode, oidcSettings } from './google.adapter.ts';
import { AppError, invalidCredentials } from '../../platform/http/errors.ts';

const googleReturn = z.object({
  code: z.string({ error: 'required' }).min(1, 'required').max(2000, 'too_long'),
  redirect_uri: z.string({ error: 'required' }).url('invalid_value').max(500, 'too_long'),
  nonce: z.string().max(200, 'too_long').optional(),
});

/** The session user the web app keeps as is (sign-in, company switch): the token only when a session was opened. */
const sessionAnswer = {
  json: z.looseObject({
    id: z.number(),
    username: z.string(),
    token: z.string().optional(),
    api_key: z.string().optional(),
    people: z.number().nullable(),
    company: z.number().nullable(),
    default_company: z.number().nullable(),
    companies: z.array(z.number()),
    realname: z.string().nullable(),
    email: z.string().nullable(),
    active: z.boolean(),
    roles: z.unknown(),
  }),
};

const googleOff = () => new AppError('not_found', 'google_signin_off');

const loginBody = z.object({
  username: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'too_long'),
  password: z.string({ error: 'required' }).min(1, 'required').max(500, 'too_long'),
});

/**
 * Attempts per minute for one client address and one name (normalised: see login.rules.ts). Slows down
 * password guessing without locking a whole office out; the address is the connection's unless it comes
 * from a proxy of TRUST_PROXY.
 */
export function attemptLimit(field: string) {
  return (app: FastifyInstance) => ({
    max: app.settings.loginRateLimit,
    timeWindow: '1 minute',
    keyGenerator: (req: FastifyRequest) => attemptKey(req.ip, (req.body as Record<string, unknown> | undefined)?.[field]),
  });
}

/** Sign-in, company switch, logout and the session user. */
export const sessionOperations = [
  defineOperation({
    method: 'GET',
    path: '/oauth/google',
    summary: 'Whether Google sign-in is on, and where the browser goes to sign in (client id and authorization endpoint).',
    access: 'public',
    answer: { type: 'GoogleSignIn', iri: () => '/oauth/google' },
    handler: async ({ app }) => {
      const settings = oidcSettings(app.settings.env);
      if (!settings) return { enabled: false };
      return { enabled: true, clientId: settings.clientId, authorizationEndpoint: await authorizationEndpoint(settings) };
    },
  }),

  defineOperation({
    method: 'POST',
    path: '/oauth/google/return',
    summary: "Google sign-in's return: the code is exchanged and its ID token verified; only an existing user with that verified e-mail signs in.",
    description: 'Answers as POST /token does. 404 when Google sign-in is not configured; 401 for an unknown or unverified e-mail.',
    access: 'public',
    rateLimit: attemptLimit('code'),
    body: googleReturn,
    transaction: false,
    answer: sessionAnswer,
    handler: async ({ app, db, req, body }) => {
      const settings = oidcSettings(app.settings.env);
      if (!settings) throw googleOff();
      const identity = await identityOfCode(settings, { code: body.code, redirectUri: body.redirect_uri, nonce: body.nonce });
      if (!identity || !identity.emailVerified) throw invalidCredentials();
      return signInWithEmail(db, app.sessions, { email: identity.email, appDomain: req.ctx.appDomain });
    },
  }),

  defineOperation({
    method: 'POST',
    path: '/token',
    summary: 'Sign-in: answers the session user with a new token (API-TOKEN header).',
    access: 'public',
    rateLimit: attemptLimit('username'),
    body: loginBody,
    // A sign-in is a name and a password: a larger body is turned away before it is read whole or parsed.
    bodyLimit: 64 * 1024,
    // A session row is all it writes; a failed attempt writes nothing.
    transaction: false,
    answer: sessionAnswer,
    handler: ({ app, db, req, body }) => signIn(db, app.sessions, { ...body, appDomain: req.ctx.appDomain }),
  }),

  defineOperation({
    method: 'PUT',
    path: '/token/company',
    summary: "Company switch: the session acts for another of the user's companies (its profiles apply from now on).",
    access: 'signed-in',
    body: z.object({ company: z.number({ error: 'required' }).int() }),
    transaction: false,
    // Changes the session only, no record of the company.
    audit: false,
    answer: sessionAnswer,
    handler: ({ app, db, user, body }) => switchCompany(db, app.sessions, user, body.company),
  }),

  defineOperation({
    method: 'DELETE',
    path: '/token',
    summary: 'Logout: the token stops working at once.',
    access: 'signed-in',
    transaction: false,
    // Ends the session only.
    audit: false,
    answer: 'none',
    handler: ({ app, db, user }) => app.sessions.revoke(db, user.tokenId),
  }),

  defineOperation({
    method: 'GET',
    path: '/users/me',
    summary: 'The signed-in user, their companies and the company the session acts for.',
    access: 'signed-in',
    answer: { type: 'User', iri: () => '/users/me' },
    handler: ({ db, user }) => sessionUser(db, user),
  }),
];
