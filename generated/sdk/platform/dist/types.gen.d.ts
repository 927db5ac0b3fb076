export type ClientOptions = {
    baseUrl: 'http://127.0.0.1:8080' | (string & {});
};
export type Webhooks = DeliverOrderCreatedEventWebhookRequest | DeliverOrderUpdatedEventWebhookRequest | DeliverOrderCompletedEventWebhookRequest | DeliverOrderCancelledEventWebhookRequest | DeliverOrderFulfillmentCreatedEventWebhookRequest | DeliverPaymentCompletedEventWebhookRequest | DeliverPaymentFailedEventWebhookRequest | DeliverPaymentRefundedEventWebhookRequest | DeliverBookingCreatedEventWebhookRequest | DeliverBookingRescheduledEventWebhookRequest | DeliverBookingCancelledEventWebhookRequest | DeliverSubscriptionRenewedEventWebhookRequest | DeliverSubscriptionCancelledEventWebhookRequest | DeliverInventoryLowStockEventWebhookRequest;
/**
 * AssetInitRequest
 *
 * Declares an upload. `folder` and `filename` may not contain `..`, a backslash or a line break.
 */
export type AssetInitRequest = {
    /**
     * Folder path the asset is filed under (becomes `folder_path`), for example `products/hero`. Empty string = top level.
     */
    folder?: string;
    /**
     * File name shown in the asset library and used in the public URL.
     */
    filename: string;
    /**
     * MIME type the bytes will be sent with (any type is accepted).
     */
    content_type: string;
    /**
     * Exact size of the file in bytes, 1 to 52428800 (50 MB).
     */
    size_bytes: number;
};
/**
 * AssetUploadId
 *
 * Business asset upload identifier (opaque; prefix `up_`).
 */
export type AssetUploadId = string;
/**
 * AssetInitResult
 *
 * Presigned upload target for one asset.
 */
export type AssetInitResult = {
    upload_id: AssetUploadId;
    /**
     * Single-use presigned target: `PUT` the raw bytes here with the declared `Content-Type` and exactly `size_bytes` bytes.
     */
    upload_url: string;
    /**
     * Seconds until `upload_url` expires (600).
     */
    expires_in_secs: number;
    /**
     * The public file-host URL the asset will have once confirmed (not served before confirm).
     */
    public_url_preview: string;
};
/**
 * ErrorCode
 *
 * Machine-readable error code. The HTTP status that carries each code:
 *
 * | HTTP | Code | Meaning |
 * |---|---|---|
 * | 400 | VALIDATION_ERROR | Body, query, path or header failed validation; `message` names the field. |
 * | 400 | BAD_REQUEST | Malformed request (unparseable JSON, empty or over-long support message, upload confirm before the bytes arrived). |
 * | 401 | UNAUTHORIZED | Missing or invalid key or session. |
 * | 401 | INVALID_OTP | One-time code expired, mismatched or already redeemed. |
 * | 403 | FORBIDDEN | Authenticated but not allowed (for example a publishable key on a secret-key route). |
 * | 404 | NOT_FOUND | Resource missing or not visible to the caller; also unknown routes. |
 * | 405 | METHOD_NOT_ALLOWED | The path exists but not with this method; `Allow` lists the methods. |
 * | 408 | BAD_REQUEST | The request did not arrive in time (its headers, or a body that stopped coming); the connection is closed, nothing was done, `retryable` is true. |
 * | 409 | CONFLICT | Idempotency key reused with a different body or still in flight, or a duplicate write. |
 * | 409 | FX_QUOTE_EXPIRED | Checkout with an FX quote (`fx_quote_id`) whose `expires_at` has passed; create a new quote. |
 * | 409 | FX_QUOTE_USED | Checkout with an FX quote another order already used; create a new quote. |
 * | 409 | FX_QUOTE_MISMATCH | Checkout with an FX quote for another currency pair or amount than the cart's currency, `pay_currency` and total (the cart changed after quoting); create a new quote. |
 * | 413 | PAYLOAD_TOO_LARGE | Request body larger than the route accepts. |
 * | 415 | UNSUPPORTED_MEDIA_TYPE | A JSON route received another content type. |
 * | 429 | RATE_LIMITED | Too many requests; `Retry-After` says when to try again. |
 * | 431 | BAD_REQUEST | The request's headers are larger than the server reads (16 KB in all). |
 * | 500 | INTERNAL | Unexpected server error (logged with the request id), or places integration not configured. |
 * | 503 | SERVICE_UNAVAILABLE | An upstream subsystem (payment provider, places provider, store) is temporarily down. |
 *
 */
export type ErrorCode = 'VALIDATION_ERROR' | 'BAD_REQUEST' | 'UNAUTHORIZED' | 'INVALID_OTP' | 'FORBIDDEN' | 'NOT_FOUND' | 'METHOD_NOT_ALLOWED' | 'CONFLICT' | 'FX_QUOTE_EXPIRED' | 'FX_QUOTE_USED' | 'FX_QUOTE_MISMATCH' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'RATE_LIMITED' | 'INTERNAL' | 'SERVICE_UNAVAILABLE';
/**
 * Error
 *
 * The error object of every surface. `retryable` is true when the same request may succeed later unchanged (429, 503, and 409 for an idempotency key that is still in flight).
 */
export type Error = {
    code: ErrorCode;
    /**
     * Human-readable explanation; for validation errors it names the offending field.
     */
    message: string;
    retryable: boolean;
};
/**
 * PlatformErrorEnvelope
 *
 * Platform (business) API failure envelope.
 */
export type PlatformErrorEnvelope = {
    error: Error;
};
/**
 * ErrorEnvelope
 *
 * Storefront failure envelope.
 */
export type ErrorEnvelope = {
    success: false;
    error: Error;
};
/**
 * AssetConfirmRequest
 */
export type AssetConfirmRequest = {
    /**
     * The `upload_id` returned by init.
     */
    upload_id: string;
};
/**
 * AssetUploadRecord
 *
 * Confirmed upload (the bare confirm response).
 */
export type AssetUploadRecord = {
    id: AssetUploadId;
    /**
     * Public URL on the file host.
     */
    url: string;
    /**
     * File name.
     */
    filename: string;
    /**
     * MIME type.
     */
    content_type: string;
    /**
     * Size in bytes.
     */
    size_bytes: number;
};
/**
 * Timestamp
 *
 * ISO 8601 instant in UTC, with millisecond precision and a `Z` suffix.
 */
export type Timestamp = string;
/**
 * AssetRecord
 *
 * One confirmed public asset of the business.
 */
export type AssetRecord = {
    id: AssetUploadId;
    /**
     * Public URL on the file host.
     */
    url: string;
    /**
     * File name.
     */
    filename: string;
    /**
     * MIME type.
     */
    content_type: string;
    /**
     * Size in bytes.
     */
    size_bytes: number;
    /**
     * Folder given at init (empty string = top level).
     */
    folder_path: string;
    /**
     * When the asset was confirmed.
     */
    created_at: Timestamp;
};
/**
 * OffsetPagination
 *
 * Page-numbered pagination; `total` counts every matching row.
 */
export type OffsetPagination = {
    page: number;
    limit: number;
    total: number;
};
/**
 * AssetList
 */
export type AssetList = {
    /**
     * Assets, newest first.
     */
    assets: Array<AssetRecord>;
    pagination: OffsetPagination;
};
/**
 * PlatformCheckoutSessionCreateRequest
 */
export type PlatformCheckoutSessionCreateRequest = {
    /**
     * Cart to check out; must belong to the business of the secret key and hold at least one line.
     */
    cart_id: string;
    /**
     * Absolute URL the customer is sent to after paying; the literal `{CHECKOUT_SESSION_ID}` in it is replaced with the session id. Follows the return URL rule (see the operation): `https:` in production mode, `http:` or `https:` in development, an RFC 3986 URI with a host and no credentials, at most 2048 characters. `format: uri` is not declared because the `{CHECKOUT_SESSION_ID}` placeholder is not RFC 3986; the rule is checked with it replaced. Its host must be one of the business's `return_url_hosts` when it lists any (see the operation).
     */
    success_url: string;
    /**
     * Absolute URL the customer is sent to when they cancel or the payment is declined. Follows the return URL rule (see the operation): `https:` in production mode, `http:` or `https:` in development, an RFC 3986 URI with a host and no credentials, at most 2048 characters. Its host must be one of the business's `return_url_hosts` when it lists any (see the operation).
     */
    cancel_url: string;
};
/**
 * CheckoutSessionId
 *
 * Hosted checkout session identifier (opaque; prefix `cs_`).
 */
export type CheckoutSessionId = string;
/**
 * CartId
 *
 * Cart identifier (opaque; prefix `cart_`).
 */
export type CartId = string;
/**
 * PlatformCheckoutSession
 *
 * A hosted checkout session. Status machine: `open` → `complete` (the customer paid; the order exists) or `open` → `expired` (after `expires_at`, 24 hours after creation). Terminal states never change.
 */
export type PlatformCheckoutSession = {
    id: CheckoutSessionId;
    /**
     * Hosted checkout page to redirect the customer to.
     */
    url: string;
    cart_id: CartId;
    /**
     * `open`, `complete` or `expired`.
     */
    status: 'open' | 'complete' | 'expired';
    /**
     * When an unpaid session expires.
     */
    expires_at: Timestamp;
    /**
     * As given at creation (with `{CHECKOUT_SESSION_ID}` still literal).
     */
    success_url: string;
    /**
     * As given at creation.
     */
    cancel_url: string;
};
/**
 * ApiKeyId
 *
 * API key identifier (opaque; prefix `key_`).
 */
export type ApiKeyId = string;
/**
 * PlatformKeyMode
 *
 * A business key's mode, from its prefix: `live` (`dk_live_…`, live data by default) or `test` (`dk_test_…`, the sandbox: the data of the `_test_` storefront keys, SANDBOX.md; never live data).
 */
export type PlatformKeyMode = 'live' | 'test';
/**
 * PlatformApiKeyScope
 *
 * A business-key scope. `mcp:invoke` is needed for every call through `/mcp`; each tool also needs its own `*:read`/`*:write` scope. `keys:write` manages keys, `assets:*` the asset API, `orders:read` the order list, `orders:write` the order admin operations, `bookings:read` / `bookings:write` the booking admin operations, `webhooks:read` the delivery log and the event stream, `webhooks:write` replays and test events, `catalogue:write` catalogue administration, `support:read` / `support:write` the support inbox, `incentives:read` / `incentives:write` the incentive templates, `settings:read` / `settings:write` the business's settings, `shipping:read` / `shipping:write` the shipping zones and pickup locations, `ucp:read` / `ucp:write` the UCP signing keys.
 */
export type PlatformApiKeyScope = 'mcp:invoke' | 'projects:read' | 'projects:write' | 'repos:read' | 'repos:write' | 'deploys:read' | 'deploys:write' | 'env:read' | 'env:write' | 'domains:read' | 'domains:write' | 'docs:read' | 'assets:read' | 'assets:write' | 'orders:read' | 'orders:write' | 'bookings:read' | 'bookings:write' | 'webhooks:read' | 'webhooks:write' | 'catalogue:write' | 'keys:write' | 'support:read' | 'support:write' | 'incentives:read' | 'incentives:write' | 'settings:read' | 'settings:write' | 'shipping:read' | 'shipping:write' | 'ucp:read' | 'ucp:write';
/**
 * PlatformApiKey
 *
 * A business key as listed (the secret is never shown again).
 */
export type PlatformApiKey = {
    id: ApiKeyId;
    /**
     * Label.
     */
    name: string;
    /**
     * First 12 characters of the secret (`dk_live_` or `dk_test_` plus 4), to recognise the key.
     */
    prefix: string;
    mode: PlatformKeyMode;
    /**
     * Granted scopes.
     */
    scopes: Array<PlatformApiKeyScope>;
    /**
     * Creation time.
     */
    created_at: Timestamp;
    /**
     * Expiry, or null for none.
     */
    expires_at: Timestamp | null;
    /**
     * Last successful authentication to the minute (written only when the recorded one is a minute old or more, so it may trail the latest use by up to a minute), or null if never used.
     */
    last_used_at: Timestamp | null;
};
/**
 * PlatformApiKeyList
 */
export type PlatformApiKeyList = {
    /**
     * Active and expired keys, newest first; revoked keys are not listed.
     */
    api_keys: Array<PlatformApiKey>;
};
/**
 * PlatformApiKeyCreateRequest
 */
export type PlatformApiKeyCreateRequest = {
    /**
     * Label shown in the key list.
     */
    name: string;
    /**
     * Scopes granted; the creating key must hold each of them itself.
     */
    scopes: Array<PlatformApiKeyScope>;
    /**
     * Optional expiry, in the future; the key stops working at that instant. Omitted = never expires.
     */
    expires_at?: Timestamp;
    /**
     * The new key's mode; default the calling key's. A test-mode key (`dk_test_…`) issues test-mode keys only (`live` is 403 FORBIDDEN); a live key issues either.
     */
    mode?: PlatformKeyMode;
};
/**
 * PlatformApiKeyCreated
 *
 * A newly created key with its `secret`, returned once only.
 */
export type PlatformApiKeyCreated = {
    id: ApiKeyId;
    /**
     * Label.
     */
    name: string;
    /**
     * First 12 characters of the secret (`dk_live_` or `dk_test_` plus 4).
     */
    prefix: string;
    mode: PlatformKeyMode;
    /**
     * Granted scopes.
     */
    scopes: Array<PlatformApiKeyScope>;
    /**
     * Creation time.
     */
    created_at: Timestamp;
    /**
     * Expiry, or null for none.
     */
    expires_at: Timestamp | null;
    /**
     * Always null for a new key.
     */
    last_used_at: null;
    /**
     * The full key (`dk_live_…` or `dk_test_…`). Shown only in this response; it is stored hashed and cannot be retrieved later.
     */
    secret: string;
};
/**
 * PlatformOrderStatus
 *
 * Order status: `pending` → `confirmed` → `preparing` → `ready` → `completed`, or `cancelled` from any state before `completed`.
 */
export type PlatformOrderStatus = 'pending' | 'confirmed' | 'preparing' | 'ready' | 'completed' | 'cancelled';
/**
 * OrderId
 *
 * Order identifier (opaque; prefix `ord_`).
 */
export type OrderId = string;
/**
 * PlatformPaymentStatus
 *
 * Payment status of an order (same values as the storefront `OrderPaymentStatus`): `pending` (awaiting the payer or, for cash, the business), `processing` (provider confirming), `succeeded` (settled), `failed`, `cancelled` (order cancelled before settlement), `partially_refunded`, `refunded`.
 */
export type PlatformPaymentStatus = 'pending' | 'processing' | 'succeeded' | 'failed' | 'cancelled' | 'refunded' | 'partially_refunded';
/**
 * Money
 *
 * An amount in the currency's major unit as a decimal string with exactly two fraction digits (for example `"12.50"`). Stored internally as integer minor units; never a float on the wire.
 */
export type Money = string;
/**
 * Currency
 *
 * ISO 4217 alphabetic currency code.
 */
export type Currency = string;
/**
 * FxQuoteId
 *
 * FX quote identifier (opaque; prefix `fxq_`).
 */
export type FxQuoteId = string;
/**
 * OrderFxCharge
 *
 * What the payment of an order paid in another currency charges: the order's `total_price` converted with the locked FX quote the checkout named (`fx_quote_id` with `pay_currency`), its fee included. It is what `payment-status` reports as `amount` and `currency`, and what the payer is charged (or, while the payment is pending, will be). The order's own amounts (`subtotal`, `total_price`, refunds) stay in the order's currency.
 */
export type OrderFxCharge = {
    /**
     * The currency charged (the checkout's `pay_currency`).
     */
    currency: Currency;
    /**
     * What the payment charges in `currency`, `fee` included (the quote's `total_amount`).
     */
    amount: Money;
    /**
     * Units of `currency` per one unit of the order's currency, as the quote locked it (a decimal string, never a float).
     */
    rate: string;
    /**
     * The FX fee in `currency`, included in `amount`; `"0.00"` when none is configured.
     */
    fee: Money;
    /**
     * The quote the order was paid with.
     */
    fx_quote_id: FxQuoteId;
};
/**
 * CustomerId
 *
 * Customer identifier (opaque; prefix `cus_`).
 */
export type CustomerId = string;
/**
 * LineItemId
 *
 * Order line item identifier (opaque; prefix `li_`).
 */
export type LineItemId = string;
/**
 * PlatformOrderFulfillmentLine
 *
 * Where the units of one goods line of an order are.
 */
export type PlatformOrderFulfillmentLine = {
    line_item_id: LineItemId;
    /**
     * The product's name on the order.
     */
    product_name: string;
    /**
     * The variant's name, or null.
     */
    variant_name: string | null;
    /**
     * Units ordered.
     */
    quantity: number;
    /**
     * Units shipped or delivered (in transit plus delivered).
     */
    fulfilled: number;
    /**
     * Units delivered.
     */
    delivered: number;
    /**
     * Units not yet shipped or delivered (`quantity − fulfilled`).
     */
    remaining: number;
};
/**
 * FulfillmentId
 *
 * Fulfilment event identifier (opaque; prefix `ful_`).
 */
export type FulfillmentId = string;
/**
 * PlatformFulfillmentEventType
 *
 * What happened to some of an order's goods. The values (and their spelling, `canceled`) are those of the Universal
 * Commerce Protocol's order fulfilment events, so an agent's view of the order shows them unchanged. Each unit of a
 * line is open (not shipped), in transit or delivered; an event covers units of one of these and may move them:
 *
 * | Type | Covers | Moves them to |
 * |---|---|---|
 * | `processing` | open units | (stays open: being prepared) |
 * | `shipped` | open units | in transit |
 * | `in_transit` | units in transit | (no move: a tracking update) |
 * | `failed_attempt` | units in transit | (no move: a delivery attempt failed) |
 * | `undeliverable` | units in transit | (no move: the carrier cannot deliver them) |
 * | `delivered` | units in transit, then open units (handed over without shipping: pickup, own courier) | delivered |
 * | `returned_to_sender` | units in transit | open (they may be shipped again) |
 * | `canceled` | units in transit | open (the shipment was called off) |
 *
 * A line's fulfilled quantity is its units in transit plus its delivered units.
 *
 */
export type PlatformFulfillmentEventType = 'processing' | 'shipped' | 'in_transit' | 'failed_attempt' | 'undeliverable' | 'delivered' | 'returned_to_sender' | 'canceled';
/**
 * PlatformFulfillment
 *
 * One fulfilment event of an order, as recorded (append-only).
 */
export type PlatformFulfillment = {
    id: FulfillmentId;
    type: PlatformFulfillmentEventType;
    /**
     * When it was recorded.
     */
    occurred_at: Timestamp;
    /**
     * The lines and units it covers, each line once.
     */
    line_items: Array<{
        line_item_id: LineItemId;
        /**
         * Units of the line.
         */
        quantity: number;
    }>;
    /**
     * Carrier name, or null.
     */
    carrier: string | null;
    /**
     * Carrier tracking number, or null.
     */
    tracking_number: string | null;
    /**
     * Where the shipment can be followed, or null.
     */
    tracking_url: string | null;
    /**
     * A note for the buyer ("Left at the front door"), or null.
     */
    description: string | null;
};
/**
 * PlatformOrderFulfillment
 *
 * Where an order's goods are. Delivery and pickup orders take fulfilment events on their goods lines: every line but a booking (a line with a slot, fulfilled by completing the booking). `status`: `not_applicable` (a dine-in or walk-in order, or one with bookings only: no fulfilment events), `unfulfilled` (no unit shipped or delivered), `partial`, `fulfilled` (every unit shipped or delivered) or `delivered` (every unit delivered).
 */
export type PlatformOrderFulfillment = {
    status: 'not_applicable' | 'unfulfilled' | 'partial' | 'fulfilled' | 'delivered';
    /**
     * Each goods line (none when `not_applicable`), in the order's line order.
     */
    lines: Array<PlatformOrderFulfillmentLine>;
    /**
     * Every fulfilment event, oldest first.
     */
    events: Array<PlatformFulfillment>;
};
/**
 * PlatformOrder
 *
 * The business view of an order, as the order list shows it and each admin action answers it.
 */
export type PlatformOrder = {
    id: OrderId;
    /**
     * Human-readable order number.
     */
    order_number: string;
    status: PlatformOrderStatus;
    /**
     * `delivery`, `pickup`, `dine-in` or `walk-in`.
     */
    order_type: 'delivery' | 'pickup' | 'dine-in' | 'walk-in';
    /**
     * Payment method chosen at checkout (`card`, `mobile_money`, `cash`, …).
     */
    payment_method: string;
    payment_status: PlatformPaymentStatus;
    /**
     * Sum of the lines before discounts and tax.
     */
    subtotal: Money;
    /**
     * Shipping charged (part of `total_price`) for a `delivery` order by the business's shipping zones; `0.00` for other orders, when the business had no zones, or when the rate was free.
     */
    shipping: Money;
    /**
     * Order total, in `currency` (what is charged unless the order is paid in another currency, see `fx_charge`).
     */
    total_price: Money;
    currency: Currency;
    /**
     * What the payment charges when the order is paid in another currency with a locked FX quote (`pay_currency` and `fx_quote_id` at checkout); null when the payment is in `currency` for `total_price`, and on orders paid in another currency before the charge was kept on the order.
     */
    fx_charge: OrderFxCharge | null;
    /**
     * Total refunded so far (`0.00` when none).
     */
    refunded_amount: Money;
    /**
     * Customer, or null for a guest order.
     */
    customer_id: CustomerId | null;
    /**
     * Reason given at cancellation, or null.
     */
    cancellation_reason: string | null;
    /**
     * Where the order's goods are (per line) and its fulfilment events; always present (added after the fields above, so older clients may ignore it). Recorded with `POST …/orders/{order_id}/fulfillments`.
     */
    fulfillment?: PlatformOrderFulfillment;
    /**
     * When the order was placed.
     */
    created_at: Timestamp;
    /**
     * Last change.
     */
    updated_at: Timestamp;
};
/**
 * PlatformListPagination
 *
 * Limit/offset pagination; `total` counts every matching row.
 */
export type PlatformListPagination = {
    /**
     * Page size used.
     */
    limit: number;
    /**
     * Rows skipped.
     */
    offset: number;
    /**
     * Matching rows in all.
     */
    total: number;
};
/**
 * PlatformOrderList
 *
 * A page of the business's orders.
 */
export type PlatformOrderList = {
    /**
     * Orders, newest first (by `created_at`, then by id).
     */
    orders: Array<PlatformOrder>;
    pagination: PlatformListPagination;
};
/**
 * PlatformOrderStatusUpdateRequest
 */
export type PlatformOrderStatusUpdateRequest = {
    /**
     * Target status, later in `pending → confirmed → preparing → ready → completed` than the current one (or equal to it, a no-op). Use the cancel operation to cancel.
     */
    status: 'confirmed' | 'preparing' | 'ready' | 'completed';
};
/**
 * PlatformOrderCancelRequest
 */
export type PlatformOrderCancelRequest = {
    /**
     * Why the order is cancelled; stored as `cancellation_reason` and sent in the `order.cancelled` event.
     */
    reason?: string;
};
/**
 * PlatformRefundCreateRequest
 */
export type PlatformRefundCreateRequest = {
    /**
     * Amount to refund, greater than `0.00` and at most the remaining refundable amount (`total_price − refunded_amount`). Omitted = the whole remaining amount.
     */
    amount?: Money;
    /**
     * Internal note on the refund.
     */
    reason?: string;
};
/**
 * PlatformRefundId
 *
 * Refund identifier (opaque; prefix `re_`).
 */
export type PlatformRefundId = string;
/**
 * PlatformRefund
 *
 * A refund record with the order as it stands after it.
 */
export type PlatformRefund = {
    id: PlatformRefundId;
    order_id: OrderId;
    /**
     * Refunded amount.
     */
    amount: Money;
    currency: Currency;
    /**
     * Note given, or null.
     */
    reason: string | null;
    /**
     * `succeeded` once the provider confirmed (immediately in sandbox and for cash), `pending` while the provider processes it, `failed` if it refused.
     */
    status: 'pending' | 'succeeded' | 'failed';
    /**
     * When the refund was created.
     */
    created_at: Timestamp;
    order: PlatformOrder;
};
/**
 * PlatformFulfillmentCreateRequest
 *
 * A fulfilment event to record. `line_items` absent means every unit the event type may cover.
 */
