// The events area's front door: what the rest of src/ may use of it. Files outside the area import only this (and
// the HTTP adapter the area's routes.ts); scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export { type EventDoc, type EventType, WEBHOOK_EVENT_TYPES } from './model.js';
export { eventDocument, eventPayload, recordEvent, type RecordEventInput } from './record.js';
export { events, eventsAcrossTenants } from './store.js';
export { findEvent, type StreamedEvent } from './stream.js';
