// git's smart HTTP protocol for managed repositories, at /git/<business_id>/<repo_id>.git/…: the three requests
// of the protocol (the ref advertisement `info/refs?service=…`, then POST `git-upload-pack` to fetch or
// `git-receive-pack` to push), each checked here and answered by `git http-backend` (src/providers/git) from this
// process's copy of the repository, brought to its stored state first (src/modules/repos/hosted.ts: the refs are in
// MongoDB and the objects in the blob store, so any process serves any repository and a push through one is seen
// by all).
//
// Every request carries the clone URL's credential as HTTP Basic password (git sends it after the first 401);
// a public repository (`private: false`) is also fetched without one.
// Missing, malformed, forged or expired: 401 with WWW-Authenticate, which makes git report "Authentication
// failed" instead of retrying. A read credential asking for receive-pack: 403 (git prints "The requested URL
// returned error: 403"). A repository unlinked since the credential was minted: 404. The dumb protocol and any
// other path under /git/ are 404. Answers are plain text: git shows them to the user.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname } from 'node:path';
import type { Services } from '../../services.js';
import { checkCloneCredential, type CloneAccess } from './credentials.js';
import type { RepoDoc } from './model.js';
import { consolidate, CONSOLIDATE_AT, recordPush, repoDirOf, syncRepo } from './hosted.js';
import { GIT_PATH } from './repos.js';
import { repos } from './store.js';
import { projectTenant } from '../projects/index.js';
import { openPushSession, serveHttpBackend } from '../../providers/git/index.js';
import type { HttpBackendOptions } from '../../providers/git/http-backend.js';
import { relaxBodyIdle } from '../../http/kit/body-timeout.js';
import { clientIp } from '../../http/kit/client-ip.js';

const ROUTE =
  /^\/git\/(biz_[A-Za-z0-9]{8,64})\/(repo_[A-Za-z0-9]{8,64})\.git\/(info\/refs|git-upload-pack|git-receive-pack)$/;
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

export function gitRoutes(
  services: Services,
): (req: IncomingMessage, res: ServerResponse, path: string) => Promise<boolean> {
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
      if (!service || !SERVICES.has(service))
        return plain(res, 404, "Only git's smart HTTP protocol is served (git 1.6.6 or later)");
    } else {
      if (method !== 'POST') return plain(res, 405, 'Method not allowed', { allow: 'POST' });
      if (req.headers['content-type'] !== `application/x-${service}-request`)
        return plain(res, 415, `Content-Type must be application/x-${service}-request`);
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
        const why = !check
          ? 'Credentials required: use the URL from POST …/repo/clone-url'
          : check.reason === 'expired'
            ? 'This clone URL has expired; mint a new one'
            : 'Invalid credentials for this repository';
        return plain(res, 401, why, { 'www-authenticate': realm });
      }
      access = check.access;
    }
    if (service === 'git-receive-pack' && access !== 'write') {
      req.resume();
      return plain(res, 403, 'This clone URL is read-only; mint one with access "write" to push');
    }
    // git packs a push between its ref commands and the pack, silent meanwhile: an accepted push is held to the
    // total request limit only (src/http/kit/body-timeout.ts), not to the idle one.
    if (service === 'git-receive-pack') relaxBodyIdle(req);
    if (repo === undefined) repo = await findRepo();
    if (!repo) {
      req.resume();
      return plain(res, 404, 'Repository not found (it was unlinked)');
    }
    // This process's copy, brought to the repository's stored state: pushes through other processes included.
    try {
      await syncRepo(services, repo);
    } catch (err) {
      req.resume();
      services.logger.error({ err, repo: repoId }, 'bringing a git repository up to date failed');
      return plain(res, 503, 'The repository cannot be read right now; try again');
    }
    const dir = repoDirOf(services, repo);
    const backend = {
      bin: services.config.git.bin,
      projectRoot: dirname(dir),
      pathInfo: `/${basename(dir)}/${rest}`,
      query,
      remoteAddr: clientIp(req),
      remoteUser: access === 'write' ? `${repoId}-writer` : null,
      maxBodyBytes: services.config.git.maxPushBytes,
      timeLimitMs: TIME_LIMIT_MS,
      log: (message: string) => services.logger.warn({ repo: repoId }, message),
    };
    if (rest === 'git-receive-pack') await servePush(services, repo, req, res, backend);
    else await serveHttpBackend(req, res, backend);
    return true;
  };
}

/**
 * A push: git's pre-receive hook asks this process (recordPush, src/modules/repos/hosted.ts), which stores the pack
 * and moves the stored refs, or refuses. An accepted push keeps this process's copy locked until the request is
 * over, by when git has moved the copy's refs to match; then, past CONSOLIDATE_AT packs, they are merged.
 */
async function servePush(
  services: Services,
  repo: RepoDoc,
  req: IncomingMessage,
  res: ServerResponse,
  backend: Omit<HttpBackendOptions, 'env'>,
): Promise<void> {
  let over = false;
  let release: (() => void) | undefined;
  let packs = 0;
  const session = await openPushSession(async (request) => {
    const recorded = await recordPush(services, repo, request, () => !over);
    if (recorded.release) {
      if (over) recorded.release();
      else release = recorded.release;
    }
    packs = recorded.state?.packs.length ?? 0;
    return recorded.verdict;
  });
  try {
    await serveHttpBackend(req, res, { ...backend, env: session.env });
  } finally {
    over = true;
    session.close();
    release?.();
  }
  if (packs >= CONSOLIDATE_AT) {
    void consolidate(services, repo).catch((err: unknown) =>
      services.logger.warn(
        { err, repo: repo._id },
        "merging a git repository's packs failed; the next push tries again",
      ),
    );
  }
}
