// Serves confirmed uploads: conditional GET, single byte ranges, and headers that keep user-supplied bytes from
// ever acting as a page of this origin. Which path names which file is the resolver's business; this module only
// answers for a file it is handed. Errors before any header is sent (the resolver or the store failing) reject the
// returned promise, so the caller's error handler answers and logs them. fileHostRoute mounts the host, reading
// confirmed uploads (hosting.ts), at FILES_PATH for the HTTP adapter.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { create as contentDisposition } from 'content-disposition';
import fresh from 'fresh';
import parseRange from 'range-parser';
import { FILES_PATH } from '../../kernel/config.js';
import type { Services } from '../../services.js';
import type { BlobStore } from '../../providers/blobs/blob-store.js';
import { SmallBlobCache } from '../../providers/blobs/cache.js';
import { resolveHostedFile, type HostedFile } from './hosting.js';

/** What the host needs of the blob store: whether a blob is there, and its bytes (`size`: known from the record). */
export interface HostBlobs {
  stat: BlobStore['stat'];
  read(key: string, range: { start: number; end: number } | undefined, size: number): ReturnType<BlobStore['read']>;
}

export interface FileHostOptions {
  blobs: HostBlobs;
  resolve: (path: string) => Promise<HostedFile | null>;
}

/**
 * Uploads are shown in the browser only when their type is one a browser merely displays (raster images, audio,
 * video, plain text, JSON). Everything else is a download: HTML, XHTML, SVG and every XML type (XSLT and
 * xml-stylesheet can turn XML into a scripted page), JavaScript, multipart/x-mixed-replace (its parts may be HTML),
 * PDF (it can carry script and forms, and Chrome's viewer will not run in a sandboxed document anyway) and every
 * type we have not thought of. An allow-list fails closed where a list of dangerous types would fail open.
 */
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
  'text/plain',
  'text/csv',
  'application/json',
]);
const INLINE_FAMILIES = /^(audio|video)\//;
/** A name that says "page" or "script" is downloaded whatever its declared type: saved copies open by extension. */
const ACTIVE_EXTENSION = /\.(s?html?|xht(ml)?|svgz?|xml|xslt?|[mc]?js|pdf|swf|mht(ml)?)$/i;
const SHA256_HEX = /^[0-9a-f]{64}$/i;
const MIME_ESSENCE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/;

/**
 * Every answer forbids scripts, plugins, forms, loads and framing (sandbox, default-src 'none', frame-ancestors).
 * Viewing a displayable file directly still works: the browser's own image document styles itself inline (Chrome
 * refuses those styles without style-src 'unsafe-inline'; the browser test checks it), and img-src/media-src
 * 'self' let image and media documents that load their own URL as an element do so. None of that helps an
 * attacker: nothing in a sandboxed, script-less document can use it. Embedding an image on a storefront is a
 * matter of CORP, not of this policy (a response's CSP governs only the document it becomes).
 */
const VIEW_POLICY =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";
const DOWNLOAD_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  // Storefronts on other origins show these images.
  'cross-origin-resource-policy': 'cross-origin',
  'referrer-policy': 'no-referrer',
} as const;

type Headers = Record<string, string | number>;

/** The file host of confirmed uploads, for paths under FILES_PATH: true when it answered. */
export function fileHostRoute(
  services: Services,
): (req: IncomingMessage, res: ServerResponse, path: string) => Promise<boolean> {
  // Thumbnails and icons are read over and over: the host reads small blobs from memory (cache.ts says why it is safe).
  const host = createFileHost({
    blobs: new SmallBlobCache(services.blobs),
    resolve: (path) => resolveHostedFile(services.db, path),
  });
  return async (req, res, path) => {
    if (!path.startsWith(`${FILES_PATH}/`)) return false;
    await host(req, res, path.slice(FILES_PATH.length));
    return true;
  };
}

