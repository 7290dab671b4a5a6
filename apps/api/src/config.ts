import path from 'node:path';

/** Settings come from the environment only (documented in the README). */
export interface Settings {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  /** Token lifetime in hours. */
  tokenTtlHours: number;
  /** Largest accepted upload, in bytes. */
  maxUploadBytes: number;
  /** Largest accepted JSON body, in bytes. */
  maxBodyBytes: number;
  /** Public base address used in e-mails (password reset links). */
  publicUrl: string;
  /** SMTP URL; unset: e-mails are written to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** Run the job worker inside the API process. */
  runWorker: boolean;
  /** How long a running job stays its worker's without a renewal (JOB_LEASE_SECONDS): a crashed worker's jobs are taken again after it. */
  jobLeaseSeconds: number;
  /** Sign-in attempts per minute for one address and username. */
  loginRateLimit: number;
  /**
   * Fastify's trustProxy, from TRUST_PROXY: false (unset: X-Forwarded-For is believed from nobody), the number
   * of proxy hops in front of the API, or the proxies' addresses and CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** Sign-ups (and anonymous creations) per hour for one address. */
  signupRateLimit: number;
  /** The environment these settings were read from: an area reads its own settings there (geo: CEP_PROVIDER...). */
  env: Readonly<NodeJS.ProcessEnv>;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

/** TRUST_PROXY: empty = nobody; a whole number = hops; else addresses/CIDRs separated by commas or spaces. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (!text || ['0', 'false', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(/[\s,]+/).filter(Boolean);
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    seedDemo: bool(env.SEED_DEMO, true),
    tokenTtlHours: Number(env.TOKEN_TTL_HOURS ?? 12),
    maxUploadBytes: Number(env.MAX_UPLOAD_BYTES ?? 10 * 1024 * 1024),
    maxBodyBytes: Number(env.MAX_BODY_BYTES ?? 1024 * 1024),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    smtpUrl: env.SMTP_URL || undefined,
    runWorker: bool(env.RUN_WORKER, true),
    jobLeaseSeconds: Number(env.JOB_LEASE_SECONDS) > 0 ? Number(env.JOB_LEASE_SECONDS) : 30,
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    signupRateLimit: Number(env.SIGNUP_RATE_LIMIT ?? 10),
    env: Object.freeze({ ...env }),
  };
}