export type PlatformFulfillmentCreateRequest = {
    type: PlatformFulfillmentEventType;
    /**
     * The lines (ids of the order's `items`) and units the event covers, each line once. A line without `quantity` means every unit of it the type may cover; no `line_items` means every unit of every line the type may cover.
     */
    line_items?: Array<{
        line_item_id: LineItemId;
        /**
         * Units of the line (default all it may cover).
         */
        quantity?: number;
    }>;
    /**
     * Carrier name (`DHL`, `GIG Logistics`, `Own courier`).
     */
    carrier?: string;
    /**
     * Carrier tracking number.
     */
    tracking_number?: string;
    /**
     * Where the buyer can follow the shipment (`http://` or `https://`).
     */
    tracking_url?: string;
    /**
     * A note for the buyer.
     */
    description?: string;
};
/**
 * PlatformFulfillmentCreateResult
 *
 * The fulfilment event recorded, and the order after it.
 */
export type PlatformFulfillmentCreateResult = {
    fulfillment: PlatformFulfillment;
    order: PlatformOrder;
};
/**
 * ThreadId
 *
 * Support conversation identifier (opaque; prefix `thr_`).
 */
export type ThreadId = string;
/**
 * MessageId
 *
 * Support message identifier (opaque; prefix `msg_`).
 */
export type MessageId = string;
/**
 * UploadId
 *
 * Customer upload identifier (opaque; prefix `upl_`).
 */
export type UploadId = string;
/**
 * SupportMessageAttachment
 *
 * A file attached to a support message: a confirmed customer upload (`upl_…`, sent by the shopper) or a confirmed business asset (`up_…`, sent by the business). `url` is where the file host serves it.
 */
export type SupportMessageAttachment = {
    id: UploadId | AssetUploadId;
    url: string;
    filename: string;
    content_type: string;
    size_bytes: number;
};
/**
 * SupportMessage
 *
 * One message of a support conversation. `sender_type`: `customer` (the shopper), `agent` (a person at the business, replying through the platform API), `ai` (the business's automatic responder) or `system` (notices the business posts, such as opening hours). Customer messages have `content_type` `text`; replies may be `markdown`. `metadata` is free-form; the server puts the sender's `client_id` there when one was given.
 *
 * **Order and cursor.** `created_at` is unique within a conversation and strictly increases in the order messages are stored: a message stored in the same millisecond as the one before it (or, with a clock that went back, earlier) is stamped one millisecond after it. So "messages after `created_at` T" never skips a message, whatever the timing, and `after=<the last created_at you have>` is an exact cursor.
 */
export type SupportMessage = {
    id: MessageId;
    sender_type: 'customer' | 'agent' | 'ai' | 'system';
    content: string;
    content_type: 'text' | 'markdown';
    attachments: Array<SupportMessageAttachment>;
    /**
     * Free-form key/value data (`client_id` of messages sent with one).
     */
    metadata: {
        [key: string]: unknown;
    };
    created_at: Timestamp;
};
/**
 * PlatformSupportConversation
 *
 * A shopper's support conversation as the business sees it. `status` is `open` or `closed`; `awaiting_reply` is true while the newest message is the shopper's (an open conversation waiting for the business). `customer_id` is the signed-in customer's, null for a guest. `last_message` is the newest message, for an inbox preview. `ai_enabled`: the business has an automatic responder configured and no person has replied yet.
 */
export type PlatformSupportConversation = {
    id: ThreadId;
    status: 'open' | 'closed';
    awaiting_reply: boolean;
    ai_enabled: boolean;
    message_count: number;
    customer_id: CustomerId | null;
    created_at: Timestamp;
    last_message_at: Timestamp | null;
    closed_at: Timestamp | null;
    last_message: SupportMessage | null;
};
/**
 * PlatformSupportConversationList
 */
export type PlatformSupportConversationList = {
    /**
     * Newest activity first (the latest message, or creation for a conversation without messages).
     */
    conversations: Array<PlatformSupportConversation>;
    pagination: PlatformListPagination;
};
/**
 * PlatformSupportConversationView
 *
 * A conversation and its 50 most recent messages, oldest first.
 */
export type PlatformSupportConversationView = {
    conversation: PlatformSupportConversation;
    messages: Array<SupportMessage>;
};
/**
 * PlatformSupportReplyRequest
 *
 * A reply from the business. `content` is trimmed and must then be 1 to 4000 characters. `sender_type` is `agent` (a person; the default) or `system` (a notice, such as opening hours). A person's reply turns the automatic responder off for this conversation (`ai_enabled` false). `client_id` makes a retry safe as on the storefront (a repeat is 409 CONFLICT with the original in `data`). `attachments` are confirmed assets of the business (`up_…`).
 */
export type PlatformSupportReplyRequest = {
    /**
     * 1 to 4000 characters after trimming; an empty, whitespace-only or longer text is 400 BAD_REQUEST. (The schema allows 8000 so that surrounding whitespace, which is trimmed, does not count.)
     */
    content: string;
    content_type?: 'text' | 'markdown';
    sender_type?: 'agent' | 'system';
    client_id?: string;
    attachments?: Array<AssetUploadId>;
};
/**
 * IncentiveTemplateId
 *
 * Incentive template identifier (opaque; prefix `tpl_`).
 */
export type IncentiveTemplateId = string;
/**
 * PlatformIncentiveIntent
 *
 * A visitor intent an incentive can be offered at: the storefront's activity intents (`ActivityIntent`) except `baseline`, which no incentive is offered at.
 */
export type PlatformIncentiveIntent = 'browsing' | 'considering' | 'ready_to_buy';
/**
 * PlatformIncentiveTemplate
 *
 * An incentive the business offers storefront visitors: the storefront's agent `agent_id` presents it to sessions whose intent is one of `intents` and whose cart meets `requires_cart_items` and `min_cart_total`, while the template is `active`. Among the templates that hold, the highest `priority` is offered; ties go to the oldest `created_at`, then the smaller `id`.
 */
export type PlatformIncentiveTemplate = {
    id: IncentiveTemplateId;
    /**
     * The business's label for the template.
     */
    name: string;
    /**
     * The storefront agent that presents the offer: the business's own identifier (e.g. `agt_…`), passed through to the storefront's activity state as is; this service does not interpret it.
     */
    agent_id: string;
    /**
     * The intents the template is offered at.
     */
    intents: Array<PlatformIncentiveIntent>;
    /**
     * The cart subtotal must be at least this (the business's currency); null = no minimum.
     */
    min_cart_total: Money | null;
    /**
     * The cart must hold at least one item.
     */
    requires_cart_items: boolean;
    /**
     * Higher wins when several templates hold.
     */
    priority: number;
    /**
     * Inactive templates are never offered.
     */
    active: boolean;
    created_at: Timestamp;
    updated_at: Timestamp;
};
/**
 * PlatformIncentiveTemplateList
 */
export type PlatformIncentiveTemplateList = {
    /**
     * Highest `priority` first, then oldest `created_at` first (then `id`), the order selection prefers.
     */
    templates: Array<PlatformIncentiveTemplate>;
    pagination: PlatformListPagination;
};
/**
 * PlatformIncentiveTemplateCreateRequest
 */
export type PlatformIncentiveTemplateCreateRequest = {
    /**
     * The business's label for the template.
     */
    name: string;
    /**
     * The storefront agent that presents the offer (the business's own identifier, e.g. `agt_…`).
     */
    agent_id: string;
    /**
     * The intents the template is offered at, 1 to 3 distinct values.
     */
    intents: Array<PlatformIncentiveIntent>;
    /**
     * The cart subtotal must be at least this (the business's currency); not negative (400 VALIDATION_ERROR). Null or omitted = no minimum.
     */
    min_cart_total?: Money | null;
    /**
     * The cart must hold at least one item. Default false.
     */
    requires_cart_items?: boolean;
    /**
     * Higher wins when several templates hold, 0 to 1000. Default 0.
     */
    priority?: number;
    /**
     * Inactive templates are kept but never offered. Default true.
     */
    active?: boolean;
};
/**
 * PlatformIncentiveTemplateUpdateRequest
 *
 * At least one field; fields not sent are kept. `min_cart_total` null removes the minimum.
 */
export type PlatformIncentiveTemplateUpdateRequest = {
    name?: string;
    agent_id?: string;
    intents?: Array<PlatformIncentiveIntent>;
    /**
     * Not negative (400 VALIDATION_ERROR); null = no minimum.
     */
    min_cart_total?: Money | null;
    requires_cart_items?: boolean;
    priority?: number;
    active?: boolean;
};
/**
 * PlatformBookingStatus
 *
 * `confirmed` (created by checkout), then one final status: `cancelled` (by the customer, the business or the order's cancellation), `completed` or `no_show` (marked by the business once the booking has started).
 */
export type PlatformBookingStatus = 'confirmed' | 'cancelled' | 'completed' | 'no_show';
/**
 * BookingId
 *
 * Booking identifier (opaque; prefix `bk_`).
 */
export type BookingId = string;
/**
 * ServiceId
 *
 * Bookable service identifier (opaque; prefix `svc_`).
 */
export type ServiceId = string;
/**
 * ProductId
 *
 * Product identifier (opaque; prefix `prod_`).
 */
export type ProductId = string;
/**
 * VariantId
 *
 * Variant identifier (opaque; prefix `var_`).
 */
export type VariantId = string;
/**
 * StaffId
 *
 * Staff member identifier (opaque; prefix `stf_`).
 */
export type StaffId = string;
/**
 * LocationId
 *
 * Location identifier (opaque; prefix `loc_`).
 */
export type LocationId = string;
/**
 * PlatformBookingHistoryEntry
 *
 * One change of a booking, oldest first. A reschedule fills `from_*` and `to_*`; a cancellation, completion or no-show leaves them null. `by`: `customer` (storefront), `business` (this API) or `system` (for example the order's cancellation).
 */
export type PlatformBookingHistoryEntry = {
    at: Timestamp;
    kind: 'rescheduled' | 'cancelled' | 'completed' | 'no_show';
    by: 'customer' | 'business' | 'system';
    from_start: Timestamp | null;
    from_end: Timestamp | null;
    from_staff_id: StaffId | null;
    to_start: Timestamp | null;
    to_end: Timestamp | null;
    to_staff_id: StaffId | null;
    reason: string | null;
};
/**
 * PlatformBooking
 *
 * A booking as the business sees it: one service line of an order. `start`..`end` is the appointment (UTC, buffers excluded); `timezone` is the location's zone. `version` grows with every change; send it as `expected_version` when rescheduling so a stale screen cannot move a booking twice.
 */
export type PlatformBooking = {
    id: BookingId;
    order_id: OrderId;
    line_item_id: LineItemId;
    service_id: ServiceId;
    product_id: ProductId;
    /**
     * Variant booked, or null for the service default.
     */
    variant_id: VariantId | null;
    /**
     * Assigned staff member, or null when the service needs none.
     */
    staff_id: StaffId | null;
    location_id: LocationId;
    /**
     * IANA time zone of the location.
     */
    timezone: string;
    /**
     * The order's customer, or null for a guest order.
     */
    customer_id: CustomerId | null;
    status: PlatformBookingStatus;
    start: Timestamp;
    end: Timestamp;
    participant_count: number;
    history: Array<PlatformBookingHistoryEntry>;
    version: number;
    cancelled_at: Timestamp | null;
    cancellation_reason: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
};
/**
 * PlatformBookingList
 */
export type PlatformBookingList = {
    /**
     * Bookings by ascending `start` (then id).
     */
    bookings: Array<PlatformBooking>;
    pagination: PlatformListPagination;
};
/**
 * PlatformBookingMarkRequest
 *
 * Optional body of marking a booking completed or no-show.
 */
export type PlatformBookingMarkRequest = {
    /**
     * A note kept in the booking's `history`.
     */
    reason?: string;
};
/**
 * PlatformBookingCancelRequest
 *
 * Optional body of a cancellation by the business.
 */
export type PlatformBookingCancelRequest = {
    /**
     * Why; stored as `cancellation_reason`, kept in `history` and sent in `booking.cancelled`.
     */
    reason?: string;
};
/**
 * PlatformBookingRescheduleRequest
 *
 * Moves a booking to a new time as the business (`reschedule_type` `business`). The new window must last exactly the booked duration and pass the slot rules for the booking's participants; the booking's own current time does not count against it. The cancellation cutoff does not apply to the business.
 */
export type PlatformBookingRescheduleRequest = {
    /**
     * New start, ISO 8601 with `Z` or an offset.
     */
    new_start_time: string;
    /**
     * New end; after `new_start_time` by exactly the booked duration.
     */
    new_end_time: string;
    /**
     * Staff member for the new time (`stf_…`), one of the service's staff. Omitted: the current one when free then, else the first free qualified member.
     */
    new_staff_id?: string;
    /**
     * Kept in `history` and sent in `booking.rescheduled`.
     */
    reason?: string;
    /**
     * The `version` the caller read; when the booking has changed since, 409 CONFLICT and nothing moves.
     */
    expected_version?: number;
};
/**
 * PlatformWebhookEventType
 *
 * One of the 14 webhook event types.
 */
export type PlatformWebhookEventType = 'order.created' | 'order.updated' | 'order.completed' | 'order.cancelled' | 'order.fulfillment_created' | 'payment.completed' | 'payment.failed' | 'payment.refunded' | 'booking.created' | 'booking.rescheduled' | 'booking.cancelled' | 'subscription.renewed' | 'subscription.cancelled' | 'inventory.low_stock';
/**
 * DeliveryId
 *
 * Webhook delivery attempt identifier (opaque; prefix `dlv_`).
 */
export type DeliveryId = string;
/**
 * EventId
 *
 * Event identifier (opaque; prefix `evt_`).
 */
export type EventId = string;
/**
 * PlatformWebhookDelivery
 *
 * One delivery attempt of an event to a webhook endpoint. `status` is `pending` (scheduled or in flight), `succeeded` (2xx answered) or `failed` (non-2xx, timeout after 10 s, or connection error).
 */
export type PlatformWebhookDelivery = {
    id: DeliveryId;
    event_id: EventId;
    event_type: PlatformWebhookEventType;
    /**
     * 1 for the first attempt, then 2..7 for the automatic retries (1 m, 5 m, 15 m, 1 h, 6 h, 24 h after the first attempt); replays continue the count.
     */
    attempt: number;
    /**
     * `pending`, `succeeded` or `failed`.
     */
    status: 'pending' | 'succeeded' | 'failed';
    /**
     * HTTP status the receiver answered; null while pending or when no response arrived.
     */
    response_status: number | null;
    /**
     * Time to the response in milliseconds; null while pending or without a response.
     */
    latency_ms: number | null;
    /**
     * Why the attempt failed (for example a timeout or the status line); null otherwise.
     */
    error: string | null;
    /**
     * When the attempt was made (or scheduled).
     */
    created_at: Timestamp;
    /**
     * When the automatic retry of a failed attempt is scheduled; null when none is left or the attempt succeeded.
     */
    next_attempt_at: Timestamp | null;
};
/**
 * PlatformWebhookDeliveryList
 */
export type PlatformWebhookDeliveryList = {
    /**
     * Attempts, newest first.
     */
    deliveries: Array<PlatformWebhookDelivery>;
    pagination: PlatformListPagination;
};
/**
 * PlatformWebhookTestRequest
 */
export type PlatformWebhookTestRequest = {
    /**
     * Event type of the test event (default `order.created`). The endpoint need not be subscribed to it.
     */
    event_type?: PlatformWebhookEventType;
};
/**
 * PlatformWebhookEnabled
 *
 * A webhook endpoint's delivery state after enabling it (the endpoint itself is listed by `GET /api/v1/webhooks`).
 */
export type PlatformWebhookEnabled = {
    /**
     * Webhook endpoint id (`whk_…`).
     */
    id: string;
    /**
     * `active` once enabled; an endpoint that was not disabled keeps its status (`active` or `failing`).
     */
    status: 'active' | 'failing' | 'disabled';
    /**
     * Consecutive failed attempts; cleared by enabling.
     */
    failure_count: number;
};
/**
 * ProjectId
 *
 * Project identifier (opaque; prefix `prj_`).
 */
export type ProjectId = string;
/**
 * PlatformProjectSettings
 *
 * Project settings, as stored.
 */
export type PlatformProjectSettings = {
    /**
     * Whether the destructive agent tools (`platform_unlink_repo`, `platform_remove_env`, `platform_detach_domain`) may run on this project through `/mcp`. Default false. Changeable only through `PUT /v1/businesses/{business_id}/projects/{project_id}`, never through a tool.
     */
    mcp_destructive_ops_enabled: boolean;
    /**
     * Branch whose deployments go to production by default.
     */
    production_branch: string;
    /**
     * Command run in the checked-out tree before publishing (`sh -c`, with the project's env vars of the deployment's scope, a time and a memory limit); null = no build, the files are published as committed. Servers run build commands only when their operator enables it (`SITE_BUILDS`); otherwise a deployment of a project with a build command fails saying so. A build runs in a sandbox as an unprivileged user: it sees the tree (`/build/src`, its working folder), a home (`/build/home`) and the project's cache kept between builds (`/build/cache`, npm's cache) as the only writable folders besides a private `/tmp`, and has no network unless the operator allows it (then `npm ci` can fetch; otherwise commit what the build needs). Where the server cannot make the sandbox, the deployment fails saying so and the command is not run. An output folder the build makes a link out of the tree is refused.
     */
    build_command: string | null;
    /**
     * Folder of the tree (after the build) that is published, relative to the repository root; null = the first of `dist/` and `public/` that exists, else the repository root. A path leaving the tree is refused when deploying.
     */
    output_directory: string | null;
    /**
     * Node.js major version used to build.
     */
    node_version: '20' | '22';
};
/**
 * PlatformRepoId
 *
 * Repository link identifier (opaque; prefix `repo_`).
 */
export type PlatformRepoId = string;
/**
 * PlatformRepo
 *
 * The git repository linked to a project. `provider` `managed` means the platform provisioned and hosts it (served over git's smart HTTP protocol by this service; push and clone with a URL from `…/repo/clone-url`); the others are connected repositories the platform fetches from, `git` being any git server over HTTPS and `github`, `gitlab`, `bitbucket` an app installation on that provider.
 */
export type PlatformRepo = {
    id: PlatformRepoId;
    project_id: ProjectId;
    /**
     * `managed` (provisioned by the platform), `git` (connected by HTTPS URL), `github`, `gitlab` or `bitbucket` (connected through the provider's app).
     */
    provider: 'managed' | 'git' | 'github' | 'gitlab' | 'bitbucket';
    /**
     * `owner/name` on the provider. Managed: `<business slug>/<repo_name>`. `git`: as given at connect, or the last two segments of the clone URL's path (without `.git`).
     */
    full_name: string;
    /**
     * Default branch of the repository.
     */
    default_branch: string;
    /**
     * Whether the repository is private; for `git`, whether it was connected with a token.
     */
    private: boolean;
    /**
     * Web page of the repository, when the provider has one; null for `managed` (the platform hosts no web view of its repositories) and `git` repositories.
     */
    html_url: string | null;
    /**
     * When the repository was linked to the project.
     */
    created_at: Timestamp;
    /**
     * In the answer of `GET …/repo` (`platform_get_repo`) only, absent elsewhere. The commit `default_branch` points to at the time of the call (read from the hosted repository, or asked of a connected repository's server); null while the branch has no commit (a new repository). To deploy the latest commit, pass it as `git_sha`, or pass `branch` to the deploy.
     */
    head_sha?: string | null;
};
/**
 * DeploymentId
 *
 * Deployment identifier (opaque; prefix `dep_`).
 */
export type DeploymentId = string;
/**
 * PlatformEnvScope
 *
 * Deployment environment: `production` (serves the project's production URL and attached domains) or `preview` (a unique URL per deployment).
 */
export type PlatformEnvScope = 'production' | 'preview';
/**
 * PlatformDeploymentStatus
 *
 * Deployment status. `queued` → `building` → `deploying` → `active`; `active` → `superseded` when a later deployment of the same project and `env_scope` becomes active (production: one active at a time; preview deployments stay `active`). `queued`, `building` and `deploying` may end in `failed` or `cancelled`. `active`, `failed`, `cancelled` and `superseded` never go back.
 */
export type PlatformDeploymentStatus = 'queued' | 'building' | 'deploying' | 'active' | 'failed' | 'cancelled' | 'superseded';
/**
 * PlatformDeployment
 *
 * One build and release of a git commit of the project.
 */
export type PlatformDeployment = {
    id: DeploymentId;
    project_id: ProjectId;
    /**
     * Full commit SHA deployed.
     */
    git_sha: string;
    /**
     * The branch the deploy named, whose head `git_sha` was at that moment; for a rollback, the branch of the deployment it re-releases; null when deployed by commit id.
     */
    branch: string | null;
    env_scope: PlatformEnvScope;
    status: PlatformDeploymentStatus;
    /**
     * Unique URL of this deployment (its own hostname, served like the production URL, see PlatformProject); set from `deploying` on, null before; it answers once the deployment is active.
     */
    url: string | null;
    /**
     * For a rollback, the earlier deployment whose build it re-released; null otherwise.
     */
    rollback_of: DeploymentId | null;
    /**
     * Why it failed (`failed` only); null otherwise.
     */
    error: string | null;
    /**
     * When it was queued.
     */
    created_at: Timestamp;
    /**
     * When the build started; null while queued.
     */
    started_at: Timestamp | null;
    /**
     * When it reached `active`, `failed` or `cancelled`; null before.
     */
    finished_at: Timestamp | null;
    /**
     * Last status change.
     */
    updated_at: Timestamp;
};
/**
 * PlatformProject
 *
 * A storefront site project: its settings, linked repository and latest deployment.
 */
export type PlatformProject = {
    id: ProjectId;
    /**
     * Display name.
     */
    name: string;
    /**
     * URL-safe name, unique within the business; used in the default hostnames. Fixed at creation.
     */
    slug: string;
    settings: PlatformProjectSettings;
    /**
     * Linked repository, or null.
     */
    repo: PlatformRepo | null;
    /**
     * Most recently created deployment (any scope and status), or null.
     */
    last_deployment: PlatformDeployment | null;
    /**
     * URL of the current production deployment (`<project label>.<sites domain>`; attached custom domains serve the same); null until one is active. How a site is served: a path names a file of the published folder; a folder serves its `index.html`; anything else is the site's `404.html` with status 404 (a plain 404 without one), so a single-page app ships its own `404.html`. Files whose name carries a content hash of 8 or more characters before the extension (`app.3f9a1c2b.js`) are sent `Cache-Control: public, max-age=31536000, immutable`, everything else is revalidated by ETag. Only GET and HEAD. A release switches the whole site at once: a request sees the previous build or the new one, never a mix.
     */
    production_url: string | null;
    /**
     * Creation time.
     */
    created_at: Timestamp;
    /**
     * Last change of the project, its repo link or its deployments.
     */
    updated_at: Timestamp;
};
/**
 * PlatformProjectList
 */
export type PlatformProjectList = {
    /**
     * Projects, newest first.
     */
    projects: Array<PlatformProject>;
    pagination: PlatformListPagination;
};
/**
 * PlatformProjectCreateRequest
 */
export type PlatformProjectCreateRequest = {
    /**
     * Display name of the new project.
     */
    name: string;
    /**
     * URL-safe name, unique within the business: lower-case letters, digits and inner hyphens, at most 50 characters. Default: derived from `name`, with a numeric suffix when taken.
     */
    slug?: string;
    /**
     * Optional idempotency key (1 to 255 characters). Within one hour, a repeat with the same key and the same input returns the cached response without executing again; the same key with different input is refused (409 CONFLICT over REST, -32007 IDEMPOTENCY_CONFLICT over `/mcp`). Over `/mcp` the cache is per MCP session, over REST per API key.
     */
    idempotency_key?: string;
};
/**
 * PlatformProjectSettingsInput
 *
 * The complete new settings object. It replaces the stored one: send the existing values you want to keep; an omitted field returns to its default.
 */
export type PlatformProjectSettingsInput = {
    /**
     * Allow the destructive agent tools on this project. Default false.
     */
    mcp_destructive_ops_enabled?: boolean;
    /**
     * Production branch. Default `main`.
     */
    production_branch?: string;
    /**
     * Command run before publishing (see the project's settings); null = no build. Default null.
     */
    build_command?: string | null;
    /**
     * Folder published; null = `dist/`, else `public/`, else the root. Default null.
     */
    output_directory?: string | null;
    /**
     * Node.js major version. Default `20`.
     */
    node_version?: '20' | '22';
};
/**
 * PlatformProjectUpdateRequest
 *
 * At least one of `name` and `settings`.
 */
