// Deployments, as stored (collection `deployments`), and their log lines (`deployment_logs`). A deployment builds
// one commit of a project's repository for one env scope and releases it; the status machine is
// queued → building → deploying → active (→ superseded), with failed and cancelled from the first three.
import type { Tenanted } from '../../store/index.js';

export type DeploymentStatus = 'queued' | 'building' | 'deploying' | 'active' | 'failed' | 'cancelled' | 'superseded';
export type EnvScope = 'production' | 'preview';

export interface DeploymentDoc extends Tenanted {
  _id: string; // dep_
  project_id: string;
  git_sha: string;
  /** The branch the deploy named (git_sha was its head then); a rollback's is its target's. Absent on older documents. */
  branch?: string | null;
  env_scope: EnvScope;
  status: DeploymentStatus;
  /** The re-released deployment, for a rollback. */
  rollback_of: string | null;
  /** Unique across businesses (index): the deployment's own hostname is `<host_label>.<SITES_DOMAIN>`. */
  host_label: string;
  /** The published build this deployment serves (its own, or the rolled-back one's). */
  build_id: string | null;
  error: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  updated_at: Date;
  /**
   * `<project>:<sha>:<scope>` while queued, building, deploying or active (a unique partial index): a second deploy
   * of the same commit and scope finds this one. Unset when it fails, is cancelled or superseded.
   */
  dedupe_key?: string;
  /** Written by the running job every few seconds: a building deployment without it is taken up again. */
  heartbeat_at?: Date | null;
  /** Runs of the pipeline so far (a restart in the middle runs it again, at most MAX_ATTEMPTS in all). */
  attempts: number;
}

export interface DeploymentLogDoc extends Tenanted {
  _id: string;
  deployment_id: string;
  /** 1, 2, … per deployment. */
  seq: number;
  at: Date;
  source: 'build' | 'deploy' | 'system';
  message: string;
}
