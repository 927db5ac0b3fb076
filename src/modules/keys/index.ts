// The keys area's front door: what the rest of src/ may use of it. Files outside the area import only this (and
// the HTTP adapter the area's routes.ts); scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export { issueApiKey, KeyResolver } from './api-keys.js';
export {
  attachToKey,
  callingKey,
  createBusinessKey,
  keyContext,
  listBusinessKeys,
  revokeBusinessKey,
  whoIs,
  workingContext,
} from './keys.js';
export { presentApiKey, presentContext, presentCreatedKey, presentWhoami } from './present.js';
export { apiKeys } from './store.js';
