// Serves deployed sites by Host: `<project label>.<SITES_DOMAIN>` and the project's attached custom domains serve
// its production deployment; `<deployment label>.<SITES_DOMAIN>` serves that deployment's own build. Every request
// for a host of this service's own surfaces (BASE_URL, API_URL, …, loopback) goes to the API as before.
//
// Files: a path names a file of the build; a folder serves its index.html; anything else is the build's 404.html
// with status 404 (or a plain 404). No other fallback: a single-page app that routes in the browser ships its
// own 404.html. Files whose name carries a content hash (`app.3f9a1c2b.js`, `index-B2x9Qk1z.css`) are immutable
// for a year; everything else is revalidated (ETag: the bytes' hash). Only GET and HEAD. Builds are read from the
// blob store (src/flows/deploy/builds.ts: a manifest of the build's files, then each file's bytes), so any process
// serves what any worker published; nothing but the manifest's files is ever served (no `..`, and links were
// resolved, and those out of the build left out, when the build was published).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import fresh from 'fresh';
import type { Services } from '../../services.js';
import { sharedCollection, COLLECTION } from '../../store/index.js';
import { buildFileKey, loadBuild, type BuildFile, type BuildManifest } from '../../flows/deploy/builds.js';
import { SmallBlobCache } from '../../providers/blobs/cache.js';
import type { DeploymentDoc } from './model.js';
import { SERVED } from './rules/status.js';
import type { ProjectDoc } from '../projects/index.js';
import { onHostnameChanged, projectForDomain, surfaceHostnames } from '../domains/index.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
};
/** A name with a content hash of 8+ characters before the extension: `app.3f9a1c2b.js`, `index-B2x9Qk1z.css`. */
const HASHED = /[.-][A-Za-z0-9_]{8,}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
/**
 * How long a custom domain's resolution is kept in this process: a release, and an attach or detach made through
 * another process, shows within it (one made through this process drops it at once: hostnameChanged()).
 */
export const RESOLVE_CACHE_MS = 1000;

