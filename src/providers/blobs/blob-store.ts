// Where stored bytes live, behind one interface: local disk under DATA_DIR by default (disk.ts), an S3-compatible
// bucket (s3.ts) or MongoDB's GridFS on the service's own database (gridfs.ts) in production. Uploads (the upload
// target, the confirm step, the file host, the clean-up jobs), published site builds (src/flows/deploy/builds.ts)
// and managed git repositories' packs (src/modules/repos/hosted.ts) talk to blobs only through this. Keys are ours
// (`uploads/<upload id>`, `sites/<build id>/…`, `git/<repo id>/…`), opaque to the store.
//
// Contract every adapter keeps:
//   - put() stores the whole stream under the key or nothing: a stream that errors (a short or long body, a client
//     that goes away) leaves no blob and no partial object under the key. It resolves once the bytes are durable.
//   - read() of a missing key, and stat() of one, answer null; delete() of a missing key is not an error.
//   - read() with a range streams exactly bytes start..end (inclusive), as HTTP ranges count them.
import type { Readable } from 'node:stream';

export interface BlobStat {
  size: number;
}

export interface BlobStore {
  /** What backs it, for logs and the README ('disk', 's3' or 'gridfs'). */
  readonly kind: string;
  /** Stores `body` under `key`, whole or not at all (see above). `contentType` is kept where the backend keeps one. */
  put(key: string, body: Readable, opts: { contentType: string; size: number }): Promise<void>;
  stat(key: string): Promise<BlobStat | null>;
  /** The bytes of `key` (all, or the inclusive `range`), or null when there is no such blob. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** Keys under `prefix` last written before `before`. */
  listOlderThan?(prefix: string, before: Date): AsyncIterable<string>;
  /** Removes what puts a crash interrupted left behind, older than `before` (a store that leaves nothing has none). */
  sweepTemporary?(before: Date): Promise<number>;
  /** Lets go of pooled connections, at shutdown. */
  destroy?(): void;
}
