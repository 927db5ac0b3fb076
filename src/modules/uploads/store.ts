// Typed access to uploads (model.ts): tenant-scoped for the API, across tenants for the PUT target (found by its
// token), the file host (found by its public address) and the clean-up job.
import type { Db } from 'mongodb';
import { COLLECTION, sharedCollection, tenantCollection, type TenantContext } from '../../store/index.js';
import type { UploadDoc } from './model.js';

export const uploads = (db: Db, t: TenantContext) => tenantCollection<UploadDoc>(db, COLLECTION.uploads, t);
/** Not per tenant: the token or public address names the upload, whoever's it is. */
export const uploadsAcrossTenants = (db: Db) => sharedCollection<UploadDoc>(db, COLLECTION.uploads);
