import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { changePasswordSchema, resetPasswordSchema } from '@backoffice/domain';
import { apiTokens, passwordResets, users } from './admin.table.ts';
import { emails, people, peopleLinks } from '../pessoas/index.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import { forgetSessions, sha256 } from '../../platform/auth/tokens.ts';
import { parseInput } from '../../platform/http/validation.ts';
import { violation } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';

const requestBody = z.object({ username_or_email: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'too_long') });
const confirmBody = z.intersection(
  z.object({ hash: z.string().regex(/^[0-9a-f]{32}$/, 'reset_link_invalid'), lost: z.string().min(20, 'reset_link_invalid').max(100) }),
  resetPasswordSchema,
);

/** A reset link lives one hour and works once. */
const RESET_TTL_MINUTES = 60;

export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const limit = { max: app.settings.loginRateLimit, timeWindow: '1 minute' };

  /** Always 202, whether or not the user exists: the answer does not tell who has an account. */
  app.post('/password-resets', { config: { public: true, rateLimit: limit } }, async (req, reply) => {
    const { username_or_email: who } = parseInput(requestBody, req.body);
    const [user] = await db
      .select({ id: users.id, username: users.username, people: users.people, name: people.name })
      .from(users)
      .innerJoin(people, eq(people.id, users.people))
      .where(
        and(
          eq(users.active, true),
          sql`(lower(${users.username}) = lower(${who}) or exists (select 1 from ${emails} where ${emails.people} = ${users.people} and lower(${emails.email}) = lower(${who})))`,
        ),
      )
      .limit(1);
    if (user) {
      const [email] = await db.select({ email: emails.email }).from(emails).where(eq(emails.people, user.people)).limit(1);
      if (email) {
        const hash = randomBytes(16).toString('hex');
        const lost = randomBytes(32).toString('base64url');
        const link = `${app.settings.publicUrl}/forgot-password/${hash}/${lost}`;
        await db.transaction(async (tx) => {
          await tx.insert(passwordResets).values({
            user: user.id,
            hash,
            lostHash: sha256(lost),
            expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000).toISOString(),
          });
          const [link_] = await tx.select({ company: peopleLinks.company }).from(peopleLinks).where(eq(peopleLinks.people, user.people)).limit(1);
          await app.jobs.send(
            'email',
            {
              to: email.email,
              subject: 'Redefinição de senha',
              text: `Olá, ${user.name}.\n\nPara criar uma nova senha para o usuário "${user.username}", abra o link abaixo em até ${RESET_TTL_MINUTES} minutos:\n\n${link}\n\nSe você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.\n`,
            },
            { company: link_?.company ?? null },
            tx,
          );
        });
      }
    }
    return reply.code(202).send({ success: true });
  });

  app.post('/password-resets/confirm', { config: { public: true, rateLimit: limit } }, async (req) => {
    const body = parseInput(confirmBody, req.body);
    await db.transaction(async (tx) => {
      const [reset] = await tx
        .select()
        .from(passwordResets)
        .where(and(eq(passwordResets.hash, body.hash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
        .for('update');
      const given = Buffer.from(sha256(body.lost));
      if (!reset || !timingSafeEqual(given, Buffer.from(reset.lostHash))) throw violation('lost', 'reset_link_invalid');
      await tx.update(users).set({ passwordHash: await hashPassword(body.password) }).where(eq(users.id, reset.user));
      await tx.update(passwordResets).set({ usedAt: sql`now()` as unknown as string }).where(eq(passwordResets.id, reset.id));
      // A new password ends every open session.
      await tx.update(apiTokens).set({ revokedAt: sql`now()` as unknown as string }).where(and(eq(apiTokens.user, reset.user), isNull(apiTokens.revokedAt)));
      const [u] = await tx.select({ people: users.people }).from(users).where(eq(users.id, reset.user));
      const [l] = await tx.select({ company: peopleLinks.company }).from(peopleLinks).where(eq(peopleLinks.people, u.people)).limit(1);
      if (l) await audit(tx, { ctx: null, company: l.company, entity: 'User', id: reset.user, action: 'password_reset' });
      return reset.user;
    }).then((userId) => forgetSessions({ userId }));
    return { success: true };
  });

  app.put('/users/me/password', async (req) => {
    const body = parseInput(changePasswordSchema, req.body);
    const user = req.ctx.user!;
    await db.transaction(async (tx) => {
      const [row] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).for('update');
      if (!(await verifyPassword(row.passwordHash, body.currentPassword))) throw violation('currentPassword', 'current_password_wrong');
      await tx.update(users).set({ passwordHash: await hashPassword(body.password) }).where(eq(users.id, user.id));
      // Other sessions end; this one goes on.
      await tx
        .update(apiTokens)
        .set({ revokedAt: sql`now()` as unknown as string })
        .where(and(eq(apiTokens.user, user.id), isNull(apiTokens.revokedAt), sql`${apiTokens.id} <> ${user.tokenId}`));
      await audit(tx, { ctx: req.ctx, company: user.company ?? user.companies[0], entity: 'User', id: user.id, action: 'password_change' });
    });
    forgetSessions({ userId: user.id });
    return { success: true };
  });
}
