// git's smart HTTP protocol for managed repositories, at /git/<business_id>/<repo_id>.git/…: the three requests
// of the protocol (the ref advertisement `info/refs?service=…`, then POST `git-upload-pack` to fetch or
// `git-receive-pack` to push), each checked here and answered by `git http-backend` (src/providers/git).
//
// Every request carries the clone URL's credential as HTTP Basic password (git sends it after the first 401);
// a public repository (`private: false`) is also fetched without one.
// Missing, malformed, forged or expired: 401 with WWW-Authenticate, which makes git report "Authentication
// failed" instead of retrying. A read credential asking for receive-pack: 403 (git prints "The requested URL
// returned error: 403"). A repository unlinked since the credential was minted: 404. The dumb protocol and any
// other path under /git/ are 404. Answers are plain text: git shows them to the user.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname } from 'node:path';
import type { Services } from '../kernel/services.js';
import { checkCloneCredential, type CloneAccess } from '../modules/repos/credentials.js';
import type { RepoDoc } from '../modules/repos/model.js';
import { repoDirOf } from '../modules/repos/checkout.js';
import { GIT_PATH } from '../modules/repos/repos.js';
import { repos } from '../modules/repos/store.js';
import { projectTenant } from '../modules/projects/store.js';
import { isRepository, serveHttpBackend } from '../providers/git/index.js';
import { relaxBodyIdle } from './body-timeout.js';
import { clientIp } from './client-ip.js';

const ROUTE = /^\/git\/(biz_[A-Za-z0-9]{8,64})\/(repo_[A-Za-z0-9]{8,64})\.git\/(info\/refs|git-upload-pack|git-receive-pack)$/;
const SERVICES = new Set(['git-upload-pack', 'git-receive-pack']);
/** How long one request's git child may run (a large push over a slow line included). */
const TIME_LIMIT_MS = 15 * 60_000;

function plain(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): true {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(`${message}\n`);
  return true;
}

/** The Basic password of the request, or null. */
function basicPassword(req: IncomingMessage): string | null {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(req.headers.authorization ?? '');
  if (!m) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? null : decoded.slice(colon + 1);
}

export function gitRoutes(services: Services): (req: IncomingMessage, res: ServerResponse, path: string) => Promise<boolean> {
  const realm = `Basic realm="${new URL(services.config.git.publicUrl).host} git", charset="UTF-8"`;
  return async (req, res, path) => {
    if (path !== GIT_PATH && !path.startsWith(`${GIT_PATH}/`)) return false;
    const m = ROUTE.exec(path);
    if (!m) return plain(res, 404, 'Not a repository path; clone with the URL from POST …/repo/clone-url');
    const [, businessId, repoId, rest] = m;
    const url = req.url ?? '';
    const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
    const service = rest === 'info/refs' ? new URLSearchParams(query).get('service') : rest;
    const method = req.method ?? 'GET';
    if (rest === 'info/refs') {
      if (method !== 'GET') return plain(res, 405, 'Method not allowed', { allow: 'GET' });
      // Without ?service= a client speaks the dumb protocol, which this server does not serve.
      if (!service || !SERVICES.has(service)) return plain(res, 404, 'Only git\'s smart HTTP protocol is served (git 1.6.6 or later)');
    } else {
      if (method !== 'POST') return plain(res, 405, 'Method not allowed', { allow: 'POST' });
      if (req.headers['content-type'] !== `application/x-${service}-request`) return plain(res, 415, `Content-Type must be application/x-${service}-request`);
    }

    const ref = { business_id: businessId, repo_id: repoId };
    const password = basicPassword(req);
    const findRepo = () => repos(services.db, projectTenant(businessId)).findOne({ _id: repoId, provider: 'managed' });
    let repo: RepoDoc | null | undefined;
    let access: CloneAccess;
    if (password === null && service === 'git-upload-pack' && (repo = await findRepo())?.private === false) {
      // A public repository is read by anyone; pushing to it still takes a write URL.
      access = 'read';
    } else {
      const check = password === null ? null : await checkCloneCredential(services, ref, password);
      if (!check?.ok) {
        req.resume();
        const why = !check ? 'Credentials required: use the URL from POST …/repo/clone-url' : check.reason === 'expired' ? 'This clone URL has expired; mint a new one' : 'Invalid credentials for this repository';
        return plain(res, 401, why, { 'www-authenticate': realm });
      }
      access = check.access;
    }
    if (service === 'git-receive-pack' && access !== 'write') {
      req.resume();
      return plain(res, 403, 'This clone URL is read-only; mint one with access "write" to push');
    }
    // git packs a push between its ref commands and the pack, silent meanwhile: an accepted push is held to the
    // total request limit only (src/http/body-timeout.ts), not to the idle one.
    if (service === 'git-receive-pack') relaxBodyIdle(req);
    if (repo === undefined) repo = await findRepo();
    const dir = repo ? repoDirOf(services, repo) : null;
    if (!dir || !(await isRepository(dir))) {
      req.resume();
      return plain(res, 404, 'Repository not found (it was unlinked)');
    }
    await serveHttpBackend(req, res, {
      bin: services.config.git.bin,
      projectRoot: dirname(dir),
      pathInfo: `/${basename(dir)}/${rest}`,
      query,
      remoteAddr: clientIp(req),
      remoteUser: access === 'write' ? `${repoId}-writer` : null,
      maxBodyBytes: services.config.git.maxPushBytes,
      timeLimitMs: TIME_LIMIT_MS,
      log: (message) => services.logger.warn({ repo: repoId }, message),
    });
    return true;
  };
}
