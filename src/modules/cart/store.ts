// Typed, tenant-scoped access to carts and the cart activity signals.
import type { Db } from 'mongodb';
import { COLLECTION, tenantCollection, type TenantContext } from '../../store/index.js';
import type { CartActivityDoc, CartDoc } from './model.js';

export const carts = (db: Db, t: TenantContext) => tenantCollection<CartDoc>(db, COLLECTION.carts, t);
export const cartActivity = (db: Db, t: TenantContext) => tenantCollection<CartActivityDoc>(db, COLLECTION.activity, t);
