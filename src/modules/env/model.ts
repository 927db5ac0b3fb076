// A project's environment variables, as stored (collection `env_vars`): one document per (project, name) holding
// that name's value in each scope it is set in, so setting or removing both scopes is one write. Values are sealed
// (AES-256-GCM, seal.ts) before they are stored; nothing in the document is the value in clear.
import type { Tenanted } from '../../store/index.js';
import type { EnvScope } from '../deployments/index.js';

export type { EnvScope };
export const ENV_SCOPES: readonly EnvScope[] = ['preview', 'production'];

export interface EnvValue {
  /** `v1.<key id>.<base64url(iv | ciphertext | tag)>` (seal.ts). */
  sealed: string;
  /** Write-only: never answered, not even on reveal; builds still get it. */
  sensitive: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface EnvVarDoc extends Tenanted {
  _id: string; // env_
  project_id: string;
  /** The variable's name (the contract's `key`); unique per project (index). */
  name: string;
  scopes: Partial<Record<EnvScope, EnvValue>>;
}

/** Variables a project may hold per scope. */
export const MAX_VARS_PER_SCOPE = 200;
/** Names the platform keeps for the values it sets itself. */
export const RESERVED_PREFIX = 'PLATFORM_';
