// Cart writes are session signals too: each reports `cart_add` / `cart_remove` to the CartCaller's `signals`, which
// the storefront handler points at the activity area (activity/record.ts queueSignals), where they fold into the
// session's intent and are kept for recommendations. Analytics, not lifecycle events: queued behind the cart write
// they describe and written with others within milliseconds, not in a transaction with it; a lost one costs a
// signal, never money. The cart does not import the activity area: activity reads carts, so the arrow runs that way.

export interface CartSignal {
  type: 'cart_add' | 'cart_remove';
  product_id: string;
  quantity: number;
  /** Unit price at the time, integer minor units of the cart currency. */
  price: number;
}

/** Where a cart's signals go: the session's activity (wired by the caller). */
export type CartSignalSink = (signals: CartSignal[]) => void;
