// Picks the blob store from configuration: disk under DATA_DIR unless BLOB_STORE=s3 or gridfs (MongoDB's GridFS on
// the service's own database). Unknown names are an error rather than a silent fallback to disk, where uploads
// would land on one replica's local volume.
import { join } from 'node:path';
import type { Db } from 'mongodb';
import type { BlobStore } from './blob-store.js';
import { DiskBlobStore } from './disk.js';
import { GridFsBlobStore } from './gridfs.js';
import { S3BlobStore, type S3Options } from './s3.js';

export type { BlobStore } from './blob-store.js';
export type { S3Options } from './s3.js';

interface BlobStoreConfig {
  dataDir: string;
  /** 'disk' (the default), 's3' or 'gridfs'. */
  blobStore?: string;
  /** Required when blobStore is 's3'. */
  s3?: S3Options;
}

/** `db`: the service's database, which the GridFS store keeps its blobs in. */
export function createBlobStore(config: BlobStoreConfig, db?: Db): BlobStore {
  const kind = config.blobStore || 'disk';
  if (kind === 'disk') return new DiskBlobStore(join(config.dataDir, 'blobs'));
  if (kind === 's3') {
    if (!config.s3) throw new Error('BLOB_STORE=s3 needs the S3_* settings (at least S3_BUCKET and S3_REGION)');
    return new S3BlobStore(config.s3);
  }
  if (kind === 'gridfs') {
    if (!db) throw new Error("BLOB_STORE=gridfs needs the store's database");
    return new GridFsBlobStore(db);
  }
  throw new Error(`Unknown blob store ${JSON.stringify(kind)}: expected 'disk', 's3' or 'gridfs'`);
}
