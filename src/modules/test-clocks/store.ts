// Typed access to test clocks: a business's own through tenantCollection, and the sweeps' reads across businesses
// (expired clocks, advances whose runner died).
import type { Db } from 'mongodb';
import { COLLECTION, sharedCollection, tenantCollection, type TenantContext } from '../../store/index.js';
import type { TestClockDoc } from './model.js';

export const testClocks = (db: Db, t: TenantContext) => tenantCollection<TestClockDoc>(db, COLLECTION.test_clocks, t);
export const testClocksAcrossTenants = (db: Db) => sharedCollection<TestClockDoc>(db, COLLECTION.test_clocks);
