// A project's repository link, as stored (collection `repos`, one per project at most). `managed` repositories are
// git repositories this service hosts (refs in `git_refs`, objects in the blob store, a copy per process under
// DATA_DIR) and serves over git's smart HTTP protocol; connected ones
// live elsewhere and are fetched into a local copy: `git` from any server over HTTPS (the generic adapter), the
// app providers through their app (none configured on this server, src/providers/git/apps.ts).
import type { Tenanted } from '../../store/index.js';

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

/**
 * A managed repository's durable state (collection `git_refs`, src/modules/repos/hosted.ts): its refs, and the packs
 * in the blob store that hold its objects. One per managed repository, its _id the repository's.
 */
export interface GitRefsDoc extends Tenanted {
  _id: string; // repo_
  /** Moves on by one with every change: the compare-and-set of each push and each merge of packs. */
  version: number;
  /** Every ref and the object it points to, as `[ref, object id]` (an array: ref names may hold dots). */
  refs: [string, string][];
  /** `pack-<hash>` names, under `git/<repo id>/<name>.pack` in the blob store; together they hold every object. */
  packs: string[];
  updated_at: Date;
}

/** `owner/name` on a provider: the contract's pattern. */
export const FULL_NAME = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;

export const CLONE_TTL = { min: 60, max: 3600, default: 900 } as const;
