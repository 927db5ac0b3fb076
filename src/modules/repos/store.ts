// Typed access to repository links and managed repositories' refs.
import type { Db } from 'mongodb';
import { COLLECTION, tenantCollection, type TenantContext } from '../../store/index.js';
import type { GitRefsDoc, RepoDoc } from './model.js';

export const repos = (db: Db, t: TenantContext) => tenantCollection<RepoDoc>(db, COLLECTION.repos, t);
export const gitRefs = (db: Db, t: TenantContext) => tenantCollection<GitRefsDoc>(db, COLLECTION.git_refs, t);
