import { PassThrough, Transform, type Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStorage } from './storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset: AWS itself. A MinIO, R2, B2 or local server: its address. */
  endpoint?: string;
  /** Addresses as `endpoint/bucket/key` instead of `bucket.endpoint/key`: what MinIO and local servers need. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Prepended to every key (several installations in one bucket). */
  prefix: string;
}

/** A missing object reads as a missing local file does: an error with code ENOENT. */
function missing(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`no stored file ${key}`), { code: 'ENOENT' });
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404);
}

/**
 * File bytes in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2). The bucket stays private:
 * the API reads the objects and serves them through GET /api/files/{id} with its own access checks.
 */
export class S3FileStorage implements FileStorage {
  readonly client: S3Client;

  constructor(private settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: the CRC trailers the SDK adds by default since 2025 are not understood
      // by many S3-compatible servers (older MinIO, R2, B2, local servers), and TLS already guards the bytes in transit.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    });
  }

  private key(key: string): string {
    // The local store refuses keys leaving its folder; here the same keys must not climb out of the prefix.
    if (!key || key.split('/').some((part) => part === '..' || part === '')) throw new Error('invalid storage key');
    return this.settings.prefix + key;
  }

  async put(key: string, body: Readable): Promise<number> {
    // The size is counted while streaming: an upload's length is not known before its end (multipart parts
    // of 5 MB go out as they fill, so a large file is never held whole in memory).
    let size = 0;
    const counted = body.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      }),
    );
    body.on('error', (error) => counted.destroy(error));
    await new Upload({ client: this.client, params: { Bucket: this.settings.bucket, Key: this.key(key), Body: counted } }).done();
    return size;
  }

  get(key: string): Readable {
    // The interface answers a stream at once (the local store opens a file the same way); the object's bytes
    // flow into it when S3 answers, and a missing object ends it with ENOENT.
    const out = new PassThrough();
    this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) })).then(
      (answer) => {
        const body = answer.Body as Readable;
        body.on('error', (error) => out.destroy(error));
        body.pipe(out);
      },
      (error: unknown) => out.destroy(isMissing(error) ? missing(key) : (error as Error)),
    );
    return out;
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 whether the object was there or not, as the local store's rm with force.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }));
  }
}
