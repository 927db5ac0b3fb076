// The server-owned cart as stored: one active cart per storefront session (and per signed-in customer), its
// lines keeping the shopper's configuration. Prices are computed when the cart is read (current catalogue,
// business tax settings, coupon and automatic deals), except lines added with a price quote, whose unit price
// is locked until the quote expires.
import type { BundleSelection, CompositeSelection } from '../catalogue/index.js';
import type { Tenanted } from '../../store/index.js';

export interface CartLineDoc {
  id: string; // ci_
  product_id: string; // the API's item_id
  variant_id: string | null;
  quantity: number;
  add_on_option_ids: string[];
  special_instructions: string | null;
  bundle_selections: BundleSelection[];
  composite_selections: CompositeSelection[];
  scheduled_start: Date | null;
  scheduled_end: Date | null;
  staff_id: string | null;
  /** A booking line's location (one of the service's); null: the cart's, or the service's only one. */
  location_id?: string | null;
  billing_plan_id: string | null;
  /** Locked pricing from a price quote, honoured until quote_expires_at. */
  quote_id: string | null;
  quoted_unit_price: number | null;
  quote_expires_at: Date | null;
  added_at: Date;
}

/** An add-on option chosen for a line, as it was when priced: id, name and price (minor units per unit). */
export interface ChosenAddOn {
  id: string;
  name: string;
  price: number;
}

/** A bundle selection of a line with the names it stands for (null: no longer in the bundle, or no variant chosen). */
export interface ChosenBundleComponent {
  component_id: string;
  name: string | null;
  variant_id: string | null;
  variant_name: string | null;
  quantity: number;
}

/** A composite selection of a line with the names it stands for (null: no longer in the composite, or nothing chosen). */
export interface ChosenCompositeComponent {
  component_id: string;
  name: string | null;
  quantity: number;
  variant_id: string | null;
  variant_name: string | null;
  add_on_option_id: string | null;
  add_on_option_name: string | null;
}

/** A discount the cart gets: an automatic deal (labelled with its name) or the coupon (labelled with its code). */
export interface AppliedDiscount {
  deal_id: string;
  kind: 'automatic' | 'coupon';
  label: string;
  /** Minor units, positive. */
  amount: number;
}

/** The cart's delivery address (the members given) and the shipping rate the shopper chose, if any. */
export interface CartDelivery {
  address: Record<string, string>;
  shipping_rate_id: string | null;
}

export interface CartDoc extends Tenanted {
  _id: string; // cart_
  /** Set when created on a sandbox test clock (docs/test-clocks.md): only that clock's advance moves it. */
  test_clock_id?: string;
  session_id: string;
  customer_id: string | null;
  currency: string;
  location_id: string | null;
  items: CartLineDoc[];
  /** Applied coupon: a deal with a code. */
  coupon: { deal_id: string; code: string } | null;
  /** Where the cart is to be delivered, priced with the business's shipping zones (shipping.ts); absent or null: nowhere yet. */
  delivery?: CartDelivery | null;
  /** `converted` once checked out (the id keeps answering; a new session cart starts empty). */
  status: 'active' | 'converted';
  created_at: Date;
  updated_at: Date;
  /** Abandoned carts are swept (TTL index) after this. */
  expires_at: Date;
  /** Bumped by every write; writes are conditional on it (optimistic concurrency, see src/modules/cart/carts.ts). */
  revision?: number;
}
