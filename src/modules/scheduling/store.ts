// Typed, tenant-scoped access to the scheduling side: service records, staff, resources, bookings, cart holds and
// the day documents that list who occupies each day and serialise claims (model.ts says what each holds).
import type { Db } from 'mongodb';
import { COLLECTION, sharedCollection, tenantCollection, type TenantContext } from '../../store/index.js';
import type { BookingDoc, BookingHoldDoc, ResourceDoc, ScheduleDayDoc, ServiceRecordDoc, StaffDoc } from './model.js';

/** Scheduling service records (collection `services`). */
export const serviceRecords = (db: Db, t: TenantContext) =>
  tenantCollection<ServiceRecordDoc>(db, COLLECTION.services, t);
export const staff = (db: Db, t: TenantContext) => tenantCollection<StaffDoc>(db, COLLECTION.staff, t);
export const resources = (db: Db, t: TenantContext) => tenantCollection<ResourceDoc>(db, COLLECTION.resources, t);
export const bookings = (db: Db, t: TenantContext) => tenantCollection<BookingDoc>(db, COLLECTION.bookings, t);
/** Cart lines' claims on slots (collection `booking_holds`). */
export const bookingHolds = (db: Db, t: TenantContext) =>
  tenantCollection<BookingHoldDoc>(db, COLLECTION.booking_holds, t);
/** Day documents (collection `schedule_days`); their ids, reads and writes are in days.ts. */
export const scheduleDays = (db: Db, t: TenantContext) =>
  tenantCollection<ScheduleDayDoc>(db, COLLECTION.schedule_days, t);

/** Across tenants, for rebuilding the day documents only (days.ts rebuildDays): each document keeps its own stamp. */
export const everyTenant = {
  bookings: (db: Db) => sharedCollection<BookingDoc>(db, COLLECTION.bookings),
  bookingHolds: (db: Db) => sharedCollection<BookingHoldDoc>(db, COLLECTION.booking_holds),
  scheduleDays: (db: Db) => sharedCollection<ScheduleDayDoc>(db, COLLECTION.schedule_days),
};
