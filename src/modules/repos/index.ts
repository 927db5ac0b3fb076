// The repos area's front door: what the rest of src/ may use of it. Files outside the area import only this (and
// the HTTP adapter the area's routes.ts); scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export { exportTree, hasCommit, headOf } from './checkout.js';
export { adoptIfNeeded } from './hosted.js';
export type { RepoDoc } from './model.js';
export { presentRepo } from './present.js';
export { connectRepo, getRepo, mintCloneUrl, provisionRepo, unlinkRepo } from './repos.js';
export { repos } from './store.js';
