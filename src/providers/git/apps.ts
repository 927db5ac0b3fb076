// The provider apps: GitHub App, GitLab application, Bitbucket app. None is configured on this server, and none is
// faked: each adapter here reports `configured: false` and refuses every lookup with ProviderNotConfiguredError,
// which connect answers as 400 VALIDATION_ERROR naming `provider` (the contract says so). A business connects
// such a repository with `provider: git`, its HTTPS clone URL and an access token instead.
//
// What a real adapter has to do, for whoever configures one (it implements GitAppProvider, provider.ts):
//   - GitHub: an App id and private key; find the business's installation (GET /repos/{owner}/{repo}/installation
//     with an app JWT), mint an installation token (POST /app/installations/{id}/access_tokens, valid 1 hour,
//     contents:read), read the repository (GET /repos/{owner}/{repo}: default_branch, private, html_url); remote =
//     https://github.com/{owner}/{repo}.git with the token (user x-access-token).
//   - GitLab: an application's OAuth token per business; GET /api/v4/projects/{url-encoded path} (default_branch,
//     visibility, web_url); remote = the project's http_url_to_repo with the token (user oauth2).
//   - Bitbucket: an app's OAuth client credentials; GET /2.0/repositories/{workspace}/{repo} (mainbranch.name,
//     is_private, links.html); remote = https://bitbucket.org/{workspace}/{repo}.git with the token (user
//     x-token-auth).
// The business's installation would be stored per business; the lookup maps 404/403 to RepoInaccessibleError and
// network or 5xx failures to ProviderUnavailableError, and the fetch itself goes through HttpsGitAdapter.
import { ProviderNotConfiguredError, type AppRepo, type GitAppKind, type GitAppProvider } from './provider.js';

class UnconfiguredApp implements GitAppProvider {
  readonly configured = false;
  constructor(readonly kind: GitAppKind) {}
  async lookup(): Promise<AppRepo> {
    throw new ProviderNotConfiguredError(this.kind);
  }
}

export function createGitApps(): Record<GitAppKind, GitAppProvider> {
  return {
    github: new UnconfiguredApp('github'),
    gitlab: new UnconfiguredApp('gitlab'),
    bitbucket: new UnconfiguredApp('bitbucket'),
  };
}
