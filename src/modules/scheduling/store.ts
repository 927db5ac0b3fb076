// Typed, tenant-scoped access to the scheduling side: bookings and service records.
import type { Db } from 'mongodb';
import { COLLECTION, tenantCollection, type TenantContext } from '../../store/index.js';
import type { BookingDoc, ServiceRecordDoc } from './model.js';

export const bookings = (db: Db, t: TenantContext) => tenantCollection<BookingDoc>(db, COLLECTION.bookings, t);
/** Scheduling service records (collection `services`). */
export const serviceRecords = (db: Db, t: TenantContext) => tenantCollection<ServiceRecordDoc>(db, COLLECTION.services, t);
