import { z } from 'zod';
import { changePasswordSchema, resetPasswordSchema } from '@backoffice/domain';
import { forgetSessions } from '../../platform/auth/tokens.ts';
import { defineOperation } from '../../platform/operations/define.ts';
import { attemptLimit } from './session.routes.ts';
import { changePassword, confirmPasswordReset, requestPasswordReset } from './password.service.ts';

const requestBody = z.object({ username_or_email: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'too_long') });
const confirmBody = z.intersection(
  z.object({ hash: z.string().regex(/^[0-9a-f]{32}$/, 'reset_link_invalid'), lost: z.string().min(20, 'reset_link_invalid').max(100) }),
  resetPasswordSchema,
);
const success = { success: true } as const;
/** What each of them answers once done (the web app reads `success`). */
const done = { json: z.object({ success: z.boolean() }) };

/** Forgotten password (a link by e-mail) and the signed-in user's password change. */
export const passwordOperations = [
  defineOperation({
    method: 'POST',
    path: '/password-resets',
    summary: 'Asks for a reset link by e-mail; always 202, at once, whether or not the user exists.',
    description: 'The answer does not tell who has an account: the lookup and the e-mail run in a background job.',
    access: 'public',
    rateLimit: attemptLimit('username_or_email'),
    body: requestBody,
    transaction: false,
    status: 202,
    answer: done,
    handler: async ({ app, body }) => {
      await requestPasswordReset(app.jobs, body.username_or_email);
      return success;
    },
  }),

  defineOperation({
    method: 'POST',
    path: '/password-resets/confirm',
    summary: 'Sets a new password from a reset link (once; every open session of the user ends).',
    access: 'public',
    // Per address: the link's secret is 256 bits, guessing it is hopeless anyway.
    rateLimit: (app) => ({ max: app.settings.loginRateLimit, timeWindow: '1 minute' }),
    body: confirmBody,
    answer: done,
    handler: async (op) => {
      await confirmPasswordReset(op, op.body);
      return success;
    },
    // The user's sessions were revoked in the transaction; a reset is rare, so the whole cache is forgotten.
    afterCommit: () => forgetSessions(),
  }),

  defineOperation({
    method: 'PUT',
    path: '/users/me/password',
    summary: "The signed-in user's new password, given the current one (their other sessions end).",
    access: 'signed-in',
    body: changePasswordSchema,
    answer: done,
    handler: async (op) => {
      await changePassword(op, op.user, op.body);
      return success;
    },
    afterCommit: (_answer, { user }) => forgetSessions({ userId: user.id }),
  }),
];
