// The cart area's front door: what the rest of src/ may use of it. Files outside the area import only this (and
// the HTTP adapter the area's routes.ts); scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export { CART_TTL_MS, cartConversion, readVisit } from './carts.js';
export { mergeCartsOnSignIn } from './merge.js';
export { clearDelivery, setDelivery } from './delivery.js';
export type {
  AppliedDiscount,
  CartDoc,
  ChosenAddOn,
  ChosenBundleComponent,
  ChosenCompositeComponent,
} from './model.js';
export {
  addItem,
  applyCoupon,
  type CartCaller,
  cartUnits,
  clearCart,
  type HoldRequest,
  isBookingLine,
  readCart,
  removeCoupon,
  removeItem,
  updateItem,
} from './actions.js';
export {
  presentAddOn,
  presentBundleSelection,
  presentCart,
  presentCartItem,
  presentCompositeSelection,
  presentDiscount,
} from './present.js';
export { loadActiveCart, priceCart, type PricedCart } from './pricing.js';
// Several discount codes on one cart (UCP checkout sessions); its answer's types are codes.ts's.
export { CODE_REJECTION_TEXT, type CodePricedCart, priceCartWithCodes } from './codes.js';
export { shippingProblem } from './shipping.js';
export { type LineAllocation, orderAllocation } from './rules/allocation.js';
export { carts } from './store.js';
