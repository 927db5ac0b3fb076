// The deployment status machine and the rules around it. Pure.
//
//   queued → building → deploying → active → superseded
//   queued | building | deploying → failed | cancelled
//
// A rollback skips building: queued → deploying → active. While a deployment is queued, building, deploying or
// active it holds the dedupe key of its (project, sha, scope), so a second deploy of the same commit finds it.
import type { DeploymentStatus, EnvScope } from '../model.js';

export const IN_PROGRESS: readonly DeploymentStatus[] = ['queued', 'building', 'deploying'];
/** Statuses in which a deployment's own hostname serves its build, so the contract shows its URL. */
export const SERVED: readonly DeploymentStatus[] = ['deploying', 'active', 'superseded'];

export const dedupeKey = (projectId: string, sha: string, scope: EnvScope) => `${projectId}:${sha}:${scope}`;

export type CancelDecision = 'cancel' | 'unchanged' | 'refuse';

/** Cancelling: in progress → cancelled; already cancelled → unchanged; active, failed, superseded → refused. */
export function cancelDecision(status: DeploymentStatus): CancelDecision {
  if (IN_PROGRESS.includes(status)) return 'cancel';
  return status === 'cancelled' ? 'unchanged' : 'refuse';
}

/** Why a deployment cannot be the target of a rollback of `scope`, or null when it can. */
export function rollbackRefusal(
  target: { status: DeploymentStatus; env_scope: EnvScope; build_id: string | null },
  scope: EnvScope,
): string | null {
  if (target.env_scope !== scope) return `it is a ${target.env_scope} deployment, not ${scope}`;
  if (target.status === 'active') return 'it is the active deployment';
  if (target.status !== 'superseded' || !target.build_id) return `it was never active (status ${target.status})`;
  return null;
}

/**
 * The folder of the checked-out tree that is published: the project's `output_directory` when set, else the first
 * of `dist`, `public` that exists, else the repository root.
 */
export function outputDirectory(configured: string | null, exists: (dir: string) => boolean): string {
  if (configured !== null) return configured;
  for (const dir of ['dist', 'public']) if (exists(dir)) return dir;
  return '.';
}

/** Whether `dir` stays inside the tree (no absolute path, no `..` step). */
export function isInsideTree(dir: string): boolean {
  if (dir.startsWith('/') || dir.includes('\0') || dir.includes('\\')) return false;
  return !dir.split('/').some((part) => part === '..');
}
