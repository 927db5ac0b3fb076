// Typed access to repository links.
import type { Db } from 'mongodb';
import { COLLECTION, tenantCollection, type TenantContext } from '../../store/index.js';
import type { RepoDoc } from './model.js';

export const repos = (db: Db, t: TenantContext) => tenantCollection<RepoDoc>(db, COLLECTION.repos, t);
