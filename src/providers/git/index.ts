// Git behind small interfaces: the CLI runner (cli.ts), local bare repositories (local.ts), the generic HTTPS
// remote adapter (https.ts), the provider apps (apps.ts, none configured), git's smart HTTP backend as a CGI
// child (http-backend.ts) and a push's pre-receive hook answered by this process (push-hooks.ts).
// createGitProviders builds the remote side from configuration.
import type { Config } from '../../kernel/config.js';
import { createGitApps } from './apps.js';
import { HttpsGitAdapter } from './https.js';
import type { GitAppKind, GitAppProvider, GitRemoteAdapter } from './provider.js';

export * from './provider.js';
export { GitCommandError } from './cli.js';
export {
  containsCommit,
  indexPack,
  initBare,
  isRepository,
  listRefs,
  packAllObjects,
  setRefs,
  writeTree,
} from './local.js';
export { serveHttpBackend } from './http-backend.js';
export { openPushSession, type PushRequest, type PushVerdict } from './push-hooks.js';

export interface GitProviders {
  remote: GitRemoteAdapter;
  apps: Record<GitAppKind, GitAppProvider>;
}

export function createGitProviders(git: Config['git']): GitProviders {
  return {
    remote: new HttpsGitAdapter({ bin: git.bin, timeoutMs: git.timeoutMs, allowHttp: git.connectAllowHttp }),
    apps: createGitApps(),
  };
}
