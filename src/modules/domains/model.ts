// Custom domains, as stored (collection `domains`): a hostname of a project, unique across businesses (index),
// proven by a TXT record and then attached, which makes the site serve it. Detaching deletes the document, so a
// hostname added again starts over with a new verification value. Like projects, domains are live-mode documents.
import type { Tenanted } from '../catalogue/model.js';

export type DomainStatus = 'pending_verification' | 'verified' | 'attached';

export interface DomainDoc extends Tenanted {
  _id: string; // dom_
  project_id: string;
  /** Lower-case, no trailing dot. */
  hostname: string;
  status: DomainStatus;
  verification: {
    /** `_storefront-verify.<hostname>` */
    name: string;
    /** `sfv-` and 32 hex digits, new for every add. */
    value: string;
    last_checked_at: Date | null;
    last_error: string | null;
  };
  verified_at: Date | null;
  attached_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** Domains a project may hold (the contract's limit). */
export const MAX_DOMAINS_PER_PROJECT = 50;
