// Custom domains, as stored (collection `domains`): a hostname of a project, proven by a TXT record and then
// attached, which makes the site serve it. Any number of projects (of any business) may hold a hostname pending;
// the first to verify it holds it alone (unique index among verified documents), and the others can no longer
// verify it. A pending domain is removed PENDING_DOMAIN_TTL_MS after it was added (a TTL index; reads ignore one
// past it before the sweep comes round). Detaching deletes the document, so a hostname added again starts over
// with a new verification value. Like projects, domains are live-mode documents.
import type { Tenanted } from '../../store/index.js';

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

/** How long a domain may stay unverified: then it is removed and its hostname claimed by nobody (7 days). */
export const PENDING_DOMAIN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** When a domain still pending is removed; null once verified. */
export function pendingExpiry(d: Pick<DomainDoc, 'status' | 'created_at'>): Date | null {
  return d.status === 'pending_verification' ? new Date(d.created_at.getTime() + PENDING_DOMAIN_TTL_MS) : null;
}

/** The documents that still count at `now`: verified or attached, or pending and not yet past the TTL. */
export function unexpired(now: Date): Record<string, unknown> {
  return {
    $or: [
      { status: { $ne: 'pending_verification' } },
      { created_at: { $gt: new Date(now.getTime() - PENDING_DOMAIN_TTL_MS) } },
    ],
  };
}
