/**
 * The certificates' passwords at rest: AES-256-GCM with the installation's key, so that a copy of the database
 * alone does not sign invoices. The key is NFE_CERT_KEY (any text, hashed to 256 bits) or, without it, a random
 * key made once in DATA_DIR (`nfe-cert.key`, readable by its owner only); a stored value without the prefix is a
 * password written before encryption (read as it is; the module's preparation encrypts it).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const PREFIX = 'enc:v1:';
const keys = new Map<string, Buffer>();

/** The key of the process's environment (the same one the API, the worker and the demo read). */
export function chaveCertificados(env: Readonly<NodeJS.ProcessEnv> = process.env): Buffer {
  const secret = env.NFE_CERT_KEY?.trim();
  if (secret) return crypto.createHash('sha256').update(secret).digest();
  const file = path.resolve(env.DATA_DIR?.trim() || './data', 'nfe-cert.key');
  const known = keys.get(file);
  if (known) return known;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': two processes starting at once keep the first one's key.
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 256-bit key in base64`);
  keys.set(file, key);
  return key;
}

export function cifraSenha(senha: string, key = chaveCertificados()): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(senha, 'utf8'), cipher.final()]);
  return PREFIX + [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join(':');
}

export const senhaCifrada = (stored: string) => stored.startsWith(PREFIX);

/** The password of a stored value (one written before encryption comes back as it is). */
export function decifraSenha(stored: string, key = chaveCertificados()): string {
  if (!senhaCifrada(stored)) return stored;
  const [iv, tag, data] = stored.slice(PREFIX.length).split(':').map((p) => Buffer.from(p, 'base64'));
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
