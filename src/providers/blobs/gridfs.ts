// Blobs in MongoDB itself, through the driver's GridFSBucket on the service's own database (BLOB_STORE=gridfs): a
// deployment then needs nothing shared but MongoDB. One GridFS file per put, its `filename` the key, in the bucket
// `blobs` (collections blobs.files and blobs.chunks, declared with their indexes in src/store/collections.ts so
// they are ensured at start like every other collection).
//
// Whole or nothing: GridFS writes a file's chunks first and its files document last, and readers find a blob only
// through its files document, so a put that fails or is cut off leaves no blob under the key. Each write waits
// for the chunks it filled to be stored before the next is given (the driver calls back only then), so when the
// body fails nothing is in flight and abort() removes every chunk written. A process that dies mid-put leaves
// chunks without a files document: sweepTemporary removes those.
//
// Keys are written once in this service (an upload's bytes, a build's files, a git pack named by its content), but
// a second put of a key is still a replacement: the newest complete file answers, and the older ones are deleted
// once the new one is whole.
import { GridFSBucket, ObjectId, type Db, type GridFSFile } from 'mongodb';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { COLLECTION, sharedCollection } from '../../store/index.js';
import type { BlobStat, BlobStore } from './blob-store.js';

/** The bucket's name: its collections are `blobs.files` and `blobs.chunks`. */
export const GRIDFS_BUCKET = 'blobs';
/** How far back before its cut-off a sweep looks for chunks without a file (the sweep runs every 10 minutes). */
const SWEEP_WINDOW_MS = 24 * 60 * 60_000;

/** Keys are ours; empty, `.` or `..` segments are refused as by the other stores, so a key means the same everywhere. */
function checkKey(key: string): void {
  if (key === '' || key.split('/').some((s) => s === '' || s === '.' || s === '..')) {
    throw new Error(`Blob key ${JSON.stringify(key)} has an empty, '.' or '..' segment`);
  }
}

/** Newest first: the file that answers for a key. */
const NEWEST = { uploadDate: -1, _id: -1 } as const;

export class GridFsBlobStore implements BlobStore {
  readonly kind = 'gridfs';
  private readonly bucket: GridFSBucket;

  /** `chunkSizeBytes` is for tests of reads across chunk boundaries (GridFS's default is 255 KiB). */
  constructor(
    private readonly db: Db,
    opts: { chunkSizeBytes?: number } = {},
  ) {
    this.bucket = new GridFSBucket(db, {
      bucketName: GRIDFS_BUCKET,
      ...(opts.chunkSizeBytes ? { chunkSizeBytes: opts.chunkSizeBytes } : {}),
    });
  }

  async put(key: string, body: Readable, opts: { contentType: string; size: number }): Promise<void> {
    checkKey(key);
    const upload = this.bucket.openUploadStream(key, { metadata: { content_type: opts.contentType } });
    // A failed insert reaches us through the write callbacks and finished(); the event must not go unheard.
    upload.on('error', () => undefined);
    const write = (chunk: Buffer) =>
      new Promise<void>((resolve, reject) => upload.write(chunk, (err) => (err ? reject(err) : resolve())));
    try {
      for await (const chunk of body) await write(chunk as Buffer);
      upload.end();
      await finished(upload);
    } catch (err) {
      if (!body.destroyed) body.destroy();
      // Nothing is in flight (each write was awaited): abort removes every chunk. Should it fail, the chunks are
      // never visible (no files document) and the sweep removes them.
      await upload.abort().catch(() => undefined);
      upload.destroy();
      throw err;
    }
    await this.dropOlder(key);
  }

  /** Deletes every file of `key` but the newest (a replaced blob), once the newest is whole. */
  private async dropOlder(key: string): Promise<void> {
    const files = await this.bucket.find({ filename: key }, { sort: NEWEST, projection: { _id: 1 } }).toArray();
    for (const f of files.slice(1)) await this.deleteFile(f._id);
  }

  private async newest(key: string): Promise<GridFSFile | null> {
    checkKey(key);
    const [file] = await this.bucket.find({ filename: key }, { sort: NEWEST, limit: 1 }).toArray();
    return file ?? null;
  }

  async stat(key: string): Promise<BlobStat | null> {
    const file = await this.newest(key);
    return file ? { size: file.length } : null;
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    const file = await this.newest(key);
    if (!file) return null;
    // GridFS counts the end exclusively; HTTP ranges (and this interface) inclusively.
    return this.bucket.openDownloadStream(file._id, range ? { start: range.start, end: range.end + 1 } : undefined);
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    const files = await this.bucket.find({ filename: key }, { projection: { _id: 1 } }).toArray();
    for (const f of files) await this.deleteFile(f._id);
  }

  /** The bucket's delete, where a file another delete took first is no error. */
  private async deleteFile(id: ObjectId): Promise<void> {
    await this.bucket.delete(id).catch((err: Error) => {
      if (!/File not found/.test(err.message)) throw err;
    });
  }

  async *listOlderThan(prefix: string, before: Date): AsyncIterable<string> {
    // A directory, as on disk: `uploads` lists `uploads/…` and not `uploads-old/…`. The names under `p/` sort
    // from `p/` up to (not including) `p0`, '0' being the character after '/': a range over the files index.
    const dir = prefix.replace(/\/+$/, '') + '/';
    const end = dir.slice(0, -1) + '0';
    let last: string | undefined;
    const cursor = this.bucket.find(
      { filename: { $gte: dir, $lt: end }, uploadDate: { $lt: before } },
      { sort: { filename: 1 }, projection: { filename: 1 } },
    );
    for await (const f of cursor) {
      if (f.filename !== last) yield f.filename;
      last = f.filename;
    }
  }

  /**
   * Removes the chunks of puts a crash interrupted: chunks whose files document never came, the last of them
   * written before `before` (a chunk's id carries the time it was made, so a long put still under way is left
   * alone). Looks at files begun up to a day before `before`.
   */
  async sweepTemporary(before: Date): Promise<number> {
    const chunks = sharedCollection(this.db, COLLECTION['blobs.chunks']);
    const at = (ms: number) => ObjectId.createFromTime(Math.floor(ms / 1000));
    const cutoff = at(before.getTime());
    const groups = await chunks
      .aggregate<{ _id: ObjectId; last: ObjectId }>([
        { $match: { files_id: { $gte: at(before.getTime() - SWEEP_WINDOW_MS), $lt: cutoff } } },
        { $group: { _id: '$files_id', last: { $max: '$_id' } } },
      ])
      .toArray();
    const quiet = groups.filter((g) => g.last.toHexString() < cutoff.toHexString()).map((g) => g._id);
    if (!quiet.length) return 0;
    const whole = new Set(
      (await this.bucket.find({ _id: { $in: quiet } }, { projection: { _id: 1 } }).toArray()).map((f) =>
        f._id.toHexString(),
      ),
    );
    const orphans = quiet.filter((id) => !whole.has(id.toHexString()));
    if (orphans.length) await chunks.deleteMany({ files_id: { $in: orphans } });
    return orphans.length;
  }
}
