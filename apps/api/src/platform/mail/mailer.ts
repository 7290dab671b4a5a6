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
  await fs.promises.mkdir(outbox, { recursive: true });
  const file = path.join(outbox, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
  await fs.promises.writeFile(file, info.message as Buffer);
  return { messageId: info.messageId, file };
}
