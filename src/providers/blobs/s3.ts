// The production blob store: objects in an S3-compatible bucket (AWS S3, R2, MinIO), one per key, under an optional
// key prefix so several deployments can share a bucket. Bodies stream through a multipart upload with bounded
// memory. S3 has no single-use write URLs, so uploads are not sent to the bucket directly: the upload target stays
// on our server and writes through here, which is also why put() only ever runs once per key.
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import type { BlobStat, BlobStore } from './blob-store.js';

export interface S3Options {
  bucket: string;
  /** R2 takes 'auto'; MinIO and s3rver take any region, but the signature must name the same one. */
  region: string;
  /** For S3-compatible servers; unset for AWS. */
  endpoint?: string;
  /** Bucket in the path rather than the host name: MinIO, s3rver and most self-hosted servers need it. */
  forcePathStyle?: boolean;
  /** Both or neither: without them the SDK's default chain applies (environment, shared config, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** A key prefix inside the bucket, e.g. 'shop-a' stores `uploads/x` as `shop-a/uploads/x`. */
  prefix?: string;
}

// Parts are buffered whole before they are sent, so memory per put stays near QUEUE_SIZE * part size whatever the
// body's length. 5 MiB is S3's smallest part; bodies up to it go up in one PutObject.
const MIN_PART_SIZE = 5 * 1024 * 1024;
const MAX_PARTS = 10_000;
const QUEUE_SIZE = 2;

/** Keys are ours; empty or `..` segments would be normalised away by HTTP stacks (and presigned URLs) on the way. */
function checkKey(key: string): void {
  if (key === '' || key.split('/').some((s) => s === '' || s === '.' || s === '..')) {
    throw new Error(`Blob key ${JSON.stringify(key)} has an empty, '.' or '..' segment`);
  }
}

/** A missing object. HEAD answers a bare 404 (named NotFound, even for a missing bucket: HEAD has no body to say). */
function isMissing(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

export class S3BlobStore implements BlobStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly listPageSize: number;

  /** `listPageSize` is for tests of the pagination (S3's page is 1000 keys). */
  constructor(opts: S3Options & { listPageSize?: number }) {
    if (!opts.bucket) throw new Error('S3 blob store: a bucket is required');
    if (!opts.region) throw new Error('S3 blob store: a region is required');
    if (Boolean(opts.accessKeyId) !== Boolean(opts.secretAccessKey)) {
      throw new Error('S3 blob store: give both an access key id and a secret access key, or neither');
    }
    this.bucket = opts.bucket;
    this.prefix = opts.prefix ? opts.prefix.replace(/^\/+|\/+$/g, '') + '/' : '';
    this.listPageSize = opts.listPageSize ?? 1000;
    this.client = new S3Client({
      region: opts.region,
      endpoint: opts.endpoint,
      forcePathStyle: opts.forcePathStyle,
      credentials:
        opts.accessKeyId && opts.secretAccessKey
          ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
          : undefined,
      // Since early 2025 the SDK adds CRC32 checksums to every upload by default (x-amz-checksum-* headers or an
      // aws-chunked body with a trailing checksum, and ChecksumAlgorithm on CreateMultipartUpload) and validates
      // them on reads. Several S3-compatible servers (R2 and MinIO releases of the time, s3rver) reject those
      // requests or keep the chunk framing as data, so checksums go only where an operation requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    checkKey(key);
    return this.prefix + key;
  }

  async put(key: string, body: Readable, opts: { contentType: string; size: number }): Promise<void> {
    const Key = this.objectKey(key);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key, Body: body, ContentType: opts.contentType },
      partSize: Math.max(MIN_PART_SIZE, Math.ceil(opts.size / MAX_PARTS)),
      queueSize: QUEUE_SIZE,
      // We abort ourselves below: lib-storage's own abort replaces the body's error with the abort's when the abort
      // fails, and the caller needs the first (a client that went away is not a storage fault).
      leavePartsOnError: true,
    });
    try {
      await upload.done();
    } catch (err) {
      // The parts of an unfinished multipart upload are never visible under the key, but they are billed and kept
      // until aborted. A failed abort leaves them to the bucket's AbortIncompleteMultipartUpload lifecycle rule.
      if (!body.destroyed) body.destroy();
      if (upload.uploadId) {
        try {
          await this.client.send(
            new AbortMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId: upload.uploadId }),
          );
        } catch (abortErr) {
          throw new AggregateError(
            [err, abortErr],
            `S3 put of ${Key} failed and its multipart upload ${upload.uploadId} could not be aborted`,
          );
        }
      }
      throw err;
    }
  }

  async stat(key: string): Promise<BlobStat | null> {
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { size: res.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /** The caller must consume or destroy the stream: until then it holds one of the client's pooled sockets. */
  async read(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    let res;
    try {
      res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    const stream = res.Body as Readable;
    // A server or proxy that ignores Range answers 200 with the whole object; serving that as the range would be
    // wrong bytes under a 206, so fail loudly instead.
    if (range && !res.ContentRange) {
      stream.destroy();
      throw new Error(`S3 ignored the range ${range.start}-${range.end} of ${key}`);
    }
    return stream;
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a missing key too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async *listOlderThan(prefix: string, before: Date): AsyncIterable<string> {
    // A directory, as on disk: `uploads` must not match `uploads-old/...`.
    const Prefix = this.objectKey(prefix.replace(/\/+$/, '')) + '/';
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix, ContinuationToken, MaxKeys: this.listPageSize }),
      );
      for (const o of page.Contents ?? []) {
        if (o.Key && o.LastModified && o.LastModified < before) yield o.Key.slice(this.prefix.length);
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /** A time-limited GET URL for the object (a CDN or client redirect), signed with this store's credentials. */
  async presignGet(key: string, seconds: number): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }), {
      expiresIn: seconds,
    });
  }

  /** Closes the client's pooled connections (at shutdown). */
  destroy(): void {
    this.client.destroy();
  }
}
