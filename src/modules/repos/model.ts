// A project's repository link, as stored (collection `repos`, one per project at most). `managed` repositories are
// bare git repositories this service hosts under DATA_DIR and serves over git's smart HTTP protocol; connected ones
// live elsewhere and are fetched into a local copy: `git` from any server over HTTPS (the generic adapter), the
// app providers through their app (none configured on this server, src/providers/git/apps.ts).
import type { Tenanted } from '../catalogue/model.js';

export type RepoProvider = 'managed' | 'git' | 'github' | 'gitlab' | 'bitbucket';

/** A secret sealed with AES-256-GCM (src/modules/repos/credentials.ts); base64 parts. */
export interface SealedSecret {
  iv: string;
  tag: string;
  data: string;
}

export interface RepoDoc extends Tenanted {
  _id: string; // repo_
  project_id: string;
  provider: RepoProvider;
  /** `owner/name`; managed: `<business slug>/<repo_name>`, unique among the business's managed repositories (index). */
  full_name: string;
  default_branch: string;
  private: boolean;
  html_url: string | null;
  created_at: Date;
  /** Connected `git` repositories: the clone URL, without credentials. */
  remote_url?: string;
  /** Connected `git` repositories: the access token, sealed; absent for an anonymous remote. Never presented. */
  remote_token?: SealedSecret;
}

/** `owner/name` on a provider: the contract's pattern. */
export const FULL_NAME = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;

export const CLONE_TTL = { min: 60, max: 3600, default: 900 } as const;