export type PlatformProjectUpdateRequest = {
    /**
     * New display name.
     */
    name?: string;
    settings?: PlatformProjectSettingsInput;
};
/**
 * PlatformRepoUnlinkResult
 */
export type PlatformRepoUnlinkResult = {
    project_id: ProjectId;
    /**
     * The repository link removed, or null when none was linked.
     */
    repo_id: PlatformRepoId | null;
    /**
     * True when a link was removed by this call; false when the project had none (repeat call).
     */
    unlinked: boolean;
    /**
     * True when the upstream repository was deleted too.
     */
    purged: boolean;
};
/**
 * PlatformRepoProvisionRequest
 */
export type PlatformRepoProvisionRequest = {
    /**
     * Name of the new repository (lower-case letters, digits, `.`, `_`, `-`; at most 100). Default: the project slug.
     */
    repo_name?: string;
    /**
     * Create it private (default true). A public repository can be cloned and fetched by anyone, with its URL without the credential (`<git host>/git/<business_id>/<repo_id>.git`); pushing always takes a `write` clone URL.
     */
    private?: boolean;
    /**
     * Optional idempotency key (1 to 255 characters). Within one hour, a repeat with the same key and the same input returns the cached response without executing again; the same key with different input is refused (409 CONFLICT over REST, -32007 IDEMPOTENCY_CONFLICT over `/mcp`). Over `/mcp` the cache is per MCP session, over REST per API key.
     */
    idempotency_key?: string;
};
/**
 * PlatformRepoConnectRequest
 *
 * `provider: git` connects any git server over HTTPS by `clone_url` (with an optional `token`); `github`, `gitlab` and `bitbucket` name the repository by `repo_full_name` on that provider's app installation.
 */
export type PlatformRepoConnectRequest = {
    /**
     * `git`: any git server reached over HTTPS with `clone_url`. `github`, `gitlab`, `bitbucket`: the platform's app on that provider (the business must have installed it with access to the repository).
     */
    provider: 'git' | 'github' | 'gitlab' | 'bitbucket';
    /**
     * `owner/name` of the existing repository; required for `github`, `gitlab` and `bitbucket`. With `git` it is the name shown for the repository (default: the last two segments of the clone URL's path).
     */
    repo_full_name?: string;
    /**
     * `git` only, and required there: the repository's HTTPS clone URL, without credentials, query or fragment (e.g. `https://git.example.com/team/site.git`). `http://` is accepted only when the server allows it (GIT_CONNECT_ALLOW_HTTP, off in production), and the host must be on the server's allow-list when it has one (GIT_CONNECT_HOSTS).
     */
    clone_url?: string;
    /**
     * Branch to treat as default; omitted = the repository's own default branch.
     */
    default_branch?: string;
    /**
     * Optional idempotency key (1 to 255 characters). Within one hour, a repeat with the same key and the same input returns the cached response without executing again; the same key with different input is refused (409 CONFLICT over REST, -32007 IDEMPOTENCY_CONFLICT over `/mcp`). Over `/mcp` the cache is per MCP session, over REST per API key.
     */
    idempotency_key?: string;
};
/**
 * PlatformCloneUrlRequest
 */
export type PlatformCloneUrlRequest = {
    /**
     * `read` (clone and fetch) or `write` (also push). Default `write`.
     */
    access?: 'read' | 'write';
    /**
     * Lifetime of the credential in seconds, 60 to 3600. Default 900.
     */
    ttl_secs?: number;
};
/**
 * PlatformCloneUrl
 *
 * HTTPS git URL carrying a short-lived credential. Treat it as a secret; it stops working at `expires_at`.
 */
export type PlatformCloneUrl = {
    /**
     * Authenticated HTTPS clone URL.
     */
    url: string;
    /**
     * When the embedded credential expires.
     */
    expires_at: Timestamp;
};
/**
 * PlatformDeploymentList
 */
export type PlatformDeploymentList = {
    /**
     * Deployments, newest first.
     */
    deployments: Array<PlatformDeployment>;
    pagination: PlatformListPagination;
};
/**
 * PlatformDeployRequest
 *
 * What to deploy, named by exactly one of `git_sha` (a commit) and `branch` (the commit that branch points to when the call is made).
 */
export type PlatformDeployRequest = {
    /**
     * Full 40-character lower-case commit SHA to deploy; it must exist in the linked repository. Give this or `branch`, not both.
     */
    git_sha?: string;
    /**
     * A branch of the linked repository (for example `main`, or `default_branch` of the repository); the deployment builds the commit it points to at the time of the call, and records both (`git_sha`, `branch`). Give this or `git_sha`, not both.
     */
    branch?: string;
    /**
     * `production` or `preview`. Default `production`.
     */
    env_scope?: PlatformEnvScope;
    /**
     * Optional idempotency key (1 to 255 characters). Within one hour, a repeat with the same key and the same input returns the cached response without executing again; the same key with different input is refused (409 CONFLICT over REST, -32007 IDEMPOTENCY_CONFLICT over `/mcp`). Over `/mcp` the cache is per MCP session, over REST per API key.
     */
    idempotency_key?: string;
};
/**
 * PlatformRollbackRequest
 */
export type PlatformRollbackRequest = {
    /**
     * Earlier deployment to roll back to; it must belong to the project, have the same `env_scope` and have been active before (status `superseded`). Default: the most recently superseded deployment of that scope.
     */
    target_deployment_id?: string;
    /**
     * Environment to roll back. Default `production`.
     */
    env_scope?: PlatformEnvScope;
    /**
     * Optional idempotency key (1 to 255 characters). Within one hour, a repeat with the same key and the same input returns the cached response without executing again; the same key with different input is refused (409 CONFLICT over REST, -32007 IDEMPOTENCY_CONFLICT over `/mcp`). Over `/mcp` the cache is per MCP session, over REST per API key.
     */
    idempotency_key?: string;
};
/**
 * PlatformDeploymentLogLine
 */
export type PlatformDeploymentLogLine = {
    /**
     * Position of the line in the deployment's log, from 1; pass the last one seen as `after_seq` to continue.
     */
    seq: number;
    /**
     * When the line was written.
     */
    timestamp: Timestamp;
    /**
     * `build` (build command output), `deploy` (release steps) or `system` (platform status messages).
     */
    source: 'build' | 'deploy' | 'system';
    /**
     * The line, without its trailing newline (longer lines are cut at 8192 characters).
     */
    message: string;
};
/**
 * PlatformDeploymentLogs
 *
 * A page of build and deploy log lines.
 */
export type PlatformDeploymentLogs = {
    deployment_id: DeploymentId;
    status: PlatformDeploymentStatus;
    /**
     * Lines in order of `seq`.
     */
    lines: Array<PlatformDeploymentLogLine>;
    /**
     * Pass as `after_seq` to read on (the last `seq` returned, or the given `after_seq` when no line was returned).
     */
    next_after_seq: number;
    /**
     * True when more lines already exist beyond this page. When false and the status is not final, more lines may still come: poll again.
     */
    has_more: boolean;
};
/**
 * PlatformEnvVar
 *
 * An environment variable of one scope. Values are encrypted at rest (AES-256-GCM) and given to the build command of the scope's deployments (`settings.build_command`), read when the deployment is built. They are not served to visitors: a static site has no server-side code to read them, so a value the browser needs is written into the published files by the build (e.g. a bundler's `define` of a `PUBLIC_…` variable); a project without a build command gets none of them.
 */
export type PlatformEnvVar = {
    /**
     * Variable name.
     */
    key: string;
    env_scope: PlatformEnvScope;
    /**
     * The value, or null when masked.
     */
    value: string | null;
    /**
     * True when `value` is withheld (the default on reads; pass `reveal=true` to list values). Always true for a sensitive variable.
     */
    masked: boolean;
    /**
     * Write-only value, never returned by any operation, even with `reveal=true`; builds still receive it.
     */
    sensitive: boolean;
    /**
     * When the variable was first set in this scope.
     */
    created_at: Timestamp;
    /**
     * Last change of the value.
     */
    updated_at: Timestamp;
};
/**
 * PlatformEnvVarList
 */
export type PlatformEnvVarList = {
    /**
     * Variables ordered by `key`, then `env_scope`.
     */
    env_vars: Array<PlatformEnvVar>;
};
/**
 * PlatformEnvVarSetRequest
 */
export type PlatformEnvVarSetRequest = {
    /**
     * Value to store (at most 32768 characters; may be empty).
     */
    value: string;
    /**
     * Scope to set; omitted = both `production` and `preview`.
     */
    env_scope?: PlatformEnvScope;
    /**
     * Make the value write-only: never returned, even with `reveal=true` (builds still receive it). Omitted: the variable keeps its current setting (false for a new one). `false` on a sensitive variable makes it readable again; this call replaces its value at the same time, so the old value is never disclosed.
     */
    sensitive?: boolean;
};
/**
 * PlatformEnvVarRemoval
 */
export type PlatformEnvVarRemoval = {
    /**
     * Variable name.
     */
    key: string;
    /**
     * Scopes the variable was removed from by this call; empty when it did not exist (repeat call).
     */
    removed_scopes: Array<PlatformEnvScope>;
};
/**
 * DomainId
 *
 * Domain identifier (opaque; prefix `dom_`).
 */
export type DomainId = string;
/**
 * PlatformDomainStatus
 *
 * `pending_verification` (TXT record not seen yet; removed 7 days after it was added unless verified, see `expires_at`) → `verified` (ownership proven; the hostname is this project's alone) → `attached` (serving the project's production deployment). Detaching removes the domain.
 */
export type PlatformDomainStatus = 'pending_verification' | 'verified' | 'attached';
/**
 * PlatformDomainVerification
 *
 * DNS TXT record that proves ownership of the hostname.
 */
export type PlatformDomainVerification = {
    /**
     * DNS record type.
     */
    type: 'TXT';
    /**
     * Record name to create.
     */
    name: string;
    /**
     * Record value to create.
     */
    value: string;
    /**
     * Last verification attempt, or null.
     */
    last_checked_at: Timestamp | null;
    /**
     * Why the last attempt did not verify (for example the record was not found), or null.
     */
    last_error: string | null;
};
/**
 * PlatformDomainDnsTarget
 *
 * DNS record that routes the hostname to the platform: `CNAME` to the platform's target host for a subdomain; `A` to the platform's address for an apex domain (`example.com`, `example.com.gh`) when the platform publishes one, otherwise `CNAME` there too, which DNS providers with ALIAS/ANAME records or CNAME flattening accept at the apex.
 */
export type PlatformDomainDnsTarget = {
    /**
     * `CNAME` or `A`.
     */
    type: 'CNAME' | 'A';
    /**
     * Record name.
     */
    name: string;
    /**
     * Record value (target hostname or IPv4 address).
     */
    value: string;
};
/**
 * PlatformDomain
 *
 * A custom hostname of a project.
 */
export type PlatformDomain = {
    id: DomainId;
    project_id: ProjectId;
    /**
     * Lower-case fully qualified hostname.
     */
    hostname: string;
    status: PlatformDomainStatus;
    verification: PlatformDomainVerification;
    dns_target: PlatformDomainDnsTarget;
    /**
     * When ownership was verified, or null.
     */
    verified_at: Timestamp | null;
    /**
     * When the domain started serving the project, or null.
     */
    attached_at: Timestamp | null;
    /**
     * While `pending_verification`, when the domain is removed unless verified by then (7 days after it was added; it is then unknown, 404, and its hostname free); null once verified.
     */
    expires_at: Timestamp | null;
    /**
     * When the domain was added.
     */
    created_at: Timestamp;
    /**
     * Last change.
     */
    updated_at: Timestamp;
};
/**
 * PlatformDomainList
 */
export type PlatformDomainList = {
    /**
     * Domains of the project, oldest first (at most 50 per project).
     */
    domains: Array<PlatformDomain>;
};
/**
 * PlatformDomainAddRequest
 */
export type PlatformDomainAddRequest = {
    /**
     * Hostname to add, for example `shop.example.com`: lower-case letters, digits and hyphens in dot-separated labels (internationalised names in their `xn--` form), at most 234 characters so that the verification record's name `_storefront-verify.<hostname>` fits DNS's 253; no scheme, port, path or trailing dot.
     */
    hostname: string;
    /**
     * Optional idempotency key (1 to 255 characters). Within one hour, a repeat with the same key and the same input returns the cached response without executing again; the same key with different input is refused (409 CONFLICT over REST, -32007 IDEMPOTENCY_CONFLICT over `/mcp`). Over `/mcp` the cache is per MCP session, over REST per API key.
     */
    idempotency_key?: string;
};
/**
 * PlatformDomainDetachResult
 */
export type PlatformDomainDetachResult = {
    id: DomainId;
    project_id: ProjectId;
    /**
     * The hostname that stopped serving.
     */
    hostname: string;
    /**
     * Always true.
     */
    detached: true;
};
/**
 * PlatformDocsHit
 */
export type PlatformDocsHit = {
    /**
     * Page or section title.
     */
    title: string;
    /**
     * Public docs URL of the page section.
     */
    url: string;
    /**
     * Matching excerpt (plain text).
     */
    snippet: string;
};
/**
 * PlatformDocsSearchResult
 */
export type PlatformDocsSearchResult = {
    /**
     * Best matches first; empty when nothing matches.
     */
    hits: Array<PlatformDocsHit>;
};
/**
 * BusinessId
 *
 * Business identifier (opaque; prefix `biz_`).
 */
export type BusinessId = string;
/**
 * PlatformAccountId
 *
 * Identifier of an account that owns businesses and business keys (opaque; prefix `usr_`). Not a shopper's Link account (`acc_`).
 */
export type PlatformAccountId = string;
/**
 * PlatformContextAccount
 *
 * The account that owns the calling key: the one that created it, or (for a key made before owners were kept) the one that created its business.
 */
export type PlatformContextAccount = {
    id: PlatformAccountId;
    /**
     * Account holder name.
     */
    name: string;
    /**
     * Account email, or null.
     */
    email: string | null;
};
/**
 * PlatformWhoami
 *
 * The calling key, its mode and the account that owns it.
 */
export type PlatformWhoami = {
    key_id: ApiKeyId;
    business_id: BusinessId;
    mode: PlatformKeyMode;
    /**
     * Scopes the key holds.
     */
    scopes: Array<PlatformApiKeyScope>;
    /**
     * The account that owns the key, as in the working context; null when there is none.
     */
    account: PlatformContextAccount | null;
};
/**
 * PlatformContextBusiness
 */
export type PlatformContextBusiness = {
    id: BusinessId;
    /**
     * Business name.
     */
    name: string;
};
/**
 * PlatformContext
 *
 * Who is calling, for which business, and the attached project (also served as the `platform://ctx` resource).
 */
export type PlatformContext = {
    /**
     * The account that owns the calling key (the account that created the key, else the one that created its business), or null when neither has an owner (a business and key made by a build that kept no owners). Clients must accept both.
     */
    account: PlatformContextAccount | null;
    business: PlatformContextBusiness;
    /**
     * Attached project, or null when none is attached.
     */
    project: PlatformProject | null;
};
/**
 * PlatformAttachProjectRequest
 */
export type PlatformAttachProjectRequest = {
    /**
     * Project of the business to attach (replaces any attached one).
     */
    project_id: string;
};
/**
 * PlatformCatalogueImportRef
 *
 * A handle the merchant chooses for an entity that has no slug or SKU (locations, billing plans, deals, add-on groups and options, bundle and composite components, staff, resources). Re-importing a file with the same handle updates that entity in place and keeps its id.
 */
export type PlatformCatalogueImportRef = string;
/**
 * PlatformCatalogueImportLocation
 *
 * A place where the business sells, keeps stock and runs schedules.
 */
export type PlatformCatalogueImportLocation = {
    ref: PlatformCatalogueImportRef;
    name: string;
    /**
     * IANA time zone; defaults to the document's `timezone`, else the business's.
     */
    timezone?: string;
    address?: {
        street_address?: string;
        city?: string;
        region?: string;
        /**
         * ISO 3166-1 alpha-2 code.
         */
        country?: string;
    } | null;
};
/**
 * PlatformCatalogueImportSlug
 *
 * URL-friendly natural key of a category, collection or product (lowercase letters, digits and single hyphens); unique per kind within a business and mode.
 */
export type PlatformCatalogueImportSlug = string;
/**
 * PlatformCatalogueImportAttributeDefinition
 *
 * An attribute a category or collection defines for its products (display and the `properties` filter).
 */
export type PlatformCatalogueImportAttributeDefinition = {
    /**
     * Machine key; the key in product `attributes`.
     */
    key: string;
    label: string;
    type?: 'text' | 'number' | 'boolean' | 'select';
    /**
     * Allowed values of a `select` attribute, in display order; empty for the other types.
     */
    options?: Array<string>;
    required?: boolean;
};
/**
 * PlatformCatalogueImportCategory
 *
 * A category. Nesting is by `parent`, the slug of another category in the file or already imported; cycles are rejected.
 */
export type PlatformCatalogueImportCategory = {
    slug: PlatformCatalogueImportSlug;
    name: string;
    /**
     * Slug of the parent category; null for a top-level category.
     */
    parent?: PlatformCatalogueImportSlug | null;
    image_url?: string | null;
    /**
     * Display order among its siblings, ascending.
     */
    sort_order?: number;
    attribute_definitions?: Array<PlatformCatalogueImportAttributeDefinition>;
};
/**
 * PlatformCatalogueImportCollection
 *
 * A curated grouping of products, optionally time-bound (visible inside `[starts_at, ends_at)`).
 */
export type PlatformCatalogueImportCollection = {
    slug: PlatformCatalogueImportSlug;
    name: string;
    description?: string;
    image_url?: string | null;
    /**
     * Free-form string pairs passed through to storefronts.
     */
    metadata?: {
        [key: string]: string;
    };
    /**
     * Display order, ascending.
     */
    sort_order?: number;
    /**
     * Slugs of the products in the collection, in display order.
     */
    products?: Array<PlatformCatalogueImportSlug>;
    starts_at?: Timestamp | null;
    /**
     * Exclusive end; later than `starts_at`.
     */
    ends_at?: Timestamp | null;
    /**
     * Location refs where the collection is shown; empty = every location.
     */
    locations?: Array<PlatformCatalogueImportRef>;
    attribute_definitions?: Array<PlatformCatalogueImportAttributeDefinition>;
};
/**
 * PlatformCatalogueImportPrice
 *
 * A non-negative amount in the business currency, a decimal string with two fraction digits.
 */
export type PlatformCatalogueImportPrice = string;
/**
 * PlatformCatalogueImportBillingPlan
 *
 * A subscription billing plan; products offer it by listing its `ref` in their `billing_plans`.
 */
export type PlatformCatalogueImportBillingPlan = {
    ref: PlatformCatalogueImportRef;
    name: string;
    interval: 'day' | 'week' | 'month' | 'year';
    interval_count?: number;
    price: PlatformCatalogueImportPrice;
    trial_days?: number;
    /**
     * Eligibility rule; null = none.
     */
    min_quantity?: number | null;
    /**
     * Most units one subscription may take; null = no limit.
     */
    max_quantity?: number | null;
    /**
     * Eligibility rule; null = none.
     */
    min_order_value?: PlatformCatalogueImportPrice | null;
    new_customers_only?: boolean;
    is_active?: boolean;
    /**
     * Location refs where the plan is offered; empty = every location.
     */
    locations?: Array<PlatformCatalogueImportRef>;
};
/**
 * PlatformCatalogueImportWeeklyHours
 *
 * One opening interval of a weekday in local wall-clock time (the location's zone): `start_time` inclusive, `end_time` exclusive, up to `24:00`. A weekday may have several intervals, which must not overlap; a weekday without any is closed; an interval across midnight is two intervals.
 */
export type PlatformCatalogueImportWeeklyHours = {
    /**
     * 0 = Sunday … 6 = Saturday.
     */
    day_of_week: number;
    start_time: string;
    /**
     * Later than `start_time`; up to `24:00`.
     */
    end_time: string;
};
/**
 * PlatformCatalogueImportScheduleException
 *
 * A dated exception on a local date: no `intervals` closes the day; otherwise `intervals` are that date's only hours, replacing the weekday's. One exception per date and location.
 */
export type PlatformCatalogueImportScheduleException = {
    date: string;
    intervals?: Array<{
        start_time: string;
        end_time: string;
    }>;
    note?: string | null;
};
/**
 * PlatformCatalogueImportStaff
 *
 * A staff member (`stf_…`), matched on re-import by `ref`. `schedules` are their working hours per location (local wall-clock time of the location's zone), with dated exceptions (days off, special hours); the list is replaced by what the file says. Services name their qualified staff by `ref`.
 */
export type PlatformCatalogueImportStaff = {
    ref: PlatformCatalogueImportRef;
    name: string;
    /**
     * An inactive staff member is never assigned.
     */
    is_active?: boolean;
    schedules?: Array<{
        location: PlatformCatalogueImportRef;
        weekly_hours?: Array<PlatformCatalogueImportWeeklyHours>;
        exceptions?: Array<PlatformCatalogueImportScheduleException>;
    }>;
};
/**
 * PlatformCatalogueImportResource
 *
 * A resource (`res_…`) bookings hold: a room, a chair, a machine, at one location, with `capacity` units usable at once. Matched on re-import by `ref`; shared by every service that names it.
 */
export type PlatformCatalogueImportResource = {
    ref: PlatformCatalogueImportRef;
    name: string;
    location: PlatformCatalogueImportRef;
    capacity?: number;
};
/**
 * PlatformCatalogueImportVariantAxis
 *
 * One dimension along which a product's variants differ (size, colour); each variant picks one value per axis.
 */
export type PlatformCatalogueImportVariantAxis = {
    name: string;
    /**
     * Display label; defaults to `name` capitalised.
     */
    label?: string;
    values: Array<string>;
};
/**
 * PlatformCatalogueImportSku
 *
 * Stock keeping unit of a variant; unique across the business's catalogue in one mode.
 */
export type PlatformCatalogueImportSku = string;
/**
 * PlatformCatalogueImportStock
 *
 * Units on hand per location, keyed by location `ref`. Importing sets `quantity_on_hand` to this number (units reserved by unpaid orders are kept); locations not named are left as they are.
 */
export type PlatformCatalogueImportStock = {
    [key in PlatformCatalogueImportRef]?: number;
};
/**
 * PlatformCatalogueImportVariant
 *
 * A purchasable variant. Matched on re-import by `sku`, else by its axis values, else by `name`. Variants of a product that a re-import no longer lists are deactivated (kept for existing orders), not deleted.
 */
export type PlatformCatalogueImportVariant = {
    sku?: PlatformCatalogueImportSku;
    /**
     * Display name; defaults to the axis values joined with " / ". Required when the product has no axes.
     */
    name?: string;
    /**
     * Axis name → value, one entry per axis of the product, each a declared value.
     */
    axis_values?: {
        [key: string]: string;
    };
    /**
     * Delta from the product `price`; may be negative as long as the variant's price stays ≥ 0.
     */
    price_adjustment?: string;
    /**
     * The pre-selected variant; at most one per product (the first variant when none is marked).
     */
    is_default?: boolean;
    is_active?: boolean;
    /**
     * Service variants only.
     */
    duration_minutes?: number | null;
    buffer_minutes?: number | null;
    capacity?: number | null;
    /**
     * Variant-level stock; only for products whose `inventory.type` is `variant_level`.
     */
    stock?: PlatformCatalogueImportStock;
};
/**
 * PlatformCatalogueImportAddOnGroup
 *
 * Extras chosen with a product. `required: true` means at least `min_selections` (default 1) options must be chosen. `single` groups allow one option; `multiple` groups up to `max_selections` (default: every option).
 */
export type PlatformCatalogueImportAddOnGroup = {
    ref?: PlatformCatalogueImportRef;
    name: string;
    selection_type?: 'single' | 'multiple';
    required?: boolean;
    min_selections?: number;
    max_selections?: number;
    options: Array<{
        ref?: PlatformCatalogueImportRef;
        name: string;
        price?: PlatformCatalogueImportPrice;
    }>;
};
/**
 * PlatformCatalogueImportScheduleRule
 *
 * A weekly window in which the product can be ordered (older documents also described a service's booking hours this way); a window across midnight is two rules.
 */
