// The domains area's front door: what the rest of src/ may use of it. Files outside the area import only this (and
// the HTTP adapter the area's routes.ts); scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export { addDomain, attachDomain, detachDomain, listDomains, loadDomain, verifyDomain } from './domains.js';
export { businessOfSiteHost, onHostnameChanged, projectForDomain, surfaceHostnames } from './hosts.js';
export { presentDetached, presentDomain } from './present.js';
export { businessSiteOrigin } from './site-origin.js';
