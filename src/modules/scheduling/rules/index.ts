// The scheduling rules, pure: slot generation and checks (slots.ts) and zone arithmetic (zone.ts). Every caller —
// slots, slot check, availability, cart, checkout, reschedule — imports them from here.
export * from './slots.js';
export * from './zone.js';