export type PlatformCatalogueImportScheduleRule = {
    /**
     * 0 = Sunday … 6 = Saturday.
     */
    day_of_week: number;
    start_time: string;
    /**
     * Exclusive, later than `start_time`; up to `24:00`.
     */
    end_time: string;
    /**
     * Location ref the rule applies to; null = every location.
     */
    location?: PlatformCatalogueImportRef | null;
    /**
     * IANA zone; defaults to the location's, else the document's, else the business's.
     */
    timezone?: string;
};
/**
 * PlatformCatalogueImportInventory
 *
 * How stock is counted. `none`: not tracked (always available). `tracked`: one count per location for the product (`stock` here). `variant_level`: one count per variant and location (each variant's `stock`).
 */
export type PlatformCatalogueImportInventory = {
    type?: 'none' | 'tracked' | 'variant_level';
    /**
     * Level under which `inventory.low_stock` fires; null = never.
     */
    low_stock_threshold?: number | null;
    /**
     * Product-level stock; only with `type` `tracked`.
     */
    stock?: PlatformCatalogueImportStock;
};
/**
 * PlatformCatalogueImportService
 *
 * How a product of type `service` is booked: where (each location with its zone, weekly hours and dated exceptions), for how long, on which slot grid, for how many participants, how far ahead, until when it may be cancelled, and with which staff and resources. The import stores it as the product's scheduling service record (`svc_…`, the `service_id` of the storefront's Scheduling endpoints), matched on re-import by the product, so its id stays. A variant's `duration_minutes`, `buffer_minutes` and `capacity` override `duration_minutes`, `buffer_after_minutes` and `capacity`.
 */
export type PlatformCatalogueImportService = {
    /**
     * Default length of one booking.
     */
    duration_minutes: number;
    /**
     * Kept free for the staff member and resources before each booking.
     */
    buffer_before_minutes?: number;
    /**
     * Kept free after each booking.
     */
    buffer_after_minutes?: number;
    /**
     * Grid of slot starts from each opening interval's start; defaults to `duration_minutes`.
     */
    slot_interval_minutes?: number;
    /**
     * Participants per slot.
     */
    capacity?: number;
    /**
     * A slot must start at least this long after the booking is made.
     */
    min_notice_minutes?: number;
    /**
     * How many days ahead (local dates) a slot may be booked.
     */
    max_advance_days?: number;
    /**
     * The customer may cancel or reschedule until this long before the start.
     */
    cancellation_cutoff_minutes?: number;
    locations: Array<{
        location: PlatformCatalogueImportRef;
        /**
         * IANA zone of the hours; defaults to the location's.
         */
        timezone?: string;
        weekly_hours?: Array<PlatformCatalogueImportWeeklyHours>;
        exceptions?: Array<PlatformCatalogueImportScheduleException>;
    }>;
    /**
     * Refs of the qualified staff (top-level `staff`), in the order they are assigned when the customer names nobody; each must have a schedule at one of the service's locations at least. Empty: the service needs no staff member.
     */
    staff?: Array<PlatformCatalogueImportRef>;
    /**
     * Resources every booking holds for its duration plus buffers; each at one of the service's locations.
     */
    resources?: Array<{
        resource: PlatformCatalogueImportRef;
        /**
         * Units one booking holds; at most the resource's capacity.
         */
        quantity?: number;
    }>;
};
/**
 * PlatformCatalogueImportBundle
 *
 * The components of a `bundle` product, sold together at the product's `price`.
 */
export type PlatformCatalogueImportBundle = {
    components: Array<{
        /**
         * Handle of the component; defaults to the component product's slug.
         */
        ref?: PlatformCatalogueImportRef;
        /**
         * Display name; defaults to the component product's name.
         */
        name?: string;
        /**
         * Slug of the component product (not itself a bundle or composite).
         */
        product: PlatformCatalogueImportSlug;
        /**
         * SKU of the default variant (a variant of `product`); required when that product has variants.
         */
        variant?: PlatformCatalogueImportSku;
        quantity?: number;
        /**
         * The customer may pick another variant of the same product.
         */
        is_swappable?: boolean;
    }>;
};
/**
 * PlatformCatalogueImportComposite
 *
 * The build-your-own structure of a `composite` product: the product's `price` is the base price and each chosen component adds its own `price`; each group takes between `min_selections` and `max_selections` choices.
 */
export type PlatformCatalogueImportComposite = {
    groups: Array<{
        ref?: PlatformCatalogueImportRef;
        name: string;
        min_selections?: number;
        max_selections?: number;
        components: Array<{
            ref?: PlatformCatalogueImportRef;
            name: string;
            price?: PlatformCatalogueImportPrice;
            /**
             * Slug of a product this choice stands for (stock and display), if any.
             */
            product?: PlatformCatalogueImportSlug;
        }>;
    }>;
};
/**
 * PlatformCatalogueImportProduct
 *
 * A product of any kind, matched on re-import by `slug`. `type` selects the kind: `product` (plain, optionally with variants, add-ons and billing plans: a subscription product is a product with `billing_plans`), `service` (bookable, with `service`), `bundle` (needs `bundle`) or `composite` (needs `composite`). Nested lists (variants, add-ons, images, schedules, bundle and composite components, a service's locations, staff and resources) are replaced by what the file says.
 */
export type PlatformCatalogueImportProduct = {
    slug: PlatformCatalogueImportSlug;
    name: string;
    description?: string;
    type?: 'product' | 'service' | 'bundle' | 'composite';
    /**
     * Slug of the product's category; null = uncategorised.
     */
    category?: PlatformCatalogueImportSlug | null;
    /**
     * Taxonomy term ids the product is filed under (the `taxonomy_id` filter of `listProducts`).
     */
    taxonomy?: Array<string>;
    tags?: Array<string>;
    /**
     * Image URLs; the one marked `is_primary` (else the first) is the product's `image_url`.
     */
    images?: Array<{
        url: string;
        is_primary?: boolean;
    }>;
    /**
     * The default price (for a composite, its base price; for a bundle, the bundle price).
     */
    price: PlatformCatalogueImportPrice;
    compare_at_price?: PlatformCatalogueImportPrice | null;
    /**
     * Grams per unit, what shipping rates by weight count (product weight × quantity); omitted or null, the product weighs nothing for shipping.
     */
    weight_grams?: number | null;
    is_active?: boolean;
    is_featured?: boolean;
    /**
     * Attribute values shown on the product page, keyed by attribute key.
     */
    attributes?: {
        [key: string]: string | number | boolean;
    };
    /**
     * Filterable properties (`properties` of `listProducts`), key → values. Stored lowercased, merged with the axis values and the scalar attributes.
     */
    properties?: {
        [key: string]: Array<string>;
    };
    axes?: Array<PlatformCatalogueImportVariantAxis>;
    variants?: Array<PlatformCatalogueImportVariant>;
    add_ons?: Array<PlatformCatalogueImportAddOnGroup>;
    /**
     * Location refs where the product is sold; empty = every location.
     */
    locations?: Array<PlatformCatalogueImportRef>;
    /**
     * Per-location prices that replace `price` there, keyed by location ref.
     */
    location_prices?: {
        [key in PlatformCatalogueImportRef]?: PlatformCatalogueImportPrice;
    };
    /**
     * Weekly windows in which the product can be ordered (`getProductSchedules`, `available-now`). Older documents described a service's booking hours this way: a `service` product without `service` but with `schedules` still gets a scheduling service record built from them (each rule's location, or for a rule without one every location of `locations`, else every location of the business; the rules as weekly hours there, no exceptions; the duration of the default variant, else 60 minutes; the slot grid equal to the duration; capacity 1; no buffers, notice or cutoff; 90 days ahead; no staff or resources). Write `service` instead.
     */
    schedules?: Array<PlatformCatalogueImportScheduleRule>;
    /**
     * Refs of the billing plans offered for this product.
     */
    billing_plans?: Array<PlatformCatalogueImportRef>;
    inventory?: PlatformCatalogueImportInventory;
    /**
     * Only on type `service`; how it is booked.
     */
    service?: PlatformCatalogueImportService;
    bundle?: PlatformCatalogueImportBundle;
    composite?: PlatformCatalogueImportComposite;
};
/**
 * PlatformCatalogueImportDeal
 *
 * A discount. With a `code` it is a coupon the customer enters (stored upper-case, matched case-insensitively); with a null `code` it applies automatically while it runs. Targets (products, categories, collections, locations) narrow it; all empty = the whole catalogue.
 */
export type PlatformCatalogueImportDeal = {
    ref: PlatformCatalogueImportRef;
    name: string;
    description?: string;
    code?: string | null;
    discount_type: 'percentage' | 'fixed_amount';
    /**
     * `percentage`: percent off, `0.01` to `100.00`; `fixed_amount`: amount off in the business currency.
     */
    value: string;
    min_subtotal?: PlatformCatalogueImportPrice | null;
    /**
     * Start; null = the time of the first import.
     */
    starts_at?: Timestamp | null;
    /**
     * Exclusive end; null = open-ended.
     */
    ends_at?: Timestamp | null;
    is_active?: boolean;
    /**
     * Total redemptions allowed; null = unlimited.
     */
    usage_limit?: number | null;
    products?: Array<PlatformCatalogueImportSlug>;
    categories?: Array<PlatformCatalogueImportSlug>;
    collections?: Array<PlatformCatalogueImportSlug>;
    locations?: Array<PlatformCatalogueImportRef>;
};
/**
 * PlatformShippingDestinationInput
 *
 * A destination of a zone as sent; `regions` and `postal_prefixes` default to empty (the whole country).
 */
export type PlatformShippingDestinationInput = {
    /**
     * ISO 3166-1 alpha-2 code, upper case.
     */
    country: string;
    /**
     * Regions (states, provinces) of the country, as addresses name them; empty = the whole country.
     */
    regions?: Array<string>;
    /**
     * Postal-code prefixes within the country; empty = every postal code.
     */
    postal_prefixes?: Array<string>;
};
/**
 * PlatformShippingRatePrice
 *
 * What a rate costs for the lines that ship with it (the cart's lines except services and the rate's `free_product_ids`): `flat` one amount; `weight` the amount of the first band whose `up_to_grams` (inclusive) the lines' weight (product `weight_grams` × quantity; a product without a weight weighs nothing) does not pass; `subtotal` the same with the lines' total and `up_to_subtotal`. Bands are in increasing order and only the last may be open (`null`, no upper bound); past a closed last band the rate is not offered for the cart. Amounts are in the business's currency and not negative (400 VALIDATION_ERROR naming the field).
 */
export type PlatformShippingRatePrice = {
    type: 'flat';
    amount: Money;
} | {
    type: 'weight';
    bands: Array<{
        /**
         * The heaviest cart (grams, inclusive) the band covers; null = no upper bound (last band only).
         */
        up_to_grams: number | null;
        amount: Money;
    }>;
} | {
    type: 'subtotal';
    bands: Array<{
        /**
         * The largest total (inclusive) the band covers; null = no upper bound (last band only).
         */
        up_to_subtotal: Money | null;
        amount: Money;
    }>;
};
/**
 * PlatformCatalogueImportShippingRate
 *
 * A rate of a zone (see the platform's `PlatformShippingRate`); products that ship free are named by slug.
 */
export type PlatformCatalogueImportShippingRate = {
    /**
     * Keeps the rate's id across imports; defaults to the name.
     */
    ref?: PlatformCatalogueImportRef;
    name: string;
    price: PlatformShippingRatePrice;
    min_delivery_days?: number | null;
    max_delivery_days?: number | null;
    /**
     * The rate is free from this total of the lines that ship with it; null = no such rule.
     */
    free_above?: Money | null;
    /**
     * Slugs of products (of the file or earlier imports) that ship free with this rate.
     */
    free_products?: Array<PlatformCatalogueImportSlug>;
};
/**
 * PlatformCatalogueImportShippingZone
 *
 * A shipping zone (see the platform's `PlatformShippingZone`) with its rates, matched by `ref`.
 */
export type PlatformCatalogueImportShippingZone = {
    ref: PlatformCatalogueImportRef;
    name: string;
    destinations: Array<PlatformShippingDestinationInput>;
    /**
     * Offered in this order. Each rate's `ref` (else its name) is unique within the zone.
     */
    rates: Array<PlatformCatalogueImportShippingRate>;
};
/**
 * PlatformCatalogueImportShipping
 *
 * How the business delivers (the platform API's shipping zones and pickup, in the imported mode). Zones are matched by `ref`: a zone found is replaced by the file's (its id kept, and its rates' ids kept by their `ref`, else name; rates the file drops are gone), a new one is created, and zones the file does not mention are left alone. `pickup_locations`, when given, sets which locations offer pickup (refs of the file's or earlier imports' locations; null every location, an empty list none); omitted, pickup stays as it is.
 */
export type PlatformCatalogueImportShipping = {
    zones?: Array<PlatformCatalogueImportShippingZone>;
    pickup_locations?: Array<PlatformCatalogueImportRef> | null;
};
/**
 * PlatformCatalogueImport
 *
 * A business's own catalogue as one JSON document (format version 1). Entities refer to each other by natural keys the merchant controls: slugs (categories, collections, products), SKUs (variants) and `ref` handles (locations, billing plans, deals, add-on groups and options, bundle and composite components, staff, resources), never by service ids. References resolve against the file first, then against what earlier imports stored. Importing is an upsert: an entity found by its key is updated in place and keeps its id, a new one is created, and entities the file does not mention are left alone, so importing the same file twice changes nothing. The whole document is applied in one transaction, or not at all.
 */
export type PlatformCatalogueImport = {
    /**
     * Format version.
     */
    version: 1;
    /**
     * When given, must equal the business currency (amounts are read in it).
     */
    currency?: Currency;
    /**
     * Default IANA zone of locations and schedule rules; defaults to the business's.
     */
    timezone?: string;
    locations?: Array<PlatformCatalogueImportLocation>;
    categories?: Array<PlatformCatalogueImportCategory>;
    collections?: Array<PlatformCatalogueImportCollection>;
    billing_plans?: Array<PlatformCatalogueImportBillingPlan>;
    /**
     * Staff members who deliver services, with their working hours per location.
     */
    staff?: Array<PlatformCatalogueImportStaff>;
    /**
     * Rooms, chairs and machines that bookings hold.
     */
    resources?: Array<PlatformCatalogueImportResource>;
    products?: Array<PlatformCatalogueImportProduct>;
    deals?: Array<PlatformCatalogueImportDeal>;
    shipping?: PlatformCatalogueImportShipping;
};
/**
 * PlatformCatalogueImportCounts
 *
 * Number of stored records per kind.
 */
export type PlatformCatalogueImportCounts = {
    locations: number;
    categories: number;
    collections: number;
    billing_plans: number;
    products: number;
    variants: number;
    bundles: number;
    composites: number;
    deals: number;
    inventory_levels: number;
    /**
     * Scheduling service records of service products.
     */
    services: number;
    staff: number;
    resources: number;
    shipping_zones: number;
};
/**
 * PlatformCatalogueImportResult
 *
 * What an import created and updated, and the id of every entity of the file keyed by `<kind>:<natural key>`: `location:<ref>`, `category:<slug>`, `collection:<slug>`, `billing_plan:<ref>`, `product:<slug>`, `variant:<sku>` (variants without a SKU: `variant:<product slug>/<variant name>`), `bundle:<slug>`, `composite:<slug>`, `deal:<ref>`, `service:<product slug>` (the scheduling service record), `staff:<ref>`, `resource:<ref>`, `add_on_group:<product slug>/<group>`, `add_on_option:<product slug>/<group>/<option>`, `bundle_component:<product slug>/<component>` and `composite_component:<product slug>/<group>/<component>` (group, option and component keys are their `ref`, else their name). A dry run reports what would happen; the ids it shows for new entities are not kept.
 */
export type PlatformCatalogueImportResult = {
    /**
     * The mode the catalogue was imported into.
     */
    livemode: boolean;
    dry_run: boolean;
    created: PlatformCatalogueImportCounts;
    updated: PlatformCatalogueImportCounts;
    ids: {
        [key: string]: string;
    };
};
/**
 * PlatformUcpAgentPolicy
 *
 * Which UCP agents may buy: `any` (default), or those whose profile URL's host matches an entry of `allow_hosts`.
 */
export type PlatformUcpAgentPolicy = 'any' | {
    /**
     * Host names (`agent.example.com`) or wildcards (`*.example.com`), at most 50, stored in lower case; the same rules as `return_url_hosts` entries. Empty: no agent may buy.
     */
    allow_hosts: Array<string>;
};
/**
 * PlatformUcpLink
 *
 * An absolute URL (https in production; http also accepted outside production), at most 2048 characters, or null.
 */
export type PlatformUcpLink = string | null;
/**
 * PlatformUcpSettings
 *
 * How the business sells to AI shopping agents over the Universal Commerce Protocol (UCP; see docs/ucp.md). Every business has these settings from the start, with the defaults shown: UCP on, any agent, both modes.
 *
 * An agent reaches a business at `{api_url}/ucp/{mode}/{business_id}` (its profile at `…/.well-known/ucp`); `mode` is `live` or `test`, and `test` is the sandbox (no API key is involved: the URL carries the mode). `enabled: false` closes both; `modes` closes one. `agents` chooses which agents may buy: `any`, or `{allow_hosts}` (the host of the agent's profile URL must match an entry, as return URL hosts match: `agent.example.com` exactly, `*.example.com` any host below it; an empty list admits no agent); other agents are answered 403 `profile_not_trusted`.
 */
export type PlatformUcpSettings = {
    /**
     * UCP agents may buy from the business (default true).
     */
    enabled: boolean;
    agents: PlatformUcpAgentPolicy;
    /**
     * Which modes agents may use (default both); a closed mode answers 404 to agents.
     */
    modes: {
        live: boolean;
        test: boolean;
    };
    /**
     * An older protocol release the business speaks as its primary one (its profile declares it), or null (default) for the current release 2026-04-08. Older releases stay served to agents that ask for them either way.
     */
    version_pin: '2026-01-11' | null;
    /**
     * true (default): an order placed by an agent needs the buyer's email or phone and, for delivery, a full address. false: contact may be missing and a country-only destination is accepted (a documented deviation the official conformance suite needs).
     */
    require_full_address: boolean;
    /**
     * false (default): an agent's request may come unsigned; one that carries Signature-Input is verified either way. true: an unsigned request is refused 401 signature_missing (and the shopper MCP endpoint refuses every tool call, since it receives no HTTP message signature of the call).
     */
    require_signatures: boolean;
    /**
     * The policy pages shown to agents in checkouts (`links`), each an absolute URL or null (not shown).
     */
    links: {
        privacy_policy: PlatformUcpLink;
        terms_of_service: PlatformUcpLink;
        refund_policy: PlatformUcpLink;
        shipping_policy: PlatformUcpLink;
    };
    /**
     * The id of the sandbox payment handler instance in the business's test-mode profile, which agents name as the `handler_id` of their payment instruments (default `sandbox`).
     */
    sandbox_handler_id: string;
    /**
     * Test-mode keys (`dk_test_…`) only, absent for live keys: the secret of the UCP test helpers (sandbox-only operations such as `POST /ucp/test/{business_id}/testing/simulate-shipping/{id}`), sent by whoever runs agent tests in their `Simulation-Secret` header. Made on first read; a test-mode key may set another.
     */
    simulation_secret?: string;
};
/**
 * PlatformBusinessSettings
 *
 * A business's settings, one set for both modes.
 *
 * `return_url_hosts` restricts where customers are sent back to: the `success_url` and `cancel_url` of checkout sessions (`POST /v1/checkout/sessions`), the storefront checkout's `metadata.success_url` and `metadata.cancel_url`, and the redirects and Cancel link of the hosted checkout and pay pages. Empty (the default): any host, as before. Otherwise a URL's host must match an entry, compared without case: `shop.example.com` matches that host only; `*.example.com` matches any host ending in `.example.com` (`a.example.com`, `a.b.example.com`) but not `example.com` itself (list both to allow both). The port and the scheme play no part: the scheme follows the return URL rule of `POST /v1/checkout/sessions` (https only in production). A URL whose host matches no entry is 400 VALIDATION_ERROR naming the field (`success_url: host … is not one of the business's return_url_hosts`).
 *
 * `ucp`: how the business sells to UCP agents (PlatformUcpSettings).
 */
export type PlatformBusinessSettings = {
    return_url_hosts: Array<string>;
    ucp: PlatformUcpSettings;
};
/**
 * PlatformUcpSettingsUpdateRequest
 *
 * The UCP settings to change; fields not sent are kept, and `modes` and `links` are merged key by key (send `links: {refund_policy: null}` to remove one link). See PlatformUcpSettings for each field.
 */
export type PlatformUcpSettingsUpdateRequest = {
    enabled?: boolean;
    agents?: PlatformUcpAgentPolicy;
    modes?: {
        live?: boolean;
        test?: boolean;
    };
    version_pin?: '2026-01-11' | null;
    require_full_address?: boolean;
    require_signatures?: boolean;
    links?: {
        privacy_policy?: PlatformUcpLink;
        terms_of_service?: PlatformUcpLink;
        refund_policy?: PlatformUcpLink;
        shipping_policy?: PlatformUcpLink;
    };
    sandbox_handler_id?: string;
    /**
     * The UCP test helpers' secret (16 to 128 printable ASCII characters, no spaces). Only with a test-mode key (`dk_test_…`); a live key sending it is 403 FORBIDDEN.
     */
    simulation_secret?: string;
};
/**
 * PlatformBusinessSettingsUpdateRequest
 *
 * At least one field; fields not sent are kept. `return_url_hosts` replaces the list (`[]`: any host); `ucp` changes the UCP settings sent and keeps the others.
 */
export type PlatformBusinessSettingsUpdateRequest = {
    /**
     * Host names (`shop.example.com`) or wildcards (`*.example.com`), at most 50; see PlatformBusinessSettings and the operation for the rules each entry must follow.
     */
    return_url_hosts?: Array<string>;
    ucp?: PlatformUcpSettingsUpdateRequest;
};
/**
 * ShippingZoneId
 *
 * Shipping zone identifier (opaque; prefix `shz_`).
 */
export type ShippingZoneId = string;
/**
 * PlatformShippingDestination
 *
 * Where a zone delivers: a country, optionally narrowed to some of its regions and/or to postal codes starting with one of `postal_prefixes`. An address matches when it is in the country and, where they are given, in one of the regions (compared without case and extra spaces) and under one of the prefixes (compared upper case without spaces).
 */
export type PlatformShippingDestination = {
    /**
     * ISO 3166-1 alpha-2 code, upper case.
     */
    country: string;
    /**
     * Regions (states, provinces) of the country, as addresses name them; empty = the whole country.
     */
    regions: Array<string>;
    /**
     * Postal-code prefixes within the country; empty = every postal code.
     */
    postal_prefixes: Array<string>;
};
/**
 * ShippingRateId
 *
 * Shipping rate identifier (opaque; prefix `shr_`), unique within the business.
 */
export type ShippingRateId = string;
/**
 * PlatformShippingRate
 *
 * A way a zone ships, with its price. Free-shipping rules: `free_above` makes the rate cost nothing once the lines that ship with it come to that total; `free_product_ids` ship free with it (their lines count for nothing, and a cart of only them, or of services, ships free). The storefront charges the rate the shopper chose, else the cheapest one offered.
 */
export type PlatformShippingRate = {
    id: ShippingRateId;
    /**
     * What shoppers see (`Standard`, `Express`).
     */
    name: string;
    price: PlatformShippingRatePrice;
    /**
     * Fewest days to deliver, or null when not said.
     */
    min_delivery_days: number | null;
    /**
     * Most days to deliver, or null when not said; not less than `min_delivery_days`.
     */
    max_delivery_days: number | null;
    /**
     * The rate is free from this total of the lines that ship with it; null = no such rule.
     */
    free_above: Money | null;
    /**
     * Products that ship free with this rate.
     */
    free_product_ids: Array<ProductId>;
};
/**
 * PlatformShippingZone
 *
 * A set of destinations the business delivers to, with its rates. A delivery address is served by the zone that matches it most specifically: the longest postal-code prefix matched, then a destination naming regions over a whole country; a tie goes to the oldest zone (then the smaller `id`).
 */
export type PlatformShippingZone = {
    id: ShippingZoneId;
    /**
     * The business's label for the zone.
     */
    name: string;
    destinations: Array<PlatformShippingDestination>;
    /**
     * In the order shoppers are offered them.
     */
    rates: Array<PlatformShippingRate>;
    created_at: Timestamp;
    updated_at: Timestamp;
};
/**
 * PlatformShippingZoneList
 */
