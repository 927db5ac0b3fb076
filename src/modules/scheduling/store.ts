// Typed, tenant-scoped access to the scheduling side: service records, staff, resources, bookings, cart holds and
// the day locks that serialise claims (model.ts says what each holds).
import type { Db } from 'mongodb';
import { COLLECTION, tenantCollection, type TenantContext } from '../../store/index.js';
import type { BookingDoc, BookingHoldDoc, ResourceDoc, ScheduleLockDoc, ServiceRecordDoc, StaffDoc } from './model.js';

/** Scheduling service records (collection `services`). */
export const serviceRecords = (db: Db, t: TenantContext) => tenantCollection<ServiceRecordDoc>(db, COLLECTION.services, t);
export const staff = (db: Db, t: TenantContext) => tenantCollection<StaffDoc>(db, COLLECTION.staff, t);
export const resources = (db: Db, t: TenantContext) => tenantCollection<ResourceDoc>(db, COLLECTION.resources, t);
export const bookings = (db: Db, t: TenantContext) => tenantCollection<BookingDoc>(db, COLLECTION.bookings, t);
/** Cart lines' claims on slots (collection `booking_holds`). */
export const bookingHolds = (db: Db, t: TenantContext) => tenantCollection<BookingHoldDoc>(db, COLLECTION.booking_holds, t);
/** Day locks (collection `schedule_locks`); their ids and writes are in locks.ts. */
export const scheduleLocks = (db: Db, t: TenantContext) => tenantCollection<ScheduleLockDoc>(db, COLLECTION.schedule_locks, t);

