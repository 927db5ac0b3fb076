// Connected repositories behind one interface: the repos module reaches a repository that lives elsewhere only
// through these types. Two kinds of adapter:
//
//   - GitRemoteAdapter talks git's smart HTTP protocol to any server (https.ts): checks that a repository answers
//     and gives its default branch (ls-remote), and fetches its branches and tags into a local bare copy. It is
//     the one that moves bytes, for every provider.
//   - GitAppProvider is a provider's app installation (GitHub App, GitLab application, Bitbucket app, apps.ts): it
//     turns `owner/name` into the repository's metadata and a short-lived token the remote adapter fetches with.
//     None is configured on this server; each says so instead of pretending (ProviderNotConfiguredError).
//
// Contract every adapter keeps:
//   - a repository that does not exist or that these credentials may not read throws RepoInaccessibleError (the
//     API answers 404 NOT_FOUND naming the field that named it);
//   - a provider that cannot be reached, times out or answers a server error throws ProviderUnavailableError
//     (503 SERVICE_UNAVAILABLE, retryable);
//   - tokens never appear in a URL, an argument list, a log line or an error message.

/** A repository reached over HTTP(S): where, and the token that opens it (null: anonymous). */
export interface RemoteRepo {
  /** The clone URL, without credentials. */
  url: string;
  token: string | null;
}

export interface RemoteInfo {
  /** The branch the remote's HEAD names; null for an empty repository (nothing to name yet). */
  defaultBranch: string | null;
}

export interface GitRemoteAdapter {
  /** Whether the repository answers with these credentials, and its default branch. */
  inspect(remote: RemoteRepo, signal?: AbortSignal): Promise<RemoteInfo>;
  /** The commit the remote's branch points to now (ls-remote); null when it has no such branch. */
  branchHead(remote: RemoteRepo, branch: string, signal?: AbortSignal): Promise<string | null>;
  /** Fetches every branch and tag of the remote into the bare repository at `dir`, creating it when missing. */
  fetchInto(remote: RemoteRepo, dir: string, signal?: AbortSignal): Promise<void>;
}

export type GitAppKind = 'github' | 'gitlab' | 'bitbucket';

/** A repository as a provider app's installation sees it. */
export interface AppRepo {
  fullName: string;
  defaultBranch: string;
  private: boolean;
  htmlUrl: string | null;
  /** What GitRemoteAdapter fetches: the HTTPS clone URL and an installation token valid for a short while. */
  remote: RemoteRepo;
}

export interface GitAppProvider {
  readonly kind: GitAppKind;
  /** False when this server holds no credentials for the app: then every call throws ProviderNotConfiguredError. */
  readonly configured: boolean;
  /** The repository `owner/name` through the business's installation of the app. */
  lookup(businessId: string, fullName: string, signal?: AbortSignal): Promise<AppRepo>;
}

/** The repository does not exist, or the credentials presented may not read it. */
export class RepoInaccessibleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RepoInaccessibleError';
  }
}

/** The provider could not be reached, timed out, or answered a server error. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** The server has no app configured for this provider. */
export class ProviderNotConfiguredError extends Error {
  constructor(readonly kind: GitAppKind) {
    super(`${kind} is not configured on this server: no ${APP_NAMES[kind]} credentials are set up`);
    this.name = 'ProviderNotConfiguredError';
  }
}

const APP_NAMES: Record<GitAppKind, string> = {
  github: 'GitHub App',
  gitlab: 'GitLab application',
  bitbucket: 'Bitbucket app',
};