export type PlatformShippingZoneList = {
    /**
     * Oldest first (then `id`).
     */
    zones: Array<PlatformShippingZone>;
    pagination: PlatformListPagination;
};
/**
 * PlatformShippingRateInput
 *
 * A rate as sent. `id` keeps an existing rate's id when a zone is replaced (it must be one of that zone's rates, else 400 VALIDATION_ERROR naming it); without it the rate gets a new id. `free_product_ids` must be products of the business in the same mode (400 VALIDATION_ERROR naming the entry).
 */
export type PlatformShippingRateInput = {
    id?: ShippingRateId;
    /**
     * What shoppers see (`Standard`, `Express`).
     */
    name: string;
    price: PlatformShippingRatePrice;
    /**
     * Fewest days to deliver. Default null (not said).
     */
    min_delivery_days?: number | null;
    /**
     * Most days to deliver, not less than `min_delivery_days`. Default null (not said).
     */
    max_delivery_days?: number | null;
    /**
     * The rate is free from this total of the lines that ship with it; not negative. Default null (no such rule).
     */
    free_above?: Money | null;
    /**
     * Products that ship free with this rate. Default none.
     */
    free_product_ids?: Array<ProductId>;
};
/**
 * PlatformShippingZoneInput
 *
 * A zone as created or, whole, replaced. Rates are offered in the order given.
 */
export type PlatformShippingZoneInput = {
    /**
     * The business's label for the zone.
     */
    name: string;
    destinations: Array<PlatformShippingDestinationInput>;
    rates: Array<PlatformShippingRateInput>;
};
/**
 * PlatformShippingPickup
 *
 * Pickup at the business's locations (those of the catalogue, made by the catalogue import): every location with whether shoppers may collect orders there. `all_locations` true means every location offers pickup, including ones added later.
 */
export type PlatformShippingPickup = {
    all_locations: boolean;
    /**
     * The business's locations, oldest first.
     */
    locations: Array<{
        id: LocationId;
        name: string;
        /**
         * IANA time zone.
         */
        timezone: string;
        /**
         * The location's address as imported, or null.
         */
        address: {
            street_address?: string;
            city?: string;
            region?: string;
            country?: string;
        } | null;
        /**
         * Whether shoppers may collect orders here.
         */
        pickup: boolean;
    }>;
};
/**
 * PlatformShippingPickupUpdateRequest
 */
export type PlatformShippingPickupUpdateRequest = {
    /**
     * The locations that offer pickup (each one of the business's, else 400 VALIDATION_ERROR naming the entry); an empty list turns pickup off; null offers it at every location, including ones added later (the default).
     */
    location_ids: Array<LocationId> | null;
};
/**
 * PlatformUcpJwk
 *
 * A public signing key as the business's UCP profile publishes it in `signing_keys` (JSON Web Key, RFC 7517): an EC P-256 key for ES256. Agents look a signature's `keyid` up here by `kid`.
 */
export type PlatformUcpJwk = {
    /**
     * The key id, the `keyid` of the signatures made with it.
     */
    kid: string;
    kty: 'EC';
    crv: 'P-256' | 'P-384';
    /**
     * The curve point's x coordinate, base64url.
     */
    x: string;
    /**
     * The curve point's y coordinate, base64url.
     */
    y: string;
    use: 'sig';
    alg: 'ES256' | 'ES384';
};
/**
 * PlatformUcpSigningKey
 *
 * One of the business's UCP signing keys in a mode. The `signing` key signs the order events sent to agents now; a `retired` key no longer signs but stays published until `listed_until`, so agents can still check what it signed.
 */
export type PlatformUcpSigningKey = {
    kid: string;
    status: 'signing' | 'retired';
    public_jwk: PlatformUcpJwk;
    created_at: string;
    /**
     * When a rotation replaced it; null while it signs.
     */
    retired_at: string | null;
    /**
     * Until when a retired key stays in the profile's `signing_keys`; null while it signs.
     */
    listed_until: string | null;
};
/**
 * PlatformUcpSigningKeyList
 *
 * The keys the business's UCP profile publishes in the mode, as in its `signing_keys`: the signing key first, then retired keys still listed, newest first.
 */
export type PlatformUcpSigningKeyList = {
    signing_keys: Array<PlatformUcpSigningKey>;
};
/**
 * PlatformUcpSigningKeyRotateRequest
 */
export type PlatformUcpSigningKeyRotateRequest = {
    /**
     * The current key leaked: it is removed from the profile at once (agents then refuse what it signed) instead of staying listed for 7 days.
     */
    compromised?: boolean;
};
/**
 * PlatformTriggerRequest
 *
 * Which webhook event to cause in the sandbox, and values for the objects made on the way. `override` keys are the fields the event's recipe takes (see the operation's table); a value is a string or a number (`"3"` is read as 3 where a number is meant).
 */
export type PlatformTriggerRequest = {
    event: PlatformWebhookEventType;
    /**
     * Field values for the objects made, by field name (`quantity`, `email`, `amount`, …).
     */
    override?: {
        [key: string]: string | number;
    };
};
/**
 * PlatformTriggerResult
 *
 * What a trigger made and caused: the sandbox objects by kind (`cart`, `order`, `payment`, `refund`, `booking`, `subscription`, `customer`, `product`, `test_clock`, `fulfillment`), and the ids of the events of `event` recorded for them (usually one). Each event is delivered to the business's webhook endpoints that subscribe to its type and appears on the event stream (`cimplify webhooks listen`), like any other.
 */
export type PlatformTriggerResult = {
    event: PlatformWebhookEventType;
    /**
     * The ids of the objects the trigger made or moved, by kind.
     */
    objects: {
        [key: string]: string;
    };
    /**
     * The `evt_` ids of the events of type `event` the trigger caused.
     */
    event_ids: Array<string>;
};
/**
 * PlatformFixtureStep
 *
 * One API call of a fixtures file. `path` is the operation's path as a client sends it (query string included); `${name.field}` in `path`, `body`, `query` or `headers` values is replaced by that field of the answer (`data`) of an earlier step named `name`, `${name.items[0].id}` walks arrays, `${business.id}` is the caller's business, and `${env.NAME}` a value of `env`. A value that is exactly one reference keeps the referenced JSON type (a number stays a number); inside a longer string it is written as text.
 */
export type PlatformFixtureStep = {
    /**
     * The step's name, unique in the file; later steps refer to its answer by it. `env` and `business` are reserved.
     */
    name: string;
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    /**
     * The operation's path (`/api/v1/cart/items`, `/v1/businesses/${business.id}/orders/${order.id}/cancel`), optionally with a query string.
     */
    path: string;
    /**
     * Which API the path is on. Default from the path (`/api/…` storefront, `/v1/…` platform).
     */
    surface?: 'storefront' | 'platform';
    /**
     * The JSON body, for operations that take one.
     */
    body?: unknown;
    /**
     * Extra request headers (`Authorization` with a customer's `Bearer` session token, `Cimplify-Test-Clock`, `Idempotency-Key`). Keys are sent for the run, never here.
     */
    headers?: {
        [key: string]: string;
    };
};
/**
 * PlatformFixturesRequest
 *
 * A fixtures file: API calls run in order in the sandbox, later ones referring to earlier answers. The format is documented in docs/test-clocks.md (Fixtures); `cimplify fixtures <file.json>` sends a file's content with the `env` values it refers to taken from the command's environment.
 */
export type PlatformFixturesRequest = {
    /**
     * What the file seeds (ignored by the run).
     */
    description?: string;
    steps: Array<PlatformFixtureStep>;
    /**
     * Values for `${env.NAME}` references.
     */
    env?: {
        [key: string]: string;
    };
};
/**
 * PlatformFixturesResult
 *
 * Every step's call as made (its references resolved) and the answer it got, in order.
 */
export type PlatformFixturesResult = {
    steps: Array<{
        name: string;
        method: string;
        /**
         * The path called, references resolved.
         */
        path: string;
        /**
         * The HTTP status the call answered.
         */
        status: number;
        /**
         * The answer's `data` (null for an answer without a body).
         */
        data: unknown;
    }>;
};
/**
 * TestClockId
 *
 * Sandbox test clock identifier (opaque; prefix `clock_`).
 */
export type TestClockId = string;
/**
 * PlatformTestClock
 *
 * A sandbox test clock: a time of the business's choosing that calls bound to it read as "now" (the `Cimplify-Test-Clock` header, or a signed-in customer attached to it), and that moves only when it is advanced. Advancing runs, in time order and through the same code as real time, everything of the clock's objects that falls due in between. docs/test-clocks.md.
 */
export type PlatformTestClock = {
    id: TestClockId;
    /**
     * The name given at creation, or null.
     */
    name: string | null;
    /**
     * Always false: clocks exist only in the sandbox.
     */
    livemode: false;
    /**
     * The clock's current time. While it advances, the time of the step it reached.
     */
    frozen_time: string;
    /**
     * `advancing` from an advance until it ends, then `ready` (at `advancing_to`), or `internal_failure` (stopped at `frozen_time`; `progress.last_error` says why; the clock can be advanced again from there).
     */
    status: 'ready' | 'advancing' | 'internal_failure';
    /**
     * The time the advance under way goes to; null when none is.
     */
    advancing_to: string | null;
    /**
     * What the current (or last) advance did.
     */
    progress: {
        /**
         * Due times stepped through (at most 1,000 per advance).
         */
        steps: number;
        /**
         * Objects moved, per kind of timed work (`subscriptions`, `reservations`, `webhooks`, …).
         */
        objects: {
            [key: string]: number;
        };
        /**
         * Why the advance stopped (status `internal_failure`); null otherwise.
         */
        last_error: string | null;
    };
    /**
     * When the clock was created (real time).
     */
    created_at: string;
    /**
     * When the clock and its objects are deleted (real time, 30 days after `created_at`).
     */
    expires_at: string;
};
/**
 * PlatformTestClockList
 */
export type PlatformTestClockList = {
    /**
     * The business's clocks, newest first (at most 100 exist).
     */
    test_clocks: Array<PlatformTestClock>;
};
/**
 * PlatformTestClockCreateRequest
 */
export type PlatformTestClockCreateRequest = {
    /**
     * The time the clock starts at (any time, past or future).
     */
    frozen_time: string;
    /**
     * A name to tell clocks apart.
     */
    name?: string;
};
/**
 * PlatformTestClockDeleteResult
 */
export type PlatformTestClockDeleteResult = {
    id: TestClockId;
    /**
     * Always true.
     */
    deleted: true;
    /**
     * Sandbox documents deleted with the clock (customers attached, carts, orders, events, …).
     */
    objects_deleted: number;
};
/**
 * PlatformTestClockAdvanceRequest
 */
export type PlatformTestClockAdvanceRequest = {
    /**
     * The time to advance to; later than the clock's `frozen_time`, and at most 2 years later.
     */
    frozen_time: string;
};
/**
 * PlatformTestClockAttachRequest
 */
export type PlatformTestClockAttachRequest = {
    customer_id: CustomerId;
};
/**
 * PlatformTestClockAttachment
 *
 * A sandbox customer attached to a test clock.
 */
export type PlatformTestClockAttachment = {
    customer_id: CustomerId;
    test_clock_id: TestClockId;
};
/**
 * PlatformEventOrderData
 *
 * Order snapshot carried by order events.
 */
export type PlatformEventOrderData = {
    id: OrderId;
    /**
     * Human-readable order number.
     */
    order_number: string;
    status: PlatformOrderStatus;
    /**
     * Order total.
     */
    total_price: Money;
    currency: Currency;
    payment_status: PlatformPaymentStatus;
    /**
     * Customer the order is matched to; null for a guest order.
     */
    customer_id: CustomerId | null;
    /**
     * When the order was placed.
     */
    created_at: Timestamp;
    /**
     * Last change of the order.
     */
    updated_at: Timestamp;
};
/**
 * PlatformEventOrderCreated
 *
 * Payload of a `order.created` delivery: `{ id, type, created_at, data }`. Sent once per order placed through checkout; `status` is `pending`.
 */
export type PlatformEventOrderCreated = {
    /**
     * Event id; the same across retries and replays of this event (also sent as the `webhook-id` header). Deduplicate on it.
     */
    id: EventId;
    /**
     * Event type.
     */
    type: 'order.created';
    /**
     * When the event happened.
     */
    created_at: Timestamp;
    /**
     * Snapshot of the affected resource at the time of the event.
     */
    data: PlatformEventOrderData;
};
/**
 * PlatformEventOrderUpdated
 *
 * Payload of a `order.updated` delivery: `{ id, type, created_at, data }`. Sent on every change of the status, payment status or lines, including the changes to `completed` and `cancelled` (which also emit `order.completed` / `order.cancelled`).
 */
export type PlatformEventOrderUpdated = {
    /**
     * Event id; the same across retries and replays of this event (also sent as the `webhook-id` header). Deduplicate on it.
     */
    id: EventId;
    /**
     * Event type.
     */
    type: 'order.updated';
    /**
     * When the event happened.
     */
    created_at: Timestamp;
    /**
     * Snapshot of the affected resource at the time of the event.
     */
    data: PlatformEventOrderData;
};
/**
 * PlatformEventOrderCompleted
 *
 * Payload of a `order.completed` delivery: `{ id, type, created_at, data }`. Sent when the order reaches `completed`.
 */
export type PlatformEventOrderCompleted = {
    /**
     * Event id; the same across retries and replays of this event (also sent as the `webhook-id` header). Deduplicate on it.
     */
    id: EventId;
    /**
     * Event type.
     */
    type: 'order.completed';
    /**
     * When the event happened.
     */
    created_at: Timestamp;
    /**
     * Snapshot of the affected resource at the time of the event.
     */
    data: PlatformEventOrderData;
};
/**
 * PlatformEventOrderCancelled
 *
 * Payload of a `order.cancelled` delivery: `{ id, type, created_at, data }`. Sent when the order is cancelled by the customer or the business.
 */
export type PlatformEventOrderCancelled = {
    /**
     * Event id; the same across retries and replays of this event (also sent as the `webhook-id` header). Deduplicate on it.
     */
    id: EventId;
    /**
     * Event type.
     */
    type: 'order.cancelled';
    /**
     * When the event happened.
     */
    created_at: Timestamp;
    /**
     * Snapshot of the affected resource at the time of the event.
     */
    data: PlatformEventOrderData;
};
/**
 * PlatformEventFulfillmentData
 *
 * Order snapshot plus the fulfilment event recorded and where the order's goods now are, carried by `order.fulfillment_created`.
 */
export type PlatformEventFulfillmentData = {
    id: OrderId;
    /**
     * Human-readable order number.
     */
    order_number: string;
    status: PlatformOrderStatus;
    /**
     * Order total.
     */
    total_price: Money;
    currency: Currency;
    payment_status: PlatformPaymentStatus;
    /**
     * Customer the order is matched to; null for a guest order.
     */
    customer_id: CustomerId | null;
    /**
     * When the order was placed.
     */
    created_at: Timestamp;
    /**
     * Last change of the order.
     */
    updated_at: Timestamp;
    /**
     * The event just recorded.
     */
    fulfillment: PlatformFulfillment;
    /**
     * The order's fulfilment after it (see `PlatformOrderFulfillment.status`).
     */
    fulfillment_status: 'unfulfilled' | 'partial' | 'fulfilled' | 'delivered';
    /**
     * Each goods line's units after it.
     */
    lines: Array<PlatformOrderFulfillmentLine>;
};
/**
 * PlatformEventOrderFulfillmentCreated
 *
 * Payload of a `order.fulfillment_created` delivery: `{ id, type, created_at, data }`. Sent when the business records a fulfilment event of an order (shipped, delivered, …).
 */
export type PlatformEventOrderFulfillmentCreated = {
    /**
     * Event id; the same across retries and replays of this event (also sent as the `webhook-id` header). Deduplicate on it.
     */
    id: EventId;
    /**
     * Event type.
     */
    type: 'order.fulfillment_created';
    /**
     * When the event happened.
     */
    created_at: Timestamp;
    /**
     * Snapshot of the affected resource at the time of the event.
     */
    data: PlatformEventFulfillmentData;
};
/**
 * PaymentReference
 *
 * Payment identifier (opaque; prefix `pay_`).
 */
export type PaymentReference = string;
/**
 * PlatformEventPaymentData
 *
 * Order snapshot plus the payment, carried by `payment.completed` and `payment.failed`.
 */
export type PlatformEventPaymentData = {
    id: OrderId;
    /**
     * Human-readable order number.
     */
    order_number: string;
    status: PlatformOrderStatus;
    /**
     * Order total.
     */
    total_price: Money;
    currency: Currency;
    payment_status: PlatformPaymentStatus;
    /**
     * Customer the order is matched to; null for a guest order.
     */
    customer_id: CustomerId | null;
    /**
     * When the order was placed.
     */
    created_at: Timestamp;
    /**
     * Last change of the order.
     */
    updated_at: Timestamp;
    payment_reference: PaymentReference;
    /**
     * Amount of the payment (in `currency`).
     */
    amount: Money;
};
/**
 * PlatformEventPaymentCompleted
 *
 * Payload of a `payment.completed` delivery: `{ id, type, created_at, data }`. Sent when a payment settles (card approval, mobile-money authorization, cash marked paid).
 */
export type PlatformEventPaymentCompleted = {
    /**
     * Event id; the same across retries and replays of this event (also sent as the `webhook-id` header). Deduplicate on it.
     */
    id: EventId;
    /**
     * Event type.
     */
    type: 'payment.completed';
    /**
     * When the event happened.
     */
    created_at: Timestamp;
    /**
     * Snapshot of the affected resource at the time of the event.
     */
    data: PlatformEventPaymentData;
};
/**
 * PlatformEventPaymentFailed
 *
 * Payload of a `payment.failed` delivery: `{ id, type, created_at, data }`. Sent when the provider fails the payment.
 */
export type PlatformEventPaymentFailed = {
    /**
     * Event id; the same across retries and replays of this event (also sent as the `webhook-id` header). Deduplicate on it.
     */
    id: EventId;
    /**
     * Event type.
     */
    type: 'payment.failed';
    /**
     * When the event happened.
     */
    created_at: Timestamp;
    /**
     * Snapshot of the affected resource at the time of the event.
     */
    data: PlatformEventPaymentData;
};
/**
 * PlatformEventRefundData
 *
 * Payment snapshot plus `refunded_amount`, carried by `payment.refunded`; `amount` is the amount of this refund.
 */
export type PlatformEventRefundData = {
    id: OrderId;
    /**
     * Human-readable order number.
     */
    order_number: string;
    status: PlatformOrderStatus;
    /**
     * Order total.
     */
    total_price: Money;
    currency: Currency;
    payment_status: PlatformPaymentStatus;
    /**
     * Customer the order is matched to; null for a guest order.
     */
    customer_id: CustomerId | null;
    /**
     * When the order was placed.
     */
    created_at: Timestamp;
    /**
     * Last change of the order.
     */
    updated_at: Timestamp;
    payment_reference: PaymentReference;
    /**
     * Amount of the payment (in `currency`).
     */
    amount: Money;
    /**
     * Total refunded on the order so far, this refund included.
     */
    refunded_amount: Money;
};
/**
 * PlatformEventPaymentRefunded
 *
 * Payload of a `payment.refunded` delivery: `{ id, type, created_at, data }`. Sent for every refund; `amount` is this refund, `refunded_amount` the running total.
 */
export type PlatformEventPaymentRefunded = {
    /**
     * Event id; the same across retries and replays of this event (also sent as the `webhook-id` header). Deduplicate on it.
     */
    id: EventId;
    /**
     * Event type.
     */
    type: 'payment.refunded';
    /**
     * When the event happened.
     */
    created_at: Timestamp;
    /**
     * Snapshot of the affected resource at the time of the event.
     */
    data: PlatformEventRefundData;
};
/**
 * PlatformEventBookingData
 *
 * Booking snapshot carried by booking events. A booking is a service line of an order.
 */
export type PlatformEventBookingData = {
    id: BookingId;
    order_id: OrderId;
    line_item_id: LineItemId;
    service_id: ServiceId;
    /**
     * Service variant, or null.
     */
    variant_id: VariantId | null;
    /**
     * Assigned staff, or null.
     */
    staff_id: StaffId | null;
    /**
     * Location, or null.
     */
    location_id: LocationId | null;
    /**
     * Customer, or null for a guest order.
     */
    customer_id: CustomerId | null;
    /**
     * `confirmed`, `cancelled` or `completed`.
     */
    status: 'confirmed' | 'cancelled' | 'completed';
    /**
     * Start of the booked slot.
     */
    start: Timestamp;
    /**
     * End of the booked slot.
     */
    end: Timestamp;
    /**
     * Participants booked.
     */
    participant_count: number;
    /**
     * Start before the last reschedule (set on `booking.rescheduled`), else null.
     */
    previous_start: Timestamp | null;
    /**
     * End before the last reschedule, else null.
     */
    previous_end: Timestamp | null;
    /**
     * Reason given when cancelled, else null.
     */
    cancellation_reason: string | null;
    /**
     * When the booking was created.
     */
    created_at: Timestamp;
    /**
     * Last change.
     */
    updated_at: Timestamp;
};
/**
 * PlatformEventBookingCreated
 *
 * Payload of a `booking.created` delivery: `{ id, type, created_at, data }`. Sent when an order with a service line is placed.
 */
export type PlatformEventBookingCreated = {
    /**
     * Event id; the same across retries and replays of this event (also sent as the `webhook-id` header). Deduplicate on it.
     */
    id: EventId;
    /**
     * Event type.
     */
    type: 'booking.created';
    /**
     * When the event happened.
     */
    created_at: Timestamp;
    /**
     * Snapshot of the affected resource at the time of the event.
     */
    data: PlatformEventBookingData;
};
/**
 * PlatformEventBookingRescheduled
 *
 * Payload of a `booking.rescheduled` delivery: `{ id, type, created_at, data }`. Sent when a booking moves; `previous_start`/`previous_end` hold the old slot.
 */
export type PlatformEventBookingRescheduled = {
    /**
     * Event id; the same across retries and replays of this event (also sent as the `webhook-id` header). Deduplicate on it.
     */
    id: EventId;
    /**
     * Event type.
     */
    type: 'booking.rescheduled';
    /**
     * When the event happened.
     */
    created_at: Timestamp;
    /**
     * Snapshot of the affected resource at the time of the event.
     */
    data: PlatformEventBookingData;
};
/**
 * PlatformEventBookingCancelled
 *
 * Payload of a `booking.cancelled` delivery: `{ id, type, created_at, data }`. Sent when a booking or its order is cancelled.
 */
export type PlatformEventBookingCancelled = {
    /**
     * Event id; the same across retries and replays of this event (also sent as the `webhook-id` header). Deduplicate on it.
     */
    id: EventId;
    /**
     * Event type.
     */
    type: 'booking.cancelled';
    /**
     * When the event happened.
     */
    created_at: Timestamp;
    /**
     * Snapshot of the affected resource at the time of the event.
     */
    data: PlatformEventBookingData;
};
/**
 * SubscriptionId
 *
 * Subscription identifier (opaque; prefix `sub_`).
 */
export type SubscriptionId = string;
/**
 * BillingPlanId
 *
 * Billing plan identifier (opaque; prefix `plan_`).
 */
export type BillingPlanId = string;
/**
 * PlatformEventSubscriptionData
 *
 * Subscription snapshot carried by subscription events.
 */
export type PlatformEventSubscriptionData = {
    id: SubscriptionId;
    customer_id: CustomerId;
    /**
     * `active`, `paused`, `past_due` or `cancelled`.
     */
    status: 'active' | 'paused' | 'past_due' | 'cancelled';
    billing_plan_id: BillingPlanId;
    /**
     * Start of the current billing period.
     */
    current_period_start: Timestamp;
    /**
     * End of the current billing period.
     */
    current_period_end: Timestamp;
    /**
     * True when a cancellation takes effect at `current_period_end`.
     */
    cancel_at_period_end: boolean;
    /**
     * Amount per period.
     */
    amount: Money;
    currency: Currency;
};
/**
 * PlatformEventSubscriptionRenewed
 *
 * Payload of a `subscription.renewed` delivery: `{ id, type, created_at, data }`. Sent when a renewal payment succeeds; the period fields are the new period.
 */
export type PlatformEventSubscriptionRenewed = {
    /**
     * Event id; the same across retries and replays of this event (also sent as the `webhook-id` header). Deduplicate on it.
     */
    id: EventId;
    /**
     * Event type.
     */
    type: 'subscription.renewed';
    /**
     * When the event happened.
     */
    created_at: Timestamp;
    /**
     * Snapshot of the affected resource at the time of the event.
     */
    data: PlatformEventSubscriptionData;
};
/**
 * PlatformEventSubscriptionCancelled
 *
 * Payload of a `subscription.cancelled` delivery: `{ id, type, created_at, data }`. Sent when the subscription becomes `cancelled`: at the end of its period after a cancel request (`cancel_at_period_end`), or at once when the period had already ended. A pending cancellation (still `active`) emits nothing.
 */
