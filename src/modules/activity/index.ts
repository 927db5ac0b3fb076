// The activity area's front door: what the rest of src/ may use of it. Files outside the area import only this (and
// the HTTP adapter the area's routes.ts); scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  presentIncentiveTemplate,
  updateTemplate,
} from './incentives.js';
export { recommendationsFor, recomputeAllRelated } from './recommendations.js';
export {
  dismissCode,
  flushQueuedSignals,
  queueSignals,
  readSession,
  type RecordedSignal,
  recordSignals,
} from './record.js';
export { HALF_LIFE_MS, type IntentReading } from './rules/intent.js';
export { activityView, type SessionCaller } from './state.js';
