// Types the checkout steps share (checkout-view.ts judges a session from them; the fulfillment and message steps
// read them): types only, so the steps import them without importing each other.
import type { CodePricedCart } from '../../modules/cart/index.js';
import type { UcpCheckoutDoc } from '../../modules/ucp/index.js';

type Severity = 'recoverable' | 'requires_buyer_input' | 'requires_buyer_review' | 'unrecoverable';

/** A message of a checkout answer. */
export type OutMessage =
  | { type: 'error'; code: string; content: string; severity: Severity; path?: string }
  | { type: 'warning'; code: string; content: string; path?: string }
  | { type: 'info'; code?: string; content: string; path?: string };

/** A session line with its pricing (undefined when the cart area could not price it: its product is gone). */
export interface ViewLine {
  index: number;
  line: UcpCheckoutDoc['line_items'][number];
  priced: CodePricedCart['lines'][number] | undefined;
  /** Its share of the discounts. */
  discount: number;
}