export type PlatformEventSubscriptionCancelled = {
    /**
     * Event id; the same across retries and replays of this event (also sent as the `webhook-id` header). Deduplicate on it.
     */
    id: EventId;
    /**
     * Event type.
     */
    type: 'subscription.cancelled';
    /**
     * When the event happened.
     */
    created_at: Timestamp;
    /**
     * Snapshot of the affected resource at the time of the event.
     */
    data: PlatformEventSubscriptionData;
};
/**
 * PlatformEventLowStockData
 *
 * Stock level that crossed the low-stock threshold, carried by `inventory.low_stock`.
 */
export type PlatformEventLowStockData = {
    product_id: ProductId;
    /**
     * Variant for variant-level stock, else null.
     */
    variant_id: VariantId | null;
    location_id: LocationId;
    /**
     * Units available now (may be 0).
     */
    quantity_available: number;
    /**
     * Configured threshold the stock dropped below.
     */
    threshold: number;
};
/**
 * PlatformEventInventoryLowStock
 *
 * Payload of a `inventory.low_stock` delivery: `{ id, type, created_at, data }`. Sent when available stock at a location drops below the threshold (once per crossing; it re-arms when stock rises to the threshold or above).
 */
export type PlatformEventInventoryLowStock = {
    /**
     * Event id; the same across retries and replays of this event (also sent as the `webhook-id` header). Deduplicate on it.
     */
    id: EventId;
    /**
     * Event type.
     */
    type: 'inventory.low_stock';
    /**
     * When the event happened.
     */
    created_at: Timestamp;
    /**
     * Snapshot of the affected resource at the time of the event.
     */
    data: PlatformEventLowStockData;
};
/**
 * PlatformRepoConnectRequest
 *
 * `provider: git` connects any git server over HTTPS by `clone_url` (with an optional `token`); `github`, `gitlab` and `bitbucket` name the repository by `repo_full_name` on that provider's app installation.
 */
export type PlatformRepoConnectRequestWritable = {
    /**
     * `git`: any git server reached over HTTPS with `clone_url`. `github`, `gitlab`, `bitbucket`: the platform's app on that provider (the business must have installed it with access to the repository).
     */
    provider: 'git' | 'github' | 'gitlab' | 'bitbucket';
    /**
     * `owner/name` of the existing repository; required for `github`, `gitlab` and `bitbucket`. With `git` it is the name shown for the repository (default: the last two segments of the clone URL's path).
     */
    repo_full_name?: string;
    /**
     * `git` only, and required there: the repository's HTTPS clone URL, without credentials, query or fragment (e.g. `https://git.example.com/team/site.git`). `http://` is accepted only when the server allows it (GIT_CONNECT_ALLOW_HTTP, off in production), and the host must be on the server's allow-list when it has one (GIT_CONNECT_HOSTS).
     */
    clone_url?: string;
    /**
     * `git` only: an access token for a private repository, sent as HTTP Basic password (user `x-access-token`) on every fetch. Stored encrypted; never returned.
     */
    token?: string;
    /**
     * Branch to treat as default; omitted = the repository's own default branch.
     */
    default_branch?: string;
    /**
     * Optional idempotency key (1 to 255 characters). Within one hour, a repeat with the same key and the same input returns the cached response without executing again; the same key with different input is refused (409 CONFLICT over REST, -32007 IDEMPOTENCY_CONFLICT over `/mcp`). Over `/mcp` the cache is per MCP session, over REST per API key.
     */
    idempotency_key?: string;
};
/**
 * PlatformCatalogueImportStock
 *
 * Units on hand per location, keyed by location `ref`. Importing sets `quantity_on_hand` to this number (units reserved by unpaid orders are kept); locations not named are left as they are.
 */
export type PlatformCatalogueImportStockWritable = {
    [key in PlatformCatalogueImportRef]?: number;
};
/**
 * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
 */
export type BusinessIdPath = string;
/**
 * Page number, 1 to 1000000; beyond is 400 VALIDATION_ERROR naming `query.page`.
 */
export type PageQuery = number;
/**
 * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
 */
export type BusinessIdHeader = string;
/**
 * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
 */
export type IdempotencyKey = string;
/**
 * Which orders to act on: `live` (orders placed with live keys) or `test` (sandbox orders placed with `_test_` keys, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. An order of the other mode is 404 NOT_FOUND, whose message says when the order is in the other mode.
 */
export type OrderModeQuery = 'live' | 'test';
/**
 * Page size, 1 to 100. Default 20.
 */
export type ListLimitQuery = number;
/**
 * Rows to skip, 0 to 100000000. Default 0; beyond is 400 VALIDATION_ERROR naming `query.offset`.
 */
export type ListOffsetQuery = number;
/**
 * Which conversations: `live` (shoppers on live keys) or `test` (sandbox storefronts on `_test_` keys, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A conversation of the other mode is 404 NOT_FOUND, whose message says when the conversation is in the other mode.
 */
export type SupportModeQuery = 'live' | 'test';
/**
 * The support conversation (`thr_…`).
 */
export type ConversationIdPath = ThreadId;
/**
 * Which data: `live` (what live keys see) or `test` (the sandbox, what `_test_` keys see, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A record of the other mode is 404 NOT_FOUND.
 */
export type ModeQuery = 'live' | 'test';
/**
 * The incentive template (`tpl_…`).
 */
export type IncentiveTemplateIdPath = IncentiveTemplateId;
/**
 * Which bookings: `live` (from orders placed with live keys) or `test` (sandbox orders placed with `_test_` keys, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A booking of the other mode is 404 NOT_FOUND, whose message says when the booking is in the other mode.
 */
export type BookingModeQuery = 'live' | 'test';
/**
 * Booking id (`bk_…`). Unknown, of another business or of the other mode is 404 NOT_FOUND.
 */
export type BookingIdPath = string;
/**
 * Project id (`prj_…`) of the business. Unknown or of another business: 404 NOT_FOUND.
 */
export type ProjectIdPath = string;
/**
 * Deployment id (`dep_…`). Unknown or of another business: 404 NOT_FOUND.
 */
export type DeploymentIdPath = string;
/**
 * Domain id (`dom_…`). Unknown or of another business: 404 NOT_FOUND.
 */
export type DomainIdPath = string;
/**
 * The shipping zone (`shz_…`).
 */
export type ShippingZoneIdPath = ShippingZoneId;
/**
 * Test clock id (`clock_…`). Unknown, deleted, expired or of another business: 404 NOT_FOUND.
 */
export type TestClockIdPath = string;
/**
 * Hex-encoded HMAC-SHA256 of the raw request body, keyed with the webhook `secret` (`whsec_…`, the whole string) returned at registration. Compare in constant time before trusting the body.
 */
export type WebhookSignatureHeader = string;
/**
 * Standard Webhooks message id: the event id (`evt_…`), identical across retries and replays. Use it to deduplicate.
 */
export type WebhookIdHeader = string;
/**
 * Standard Webhooks timestamp: Unix seconds when this attempt was signed. Reject attempts more than 5 minutes old to prevent replay attacks.
 */
export type WebhookTimestampHeader = string;
/**
 * Standard Webhooks signature: `v1,` followed by the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed as Standard Webhooks libraries key it: the bytes that the part of the `secret` after `whsec_` encodes in base64 (so `new Webhook(secret).verify(body, headers)` of a stock library works as is). Several space-separated signatures may appear during secret rotation; accept if any matches.
 */
