import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { apiTokens, passwordResets, users } from './admin.table.ts';
import { emails, people, peopleLinks } from '../pessoas/index.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import { sha256 } from '../../platform/auth/tokens.ts';
import { violation } from '../../platform/http/errors.ts';
import type { Database } from '../../platform/db/client.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import type { AuthUser } from '../../platform/auth/context.ts';
import { defineJob } from '../../platform/jobs/define.ts';
import { EMAIL_JOB } from '../../platform/mail/mailer.ts';

/** A reset link lives one hour and works once. */
export const RESET_TTL_MINUTES = 60;
/** The background job that looks the user up and e-mails the link (declared in admin.module.ts). */
export const PASSWORD_RESET_JOB = defineJob<{ who: string }>({
  type: 'password-reset',
  run: ({ data, queue, deps }) => sendResetLink(deps.database, queue, deps.settings.publicUrl, String(data.who)),
});

/**
 * A reset request is only queued: the answer comes at once and takes the same time whether or not the
 * name or address exists. The lookup and the e-mail happen in the job (`sendResetLink`).
 */
export async function requestPasswordReset(jobs: JobQueue, who: string): Promise<void> {
  await jobs.send(PASSWORD_RESET_JOB, { who }, { maxAttempts: 3 });
}

/** The job: for an active user named `who` (username or e-mail) with an e-mail, a reset row and the e-mail with its link. */
export async function sendResetLink(database: Database, jobs: JobQueue, publicUrl: string, who: string): Promise<void> {
  const db = database.db;
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
  if (!user) return;
  const [email] = await db.select({ email: emails.email }).from(emails).where(eq(emails.people, user.people)).limit(1);
  if (!email) return;
  const hash = randomBytes(16).toString('hex');
  const lost = randomBytes(32).toString('base64url');
  const link = `${publicUrl}/forgot-password/${hash}/${lost}`;
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({ user: user.id, hash, lostHash: sha256(lost), expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000).toISOString() });
    const [link_] = await tx.select({ company: peopleLinks.company }).from(peopleLinks).where(eq(peopleLinks.people, user.people)).limit(1);
    await jobs.send(
      EMAIL_JOB,
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

/** A new password from a reset link: the link works once, and every open session of the user ends. */
export async function confirmPasswordReset(op: UseCase, input: { hash: string; lost: string; password: string }): Promise<void> {
  const { db } = op;
  const [reset] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.hash, input.hash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
    .for('update');
  const given = Buffer.from(sha256(input.lost));
  if (!reset || !timingSafeEqual(given, Buffer.from(reset.lostHash))) throw violation('lost', 'reset_link_invalid');
  await db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, reset.user));
  await db.update(passwordResets).set({ usedAt: sql`now()` as unknown as string }).where(eq(passwordResets.id, reset.id));
  // A new password ends every open session.
  await db.update(apiTokens).set({ revokedAt: sql`now()` as unknown as string }).where(and(eq(apiTokens.user, reset.user), isNull(apiTokens.revokedAt)));
  const [u] = await db.select({ people: users.people }).from(users).where(eq(users.id, reset.user));
  const [l] = await db.select({ company: peopleLinks.company }).from(peopleLinks).where(eq(peopleLinks.people, u.people)).limit(1);
  if (l) await op.audit({ company: l.company, entity: 'User', id: reset.user, action: 'password_reset' });
}

/** The signed-in user's new password, given the current one; their other sessions end, this one goes on. */
export async function changePassword(op: UseCase, user: AuthUser, input: { currentPassword: string; password: string }): Promise<void> {
  const { db } = op;
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).for('update');
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) throw violation('currentPassword', 'current_password_wrong');
  await db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, user.id));
  await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` as unknown as string })
    .where(and(eq(apiTokens.user, user.id), isNull(apiTokens.revokedAt), sql`${apiTokens.id} <> ${user.tokenId}`));
  await op.audit({ company: user.company ?? user.companies[0], entity: 'User', id: user.id, action: 'password_change' });
}
