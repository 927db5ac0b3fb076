// Typed, tenant-scoped access to the recommendations job's documents (collection `activity_related`): one related
// document per product and one popular document per tenant, both keyed by tenantKey().
import type { Db } from 'mongodb';
import { COLLECTION, tenantCollection, type TenantContext } from '../../store/index.js';
import { tenantKey, type PopularDoc, type RelatedDoc } from './model.js';

export const relatedDocs = (db: Db, t: TenantContext) =>
  tenantCollection<RelatedDoc | PopularDoc>(db, COLLECTION.activity_related, t);

export const relatedKey = (t: TenantContext, productId: string) => tenantKey(t, productId);
/** `popular` is no product id (those start with `prod_`), so the tenant's popular document never meets a product's. */
export const popularKey = (t: TenantContext) => tenantKey(t, 'popular');