export type WebhookStandardSignatureHeader = string;
export type InitAssetUploadData = {
    body: AssetInitRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/assets/init';
};
export type InitAssetUploadErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type InitAssetUploadError = InitAssetUploadErrors[keyof InitAssetUploadErrors];
export type InitAssetUploadResponses = {
    /**
     * Upload target issued.
     */
    200: {
        data: AssetInitResult;
    };
};
export type InitAssetUploadResponse = InitAssetUploadResponses[keyof InitAssetUploadResponses];
export type ConfirmAssetUploadData = {
    body: AssetConfirmRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/assets/confirm';
};
export type ConfirmAssetUploadErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type ConfirmAssetUploadError = ConfirmAssetUploadErrors[keyof ConfirmAssetUploadErrors];
export type ConfirmAssetUploadResponses = {
    /**
     * The confirmed asset (bare object).
     */
    200: AssetUploadRecord;
};
export type ConfirmAssetUploadResponse = ConfirmAssetUploadResponses[keyof ConfirmAssetUploadResponses];
export type ListAssetsData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: {
        /**
         * Page number, 1 to 1000000; beyond is 400 VALIDATION_ERROR naming `query.page`.
         */
        page?: number;
        /**
         * Page size, 1 to 100, default 50.
         */
        limit?: number;
        /**
         * Only assets whose `folder_path` equals this exactly.
         */
        folder?: string;
        /**
         * Only assets whose `content_type` starts with this, for example `image/`.
         */
        mime_prefix?: string;
    };
    url: '/v1/businesses/{business_id}/assets';
};
export type ListAssetsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type ListAssetsError = ListAssetsErrors[keyof ListAssetsErrors];
export type ListAssetsResponses = {
    /**
     * A page of assets.
     */
    200: {
        data: AssetList;
    };
};
export type ListAssetsResponse = ListAssetsResponses[keyof ListAssetsResponses];
export type DeleteAssetData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Asset id (`up_…`).
         */
        upload_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/assets/{upload_id}';
};
export type DeleteAssetErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type DeleteAssetError = DeleteAssetErrors[keyof DeleteAssetErrors];
export type DeleteAssetResponses = {
    /**
     * Deleted, or there was nothing to delete.
     */
    204: void;
};
export type DeleteAssetResponse = DeleteAssetResponses[keyof DeleteAssetResponses];
export type GetAssetData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Asset id (`up_…`).
         */
        upload_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/assets/{upload_id}';
};
export type GetAssetErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type GetAssetError = GetAssetErrors[keyof GetAssetErrors];
export type GetAssetResponses = {
    /**
     * The asset.
     */
    200: {
        data: AssetRecord;
    };
};
export type GetAssetResponse = GetAssetResponses[keyof GetAssetResponses];
export type CreateCheckoutSessionData = {
    body: PlatformCheckoutSessionCreateRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
         */
        'Idempotency-Key'?: string;
    };
    path?: never;
    query?: never;
    url: '/v1/checkout/sessions';
};
export type CreateCheckoutSessionErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type CreateCheckoutSessionError = CreateCheckoutSessionErrors[keyof CreateCheckoutSessionErrors];
export type CreateCheckoutSessionResponses = {
    /**
     * Session created.
     */
    201: {
        data: PlatformCheckoutSession;
    };
};
export type CreateCheckoutSessionResponse = CreateCheckoutSessionResponses[keyof CreateCheckoutSessionResponses];
export type ListApiKeysData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/api-keys';
};
export type ListApiKeysErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type ListApiKeysError = ListApiKeysErrors[keyof ListApiKeysErrors];
export type ListApiKeysResponses = {
    /**
     * The keys.
     */
    200: {
        data: PlatformApiKeyList;
    };
};
export type ListApiKeysResponse = ListApiKeysResponses[keyof ListApiKeysResponses];
export type CreateApiKeyData = {
    body: PlatformApiKeyCreateRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/api-keys';
};
export type CreateApiKeyErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type CreateApiKeyError = CreateApiKeyErrors[keyof CreateApiKeyErrors];
export type CreateApiKeyResponses = {
    /**
     * Key created; store `secret` now.
     */
    201: {
        data: PlatformApiKeyCreated;
    };
};
export type CreateApiKeyResponse = CreateApiKeyResponses[keyof CreateApiKeyResponses];
export type RevokeApiKeyData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Key id (`key_…`).
         */
        key_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/api-keys/{key_id}';
};
export type RevokeApiKeyErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type RevokeApiKeyError = RevokeApiKeyErrors[keyof RevokeApiKeyErrors];
export type RevokeApiKeyResponses = {
    /**
     * Revoked, or nothing to revoke.
     */
    204: void;
};
export type RevokeApiKeyResponse = RevokeApiKeyResponses[keyof RevokeApiKeyResponses];
export type AdminListOrdersData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: {
        /**
         * Which orders to act on: `live` (orders placed with live keys) or `test` (sandbox orders placed with `_test_` keys, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. An order of the other mode is 404 NOT_FOUND, whose message says when the order is in the other mode.
         */
        mode?: 'live' | 'test';
        /**
         * Only orders with this status.
         */
        status?: PlatformOrderStatus;
        /**
         * Only orders placed at or after this instant (ISO 8601 with `Z` or an offset).
         */
        created_gte?: string;
        /**
         * Only orders placed before this instant; must be after `created_gte` when both are given.
         */
        created_lt?: string;
        /**
         * Page size, 1 to 100. Default 20.
         */
        limit?: number;
        /**
         * Rows to skip, 0 to 100000000. Default 0; beyond is 400 VALIDATION_ERROR naming `query.offset`.
         */
        offset?: number;
    };
    url: '/v1/businesses/{business_id}/orders';
};
export type AdminListOrdersErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type AdminListOrdersError = AdminListOrdersErrors[keyof AdminListOrdersErrors];
export type AdminListOrdersResponses = {
    /**
     * A page of orders.
     */
    200: {
        data: PlatformOrderList;
    };
};
export type AdminListOrdersResponse = AdminListOrdersResponses[keyof AdminListOrdersResponses];
export type AdminUpdateOrderStatusData = {
    body: PlatformOrderStatusUpdateRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Order id (`ord_…`).
         */
        order_id: string;
    };
    query?: {
        /**
         * Which orders to act on: `live` (orders placed with live keys) or `test` (sandbox orders placed with `_test_` keys, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. An order of the other mode is 404 NOT_FOUND, whose message says when the order is in the other mode.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/orders/{order_id}/status';
};
export type AdminUpdateOrderStatusErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type AdminUpdateOrderStatusError = AdminUpdateOrderStatusErrors[keyof AdminUpdateOrderStatusErrors];
export type AdminUpdateOrderStatusResponses = {
    /**
     * The order after the change.
     */
    200: {
        data: PlatformOrder;
    };
};
export type AdminUpdateOrderStatusResponse = AdminUpdateOrderStatusResponses[keyof AdminUpdateOrderStatusResponses];
export type AdminCancelOrderData = {
    body?: PlatformOrderCancelRequest;
    headers?: {
        /**
         * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
         */
        'Idempotency-Key'?: string;
    };
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Order id (`ord_…`).
         */
        order_id: string;
    };
    query?: {
        /**
         * Which orders to act on: `live` (orders placed with live keys) or `test` (sandbox orders placed with `_test_` keys, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. An order of the other mode is 404 NOT_FOUND, whose message says when the order is in the other mode.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/orders/{order_id}/cancel';
};
export type AdminCancelOrderErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type AdminCancelOrderError = AdminCancelOrderErrors[keyof AdminCancelOrderErrors];
export type AdminCancelOrderResponses = {
    /**
     * The cancelled order.
     */
    200: {
        data: PlatformOrder;
    };
};
export type AdminCancelOrderResponse = AdminCancelOrderResponses[keyof AdminCancelOrderResponses];
export type AdminMarkOrderPaidData = {
    body?: never;
    headers?: {
        /**
         * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
         */
        'Idempotency-Key'?: string;
    };
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Order id (`ord_…`).
         */
        order_id: string;
    };
    query?: {
        /**
         * Which orders to act on: `live` (orders placed with live keys) or `test` (sandbox orders placed with `_test_` keys, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. An order of the other mode is 404 NOT_FOUND, whose message says when the order is in the other mode.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/orders/{order_id}/mark-paid';
};
export type AdminMarkOrderPaidErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type AdminMarkOrderPaidError = AdminMarkOrderPaidErrors[keyof AdminMarkOrderPaidErrors];
export type AdminMarkOrderPaidResponses = {
    /**
     * The order, now paid.
     */
    200: {
        data: PlatformOrder;
    };
};
export type AdminMarkOrderPaidResponse = AdminMarkOrderPaidResponses[keyof AdminMarkOrderPaidResponses];
export type AdminCreateRefundData = {
    body?: PlatformRefundCreateRequest;
    headers?: {
        /**
         * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
         */
        'Idempotency-Key'?: string;
    };
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Order id (`ord_…`).
         */
        order_id: string;
    };
    query?: {
        /**
         * Which orders to act on: `live` (orders placed with live keys) or `test` (sandbox orders placed with `_test_` keys, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. An order of the other mode is 404 NOT_FOUND, whose message says when the order is in the other mode.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/orders/{order_id}/refunds';
};
export type AdminCreateRefundErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type AdminCreateRefundError = AdminCreateRefundErrors[keyof AdminCreateRefundErrors];
export type AdminCreateRefundResponses = {
    /**
     * Refund created.
     */
    201: {
        data: PlatformRefund;
    };
};
export type AdminCreateRefundResponse = AdminCreateRefundResponses[keyof AdminCreateRefundResponses];
export type AdminListOrderFulfillmentsData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Order id (`ord_…`).
         */
        order_id: string;
    };
    query?: {
        /**
         * Which orders to act on: `live` (orders placed with live keys) or `test` (sandbox orders placed with `_test_` keys, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. An order of the other mode is 404 NOT_FOUND, whose message says when the order is in the other mode.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/orders/{order_id}/fulfillments';
};
export type AdminListOrderFulfillmentsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type AdminListOrderFulfillmentsError = AdminListOrderFulfillmentsErrors[keyof AdminListOrderFulfillmentsErrors];
export type AdminListOrderFulfillmentsResponses = {
    /**
     * The order's fulfilment.
     */
    200: {
        data: PlatformOrderFulfillment;
    };
};
export type AdminListOrderFulfillmentsResponse = AdminListOrderFulfillmentsResponses[keyof AdminListOrderFulfillmentsResponses];
export type AdminCreateOrderFulfillmentData = {
    body: PlatformFulfillmentCreateRequest;
    headers?: {
        /**
         * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
         */
        'Idempotency-Key'?: string;
    };
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Order id (`ord_…`).
         */
        order_id: string;
    };
    query?: {
        /**
         * Which orders to act on: `live` (orders placed with live keys) or `test` (sandbox orders placed with `_test_` keys, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. An order of the other mode is 404 NOT_FOUND, whose message says when the order is in the other mode.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/orders/{order_id}/fulfillments';
};
export type AdminCreateOrderFulfillmentErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type AdminCreateOrderFulfillmentError = AdminCreateOrderFulfillmentErrors[keyof AdminCreateOrderFulfillmentErrors];
export type AdminCreateOrderFulfillmentResponses = {
    /**
     * The event recorded, and the order after it.
     */
    201: {
        data: PlatformFulfillmentCreateResult;
    };
};
export type AdminCreateOrderFulfillmentResponse = AdminCreateOrderFulfillmentResponses[keyof AdminCreateOrderFulfillmentResponses];
export type ListSupportConversationsData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: {
        /**
         * Which conversations: `live` (shoppers on live keys) or `test` (sandbox storefronts on `_test_` keys, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A conversation of the other mode is 404 NOT_FOUND, whose message says when the conversation is in the other mode.
         */
        mode?: 'live' | 'test';
        /**
         * `open`, `waiting` (open, awaiting the business's reply) or `closed`.
         */
        status?: 'open' | 'waiting' | 'closed';
        /**
         * Page size, 1 to 100. Default 20.
         */
        limit?: number;
        /**
         * Rows to skip, 0 to 100000000. Default 0; beyond is 400 VALIDATION_ERROR naming `query.offset`.
         */
        offset?: number;
    };
    url: '/v1/businesses/{business_id}/support/conversations';
};
export type ListSupportConversationsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type ListSupportConversationsError = ListSupportConversationsErrors[keyof ListSupportConversationsErrors];
export type ListSupportConversationsResponses = {
    /**
     * A page of conversations.
     */
    200: {
        data: PlatformSupportConversationList;
    };
};
export type ListSupportConversationsResponse = ListSupportConversationsResponses[keyof ListSupportConversationsResponses];
export type GetSupportConversationData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * The support conversation (`thr_…`).
         */
        conversation_id: ThreadId;
    };
    query?: {
        /**
         * Which conversations: `live` (shoppers on live keys) or `test` (sandbox storefronts on `_test_` keys, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A conversation of the other mode is 404 NOT_FOUND, whose message says when the conversation is in the other mode.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/support/conversations/{conversation_id}';
};
export type GetSupportConversationErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type GetSupportConversationError = GetSupportConversationErrors[keyof GetSupportConversationErrors];
export type GetSupportConversationResponses = {
    /**
     * The conversation and its recent messages.
     */
    200: {
        data: PlatformSupportConversationView;
    };
};
export type GetSupportConversationResponse = GetSupportConversationResponses[keyof GetSupportConversationResponses];
export type ListSupportConversationMessagesData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * The support conversation (`thr_…`).
         */
        conversation_id: ThreadId;
    };
    query?: {
        /**
         * Which conversations: `live` (shoppers on live keys) or `test` (sandbox storefronts on `_test_` keys, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A conversation of the other mode is 404 NOT_FOUND, whose message says when the conversation is in the other mode.
         */
        mode?: 'live' | 'test';
        /**
         * Only messages created after this ISO 8601 instant.
         */
        after?: string;
        /**
         * Messages to return, 1 to 100.
         */
        limit?: number;
    };
    url: '/v1/businesses/{business_id}/support/conversations/{conversation_id}/messages';
};
export type ListSupportConversationMessagesErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type ListSupportConversationMessagesError = ListSupportConversationMessagesErrors[keyof ListSupportConversationMessagesErrors];
export type ListSupportConversationMessagesResponses = {
    /**
     * The messages, oldest first.
     */
    200: {
        data: Array<SupportMessage>;
    };
};
export type ListSupportConversationMessagesResponse = ListSupportConversationMessagesResponses[keyof ListSupportConversationMessagesResponses];
export type ReplySupportConversationData = {
    body: PlatformSupportReplyRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * The support conversation (`thr_…`).
         */
        conversation_id: ThreadId;
    };
    query?: {
        /**
         * Which conversations: `live` (shoppers on live keys) or `test` (sandbox storefronts on `_test_` keys, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A conversation of the other mode is 404 NOT_FOUND, whose message says when the conversation is in the other mode.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/support/conversations/{conversation_id}/messages';
};
export type ReplySupportConversationErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The conversation is closed (no `data`), or the `client_id` was already accepted on it (`data` is the original message).
     */
    409: {
        error: Error;
        data?: SupportMessage | null;
    };
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type ReplySupportConversationError = ReplySupportConversationErrors[keyof ReplySupportConversationErrors];
export type ReplySupportConversationResponses = {
    /**
     * The stored reply.
     */
    201: {
        data: SupportMessage;
    };
};
export type ReplySupportConversationResponse = ReplySupportConversationResponses[keyof ReplySupportConversationResponses];
export type CloseSupportConversationData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * The support conversation (`thr_…`).
         */
        conversation_id: ThreadId;
    };
    query?: {
        /**
         * Which conversations: `live` (shoppers on live keys) or `test` (sandbox storefronts on `_test_` keys, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A conversation of the other mode is 404 NOT_FOUND, whose message says when the conversation is in the other mode.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/support/conversations/{conversation_id}/close';
};
export type CloseSupportConversationErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type CloseSupportConversationError = CloseSupportConversationErrors[keyof CloseSupportConversationErrors];
export type CloseSupportConversationResponses = {
    /**
     * The conversation.
     */
    200: {
        data: PlatformSupportConversation;
    };
};
export type CloseSupportConversationResponse = CloseSupportConversationResponses[keyof CloseSupportConversationResponses];
export type ReopenSupportConversationData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * The support conversation (`thr_…`).
         */
        conversation_id: ThreadId;
    };
    query?: {
        /**
         * Which conversations: `live` (shoppers on live keys) or `test` (sandbox storefronts on `_test_` keys, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A conversation of the other mode is 404 NOT_FOUND, whose message says when the conversation is in the other mode.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/support/conversations/{conversation_id}/reopen';
};
export type ReopenSupportConversationErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type ReopenSupportConversationError = ReopenSupportConversationErrors[keyof ReopenSupportConversationErrors];
export type ReopenSupportConversationResponses = {
    /**
     * The conversation.
     */
    200: {
        data: PlatformSupportConversation;
    };
};
export type ReopenSupportConversationResponse = ReopenSupportConversationResponses[keyof ReopenSupportConversationResponses];
export type ListIncentiveTemplatesData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: {
        /**
         * Which data: `live` (what live keys see) or `test` (the sandbox, what `_test_` keys see, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A record of the other mode is 404 NOT_FOUND.
         */
        mode?: 'live' | 'test';
        /**
         * Page size, 1 to 100. Default 20.
         */
        limit?: number;
        /**
         * Rows to skip, 0 to 100000000. Default 0; beyond is 400 VALIDATION_ERROR naming `query.offset`.
         */
        offset?: number;
    };
    url: '/v1/businesses/{business_id}/incentive-templates';
};
export type ListIncentiveTemplatesErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type ListIncentiveTemplatesError = ListIncentiveTemplatesErrors[keyof ListIncentiveTemplatesErrors];
export type ListIncentiveTemplatesResponses = {
    /**
     * A page of templates.
     */
    200: {
        data: PlatformIncentiveTemplateList;
    };
};
export type ListIncentiveTemplatesResponse = ListIncentiveTemplatesResponses[keyof ListIncentiveTemplatesResponses];
export type CreateIncentiveTemplateData = {
    body: PlatformIncentiveTemplateCreateRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: {
        /**
         * Which data: `live` (what live keys see) or `test` (the sandbox, what `_test_` keys see, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A record of the other mode is 404 NOT_FOUND.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/incentive-templates';
};
export type CreateIncentiveTemplateErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The mode already holds 100 templates.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type CreateIncentiveTemplateError = CreateIncentiveTemplateErrors[keyof CreateIncentiveTemplateErrors];
export type CreateIncentiveTemplateResponses = {
    /**
     * The stored template.
     */
    201: {
        data: PlatformIncentiveTemplate;
    };
};
export type CreateIncentiveTemplateResponse = CreateIncentiveTemplateResponses[keyof CreateIncentiveTemplateResponses];
export type DeleteIncentiveTemplateData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * The incentive template (`tpl_…`).
         */
        template_id: IncentiveTemplateId;
    };
    query?: {
        /**
         * Which data: `live` (what live keys see) or `test` (the sandbox, what `_test_` keys see, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A record of the other mode is 404 NOT_FOUND.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/incentive-templates/{template_id}';
};
export type DeleteIncentiveTemplateErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type DeleteIncentiveTemplateError = DeleteIncentiveTemplateErrors[keyof DeleteIncentiveTemplateErrors];
export type DeleteIncentiveTemplateResponses = {
    /**
     * Deleted, or there was nothing to delete.
     */
    204: void;
};
export type DeleteIncentiveTemplateResponse = DeleteIncentiveTemplateResponses[keyof DeleteIncentiveTemplateResponses];
export type GetIncentiveTemplateData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * The incentive template (`tpl_…`).
         */
        template_id: IncentiveTemplateId;
    };
    query?: {
        /**
         * Which data: `live` (what live keys see) or `test` (the sandbox, what `_test_` keys see, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A record of the other mode is 404 NOT_FOUND.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/incentive-templates/{template_id}';
};
export type GetIncentiveTemplateErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type GetIncentiveTemplateError = GetIncentiveTemplateErrors[keyof GetIncentiveTemplateErrors];
export type GetIncentiveTemplateResponses = {
    /**
     * The template.
     */
    200: {
        data: PlatformIncentiveTemplate;
    };
};
export type GetIncentiveTemplateResponse = GetIncentiveTemplateResponses[keyof GetIncentiveTemplateResponses];
export type UpdateIncentiveTemplateData = {
    body: PlatformIncentiveTemplateUpdateRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * The incentive template (`tpl_…`).
         */
        template_id: IncentiveTemplateId;
    };
    query?: {
        /**
         * Which data: `live` (what live keys see) or `test` (the sandbox, what `_test_` keys see, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A record of the other mode is 404 NOT_FOUND.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/incentive-templates/{template_id}';
};
export type UpdateIncentiveTemplateErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type UpdateIncentiveTemplateError = UpdateIncentiveTemplateErrors[keyof UpdateIncentiveTemplateErrors];
export type UpdateIncentiveTemplateResponses = {
    /**
     * The template as it now is.
     */
    200: {
        data: PlatformIncentiveTemplate;
    };
};
export type UpdateIncentiveTemplateResponse = UpdateIncentiveTemplateResponses[keyof UpdateIncentiveTemplateResponses];
export type AdminListBookingsData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: {
        /**
         * Which bookings: `live` (from orders placed with live keys) or `test` (sandbox orders placed with `_test_` keys, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A booking of the other mode is 404 NOT_FOUND, whose message says when the booking is in the other mode.
         */
        mode?: 'live' | 'test';
        /**
         * Local date `YYYY-MM-DD` (in each booking's location zone) the bookings start on.
         */
        date?: string;
        /**
         * Bookings whose `start` is at or after this instant (ISO 8601 with `Z` or an offset).
         */
        from?: string;
        /**
         * Bookings whose `start` is before this instant.
         */
        to?: string;
        /**
         * Only bookings of this staff member (`stf_…`).
         */
        staff_id?: string;
        /**
         * Only bookings at this location (`loc_…`).
         */
        location_id?: string;
        /**
         * Only bookings of this service (`svc_…`).
         */
        service_id?: string;
        /**
         * Only bookings with this status.
         */
        status?: PlatformBookingStatus;
        /**
         * Page size, 1 to 100. Default 20.
         */
        limit?: number;
        /**
         * Rows to skip, 0 to 100000000. Default 0; beyond is 400 VALIDATION_ERROR naming `query.offset`.
         */
        offset?: number;
    };
    url: '/v1/businesses/{business_id}/bookings';
};
export type AdminListBookingsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type AdminListBookingsError = AdminListBookingsErrors[keyof AdminListBookingsErrors];
export type AdminListBookingsResponses = {
    /**
     * A page of bookings.
     */
    200: {
        data: PlatformBookingList;
    };
};
export type AdminListBookingsResponse = AdminListBookingsResponses[keyof AdminListBookingsResponses];
export type AdminGetBookingData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Booking id (`bk_…`). Unknown, of another business or of the other mode is 404 NOT_FOUND.
         */
        booking_id: string;
    };
    query?: {
        /**
         * Which bookings: `live` (from orders placed with live keys) or `test` (sandbox orders placed with `_test_` keys, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A booking of the other mode is 404 NOT_FOUND, whose message says when the booking is in the other mode.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/bookings/{booking_id}';
};
export type AdminGetBookingErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type AdminGetBookingError = AdminGetBookingErrors[keyof AdminGetBookingErrors];
export type AdminGetBookingResponses = {
    /**
     * The booking.
     */
    200: {
        data: PlatformBooking;
    };
};
export type AdminGetBookingResponse = AdminGetBookingResponses[keyof AdminGetBookingResponses];
export type AdminCompleteBookingData = {
    body?: PlatformBookingMarkRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Booking id (`bk_…`). Unknown, of another business or of the other mode is 404 NOT_FOUND.
         */
        booking_id: string;
    };
    query?: {
        /**
         * Which bookings: `live` (from orders placed with live keys) or `test` (sandbox orders placed with `_test_` keys, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A booking of the other mode is 404 NOT_FOUND, whose message says when the booking is in the other mode.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/bookings/{booking_id}/complete';
};
export type AdminCompleteBookingErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type AdminCompleteBookingError = AdminCompleteBookingErrors[keyof AdminCompleteBookingErrors];
export type AdminCompleteBookingResponses = {
    /**
     * The completed booking.
     */
    200: {
        data: PlatformBooking;
    };
};
export type AdminCompleteBookingResponse = AdminCompleteBookingResponses[keyof AdminCompleteBookingResponses];
export type AdminMarkBookingNoShowData = {
    body?: PlatformBookingMarkRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Booking id (`bk_…`). Unknown, of another business or of the other mode is 404 NOT_FOUND.
         */
        booking_id: string;
    };
    query?: {
        /**
         * Which bookings: `live` (from orders placed with live keys) or `test` (sandbox orders placed with `_test_` keys, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A booking of the other mode is 404 NOT_FOUND, whose message says when the booking is in the other mode.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/bookings/{booking_id}/no-show';
};
export type AdminMarkBookingNoShowErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type AdminMarkBookingNoShowError = AdminMarkBookingNoShowErrors[keyof AdminMarkBookingNoShowErrors];
export type AdminMarkBookingNoShowResponses = {
    /**
     * The booking marked no-show.
     */
    200: {
        data: PlatformBooking;
    };
};
export type AdminMarkBookingNoShowResponse = AdminMarkBookingNoShowResponses[keyof AdminMarkBookingNoShowResponses];
export type AdminCancelBookingData = {
    body?: PlatformBookingCancelRequest;
    headers?: {
        /**
         * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
         */
        'Idempotency-Key'?: string;
    };
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Booking id (`bk_…`). Unknown, of another business or of the other mode is 404 NOT_FOUND.
         */
        booking_id: string;
    };
    query?: {
        /**
         * Which bookings: `live` (from orders placed with live keys) or `test` (sandbox orders placed with `_test_` keys, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A booking of the other mode is 404 NOT_FOUND, whose message says when the booking is in the other mode.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/bookings/{booking_id}/cancel';
};
export type AdminCancelBookingErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type AdminCancelBookingError = AdminCancelBookingErrors[keyof AdminCancelBookingErrors];
export type AdminCancelBookingResponses = {
    /**
     * The cancelled booking.
     */
    200: {
        data: PlatformBooking;
    };
};
export type AdminCancelBookingResponse = AdminCancelBookingResponses[keyof AdminCancelBookingResponses];
export type AdminRescheduleBookingData = {
    body: PlatformBookingRescheduleRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Booking id (`bk_…`). Unknown, of another business or of the other mode is 404 NOT_FOUND.
         */
        booking_id: string;
    };
    query?: {
        /**
         * Which bookings: `live` (from orders placed with live keys) or `test` (sandbox orders placed with `_test_` keys, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A booking of the other mode is 404 NOT_FOUND, whose message says when the booking is in the other mode.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/bookings/{booking_id}/reschedule';
};
export type AdminRescheduleBookingErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type AdminRescheduleBookingError = AdminRescheduleBookingErrors[keyof AdminRescheduleBookingErrors];
export type AdminRescheduleBookingResponses = {
    /**
     * The rescheduled booking.
     */
    200: {
        data: PlatformBooking;
    };
};
export type AdminRescheduleBookingResponse = AdminRescheduleBookingResponses[keyof AdminRescheduleBookingResponses];
export type ListWebhookDeliveriesData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Webhook endpoint id (`whk_…`), as returned by `POST /api/v1/webhooks`.
         */
        webhook_id: string;
    };
    query?: {
        /**
         * Page size, 1 to 100. Default 20.
         */
        limit?: number;
        /**
         * Rows to skip, 0 to 100000000. Default 0; beyond is 400 VALIDATION_ERROR naming `query.offset`.
         */
        offset?: number;
        /**
         * Only attempts with this status.
         */
        status?: 'pending' | 'succeeded' | 'failed';
        /**
         * Only attempts for this event type.
         */
        event_type?: PlatformWebhookEventType;
    };
    url: '/v1/businesses/{business_id}/webhooks/{webhook_id}/deliveries';
};
export type ListWebhookDeliveriesErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type ListWebhookDeliveriesError = ListWebhookDeliveriesErrors[keyof ListWebhookDeliveriesErrors];
export type ListWebhookDeliveriesResponses = {
    /**
     * A page of attempts.
     */
    200: {
        data: PlatformWebhookDeliveryList;
    };
};
export type ListWebhookDeliveriesResponse = ListWebhookDeliveriesResponses[keyof ListWebhookDeliveriesResponses];
export type ReplayWebhookDeliveryData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Webhook endpoint id (`whk_…`), as returned by `POST /api/v1/webhooks`.
         */
        webhook_id: string;
        /**
         * Delivery attempt id (`dlv_…`) whose event to send again.
         */
        delivery_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/webhooks/{webhook_id}/deliveries/{delivery_id}/replay';
};
export type ReplayWebhookDeliveryErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type ReplayWebhookDeliveryError = ReplayWebhookDeliveryErrors[keyof ReplayWebhookDeliveryErrors];
export type ReplayWebhookDeliveryResponses = {
    /**
     * Replay queued.
     */
    202: {
        data: PlatformWebhookDelivery;
    };
};
export type ReplayWebhookDeliveryResponse = ReplayWebhookDeliveryResponses[keyof ReplayWebhookDeliveryResponses];
export type SendTestWebhookEventData = {
    body?: PlatformWebhookTestRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Webhook endpoint id (`whk_…`), as returned by `POST /api/v1/webhooks`.
         */
        webhook_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/webhooks/{webhook_id}/test';
};
export type SendTestWebhookEventErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type SendTestWebhookEventError = SendTestWebhookEventErrors[keyof SendTestWebhookEventErrors];
export type SendTestWebhookEventResponses = {
    /**
     * Test event queued.
     */
    202: {
        data: PlatformWebhookDelivery;
    };
};
export type SendTestWebhookEventResponse = SendTestWebhookEventResponses[keyof SendTestWebhookEventResponses];
export type EnableWebhookData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Webhook endpoint id (`whk_…`), as returned by `POST /api/v1/webhooks`.
         */
        webhook_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/webhooks/{webhook_id}/enable';
};
export type EnableWebhookErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type EnableWebhookError = EnableWebhookErrors[keyof EnableWebhookErrors];
export type EnableWebhookResponses = {
    /**
     * The endpoint as it now is.
     */
    200: {
        data: PlatformWebhookEnabled;
    };
};
export type EnableWebhookResponse = EnableWebhookResponses[keyof EnableWebhookResponses];
export type StreamEventsData = {
    body?: never;
    headers?: {
        /**
         * Resume after this event (`evt_…`): its successors are replayed first, then the stream goes on live. Sent by `EventSource` by itself on reconnect. An id that is not an event of this business and mode is 400 VALIDATION_ERROR.
         */
        'Last-Event-ID'?: string;
    };
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: {
        /**
         * `live` (events of live orders) or `test` (the sandbox's events). Default: the calling key's mode. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN.
         */
        mode?: 'live' | 'test';
        /**
         * Comma-separated event types to receive (for example `order.created,payment.completed`); all 13 when absent. An unknown type is 400 VALIDATION_ERROR naming it.
         */
        types?: string;
    };
    url: '/v1/businesses/{business_id}/events/stream';
};
export type StreamEventsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type StreamEventsError = StreamEventsErrors[keyof StreamEventsErrors];
export type StreamEventsResponses = {
    /**
     * Server-Sent Events; see the operation's description for the message format.
     */
    200: string;
};
export type StreamEventsResponse = StreamEventsResponses[keyof StreamEventsResponses];
export type ListProjectsData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: {
        /**
         * Page size, 1 to 100. Default 20.
         */
        limit?: number;
        /**
         * Rows to skip, 0 to 100000000. Default 0; beyond is 400 VALIDATION_ERROR naming `query.offset`.
         */
        offset?: number;
    };
    url: '/v1/businesses/{business_id}/projects';
};
export type ListProjectsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type ListProjectsError = ListProjectsErrors[keyof ListProjectsErrors];
export type ListProjectsResponses = {
    /**
     * A page of projects.
     */
    200: {
        data: PlatformProjectList;
    };
};
export type ListProjectsResponse = ListProjectsResponses[keyof ListProjectsResponses];
export type CreateProjectData = {
    body: PlatformProjectCreateRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/projects';
};
export type CreateProjectErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type CreateProjectError = CreateProjectErrors[keyof CreateProjectErrors];
export type CreateProjectResponses = {
    /**
     * Project created.
     */
    201: {
        data: PlatformProject;
    };
};
export type CreateProjectResponse = CreateProjectResponses[keyof CreateProjectResponses];
export type GetProjectData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Project id (`prj_…`) of the business. Unknown or of another business: 404 NOT_FOUND.
         */
        project_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/projects/{project_id}';
};
export type GetProjectErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type GetProjectError = GetProjectErrors[keyof GetProjectErrors];
export type GetProjectResponses = {
    /**
     * The project.
     */
    200: {
        data: PlatformProject;
    };
};
export type GetProjectResponse = GetProjectResponses[keyof GetProjectResponses];
export type UpdateProjectData = {
    body: PlatformProjectUpdateRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Project id (`prj_…`) of the business. Unknown or of another business: 404 NOT_FOUND.
         */
        project_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/projects/{project_id}';
};
export type UpdateProjectErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type UpdateProjectError = UpdateProjectErrors[keyof UpdateProjectErrors];
export type UpdateProjectResponses = {
    /**
     * The updated project.
     */
    200: {
        data: PlatformProject;
    };
};
export type UpdateProjectResponse = UpdateProjectResponses[keyof UpdateProjectResponses];
export type UnlinkRepoData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Project id (`prj_…`) of the business. Unknown or of another business: 404 NOT_FOUND.
         */
        project_id: string;
    };
    query?: {
        /**
         * Also delete the upstream repository (only for `managed` repositories; irreversible). Default false.
         */
        purge?: boolean;
    };
    url: '/v1/businesses/{business_id}/projects/{project_id}/repo';
};
export type UnlinkRepoErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type UnlinkRepoError = UnlinkRepoErrors[keyof UnlinkRepoErrors];
export type UnlinkRepoResponses = {
    /**
     * Unlinked (or nothing was linked).
     */
    200: {
        data: PlatformRepoUnlinkResult;
    };
};
export type UnlinkRepoResponse = UnlinkRepoResponses[keyof UnlinkRepoResponses];
export type GetRepoData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Project id (`prj_…`) of the business. Unknown or of another business: 404 NOT_FOUND.
         */
        project_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/projects/{project_id}/repo';
};
export type GetRepoErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type GetRepoError = GetRepoErrors[keyof GetRepoErrors];
export type GetRepoResponses = {
    /**
     * The repository.
     */
    200: {
        data: PlatformRepo;
    };
};
export type GetRepoResponse = GetRepoResponses[keyof GetRepoResponses];
export type ProvisionRepoData = {
    body: PlatformRepoProvisionRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Project id (`prj_…`) of the business. Unknown or of another business: 404 NOT_FOUND.
         */
        project_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/projects/{project_id}/repo/provision';
};
export type ProvisionRepoErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type ProvisionRepoError = ProvisionRepoErrors[keyof ProvisionRepoErrors];
export type ProvisionRepoResponses = {
    /**
     * Repository created and linked.
     */
    201: {
        data: PlatformRepo;
    };
};
export type ProvisionRepoResponse = ProvisionRepoResponses[keyof ProvisionRepoResponses];
export type ConnectRepoData = {
    body: PlatformRepoConnectRequestWritable;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Project id (`prj_…`) of the business. Unknown or of another business: 404 NOT_FOUND.
         */
        project_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/projects/{project_id}/repo/connect';
};
export type ConnectRepoErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type ConnectRepoError = ConnectRepoErrors[keyof ConnectRepoErrors];
export type ConnectRepoResponses = {
    /**
     * Repository linked.
     */
    201: {
        data: PlatformRepo;
    };
};
export type ConnectRepoResponse = ConnectRepoResponses[keyof ConnectRepoResponses];
export type MintRepoCloneUrlData = {
    body?: PlatformCloneUrlRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Project id (`prj_…`) of the business. Unknown or of another business: 404 NOT_FOUND.
         */
        project_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/projects/{project_id}/repo/clone-url';
};
export type MintRepoCloneUrlErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type MintRepoCloneUrlError = MintRepoCloneUrlErrors[keyof MintRepoCloneUrlErrors];
export type MintRepoCloneUrlResponses = {
    /**
     * Clone URL.
     */
    200: {
        data: PlatformCloneUrl;
    };
};
export type MintRepoCloneUrlResponse = MintRepoCloneUrlResponses[keyof MintRepoCloneUrlResponses];
export type ListDeploymentsData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Project id (`prj_…`) of the business. Unknown or of another business: 404 NOT_FOUND.
         */
        project_id: string;
    };
    query?: {
        /**
         * Only deployments of this environment.
         */
        env_scope?: PlatformEnvScope;
        /**
         * Only deployments in this status.
         */
        status?: PlatformDeploymentStatus;
        /**
         * Page size, 1 to 100. Default 20.
         */
        limit?: number;
        /**
         * Rows to skip, 0 to 100000000. Default 0; beyond is 400 VALIDATION_ERROR naming `query.offset`.
         */
        offset?: number;
    };
    url: '/v1/businesses/{business_id}/projects/{project_id}/deployments';
};
export type ListDeploymentsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type ListDeploymentsError = ListDeploymentsErrors[keyof ListDeploymentsErrors];
export type ListDeploymentsResponses = {
    /**
     * A page of deployments.
     */
    200: {
        data: PlatformDeploymentList;
    };
};
export type ListDeploymentsResponse = ListDeploymentsResponses[keyof ListDeploymentsResponses];
export type CreateDeploymentData = {
    body: PlatformDeployRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Project id (`prj_…`) of the business. Unknown or of another business: 404 NOT_FOUND.
         */
        project_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/projects/{project_id}/deployments';
};
export type CreateDeploymentErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type CreateDeploymentError = CreateDeploymentErrors[keyof CreateDeploymentErrors];
export type CreateDeploymentResponses = {
    /**
     * An existing deployment of the same commit and scope (deduplicated).
     */
    200: {
        data: PlatformDeployment;
    };
    /**
     * Deployment queued.
     */
    201: {
        data: PlatformDeployment;
    };
};
export type CreateDeploymentResponse = CreateDeploymentResponses[keyof CreateDeploymentResponses];
export type RollbackDeploymentData = {
    body?: PlatformRollbackRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Project id (`prj_…`) of the business. Unknown or of another business: 404 NOT_FOUND.
         */
        project_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/projects/{project_id}/rollback';
};
export type RollbackDeploymentErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type RollbackDeploymentError = RollbackDeploymentErrors[keyof RollbackDeploymentErrors];
export type RollbackDeploymentResponses = {
    /**
     * Rollback deployment queued.
     */
    201: {
        data: PlatformDeployment;
    };
};
export type RollbackDeploymentResponse = RollbackDeploymentResponses[keyof RollbackDeploymentResponses];
export type GetDeploymentData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Deployment id (`dep_…`). Unknown or of another business: 404 NOT_FOUND.
         */
        deployment_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/deployments/{deployment_id}';
};
export type GetDeploymentErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type GetDeploymentError = GetDeploymentErrors[keyof GetDeploymentErrors];
export type GetDeploymentResponses = {
    /**
     * The deployment.
     */
    200: {
        data: PlatformDeployment;
    };
};
export type GetDeploymentResponse = GetDeploymentResponses[keyof GetDeploymentResponses];
export type ReadDeploymentLogsData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Deployment id (`dep_…`). Unknown or of another business: 404 NOT_FOUND.
         */
        deployment_id: string;
    };
    query?: {
        /**
         * Return lines with `seq` greater than this. Default 0.
         */
        after_seq?: number;
        /**
         * Maximum lines to return, 1 to 1000. Default 200.
         */
        limit?: number;
    };
    url: '/v1/businesses/{business_id}/deployments/{deployment_id}/logs';
};
export type ReadDeploymentLogsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type ReadDeploymentLogsError = ReadDeploymentLogsErrors[keyof ReadDeploymentLogsErrors];
export type ReadDeploymentLogsResponses = {
    /**
     * Log lines.
     */
    200: {
        data: PlatformDeploymentLogs;
    };
};
export type ReadDeploymentLogsResponse = ReadDeploymentLogsResponses[keyof ReadDeploymentLogsResponses];
export type CancelDeploymentData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Deployment id (`dep_…`). Unknown or of another business: 404 NOT_FOUND.
         */
        deployment_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/deployments/{deployment_id}/cancel';
};
export type CancelDeploymentErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type CancelDeploymentError = CancelDeploymentErrors[keyof CancelDeploymentErrors];
export type CancelDeploymentResponses = {
    /**
     * The cancelled deployment.
     */
    200: {
        data: PlatformDeployment;
    };
};
export type CancelDeploymentResponse = CancelDeploymentResponses[keyof CancelDeploymentResponses];
export type ListEnvVarsData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Project id (`prj_…`) of the business. Unknown or of another business: 404 NOT_FOUND.
         */
        project_id: string;
    };
    query?: {
        /**
         * Only variables of this environment.
         */
        env_scope?: PlatformEnvScope;
        /**
         * Return the values in clear text. Default false (masked).
         */
        reveal?: boolean;
    };
    url: '/v1/businesses/{business_id}/projects/{project_id}/env';
};
export type ListEnvVarsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type ListEnvVarsError = ListEnvVarsErrors[keyof ListEnvVarsErrors];
export type ListEnvVarsResponses = {
    /**
     * The variables.
     */
    200: {
        data: PlatformEnvVarList;
    };
};
export type ListEnvVarsResponse = ListEnvVarsResponses[keyof ListEnvVarsResponses];
export type RemoveEnvVarData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Project id (`prj_…`) of the business. Unknown or of another business: 404 NOT_FOUND.
         */
        project_id: string;
        /**
         * Variable name: a letter or `_`, then letters, digits or `_`; at most 255 characters. Case-sensitive.
         */
        env_key: string;
    };
    query?: {
        /**
         * Scope to remove the variable from; omitted = both.
         */
        env_scope?: PlatformEnvScope;
    };
    url: '/v1/businesses/{business_id}/projects/{project_id}/env/{env_key}';
};
export type RemoveEnvVarErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type RemoveEnvVarError = RemoveEnvVarErrors[keyof RemoveEnvVarErrors];
export type RemoveEnvVarResponses = {
    /**
     * What was removed.
     */
    200: {
        data: PlatformEnvVarRemoval;
    };
};
export type RemoveEnvVarResponse = RemoveEnvVarResponses[keyof RemoveEnvVarResponses];
export type SetEnvVarData = {
    body: PlatformEnvVarSetRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Project id (`prj_…`) of the business. Unknown or of another business: 404 NOT_FOUND.
         */
        project_id: string;
        /**
         * Variable name: a letter or `_`, then letters, digits or `_`; at most 255 characters. Case-sensitive.
         */
        env_key: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/projects/{project_id}/env/{env_key}';
};
export type SetEnvVarErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type SetEnvVarError = SetEnvVarErrors[keyof SetEnvVarErrors];
export type SetEnvVarResponses = {
    /**
     * The written variables (masked).
     */
    200: {
        data: PlatformEnvVarList;
    };
};
export type SetEnvVarResponse = SetEnvVarResponses[keyof SetEnvVarResponses];
export type ListDomainsData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Project id (`prj_…`) of the business. Unknown or of another business: 404 NOT_FOUND.
         */
        project_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/projects/{project_id}/domains';
};
export type ListDomainsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type ListDomainsError = ListDomainsErrors[keyof ListDomainsErrors];
export type ListDomainsResponses = {
    /**
     * The domains.
     */
    200: {
        data: PlatformDomainList;
    };
};
export type ListDomainsResponse = ListDomainsResponses[keyof ListDomainsResponses];
export type AddDomainData = {
    body: PlatformDomainAddRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Project id (`prj_…`) of the business. Unknown or of another business: 404 NOT_FOUND.
         */
        project_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/projects/{project_id}/domains';
};
export type AddDomainErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type AddDomainError = AddDomainErrors[keyof AddDomainErrors];
export type AddDomainResponses = {
    /**
     * Domain added; create the DNS records.
     */
    201: {
        data: PlatformDomain;
    };
};
export type AddDomainResponse = AddDomainResponses[keyof AddDomainResponses];
export type DetachDomainData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Domain id (`dom_…`). Unknown or of another business: 404 NOT_FOUND.
         */
        domain_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/domains/{domain_id}';
};
export type DetachDomainErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type DetachDomainError = DetachDomainErrors[keyof DetachDomainErrors];
export type DetachDomainResponses = {
    /**
     * The domain was removed.
     */
    200: {
        data: PlatformDomainDetachResult;
    };
};
export type DetachDomainResponse = DetachDomainResponses[keyof DetachDomainResponses];
export type VerifyDomainData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Domain id (`dom_…`). Unknown or of another business: 404 NOT_FOUND.
         */
        domain_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/domains/{domain_id}/verify';
};
export type VerifyDomainErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type VerifyDomainError = VerifyDomainErrors[keyof VerifyDomainErrors];
export type VerifyDomainResponses = {
    /**
     * The domain after the check.
     */
    200: {
        data: PlatformDomain;
    };
};
export type VerifyDomainResponse = VerifyDomainResponses[keyof VerifyDomainResponses];
export type AttachDomainData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * Domain id (`dom_…`). Unknown or of another business: 404 NOT_FOUND.
         */
        domain_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/domains/{domain_id}/attach';
};
export type AttachDomainErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type AttachDomainError = AttachDomainErrors[keyof AttachDomainErrors];
export type AttachDomainResponses = {
    /**
     * The attached domain.
     */
    200: {
        data: PlatformDomain;
    };
};
export type AttachDomainResponse = AttachDomainResponses[keyof AttachDomainResponses];
export type SearchDocsData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query: {
        /**
         * Search words, 1 to 200 characters.
         */
        query: string;
        /**
         * Maximum hits, 1 to 20. Default 5.
         */
        limit?: number;
    };
    url: '/v1/businesses/{business_id}/docs/search';
};
export type SearchDocsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type SearchDocsError = SearchDocsErrors[keyof SearchDocsErrors];
export type SearchDocsResponses = {
    /**
     * Search hits.
     */
    200: {
        data: PlatformDocsSearchResult;
    };
};
export type SearchDocsResponse = SearchDocsResponses[keyof SearchDocsResponses];
export type GetWhoamiData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/whoami';
};
export type GetWhoamiErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type GetWhoamiError = GetWhoamiErrors[keyof GetWhoamiErrors];
export type GetWhoamiResponses = {
    /**
     * The key.
     */
    200: {
        data: PlatformWhoami;
    };
};
export type GetWhoamiResponse = GetWhoamiResponses[keyof GetWhoamiResponses];
export type GetKeyWhoamiData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/v1/whoami';
};
export type GetKeyWhoamiErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type GetKeyWhoamiError = GetKeyWhoamiErrors[keyof GetKeyWhoamiErrors];
export type GetKeyWhoamiResponses = {
    /**
     * The key.
     */
    200: {
        data: PlatformWhoami;
    };
};
export type GetKeyWhoamiResponse = GetKeyWhoamiResponses[keyof GetKeyWhoamiResponses];
export type GetContextData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/context';
};
export type GetContextErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type GetContextError = GetContextErrors[keyof GetContextErrors];
export type GetContextResponses = {
    /**
     * The context.
     */
    200: {
        data: PlatformContext;
    };
};
export type GetContextResponse = GetContextResponses[keyof GetContextResponses];
export type AttachProjectData = {
    body: PlatformAttachProjectRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/context/attach';
};
export type AttachProjectErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type AttachProjectError = AttachProjectErrors[keyof AttachProjectErrors];
export type AttachProjectResponses = {
    /**
     * The context with the project attached.
     */
    200: {
        data: PlatformContext;
    };
};
export type AttachProjectResponse = AttachProjectResponses[keyof AttachProjectResponses];
export type ImportCatalogueData = {
    body: PlatformCatalogueImport;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: {
        /**
         * Which data to import into; `test` (sandbox keys' data, the default) or `live`. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN.
         */
        mode?: 'test' | 'live';
        /**
         * Validate and count without writing anything.
         */
        dry_run?: boolean;
    };
    url: '/v1/businesses/{business_id}/catalogue/import';
};
export type ImportCatalogueErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type ImportCatalogueError = ImportCatalogueErrors[keyof ImportCatalogueErrors];
export type ImportCatalogueResponses = {
    /**
     * The catalogue was imported (or, with `dry_run`, would be).
     */
    200: {
        data: PlatformCatalogueImportResult;
    };
};
export type ImportCatalogueResponse = ImportCatalogueResponses[keyof ImportCatalogueResponses];
export type GetBusinessSettingsData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/settings';
};
export type GetBusinessSettingsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type GetBusinessSettingsError = GetBusinessSettingsErrors[keyof GetBusinessSettingsErrors];
export type GetBusinessSettingsResponses = {
    /**
     * The settings.
     */
    200: {
        data: PlatformBusinessSettings;
    };
};
export type GetBusinessSettingsResponse = GetBusinessSettingsResponses[keyof GetBusinessSettingsResponses];
export type UpdateBusinessSettingsData = {
    body: PlatformBusinessSettingsUpdateRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: never;
    url: '/v1/businesses/{business_id}/settings';
};
export type UpdateBusinessSettingsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type UpdateBusinessSettingsError = UpdateBusinessSettingsErrors[keyof UpdateBusinessSettingsErrors];
export type UpdateBusinessSettingsResponses = {
    /**
     * The settings as they now are.
     */
    200: {
        data: PlatformBusinessSettings;
    };
};
export type UpdateBusinessSettingsResponse = UpdateBusinessSettingsResponses[keyof UpdateBusinessSettingsResponses];
export type ListShippingZonesData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: {
        /**
         * Which data: `live` (what live keys see) or `test` (the sandbox, what `_test_` keys see, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A record of the other mode is 404 NOT_FOUND.
         */
        mode?: 'live' | 'test';
        /**
         * Page size, 1 to 100. Default 20.
         */
        limit?: number;
        /**
         * Rows to skip, 0 to 100000000. Default 0; beyond is 400 VALIDATION_ERROR naming `query.offset`.
         */
        offset?: number;
    };
    url: '/v1/businesses/{business_id}/shipping/zones';
};
export type ListShippingZonesErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type ListShippingZonesError = ListShippingZonesErrors[keyof ListShippingZonesErrors];
export type ListShippingZonesResponses = {
    /**
     * A page of zones.
     */
    200: {
        data: PlatformShippingZoneList;
    };
};
export type ListShippingZonesResponse = ListShippingZonesResponses[keyof ListShippingZonesResponses];
export type CreateShippingZoneData = {
    body: PlatformShippingZoneInput;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: {
        /**
         * Which data: `live` (what live keys see) or `test` (the sandbox, what `_test_` keys see, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A record of the other mode is 404 NOT_FOUND.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/shipping/zones';
};
export type CreateShippingZoneErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The mode already holds 100 zones.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type CreateShippingZoneError = CreateShippingZoneErrors[keyof CreateShippingZoneErrors];
export type CreateShippingZoneResponses = {
    /**
     * The stored zone.
     */
    201: {
        data: PlatformShippingZone;
    };
};
export type CreateShippingZoneResponse = CreateShippingZoneResponses[keyof CreateShippingZoneResponses];
export type DeleteShippingZoneData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * The shipping zone (`shz_…`).
         */
        zone_id: ShippingZoneId;
    };
    query?: {
        /**
         * Which data: `live` (what live keys see) or `test` (the sandbox, what `_test_` keys see, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A record of the other mode is 404 NOT_FOUND.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/shipping/zones/{zone_id}';
};
export type DeleteShippingZoneErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type DeleteShippingZoneError = DeleteShippingZoneErrors[keyof DeleteShippingZoneErrors];
export type DeleteShippingZoneResponses = {
    /**
     * Deleted, or there was nothing to delete.
     */
    204: void;
};
export type DeleteShippingZoneResponse = DeleteShippingZoneResponses[keyof DeleteShippingZoneResponses];
export type GetShippingZoneData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * The shipping zone (`shz_…`).
         */
        zone_id: ShippingZoneId;
    };
    query?: {
        /**
         * Which data: `live` (what live keys see) or `test` (the sandbox, what `_test_` keys see, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A record of the other mode is 404 NOT_FOUND.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/shipping/zones/{zone_id}';
};
export type GetShippingZoneErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type GetShippingZoneError = GetShippingZoneErrors[keyof GetShippingZoneErrors];
export type GetShippingZoneResponses = {
    /**
     * The zone.
     */
    200: {
        data: PlatformShippingZone;
    };
};
export type GetShippingZoneResponse = GetShippingZoneResponses[keyof GetShippingZoneResponses];
export type ReplaceShippingZoneData = {
    body: PlatformShippingZoneInput;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
        /**
         * The shipping zone (`shz_…`).
         */
        zone_id: ShippingZoneId;
    };
    query?: {
        /**
         * Which data: `live` (what live keys see) or `test` (the sandbox, what `_test_` keys see, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A record of the other mode is 404 NOT_FOUND.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/shipping/zones/{zone_id}';
};
export type ReplaceShippingZoneErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type ReplaceShippingZoneError = ReplaceShippingZoneErrors[keyof ReplaceShippingZoneErrors];
export type ReplaceShippingZoneResponses = {
    /**
     * The zone as it now is.
     */
    200: {
        data: PlatformShippingZone;
    };
};
export type ReplaceShippingZoneResponse = ReplaceShippingZoneResponses[keyof ReplaceShippingZoneResponses];
export type GetShippingPickupData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: {
        /**
         * Which data: `live` (what live keys see) or `test` (the sandbox, what `_test_` keys see, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A record of the other mode is 404 NOT_FOUND.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/shipping/pickup';
};
export type GetShippingPickupErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type GetShippingPickupError = GetShippingPickupErrors[keyof GetShippingPickupErrors];
export type GetShippingPickupResponses = {
    /**
     * The locations and their pickup.
     */
    200: {
        data: PlatformShippingPickup;
    };
};
export type GetShippingPickupResponse = GetShippingPickupResponses[keyof GetShippingPickupResponses];
export type SetShippingPickupData = {
    body: PlatformShippingPickupUpdateRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: {
        /**
         * Which data: `live` (what live keys see) or `test` (the sandbox, what `_test_` keys see, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A record of the other mode is 404 NOT_FOUND.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/shipping/pickup';
};
export type SetShippingPickupErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type SetShippingPickupError = SetShippingPickupErrors[keyof SetShippingPickupErrors];
export type SetShippingPickupResponses = {
    /**
     * The locations and their pickup.
     */
    200: {
        data: PlatformShippingPickup;
    };
};
export type SetShippingPickupResponse = SetShippingPickupResponses[keyof SetShippingPickupResponses];
export type ListUcpSigningKeysData = {
    body?: never;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: {
        /**
         * Which data: `live` (what live keys see) or `test` (the sandbox, what `_test_` keys see, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A record of the other mode is 404 NOT_FOUND.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/ucp/signing-keys';
};
export type ListUcpSigningKeysErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type ListUcpSigningKeysError = ListUcpSigningKeysErrors[keyof ListUcpSigningKeysErrors];
export type ListUcpSigningKeysResponses = {
    /**
     * The published keys.
     */
    200: {
        data: PlatformUcpSigningKeyList;
    };
};
export type ListUcpSigningKeysResponse = ListUcpSigningKeysResponses[keyof ListUcpSigningKeysResponses];
export type RotateUcpSigningKeyData = {
    body?: PlatformUcpSigningKeyRotateRequest;
    path: {
        /**
         * Business id (`biz_…`). Must be the business the key was issued for (403 FORBIDDEN otherwise). Agent tools take it from the key, never as input.
         */
        business_id: string;
    };
    query?: {
        /**
         * Which data: `live` (what live keys see) or `test` (the sandbox, what `_test_` keys see, SANDBOX.md). Default: the calling key's mode, so a `dk_live_` key acts on live data unless `mode=test` and a `dk_test_` key on the sandbox. A `dk_test_` key never reaches live data: `mode=live` with one is 403 FORBIDDEN. A record of the other mode is 404 NOT_FOUND.
         */
        mode?: 'live' | 'test';
    };
    url: '/v1/businesses/{business_id}/ucp/signing-keys/rotate';
};
export type RotateUcpSigningKeyErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type RotateUcpSigningKeyError = RotateUcpSigningKeyErrors[keyof RotateUcpSigningKeyErrors];
export type RotateUcpSigningKeyResponses = {
    /**
     * Rotated; the published keys.
     */
    200: {
        data: PlatformUcpSigningKeyList;
    };
};
export type RotateUcpSigningKeyResponse = RotateUcpSigningKeyResponses[keyof RotateUcpSigningKeyResponses];
export type TriggerTestEventData = {
    body: PlatformTriggerRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/v1/test_helpers/triggers';
};
export type TriggerTestEventErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type TriggerTestEventError = TriggerTestEventErrors[keyof TriggerTestEventErrors];
export type TriggerTestEventResponses = {
    /**
     * The objects made, and the events caused.
     */
    200: {
        data: PlatformTriggerResult;
    };
};
export type TriggerTestEventResponse = TriggerTestEventResponses[keyof TriggerTestEventResponses];
export type RunFixturesData = {
    body: PlatformFixturesRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/v1/test_helpers/fixtures';
};
export type RunFixturesErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type RunFixturesError = RunFixturesErrors[keyof RunFixturesErrors];
export type RunFixturesResponses = {
    /**
     * Every step ran.
     */
    200: {
        data: PlatformFixturesResult;
    };
};
export type RunFixturesResponse = RunFixturesResponses[keyof RunFixturesResponses];
export type ListTestClocksData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/v1/test_clocks';
};
export type ListTestClocksErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type ListTestClocksError = ListTestClocksErrors[keyof ListTestClocksErrors];
export type ListTestClocksResponses = {
    /**
     * The clocks.
     */
    200: {
        data: PlatformTestClockList;
    };
};
export type ListTestClocksResponse = ListTestClocksResponses[keyof ListTestClocksResponses];
export type CreateTestClockData = {
    body: PlatformTestClockCreateRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/v1/test_clocks';
};
export type CreateTestClockErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type CreateTestClockError = CreateTestClockErrors[keyof CreateTestClockErrors];
export type CreateTestClockResponses = {
    /**
     * The clock, ready.
     */
    201: {
        data: PlatformTestClock;
    };
};
export type CreateTestClockResponse = CreateTestClockResponses[keyof CreateTestClockResponses];
export type DeleteTestClockData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
    };
    path: {
        /**
         * Test clock id (`clock_…`). Unknown, deleted, expired or of another business: 404 NOT_FOUND.
         */
        clock_id: string;
    };
    query?: never;
    url: '/v1/test_clocks/{clock_id}';
};
export type DeleteTestClockErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type DeleteTestClockError = DeleteTestClockErrors[keyof DeleteTestClockErrors];
export type DeleteTestClockResponses = {
    /**
     * The clock was deleted.
     */
    200: {
        data: PlatformTestClockDeleteResult;
    };
};
export type DeleteTestClockResponse = DeleteTestClockResponses[keyof DeleteTestClockResponses];
export type GetTestClockData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
    };
    path: {
        /**
         * Test clock id (`clock_…`). Unknown, deleted, expired or of another business: 404 NOT_FOUND.
         */
        clock_id: string;
    };
    query?: never;
    url: '/v1/test_clocks/{clock_id}';
};
export type GetTestClockErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type GetTestClockError = GetTestClockErrors[keyof GetTestClockErrors];
export type GetTestClockResponses = {
    /**
     * The clock.
     */
    200: {
        data: PlatformTestClock;
    };
};
export type GetTestClockResponse = GetTestClockResponses[keyof GetTestClockResponses];
export type AdvanceTestClockData = {
    body: PlatformTestClockAdvanceRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
    };
    path: {
        /**
         * Test clock id (`clock_…`). Unknown, deleted, expired or of another business: 404 NOT_FOUND.
         */
        clock_id: string;
    };
    query?: never;
    url: '/v1/test_clocks/{clock_id}/advance';
};
export type AdvanceTestClockErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type AdvanceTestClockError = AdvanceTestClockErrors[keyof AdvanceTestClockErrors];
export type AdvanceTestClockResponses = {
    /**
     * The advance has begun.
     */
    200: {
        data: PlatformTestClock;
    };
};
export type AdvanceTestClockResponse = AdvanceTestClockResponses[keyof AdvanceTestClockResponses];
export type AttachTestClockCustomerData = {
    body: PlatformTestClockAttachRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
    };
    path: {
        /**
         * Test clock id (`clock_…`). Unknown, deleted, expired or of another business: 404 NOT_FOUND.
         */
        clock_id: string;
    };
    query?: never;
    url: '/v1/test_clocks/{clock_id}/customers';
};
export type AttachTestClockCustomerErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: PlatformErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: PlatformErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: PlatformErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: PlatformErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: PlatformErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: PlatformErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: PlatformErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: PlatformErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: PlatformErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: PlatformErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: PlatformErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: PlatformErrorEnvelope;
};
export type AttachTestClockCustomerError = AttachTestClockCustomerErrors[keyof AttachTestClockCustomerErrors];
export type AttachTestClockCustomerResponses = {
    /**
     * The customer is on the clock.
     */
    200: {
        data: PlatformTestClockAttachment;
    };
};
export type AttachTestClockCustomerResponse = AttachTestClockCustomerResponses[keyof AttachTestClockCustomerResponses];
export type DeliverOrderCreatedEventWebhookPayload = PlatformEventOrderCreated;
export type DeliverOrderCreatedEventWebhookRequest = {
    body: DeliverOrderCreatedEventWebhookPayload;
    key: 'order.created';
    path?: never;
    query?: never;
};
export type DeliverOrderUpdatedEventWebhookPayload = PlatformEventOrderUpdated;
export type DeliverOrderUpdatedEventWebhookRequest = {
    body: DeliverOrderUpdatedEventWebhookPayload;
    key: 'order.updated';
    path?: never;
    query?: never;
};
export type DeliverOrderCompletedEventWebhookPayload = PlatformEventOrderCompleted;
export type DeliverOrderCompletedEventWebhookRequest = {
    body: DeliverOrderCompletedEventWebhookPayload;
    key: 'order.completed';
    path?: never;
    query?: never;
};
export type DeliverOrderCancelledEventWebhookPayload = PlatformEventOrderCancelled;
export type DeliverOrderCancelledEventWebhookRequest = {
    body: DeliverOrderCancelledEventWebhookPayload;
    key: 'order.cancelled';
    path?: never;
    query?: never;
};
export type DeliverOrderFulfillmentCreatedEventWebhookPayload = PlatformEventOrderFulfillmentCreated;
export type DeliverOrderFulfillmentCreatedEventWebhookRequest = {
    body: DeliverOrderFulfillmentCreatedEventWebhookPayload;
    key: 'order.fulfillment_created';
    path?: never;
    query?: never;
};
export type DeliverPaymentCompletedEventWebhookPayload = PlatformEventPaymentCompleted;
export type DeliverPaymentCompletedEventWebhookRequest = {
    body: DeliverPaymentCompletedEventWebhookPayload;
    key: 'payment.completed';
    path?: never;
    query?: never;
};
export type DeliverPaymentFailedEventWebhookPayload = PlatformEventPaymentFailed;
export type DeliverPaymentFailedEventWebhookRequest = {
    body: DeliverPaymentFailedEventWebhookPayload;
    key: 'payment.failed';
    path?: never;
    query?: never;
};
export type DeliverPaymentRefundedEventWebhookPayload = PlatformEventPaymentRefunded;
export type DeliverPaymentRefundedEventWebhookRequest = {
    body: DeliverPaymentRefundedEventWebhookPayload;
    key: 'payment.refunded';
    path?: never;
    query?: never;
};
export type DeliverBookingCreatedEventWebhookPayload = PlatformEventBookingCreated;
export type DeliverBookingCreatedEventWebhookRequest = {
    body: DeliverBookingCreatedEventWebhookPayload;
    key: 'booking.created';
    path?: never;
    query?: never;
};
export type DeliverBookingRescheduledEventWebhookPayload = PlatformEventBookingRescheduled;
export type DeliverBookingRescheduledEventWebhookRequest = {
    body: DeliverBookingRescheduledEventWebhookPayload;
    key: 'booking.rescheduled';
    path?: never;
    query?: never;
};
export type DeliverBookingCancelledEventWebhookPayload = PlatformEventBookingCancelled;
export type DeliverBookingCancelledEventWebhookRequest = {
    body: DeliverBookingCancelledEventWebhookPayload;
    key: 'booking.cancelled';
    path?: never;
    query?: never;
};
export type DeliverSubscriptionRenewedEventWebhookPayload = PlatformEventSubscriptionRenewed;
export type DeliverSubscriptionRenewedEventWebhookRequest = {
    body: DeliverSubscriptionRenewedEventWebhookPayload;
    key: 'subscription.renewed';
    path?: never;
    query?: never;
};
export type DeliverSubscriptionCancelledEventWebhookPayload = PlatformEventSubscriptionCancelled;
export type DeliverSubscriptionCancelledEventWebhookRequest = {
    body: DeliverSubscriptionCancelledEventWebhookPayload;
    key: 'subscription.cancelled';
    path?: never;
    query?: never;
};
export type DeliverInventoryLowStockEventWebhookPayload = PlatformEventInventoryLowStock;
export type DeliverInventoryLowStockEventWebhookRequest = {
    body: DeliverInventoryLowStockEventWebhookPayload;
    key: 'inventory.low_stock';
    path?: never;
    query?: never;
};
