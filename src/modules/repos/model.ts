// A project's repository link, as stored (collection `repos`, one per project at most). `managed` repositories are
// bare git repositories this service hosts under DATA_DIR and serves over git's smart HTTP protocol; connected ones
// live on a git provider and are fetched through a provider adapter.
import type { Tenanted } from '../catalogue/model.js';

export type RepoProvider = 'managed' | 'github' | 'gitlab' | 'bitbucket';

export interface RepoDoc extends Tenanted {
  _id: string; // repo_
  project_id: string;
  provider: RepoProvider;
  /** `owner/name`. */
  full_name: string;
  default_branch: string;
  private: boolean;
  html_url: string | null;
  created_at: Date;
}
