// A UCP checkout session as stored (docs/ucp.md): a resource of its own, owned by the agent that created it, not
// the shopper's session cart. It keeps what the agent said (line items with the ids it used, buyer, context,
// fulfilment choices, discount codes) and points at a cart of the cart area of its own (session_id `ucp:<id>`),
// which the cart area prices exactly as the storefront's. What the answer shows (prices, totals, options, messages)
// is derived from these on every read, so a session never shows a stale price; only the status a completion set
// (complete_in_progress, completed, requires_escalation) and the terminal states are kept as stated.
import type { Tenanted } from '../../store/index.js';

/** How long a session lives from its creation (UCP's default TTL). */
export const UCP_CHECKOUT_TTL_MS = 6 * 60 * 60 * 1000;

/**
 * A session complete_in_progress for longer than this belongs to a completion that died (a live one takes well under
 * a second): another completion may take it over, and past its expiry it lapses like any other (its hold released).
 */
export const UCP_STALE_CLAIM_MS = 2 * 60 * 1000;

export type UcpCheckoutStatus =
  | 'incomplete'
  | 'requires_escalation'
  | 'ready_for_complete'
  | 'complete_in_progress'
  | 'completed'
  | 'canceled';

/** A line as the agent sent it, with the id we answer it under and the line of the session's cart it became. */
export interface UcpSessionLine {
  /** Our line id (`li_…`), kept across updates that name it (or the same item). */
  id: string;
  /** `item.id` exactly as the agent sent it (product id, variant id, product slug or variant SKU). */
  item_id: string;
  quantity: number;
  /** The product and variant the item id resolved to when last written. */
  product_id: string;
  variant_id: string | null;
  /** The line of the session's cart (`ci_…`); null when the item was not for sale (shown with a message). */
  cart_line_id: string | null;
}

/** A postal address in UCP's member names (all optional). */
export interface UcpPostalAddress {
  street_address?: string;
  extended_address?: string;
  address_locality?: string;
  address_region?: string;
  address_country?: string;
  postal_code?: string;
  first_name?: string;
  last_name?: string;
  phone_number?: string;
}

/** A shipping destination: an address with its id (the agent's, a saved one's, or one we made). */
export interface UcpShippingDestination extends UcpPostalAddress {
  id: string;
}

export interface UcpSessionGroup {
  id: string;
  selected_option_id: string | null;
}

/** A fulfilment method the agent chose, with its destinations and the option picked in its (one) group. */
export interface UcpSessionMethod {
  id: string;
  type: 'shipping' | 'pickup';
  /** Our line ids this method serves. */
  line_item_ids: string[];
  /** Shipping: the postal destinations the agent gave (or the buyer's saved ones). Pickup: location ids only. */
  destinations: UcpShippingDestination[];
  selected_destination_id: string | null;
  groups: UcpSessionGroup[];
}

export interface UcpBuyer {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone_number?: string;
  consent?: { analytics?: boolean; preferences?: boolean; marketing?: boolean; sale_of_data?: boolean };
}

/** A payment instrument as the agent described it, without any credential (those are never kept). */
export interface UcpStoredInstrument {
  id: string;
  handler_id: string;
  type: string;
  selected?: boolean;
  display?: Record<string, unknown>;
}

/** A message the business recorded outside pricing (a completion's payment_failed, an escalation), shown until
 * the next update replaces the session's state. */
export interface UcpStoredMessage {
  type: 'error' | 'warning' | 'info';
  code: string;
  content: string;
  severity?: 'recoverable' | 'requires_buyer_input' | 'requires_buyer_review' | 'unrecoverable';
  path?: string;
}

/** Stock held for a ready session (the inventory area's reservations), released on cancel or lapse. */
export interface UcpHeldStock {
  product_id: string;
  variant_id: string | null;
  location_id: string;
  quantity: number;
}

export interface UcpCheckoutDoc extends Tenanted {
  _id: string; // chk_
  /** The agent that created the session: the only one that may read or change it. */
  agent_profile_url: string;
  /** The protocol version negotiated at creation. */
  protocol_version: string;
  /** The negotiated capabilities (name → version) at creation. */
  capabilities: Record<string, string>;
  /** Where the agent's profile asks order events to go; null when it asked none. */
  webhook_url: string | null;
  /** The session's own cart (cart area, session_id `ucp:<_id>`). */
  cart_id: string;
  currency: string;
  line_items: UcpSessionLine[];
  buyer: UcpBuyer | null;
  /** Context hints as sent (address_country, intent, language, …). */
  context: Record<string, unknown> | null;
  signals: Record<string, unknown> | null;
  attribution: Record<string, unknown> | null;
  fulfillment_methods: UcpSessionMethod[];
  /** Discount codes in the order given (case as given; matched case-insensitively). */
  discount_codes: string[];
  payment_instruments: UcpStoredInstrument[];
  messages: UcpStoredMessage[];
  /** The status last derived or set (a completion's states are set, the others derived on every write). */
  status: UcpCheckoutStatus;
  /** Set on completion. */
  order_id: string | null;
  /** Stock held while ready_for_complete ([] when none). */
  held_stock: UcpHeldStock[];
  /** When the held stock lapses (the session's expiry); null when nothing is held. The hold sweep finds it. */
  hold_expires_at: Date | null;
  expires_at: Date;
  created_at: Date;
  updated_at: Date;
  canceled_at: Date | null;
  completed_at: Date | null;
  /** Bumped by every write; writes are conditional on it (optimistic concurrency). */
  revision: number;
}

/** A buyer's saved address at one business and mode, found by the buyer's email (the UCP address book). */
export interface UcpAddressDoc extends Tenanted {
  _id: string;
  /** The destination id agents see: an imported one (`addr_1`) or one we made (`addr_…`); unique per tenant. */
  ref: string;
  /** Lower-cased. */
  email: string;
  address: UcpPostalAddress;
  /** The address's content, normalised: an address equal in content reuses the saved one's id. */
  content_key: string;
  created_at: Date;
  last_used_at: Date;
}