export function createFileHost(
  opts: FileHostOptions,
): (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void> {
  const { blobs, resolve } = opts;

  return async function hostFile(req, res, path) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(res, 405, 'METHOD_NOT_ALLOWED', `${req.method} is not allowed here; use GET or HEAD`, {
        allow: 'GET, HEAD',
      });
      return;
    }
    const file = await resolve(path);
    if (!file) return notFound(res);

    // An empty or truncated digest would give many files the same ETag, and a stranger's copy a 304.
    if (!SHA256_HEX.test(file.sha256))
      throw new Error(`Hosted file ${file.key} has no valid sha256 (${JSON.stringify(file.sha256)})`);
    const type = declaredType(file.contentType);
    const inline = isViewable(type) && !ACTIVE_EXTENSION.test(file.filename);
    const headers: Headers = {
      etag: `"${Buffer.from(file.sha256, 'hex').toString('base64url')}"`,
      'last-modified': file.lastModified.toUTCString(),
      'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      'content-security-policy': inline ? VIEW_POLICY : DOWNLOAD_POLICY,
      ...COMMON_HEADERS,
    };
    // The answers without a body still say 404 when the bytes are gone, as the GET would.
    const exists = async () => (await blobs.stat(file.key)) !== null;

    // Only the validators decide: a request's Cache-Control: no-cache (fetch() adds it to every conditional request)
    // tells caches to revalidate, and this answer is that revalidation (RFC 9111 5.2.1.4), so it may still be a 304.
    const conditions = {
      'if-none-match': req.headers['if-none-match'],
      'if-modified-since': req.headers['if-modified-since'],
    };
    if (fresh(conditions, headers)) {
      if (!(await exists())) return notFound(res);
      res.writeHead(304, headers);
      res.end();
      return;
    }

    const range = req.method === 'GET' ? requestedRange(req, file.size, headers) : undefined;
    if (range === 'unsatisfiable') {
      if (!(await exists())) return notFound(res);
      sendError(res, 416, 'RANGE_NOT_SATISFIABLE', `The file has ${file.size} bytes`, {
        'content-range': `bytes */${file.size}`,
      });
      return;
    }

    headers['content-type'] = type;
    headers['content-disposition'] = contentDisposition(safeFilename(file.filename), {
      type: inline ? 'inline' : 'attachment',
    });
    headers['accept-ranges'] = 'bytes';
    headers['content-length'] = range ? range.end - range.start + 1 : file.size;
    if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${file.size}`;

    if (req.method === 'HEAD') {
      if (!(await exists())) return notFound(res);
      res.writeHead(200, headers);
      res.end();
      return;
    }

    const body = await blobs.read(file.key, range, file.size);
    if (!body) return notFound(res);
    res.writeHead(range ? 206 : 200, headers);
    try {
      // pipeline destroys the blob stream when the client goes away, and the response when the blob fails.
      await pipeline(body, exactly(Number(headers['content-length']), file.key), res);
    } catch (err) {
      res.destroy();
      // A client that hangs up is routine; anything else is the store failing mid-answer, for the caller to log.
      if ((err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw err;
    }
  };
}

/**
 * Passes on exactly `length` bytes or fails: a blob shorter or longer than its record must end in a broken
 * connection, not in a body that disagrees with Content-Length (a hung client, or bytes read as the next response).
 * (`res.strictContentLength` would check too, but throws from inside the stream's events, out of reach.)
 */
function exactly(length: number, key: string): Transform {
  let seen = 0;
  const mismatch = () => new Error(`Blob ${key} does not have the ${length} bytes its record promises`);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > length) done(mismatch());
      else done(null, chunk);
    },
    flush(done) {
      done(seen === length ? null : mismatch());
    },
  });
}

/** The declared type as sent; a value that is not a media type (or not a safe header value) becomes a download. */
function declaredType(declared: string): string {
  const essence = declared.split(';', 1)[0].trim().toLowerCase();
  return /^[\x20-\x7e]*$/.test(declared) && MIME_ESSENCE.test(essence) ? declared : 'application/octet-stream';
}

function isViewable(type: string): boolean {
  const essence = type.split(';', 1)[0].trim().toLowerCase();
  return INLINE_TYPES.has(essence) || (INLINE_FAMILIES.test(essence) && !essence.endsWith('+xml'));
}

/** The last path segment without control characters: the name is the uploader's, the header is ours. */
function safeFilename(name: string): string {
  const base = name
    .split(/[/\\]/)
    .pop()!
    .replace(/[\x00-\x1f\x7f]/g, '')
    .trim();
  return base || 'file';
}

/**
 * The one range to serve, 'unsatisfiable', or undefined for the whole file. Several ranges get the whole file:
 * multipart/byteranges is rarely needed by real clients and is a known amplification and parser-confusion surface.
 * A malformed header, an unknown unit or an If-Range that no longer matches also get the whole file (RFC 9110 14.2).
 */
function requestedRange(
  req: IncomingMessage,
  size: number,
  headers: Headers,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const header = req.headers.range;
  if (!header) return undefined;
  const ifRange = req.headers['if-range'];
  if (ifRange !== undefined && (typeof ifRange !== 'string' || !ifRangeMatches(ifRange, headers))) return undefined;
  const ranges = parseRange(size, header);
  if (ranges === -2) return undefined;
  if (ranges === -1) return 'unsatisfiable';
  if (ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return ranges[0];
}

/** If-Range compares strongly: the exact ETag (never a weak one), or exactly the Last-Modified date. */
function ifRangeMatches(value: string, headers: Headers): boolean {
  const v = value.trim();
  if (v.startsWith('"') || v.startsWith('W/')) return v === headers.etag;
  const date = Date.parse(v);
  return !Number.isNaN(date) && date === Date.parse(String(headers['last-modified']));
}

function notFound(res: ServerResponse): void {
  sendError(res, 404, 'NOT_FOUND', 'No such file');
}

function sendError(res: ServerResponse, status: number, code: string, message: string, extra: Headers = {}): void {
  const body = JSON.stringify({ error: { code, message } });
  res.writeHead(status, {
    'content-security-policy': DOWNLOAD_POLICY,
    ...COMMON_HEADERS,
    ...extra,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}
