// Typed, tenant-scoped access to carts.
import type { Db } from 'mongodb';
import { COLLECTION, tenantCollection, type TenantContext } from '../../store/index.js';
import type { CartDoc } from './model.js';

export const carts = (db: Db, t: TenantContext) => tenantCollection<CartDoc>(db, COLLECTION.carts, t);
