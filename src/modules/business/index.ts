// The business area's front door: what the rest of src/ may use of it. Files outside the area import only this (and
// the HTTP adapter the area's routes.ts); scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export { ALL_SCOPES, type BusinessDoc, type OwnerAccountDoc, type Scope, type TaxSettings } from './model.js';
export { adoptBusiness, type NewOwner, ownerAccountFor } from './owners.js';
export { isAllowedReturnUrl, returnUrlViolation } from './rules/return-url.js';
export { agentHostAllowed, type UcpSettings } from './rules/ucp-settings.js';
export {
  type BusinessSettings,
  type BusinessSettingsChange,
  getBusinessSettings,
  returnHostsOf,
  ucpSettings,
  updateBusinessSettings,
} from './settings.js';
export {
  setUcpSimulationSecret,
  simulationSecretMatches,
  simulationSecretViolation,
  ucpSimulationSecret,
} from './simulation-secret.js';
export { businesses, businessReads, currentBusiness, ownerAccounts } from './store.js';
