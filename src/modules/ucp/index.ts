// The ucp area's front door: what the rest of src/ may use of it. Files outside the area import only this;
// scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export {
  listSigningKeys,
  presentSigningKey,
  publishedSigningKeys,
  rotateSigningKey,
  signingKeyFor,
} from './signing-keys.js';
export { getCatalogProduct, lookupCatalog, searchCatalog } from './catalog.js';
export { signUcpDelivery } from './delivery-signer.js';
export { negotiateAgent } from './negotiation.js';
export { businessCapabilities, UCP_CURRENT_VERSION, UCP_VERSIONS, type UcpVersion } from './rules/negotiation.js';
export {
  findUcpCheckout,
  insertUcpCheckout,
  keepUcpCheckout,
  lapsedUcpHolds,
  newUcpCheckoutId,
  replaceUcpCheckout,
  ucpCartSessionId,
  ucpCheckoutExpiry,
  ucpCheckoutVersion,
  ucpCheckoutWrite,
} from './sessions.js';
export {
  type UcpAddressDoc,
  type UcpBuyer,
  type UcpCheckoutDoc,
  type UcpCheckoutStatus,
  type UcpHeldStock,
  type UcpSessionLine,
  type UcpSessionMethod,
  type UcpShippingDestination,
  type UcpStoredInstrument,
  type UcpStoredMessage,
  UCP_STALE_CLAIM_MS,
} from './sessions-model.js';
export { rememberAddress, savedAddresses } from './address-book.js';
export { addressContentKey } from './rules/addresses.js';
// Completion, orders and order events (h-ucp-complete).
export { type UcpOrderDoc, UCP_CHECKOUT_MARK } from './orders-model.js';
export { findUcpOrder, markUcpOrderSettled, setUcpOrderOverlay, ucpOrderRecordWrite } from './ucp-orders.js';
export { itemKey, type PromisedDelivery, projectOrder } from './rules/order-projection.js';
export {
  chosenInstrument,
  decidePayment,
  escalationMessage,
  type PaymentDecision,
  type PaymentMessage,
} from './rules/sandbox-payment.js';
export { capabilitiesForResponse, ORDER as ORDER_CAPABILITY } from './rules/negotiation.js';
export { readOverlay as readOrderOverlay } from './rules/order-overlay.js';
export { checkoutStatus, isFinalStatus } from './rules/checkout-status.js';
export { checkoutTotals, lineTotals, type TotalEntry } from './rules/checkout-totals.js';
export { toUcpMinor, ucpTotals } from './rules/minor-units.js';
export {
  buyerOf,
  codesOf,
  type DestinationRequest,
  lineRequests,
  type MethodRequest,
  methodRequests,
  recordOf,
} from './rules/checkout-input.js';
export {
  noZonesOption,
  type OptionEntry,
  pickupOption,
  rateOptionId,
  shippingOptions,
} from './rules/fulfillment-options.js';
export { ucpPaymentHandlers } from './payment-handlers.js';
export { CHECKOUT } from './rules/negotiation.js';
// Release 2026-01-11 (h-ucp-legacy): the older wire shapes, rendered in one place.
export { LEGACY_SPEC_ROOT, legacyProfile } from './rules/legacy-profile.js';
export { legacyOrderEvent, renderForAgent } from './rules/legacy-answer.js';
export { type ImportedAddress, importSavedAddresses } from './address-import.js';
