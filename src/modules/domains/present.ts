// A domain as the contract shows it (PlatformDomain). The routing record is worked out from configuration when
// shown, not stored: when the platform's CNAME target or address changes, every domain shows the new one.
import type { Config } from '../../kernel/config.js';
import { pendingExpiry, type DomainDoc } from './model.js';
import { dnsTarget } from './rules/records.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function presentDomain(d: DomainDoc, settings: Config['domains']) {
  return {
    id: d._id,
    project_id: d.project_id,
    hostname: d.hostname,
    status: d.status,
    verification: {
      type: 'TXT' as const,
      name: d.verification.name,
      value: d.verification.value,
      last_checked_at: iso(d.verification.last_checked_at),
      last_error: d.verification.last_error,
    },
    dns_target: dnsTarget(d.hostname, settings),
    verified_at: iso(d.verified_at),
    attached_at: iso(d.attached_at),
    expires_at: iso(pendingExpiry(d)),
    created_at: d.created_at.toISOString(),
    updated_at: d.updated_at.toISOString(),
  };
}

export function presentDetached(d: DomainDoc) {
  return { id: d._id, project_id: d.project_id, hostname: d.hostname, detached: true as const };
}
