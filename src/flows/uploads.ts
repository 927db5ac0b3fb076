// Uploads end to end (src/modules/uploads/model.ts has the life of one): init for a customer or an asset, the PUT
// target that streams the bytes into the blob store, confirm, the business's asset deletes, and the clean-up of
// what was never confirmed. The bytes never sit in memory: a PUT's body is piped through a counter and a SHA-256
// into the store, which keeps all of it or nothing.
import { createHash } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { AppError, badRequest, conflict, notFound, validationError } from '../kernel/errors.js';
import { newId } from '../kernel/ids.js';
import type { Services } from '../services.js';
import type { UploadDoc, UploadKind } from '../modules/uploads/index.js';
import {
  blobKeyOf,
  customerFilenameProblem,
  isMediaType,
  LIMITS,
  MAX_UPLOAD_BYTES,
  nameProblem,
  normalContentType,
  secretToken,
  UNCONFIRMED_TTL_MS,
  UPLOAD_URL_TTL_SECONDS,
  uploads,
  uploadsAcrossTenants,
  forgetHostedFile,
} from '../modules/uploads/index.js';
import type { TenantContext } from '../store/index.js';
import { isStoreUnavailable } from '../store/errors.js';

export type UploadServices = Pick<Services, 'db' | 'config' | 'clock' | 'logger' | 'store' | 'blobs'>;

export interface InitInput {
  kind: UploadKind;
  filename: string;
  content_type: string;
  size_bytes: number;
  /** Assets only. */
  folder?: string;
  /** Customer uploads: who may confirm it. */
  sessionId?: string | null;
  customerId?: string | null;
}

/** The interface's rules on what is declared at init; 400 VALIDATION_ERROR naming the field. */
function checkDeclared(input: InitInput): void {
  const problem =
    input.kind === 'asset'
      ? (nameProblem('folder', input.folder ?? '') ?? nameProblem('filename', input.filename))
      : customerFilenameProblem(input.filename);
  if (problem) throw validationError(problem);
  if (input.content_type.length > LIMITS.content_type)
    throw validationError(`content_type: at most ${LIMITS.content_type} characters`);
  if (!isMediaType(input.content_type))
    throw validationError(`content_type: a media type such as "image/jpeg", not "${input.content_type}"`);
  if (!Number.isInteger(input.size_bytes) || input.size_bytes < 1 || input.size_bytes > MAX_UPLOAD_BYTES) {
    throw validationError(`size_bytes: an integer from 1 to ${MAX_UPLOAD_BYTES} (50 MB), got ${input.size_bytes}`);
  }
}

export async function initUpload(
  services: UploadServices,
  tenant: TenantContext,
  input: InitInput,
): Promise<UploadDoc> {
  checkDeclared(input);
  const now = services.clock.now();
  const id = newId(input.kind === 'asset' ? 'asset' : 'upload');
  const doc: UploadDoc = {
    _id: id,
    business_id: tenant.business_id,
    livemode: tenant.livemode,
    kind: input.kind,
    status: 'pending',
    token: secretToken('utk_'),
    token_expires_at: new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000),
    filename: input.filename,
    content_type: input.content_type.trim(),
    size_bytes: input.size_bytes,
    folder_path: input.kind === 'asset' ? (input.folder ?? '') : null,
    session_id: input.kind === 'customer' ? (input.sessionId ?? null) : null,
    customer_id: input.kind === 'customer' ? (input.customerId ?? null) : null,
    public_token: input.kind === 'customer' ? secretToken('ptk_') : null,
    blob_key: blobKeyOf(id),
    sha256: null,
    receiving_since: null,
    received_at: null,
    confirmed_at: null,
    expires_at: new Date(now.getTime() + UNCONFIRMED_TTL_MS),
    created_at: now,
  };
  await uploads(services.db, tenant).insertOne(doc);
  return doc;
}

/**
 * Passes the body through while counting and hashing it: past `size` bytes it fails with 413 at once (nothing more
 * is read), and a body that ends short fails with 400 instead of ending, so the blob store never sees an end.
 */
class Measured extends Transform {
  private received = 0;
  private readonly hash = createHash('sha256');
  digest = '';

