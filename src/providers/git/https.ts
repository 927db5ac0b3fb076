// The generic adapter: any git server over the smart HTTP protocol, with an optional token. ls-remote checks a
// repository and reads its default branch or where a branch points; fetch copies its branches and tags into a
// local bare repository.
//
// The token travels as an HTTP Basic password (user `x-access-token`, which GitHub, GitLab, Gitea and this
// server's own /git/ routes all accept) in an `http.extraHeader` passed through the environment, so it shows in
// no URL, argument list or message. Only http(s) transports are allowed (GIT_ALLOW_PROTOCOL: no `ext::` or `file://`
// through a crafted URL or a submodule), and redirects are not followed: a server must not be able to send the
// token, or this machine's requests, somewhere else.
import { GitCommandError, configEnv, runGit } from './cli.js';
import { initBare, isRepository } from './local.js';
import {
  ProviderUnavailableError,
  RepoInaccessibleError,
  type GitRemoteAdapter,
  type RemoteInfo,
  type RemoteRepo,
} from './provider.js';

export interface HttpsGitOptions {
  bin: string;
  /** Per ls-remote or fetch. */
  timeoutMs: number;
  /** Allow http:// remotes (tests and local development). */
  allowHttp: boolean;
}

/** What git says when the server refused or does not have the repository (LC_ALL=C messages). */
const INACCESSIBLE = [
  /Authentication failed/i,
  /could not read (Username|Password)/i,
  /returned error: (401|403|404)\b/,
  /repository '.*' not found/i,
  /not valid: is this a git repository/i,
  /does not appear to be a git repository/i,
];

export class HttpsGitAdapter implements GitRemoteAdapter {
  constructor(private readonly opts: HttpsGitOptions) {}

  async inspect(remote: RemoteRepo, signal?: AbortSignal): Promise<RemoteInfo> {
    const { stdout } = await this.run(remote, ['ls-remote', '--symref', remote.url, 'HEAD'], signal);
    const head = /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(stdout);
    return { defaultBranch: head ? head[1] : null };
  }

  async branchHead(remote: RemoteRepo, branch: string, signal?: AbortSignal): Promise<string | null> {
    const ref = `refs/heads/${branch}`;
    const { stdout } = await this.run(remote, ['ls-remote', remote.url, ref], signal);
    // ls-remote matches patterns by their tail: keep the line naming exactly this ref.
    const line = stdout.split('\n').find((l) => l.endsWith(`\t${ref}`));
    const sha = line?.split('\t')[0] ?? '';
    return /^[0-9a-f]{40}$/.test(sha) ? sha : null;
  }

  async fetchInto(remote: RemoteRepo, dir: string, signal?: AbortSignal): Promise<void> {
    if (!(await isRepository(dir))) await initBare(this.opts.bin, dir);
    await this.run(
      remote,
      [
        '--git-dir',
        dir,
        'fetch',
        '--quiet',
        '--prune',
        '--no-tags',
        remote.url,
        '+refs/heads/*:refs/heads/*',
        '+refs/tags/*:refs/tags/*',
      ],
      signal,
    );
  }

  private async run(remote: RemoteRepo, args: string[], signal?: AbortSignal) {
    const config: Record<string, string> = { 'http.followRedirects': 'false', 'credential.helper': '' };
    if (remote.token)
      config['http.extraHeader'] =
        `Authorization: Basic ${Buffer.from(`x-access-token:${remote.token}`).toString('base64')}`;
    const env = {
      ...configEnv(config),
      GIT_ALLOW_PROTOCOL: this.opts.allowHttp ? 'https:http' : 'https',
      GIT_PROTOCOL_FROM_USER: '0',
    };
    try {
      return await runGit(this.opts.bin, args, { env, timeoutMs: this.opts.timeoutMs, signal });
    } catch (err) {
      if (!(err instanceof GitCommandError)) throw err;
      const where = redact(remote.url);
      if (err.timedOut)
        throw new ProviderUnavailableError(
          `${where} did not answer within ${Math.round(this.opts.timeoutMs / 1000)} s`,
          { cause: err },
        );
      if (err.missing) throw new ProviderUnavailableError(err.message, { cause: err });
      if (INACCESSIBLE.some((re) => re.test(err.stderr)))
        throw new RepoInaccessibleError(`${where} was not found or is not readable with the credentials given`);
      // The last line of git's stderr says what failed (resolve, connect, TLS, a 5xx) and carries no secret.
      throw new ProviderUnavailableError(`${where} could not be reached: ${lastLine(err.stderr) || err.message}`, {
        cause: err,
      });
    }
  }
}

function lastLine(text: string): string {
  return (
    text
      .trim()
      .split('\n')
      .at(-1)
      ?.replace(/^fatal:\s*/, '') ?? ''
  );
}

/** The URL as it may be shown: without any user information. */
function redact(url: string): string {
  try {
    const u = new URL(url);
    u.username = '';
    u.password = '';
    return u.toString();
  } catch {
    return '(invalid URL)';
  }
}
