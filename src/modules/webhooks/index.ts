// The webhooks area's front door: what the rest of src/ may use of it. Files outside the area import only this (and
// the HTTP adapter the area's routes.ts); scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export {
  ATTEMPT_JOB,
  type AttemptJobData,
  DISPATCH_JOB,
  dispatchBatch,
  enableWebhook,
  listDeliveries,
  presentDelivery,
  replayDelivery,
  runDeliveryAttempt,
  sendTestEvent,
  SWEEP_JOB,
  sweepOrphanedDeliveries,
} from './delivery.js';
export {
  type AgentDeliveryInput,
  attemptClaimedAgentDelivery,
  claimedAgentDeliveryRow,
  listAgentDeliveries,
  queueAgentDelivery,
  replayAgentDelivery,
  startAgentDelivery,
} from './agents.js';
export { nextClockDelivery, runClockDeliveries } from './clock.js';
export { createWebhook, deleteWebhook, listWebhooks, presentWebhook } from './endpoints.js';
export { ATTEMPT_TIMEOUT_MS } from './http-post.js';
export { guardedLookup, isAllowedAddress, UnsafeAddressError } from './addresses.js';
