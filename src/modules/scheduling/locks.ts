// Day locks: the documents every claim on time writes, so that claims which could conflict write the same
// document and cannot both commit (see ScheduleLockDoc in model.ts). A claim locks, for each local date its blocked
// interval touches (UTC dates: the same for every location's zone): the service at its location, the staff member
// it takes, and each resource it holds.
import type { ClientSession, Db } from 'mongodb';
import type { TenantContext } from '../../store/index.js';
import { scheduleLocks } from './store.js';

export interface ClaimScope {
  serviceId: string;
  locationId: string;
  staffId: string | null;
  resourceIds: string[];
  /** The UTC dates the blocked interval touches. */
  dates: string[];
}

export function lockIds(t: TenantContext, scope: ClaimScope): string[] {
  const base = `${t.business_id}:${t.livemode ? 'live' : 'test'}`;
  const ids: string[] = [];
  for (const date of scope.dates) {
    ids.push(`${base}:svc:${scope.serviceId}:${scope.locationId}:${date}`);
    if (scope.staffId) ids.push(`${base}:stf:${scope.staffId}:${date}`);
    for (const r of scope.resourceIds) ids.push(`${base}:res:${r}:${date}`);
  }
  // A fixed order: two transactions taking the same locks meet on the first one, not in a cycle.
  return [...new Set(ids)].sort();
}

/**
 * Writes each lock of the scope inside `session`, in one round trip; a concurrent claim on any of them makes one
 * transaction retry.
 */
export async function touchLocks(db: Db, t: TenantContext, scope: ClaimScope, at: Date, session: ClientSession): Promise<void> {
  await scheduleLocks(db, t).bulkWrite(
    lockIds(t, scope).map((id) => ({ updateOne: { filter: { _id: id }, update: { $inc: { version: 1 }, $set: { updated_at: at } }, upsert: true } })),
    { session },
  );
}
