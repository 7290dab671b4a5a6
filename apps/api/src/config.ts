import path from 'node:path';
import type { S3Settings } from './platform/files/s3-storage.ts';

/** Settings come from the environment only (documented in the README). */
export interface Settings {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** DATABASE_READ_URL: a streaming replica (or a balancer over several) for lists, counts and CSV exports. */
  databaseReadUrl: string | undefined;
  /** Above this replication lag (seconds) the replica is left aside and the primary answers (REPLICA_MAX_LAG_SECONDS). */
  replicaMaxLagSeconds: number;
  /** Where file bytes live: STORAGE=local (DATA_DIR/files, the default) or s3 (S3_* settings). */
  storage: { kind: 'local' } | { kind: 's3'; s3: S3Settings };
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
  /**
   * Untrusted files (uploaded sheets, NF-e, zips) are read in worker threads within these limits
   * (platform/untrusted): workers at once, heap of each (MB), time of one file (ms), rows of a sheet, characters
   * of a cell, bytes a zip may inflate to, files of one request.
   */
  imports: {
    workers: number;
    memoryMb: number;
    timeMs: number;
    maxRows: number;
    maxCellChars: number;
    maxInflatedBytes: number;
    maxFiles: number;
    /** Above this many rows a forecast sheet is imported by a background job, with its progress on screen. */
    jobRows: number;
  };
  /** Nesting of a JSON body (deeper answers 400) and values in it (more answers 413), checked without recursion. */
  maxJsonDepth: number;
  maxJsonValues: number;
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

/** STORAGE=s3 needs S3_BUCKET; a missing bucket stops the start-up rather than losing files to the local folder. */
function storageSettings(env: NodeJS.ProcessEnv): Settings['storage'] {
  const kind = (env.STORAGE ?? 'local').toLowerCase();
  if (kind === 'local' || kind === '') return { kind: 'local' };
  if (kind !== 's3') throw new Error(`STORAGE=${env.STORAGE}: use local or s3.`);
  if (!env.S3_BUCKET) throw new Error('STORAGE=s3 precisa de S3_BUCKET.');
  return {
    kind: 's3',
    s3: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT || undefined,
      // A custom endpoint (MinIO, a local server) usually serves buckets as paths; AWS itself as host names.
      forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT)),
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      prefix: env.S3_PREFIX ?? '',
    },
  };
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: (env.DATABASE_URL && env.DATABASE_READ_URL) || undefined,
    replicaMaxLagSeconds: Number(env.REPLICA_MAX_LAG_SECONDS ?? 5),
    storage: storageSettings(env),
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
    imports: {
      workers: Math.max(1, Number(env.IMPORT_WORKERS ?? 2)),
      memoryMb: Number(env.IMPORT_WORKER_MEMORY_MB ?? 512),
      timeMs: Number(env.IMPORT_TIME_LIMIT_MS ?? 20_000),
      maxRows: Number(env.IMPORT_MAX_ROWS ?? 100_000),
      maxCellChars: Number(env.IMPORT_MAX_CELL_CHARS ?? 10_000),
      maxInflatedBytes: Number(env.IMPORT_MAX_INFLATED_BYTES ?? 64 * 1024 * 1024),
      maxFiles: Number(env.IMPORT_MAX_FILES ?? 200),
      jobRows: Number(env.IMPORT_JOB_ROWS ?? 2_000),
    },
    maxJsonDepth: Number(env.MAX_JSON_DEPTH ?? 32),
    maxJsonValues: Number(env.MAX_JSON_VALUES ?? 200_000),
    env: Object.freeze({ ...env }),
  };
}