  constructor(private readonly size: number) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.received += chunk.length;
    if (this.received > this.size) {
      done(new AppError('PAYLOAD_TOO_LARGE', `The body is longer than the ${this.size} bytes declared at init`));
      return;
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.received < this.size) {
      done(badRequest(`The body ended after ${this.received} of the ${this.size} bytes declared at init`));
      return;
    }
    this.digest = this.hash.digest('hex');
    done();
  }
}

/** The PUT target: stores the bytes of the upload whose token this is, once. */
export async function receiveUpload(
  services: UploadServices,
  token: string,
  request: { contentType: string | undefined; contentLength: number | undefined },
  body: Readable,
): Promise<void> {
  const all = uploadsAcrossTenants(services.db);
  const now = services.clock.now();
  const u = await all.findOne({ token });
  if (!u || u.token_expires_at <= now) throw notFound('Unknown or expired upload URL; start a new upload');
  if (u.status !== 'pending') {
    throw conflict(`This upload URL was already used (the upload is ${u.status}); an upload URL takes one PUT`);
  }
  // Refusals that need no byte of the body come first, and do not spend the token.
  if (!request.contentType || normalContentType(request.contentType) !== normalContentType(u.content_type)) {
    throw badRequest(
      `Content-Type must be ${u.content_type}, as declared at init${request.contentType ? `, not ${request.contentType}` : ''}`,
    );
  }
  if (request.contentLength !== undefined) {
    if (request.contentLength > u.size_bytes)
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `Content-Length ${request.contentLength} is more than the ${u.size_bytes} bytes declared at init`,
      );
    if (request.contentLength < u.size_bytes)
      throw badRequest(
        `Content-Length ${request.contentLength} is less than the ${u.size_bytes} bytes declared at init`,
      );
  }
  // The single use: one atomic step from pending to receiving; of two PUTs only one gets it. (A PUT that died
  // mid-way, in a crash, leaves its claim: the URL expires with it, and the upload with its 24 hours.)
  const claimedAt = now;
  const claimed = await all.findOneAndUpdate(
    { _id: u._id, token, status: 'pending' },
    { $set: { status: 'receiving', receiving_since: claimedAt } },
  );
  if (!claimed) throw conflict('This upload URL is already being used by another PUT; an upload URL takes one PUT');
  const release = () =>
    all.updateOne(
      { _id: u._id, status: 'receiving', receiving_since: claimedAt },
      { $set: { status: 'pending', receiving_since: null } },
    );
  const measured = new Measured(u.size_bytes);
  try {
    // Errors of either side end both: a client that goes away fails the put, a put that fails stops reading.
    body.on('error', (err) => measured.destroy(err));
    // Node reports a dropped connection as an error of the request; a close before the end is the same, whichever comes.
    body.on('close', () => {
      if (!body.readableEnded) measured.destroy(badRequest('The connection closed before the body ended'));
    });
    measured.on('error', () => body.unpipe(measured));
    await services.blobs.put(u.blob_key, body.pipe(measured), { contentType: u.content_type, size: u.size_bytes });
  } catch (err) {
    // Not spent: the client may PUT again while the URL is valid.
    await release();
    // A blob store on MongoDB (GridFS) that failed is the store's failure (503), not the request's.
    throw err instanceof AppError || isStoreUnavailable(err)
      ? err
      : badRequest(`The upload did not complete: ${(err as Error).message}`);
  }
  try {
    await all.updateOne(
      { _id: u._id, status: 'receiving', receiving_since: claimedAt },
      {
        $set: { status: 'received', sha256: measured.digest, received_at: services.clock.now(), receiving_since: null },
      },
    );
  } catch (err) {
    // The bytes are stored but the store failed to note it (a failover): released as after a failed body, so that
    // the PUT the client is told it may send again is taken, instead of being refused until the URL lapses.
    await release().catch(() => undefined);
    throw err;
  }
}

/** A receiving claim older than the URL's life belongs to a PUT that died (a crash), not to one still streaming. */
const stale = (u: UploadDoc, now: Date) =>
  u.receiving_since !== null && now.getTime() - u.receiving_since.getTime() >= UPLOAD_URL_TTL_SECONDS * 1000;

export interface Confirmer {
  /** Customer uploads: only the session that started it, or the customer signed in then, may confirm. */
  sessionId?: string | null;
  customerId?: string | null;
}