export interface Sites {
  /**
   * The request's host when it may be a site, else null: this service's own hosts, loopback and IP literals are
   * told apart from the Host header alone, so API requests pay no I/O and no await for the sites.
   */
  candidate(req: IncomingMessage): string | null;
  /** Serves a candidate host's request when it is a site; false (nothing written) otherwise. */
  handle(host: string, req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createSites(services: Services): Sites {
  const { config } = services;
  // This service's own surfaces, and loopback: never sites.
  const own = new Set(['localhost', '127.0.0.1', '[::1]', ...surfaceHostnames(config)]);
  const suffix = `.${config.sites.domain}`;
  const cache = new Map<string, { at: number; build: string | null | undefined }>();
  // A build's files never change under their keys: small ones are served from memory.
  const files = new SmallBlobCache(services.blobs);
  // Moves on with every change made through this process: a resolution that was under way meanwhile is not kept.
  let changes = 0;
  onHostnameChanged(services.db, (host) => {
    cache.delete(host);
    changes++;
  });
  const projects = () => sharedCollection<ProjectDoc>(services.db, COLLECTION.projects);
  const deployments = () => sharedCollection<DeploymentDoc>(services.db, COLLECTION.deployments);
  // The project carries its production build (written with the pointer on release): one read answers its hosts.
  const production = { projection: { production_build_id: 1 } };

  /** The build a host serves: undefined when the host is no site at all, null for a site with nothing released. */
  async function resolve(host: string): Promise<string | null | undefined> {
    if (host.endsWith(suffix)) {
      const label = host.slice(0, -suffix.length);
      if (!label || label.includes('.')) return null;
      const project = await projects().findOne({ host_label: label }, production);
      if (project) return project.production_build_id ?? null;
      const d = await deployments().findOne({ host_label: label }, { projection: { build_id: 1, status: 1 } });
      return d && SERVED.includes(d.status) ? d.build_id : null;
    }
    const domain = await projectForDomain(services, host);
    if (!domain) return undefined;
    const project = await projects().findOne({ _id: domain.project_id, business_id: domain.business_id }, production);
    return project?.production_build_id ?? null;
  }

  /** resolve(), kept RESOLVE_CACHE_MS per host (custom domains: every unknown host would otherwise cost a read). */
  async function cachedResolve(host: string): Promise<string | null | undefined> {
    const hit = cache.get(host);
    const now = Date.now();
    if (hit && now - hit.at < RESOLVE_CACHE_MS) return hit.build;
    const before = changes;
    const build = await resolve(host);
    if (changes !== before) return build;
    if (cache.size > 10_000) cache.clear();
    cache.set(host, { at: now, build });
    return build;
  }

  return {
    candidate(req) {
      const host = (req.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
      return !host || own.has(host) || /^\d+\.\d+\.\d+\.\d+$/.test(host) ? null : host;
    },

    async handle(host, req, res) {
      const isSiteHost = host.endsWith(suffix);
      const build = isSiteHost ? await resolve(host) : await cachedResolve(host);
      if (build === undefined && !isSiteHost) return false;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res
          .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
          .end('Method not allowed\n');
        return true;
      }
      if (!build) {
        res
          .writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
          .end('No deployment is served at this address\n');
        return true;
      }
      await serveFile(req, res, services, files, build);
      return true;
    },
  };
}

/** The file a request path names in the build: the path itself, else the index.html of the folder it names. */
function fileIn(manifest: BuildManifest, rel: string): { name: string; file: BuildFile } | null {
  const path = rel
    .split('/')
    .filter((p) => p && p !== '.')
    .join('/');
  for (const name of path ? [path, `${path}/index.html`] : ['index.html']) {
    const file = manifest.files[name];
    if (file) return { name, file };
  }
  return null;
}

async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  services: Services,
  blobs: SmallBlobCache,
  buildId: string,
): Promise<void> {
  const manifest = await loadBuild(services, buildId);
  if (!manifest) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
    return;
  }
  let rel: string;
  try {
    rel = decodeURIComponent((req.url ?? '/').split('?')[0]);
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad path\n');
    return;
  }
  const unsafe = rel.includes('\0') || rel.split('/').some((p) => p === '..');
  let found = unsafe ? null : fileIn(manifest, rel);
  let status = 200;
  if (!found) {
    found = fileIn(manifest, '404.html');
    status = 404;
    if (!found) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
  }
  const { name, file } = found;
  const base = name.slice(name.lastIndexOf('/') + 1);
  const headers: Record<string, string> = {
    'content-type': TYPES[extname(base).toLowerCase()] ?? 'application/octet-stream',
    'content-length': String(file.size),
    // The bytes' own hash: the same file in the next build keeps its ETag, so a browser revalidates for nothing.
    etag: `"${file.sha256.slice(0, 32)}"`,
    'last-modified': new Date(manifest.published_at).toUTCString(),
    'cache-control': status === 200 && HASHED.test(base) ? IMMUTABLE : REVALIDATE,
    'x-content-type-options': 'nosniff',
  };
  if (status === 200 && fresh(req.headers, { etag: headers.etag, 'last-modified': headers['last-modified'] })) {
    res.writeHead(304, { etag: headers.etag, 'cache-control': headers['cache-control'] }).end();
    return;
  }
  if (req.method === 'HEAD' || file.size === 0) {
    res.writeHead(status, headers).end();
    return;
  }
  // Opened before the head is written, so a file the store lost is a plain 500 rather than a cut-off answer. Read to
  // the known size: the stream ends with the last byte rather than with a later read that finds the end, so the
  // answer is complete as soon as the client has it all (one that closes right away got a whole 200, not 499).
  const body = await blobs.read(buildFileKey(buildId, file.sha256), { start: 0, end: file.size - 1 }, file.size);
  if (!body) throw new Error(`build ${buildId} lists ${name}, whose bytes are not in the blob store`);
  res.writeHead(status, headers);
  await pipeline(body, res);
}
