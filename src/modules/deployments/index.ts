// The deployments area's front door: what the rest of src/ may use of it. Files outside the area import only this (and
// the HTTP adapter the area's routes.ts); scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export type { DeploymentDoc, DeploymentStatus, EnvScope } from './model.js';
export { presentDeployment } from './present.js';
export {
  cancelDecision,
  dedupeKey,
  IN_PROGRESS,
  isInsideTree,
  outputDirectory,
  rollbackRefusal,
} from './rules/status.js';
export { deploymentLogs, deployments } from './store.js';