/** Confirms an upload whose bytes arrived (idempotent); 400 before they did, 404 unknown, not the caller's, or expired. */
export async function confirmUpload(
  services: UploadServices,
  tenant: TenantContext,
  kind: UploadKind,
  id: string,
  who: Confirmer = {},
): Promise<UploadDoc> {
  const coll = uploads(services.db, tenant);
  const now = services.clock.now();
  const u = await coll.findOne({ _id: id, kind });
  const missing = notFound(`Upload ${id} not found`);
  if (!u) throw missing;
  if (kind === 'customer') {
    const mine =
      (u.session_id !== null && u.session_id === who.sessionId) ||
      (u.customer_id !== null && u.customer_id === who.customerId);
    if (!mine) throw missing;
  }
  if (u.status === 'confirmed') return u;
  if (u.expires_at && u.expires_at <= now) throw notFound(`Upload ${id} expired unconfirmed`);
  if (u.status !== 'received') {
    if (u.token_expires_at <= now && !(u.status === 'receiving' && !stale(u, now)))
      throw notFound(`Upload ${id} expired: its URL lapsed before the bytes arrived`);
    throw badRequest(`Upload ${id} has no bytes yet: PUT them to its upload_url first`);
  }
  // The bytes must really be there, whole: the store is the truth, not our note of it.
  const blob = await services.blobs.stat(u.blob_key);
  if (!blob || blob.size !== u.size_bytes)
    throw badRequest(`Upload ${id}: the stored bytes are missing or incomplete; PUT them again with a new upload`);
  const done = await coll.findOneAndUpdate(
    { _id: id, status: 'received' },
    { $set: { status: 'confirmed', confirmed_at: now, expires_at: null } },
    { returnDocument: 'after' },
  );
  // A concurrent confirm got there first: the same answer.
  return done ?? (await coll.findOne({ _id: id }))!;
}

/** Deletes an asset: the row at once (the file host answers 404 from then on), the bytes in the background. */
export async function deleteAsset(services: UploadServices, tenant: TenantContext, id: string): Promise<void> {
  const gone = await uploads(services.db, tenant).findOneAndDelete({ _id: id, kind: 'asset' });
  forgetHostedFile(id);
  if (gone) await deleteBlobLater(services, gone.blob_key);
}

export const DELETE_BLOB_JOB = 'delete-blob';

/** Queues the removal of a blob (retried by the job on failure); without a job queue, tries once now. */
async function deleteBlobLater(services: UploadServices, key: string): Promise<void> {
  const agenda = services.store.agenda;
  if (agenda) {
    await agenda.now(DELETE_BLOB_JOB, { key, attempt: 1 });
    return;
  }
  await services.blobs
    .delete(key)
    .catch((err: unknown) => services.logger.warn({ err, key }, 'blob delete failed; the bytes stay until a sweep'));
}

/**
 * Deletes uploads left unconfirmed past their 24 hours, bytes first (so a failure leaves the row to try again), a
 * bounded batch per call; answers how many went.
 */
export async function expireUploads(services: UploadServices, batch = 200): Promise<number> {
  const all = uploadsAcrossTenants(services.db);
  const now = services.clock.now();
  const lapsed = await all
    .find(
      { status: { $ne: 'confirmed' }, expires_at: { $lte: now } },
      { limit: batch, projection: { blob_key: 1, status: 1 } },
    )
    .toArray();
  for (const u of lapsed) {
    await services.blobs.delete(u.blob_key);
    await all.deleteOne({ _id: u._id, status: { $ne: 'confirmed' } });
  }
  return lapsed.length;
}

/** An asset from bytes at hand, through the same init → PUT → confirm path as any client (the demo's images). */
export async function uploadAsset(
  services: UploadServices,
  tenant: TenantContext,
  file: { folder: string; filename: string; contentType: string; bytes: Buffer },
): Promise<UploadDoc> {
  const u = await initUpload(services, tenant, {
    kind: 'asset',
    folder: file.folder,
    filename: file.filename,
    content_type: file.contentType,
    size_bytes: file.bytes.length,
  });
  await receiveUpload(
    services,
    u.token,
    { contentType: file.contentType, contentLength: file.bytes.length },
    Readable.from([file.bytes]),
  );
  return confirmUpload(services, tenant, 'asset', u._id);
}
