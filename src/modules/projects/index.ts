// The projects area's front door: what the rest of src/ may use of it. Files outside the area import only this (and
// the HTTP adapter the area's routes.ts); scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export type { ProjectDoc } from './model.js';
export { presentProject, type ProjectView } from './present.js';
export {
  createProject,
  listProjects,
  loadProject,
  lowerSuffix,
  projectView,
  updateProject,
  viewsOf,
} from './projects.js';
export { projects, projectTenant } from './store.js';
