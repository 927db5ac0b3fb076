// Site projects, as stored (collection `projects`). A project belongs to a business, not to a mode: business keys
// are live keys, so every project document has livemode true. Its repository link (src/modules/repos), its
// deployments (src/modules/deployments), domains and env vars are documents of their own, keyed by project_id.
import type { Tenanted } from '../../store/index.js';

export interface ProjectSettings {
  /** The opt-in for the destructive agent tools; changeable only through PUT …/projects/{id}, never by a tool. */
  mcp_destructive_ops_enabled: boolean;
  production_branch: string;
  build_command: string | null;
  output_directory: string | null;
  node_version: '20' | '22';
}

export const DEFAULT_SETTINGS: Readonly<ProjectSettings> = {
  mcp_destructive_ops_enabled: false,
  production_branch: 'main',
  build_command: null,
  output_directory: null,
  node_version: '20',
};

export interface ProjectDoc extends Tenanted {
  _id: string; // prj_
  name: string;
  /** Unique per business (index). */
  slug: string;
  /** `<slug>-<6 random>`: unique across businesses (index); the production hostname is `<host_label>.<SITES_DOMAIN>`. */
  host_label: string;
  settings: ProjectSettings;
  /** The deployment served on the project's production hostnames, or null (set atomically on release). */
  production_deployment_id: string | null;
  /**
   * That deployment's build, written in the same release transaction: site serving resolves a host from the project
   * alone, without a second read of the deployment.
   */
  production_build_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Projects a business may hold. */
export const MAX_PROJECTS = 100;
