// Typed access to webhook endpoints, their delivery attempts and Agenda's job collection.
import type { Db, Document } from 'mongodb';
import {
  COLLECTION,
  sharedCollection,
  tenantCollection,
  updateEachLean,
  type TenantContext,
} from '../../store/index.js';
import type { DeliveryDoc, WebhookDoc } from './model.js';

export const webhooks = (db: Db, t: TenantContext) => tenantCollection<WebhookDoc>(db, COLLECTION.webhooks, t);
export const webhookDeliveries = (db: Db, t: TenantContext) =>
  tenantCollection<DeliveryDoc>(db, COLLECTION.webhook_deliveries, t);
/** Endpoints of every tenant: the platform's business key reaches an endpoint of either mode by its id. */
export const webhooksAcrossTenants = (db: Db) => sharedCollection<WebhookDoc>(db, COLLECTION.webhooks);
/** Attempts of every tenant: a job claims its attempt by id, the orphan sweep scans pending ones across tenants. */
export const webhookDeliveriesAcrossTenants = (db: Db) =>
  sharedCollection<DeliveryDoc>(db, COLLECTION.webhook_deliveries);
/** Agenda's job collection (its Mongo backend's default name), read by the orphan sweep. */
export const agendaJobs = (db: Db) => sharedCollection<Document>(db, COLLECTION.agendaJobs);

/** Attempt outcomes logged on their rows (each found by id in its tenant), several in one command. */
export const logDeliveryAttempts = (
  db: Db,
  logs: readonly { row: Pick<DeliveryDoc, '_id' | 'business_id' | 'livemode'>; set: Partial<DeliveryDoc> }[],
) =>
  updateEachLean(
    webhookDeliveriesAcrossTenants(db),
    logs.map(({ row, set }) => ({
      filter: { _id: row._id, business_id: row.business_id, livemode: row.livemode },
      update: { $set: set },
    })),
  );
