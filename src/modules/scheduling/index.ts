// The scheduling area's front door: what the rest of src/ may use of it. Files outside the area import only this (and
// the HTTP adapter the area's routes.ts); scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export { datesSpan, loadCalendar, loadService, pickLocation, startSpan } from './calendar.js';
export { ensureDays, holdToBooking, occupy, vacate } from './days.js';
export { bookingEventData } from './event-data.js';
export type {
  BookingDoc,
  BookingHistoryEntry,
  BookingHoldDoc,
  DatedException,
  ResourceDoc,
  ServiceLocationDoc,
  ServiceRecordDoc,
  StaffDoc,
  WeeklyInterval,
} from './model.js';
export { presentBooking, presentCheck, presentDay, presentService } from './present.js';
export {
  availability,
  checkSlot,
  dayBounds,
  daysBetween,
  daySlots,
  isLocalDate,
  type RefusalReason,
} from './rules/index.js';
export { isTimeZone } from './rules/zone.js';
export { bookingHolds, bookings, resources, serviceRecords, staff } from './store.js';
