import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Settings } from '../../config.ts';
import { defineJob } from '../jobs/define.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (a quote's PDF...); not for jobs' JSON data, whose Buffers would not survive. */
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}

/** An e-mail sent in the background (its data is the message, without attachments: JSON keeps no Buffer). */
export const EMAIL_JOB = defineJob<Omit<Mail, 'attachments'>>({ type: 'email', run: ({ data, deps }) => sendMail(deps.settings, data) });

/**
 * Sends through SMTP_URL when set; otherwise nodemailer's stream transport writes each message
 * as an .eml file to DATA_DIR/outbox, so nothing leaves the machine by default.
 */
export async function sendMail(settings: Settings, mail: Mail): Promise<{ messageId: string; file?: string }> {
  const from = process.env.MAIL_FROM ?? 'Back-office <nao-responda@localhost>';
  if (settings.smtpUrl) {
    const info = await nodemailer.createTransport(settings.smtpUrl).sendMail({ from, ...mail });
    return { messageId: info.messageId };
  }
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail({ from, ...mail });
  const outbox = path.join(settings.dataDir, 'outbox');
  // Written beside the outbox, then moved in whole: whoever reads the outbox (a person, a test, a relay) never finds
  // a message half written (rename is atomic within one file system).
  const writing = path.join(settings.dataDir, 'outbox-writing');
  await Promise.all([fs.promises.mkdir(outbox, { recursive: true }), fs.promises.mkdir(writing, { recursive: true })]);
  const name = `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
  const file = path.join(outbox, name);
  await fs.promises.writeFile(path.join(writing, name), info.message as Buffer);
  await fs.promises.rename(path.join(writing, name), file);
  return { messageId: info.messageId, file };
}
