// The checkout-sessions area's front door: what the rest of src/ may use of it. Files outside the area import only this (and
// the HTTP adapter the area's routes.ts); scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export {
  checkoutPageUrl,
  type CheckoutSessionDoc,
  completeCheckoutSessionFor,
  createCheckoutSession,
  findCheckoutSession,
  linkCheckoutSessionOrder,
  presentCheckoutSession,
  sessionStatus,
  successUrlFor,
} from './checkout-sessions.js';
