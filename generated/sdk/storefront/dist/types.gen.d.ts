export type ClientOptions = {
    baseUrl: 'http://127.0.0.1:8080' | (string & {});
};
/**
 * SupportSocketServerFrame
 *
 * A JSON text frame the server sends on the support WebSocket. `type` tells them apart. A client must ignore frame types it does not know (new ones may be added) and must treat `message` frames as idempotent by `message.id`: a message can arrive both in the `resync` catch-up it polls for and as a frame.
 */
export type SupportSocketServerFrame = {
    type: 'resync';
    conversation: SupportConversation | null;
    latest_message_at: Timestamp | null;
    latest_message_id: MessageId | null;
} | {
    type: 'message';
    message: SupportMessage;
} | {
    type: 'conversation';
    conversation: SupportConversation;
} | {
    type: 'ack';
    client_id: string;
    duplicate: boolean;
    message: SupportMessage;
} | {
    type: 'error';
    client_id: string | null;
    /**
     * Seconds to wait, on RATE_LIMITED.
     */
    retry_after?: number;
    error: Error;
};
/**
 * SupportSocketClientFrame
 *
 * A JSON text frame a client may send on the support WebSocket: `send` is `POST /api/v1/support/conversation/messages` over the socket, with the same rules, and `client_id` required so the answer (`ack` or `error`) can be matched to it. Frames are at most 16 KiB; a binary frame closes the socket with 1003.
 */
export type SupportSocketClientFrame = {
    type: 'send';
    client_id: string;
    /**
     * 1 to 4000 characters after trimming; an empty, whitespace-only or longer text is 400 BAD_REQUEST. (The schema allows 8000 so that surrounding whitespace, which is trimmed, does not count.)
     */
    content: string;
    attachments?: Array<UploadId>;
};
/**
 * TestClockId
 *
 * Sandbox test clock identifier (opaque; prefix `clock_`).
 */
export type TestClockId = string;
/**
 * CustomerId
 *
 * Customer identifier (opaque; prefix `cus_`).
 */
export type CustomerId = string;
/**
 * Customer
 *
 * A storefront customer of the business. Created automatically on the first successful OTP verification; there is no creation endpoint. Contact fields the customer has not given yet are null.
 */
export type Customer = {
    id: CustomerId;
    /**
     * Display name.
     */
    name: string | null;
    /**
     * Email address, lower-cased.
     */
    email: string | null;
    /**
     * Phone number in E.164 form.
     */
    phone: string | null;
};
/**
 * Timestamp
 *
 * ISO 8601 instant in UTC, with millisecond precision and a `Z` suffix.
 */
export type Timestamp = string;
/**
 * AuthStatus
 *
 * Whether the caller is signed in. `customer` is present only for a signed-in caller.
 */
export type AuthStatus = {
    /**
     * True when a valid customer bearer session was sent.
     */
    is_authenticated: boolean;
    customer?: Customer;
    /**
     * For a signed-in caller, when the bearer session expires; for a guest, when the storefront session (cart) expires if left idle.
     */
    session_expires_at: Timestamp;
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
 * ErrorEnvelope
 *
 * Storefront failure envelope.
 */
export type ErrorEnvelope = {
    success: false;
    error: Error;
};
/**
 * AuthContactType
 *
 * How `contact` is to be read: `phone` (E.164, the default) or `email`.
 */
export type AuthContactType = 'phone' | 'email';
/**
 * AuthOtpRequest
 *
 * Body of `POST /api/v1/auth/request-otp`. `contact` must be an E.164 phone number when `contact_type` is `phone` (the default) and an email address when it is `email`; anything else is 400 VALIDATION_ERROR.
 */
export type AuthOtpRequest = {
    /**
     * E.164 phone number (`+233241234567`) when `contact_type` is `phone`, email address when it is `email`. A contact of the other kind is 400 VALIDATION_ERROR.
     */
    contact: string | string;
    contact_type?: AuthContactType;
};
/**
 * AuthOtpRequested
 *
 * Result of an OTP request: the code was sent to the (masked) contact.
 */
export type AuthOtpRequested = {
    /**
     * Human-readable confirmation naming the masked contact, e.g. `Code sent to +23324*****67`.
     */
    message: string;
    /**
     * Seconds until the code expires (300).
     */
    expires_in: number;
    /**
     * True when no customer exists yet for this contact; one is created on the first successful verification.
     */
    is_new_account: boolean;
};
/**
 * AuthOtpVerifyRequest
 *
 * Body of `POST /api/v1/auth/verify-otp`. `contact` and `contact_type` must be the ones the code was requested for.
 */
export type AuthOtpVerifyRequest = {
    /**
     * The contact the code was sent to, exactly as in the request.
     */
    contact: string | string;
    /**
     * The one-time code, 4 to 6 letters or digits. In sandbox `123456` is accepted for any contact.
     */
    otp_code: string;
    contact_type?: AuthContactType;
};
/**
 * AccountId
 *
 * Account (Link) identifier (opaque; prefix `acc_`).
 */
export type AccountId = string;
/**
 * AuthSession
 *
 * A signed-in customer session. Send `session_token` as `Authorization: Bearer <session_token>` on customer-scoped calls; keep `refresh_token` to renew the session through the account API (`POST /v1/link/auth/refresh`).
 */
export type AuthSession = {
    /**
     * Human-readable confirmation.
     */
    message: string;
    account_id: AccountId;
    /**
     * Opaque bearer session token (at least 128 bits of randomness). Valid for 30 days from issue unless the customer logs out.
     */
    session_token: string;
    /**
     * Opaque refresh token; treat as a secret.
     */
    refresh_token: string;
    customer: Customer;
};
/**
 * AuthLogoutResult
 *
 * Result of a logout: the session is revoked server-side and the client must discard its tokens.
 */
export type AuthLogoutResult = {
    /**
     * Human-readable confirmation.
     */
    message: string;
    /**
     * Always `discard_token`: drop the session and refresh tokens.
     */
    action: 'discard_token';
};
/**
 * AuthProfileUpdate
 *
 * Partial update of the signed-in customer; at least one field. An email or phone number that belongs to another customer of the business is 409 CONFLICT.
 */
export type AuthProfileUpdate = {
    /**
     * Display name.
     */
    name?: string;
    /**
     * Email address.
     */
    email?: string;
    /**
     * Phone number in E.164 form.
     */
    phone?: string;
};
/**
 * AuthProfileUpdateResult
 *
 * Result of a profile update.
 */
export type AuthProfileUpdateResult = {
    /**
     * True when the profile was saved.
     */
    success: boolean;
    /**
     * Human-readable confirmation.
     */
    message: string;
};
/**
 * CartId
 *
 * Cart identifier (opaque; prefix `cart_`).
 */
export type CartId = string;
/**
 * CartItemId
 *
 * Cart line item identifier (opaque; prefix `ci_`).
 */
export type CartItemId = string;
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
 * Money
 *
 * An amount in the currency's major unit as a decimal string with exactly two fraction digits (for example `"12.50"`). Stored internally as integer minor units; never a float on the wire.
 */
export type Money = string;
/**
 * AddOnOptionId
 *
 * Add-on option identifier (opaque; prefix `aoo_`).
 */
export type AddOnOptionId = string;
/**
 * ComponentId
 *
 * Bundle or composite component identifier (opaque; prefix `cpt_`).
 */
export type ComponentId = string;
/**
 * SelectedBundleComponent
 *
 * A bundle selection of a line as the cart priced it: the component, its name, the variant chosen for it and the units per bundle. A cart line shows what is in the catalogue now; an order line keeps what it was at checkout.
 */
export type SelectedBundleComponent = {
    component_id: ComponentId;
    /**
     * Component name; null only on a cart line whose component has since left the bundle (such a line cannot be checked out).
     */
    name: string | null;
    /**
     * Variant chosen for the component, or null when the selection named none (the component's default).
     */
    variant_id: VariantId | null;
    /**
     * Name of the chosen variant, or null.
     */
    variant_name: string | null;
    /**
     * Units of this component per bundle.
     */
    quantity: number;
};
/**
 * SelectedCompositeComponent
 *
 * A composite selection of a line as the cart priced it: the component and its name, the units, and the variant and add-on option chosen for it with their names. A cart line shows what is in the catalogue now; an order line keeps what it was at checkout.
 */
export type SelectedCompositeComponent = {
    component_id: ComponentId;
    /**
     * Component name; null only on a cart line whose component has since left the composite (such a line cannot be checked out).
     */
    name: string | null;
    quantity: number;
    /**
     * Variant chosen for the component, or null.
     */
    variant_id: VariantId | null;
    /**
     * Name of the chosen variant, or null.
     */
    variant_name: string | null;
    /**
     * Add-on option chosen for the component, or null.
     */
    add_on_option_id: AddOnOptionId | null;
    /**
     * Name of the chosen add-on option, or null.
     */
    add_on_option_name: string | null;
};
/**
 * StaffId
 *
 * Staff member identifier (opaque; prefix `stf_`).
 */
export type StaffId = string;
/**
 * BillingPlanId
 *
 * Billing plan identifier (opaque; prefix `plan_`).
 */
export type BillingPlanId = string;
/**
 * CartItem
 *
 * One line of the session cart. `unit_price` includes the variant adjustment and add-on prices (or the locked price of a quote); `line_total = unit_price × quantity`.
 */
export type CartItem = {
    id: CartItemId;
    /**
     * Product id (for a bundle, the bundle's product id).
     */
    item_id: ProductId;
    /**
     * Product name at the time of adding.
     */
    name: string;
    /**
     * Selected variant, or null.
     */
    variant_id: VariantId | null;
    /**
     * Selected variant name, or null.
     */
    variant_name: string | null;
    quantity: number;
    /**
     * Price of one unit including variant adjustment and add-ons.
     */
    unit_price: Money;
    /**
     * `unit_price × quantity`, before cart-level discounts and tax.
     */
    line_total: Money;
    /**
     * Selected add-on option ids.
     */
    add_on_options: Array<AddOnOptionId>;
    /**
     * Bundle lines: the selections sent when adding, with their names; empty otherwise.
     */
    bundle_selections: Array<SelectedBundleComponent>;
    /**
     * Composite lines: the selections sent when adding, with their names; empty otherwise.
     */
    composite_selections: Array<SelectedCompositeComponent>;
    /**
     * Note shown to the merchant, or null.
     */
    special_instructions: string | null;
    /**
     * Service lines: booked start; null for goods.
     */
    scheduled_start: Timestamp | null;
    /**
     * Service lines: booked end; null for goods.
     */
    scheduled_end: Timestamp | null;
    /**
     * Service lines: preferred staff member, or null.
     */
    staff_id: StaffId | null;
    /**
     * Subscription lines: chosen billing plan, or null.
     */
    billing_plan_id: BillingPlanId | null;
};
/**
 * Currency
 *
 * ISO 4217 alphabetic currency code.
 */
export type Currency = string;
/**
 * CartPricing
 *
 * Cart totals, recomputed on every read and write from the current catalogue (a quoted line keeps its locked unit price until the quote expires). `subtotal` is the sum of the line totals. Discounts: every running automatic deal (ending soonest first), then the coupon, each worth its percentage or fixed amount of the lines it targets (all lines when it targets none), each capped by what is left of the subtotal, a percentage rounded half away from zero once per deal; a deal whose conditions the cart does not meet (minimum subtotal, dates, usage, location) gives nothing. Tax is computed once per cart on the discounted subtotal (never per line) with the business's rate, rounded half away from zero: a tax-exclusive business adds it (`total_price = subtotal − discount_total + tax_total`, as the demo business does); a tax-inclusive business reports the tax contained in the discounted subtotal (`total_price = subtotal − discount_total`). Shipping (`shipping`, for the cart's delivery address) is added to either total; it is neither discounted nor taxed.
 */
export type CartPricing = {
    /**
     * Sum of the line totals.
     */
    subtotal: Money;
    /**
     * Coupon and deal discounts, as a positive amount (`0.00` when none).
     */
    discount_total: Money;
    /**
     * Tax on the discounted subtotal.
     */
    tax_total: Money;
    /**
     * Shipping to the cart's delivery address with the rate charged (`delivery.shipping_rate_id`); `0.00` without a delivery address, when the business ships by no zone, or when the rate is free.
     */
    shipping: Money;
    /**
     * Amount checkout will charge (for a `delivery` order to the cart's delivery address).
     */
    total_price: Money;
    currency: Currency;
};
/**
 * DealId
 *
 * Deal identifier (opaque; prefix `deal_`).
 */
export type DealId = string;
/**
 * AppliedDiscount
 *
 * One discount the cart gets (or the order got): an automatic deal, labelled with the deal's name, or the coupon, labelled with its code. Automatic deals come first, then the coupon; deals giving nothing are not listed, and the amounts add up to the cart's `discount_total` (the order's `discount_amount`). An order placed by an AI agent (UCP) may list several `coupon` entries: each discount code it applied, in the order applied.
 */
export type AppliedDiscount = {
    deal_id: DealId;
    /**
     * `automatic`: a running deal without a code; `coupon`: the code the customer applied.
     */
    kind: 'automatic' | 'coupon';
    /**
     * What to show for the discount: the deal's name, or the coupon code (upper-cased).
     */
    label: string;
    /**
     * What it takes off, as a positive amount.
     */
    amount: Money;
};
/**
 * CartCoupon
 *
 * The coupon applied to the cart.
 */
export type CartCoupon = {
    /**
     * Coupon code, upper-cased.
     */
    code: string;
    /**
     * Merchant-facing description, or null.
     */
    description: string | null;
    /**
     * `percentage`: `value` percent off the subtotal; `fixed_amount`: `value` off in the cart currency (never below zero).
     */
    discount_type: 'percentage' | 'fixed_amount';
    /**
     * Percentage (`"10"`, `"12.5"`) or fixed amount (`"5.00"`), as a decimal string.
     */
    value: string;
    /**
     * Discount this coupon currently gives on this cart.
     */
    discount_amount: Money;
};
/**
 * CartDeliveryAddress
 *
 * Where the cart is to be delivered. `country` (and, where the business's zones use them, `region` and `postal_code`) choose the shipping zone; the rest is kept for the shopper's convenience (checkout takes the address it is sent in `address_info`).
 */
export type CartDeliveryAddress = {
    street_address?: string;
    apartment?: string;
    city?: string;
    region?: string;
    postal_code?: string;
    /**
     * ISO 3166-1 alpha-2 country code.
     */
    country: string;
};
/**
 * ShippingRateId
 *
 * Shipping rate identifier (opaque; prefix `shr_`), unique within the business.
 */
export type ShippingRateId = string;
/**
 * CartShippingOption
 *
 * A shipping rate the business offers for this cart and address, with what it costs this cart.
 */
export type CartShippingOption = {
    id: ShippingRateId;
    /**
     * The rate's name (`Standard`, `Express`).
     */
    name: string;
    /**
     * Shipping for this cart with this rate (`0.00` when free).
     */
    amount: Money;
    /**
     * Fewest days to deliver, or null when the business does not say.
     */
    min_delivery_days: number | null;
    /**
     * Most days to deliver, or null when the business does not say.
     */
    max_delivery_days: number | null;
};
/**
 * CartDelivery
 *
 * The cart's delivery address (set with `PUT /api/v1/cart/delivery`) and what shipping to it costs: the rates the business offers for this cart there (`options`, in the business's order) and the one charged (`shipping_rate_id`: the one chosen, else the cheapest), whose amount is `pricing.shipping`. A business that ships by no zone offers no options and charges nothing.
 */
export type CartDelivery = {
    address: CartDeliveryAddress;
    /**
     * The rate charged; null when none is (no zones, or see `problem`).
     */
    shipping_rate_id: ShippingRateId | null;
    options: Array<CartShippingOption>;
    /**
     * Why checkout would refuse a delivery to this address as the cart now is (no zone covers it any more, or no rate takes this cart), or null.
     */
    problem: string | null;
};
/**
 * Cart
 *
 * The server-owned cart of the storefront session. Storefront and checkout read the same cart. A session has exactly one cart, created empty on first use; checkout empties it.
 */
export type Cart = {
    id: CartId;
    /**
     * Lines in the order they were added.
     */
    items: Array<CartItem>;
    pricing: CartPricing;
    /**
     * The discounts making up `pricing.discount_total`, each with its label (automatic deals first, then the coupon); empty when none applies.
     */
    discounts: Array<AppliedDiscount>;
    /**
     * The applied coupon, or null.
     */
    coupon: CartCoupon | null;
    /**
     * The delivery address and its shipping options, or null when none is set.
     */
    delivery: CartDelivery | null;
};
/**
 * CartItemBundleSelection
 *
 * Choice for one bundle component. Needed for swappable components; fixed components may be omitted.
 */
export type CartItemBundleSelection = {
    /**
     * Bundle component id.
     */
    component_id: string;
    /**
     * Variant chosen for the component.
     */
    variant_id?: string;
    /**
     * Units of this component per bundle.
     */
    quantity: number;
};
/**
 * CartItemCompositeSelection
 *
 * Choice for one composite component. The selections of each group must respect its `min_selections` and `max_selections`.
 */
export type CartItemCompositeSelection = {
    /**
     * Composite component id.
     */
    component_id: string;
    quantity: number;
    /**
     * Variant chosen for the component.
     */
    variant_id?: string;
    /**
     * Add-on option chosen for the component.
     */
    add_on_option_id?: string;
};
/**
 * CartItemCreate
 *
 * Body of `POST /api/v1/cart/items` (flat; no wrapper object).
 */
export type CartItemCreate = {
    /**
     * Product id; for a bundle, the bundle's product id. Required, non-empty.
     */
    item_id: string;
    /**
     * Units, 1 to 100 (default 1).
     */
    quantity?: number;
    /**
     * Selected variant; required when the product has variants and no default variant.
     */
    variant_id?: string;
    /**
     * Add-on option ids of the product; required groups must be satisfied, a `single` group takes one option.
     */
    add_on_options?: Array<string>;
    /**
     * Note shown to the merchant.
     */
    special_instructions?: string;
    bundle_selections?: Array<CartItemBundleSelection>;
    composite_selections?: Array<CartItemCompositeSelection>;
    /**
     * Service booking start (creates a booking at checkout). Must be an available slot.
     */
    scheduled_start?: string;
    /**
     * Service booking end; after `scheduled_start`.
     */
    scheduled_end?: string;
    /**
     * Preferred staff member for a service booking.
     */
    staff_id?: string;
    /**
     * Where a service booking takes place (`loc_…`), one of the service's `location_ids`. Required for a service offered at several locations, unless the cart's location is one of them; 400 VALIDATION_ERROR naming `location_id` otherwise. Only service bookings take it.
     */
    location_id?: string;
    /**
     * Pre-issued price quote (`pq_…`) that locks the price until it expires.
     */
    quote_id?: string;
    /**
     * Billing plan for a subscription product.
     */
    billing_plan_id?: string;
};
/**
 * CartItemUpdate
 *
 * Body of `PATCH /api/v1/cart/items/{cart_item_id}`. To remove a line use DELETE; 0 is not accepted.
 */
export type CartItemUpdate = {
    /**
     * New quantity, 1 to 100.
     */
    quantity: number;
};
/**
 * CartCouponApply
 *
 * Body of `POST /api/v1/cart/coupons`.
 */
export type CartCouponApply = {
    /**
     * Coupon code; matched case-insensitively, surrounding spaces ignored.
     */
    coupon_code: string;
};
/**
 * CartDeliveryRequest
 *
 * The cart's delivery address and, optionally, the shipping rate chosen among the cart's `delivery.options`.
 */
export type CartDeliveryRequest = {
    address: CartDeliveryAddress;
    /**
     * One of the rates offered for this cart and address; without it the cheapest is charged.
     */
    shipping_rate_id?: ShippingRateId;
};
export type CheckoutCustomer = unknown & {
    /**
     * Name shown on the order (`customer_name`).
     */
    name: string;
    /**
     * Email address.
     */
    email?: string;
    /**
     * Phone number in E.164 form.
     */
    phone?: string;
    /**
     * Note about the customer for the merchant.
     */
    notes?: string;
    /**
     * When true and the caller is signed in, missing name, email and phone on the customer profile are filled from these values. Ignored for guests.
     */
    save_details?: boolean;
};
/**
 * OrderType
 *
 * How the order is fulfilled.
 */
export type OrderType = 'delivery' | 'pickup' | 'dine-in' | 'walk-in';
/**
 * CheckoutAddressInfo
 *
 * Delivery or pickup details. All members are optional, except that a `delivery` order needs `street_address` and `city`.
 */
export type CheckoutAddressInfo = {
    street_address?: string;
    apartment?: string;
    city?: string;
    region?: string;
    postal_code?: string;
    /**
     * ISO 3166-1 alpha-2 country code.
     */
    country?: string;
    /**
     * Pickup location (`loc_…`) for `pickup`, `dine-in` and `walk-in` orders; defaults to the business's primary location.
     */
    location_id?: string;
};
/**
 * CheckoutMobileMoneyDetails
 *
 * Wallet to charge when `payment_method` is `mobile_money`.
 */
export type CheckoutMobileMoneyDetails = {
    /**
     * Wallet number, international (`+233241234567`) or national (`0241234567`). Sandbox: ending in `0000` makes the provider unreachable (503), ending in `1111` makes it decline.
     */
    phone_number: string;
    /**
     * Mobile-money network; `other` requires `provider_other`.
     */
    provider: 'mtn' | 'vodafone' | 'telecel' | 'airtel' | 'airteltigo' | 'mpesa' | 'other';
    /**
     * Network name when `provider` is `other`.
     */
    provider_other?: string;
};
/**
 * CheckoutRequest
 *
 * Body of `POST /api/v1/checkout` (flat; no `checkout_data` wrapper). Rules checked beyond this schema, each a 400 VALIDATION_ERROR naming the field: `mobile_money_details` is required when `payment_method` is `mobile_money`; `address_info.street_address` and `address_info.city` are required when `order_type` is `delivery`, and, when the business has shipping zones, the address must be covered by one (naming `address_info.country`, `address_info.region` or `address_info.postal_code`) and `shipping_rate_id`, when given, offered there; `provider_other` is required when the mobile-money `provider` is `other`; the header and body idempotency keys must be equal when both are sent.
 */
export type CheckoutRequest = {
    /**
     * The session cart (`cart_…`). A cart that is unknown or not of this session is 404 NOT_FOUND.
     */
    cart_id: string;
    customer: CheckoutCustomer;
    order_type?: OrderType;
    address_info?: CheckoutAddressInfo;
    /**
     * For a `delivery` order, the shipping rate to charge among those offered for the cart at `address_info` (the cart's `delivery.options` when the cart has that address). Without it, the rate chosen on the cart if offered there, else the cheapest. Ignored for other order types.
     */
    shipping_rate_id?: ShippingRateId;
    /**
     * `card` (hosted pay page), `mobile_money` (wallet charge authorized by OTP) or `cash` (settled when the business marks it paid). A method the business has not enabled is 400 VALIDATION_ERROR.
     */
    payment_method: 'card' | 'mobile_money' | 'cash';
    mobile_money_details?: CheckoutMobileMoneyDetails;
    /**
     * Note on the order for the merchant.
     */
    special_instructions?: string;
    /**
     * Same effect as the `Idempotency-Key` header; when both are sent they must be equal.
     */
    idempotency_key?: string;
    /**
     * ISO 4217 code to pay in when it differs from the cart currency; requires `fx_quote_id`.
     */
    pay_currency?: Currency;
    /**
     * Locked FX quote (`fxq_…`) from the cart currency to `pay_currency`, for the cart total. Unknown: 400 VALIDATION_ERROR; expired, already used, or for another currency pair or amount: 409 FX_QUOTE_EXPIRED, FX_QUOTE_USED or FX_QUOTE_MISMATCH.
     */
    fx_quote_id?: string;
    /**
     * Pass-through string map stored on the order (at most 20 keys, keys up to 40 characters, values up to 2048). `success_url` and `cancel_url` are where the hosted pay page sends the payer after approval or decline (without them it shows the outcome). **Return URL rule:** each must be an absolute `https:` URL in production mode (`http:` or `https:` in development), written as an RFC 3986 URI (printable ASCII, anything else percent-encoded), naming a host, without credentials (`user:password@`), at most 2048 characters; anything else (`javascript:`, `data:`, relative or protocol-relative `//host` URLs) is 400 VALIDATION_ERROR naming the field (`metadata.success_url: …`) and nothing is created. Hosts: any host, unless the business lists its `return_url_hosts` (platform `PATCH /v1/businesses/{business_id}/settings`); then the URL's host must match one of them (`shop.example.com` exactly, `*.example.com` any subdomain), else 400 VALIDATION_ERROR naming the field. The pay page never redirects to a stored URL that fails this rule (with the business's hosts as they are when the payer returns); it shows the outcome instead.
     */
    metadata?: {
        /**
         * Where the pay page sends the payer after approval; absolute http(s) URL (return URL rule above).
         */
        success_url?: string;
        /**
         * Where the pay page sends the payer after a decline; absolute http(s) URL (return URL rule above).
         */
        cancel_url?: string;
        [key: string]: string | string | undefined;
    };
};
/**
 * OrderId
 *
 * Order identifier (opaque; prefix `ord_`).
 */
export type OrderId = string;
/**
 * OrderPaymentStatus
 *
 * Payment state of an order:
 *
 * - `pending`: awaiting the payer (hosted pay page, mobile-money authorization) or, for cash, the business.
 * - `processing`: the provider is confirming; poll payment-status or call verify-payment.
 * - `succeeded`: settled (`settled_at` set; `payment.completed` emitted).
 * - `failed`: declined or authorization failed (`payment.failed` emitted). Final for this order.
 * - `cancelled`: the order was cancelled before the payment settled.
 * - `refunded` / `partially_refunded`: money was returned after settlement (`payment.refunded` emitted).
 *
 * Transitions: `pending` → `processing` → `succeeded` | `failed`; `pending` → `succeeded` | `failed` | `cancelled`; `succeeded` → `partially_refunded` → `refunded`, or `succeeded` → `refunded`.
 */
export type OrderPaymentStatus = 'pending' | 'processing' | 'succeeded' | 'failed' | 'cancelled' | 'refunded' | 'partially_refunded';
/**
 * PaymentReference
 *
 * Payment identifier (opaque; prefix `pay_`).
 */
export type PaymentReference = string;
/**
 * CheckoutResult
 *
 * The order created by checkout and what the payer does next.
 */
export type CheckoutResult = {
    order_id: OrderId;
    /**
     * Human-readable order number.
     */
    order_number: string;
    /**
     * Guest credential for this order: pass it as query `token` on order read, payment-status, cancel, attach-customer and verify-payment. Returned to every caller; signed-in owners do not need it. Keep it secret.
     */
    bill_token: string;
    /**
     * Always `pending` right after checkout.
     */
    payment_status: OrderPaymentStatus;
    /**
     * Payment id; the `reference` for `POST /api/v1/payments/authorization`.
     */
    payment_reference: PaymentReference;
    /**
     * `card`: the hosted pay page to send the payer to. Null for `mobile_money` and `cash`.
     */
    redirect_url: string | null;
    /**
     * Amount to be charged, in `currency` (the cart total, or the FX quote's `total_amount` when `pay_currency` was given).
     */
    amount: Money;
    /**
     * Currency charged: `pay_currency` when given, else the cart currency.
     */
    currency: Currency;
};
/**
 * PaymentAuthorizationRequest
 *
 * Body of `POST /api/v1/payments/authorization`.
 */
export type PaymentAuthorizationRequest = {
    /**
     * `payment_reference` from the checkout response.
     */
    reference: string;
    /**
     * `otp`: one-time code the payer received from the wallet provider (mobile money); `challenge`: answer to a provider challenge such as a PIN prompt or birthday check; `three_ds`: result payload of a 3-D Secure card challenge.
     */
    auth_type: 'otp' | 'challenge' | 'three_ds';
    /**
     * The OTP, the challenge answer or the 3-D Secure result. Sandbox mobile money: `123456` approves, anything else fails the payment.
     */
    value: string;
};
/**
 * PaymentAuthorizationNextAction
 *
 * A further step the payer must complete before the payment can settle.
 */
export type PaymentAuthorizationNextAction = {
    /**
     * `otp`, `challenge`, `three_ds`: submit another authorization with this `auth_type`; `redirect`: send the payer to `redirect_url`.
     */
    type: 'otp' | 'challenge' | 'three_ds' | 'redirect';
    /**
     * Instruction to show the payer.
     */
    message: string;
    /**
     * Where to send the payer when `type` is `redirect`, else null.
     */
    redirect_url: string | null;
};
/**
 * PaymentAuthorization
 *
 * Result of submitting an authorization. `approved`: the payment settled (`payment_status` `succeeded`); `failed`: the payment failed (`payment_status` `failed`); `pending`: another step is needed (`next_action`) or the provider is still confirming (`next_action` null; poll the order's payment-status).
 */
export type PaymentAuthorization = {
    reference: PaymentReference;
    status: 'approved' | 'failed' | 'pending';
    /**
     * The next step when `status` is `pending` and the payer must act, else null.
     */
    next_action: PaymentAuthorizationNextAction | null;
};
/**
 * OrderStatus
 *
 * Fulfilment state of an order:
 *
 * - `pending`: placed by checkout; awaiting payment settlement or confirmation by the business.
 * - `confirmed`: accepted by the business.
 * - `preparing`: in the kitchen or fulfilment queue.
 * - `ready`: ready for pickup or out for delivery.
 * - `completed`: fulfilled (final; `order.completed`).
 * - `cancelled`: cancelled by the customer or the business (final; `order.cancelled`).
 *
 * Transitions: `pending` → `confirmed` → `preparing` → `ready` → `completed`. The customer may cancel from `pending` or `confirmed`; the business from any state before `completed`. Every change emits `order.updated`.
 */
export type OrderStatus = 'pending' | 'confirmed' | 'preparing' | 'ready' | 'completed' | 'cancelled';
/**
 * LineItemId
 *
 * Order line item identifier (opaque; prefix `li_`).
 */
export type LineItemId = string;
/**
 * AddOnOption
 *
 * One choice of an add-on group.
 */
export type AddOnOption = {
    id: AddOnOptionId;
    name: string;
    /**
     * Added to the unit price for each unit of the line; `0.00` for free options.
     */
    price: Money;
};
/**
 * OrderItem
 *
 * One line of an order, frozen at checkout with what was chosen (add-on options with their names and prices, bundle and composite selections with their names, the line's note). Service lines carry their booking times; a booking is identified by the order id and this line's `id`. Lines of orders placed before the choices were kept list none.
 */
export type OrderItem = {
    id: LineItemId;
    product_id: ProductId;
    /**
     * Product name at checkout.
     */
    product_name: string;
    /**
     * Variant name at checkout, or null.
     */
    variant_name: string | null;
    quantity: number;
    /**
     * Unit price including variant adjustment and add-ons.
     */
    unit_price: Money;
    /**
     * `unit_price × quantity`.
     */
    total: Money;
    /**
     * The add-on options chosen, with their names and prices at checkout (each price is per unit, already in `unit_price`).
     */
    add_on_options: Array<AddOnOption>;
    /**
     * Bundle lines: the selections of the cart line, with their names; empty otherwise.
     */
    bundle_selections: Array<SelectedBundleComponent>;
    /**
     * Composite lines: the selections of the cart line, with their names; empty otherwise.
     */
    composite_selections: Array<SelectedCompositeComponent>;
    /**
     * The line's note for the merchant (from the cart line), or null.
     */
    special_instructions: string | null;
    /**
     * Service lines: booked start (after any reschedule); null for goods.
     */
    scheduled_start: Timestamp | null;
    /**
     * Service lines: booked end (after any reschedule); null for goods.
     */
    scheduled_end: Timestamp | null;
    /**
     * Service lines: the booking's staff member (the one checkout assigned when the customer chose none; after any reschedule, the new one), or null when the service needs none.
     */
    staff_id: StaffId | null;
};
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
 * LocationId
 *
 * Location identifier (opaque; prefix `loc_`).
 */
export type LocationId = string;
/**
 * OrderAddress
 *
 * Delivery address copied from the checkout `address_info`.
 */
export type OrderAddress = {
    street_address: string;
    apartment: string | null;
    city: string;
    region: string | null;
    postal_code: string | null;
    country: string | null;
};
/**
 * Order
 *
 * An order created by checkout. Amounts satisfy `total_price = subtotal − discount_amount + tax_amount + shipping` (tax-exclusive businesses; with tax included in prices, `total_price = subtotal − discount_amount + shipping`). An order belongs to the person of `customer_id`; a person signed in with the same verified contact on the storefront and on Link (the same `account_id`) owns the orders of either id. Guest orders (null `customer_id`) are reached with their bill token.
 */
export type Order = {
    id: OrderId;
    /**
     * Human-readable order number, unique within the business.
     */
    order_number: string;
    status: OrderStatus;
    order_type: OrderType;
    items: Array<OrderItem>;
    /**
     * Sum of the line totals.
     */
    subtotal: Money;
    /**
     * Coupon and deal discounts (positive; `0.00` when none).
     */
    discount_amount: Money;
    /**
     * The discounts making up `discount_amount`, each with its label, as the cart had them at checkout; empty when none (and on orders placed before discounts were itemised).
     */
    discounts: Array<AppliedDiscount>;
    /**
     * Tax charged.
     */
    tax_amount: Money;
    /**
     * Shipping charged for a `delivery` order to `delivery_address` by the business's shipping zones (neither discounted nor taxed); `0.00` for other order types, when the business has no zones, or when the rate is free.
     */
    shipping: Money;
    /**
     * Order total.
     */
    total_price: Money;
    currency: Currency;
    /**
     * What the payment charges when the order is paid in another currency with a locked FX quote (`pay_currency` and `fx_quote_id` at checkout); null when the payment is in `currency` for `total_price`, and on orders paid in another currency before the charge was kept on the order (`payment-status` shows theirs).
     */
    fx_charge: OrderFxCharge | null;
    payment_status: OrderPaymentStatus;
    payment_method: 'card' | 'mobile_money' | 'cash';
    /**
     * Owning customer (this business's customer, or the customer id of the person's Link account when the order was attached through Link before they had signed in here); null for a guest order until a customer is attached.
     */
    customer_id: CustomerId | null;
    /**
     * Name given at checkout.
     */
    customer_name: string;
    /**
     * Fulfilling location, or null when the business has a single unnamed location.
     */
    location_id: LocationId | null;
    /**
     * Set for `delivery` orders, else null.
     */
    delivery_address: OrderAddress | null;
    /**
     * Note given at checkout, or null.
     */
    special_instructions: string | null;
    /**
     * Reason given when the order was cancelled, or null.
     */
    cancel_reason: string | null;
    /**
     * When the order was cancelled, or null.
     */
    cancelled_at: Timestamp | null;
    created_at: Timestamp;
    /**
     * Last change of status, payment status or lines.
     */
    updated_at: Timestamp;
};
/**
 * PaymentStatusRecord
 *
 * The canonical payment state of an order.
 */
export type PaymentStatusRecord = {
    order_id: OrderId;
    payment_status: OrderPaymentStatus;
    payment_reference: PaymentReference;
    /**
     * Amount charged (or to be charged), in `currency`.
     */
    amount: Money;
    currency: Currency;
    /**
     * When the payment settled; null until `succeeded` (kept after a refund).
     */
    settled_at: Timestamp | null;
};
/**
 * OrderCancelRequest
 *
 * Optional body of `POST /api/v1/orders/{order_id}/cancel`.
 */
export type OrderCancelRequest = {
    /**
     * Why the order is cancelled; stored as `cancel_reason`.
     */
    reason?: string;
};
/**
 * OrderAttachCustomerRequest
 *
 * Body of `POST /api/v1/orders/{order_id}/customer`.
 */
export type OrderAttachCustomerRequest = {
    /**
     * Customer (`cus_…`) to attach to the guest order.
     */
    customer_id: string;
};
/**
 * StockLevelLocation
 *
 * Stock at one location. Quantities are null when stock is not counted at this level (`none`, or a `variant_level` product asked at product level).
 */
export type StockLevelLocation = {
    location_id: LocationId;
    /**
     * Units physically in stock.
     */
    quantity_on_hand: number | null;
    /**
     * Units that can still be sold: on hand minus units reserved by unfulfilled orders.
     */
    quantity_available: number | null;
};
/**
 * StockLevelProduct
 *
 * Stock of a product per location.
 */
export type StockLevelProduct = {
    product_id: ProductId;
    /**
     * `none`: not tracked, always available (quantities null); `tracked`: counted per product; `variant_level`: counted per variant (product-level quantities null).
     */
    inventory_type: 'none' | 'tracked' | 'variant_level';
    /**
     * One entry per active location (only the requested one with `location_id`).
     */
    locations: Array<StockLevelLocation>;
};
/**
 * StockLevelVariant
 *
 * Stock of a variant per location.
 */
export type StockLevelVariant = {
    variant_id: VariantId;
    /**
     * Inventory type of the variant's product. For `tracked` products the product-level counts are returned; for `none`, null quantities.
     */
    inventory_type: 'none' | 'tracked' | 'variant_level';
    /**
     * One entry per active location (only the requested one with `location_id`).
     */
    locations: Array<StockLevelLocation>;
};
/**
 * AvailabilityProduct
 *
 * Whether a quantity of a product can be sold.
 */
export type AvailabilityProduct = {
    product_id: ProductId;
    /**
     * True when `quantity_requested` units can be sold now.
     */
    is_available: boolean;
    quantity_requested: number;
    /**
     * Units available (summed over locations unless `location_id` was given); null when not counted at this level.
     */
    quantity_available: number | null;
};
/**
 * AvailabilityVariant
 *
 * Whether a quantity of a variant can be sold.
 */
export type AvailabilityVariant = {
    variant_id: VariantId;
    /**
     * True when `quantity_requested` units can be sold now.
     */
    is_available: boolean;
    quantity_requested: number;
    /**
     * Units available (summed over locations unless `location_id` was given); null when not counted at this level.
     */
    quantity_available: number | null;
};
/**
 * CategoryId
 *
 * Category identifier (opaque; prefix `cat_`).
 */
export type CategoryId = string;
/**
 * Category
 *
 * A product category. The list is flat; nesting is expressed only through `parent_id`.
 */
export type Category = {
    id: CategoryId;
    name: string;
    /**
     * URL-friendly identifier, unique within the business for its kind.
     */
    slug: string;
    /**
     * Parent category; null for a top-level category.
     */
    parent_id: CategoryId | null;
    /**
     * URL of the category image on the public file host; null when it has none.
     */
    image_url: string | null;
    /**
     * Number of active products directly in this category (children not counted).
     */
    product_count: number;
    /**
     * Display order, ascending.
     */
    sort_order: number;
};
/**
 * CollectionId
 *
 * Collection identifier (opaque; prefix `col_`).
 */
export type CollectionId = string;
/**
 * Collection
 *
 * A curated grouping of products, optionally live only between `starts_at` and `ends_at`. Only live collections are visible on the storefront.
 */
export type Collection = {
    id: CollectionId;
    name: string;
    /**
     * URL-friendly identifier, unique within the business for its kind.
     */
    slug: string;
    /**
     * URL of the collection image on the public file host; null when it has none.
     */
    image_url: string | null;
    /**
     * Number of active products in the collection.
     */
    product_count: number;
    /**
     * Start of a time-bound collection; null when it has no start.
     */
    starts_at: Timestamp | null;
    /**
     * End (exclusive) of a time-bound collection; null when it does not end.
     */
    ends_at: Timestamp | null;
};
/**
 * Product
 *
 * A product as listed (list item). Product detail (`ProductDetail`) adds variants, add-on groups, images and attribute values.
 */
export type Product = {
    id: ProductId;
    name: string;
    /**
     * URL-friendly identifier, unique within the business for its kind.
     */
    slug: string;
    /**
     * Plain-text description; empty string when none.
     */
    description: string;
    /**
     * The one category the product belongs to; null when uncategorised.
     */
    category_id: CategoryId | null;
    /**
     * URL of the primary image on the public file host; null when it has none.
     */
    image_url: string | null;
    /**
     * Price of the product (of its default configuration), at the requested `location_id` when that location overrides it. A variant costs `default_price + price_adjustment`.
     */
    default_price: Money;
    /**
     * Former or reference price shown struck through; null when the product is not marked down. Always greater than `default_price` when set.
     */
    compare_at_price: Money | null;
    currency: Currency;
    /**
     * Kind of product: `product` (plain or with variants), `service` (bookable; see the Scheduling endpoints), `bundle` (fixed set of components, see `bundle_id`), `composite` (built from component groups, see `composite_id`).
     */
    product_type: 'product' | 'service' | 'bundle' | 'composite';
    /**
     * How stock is tracked: `none` (never runs out), `tracked` (product-level stock per location), `variant_level` (stock per variant and location).
     */
    inventory_type: 'none' | 'tracked' | 'variant_level';
    /**
     * Whether the product can be bought. Lists return active products only; the detail read also answers for inactive ones.
     */
    is_active: boolean;
    /**
     * Marked as featured by the business (filter `featured`, sort `featured`).
     */
    is_featured: boolean;
    /**
     * Lower-case tags set by the business (filter `tags`).
     */
    tags: Array<string>;
};
/**
 * ProductListPagination
 *
 * Pagination of a product list. `next_cursor` is opaque; pass it back as `cursor` (with the same filters and sort) for the next page; null on the last page. `page` and `total` are present only when the request used page mode (`page` query).
 */
export type ProductListPagination = {
    limit: number;
    next_cursor: string | null;
    /**
     * Page mode only: the page returned, from 1.
     */
    page?: number;
    /**
     * Page mode only: number of products matching the filters.
     */
    total?: number;
};
/**
 * ProductCursorPage
 *
 * One page of products.
 */
export type ProductCursorPage = {
    items: Array<Product>;
    pagination: ProductListPagination;
};
/**
 * BundleId
 *
 * Bundle identifier (opaque; prefix `bun_`).
 */
export type BundleId = string;
/**
 * Bundle
 *
 * A bundle as listed. Add it to the cart with `item_id` = its `product_id`.
 */
export type Bundle = {
    id: BundleId;
    product_id: ProductId;
    name: string;
    /**
     * URL-friendly identifier, unique within the business for its kind.
     */
    slug: string;
    /**
     * Price of the bundle with every component at its default.
     */
    default_price: Money;
    currency: Currency;
    /**
     * URL of the bundle image on the public file host; null when it has none.
     */
    image_url: string | null;
};
/**
 * CompositeId
 *
 * Composite identifier (opaque; prefix `comp_`).
 */
export type CompositeId = string;
/**
 * CompositeComponent
 *
 * One choosable component of a composite group.
 */
export type CompositeComponent = {
    component_id: ComponentId;
    name: string;
    /**
     * Added to the composite price per unit selected.
     */
    price: Money;
    /**
     * Product the component draws on; its variants and add-on options are what a selection's `variant_id` and `add_on_option_id` may name. Null for a plain component.
     */
    product_id: ProductId | null;
};
/**
 * CompositeGroup
 *
 * A group of components of which the customer picks between `min_selections` and `max_selections` units (quantities count). Enforced at cart add and quote, not by `calculateCompositePrice`.
 */
export type CompositeGroup = {
    /**
     * Group identifier (opaque; prefix `cgrp_`).
     */
    id: string;
    name: string;
    min_selections: number;
    max_selections: number;
    components: Array<CompositeComponent>;
};
/**
 * Composite
 *
 * A build-your-own product made of component groups. Add it to the cart with `item_id` = its `product_id` and `composite_selections`.
 */
export type Composite = {
    id: CompositeId;
    product_id: ProductId;
    name: string;
    /**
     * Price before any component.
     */
    base_price: Money;
    currency: Currency;
    groups: Array<CompositeGroup>;
};
/**
 * CatalogueSnapshot
 *
 * Everything a storefront needs for its first render in one call.
 */
export type CatalogueSnapshot = {
    /**
     * Every category (same as `listCategories`).
     */
    categories: Array<Category>;
    /**
     * The live collections, up to 100 (same as `listCollections` with `limit=100`).
     */
    collections: Array<Collection>;
    /**
     * First page of `listProducts` with no filters, default sort (name ascending) and `limit` 20; continue with `listProducts` and `cursor`.
     */
    products: ProductCursorPage;
    /**
     * Active bundles, up to 100.
     */
    bundles: Array<Bundle>;
    /**
     * Active composites, up to 100.
     */
    composites: Array<Composite>;
    /**
     * When the snapshot was assembled; snapshots may be served from a cache up to 60 seconds old.
     */
    generated_at: Timestamp;
};
/**
 * Variant
 *
 * A purchasable variant of a product. Its price is the product `default_price` plus `price_adjustment`.
 */
export type Variant = {
    id: VariantId;
    product_id: ProductId;
    /**
     * Display name, for example `Large / Oat milk`.
     */
    name: string;
    /**
     * Stock keeping unit; null when not set.
     */
    sku: string | null;
    /**
     * Delta from the product `default_price`; may be negative or `0.00`.
     */
    price_adjustment: Money;
    /**
     * The pre-selected variant; exactly one variant of a product with variants is the default.
     */
    is_default: boolean;
    /**
     * Whether the variant can be bought.
     */
    is_active: boolean;
    /**
     * The value this variant takes on each variant axis, keyed by axis `name`; empty for products without axes.
     */
    axis_values: {
        [key: string]: string;
    };
    /**
     * Service only: overrides the service duration; slot lookups with this `variant_id` honour it. Null to use the service default.
     */
    duration_minutes: number | null;
    /**
     * Service only: buffer kept free after a booking of this variant; null to use the service default.
     */
    buffer_minutes: number | null;
    /**
     * Service only: bookings one slot can take for this variant; null to use the service default.
     */
    capacity: number | null;
};
/**
 * AddOnGroupId
 *
 * Add-on group identifier (opaque; prefix `aog_`).
 */
export type AddOnGroupId = string;
/**
 * AddOnGroup
 *
 * A group of add-on (modifier) options. `single` groups take at most one option (`max_selections` is 1); `multiple` groups take between `min_selections` and `max_selections` distinct options. `is_required` is true exactly when `min_selections` is at least 1. A cart add or quote that breaks these rules is 400 VALIDATION_ERROR.
 */
export type AddOnGroup = {
    id: AddOnGroupId;
    name: string;
    selection_type: 'single' | 'multiple';
    is_required: boolean;
    min_selections: number;
    max_selections: number;
    options: Array<AddOnOption>;
};
/**
 * ProductImage
 *
 * One image of a product. Exactly one image of a product with images is primary; it is the `image_url` of the list item.
 */
export type ProductImage = {
    url: string;
    is_primary: boolean;
};
/**
 * ProductDetail
 *
 * A product with everything a product page needs: the list-item fields plus variants, add-on groups, images and attribute values.
 */
export type ProductDetail = {
    id: ProductId;
    name: string;
    /**
     * URL-friendly identifier, unique within the business for its kind.
     */
    slug: string;
    /**
     * Plain-text description; empty string when none.
     */
    description: string;
    /**
     * The one category the product belongs to; null when uncategorised.
     */
    category_id: CategoryId | null;
    /**
     * URL of the primary image on the public file host; null when it has none.
     */
    image_url: string | null;
    /**
     * Price of the product (of its default configuration), at the requested `location_id` when that location overrides it. A variant costs `default_price + price_adjustment`.
     */
    default_price: Money;
    /**
     * Former or reference price shown struck through; null when the product is not marked down. Always greater than `default_price` when set.
     */
    compare_at_price: Money | null;
    currency: Currency;
    /**
     * Kind of product: `product` (plain or with variants), `service` (bookable; see the Scheduling endpoints), `bundle` (fixed set of components, see `bundle_id`), `composite` (built from component groups, see `composite_id`).
     */
    product_type: 'product' | 'service' | 'bundle' | 'composite';
    /**
     * How stock is tracked: `none` (never runs out), `tracked` (product-level stock per location), `variant_level` (stock per variant and location).
     */
    inventory_type: 'none' | 'tracked' | 'variant_level';
    /**
     * Whether the product can be bought. Lists return active products only; the detail read also answers for inactive ones.
     */
    is_active: boolean;
    /**
     * Marked as featured by the business (filter `featured`, sort `featured`).
     */
    is_featured: boolean;
    /**
     * Lower-case tags set by the business (filter `tags`).
     */
    tags: Array<string>;
    /**
     * Every variant, inactive ones included (`is_active: false`), default variant first. Empty for products without variants.
     */
    variants: Array<Variant>;
    /**
     * Add-on (modifier) groups in display order; empty when none.
     */
    add_ons: Array<AddOnGroup>;
    /**
     * Images, primary first; empty when none.
     */
    images: Array<ProductImage>;
    /**
     * Attribute values keyed by attribute definition `key` (see the category and collection `attributes` endpoints); the keys the `properties` filter of `listProducts` matches on.
     */
    attributes: {
        [key: string]: string | number | boolean;
    };
    /**
     * The bundle this product sells when `product_type` is `bundle`; null otherwise.
     */
    bundle_id: BundleId | null;
    /**
     * The composite this product sells when `product_type` is `composite`; null otherwise.
     */
    composite_id: CompositeId | null;
    /**
     * Grams per unit, what shipping rates by weight count (product weight × quantity); null when the business has not given one (the product then weighs nothing for shipping).
     */
    weight_grams?: number | null;
};
/**
 * ScheduleRule
 *
 * A weekly window during which the product can be ordered. Times are wall-clock times in `timezone`; `end_time` is exclusive and later than `start_time` (`24:00` ends at midnight); a window across midnight is two rules.
 */
export type ScheduleRule = {
    /**
     * Day of the week, 0 = Sunday … 6 = Saturday.
     */
    day_of_week: number;
    /**
     * Opening time `HH:MM`, 24-hour clock.
     */
    start_time: string;
    /**
     * Closing time `HH:MM` (exclusive), up to `24:00`.
     */
    end_time: string;
    /**
     * The location the rule applies to; null for every location.
     */
    location_id: LocationId | null;
    /**
     * IANA time zone the times are read in: the location's, or the business's for rules of every location.
     */
    timezone: string;
};
/**
 * ProductSchedule
 *
 * The ordering schedule of a product. An empty `rules` array means the product is not restricted by a schedule.
 */
export type ProductSchedule = {
    product_id: ProductId;
    /**
     * Rules ordered by location (all-location rules first), day and start time.
     */
    rules: Array<ScheduleRule>;
};
/**
 * ProductAvailableNow
 *
 * Whether a product can be ordered at a location right now, combining its state, its schedule and live stock.
 */
export type ProductAvailableNow = {
    product_id: ProductId;
    location_id: LocationId;
    /**
     * True when the product is active, sold at the location, inside a schedule window and in stock.
     */
    is_available: boolean;
    /**
     * Why it is not available, null when it is. The first failing check wins, in this order: `inactive` (the product is switched off), `not_sold_at_location`, `outside_schedule` (no schedule rule covers the current time at the location), `out_of_stock`.
     */
    reason: 'inactive' | 'not_sold_at_location' | 'outside_schedule' | 'out_of_stock' | null;
    /**
     * A schedule window is open now (always true for products without schedule rules).
     */
    schedule_open: boolean;
    /**
     * Stock is available at the location: always true for `inventory_type` `none`; for `variant_level`, true when any active variant has stock.
     */
    in_stock: boolean;
    /**
     * Units available to sell at the location (on hand minus reservations; for `variant_level` the sum over active variants); null for `inventory_type` `none`.
     */
    quantity_available: number | null;
};
/**
 * BillingPlan
 *
 * A subscription billing plan offered for a product. The customer is charged `price` every `interval_count` `interval`s, after `trial_days` free days.
 */
export type BillingPlan = {
    id: BillingPlanId;
    name: string;
    interval: 'day' | 'week' | 'month' | 'year';
    /**
     * Number of intervals between charges (2 with `week` = every two weeks).
     */
    interval_count: number;
    /**
     * Charged per period for the requested `quantity` (for quantity 1 when not given).
     */
    price: Money;
    currency: Currency;
    /**
     * Free days before the first charge; 0 when the plan has no trial or the customer has already used a trial of this product.
     */
    trial_days: number;
};
/**
 * VariantAxis
 *
 * One dimension along which a product varies (for example size or milk).
 */
export type VariantAxis = {
    /**
     * Key of the axis, used in `axis_selections` and `axis_values`.
     */
    name: string;
    /**
     * Display label.
     */
    label: string;
    /**
     * Possible values in display order.
     */
    values: Array<string>;
};
/**
 * VariantAxes
 *
 * The variant axes of a product; empty `axes` when its variants are not organised along axes.
 */
export type VariantAxes = {
    axes: Array<VariantAxis>;
};
/**
 * VariantFindRequest
 *
 * The axis values the customer chose, one per axis of the product.
 */
export type VariantFindRequest = {
    /**
     * Map of axis `name` to the chosen value; must name every axis of the product and nothing else.
     */
    axis_selections: {
        [key: string]: string;
    };
};
/**
 * CatalogueBundleSelection
 *
 * Choice for one bundle component: the variant of the component product (only for `is_swappable` components) and the quantity.
 */
export type CatalogueBundleSelection = {
    /**
     * A `component_id` of the bundle.
     */
    component_id: string;
    /**
     * A variant of the component's product; defaults to the component's `default_variant_id`.
     */
    variant_id?: string;
    /**
     * Units of the component per bundle, 1 to 100.
     */
    quantity: number;
};
/**
 * CatalogueCompositeSelection
 *
 * One chosen component of a composite, with its quantity and, when the component draws on a product, the variant and add-on option.
 */
export type CatalogueCompositeSelection = {
    /**
     * A `component_id` from one of the composite's groups; blank is 400 VALIDATION_ERROR, unknown is 404 NOT_FOUND.
     */
    component_id: string;
    /**
     * Units of the component per composite, 1 to 100.
     */
    quantity: number;
    /**
     * A variant of the component's product.
     */
    variant_id?: string;
    /**
     * An add-on option of the component's product.
     */
    add_on_option_id?: string;
};
/**
 * PriceQuoteCreate
 *
 * What to price: a product configuration and quantity.
 */
export type PriceQuoteCreate = {
    /**
     * Product to price (for a bundle or composite, its product id).
     */
    product_id: string;
    /**
     * Variant; defaults to the default variant for products with variants.
     */
    variant_id?: string;
    /**
     * Units, 1 to 100.
     */
    quantity?: number;
    /**
     * Location whose prices apply; takes precedence over the `location_id` query.
     */
    location_id?: string;
    /**
     * Chosen add-on options; must satisfy each group's selection rules.
     */
    add_on_option_ids?: Array<string>;
    /**
     * For bundles: component choices.
     */
    bundle_selections?: Array<CatalogueBundleSelection>;
    /**
     * For composites: chosen components.
     */
    composite_selections?: Array<CatalogueCompositeSelection>;
};
/**
 * PriceQuoteId
 *
 * Price quote identifier (opaque; prefix `pq_`).
 */
export type PriceQuoteId = string;
/**
 * PriceQuote
 *
 * A price locked for a later cart add (`quote_id` of `POST /api/v1/cart/items`). Valid for 15 minutes from creation or the last refresh; after `expires_at` it reads as `expired`, a cart add naming it is 400 VALIDATION_ERROR, and a refresh re-prices it and makes it `active` again. Expired quotes stay readable for 24 hours, then answer 404.
 */
export type PriceQuote = {
    quote_id: PriceQuoteId;
    /**
     * `active` until `expires_at`, then `expired`.
     */
    status: 'active' | 'expired';
    product_id: ProductId;
    /**
     * Priced variant; null for products without variants.
     */
    variant_id: VariantId | null;
    /**
     * Location whose prices apply; null for the business's base prices.
     */
    location_id: LocationId | null;
    add_on_option_ids: Array<AddOnOptionId>;
    bundle_selections: Array<CatalogueBundleSelection>;
    composite_selections: Array<CatalogueCompositeSelection>;
    /**
     * Units priced.
     */
    quantity: number;
    /**
     * Price of one unit: the product price (a composite's calculated subtotal) plus the variant adjustment, the add-on options and the adjustments of swapped bundle variants.
     */
    unit_price: Money;
    /**
     * `unit_price × quantity`, before discounts and tax.
     */
    subtotal: Money;
    currency: Currency;
    /**
     * When the lock ends.
     */
    expires_at: Timestamp;
};
/**
 * PriceQuoteRefresh
 *
 * Optional changes to the quoted configuration. Fields sent replace the stored ones, omitted fields keep theirs; an empty object re-prices the same configuration. Changing `product_id` clears the variant and the selections not sent in the same body.
 */
export type PriceQuoteRefresh = {
    /**
     * Product to price.
     */
    product_id?: string;
    /**
     * Variant.
     */
    variant_id?: string;
    /**
     * Units, 1 to 100.
     */
    quantity?: number;
    /**
     * Location whose prices apply.
     */
    location_id?: string;
    add_on_option_ids?: Array<string>;
    bundle_selections?: Array<CatalogueBundleSelection>;
    composite_selections?: Array<CatalogueCompositeSelection>;
};
/**
 * DealValidateRequest
 *
 * A discount code to check against an order subtotal.
 */
export type DealValidateRequest = {
    /**
     * The code as typed; surrounding spaces are trimmed and case is ignored.
     */
    discount_code: string;
    /**
     * Subtotal to validate against, a non-negative Money string in the business currency.
     */
    order_subtotal: string;
    /**
     * Location the order is for; takes precedence over the `location_id` query.
     */
    location_id?: string;
};
/**
 * DealValidation
 *
 * Result of a discount-code check. An unusable code is a successful response with `valid: false` and a `reason`, never an error status.
 */
export type DealValidation = {
    valid: boolean;
    /**
     * The code checked, trimmed and upper-cased.
     */
    code: string;
    /**
     * The deal the code belongs to; null when no deal has this code.
     */
    deal_id: DealId | null;
    /**
     * Type of the deal; null when no deal has this code.
     */
    discount_type: 'percentage' | 'fixed_amount' | null;
    /**
     * Discount the code gives on `order_subtotal` (rounded half-up to the minor unit, never above the subtotal); `0.00` when not valid.
     */
    discount_amount: Money;
    /**
     * The deal's minimum subtotal, so a client can say how much more to add; null when none or unknown code.
     */
    min_subtotal: Money | null;
    currency: Currency;
    /**
     * Why the code cannot be used, null when valid: `not_found` (no such code), `inactive` (switched off by the business), `not_started`, `expired`, `usage_limit_reached` (overall or per-customer limit used up), `not_valid_at_location`, `min_subtotal_not_met`.
     */
    reason: 'not_found' | 'inactive' | 'not_started' | 'expired' | 'usage_limit_reached' | 'not_valid_at_location' | 'min_subtotal_not_met' | null;
};
/**
 * CatalogueOffsetPagination
 *
 * Offset pagination of a catalogue list.
 */
export type CatalogueOffsetPagination = {
    limit: number;
    /**
     * Rows skipped before this page.
     */
    offset: number;
    /**
     * Rows matching in all.
     */
    total: number;
    /**
     * True when rows follow this page (`offset + items.length < total`).
     */
    has_more: boolean;
};
/**
 * ProductOffsetPage
 *
 * One offset-paginated page of products.
 */
export type ProductOffsetPage = {
    items: Array<Product>;
    pagination: CatalogueOffsetPagination;
};
/**
 * AttributeDefinition
 *
 * Defines one product attribute used by a category or collection: how to display it and how to filter on it (`properties` of `listProducts`).
 */
export type AttributeDefinition = {
    /**
     * Machine key; the key in product `attributes` and in the `properties` filter.
     */
    key: string;
    /**
     * Display label.
     */
    label: string;
    /**
     * Value type: `text` (string), `number`, `boolean`, `select` (one of `options`).
     */
    type: 'text' | 'number' | 'boolean' | 'select';
    /**
     * Allowed values of a `select` attribute in display order; empty for the other types.
     */
    options: Array<string>;
    /**
     * Every product of the category or collection carries a value for it.
     */
    required: boolean;
};
/**
 * Deal
 *
 * A discount offered by the business. A deal with a `code` applies when the customer enters it (cart coupons, `validateDeal`); a deal with a null `code` applies automatically while it runs. Category and collection deals apply to the lines of their products only.
 */
export type Deal = {
    id: DealId;
    name: string;
    /**
     * Customer-facing terms; empty string when none.
     */
    description: string;
    /**
     * `percentage` takes `value` percent off the qualifying subtotal; `fixed_amount` takes `value` off, never more than the qualifying subtotal.
     */
    discount_type: 'percentage' | 'fixed_amount';
    /**
     * For `percentage` the percent taken off, `0.01` to `100.00`; for `fixed_amount` the amount taken off, a Money string in `currency`.
     */
    value: string;
    currency: Currency;
    /**
     * Discount code (upper-case; matched case-insensitively); null for an automatic deal.
     */
    code: string | null;
    /**
     * Minimum qualifying subtotal; null when there is none.
     */
    min_subtotal: Money | null;
    /**
     * When the deal starts.
     */
    starts_at: Timestamp;
    /**
     * When the deal ends (exclusive); null when open-ended.
     */
    ends_at: Timestamp | null;
};
/**
 * CollectionDetail
 *
 * A collection with its description and business-defined metadata.
 */
export type CollectionDetail = {
    id: CollectionId;
    name: string;
    /**
     * URL-friendly identifier, unique within the business for its kind.
     */
    slug: string;
    /**
     * URL of the collection image on the public file host; null when it has none.
     */
    image_url: string | null;
    /**
     * Number of active products in the collection.
     */
    product_count: number;
    /**
     * Start of a time-bound collection; null when it has no start.
     */
    starts_at: Timestamp | null;
    /**
     * End (exclusive) of a time-bound collection; null when it does not end.
     */
    ends_at: Timestamp | null;
    /**
     * Plain-text description; empty string when none.
     */
    description: string;
    /**
     * Free-form string key/value pairs set by the business (for example a banner colour); at most 50 keys.
     */
    metadata: {
        [key: string]: string;
    };
    created_at: Timestamp;
    updated_at: Timestamp;
};
/**
 * BundleComponent
 *
 * One component of a bundle. `is_swappable` components let the customer choose another variant of the component's product through `bundle_selections`; the bundle price then moves by the difference in `price_adjustment` times `quantity`.
 */
export type BundleComponent = {
    component_id: ComponentId;
    name: string;
    product_id: ProductId;
    /**
     * Variant included by default; present only when the component product has variants.
     */
    default_variant_id?: VariantId;
    /**
     * Units of the component in one bundle.
     */
    quantity: number;
    is_swappable: boolean;
};
/**
 * BundleDetail
 *
 * A bundle with its components.
 */
export type BundleDetail = {
    id: BundleId;
    product_id: ProductId;
    name: string;
    /**
     * URL-friendly identifier, unique within the business for its kind.
     */
    slug: string;
    /**
     * Plain-text description; empty string when none.
     */
    description: string;
    /**
     * Price of the bundle with every component at its default.
     */
    default_price: Money;
    currency: Currency;
    /**
     * URL of the bundle image on the public file host; null when it has none.
     */
    image_url: string | null;
    components: Array<BundleComponent>;
};
/**
 * CompositePriceRequest
 *
 * Components to price.
 */
export type CompositePriceRequest = {
    selections: Array<CatalogueCompositeSelection>;
    /**
     * Location whose prices apply; takes precedence over the `location_id` query.
     */
    location_id?: string;
};
/**
 * CompositePriceCalculation
 *
 * Price of one unit of a composite with the given selections.
 */
export type CompositePriceCalculation = {
    composite_id: CompositeId;
    base_price: Money;
    /**
     * Sum over the selections of (component price + variant `price_adjustment` + add-on option price) × quantity.
     */
    components_total: Money;
    /**
     * `base_price + components_total`.
     */
    subtotal: Money;
    currency: Currency;
};
/**
 * ServiceId
 *
 * Bookable service identifier (opaque; prefix `svc_`).
 */
export type ServiceId = string;
/**
 * ServiceWeeklyInterval
 *
 * One opening interval of a weekday in local wall-clock time of the location's zone: from `start_time` (inclusive) to `end_time` (exclusive; `24:00` closes at the end of the day). A weekday may have several intervals (a lunch break is two); a weekday without any is closed. An interval across midnight is two intervals.
 */
export type ServiceWeeklyInterval = {
    /**
     * Weekday of the local date, 0 = Sunday … 6 = Saturday.
     */
    day_of_week: number;
    /**
     * Opening time `HH:MM`, local.
     */
    start_time: string;
    /**
     * Closing time `HH:MM` (up to `24:00`), local, later than `start_time`.
     */
    end_time: string;
};
/**
 * Date
 *
 * Calendar date `YYYY-MM-DD`.
 */
export type Date = string;
/**
 * ServiceScheduleException
 *
 * A dated exception to the weekly hours, on a local date of the location's zone: with no `intervals` the day is closed (the slot check says `closed`); otherwise `intervals` are the only opening hours of that date, replacing the weekday's.
 */
export type ServiceScheduleException = {
    date: Date;
    /**
     * Special hours of the date, local wall-clock time; empty = closed all day.
     */
    intervals: Array<{
        start_time: string;
        end_time: string;
    }>;
    /**
     * Why (for example `Public holiday`), shown to customers.
     */
    note: string | null;
};
/**
 * ServiceLocation
 *
 * A location offering the service, with its IANA time zone and the service's opening hours there. Every wall-clock time (`weekly_hours`, `exceptions`) and every local date of this location is in `timezone`; slots are generated per local date and returned as UTC instants (see the Scheduling tag for the daylight-saving rules). A slot also needs a staff member whose own hours at this location cover it, when the service has staff.
 */
export type ServiceLocation = {
    location_id: LocationId;
    /**
     * IANA time zone of the location, for example `Africa/Accra` or `America/New_York`.
     */
    timezone: string;
    weekly_hours: Array<ServiceWeeklyInterval>;
    /**
     * Dated exceptions (closed days, special hours), ascending by `date`.
     */
    exceptions: Array<ServiceScheduleException>;
};
/**
 * ServiceStaffMember
 *
 * A staff member qualified to deliver the service. Pass `id` as `staff_id` on a cart line, on the slot lookups, or as `new_staff_id` on a reschedule to ask for this person; without one, the first free qualified member (in this list's order) whose own hours cover the slot is assigned. `location_ids` are the service's locations where they work.
 */
export type ServiceStaffMember = {
    id: StaffId;
    name: string;
    location_ids: Array<LocationId>;
};
/**
 * ResourceId
 *
 * Scheduling resource identifier (a room, chair or machine; opaque; prefix `res_`).
 */
export type ResourceId = string;
/**
 * ServiceResource
 *
 * A resource binding of the service (a room, chair or machine) at one location. Every booking there holds `quantity_required` of the resource's `capacity` units for its duration plus buffers, whichever service it is for, so a slot is available only while the resource has enough free units (else the slot check says `no_resource`).
 */
export type ServiceResource = {
    id: ResourceId;
    name: string;
    location_id: LocationId;
    /**
     * Units the resource has at once (a room 1, a row of four chairs 4).
     */
    capacity: number;
    /**
     * Units of the resource one booking holds.
     */
    quantity_required: number;
};
/**
 * ServiceVariant
 *
 * A variant of the service (for example a 30- or 60-minute session). A non-null `duration_minutes`, `buffer_minutes` (the buffer after each booking) or `capacity` overrides the service's `duration_minutes`, `buffer_after_minutes` or `capacity` for slot lookups made with its `variant_id` and for cart lines of it.
 */
export type ServiceVariant = {
    id: VariantId;
    name: string;
    price_adjustment: Money;
    is_default: boolean;
    duration_minutes: number | null;
    buffer_minutes: number | null;
    capacity: number | null;
};
/**
 * Service
 *
 * A bookable service. It is backed by a catalogue product of `product_type` `service` (`product_id`); booking it means adding that product to the cart with `scheduled_start` and `scheduled_end` from a slot. It is offered at each of `locations`, each with its own IANA time zone, weekly hours and dated exceptions. `duration_minutes`, `buffer_after_minutes` and `capacity` are the defaults a variant may override (the variant's `duration_minutes`, `buffer_minutes` and `capacity`); `buffer_before_minutes` is the service's alone.
 */
export type Service = {
    id: ServiceId;
    product_id: ProductId;
    name: string;
    description: string | null;
    /**
     * Default length of one booking.
     */
    duration_minutes: number;
    /**
     * The same value as `buffer_after_minutes` (the name the variant's override uses), kept for clients that read it.
     */
    buffer_minutes: number;
    /**
     * Time kept free before each booking (set-up) for its staff member and resources.
     */
    buffer_before_minutes: number;
    /**
     * Time kept free after each booking (clean-up) for its staff member and resources; a variant's `buffer_minutes` overrides it.
     */
    buffer_after_minutes: number;
    /**
     * Slot starts lie on this grid, counted in local wall-clock time from the start of each opening interval (an interval opening 09:00 with a 30-minute grid offers 09:00, 09:30, …).
     */
    slot_interval_minutes: number;
    /**
     * Participants one slot holds (1 for one-to-one services); a variant's `capacity` overrides it. Bookings and cart holds of this service at the same location whose times overlap share it.
     */
    capacity: number;
    /**
     * A slot must start at least this long after now (else `min_notice`).
     */
    min_notice_minutes: number;
    /**
     * A slot's local date may be at most this many days after today's local date at the location (else `max_advance`).
     */
    max_advance_days: number;
    /**
     * A customer may cancel or reschedule until this long before the booking's start; after that it is 409 CONFLICT. The business is not bound by it.
     */
    cancellation_cutoff_minutes: number;
    /**
     * The ids of `locations`, in the same order. With more than one, the slot lookups need `location_id`.
     */
    location_ids: Array<LocationId>;
    locations: Array<ServiceLocation>;
    /**
     * Qualified staff; empty when the service needs no staff member.
     */
    staff: Array<ServiceStaffMember>;
    resources: Array<ServiceResource>;
    variants: Array<ServiceVariant>;
    /**
     * IANA time zone of the first entry of `locations` (kept for single-location clients). With several locations read each location's own `timezone`: they may differ.
     */
    timezone: string;
};
/**
 * Slot
 *
 * One bookable time window `[start, end)`, UTC instants. `remaining_capacity` is the participant room left in it (the capacity minus the participants of overlapping bookings and cart holds); `is_available` is true when every rule of the slot check passes for the requested `participant_count`: not started, within the notice and advance window, a qualified staff member and the resources free, and enough room.
 */
export type Slot = {
    start: Timestamp;
    end: Timestamp;
    is_available: boolean;
    remaining_capacity: number;
};
/**
 * SlotDay
 *
 * The slots of one service on one local date of the location's time zone, in ascending `start` order. `duration_minutes` is the service default, or the variant's override when `variant_id` was given.
 */
export type SlotDay = {
    service_id: ServiceId;
    date: Date;
    duration_minutes: number;
    slots: Array<Slot>;
};
/**
 * SlotCheckResult
 *
 * Whether one exact start time can be booked, and if not, which rule refused it. `reason` is null when
 * `is_available` is true; otherwise the first rule that fails, in this order of precedence:
 *
 * | reason | meaning |
 * |---|---|
 * | `in_past` | the start has passed |
 * | `min_notice` | the start is sooner than the service's `min_notice_minutes` from now |
 * | `max_advance` | the start's local date is more than `max_advance_days` after today's |
 * | `closed` | the location is closed that local date (a dated exception closes it, or the weekday has no hours) |
 * | `outside_hours` | open that day, but the window is not inside one opening interval, or the start is not on the `slot_interval_minutes` grid |
 * | `no_staff` | no qualified staff member (or not the one asked for with `staff_id`) works then and is free |
 * | `no_resource` | a resource the service needs has too few free units then |
 * | `fully_booked` | no participant room is left |
 * | `insufficient_capacity` | some room is left, but less than `participant_count` |
 *
 * The cart (adding a service line) and the reschedule endpoint apply the same rules and name the same reason in
 * their 409 CONFLICT message.
 *
 */
export type SlotCheckResult = {
    service_id: ServiceId;
    location_id: LocationId;
    start: Timestamp;
    end: Timestamp;
    duration_minutes: number;
    participant_count: number;
    is_available: boolean;
    /**
     * Participant room left in the window (capacity minus overlapping bookings and holds).
     */
    remaining_capacity: number;
    /**
     * The staff member a booking at this time would get (the one asked for, else the first free qualified one); null when the slot is not available or the service needs no staff.
     */
    staff_id: StaffId | null;
    reason: 'in_past' | 'min_notice' | 'max_advance' | 'closed' | 'outside_hours' | 'no_staff' | 'no_resource' | 'fully_booked' | 'insufficient_capacity' | null;
};
/**
 * ServiceAvailabilityDay
 *
 * One date of an availability map. `slot_count` counts the slots of that date that are available for the requested `participant_count`; `available` is `slot_count > 0`.
 */
export type ServiceAvailabilityDay = {
    date: Date;
    available: boolean;
    slot_count: number;
};
/**
 * ServiceAvailability
 *
 * Day-by-day availability of a service, one entry per date from `start_date` to `end_date` inclusive, ascending.
 */
export type ServiceAvailability = {
    service_id: ServiceId;
    days: Array<ServiceAvailabilityDay>;
};
/**
 * BookingStatus
 *
 * Status of a booking.
 *
 * | Status | Meaning |
 * |---|---|
 * | `confirmed` | Held for the customer; created when the order containing the service line is placed. |
 * | `cancelled` | Cancelled by the customer, by the business, or because its order was cancelled. Final. |
 * | `completed` | The appointment took place (marked by the business). Final. |
 * | `no_show` | The customer did not attend (marked by the business). Final. |
 *
 * Only `confirmed` bookings can be cancelled or rescheduled; a customer may do so until the service's
 * `cancellation_cutoff_minutes` before the start, the business at any time. Any other attempt is 409 CONFLICT.
 *
 */
export type BookingStatus = 'confirmed' | 'cancelled' | 'completed' | 'no_show';
/**
 * BookingId
 *
 * Booking identifier (opaque; prefix `bk_`).
 */
export type BookingId = string;
/**
 * BookingHistoryEntry
 *
 * One change of a booking, oldest first in `history`. A reschedule fills `from_*` (before) and `to_*` (after); a cancellation, completion or no-show leaves them null. `by` says who acted: the customer, the business, or the system (for example cancelling the order cancelled its bookings).
 */
export type BookingHistoryEntry = {
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
 * Booking
 *
 * A service booking (`bk_…`): one service line of the order it was created from (`order_id`, `line_item_id`), created by checking out a cart holding that line with `scheduled_start` and `scheduled_end`. `start`..`end` is the appointment (buffers excluded), UTC; `timezone` is the location's zone, for showing it in local time. `version` grows with every change: send it as `expected_version` when rescheduling so that a stale screen cannot move the booking twice.
 */
export type Booking = {
    id: BookingId;
    order_id: OrderId;
    line_item_id: LineItemId;
    service_id: ServiceId;
    /**
     * Variant booked, or null for the service default.
     */
    variant_id: VariantId | null;
    /**
     * Assigned staff member, or null when the service needs no staff.
     */
    staff_id: StaffId | null;
    status: BookingStatus;
    start: Timestamp;
    end: Timestamp;
    /**
     * IANA time zone of the booking's location.
     */
    timezone: string;
    location_id: LocationId;
    participant_count: number;
    /**
     * The customer of the order, or null for a guest order.
     */
    customer_id: CustomerId | null;
    /**
     * Reschedules and status changes, oldest first; empty for a booking never changed.
     */
    history: Array<BookingHistoryEntry>;
    /**
     * 1 when created, plus one per change.
     */
    version: number;
    /**
     * When the booking was cancelled; null unless `status` is `cancelled`.
     */
    cancelled_at: Timestamp | null;
    cancellation_reason: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
};
/**
 * BookingRescheduleRequest
 *
 * Moves a booking, identified by its order and line item, to a new time (and optionally another staff member). The new window must last exactly the booked duration (the variant's or the service's) and pass every rule of the slot check for the booking's `participant_count`; the booking's own current time does not count against it.
 */
export type BookingRescheduleRequest = {
    /**
     * Order holding the booking (`ord_…`).
     */
    order_id: string;
    /**
     * Line item of the booking on that order (`li_…`).
     */
    line_item_id: string;
    /**
     * New start, ISO 8601 with `Z` or an offset (an instant, so never ambiguous).
     */
    new_start_time: string;
    /**
     * New end, ISO 8601; after `new_start_time` by exactly the booked duration.
     */
    new_end_time: string;
    /**
     * Staff member for the new time (`stf_…`), one of the service's `staff`. Omitted: the current one when free then, else the first free qualified member.
     */
    new_staff_id?: string;
    /**
     * Shown to the business and kept in the booking's `history`.
     */
    reason?: string;
    /**
     * Who initiated the change. On the storefront API only `customer` is accepted (the default); `business` or `system` is 403 FORBIDDEN: the business reschedules through the platform API (`POST /v1/businesses/{business_id}/bookings/{booking_id}/reschedule`).
     */
    reschedule_type?: 'customer' | 'business' | 'system';
    /**
     * The booking's `version` as the caller last read it. When given and the booking has changed since (another reschedule, a cancellation), the request is 409 CONFLICT and nothing moves, so a retried or stale request cannot move a booking twice.
     */
    expected_version?: number;
};
/**
 * BookingCancelRequest
 *
 * Optional body of a booking cancellation.
 */
export type BookingCancelRequest = {
    /**
     * Why the booking is cancelled; stored as `cancellation_reason` and shown to the business.
     */
    reason?: string;
};
/**
 * SubscriptionId
 *
 * Subscription identifier (opaque; prefix `sub_`).
 */
export type SubscriptionId = string;
/**
 * SubscriptionStatus
 *
 * Status of a subscription.
 *
 * | Status | Meaning | Customer actions allowed |
 * |---|---|---|
 * | `active` | Renews at `current_period_end`. | cancel, pause, skip |
 * | `paused` | Renewals stopped indefinitely; the current period runs out normally. | cancel, resume |
 * | `past_due` | Renewal payment failed and its retries are exhausted; nothing more is charged. | cancel (at once) |
 * | `cancelled` | Ended. Final. | none |
 *
 * Transitions: `active` → `paused` (pause), `paused` → `active` (resume), `active` → `past_due` (the renewal
 * payment and its retries failed), and any status → `cancelled` (at the end of the period after a cancel request,
 * or immediately when that period has already ended: `paused` past its period end, `past_due`, or a renewal being
 * retried). `subscription.cancelled` is emitted when the status becomes `cancelled`. An action not allowed in the
 * current status answers 409 CONFLICT: pause, resume and skip of a subscription cancelling at period end; a
 * second skip before the skipped date; skip while a failed renewal is being retried; any action on a `cancelled`
 * subscription.
 *
 * Renewal retries: a renewal charge that fails is retried 1 day and 3 days after the renewal date (the status
 * stays `active` and `next_invoice.scheduled_at` shows the retry); when the last retry fails the status becomes
 * `past_due`. A successful charge creates the renewal order (paid) and emits `subscription.renewed`. Sandbox
 * (`_test_` keys): renewal charges succeed, except an `amount` ending in `.13`, which is always declined.
 *
 */
export type SubscriptionStatus = 'active' | 'paused' | 'past_due' | 'cancelled';
/**
 * Subscription
 *
 * A customer's subscription (list item). `amount` is charged in `currency` at each renewal. `cancel_at_period_end` is true after a cancel request: the subscription stays usable until `current_period_end`, then becomes `cancelled`.
 */
export type Subscription = {
    id: SubscriptionId;
    customer_id: CustomerId;
    status: SubscriptionStatus;
    billing_plan_id: BillingPlanId;
    current_period_start: Timestamp;
    current_period_end: Timestamp;
    cancel_at_period_end: boolean;
    amount: Money;
    currency: Currency;
};
/**
 * SubscriptionPlan
 *
 * The billing plan a subscription renews on.
 */
export type SubscriptionPlan = {
    id: BillingPlanId;
    name: string;
    /**
     * Length of one billing period.
     */
    interval: 'day' | 'week' | 'month' | 'year';
};
/**
 * SubscriptionItem
 *
 * A product delivered and billed at each renewal.
 */
export type SubscriptionItem = {
    product_id: ProductId;
    quantity: number;
    unit_price: Money;
};
/**
 * SubscriptionNextInvoice
 *
 * The next renewal charge. After a skip, `scheduled_at` is one interval later. Null in the detail when no renewal is scheduled (`paused`, `cancelled`, or `cancel_at_period_end` true).
 */
export type SubscriptionNextInvoice = {
    scheduled_at: Timestamp;
    amount_due: Money;
};
/**
 * SubscriptionDetail
 *
 * A subscription with its plan, items and next renewal charge (`next_invoice` is null when no renewal is scheduled).
 */
export type SubscriptionDetail = {
    subscription: Subscription;
    plan: SubscriptionPlan;
    items: Array<SubscriptionItem>;
    next_invoice: SubscriptionNextInvoice | null;
};
/**
 * SubscriptionCancelRequest
 *
 * Optional body of a subscription cancellation.
 */
export type SubscriptionCancelRequest = {
    /**
     * Why the customer cancels; shown to the business.
     */
    reason?: string;
};
/**
 * ActivityProductViewEvent
 *
 * The visitor viewed a product page.
 */
export type ActivityProductViewEvent = {
    type: 'product_view';
    product_id: string;
    product_name?: string;
    category_id?: string;
    /**
     * Displayed price (a number, in the storefront currency).
     */
    price?: number;
    page_path?: string;
};
/**
 * ActivityCategoryViewEvent
 *
 * The visitor viewed a category page.
 */
export type ActivityCategoryViewEvent = {
    type: 'category_view';
    category_id: string;
    page_path?: string;
};
/**
 * ActivitySearchEvent
 *
 * The visitor ran a catalogue search. `query` is optional; it feeds intent and recommendations.
 */
export type ActivitySearchEvent = {
    type: 'search';
    query?: string;
    page_path?: string;
};
/**
 * ActivityCartAddEvent
 *
 * The visitor added a product to the cart. Cart writes through this API emit this event automatically; send it only for carts kept elsewhere.
 */
export type ActivityCartAddEvent = {
    type: 'cart_add';
    product_id: string;
    product_name?: string;
    price?: number;
    quantity?: number;
    page_path?: string;
};
/**
 * ActivityCartRemoveEvent
 *
 * The visitor removed a product from the cart. Cart writes through this API emit this event automatically; send it only for carts kept elsewhere.
 */
export type ActivityCartRemoveEvent = {
    type: 'cart_remove';
    product_id: string;
    product_name?: string;
    price?: number;
    quantity?: number;
    page_path?: string;
};
/**
 * ActivityEvent
 *
 * One session signal, told apart by `type`: `product_view` (needs `product_id`), `category_view` (needs `category_id`), `search`, `cart_add` and `cart_remove` (need `product_id`; `quantity` defaults to 1).
 */
export type ActivityEvent = ({
    type: 'ActivityProductViewEvent';
} & ActivityProductViewEvent) | ({
    type: 'ActivityCategoryViewEvent';
} & ActivityCategoryViewEvent) | ({
    type: 'ActivitySearchEvent';
} & ActivitySearchEvent) | ({
    type: 'ActivityCartAddEvent';
} & ActivityCartAddEvent) | ({
    type: 'ActivityCartRemoveEvent';
} & ActivityCartRemoveEvent);
/**
 * ActivityEventsRequest
 *
 * A batch of session signals, in the order they happened.
 */
export type ActivityEventsRequest = {
    events: Array<ActivityEvent>;
    /**
     * Storefront website the events come from, when the business runs several.
     */
    website_id?: string;
    /**
     * Host name the events come from (for example `shop.example.com`).
     */
    domain?: string;
};
/**
 * ActivityIntent
 *
 * The visitor's computed purchase intent: rule-based, recomputed from the session's signals at every read.
 *
 * Each signal has a weight: `product_view` 1 (a product the session has viewed before counts as a repeat view, 2),
 * `category_view` 0.5, `search` 1.5, `cart_add` 4, `cart_remove` −2. Weights decay with a half-life of 30 minutes
 * (a signal an hour old counts a quarter), and the score is the sum of the decayed weights, never below 0.
 *
 * | Intent | When |
 * |---|---|
 * | `baseline` | The session has no recorded activity (anonymous). |
 * | `browsing` | Score below 3. |
 * | `considering` | Score 3 or more (for example a search and two views of one product, or a cart add). |
 * | `ready_to_buy` | Score 8 or more while the session's cart holds at least one item. |
 *
 * `intent_detail` of the activity state says which signals contributed and how much.
 *
 */
export type ActivityIntent = 'baseline' | 'browsing' | 'considering' | 'ready_to_buy';
/**
 * ActivityMessage
 *
 * A message the storefront may show to the visitor. `code` identifies it (there is no id); dismiss it with
 * `POST /api/v1/activity/messages/dismiss`, after which it is not shown again in the session. `severity` is omitted
 * for neutral messages. The rules, in the order messages are listed:
 *
 * | `code` | `severity` | Shown when |
 * |---|---|---|
 * | `low_stock_<product_id>` | `warning` | One of the session's 3 most recently viewed products has its stock tracked and at least 1 unit left but fewer than its low-stock threshold (the product's `low_stock_threshold`, else 5); at most two such messages, the most recently viewed first. |
 * | `deal_unlock_<deal_id>` | `info` | An automatic deal would apply to the cart but for its minimum subtotal; the title says how much more to add (the nearest such deal only). |
 * | `cart_waiting` | `info` | The cart holds items and has not changed for 30 minutes. |
 *
 */
export type ActivityMessage = {
    code: string;
    title: string;
    severity?: 'info' | 'success' | 'warning';
};
/**
 * ActivityEventsResult
 *
 * Outcome of an event batch. `processed` counts the events recorded; `intent` and `messages` are recomputed with them.
 */
export type ActivityEventsResult = {
    processed: number;
    intent: ActivityIntent;
    messages: Array<ActivityMessage>;
};
/**
 * ActivitySnapshot
 *
 * What the session has done so far; view counts are ordered by `count` descending.
 */
export type ActivitySnapshot = {
    viewed_products: Array<{
        /**
         * The product id as sent (events about products kept elsewhere keep their own ids).
         */
        product_id: string;
        count: number;
    }>;
    viewed_categories: Array<{
        /**
         * The category id as sent.
         */
        category_id: string;
        count: number;
    }>;
    search_count: number;
};
/**
 * ActivityIntentDetail
 *
 * Why the session has its intent: the score now and each signal kind the session recorded, with how often and what its decayed weight contributes now, largest contribution first (by magnitude). An anonymous session has score 0 and no signals.
 */
export type ActivityIntentDetail = {
    /**
     * Sum of the decayed weights, rounded to two decimals.
     */
    score: number;
    half_life_minutes: 30;
    signals: Array<{
        type: 'product_view' | 'repeat_view' | 'category_view' | 'search' | 'cart_add' | 'cart_remove';
        count: number;
        /**
         * The kind's decayed weight now, rounded to two decimals (negative for cart removals).
         */
        contribution: number;
    }>;
};
/**
 * ActivityIncentive
 *
 * An incentive the business has configured for the visitor's current intent, to be rendered by the storefront: `template_id` is the business's incentive template (platform API, `…/incentive-templates`, tag Incentives) and `agent_id` the storefront agent the business named to present it. At most one is offered: among the active templates of the key's mode whose `intents` include the session's intent (a `baseline` session is offered none), whose `requires_cart_items` holds (the cart has at least one item) and whose `min_cart_total` holds (the cart subtotal is at least it), the highest `priority` wins; ties go to the oldest template, then the smaller id. A template change reaches this state within 5 seconds.
 */
export type ActivityIncentive = {
    template_id: string;
    agent_id: string;
};
/**
 * ActivityState
 *
 * The session's activity state. The session is the storefront session (the `sf_session` cookie or `X-Session-Id`; one is issued when none is sent), signed in or not. It is anonymous when it has no recorded activity: no event sent and no cart write in the last 30 days (activity is kept 30 days after the session's last signal). An anonymous session has `activity` null, intent `baseline`, no messages, `incentive` null and an `intent_detail` with score 0. `messages` never includes dismissed ones.
 */
export type ActivityState = {
    activity: ActivitySnapshot | null;
    intent: ActivityIntent;
    intent_detail: ActivityIntentDetail;
    messages: Array<ActivityMessage>;
    incentive: ActivityIncentive | null;
};
/**
 * ActivityRecommendation
 *
 * A recommended product and why it is recommended:
 * `recently_viewed` (viewed in this session, not yet in the cart), `similar` (same category as products viewed),
 * `frequently_bought_together` (often ordered with the cart's products), `popular` (best sellers; the fallback for
 * sessions without activity).
 *
 */
export type ActivityRecommendation = {
    product: {
        id: ProductId;
        name: string;
    };
    reason: 'recently_viewed' | 'similar' | 'frequently_bought_together' | 'popular';
};
/**
 * ActivityRecommendations
 *
 * Products recommended for the session, best first, at most `limit`; only active products are recommended.
 */
export type ActivityRecommendations = {
    recommendations: Array<ActivityRecommendation>;
    intent: ActivityIntent;
    incentive: ActivityIncentive | null;
};
/**
 * ActivityDismissRequest
 *
 * The message to dismiss, by its `code` (messages have no id).
 */
export type ActivityDismissRequest = {
    code: string;
};
/**
 * ActivityDismissResult
 *
 * `dismissed` is true when the code was among the session's current messages, false when it was not (already dismissed or never shown; nothing changes). `messages` is the remaining list.
 */
export type ActivityDismissResult = {
    dismissed: boolean;
    messages: Array<ActivityMessage>;
};
/**
 * FxRate
 *
 * An exchange rate as a decimal string (never a float on the wire): units of the quote currency per one unit of the base currency. A rate carries at most 10 significant digits, rounded half to even from the provider's rate (a cross rate is one exact division rounded once), and at most 18 fraction digits, so a small cross rate such as GHS→KWD `0.02781818182` keeps all ten of its digits.
 */
export type FxRate = string;
/**
 * FxRates
 *
 * Indicative rates from `base` to every other currency the business accepts, as the rate provider gave them at `as_of`. The currencies a business accepts are the currencies the service's rate provider serves: the currencies of the configured rate table (its base included), or those the rates service lists. Rates are for display; to charge in another currency lock a rate with an FX quote.
 */
export type FxRates = {
    base: Currency;
    /**
     * Map of ISO 4217 currency code to rate (units of that currency per one `base`), for every accepted currency other than `base`.
     */
    rates: {
        [key: string]: FxRate;
    };
    /**
     * When the provider's rates were set. A configured rate table: the time the service loaded it (its start). The Frankfurter rates service (European Central Bank reference rates): the publication date of the rates at 00:00 UTC, since the ECB gives no time of day (over a weekend, Friday's date). Rates fetched from the service are reused for a few minutes (10 by default), and when it fails, rates fetched within the last 24 hours answer.
     */
    as_of: Timestamp;
};
/**
 * FxQuoteRequest
 *
 * Converts `amount` of `from_currency` (normally the cart total in the cart currency) into `to_currency` (the currency the customer pays in, `pay_currency` at checkout). The two currencies must differ, and each must be the business's currency or a currency it accepts (see `GET /api/v1/fx/rates`).
 */
export type FxQuoteRequest = {
    from_currency: Currency;
    to_currency: Currency;
    /**
     * Amount in `from_currency`, greater than zero.
     */
    amount: Money;
};
/**
 * FxQuoteStatus
 *
 * Where an FX quote stands, computed when it is read from the current time and whether an order took it.
 *
 * | Status | Meaning |
 * |---|---|
 * | `active` | Before `expires_at` and not used: checkout accepts it for a matching cart. |
 * | `expired` | `expires_at` has passed and no order used it. Checkout refuses it with 409 FX_QUOTE_EXPIRED. |
 * | `used` | An order paid with it (`used_by_order_id`), whether or not it has expired since. Final; checkout refuses it with 409 FX_QUOTE_USED. |
 *
 */
export type FxQuoteStatus = 'active' | 'expired' | 'used';
/**
 * FxQuote
 *
 * A locked exchange rate for one amount, valid until `expires_at` (15 minutes after `created_at` unless the
 * operator configured another lifetime). Pass `id` as `fx_quote_id`, with `pay_currency` = `to_currency`, to
 * `POST /api/v1/checkout`: the order is then charged `total_amount` in `to_currency`.
 *
 * **Rounding.** `converted_amount` is `amount` × `rate`, computed exactly (decimal arithmetic, never binary
 * floating point) and rounded once, half up (a value exactly halfway goes to the larger amount), to the finest
 * unit of `to_currency` that an amount with two fraction digits can express: the currency's ISO 4217 minor unit
 * when it has 0 or 2 decimals (JPY, XOF, … → whole units such as `"1235.00"`; USD, GHS, … → cents), and 0.01 for
 * the currencies with 3 decimals (KWD, BHD, … → a multiple of 10 fils), because no amount in this API has a third
 * fraction digit. `fee` is `converted_amount` × the service's FX fee in basis points (none unless the operator
 * configures one), rounded half up to the same unit; `total_amount` = `converted_amount` + `fee`. `amount` is
 * taken as given, in `from_currency`.
 *
 * Checkout refuses a quote that has expired (409 FX_QUOTE_EXPIRED), that another order already used (409
 * FX_QUOTE_USED), or whose `from_currency`, `to_currency` and `amount` are not the cart's currency,
 * `pay_currency` and cart total (409 FX_QUOTE_MISMATCH); create a new quote then.
 *
 */
export type FxQuote = {
    id: FxQuoteId;
    status: FxQuoteStatus;
    from_currency: Currency;
    to_currency: Currency;
    /**
     * Units of `to_currency` per one `from_currency`, locked for this quote (see FxRate).
     */
    rate: FxRate;
    /**
     * The amount converted, in `from_currency` (normally the cart total).
     */
    amount: Money;
    /**
     * `amount` × `rate` in `to_currency`, rounded as above.
     */
    converted_amount: Money;
    /**
     * The FX fee in `to_currency`, rounded as above; `"0.00"` when no fee is configured.
     */
    fee: Money;
    /**
     * `converted_amount` + `fee`: what checkout charges in `to_currency`.
     */
    total_amount: Money;
    /**
     * `created_at` + the quote lifetime (15 minutes by default).
     */
    expires_at: Timestamp;
    created_at: Timestamp;
    /**
     * The order that paid with this quote, or null while none has.
     */
    used_by_order_id: OrderId | null;
};
/**
 * PlaceAutocompleteRequest
 *
 * Partial address typed by the user. `sessionToken` (camelCase) is a UUID the caller generates per address-entry session and repeats on the details call, so the provider bills one session.
 */
export type PlaceAutocompleteRequest = {
    /**
     * Text typed so far; under 3 characters returns no predictions.
     */
    input: string;
    sessionToken?: string;
};
/**
 * PlacePrediction
 *
 * One autocomplete suggestion; pass `place_id` to the details call.
 */
export type PlacePrediction = {
    /**
     * The address provider's id of the place (Google's place id), opaque; pass it back unchanged.
     */
    place_id: string;
    /**
     * The full suggestion text.
     */
    description: string;
    /**
     * The part to emphasise (street or place name).
     */
    main_text: string;
    /**
     * The rest (locality, region, country).
     */
    secondary_text: string;
};
/**
 * PlacePredictions
 *
 * Autocomplete suggestions, best first, at most 5; empty when the input is under 3 characters or nothing matches.
 */
export type PlacePredictions = {
    predictions: Array<PlacePrediction>;
};
/**
 * PlaceDetailsRequest
 *
 * The prediction to resolve; send the same `sessionToken` as the autocomplete calls that produced it.
 */
export type PlaceDetailsRequest = {
    place_id: string;
    sessionToken?: string;
};
/**
 * PlaceDetails
 *
 * A resolved address, split into the components checkout's `address_info` and saved addresses use. `country` is the ISO 3166-1 alpha-2 code.
 */
export type PlaceDetails = {
    place_id: string;
    formatted_address: string;
    components: {
        street_address: string;
        city: string;
        region: string;
        country: string;
        postal_code: string | null;
    };
    location: {
        lat: number;
        lng: number;
    };
};
/**
 * UploadInitRequest
 *
 * The file about to be uploaded. Any MIME type is accepted; the PUT must send exactly `size_bytes` bytes with this `content_type`.
 */
export type UploadInitRequest = {
    /**
     * Original file name, kept for display and as the download name.
     */
    filename: string;
    /**
     * MIME type of the bytes, for example `image/jpeg`.
     */
    content_type: string;
    /**
     * Exact size of the file, 1 byte to 50 MB.
     */
    size_bytes: number;
};
/**
 * UploadId
 *
 * Customer upload identifier (opaque; prefix `upl_`).
 */
export type UploadId = string;
/**
 * UploadInitResult
 *
 * Where to send the bytes. `upload_url` is a presigned, single-use URL on the upload host (`PUT /uploads/{upload_token}`); it expires `expires_in_secs` (600) seconds after init. A replay of init (same `Idempotency-Key`) answers the same URL with the seconds it has left: 0 once it has expired (start a new upload with a new key).
 */
export type UploadInitResult = {
    upload_id: UploadId;
    upload_url: string;
    expires_in_secs: number;
};
/**
 * UploadConfirmRequest
 *
 * The upload to confirm, from the init response.
 */
export type UploadConfirmRequest = {
    upload_id: string;
};
/**
 * Upload
 *
 * A confirmed customer upload. `url` is an unguessable address on the public file host that serves the bytes with the declared `content_type`. Customer uploads never appear in the business asset list.
 */
export type Upload = {
    id: UploadId;
    url: string;
    filename: string;
    content_type: string;
    size_bytes: number;
};
/**
 * ThreadId
 *
 * Support conversation identifier (opaque; prefix `thr_`).
 */
export type ThreadId = string;
/**
 * SupportConversation
 *
 * The shopper's single support conversation with the business (widget chat). It is resolved from the caller,
 * never from an id the client sends:
 *
 * - a **guest** (no customer session) has one conversation per storefront session (`sf_session` cookie or
 * `X-Session-Id`);
 * - a **signed-in customer** (`Authorization: Bearer <customer session token>`) has one conversation per business
 * and mode, the same on every session and device;
 * - **when a guest signs in**, the guest conversation of that session becomes the customer's conversation (same
 * `id`, history kept) if the customer has none yet. If the customer already has one, that one is used from now
 * on; the guest conversation is closed and stays readable by the business. After signing out, the session is a
 * guest again and starts a new guest conversation.
 *
 * Status: `open` or `closed` (closed by the business). A closed conversation is still returned, and the shopper's
 * next message reopens it (same `id`, status `open`). `ai_enabled` is true while the business's automatic responder
 * answers this conversation: the business has one configured, and no person has replied yet.
 *
 */
export type SupportConversation = {
    id: ThreadId;
    status: 'open' | 'closed';
    ai_enabled: boolean;
    message_count: number;
    created_at: Timestamp;
    /**
     * Time of the newest message; null while the conversation has none.
     */
    last_message_at: Timestamp | null;
};
/**
 * MessageId
 *
 * Support message identifier (opaque; prefix `msg_`).
 */
export type MessageId = string;
/**
 * AssetUploadId
 *
 * Business asset upload identifier (opaque; prefix `up_`).
 */
export type AssetUploadId = string;
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
 * SupportConversationView
 *
 * The conversation and its most recent messages (up to 50), in ascending `created_at` order.
 */
export type SupportConversationView = {
    conversation: SupportConversation;
    messages: Array<SupportMessage>;
};
/**
 * SupportSendMessageRequest
 *
 * A customer message. `content` is trimmed and must then be 1 to 4000 characters; an empty, whitespace-only or longer message answers 400 BAD_REQUEST.
 */
export type SupportSendMessageRequest = {
    /**
     * 1 to 4000 characters after trimming; an empty, whitespace-only or longer text is 400 BAD_REQUEST. (The schema allows 8000 so that surrounding whitespace, which is trimmed, does not count.)
     */
    content: string;
    /**
     * Caller-generated id (for example a UUID) that makes a retried send safe and lets the client match the echo of its own message. A `client_id` already accepted on this conversation answers 409 CONFLICT with the original message in `data`.
     */
    client_id?: string;
    /**
     * Up to 10 confirmed uploads (`POST /api/v1/uploads/init` → PUT → confirm) made by this storefront session or by the signed-in customer. Anything else is 400 BAD_REQUEST naming the entry. An upload may be attached to more than one message.
     */
    attachments?: Array<UploadId>;
};
/**
 * WebhookId
 *
 * Webhook endpoint identifier (opaque; prefix `whk_`).
 */
export type WebhookId = string;
/**
 * WebhookEventType
 *
 * A lifecycle event a webhook endpoint can subscribe to.
 *
 * | Event | Emitted when |
 * |---|---|
 * | `order.created` | New order placed via checkout. |
 * | `order.updated` | Order status or line items changed. |
 * | `order.completed` | Order fulfilled. |
 * | `order.cancelled` | Order cancelled. |
 * | `order.fulfillment_created` | The business recorded a fulfilment event of an order (shipped, delivered, …). |
 * | `payment.completed` | Payment settled. |
 * | `payment.failed` | Payment provider returned a failure. |
 * | `payment.refunded` | Refund processed. |
 * | `booking.created` | Service booking added to an order. |
 * | `booking.rescheduled` | Booking moved to a new time. |
 * | `booking.cancelled` | Booking cancelled. |
 * | `subscription.renewed` | Renewal succeeded. |
 * | `subscription.cancelled` | Subscription reached `cancelled`. |
 * | `inventory.low_stock` | Stock dropped below the configured threshold. |
 *
 */
export type WebhookEventType = 'order.created' | 'order.updated' | 'order.completed' | 'order.cancelled' | 'order.fulfillment_created' | 'payment.completed' | 'payment.failed' | 'payment.refunded' | 'booking.created' | 'booking.rescheduled' | 'booking.cancelled' | 'subscription.renewed' | 'subscription.cancelled' | 'inventory.low_stock';
/**
 * WebhookStatus
 *
 * Delivery health of an endpoint.
 *
 * | Status | Meaning |
 * |---|---|
 * | `active` | Deliveries succeed (or none was attempted yet). |
 * | `failing` | A delivery exhausted its retry schedule (24 hours) without a 2xx while other deliveries to the endpoint succeeded meanwhile. New events are still delivered; the next successful delivery returns the endpoint to `active`. |
 * | `disabled` | The receiver answered 410 Gone, or a delivery exhausted its retry schedule (24 hours) with no delivery to the endpoint succeeding meanwhile. Nothing more is delivered; enabling it on the platform API (`POST /v1/businesses/{business_id}/webhooks/{webhook_id}/enable`) resumes it with its secret, and replaying the attempts it missed sends them. |
 *
 */
export type WebhookStatus = 'active' | 'failing' | 'disabled';
/**
 * Webhook
 *
 * A registered webhook endpoint. The signing `secret` is never returned after registration. `failure_count` counts consecutive failed delivery attempts (reset by a 2xx); `last_delivery_at` is the time of the last attempt, null before the first.
 */
export type Webhook = {
    id: WebhookId;
    url: string;
    events: Array<WebhookEventType>;
    description: string | null;
    status: WebhookStatus;
    failure_count: number;
    last_delivery_at: Timestamp | null;
    created_at: Timestamp;
};
/**
 * WebhookCreateRequest
 *
 * A new endpoint. `url` must be `https://` and resolve to a public address; in dev mode (`NODE_ENV` not `production`) `http://` and loopback addresses are accepted too, private networks and cloud metadata never. One endpoint per URL.
 */
export type WebhookCreateRequest = {
    url: string;
    events: Array<WebhookEventType>;
    description?: string;
};
/**
 * WebhookWithSecret
 *
 * The endpoint as registered, with its signing `secret` (`whsec_…`). The secret is shown only in this response: store it now; it cannot be read again (delete and re-register to get a new one).
 */
export type WebhookWithSecret = {
    id: WebhookId;
    url: string;
    events: Array<WebhookEventType>;
    description: string | null;
    status: WebhookStatus;
    failure_count: number;
    last_delivery_at: Timestamp | null;
    created_at: Timestamp;
    /**
     * Signing secret: `whsec_` and 32 random bytes in standard base64. `X-Service-Signature` is keyed with the whole string; `webhook-signature` with the decoded bytes after `whsec_` (the Standard Webhooks convention).
     */
    secret: string;
};
/**
 * WebhookDeleted
 *
 * Result of a delete; the same whether or not the endpoint existed.
 */
export type WebhookDeleted = {
    /**
     * The id from the path.
     */
    id: string;
    deleted: true;
};
/**
 * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
 */
export type BusinessIdHeader = string;
/**
 * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
 */
export type TestClockHeader = TestClockId;
/**
 * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
 */
export type SessionIdHeader = string;
/**
 * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
 */
export type IdempotencyKey = string;
/**
 * Page size, 1 to 100.
 */
export type LimitQuery = number;
/**
 * Rows to skip, 0 to 100000000; beyond is 400 VALIDATION_ERROR naming `query.offset`.
 */
export type OffsetQuery = number;
/**
 * Location for location-specific pricing and availability.
 */
export type LocationIdQuery = string;
/**
 * Guest bill token from the checkout response. Required when the caller is not the signed-in owner of the order. A wrong or missing token answers 404 NOT_FOUND, never 403.
 */
export type BillTokenQuery = string;
/**
 * Page number, 1 to 1000000; beyond is 400 VALIDATION_ERROR naming `query.page`.
 */
export type PageQuery = number;
export type GetAuthStatusData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/auth/status';
};
export type GetAuthStatusErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetAuthStatusError = GetAuthStatusErrors[keyof GetAuthStatusErrors];
export type GetAuthStatusResponses = {
    /**
     * Sign-in status.
     */
    200: {
        success: true;
        data: AuthStatus;
    };
};
export type GetAuthStatusResponse = GetAuthStatusResponses[keyof GetAuthStatusResponses];
export type RequestOtpData = {
    body: AuthOtpRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/auth/request-otp';
};
export type RequestOtpErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type RequestOtpError = RequestOtpErrors[keyof RequestOtpErrors];
export type RequestOtpResponses = {
    /**
     * Code sent.
     */
    200: {
        success: true;
        data: AuthOtpRequested;
    };
};
export type RequestOtpResponse = RequestOtpResponses[keyof RequestOtpResponses];
export type VerifyOtpData = {
    body: AuthOtpVerifyRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/auth/verify-otp';
};
export type VerifyOtpErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type VerifyOtpError = VerifyOtpErrors[keyof VerifyOtpErrors];
export type VerifyOtpResponses = {
    /**
     * Signed in.
     */
    200: {
        success: true;
        data: AuthSession;
    };
};
export type VerifyOtpResponse = VerifyOtpResponses[keyof VerifyOtpResponses];
export type LogoutCustomerData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/auth/logout';
};
export type LogoutCustomerErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type LogoutCustomerError = LogoutCustomerErrors[keyof LogoutCustomerErrors];
export type LogoutCustomerResponses = {
    /**
     * Signed out.
     */
    200: {
        success: true;
        data: AuthLogoutResult;
    };
};
export type LogoutCustomerResponse = LogoutCustomerResponses[keyof LogoutCustomerResponses];
export type UpdateProfileLegacyData = {
    body: AuthProfileUpdate;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/auth/profile';
};
export type UpdateProfileLegacyErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type UpdateProfileLegacyError = UpdateProfileLegacyErrors[keyof UpdateProfileLegacyErrors];
export type UpdateProfileLegacyResponses = {
    /**
     * Profile saved.
     */
    200: {
        success: true;
        data: AuthProfileUpdateResult;
    };
};
export type UpdateProfileLegacyResponse = UpdateProfileLegacyResponses[keyof UpdateProfileLegacyResponses];
export type UpdateProfileData = {
    body: AuthProfileUpdate;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/auth/profile';
};
export type UpdateProfileErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type UpdateProfileError = UpdateProfileErrors[keyof UpdateProfileErrors];
export type UpdateProfileResponses = {
    /**
     * Profile saved.
     */
    200: {
        success: true;
        data: AuthProfileUpdateResult;
    };
};
export type UpdateProfileResponse = UpdateProfileResponses[keyof UpdateProfileResponses];
export type RequestOtpLegacyData = {
    body: AuthOtpRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/auth/otp/request';
};
export type RequestOtpLegacyErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type RequestOtpLegacyError = RequestOtpLegacyErrors[keyof RequestOtpLegacyErrors];
export type RequestOtpLegacyResponses = {
    /**
     * Code sent.
     */
    200: {
        success: true;
        data: AuthOtpRequested;
    };
};
export type RequestOtpLegacyResponse = RequestOtpLegacyResponses[keyof RequestOtpLegacyResponses];
export type VerifyOtpLegacyData = {
    body: AuthOtpVerifyRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/auth/otp/verify';
};
export type VerifyOtpLegacyErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type VerifyOtpLegacyError = VerifyOtpLegacyErrors[keyof VerifyOtpLegacyErrors];
export type VerifyOtpLegacyResponses = {
    /**
     * Signed in.
     */
    200: {
        success: true;
        data: AuthSession;
    };
};
export type VerifyOtpLegacyResponse = VerifyOtpLegacyResponses[keyof VerifyOtpLegacyResponses];
export type GetAuthUserData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/auth/user';
};
export type GetAuthUserErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetAuthUserError = GetAuthUserErrors[keyof GetAuthUserErrors];
export type GetAuthUserResponses = {
    /**
     * The signed-in customer.
     */
    200: {
        success: true;
        data: Customer;
    };
};
export type GetAuthUserResponse = GetAuthUserResponses[keyof GetAuthUserResponses];
export type ClearCartData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/cart';
};
export type ClearCartErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ClearCartError = ClearCartErrors[keyof ClearCartErrors];
export type ClearCartResponses = {
    /**
     * The emptied cart.
     */
    200: {
        success: true;
        data: Cart;
    };
};
export type ClearCartResponse = ClearCartResponses[keyof ClearCartResponses];
export type GetCartData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/cart';
};
export type GetCartErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetCartError = GetCartErrors[keyof GetCartErrors];
export type GetCartResponses = {
    /**
     * The session cart.
     */
    200: {
        success: true;
        data: Cart;
    };
};
export type GetCartResponse = GetCartResponses[keyof GetCartResponses];
export type ListCartItemsData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/cart/items';
};
export type ListCartItemsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListCartItemsError = ListCartItemsErrors[keyof ListCartItemsErrors];
export type ListCartItemsResponses = {
    /**
     * The cart lines.
     */
    200: {
        success: true;
        data: Array<CartItem>;
    };
};
export type ListCartItemsResponse = ListCartItemsResponses[keyof ListCartItemsResponses];
export type AddCartItemData = {
    body: CartItemCreate;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
        /**
         * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
         */
        'Idempotency-Key'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/cart/items';
};
export type AddCartItemErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type AddCartItemError = AddCartItemErrors[keyof AddCartItemErrors];
export type AddCartItemResponses = {
    /**
     * The added (or merged) line.
     */
    201: {
        success: true;
        data: CartItem;
    };
};
export type AddCartItemResponse = AddCartItemResponses[keyof AddCartItemResponses];
export type RemoveCartItemData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path: {
        /**
         * Cart line id (`ci_…`).
         */
        cart_item_id: string;
    };
    query?: never;
    url: '/api/v1/cart/items/{cart_item_id}';
};
export type RemoveCartItemErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type RemoveCartItemError = RemoveCartItemErrors[keyof RemoveCartItemErrors];
export type RemoveCartItemResponses = {
    /**
     * The cart without the line.
     */
    200: {
        success: true;
        data: Cart;
    };
};
export type RemoveCartItemResponse = RemoveCartItemResponses[keyof RemoveCartItemResponses];
export type UpdateCartItemData = {
    body: CartItemUpdate;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path: {
        /**
         * Cart line id (`ci_…`).
         */
        cart_item_id: string;
    };
    query?: never;
    url: '/api/v1/cart/items/{cart_item_id}';
};
export type UpdateCartItemErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type UpdateCartItemError = UpdateCartItemErrors[keyof UpdateCartItemErrors];
export type UpdateCartItemResponses = {
    /**
     * The updated line.
     */
    200: {
        success: true;
        data: CartItem;
    };
};
export type UpdateCartItemResponse = UpdateCartItemResponses[keyof UpdateCartItemResponses];
export type GetCartCountData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/cart/count';
};
export type GetCartCountErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetCartCountError = GetCartCountErrors[keyof GetCartCountErrors];
export type GetCartCountResponses = {
    /**
     * Total quantity.
     */
    200: {
        success: true;
        data: number;
    };
};
export type GetCartCountResponse = GetCartCountResponses[keyof GetCartCountResponses];
export type GetCartTotalData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/cart/total';
};
export type GetCartTotalErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetCartTotalError = GetCartTotalErrors[keyof GetCartTotalErrors];
export type GetCartTotalResponses = {
    /**
     * The cart total.
     */
    200: {
        success: true;
        data: Money;
    };
};
export type GetCartTotalResponse = GetCartTotalResponses[keyof GetCartTotalResponses];
export type ApplyCartCouponData = {
    body: CartCouponApply;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/cart/coupons';
};
export type ApplyCartCouponErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ApplyCartCouponError = ApplyCartCouponErrors[keyof ApplyCartCouponErrors];
export type ApplyCartCouponResponses = {
    /**
     * The cart with the coupon applied.
     */
    200: {
        success: true;
        data: Cart;
    };
};
export type ApplyCartCouponResponse = ApplyCartCouponResponses[keyof ApplyCartCouponResponses];
export type RemoveCartCouponData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/cart/coupons/current';
};
export type RemoveCartCouponErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type RemoveCartCouponError = RemoveCartCouponErrors[keyof RemoveCartCouponErrors];
export type RemoveCartCouponResponses = {
    /**
     * The cart without a coupon.
     */
    200: {
        success: true;
        data: Cart;
    };
};
export type RemoveCartCouponResponse = RemoveCartCouponResponses[keyof RemoveCartCouponResponses];
export type ClearCartDeliveryData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/cart/delivery';
};
export type ClearCartDeliveryErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ClearCartDeliveryError = ClearCartDeliveryErrors[keyof ClearCartDeliveryErrors];
export type ClearCartDeliveryResponses = {
    /**
     * The cart without a delivery address.
     */
    200: {
        success: true;
        data: Cart;
    };
};
export type ClearCartDeliveryResponse = ClearCartDeliveryResponses[keyof ClearCartDeliveryResponses];
export type SetCartDeliveryData = {
    body: CartDeliveryRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/cart/delivery';
};
export type SetCartDeliveryErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type SetCartDeliveryError = SetCartDeliveryErrors[keyof SetCartDeliveryErrors];
export type SetCartDeliveryResponses = {
    /**
     * The cart with its delivery address and shipping.
     */
    200: {
        success: true;
        data: Cart;
    };
};
export type SetCartDeliveryResponse = SetCartDeliveryResponses[keyof SetCartDeliveryResponses];
export type CheckoutData = {
    body: CheckoutRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
        /**
         * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
         */
        'Idempotency-Key'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/checkout';
};
export type CheckoutErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type CheckoutError = CheckoutErrors[keyof CheckoutErrors];
export type CheckoutResponses = {
    /**
     * Order created; payment pending.
     */
    201: {
        success: true;
        data: CheckoutResult;
    };
};
export type CheckoutResponse = CheckoutResponses[keyof CheckoutResponses];
export type AuthorizePaymentData = {
    body: PaymentAuthorizationRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/payments/authorization';
};
export type AuthorizePaymentErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type AuthorizePaymentError = AuthorizePaymentErrors[keyof AuthorizePaymentErrors];
export type AuthorizePaymentResponses = {
    /**
     * Authorization result.
     */
    200: {
        success: true;
        data: PaymentAuthorization;
    };
};
export type AuthorizePaymentResponse = AuthorizePaymentResponses[keyof AuthorizePaymentResponses];
export type ListOrdersData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: {
        /**
         * Only orders in this status.
         */
        status?: OrderStatus;
        /**
         * Page size, 1 to 100.
         */
        limit?: number;
        /**
         * Rows to skip, 0 to 100000000; beyond is 400 VALIDATION_ERROR naming `query.offset`.
         */
        offset?: number;
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/orders';
};
export type ListOrdersErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListOrdersError = ListOrdersErrors[keyof ListOrdersErrors];
export type ListOrdersResponses = {
    /**
     * The customer's orders.
     */
    200: {
        success: true;
        data: Array<Order>;
    };
};
export type ListOrdersResponse = ListOrdersResponses[keyof ListOrdersResponses];
export type GetOrderData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Order id (`ord_…`). Unknown or not visible: 404 NOT_FOUND.
         */
        order_id: string;
    };
    query?: {
        /**
         * Guest bill token from the checkout response. Required when the caller is not the signed-in owner of the order. A wrong or missing token answers 404 NOT_FOUND, never 403.
         */
        token?: string;
    };
    url: '/api/v1/orders/{order_id}';
};
export type GetOrderErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetOrderError = GetOrderErrors[keyof GetOrderErrors];
export type GetOrderResponses = {
    /**
     * The order.
     */
    200: {
        success: true;
        data: Order;
    };
};
export type GetOrderResponse = GetOrderResponses[keyof GetOrderResponses];
export type GetOrderPaymentStatusData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Order id (`ord_…`). Unknown or not visible: 404 NOT_FOUND.
         */
        order_id: string;
    };
    query?: {
        /**
         * Guest bill token from the checkout response. Required when the caller is not the signed-in owner of the order. A wrong or missing token answers 404 NOT_FOUND, never 403.
         */
        token?: string;
    };
    url: '/api/v1/orders/{order_id}/payment-status';
};
export type GetOrderPaymentStatusErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetOrderPaymentStatusError = GetOrderPaymentStatusErrors[keyof GetOrderPaymentStatusErrors];
export type GetOrderPaymentStatusResponses = {
    /**
     * The payment status record.
     */
    200: {
        success: true;
        data: PaymentStatusRecord;
    };
};
export type GetOrderPaymentStatusResponse = GetOrderPaymentStatusResponses[keyof GetOrderPaymentStatusResponses];
export type CancelOrderData = {
    body?: OrderCancelRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
         */
        'Idempotency-Key'?: string;
    };
    path: {
        /**
         * Order id (`ord_…`). Unknown or not visible: 404 NOT_FOUND.
         */
        order_id: string;
    };
    query?: {
        /**
         * Guest bill token from the checkout response. Required when the caller is not the signed-in owner of the order. A wrong or missing token answers 404 NOT_FOUND, never 403.
         */
        token?: string;
    };
    url: '/api/v1/orders/{order_id}/cancel';
};
export type CancelOrderErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type CancelOrderError = CancelOrderErrors[keyof CancelOrderErrors];
export type CancelOrderResponses = {
    /**
     * The cancelled order.
     */
    200: {
        success: true;
        data: Order;
    };
};
export type CancelOrderResponse = CancelOrderResponses[keyof CancelOrderResponses];
export type AttachOrderCustomerData = {
    body: OrderAttachCustomerRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Order id (`ord_…`). Unknown or not visible: 404 NOT_FOUND.
         */
        order_id: string;
    };
    query?: {
        /**
         * Guest bill token from the checkout response. Required when the caller is not the signed-in owner of the order. A wrong or missing token answers 404 NOT_FOUND, never 403.
         */
        token?: string;
    };
    url: '/api/v1/orders/{order_id}/customer';
};
export type AttachOrderCustomerErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type AttachOrderCustomerError = AttachOrderCustomerErrors[keyof AttachOrderCustomerErrors];
export type AttachOrderCustomerResponses = {
    /**
     * The order with its customer.
     */
    200: {
        success: true;
        data: Order;
    };
};
export type AttachOrderCustomerResponse = AttachOrderCustomerResponses[keyof AttachOrderCustomerResponses];
export type VerifyOrderPaymentData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Order id (`ord_…`). Unknown or not visible: 404 NOT_FOUND.
         */
        order_id: string;
    };
    query?: {
        /**
         * Guest bill token from the checkout response. Required when the caller is not the signed-in owner of the order. A wrong or missing token answers 404 NOT_FOUND, never 403.
         */
        token?: string;
    };
    url: '/api/v1/orders/{order_id}/verify-payment';
};
export type VerifyOrderPaymentErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type VerifyOrderPaymentError = VerifyOrderPaymentErrors[keyof VerifyOrderPaymentErrors];
export type VerifyOrderPaymentResponses = {
    /**
     * The canonical payment status record.
     */
    200: {
        success: true;
        data: PaymentStatusRecord;
    };
};
export type VerifyOrderPaymentResponse = VerifyOrderPaymentResponses[keyof VerifyOrderPaymentResponses];
export type GetProductStockData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Product id (`prod_…`). Unknown or not of this business: 404 NOT_FOUND.
         */
        product_id: string;
    };
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/inventory/products/{product_id}/stock';
};
export type GetProductStockErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetProductStockError = GetProductStockErrors[keyof GetProductStockErrors];
export type GetProductStockResponses = {
    /**
     * Stock per location.
     */
    200: {
        success: true;
        data: StockLevelProduct;
    };
};
export type GetProductStockResponse = GetProductStockResponses[keyof GetProductStockResponses];
export type GetVariantStockData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Variant id (`var_…`). Unknown or not of this business: 404 NOT_FOUND.
         */
        variant_id: string;
    };
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/inventory/variants/{variant_id}/stock';
};
export type GetVariantStockErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetVariantStockError = GetVariantStockErrors[keyof GetVariantStockErrors];
export type GetVariantStockResponses = {
    /**
     * Stock per location.
     */
    200: {
        success: true;
        data: StockLevelVariant;
    };
};
export type GetVariantStockResponse = GetVariantStockResponses[keyof GetVariantStockResponses];
export type GetProductAvailabilityData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Product id (`prod_…`). Unknown or not of this business: 404 NOT_FOUND.
         */
        product_id: string;
    };
    query: {
        /**
         * Units wanted, 1 to 10000.
         */
        quantity: number;
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/inventory/products/{product_id}/availability';
};
export type GetProductAvailabilityErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetProductAvailabilityError = GetProductAvailabilityErrors[keyof GetProductAvailabilityErrors];
export type GetProductAvailabilityResponses = {
    /**
     * Availability.
     */
    200: {
        success: true;
        data: AvailabilityProduct;
    };
};
export type GetProductAvailabilityResponse = GetProductAvailabilityResponses[keyof GetProductAvailabilityResponses];
export type GetVariantAvailabilityData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Variant id (`var_…`). Unknown or not of this business: 404 NOT_FOUND.
         */
        variant_id: string;
    };
    query: {
        /**
         * Units wanted, 1 to 10000.
         */
        quantity: number;
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/inventory/variants/{variant_id}/availability';
};
export type GetVariantAvailabilityErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetVariantAvailabilityError = GetVariantAvailabilityErrors[keyof GetVariantAvailabilityErrors];
export type GetVariantAvailabilityResponses = {
    /**
     * Availability.
     */
    200: {
        success: true;
        data: AvailabilityVariant;
    };
};
export type GetVariantAvailabilityResponse = GetVariantAvailabilityResponses[keyof GetVariantAvailabilityResponses];
export type GetCatalogueSnapshotData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue';
};
export type GetCatalogueSnapshotErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetCatalogueSnapshotError = GetCatalogueSnapshotErrors[keyof GetCatalogueSnapshotErrors];
export type GetCatalogueSnapshotResponses = {
    /**
     * The catalogue snapshot.
     */
    200: {
        success: true;
        data: CatalogueSnapshot;
    };
};
export type GetCatalogueSnapshotResponse = GetCatalogueSnapshotResponses[keyof GetCatalogueSnapshotResponses];
export type ListProductsData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: {
        /**
         * Only products directly in this category.
         */
        category_id?: string;
        /**
         * Only products directly in the category with this slug (alternative to `category_id`).
         */
        category_slug?: string;
        /**
         * Only products classified at or below this node of the standard product taxonomy.
         */
        taxonomy_id?: string;
        /**
         * Case-insensitive match on product name and description.
         */
        search?: string;
        /**
         * Comma-separated tags; a product matches when it carries any of them (case-insensitive).
         */
        tags?: string;
        /**
         * `true` for featured products only, `false` for non-featured only.
         */
        featured?: boolean;
        /**
         * `true` for products with stock available (at `location_id` when given), `false` for sold-out ones only.
         */
        in_stock?: boolean;
        /**
         * Lowest `default_price`, inclusive, in major units of the currency.
         */
        min_price?: number;
        /**
         * Highest `default_price`, inclusive, in major units of the currency.
         */
        max_price?: number;
        /**
         * JSON-encoded object mapping an attribute `key` to a comma-separated list of accepted values, for example `{"size":"M,L","roast":"dark"}`. A product matches when, for every key, its attribute value is one of the listed values (case-insensitive).
         */
        properties?: string;
        /**
         * Sort key.
         */
        sort_by?: 'name' | 'price' | 'created_at' | 'featured';
        /**
         * Sort direction.
         */
        sort_order?: 'asc' | 'desc';
        /**
         * Page size, 1 to 100.
         */
        limit?: number;
        /**
         * Page number, 1 to 1000000; beyond is 400 VALIDATION_ERROR naming `query.page`.
         */
        page?: number;
        /**
         * Opaque `next_cursor` of the previous page. Not combinable with `page`.
         */
        cursor?: string;
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/products';
};
export type ListProductsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListProductsError = ListProductsErrors[keyof ListProductsErrors];
export type ListProductsResponses = {
    /**
     * A page of products.
     */
    200: {
        success: true;
        data: ProductCursorPage;
    };
};
export type ListProductsResponse = ListProductsResponses[keyof ListProductsResponses];
export type GetProductData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Product id (`prod_…`). Unknown, archived or other-business ids are 404 NOT_FOUND.
         */
        product_id: string;
    };
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/products/{product_id}';
};
export type GetProductErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetProductError = GetProductErrors[keyof GetProductErrors];
export type GetProductResponses = {
    /**
     * The product.
     */
    200: {
        success: true;
        data: ProductDetail;
    };
};
export type GetProductResponse = GetProductResponses[keyof GetProductResponses];
export type GetProductSchedulesData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Product id (`prod_…`). Unknown, archived or other-business ids are 404 NOT_FOUND.
         */
        product_id: string;
    };
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/products/{product_id}/schedules';
};
export type GetProductSchedulesErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetProductSchedulesError = GetProductSchedulesErrors[keyof GetProductSchedulesErrors];
export type GetProductSchedulesResponses = {
    /**
     * The schedule rules.
     */
    200: {
        success: true;
        data: ProductSchedule;
    };
};
export type GetProductSchedulesResponse = GetProductSchedulesResponses[keyof GetProductSchedulesResponses];
export type GetProductAvailableNowData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Product id (`prod_…`). Unknown, archived or other-business ids are 404 NOT_FOUND.
         */
        product_id: string;
    };
    query: {
        /**
         * Location to check. Required.
         */
        location_id: string;
    };
    url: '/api/v1/catalogue/products/{product_id}/available-now';
};
export type GetProductAvailableNowErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetProductAvailableNowError = GetProductAvailableNowErrors[keyof GetProductAvailableNowErrors];
export type GetProductAvailableNowResponses = {
    /**
     * The availability check.
     */
    200: {
        success: true;
        data: ProductAvailableNow;
    };
};
export type GetProductAvailableNowResponse = GetProductAvailableNowResponses[keyof GetProductAvailableNowResponses];
export type ListEligibleBillingPlansData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Product id (`prod_…`). Unknown, archived or other-business ids are 404 NOT_FOUND.
         */
        product_id: string;
    };
    query?: {
        /**
         * Customer (`cus_…`) to compute eligibility for; see the description for who may name whom.
         */
        customer_id?: string;
        /**
         * Units the customer intends to subscribe to, 1 to 100.
         */
        quantity?: number;
        /**
         * Value of the order the subscription is part of, a non-negative Money string.
         */
        order_value?: string;
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/products/{product_id}/billing-plans/eligible';
};
export type ListEligibleBillingPlansErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListEligibleBillingPlansError = ListEligibleBillingPlansErrors[keyof ListEligibleBillingPlansErrors];
export type ListEligibleBillingPlansResponses = {
    /**
     * The eligible plans (possibly none).
     */
    200: {
        success: true;
        data: Array<BillingPlan>;
    };
};
export type ListEligibleBillingPlansResponse = ListEligibleBillingPlansResponses[keyof ListEligibleBillingPlansResponses];
export type ListProductVariantsData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Product id (`prod_…`). Unknown, archived or other-business ids are 404 NOT_FOUND.
         */
        product_id: string;
    };
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/products/{product_id}/variants';
};
export type ListProductVariantsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListProductVariantsError = ListProductVariantsErrors[keyof ListProductVariantsErrors];
export type ListProductVariantsResponses = {
    /**
     * The variants.
     */
    200: {
        success: true;
        data: Array<Variant>;
    };
};
export type ListProductVariantsResponse = ListProductVariantsResponses[keyof ListProductVariantsResponses];
export type GetProductVariantAxesData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Product id (`prod_…`). Unknown, archived or other-business ids are 404 NOT_FOUND.
         */
        product_id: string;
    };
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/products/{product_id}/variant-axes';
};
export type GetProductVariantAxesErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetProductVariantAxesError = GetProductVariantAxesErrors[keyof GetProductVariantAxesErrors];
export type GetProductVariantAxesResponses = {
    /**
     * The axes.
     */
    200: {
        success: true;
        data: VariantAxes;
    };
};
export type GetProductVariantAxesResponse = GetProductVariantAxesResponses[keyof GetProductVariantAxesResponses];
export type GetProductVariantData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Product id (`prod_…`). Unknown, archived or other-business ids are 404 NOT_FOUND.
         */
        product_id: string;
        /**
         * Variant id (`var_…`). 404 NOT_FOUND when unknown or not a variant of `product_id`.
         */
        variant_id: string;
    };
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/products/{product_id}/variants/{variant_id}';
};
export type GetProductVariantErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetProductVariantError = GetProductVariantErrors[keyof GetProductVariantErrors];
export type GetProductVariantResponses = {
    /**
     * The variant.
     */
    200: {
        success: true;
        data: Variant;
    };
};
export type GetProductVariantResponse = GetProductVariantResponses[keyof GetProductVariantResponses];
export type FindProductVariantData = {
    body: VariantFindRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Product id (`prod_…`). Unknown, archived or other-business ids are 404 NOT_FOUND.
         */
        product_id: string;
    };
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/products/{product_id}/variants/find';
};
export type FindProductVariantErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type FindProductVariantError = FindProductVariantErrors[keyof FindProductVariantErrors];
export type FindProductVariantResponses = {
    /**
     * The matching variant.
     */
    200: {
        success: true;
        data: Variant;
    };
};
export type FindProductVariantResponse = FindProductVariantResponses[keyof FindProductVariantResponses];
export type ListProductAddOnsData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Product id (`prod_…`). Unknown, archived or other-business ids are 404 NOT_FOUND.
         */
        product_id: string;
    };
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/products/{product_id}/add-ons';
};
export type ListProductAddOnsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListProductAddOnsError = ListProductAddOnsErrors[keyof ListProductAddOnsErrors];
export type ListProductAddOnsResponses = {
    /**
     * The add-on groups.
     */
    200: {
        success: true;
        data: Array<AddOnGroup>;
    };
};
export type ListProductAddOnsResponse = ListProductAddOnsResponses[keyof ListProductAddOnsResponses];
export type CreatePriceQuoteData = {
    body: PriceQuoteCreate;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/quotes';
};
export type CreatePriceQuoteErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type CreatePriceQuoteError = CreatePriceQuoteErrors[keyof CreatePriceQuoteErrors];
export type CreatePriceQuoteResponses = {
    /**
     * The quote was created.
     */
    201: {
        success: true;
        data: PriceQuote;
    };
};
export type CreatePriceQuoteResponse = CreatePriceQuoteResponses[keyof CreatePriceQuoteResponses];
export type GetPriceQuoteData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Quote id (`pq_…`). Unknown ids, and quotes expired for more than 24 hours, are 404 NOT_FOUND.
         */
        quote_id: string;
    };
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/quotes/{quote_id}';
};
export type GetPriceQuoteErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetPriceQuoteError = GetPriceQuoteErrors[keyof GetPriceQuoteErrors];
export type GetPriceQuoteResponses = {
    /**
     * The quote.
     */
    200: {
        success: true;
        data: PriceQuote;
    };
};
export type GetPriceQuoteResponse = GetPriceQuoteResponses[keyof GetPriceQuoteResponses];
export type RefreshPriceQuoteData = {
    body: PriceQuoteRefresh;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Quote id (`pq_…`). Unknown ids, and quotes expired for more than 24 hours, are 404 NOT_FOUND.
         */
        quote_id: string;
    };
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/quotes/{quote_id}/refresh';
};
export type RefreshPriceQuoteErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type RefreshPriceQuoteError = RefreshPriceQuoteErrors[keyof RefreshPriceQuoteErrors];
export type RefreshPriceQuoteResponses = {
    /**
     * The re-priced quote.
     */
    200: {
        success: true;
        data: PriceQuote;
    };
};
export type RefreshPriceQuoteResponse = RefreshPriceQuoteResponses[keyof RefreshPriceQuoteResponses];
export type ValidateDealData = {
    body: DealValidateRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/deals/validate';
};
export type ValidateDealErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ValidateDealError = ValidateDealErrors[keyof ValidateDealErrors];
export type ValidateDealResponses = {
    /**
     * The validation result (valid or not).
     */
    200: {
        success: true;
        data: DealValidation;
    };
};
export type ValidateDealResponse = ValidateDealResponses[keyof ValidateDealResponses];
export type ListCategoriesData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/categories';
};
export type ListCategoriesErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListCategoriesError = ListCategoriesErrors[keyof ListCategoriesErrors];
export type ListCategoriesResponses = {
    /**
     * The categories.
     */
    200: {
        success: true;
        data: Array<Category>;
    };
};
export type ListCategoriesResponse = ListCategoriesResponses[keyof ListCategoriesResponses];
export type GetCategoryData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Category id (`cat_…`). 404 NOT_FOUND when unknown.
         */
        category_id: string;
    };
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/categories/{category_id}';
};
export type GetCategoryErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetCategoryError = GetCategoryErrors[keyof GetCategoryErrors];
export type GetCategoryResponses = {
    /**
     * The category.
     */
    200: {
        success: true;
        data: Category;
    };
};
export type GetCategoryResponse = GetCategoryResponses[keyof GetCategoryResponses];
export type ListCategoryProductsData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Category id (`cat_…`). 404 NOT_FOUND when unknown.
         */
        category_id: string;
    };
    query?: {
        /**
         * Page size, 1 to 100.
         */
        limit?: number;
        /**
         * Rows to skip, 0 to 100000000; beyond is 400 VALIDATION_ERROR naming `query.offset`.
         */
        offset?: number;
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/categories/{category_id}/products';
};
export type ListCategoryProductsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListCategoryProductsError = ListCategoryProductsErrors[keyof ListCategoryProductsErrors];
export type ListCategoryProductsResponses = {
    /**
     * A page of the category's products.
     */
    200: {
        success: true;
        data: ProductOffsetPage;
    };
};
export type ListCategoryProductsResponse = ListCategoryProductsResponses[keyof ListCategoryProductsResponses];
export type ListCategoryAttributesData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Category id (`cat_…`). 404 NOT_FOUND when unknown.
         */
        category_id: string;
    };
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/categories/{category_id}/attributes';
};
export type ListCategoryAttributesErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListCategoryAttributesError = ListCategoryAttributesErrors[keyof ListCategoryAttributesErrors];
export type ListCategoryAttributesResponses = {
    /**
     * The attribute definitions.
     */
    200: {
        success: true;
        data: Array<AttributeDefinition>;
    };
};
export type ListCategoryAttributesResponse = ListCategoryAttributesResponses[keyof ListCategoryAttributesResponses];
export type ListCategoryDealsData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Category id (`cat_…`). 404 NOT_FOUND when unknown.
         */
        category_id: string;
    };
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/categories/{category_id}/deals';
};
export type ListCategoryDealsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListCategoryDealsError = ListCategoryDealsErrors[keyof ListCategoryDealsErrors];
export type ListCategoryDealsResponses = {
    /**
     * The active deals.
     */
    200: {
        success: true;
        data: Array<Deal>;
    };
};
export type ListCategoryDealsResponse = ListCategoryDealsResponses[keyof ListCategoryDealsResponses];
export type ListCollectionsData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: {
        /**
         * Case-insensitive substring match on the collection name.
         */
        search?: string;
        /**
         * Maximum number of collections returned, 1 to 100. The list is not paginated.
         */
        limit?: number;
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/collections';
};
export type ListCollectionsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListCollectionsError = ListCollectionsErrors[keyof ListCollectionsErrors];
export type ListCollectionsResponses = {
    /**
     * The live collections.
     */
    200: {
        success: true;
        data: Array<Collection>;
    };
};
export type ListCollectionsResponse = ListCollectionsResponses[keyof ListCollectionsResponses];
export type GetCollectionData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Collection id (`col_…`). 404 NOT_FOUND when unknown or outside its `starts_at`/`ends_at` window.
         */
        collection_id: string;
    };
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/collections/{collection_id}';
};
export type GetCollectionErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetCollectionError = GetCollectionErrors[keyof GetCollectionErrors];
export type GetCollectionResponses = {
    /**
     * The collection.
     */
    200: {
        success: true;
        data: CollectionDetail;
    };
};
export type GetCollectionResponse = GetCollectionResponses[keyof GetCollectionResponses];
export type ListCollectionProductsData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Collection id (`col_…`). 404 NOT_FOUND when unknown or outside its `starts_at`/`ends_at` window.
         */
        collection_id: string;
    };
    query?: {
        /**
         * Page number, 1 to 1000000; beyond is 400 VALIDATION_ERROR naming `query.page`.
         */
        page?: number;
        /**
         * Page size, 1 to 100.
         */
        limit?: number;
        /**
         * Rows to skip, 0 to 100000000; beyond is 400 VALIDATION_ERROR naming `query.offset`.
         */
        offset?: number;
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/collections/{collection_id}/products';
};
export type ListCollectionProductsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListCollectionProductsError = ListCollectionProductsErrors[keyof ListCollectionProductsErrors];
export type ListCollectionProductsResponses = {
    /**
     * A page of the collection's products.
     */
    200: {
        success: true;
        data: ProductOffsetPage;
    };
};
export type ListCollectionProductsResponse = ListCollectionProductsResponses[keyof ListCollectionProductsResponses];
export type ListCollectionAttributesData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Collection id (`col_…`). 404 NOT_FOUND when unknown or outside its `starts_at`/`ends_at` window.
         */
        collection_id: string;
    };
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/collections/{collection_id}/attributes';
};
export type ListCollectionAttributesErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListCollectionAttributesError = ListCollectionAttributesErrors[keyof ListCollectionAttributesErrors];
export type ListCollectionAttributesResponses = {
    /**
     * The attribute definitions.
     */
    200: {
        success: true;
        data: Array<AttributeDefinition>;
    };
};
export type ListCollectionAttributesResponse = ListCollectionAttributesResponses[keyof ListCollectionAttributesResponses];
export type ListCollectionDealsData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Collection id (`col_…`). 404 NOT_FOUND when unknown or outside its `starts_at`/`ends_at` window.
         */
        collection_id: string;
    };
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/collections/{collection_id}/deals';
};
export type ListCollectionDealsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListCollectionDealsError = ListCollectionDealsErrors[keyof ListCollectionDealsErrors];
export type ListCollectionDealsResponses = {
    /**
     * The active deals.
     */
    200: {
        success: true;
        data: Array<Deal>;
    };
};
export type ListCollectionDealsResponse = ListCollectionDealsResponses[keyof ListCollectionDealsResponses];
export type ListBundlesData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: {
        /**
         * Case-insensitive substring match on the bundle name.
         */
        search?: string;
        /**
         * Maximum number of bundles returned, 1 to 100. The list is not paginated.
         */
        limit?: number;
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/bundles';
};
export type ListBundlesErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListBundlesError = ListBundlesErrors[keyof ListBundlesErrors];
export type ListBundlesResponses = {
    /**
     * The bundles.
     */
    200: {
        success: true;
        data: Array<Bundle>;
    };
};
export type ListBundlesResponse = ListBundlesResponses[keyof ListBundlesResponses];
export type GetBundleData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Bundle id (`bun_…`). 404 NOT_FOUND when unknown or inactive.
         */
        bundle_id: string;
    };
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/bundles/{bundle_id}';
};
export type GetBundleErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetBundleError = GetBundleErrors[keyof GetBundleErrors];
export type GetBundleResponses = {
    /**
     * The bundle.
     */
    200: {
        success: true;
        data: BundleDetail;
    };
};
export type GetBundleResponse = GetBundleResponses[keyof GetBundleResponses];
export type ListCompositesData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: {
        /**
         * Maximum number of composites returned, 1 to 100. The list is not paginated.
         */
        limit?: number;
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/composites';
};
export type ListCompositesErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListCompositesError = ListCompositesErrors[keyof ListCompositesErrors];
export type ListCompositesResponses = {
    /**
     * The composites.
     */
    200: {
        success: true;
        data: Array<Composite>;
    };
};
export type ListCompositesResponse = ListCompositesResponses[keyof ListCompositesResponses];
export type GetCompositeData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Composite id (`comp_…`). 404 NOT_FOUND when unknown or inactive.
         */
        composite_id: string;
    };
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/composites/{composite_id}';
};
export type GetCompositeErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetCompositeError = GetCompositeErrors[keyof GetCompositeErrors];
export type GetCompositeResponses = {
    /**
     * The composite.
     */
    200: {
        success: true;
        data: Composite;
    };
};
export type GetCompositeResponse = GetCompositeResponses[keyof GetCompositeResponses];
export type GetCompositeByProductData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Product id (`prod_…`) of a composite product. 404 NOT_FOUND when unknown or not a composite.
         */
        product_id: string;
    };
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/composites/by-product/{product_id}';
};
export type GetCompositeByProductErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetCompositeByProductError = GetCompositeByProductErrors[keyof GetCompositeByProductErrors];
export type GetCompositeByProductResponses = {
    /**
     * The composite.
     */
    200: {
        success: true;
        data: Composite;
    };
};
export type GetCompositeByProductResponse = GetCompositeByProductResponses[keyof GetCompositeByProductResponses];
export type CalculateCompositePriceData = {
    body: CompositePriceRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Composite id (`comp_…`). 404 NOT_FOUND when unknown or inactive.
         */
        composite_id: string;
    };
    query?: {
        /**
         * Location for location-specific pricing and availability.
         */
        location_id?: string;
    };
    url: '/api/v1/catalogue/composites/{composite_id}/calculate-price';
};
export type CalculateCompositePriceErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type CalculateCompositePriceError = CalculateCompositePriceErrors[keyof CalculateCompositePriceErrors];
export type CalculateCompositePriceResponses = {
    /**
     * The calculated price.
     */
    200: {
        success: true;
        data: CompositePriceCalculation;
    };
};
export type CalculateCompositePriceResponse = CalculateCompositePriceResponses[keyof CalculateCompositePriceResponses];
export type ListServicesData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: {
        /**
         * Only services offered at this location.
         */
        location_id?: string;
    };
    url: '/api/v1/scheduling/services';
};
export type ListServicesErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListServicesError = ListServicesErrors[keyof ListServicesErrors];
export type ListServicesResponses = {
    /**
     * The services.
     */
    200: {
        success: true;
        data: Array<Service>;
    };
};
export type ListServicesResponse = ListServicesResponses[keyof ListServicesResponses];
export type GetServiceData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Service id (`svc_…`).
         */
        service_id: string;
    };
    query?: never;
    url: '/api/v1/scheduling/services/{service_id}';
};
export type GetServiceErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetServiceError = GetServiceErrors[keyof GetServiceErrors];
export type GetServiceResponses = {
    /**
     * The service.
     */
    200: {
        success: true;
        data: Service;
    };
};
export type GetServiceResponse = GetServiceResponses[keyof GetServiceResponses];
export type ListSlotsData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query: {
        /**
         * Service id (`svc_…`).
         */
        service_id: string;
        /**
         * Local date `YYYY-MM-DD` in the location's time zone.
         */
        date: string;
        /**
         * Variant whose duration, buffer and capacity overrides apply (`var_…`).
         */
        variant_id?: string;
        /**
         * Participants to seat in one slot.
         */
        participant_count?: number;
        /**
         * Location (`loc_…`); required when the service has several locations.
         */
        location_id?: string;
        /**
         * Only slots this staff member (`stf_…`, one of the service's `staff`) can take.
         */
        staff_id?: string;
    };
    url: '/api/v1/scheduling/slots';
};
export type ListSlotsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListSlotsError = ListSlotsErrors[keyof ListSlotsErrors];
export type ListSlotsResponses = {
    /**
     * The slots of the date.
     */
    200: {
        success: true;
        data: SlotDay;
    };
};
export type ListSlotsResponse = ListSlotsResponses[keyof ListSlotsResponses];
export type CheckSlotData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query: {
        /**
         * Service id (`svc_…`).
         */
        service_id: string;
        /**
         * Start time to check, ISO 8601 with `Z` or an offset.
         */
        slot_time: string;
        /**
         * Length to check instead of the service or variant duration.
         */
        duration_minutes?: number;
        /**
         * Variant whose duration, buffer and capacity apply (`var_…`).
         */
        variant_id?: string;
        /**
         * Participants to seat.
         */
        participant_count?: number;
        /**
         * Location (`loc_…`); required when the service has several locations.
         */
        location_id?: string;
        /**
         * Check for this staff member (`stf_…`) only.
         */
        staff_id?: string;
    };
    url: '/api/v1/scheduling/slots/check';
};
export type CheckSlotErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type CheckSlotError = CheckSlotErrors[keyof CheckSlotErrors];
export type CheckSlotResponses = {
    /**
     * The check result.
     */
    200: {
        success: true;
        data: SlotCheckResult;
    };
};
export type CheckSlotResponse = CheckSlotResponses[keyof CheckSlotResponses];
export type GetAvailabilityData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query: {
        /**
         * Service id (`svc_…`).
         */
        service_id: string;
        /**
         * First local date `YYYY-MM-DD`.
         */
        start_date: string;
        /**
         * Last local date `YYYY-MM-DD`, inclusive, not before `start_date` and at most 61 days after it.
         */
        end_date: string;
        /**
         * Variant whose overrides apply (`var_…`).
         */
        variant_id?: string;
        /**
         * Location (`loc_…`); required when the service has several locations.
         */
        location_id?: string;
        /**
         * Only slots this staff member (`stf_…`) can take.
         */
        staff_id?: string;
        /**
         * Participants to seat in one slot.
         */
        participant_count?: number;
    };
    url: '/api/v1/scheduling/availability';
};
export type GetAvailabilityErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetAvailabilityError = GetAvailabilityErrors[keyof GetAvailabilityErrors];
export type GetAvailabilityResponses = {
    /**
     * The availability map.
     */
    200: {
        success: true;
        data: ServiceAvailability;
    };
};
export type GetAvailabilityResponse = GetAvailabilityResponses[keyof GetAvailabilityResponses];
export type ListBookingsData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: {
        /**
         * Only bookings with this status.
         */
        status?: BookingStatus;
        /**
         * true for bookings that have not started, false for those that have.
         */
        upcoming?: boolean;
        /**
         * Page size, 1 to 100.
         */
        limit?: number;
        /**
         * Rows to skip, 0 to 100000000; beyond is 400 VALIDATION_ERROR naming `query.offset`.
         */
        offset?: number;
    };
    url: '/api/v1/scheduling/bookings';
};
export type ListBookingsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListBookingsError = ListBookingsErrors[keyof ListBookingsErrors];
export type ListBookingsResponses = {
    /**
     * The customer's bookings.
     */
    200: {
        success: true;
        data: Array<Booking>;
    };
};
export type ListBookingsResponse = ListBookingsResponses[keyof ListBookingsResponses];
export type RescheduleBookingData = {
    body: BookingRescheduleRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: {
        /**
         * Guest bill token from the checkout response. Required when the caller is not the signed-in owner of the order. A wrong or missing token answers 404 NOT_FOUND, never 403.
         */
        token?: string;
    };
    url: '/api/v1/scheduling/bookings/reschedule';
};
export type RescheduleBookingErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type RescheduleBookingError = RescheduleBookingErrors[keyof RescheduleBookingErrors];
export type RescheduleBookingResponses = {
    /**
     * The rescheduled booking.
     */
    200: {
        success: true;
        data: Booking;
    };
};
export type RescheduleBookingResponse = RescheduleBookingResponses[keyof RescheduleBookingResponses];
export type GetBookingData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Booking id (`bk_…`).
         */
        booking_id: string;
    };
    query?: {
        /**
         * Guest bill token from the checkout response. Required when the caller is not the signed-in owner of the order. A wrong or missing token answers 404 NOT_FOUND, never 403.
         */
        token?: string;
    };
    url: '/api/v1/scheduling/bookings/{booking_id}';
};
export type GetBookingErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetBookingError = GetBookingErrors[keyof GetBookingErrors];
export type GetBookingResponses = {
    /**
     * The booking.
     */
    200: {
        success: true;
        data: Booking;
    };
};
export type GetBookingResponse = GetBookingResponses[keyof GetBookingResponses];
export type CancelBookingData = {
    body?: BookingCancelRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
         */
        'Idempotency-Key'?: string;
    };
    path: {
        /**
         * Booking id (`bk_…`).
         */
        booking_id: string;
    };
    query?: {
        /**
         * Guest bill token from the checkout response. Required when the caller is not the signed-in owner of the order. A wrong or missing token answers 404 NOT_FOUND, never 403.
         */
        token?: string;
    };
    url: '/api/v1/scheduling/bookings/{booking_id}/cancel';
};
export type CancelBookingErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type CancelBookingError = CancelBookingErrors[keyof CancelBookingErrors];
export type CancelBookingResponses = {
    /**
     * The cancelled booking.
     */
    200: {
        success: true;
        data: Booking;
    };
};
export type CancelBookingResponse = CancelBookingResponses[keyof CancelBookingResponses];
export type ListSubscriptionsData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: never;
    url: '/api/v1/subscriptions';
};
export type ListSubscriptionsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListSubscriptionsError = ListSubscriptionsErrors[keyof ListSubscriptionsErrors];
export type ListSubscriptionsResponses = {
    /**
     * The customer's subscriptions (at most 100).
     */
    200: {
        success: true;
        data: Array<Subscription>;
    };
};
export type ListSubscriptionsResponse = ListSubscriptionsResponses[keyof ListSubscriptionsResponses];
export type GetSubscriptionData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Subscription id (`sub_…`).
         */
        subscription_id: string;
    };
    query?: never;
    url: '/api/v1/subscriptions/{subscription_id}';
};
export type GetSubscriptionErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetSubscriptionError = GetSubscriptionErrors[keyof GetSubscriptionErrors];
export type GetSubscriptionResponses = {
    /**
     * The subscription detail.
     */
    200: {
        success: true;
        data: SubscriptionDetail;
    };
};
export type GetSubscriptionResponse = GetSubscriptionResponses[keyof GetSubscriptionResponses];
export type CancelSubscriptionData = {
    body?: SubscriptionCancelRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Subscription id (`sub_…`).
         */
        subscription_id: string;
    };
    query?: never;
    url: '/api/v1/subscriptions/{subscription_id}/cancel';
};
export type CancelSubscriptionErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type CancelSubscriptionError = CancelSubscriptionErrors[keyof CancelSubscriptionErrors];
export type CancelSubscriptionResponses = {
    /**
     * Cancellation scheduled (or done); `data` is null.
     */
    200: {
        success: true;
        data: null;
    };
};
export type CancelSubscriptionResponse = CancelSubscriptionResponses[keyof CancelSubscriptionResponses];
export type PauseSubscriptionData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Subscription id (`sub_…`).
         */
        subscription_id: string;
    };
    query?: never;
    url: '/api/v1/subscriptions/{subscription_id}/pause';
};
export type PauseSubscriptionErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type PauseSubscriptionError = PauseSubscriptionErrors[keyof PauseSubscriptionErrors];
export type PauseSubscriptionResponses = {
    /**
     * The paused subscription.
     */
    200: {
        success: true;
        data: SubscriptionDetail;
    };
};
export type PauseSubscriptionResponse = PauseSubscriptionResponses[keyof PauseSubscriptionResponses];
export type ResumeSubscriptionData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Subscription id (`sub_…`).
         */
        subscription_id: string;
    };
    query?: never;
    url: '/api/v1/subscriptions/{subscription_id}/resume';
};
export type ResumeSubscriptionErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ResumeSubscriptionError = ResumeSubscriptionErrors[keyof ResumeSubscriptionErrors];
export type ResumeSubscriptionResponses = {
    /**
     * The resumed subscription.
     */
    200: {
        success: true;
        data: SubscriptionDetail;
    };
};
export type ResumeSubscriptionResponse = ResumeSubscriptionResponses[keyof ResumeSubscriptionResponses];
export type SkipSubscriptionData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
         */
        'Idempotency-Key'?: string;
    };
    path: {
        /**
         * Subscription id (`sub_…`).
         */
        subscription_id: string;
    };
    query?: never;
    url: '/api/v1/subscriptions/{subscription_id}/skip';
};
export type SkipSubscriptionErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type SkipSubscriptionError = SkipSubscriptionErrors[keyof SkipSubscriptionErrors];
export type SkipSubscriptionResponses = {
    /**
     * The subscription with its next renewal moved one interval later.
     */
    200: {
        success: true;
        data: SubscriptionDetail;
    };
};
export type SkipSubscriptionResponse = SkipSubscriptionResponses[keyof SkipSubscriptionResponses];
export type RecordActivityEventsData = {
    body: ActivityEventsRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/activity/events';
};
export type RecordActivityEventsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type RecordActivityEventsError = RecordActivityEventsErrors[keyof RecordActivityEventsErrors];
export type RecordActivityEventsResponses = {
    /**
     * Events recorded; intent and messages recomputed.
     */
    200: {
        success: true;
        data: ActivityEventsResult;
    };
};
export type RecordActivityEventsResponse = RecordActivityEventsResponses[keyof RecordActivityEventsResponses];
export type GetActivityStateData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/activity/state';
};
export type GetActivityStateErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetActivityStateError = GetActivityStateErrors[keyof GetActivityStateErrors];
export type GetActivityStateResponses = {
    /**
     * The activity state.
     */
    200: {
        success: true;
        data: ActivityState;
    };
};
export type GetActivityStateResponse = GetActivityStateResponses[keyof GetActivityStateResponses];
export type ListRecommendationsData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: {
        /**
         * Recommendations to return, 1 to 50.
         */
        limit?: number;
    };
    url: '/api/v1/activity/recommendations';
};
export type ListRecommendationsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListRecommendationsError = ListRecommendationsErrors[keyof ListRecommendationsErrors];
export type ListRecommendationsResponses = {
    /**
     * The recommendations.
     */
    200: {
        success: true;
        data: ActivityRecommendations;
    };
};
export type ListRecommendationsResponse = ListRecommendationsResponses[keyof ListRecommendationsResponses];
export type DismissActivityMessageData = {
    body: ActivityDismissRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/activity/messages/dismiss';
};
export type DismissActivityMessageErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type DismissActivityMessageError = DismissActivityMessageErrors[keyof DismissActivityMessageErrors];
export type DismissActivityMessageResponses = {
    /**
     * The message is dismissed; the remaining messages.
     */
    200: {
        success: true;
        data: ActivityDismissResult;
    };
};
export type DismissActivityMessageResponse = DismissActivityMessageResponses[keyof DismissActivityMessageResponses];
export type GetFxRatesData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: {
        /**
         * ISO 4217 base currency; defaults to the business's currency, otherwise one the business accepts.
         */
        base?: string;
    };
    url: '/api/v1/fx/rates';
};
export type GetFxRatesErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetFxRatesError = GetFxRatesErrors[keyof GetFxRatesErrors];
export type GetFxRatesResponses = {
    /**
     * The rates.
     */
    200: {
        success: true;
        data: FxRates;
    };
};
export type GetFxRatesResponse = GetFxRatesResponses[keyof GetFxRatesResponses];
export type CreateFxQuoteData = {
    body: FxQuoteRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: never;
    url: '/api/v1/fx/quotes';
};
export type CreateFxQuoteErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type CreateFxQuoteError = CreateFxQuoteErrors[keyof CreateFxQuoteErrors];
export type CreateFxQuoteResponses = {
    /**
     * The quote was created.
     */
    201: {
        success: true;
        data: FxQuote;
    };
};
export type CreateFxQuoteResponse = CreateFxQuoteResponses[keyof CreateFxQuoteResponses];
export type GetFxQuoteData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * FX quote id (`fxq_…`).
         */
        quote_id: string;
    };
    query?: never;
    url: '/api/v1/fx/quotes/{quote_id}';
};
export type GetFxQuoteErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetFxQuoteError = GetFxQuoteErrors[keyof GetFxQuoteErrors];
export type GetFxQuoteResponses = {
    /**
     * The quote.
     */
    200: {
        success: true;
        data: FxQuote;
    };
};
export type GetFxQuoteResponse = GetFxQuoteResponses[keyof GetFxQuoteResponses];
export type AutocompletePlacesData = {
    body: PlaceAutocompleteRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: never;
    url: '/api/v1/places/autocomplete';
};
export type AutocompletePlacesErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type AutocompletePlacesError = AutocompletePlacesErrors[keyof AutocompletePlacesErrors];
export type AutocompletePlacesResponses = {
    /**
     * The suggestions.
     */
    200: {
        success: true;
        data: PlacePredictions;
    };
};
export type AutocompletePlacesResponse = AutocompletePlacesResponses[keyof AutocompletePlacesResponses];
export type GetPlaceDetailsData = {
    body: PlaceDetailsRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: never;
    url: '/api/v1/places/details';
};
export type GetPlaceDetailsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type GetPlaceDetailsError = GetPlaceDetailsErrors[keyof GetPlaceDetailsErrors];
export type GetPlaceDetailsResponses = {
    /**
     * The place details.
     */
    200: {
        success: true;
        data: PlaceDetails;
    };
};
export type GetPlaceDetailsResponse = GetPlaceDetailsResponses[keyof GetPlaceDetailsResponses];
export type InitUploadData = {
    body: UploadInitRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
        /**
         * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
         */
        'Idempotency-Key'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/uploads/init';
};
export type InitUploadErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type InitUploadError = InitUploadErrors[keyof InitUploadErrors];
export type InitUploadResponses = {
    /**
     * Where to PUT the bytes.
     */
    200: {
        success: true;
        data: UploadInitResult;
    };
};
export type InitUploadResponse = InitUploadResponses[keyof InitUploadResponses];
export type ConfirmUploadData = {
    body: UploadConfirmRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/uploads/confirm';
};
export type ConfirmUploadErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ConfirmUploadError = ConfirmUploadErrors[keyof ConfirmUploadErrors];
export type ConfirmUploadResponses = {
    /**
     * The confirmed upload.
     */
    200: {
        success: true;
        data: Upload;
    };
};
export type ConfirmUploadResponse = ConfirmUploadResponses[keyof ConfirmUploadResponses];
export type PutUploadContentData = {
    /**
     * The raw file bytes, exactly `size_bytes` long, with the declared `Content-Type`.
     */
    body: Blob | File;
    headers?: {
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Token from the `upload_url`.
         */
        upload_token: string;
    };
    query?: never;
    url: '/uploads/{upload_token}';
};
export type PutUploadContentErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * A key was sent (this operation needs none) together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: ErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type PutUploadContentError = PutUploadContentErrors[keyof PutUploadContentErrors];
export type PutUploadContentResponses = {
    /**
     * The bytes are stored; confirm the upload next.
     */
    204: void;
};
export type PutUploadContentResponse = PutUploadContentResponses[keyof PutUploadContentResponses];
export type OpenSupportConversationData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/support/conversation';
};
export type OpenSupportConversationErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type OpenSupportConversationError = OpenSupportConversationErrors[keyof OpenSupportConversationErrors];
export type OpenSupportConversationResponses = {
    /**
     * The conversation and its recent messages.
     */
    200: {
        success: true;
        data: SupportConversationView;
    };
};
export type OpenSupportConversationResponse = OpenSupportConversationResponses[keyof OpenSupportConversationResponses];
export type ListSupportMessagesData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: {
        /**
         * Only messages created after this ISO 8601 instant.
         */
        after?: string;
        /**
         * Messages to return, 1 to 100.
         */
        limit?: number;
    };
    url: '/api/v1/support/conversation/messages';
};
export type ListSupportMessagesErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListSupportMessagesError = ListSupportMessagesErrors[keyof ListSupportMessagesErrors];
export type ListSupportMessagesResponses = {
    /**
     * The messages, oldest first.
     */
    200: {
        success: true;
        data: Array<SupportMessage>;
    };
};
export type ListSupportMessagesResponse = ListSupportMessagesResponses[keyof ListSupportMessagesResponses];
export type SendSupportMessageData = {
    body: SupportSendMessageRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/support/conversation/messages';
};
export type SendSupportMessageErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The `client_id` was already accepted on this conversation: nothing new was stored, and `data` is the original message.
     */
    409: {
        success: false;
        error: Error;
        data: SupportMessage;
    };
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type SendSupportMessageError = SendSupportMessageErrors[keyof SendSupportMessageErrors];
export type SendSupportMessageResponses = {
    /**
     * The created message.
     */
    201: {
        success: true;
        data: SupportMessage;
    };
};
export type SendSupportMessageResponse = SendSupportMessageResponses[keyof SendSupportMessageResponses];
export type ConnectSupportWebSocketData = {
    body?: never;
    headers: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Must be `websocket`.
         */
        Upgrade: 'websocket';
        /**
         * WebSocket protocol version; must be 13.
         */
        'Sec-WebSocket-Version': '13';
        /**
         * Base64 nonce of the handshake (RFC 6455).
         */
        'Sec-WebSocket-Key': string;
        /**
         * Storefront session id for clients that cannot keep the `sf_session` cookie: send back the `X-Session-Id` response header of an earlier call. Without either, a new session is issued.
         */
        'X-Session-Id'?: string;
    };
    path?: never;
    query?: {
        /**
         * Publishable key, for browsers that cannot send `X-API-Key` on a WebSocket.
         */
        key?: string;
        /**
         * Storefront session id, for clients without the `sf_session` cookie that cannot send `X-Session-Id`.
         */
        session_id?: string;
        /**
         * A signed-in customer's session token, for browsers that cannot send `Authorization: Bearer` on a WebSocket. Never logged.
         */
        access_token?: string;
    };
    url: '/api/v1/support/conversation/ws';
};
export type ConnectSupportWebSocketErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
    /**
     * The connection was not upgraded; the body is the storefront error envelope.
     */
    default: ErrorEnvelope;
};
export type ConnectSupportWebSocketError = ConnectSupportWebSocketErrors[keyof ConnectSupportWebSocketErrors];
export type ConnectSupportWebSocketResponses = {
    /**
     * The connection was not upgraded; the body is the storefront error envelope.
     */
    default: ErrorEnvelope;
};
export type ConnectSupportWebSocketResponse = ConnectSupportWebSocketResponses[keyof ConnectSupportWebSocketResponses];
export type ListWebhooksData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: never;
    url: '/api/v1/webhooks';
};
export type ListWebhooksErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type ListWebhooksError = ListWebhooksErrors[keyof ListWebhooksErrors];
export type ListWebhooksResponses = {
    /**
     * The endpoints.
     */
    200: {
        success: true;
        data: Array<Webhook>;
    };
};
export type ListWebhooksResponse = ListWebhooksResponses[keyof ListWebhooksResponses];
export type CreateWebhookData = {
    body: WebhookCreateRequest;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: never;
    url: '/api/v1/webhooks';
};
export type CreateWebhookErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type CreateWebhookError = CreateWebhookErrors[keyof CreateWebhookErrors];
export type CreateWebhookResponses = {
    /**
     * The registered endpoint, with its secret (shown once).
     */
    201: {
        success: true;
        data: WebhookWithSecret;
    };
};
export type CreateWebhookResponse = CreateWebhookResponses[keyof CreateWebhookResponses];
export type DeleteWebhookData = {
    body?: never;
    headers?: {
        /**
         * Optional `biz_…` override when one key serves several businesses; ignored otherwise. A business the key does not serve answers 403 FORBIDDEN. This is a plain header, not a credential: SDK clients set it per call (`headers: { 'X-Business-Id': … }`) or in the client's headers, never through `auth`.
         */
        'X-Business-Id'?: string;
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Webhook endpoint id (`whk_…`).
         */
        webhook_id: string;
    };
    query?: never;
    url: '/api/v1/webhooks/{webhook_id}';
};
export type DeleteWebhookErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: ErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: ErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: ErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST.
     */
    408: ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: ErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: ErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: ErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: ErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: ErrorEnvelope;
};
export type DeleteWebhookError = DeleteWebhookErrors[keyof DeleteWebhookErrors];
export type DeleteWebhookResponses = {
    /**
     * The endpoint is gone.
     */
    200: {
        success: true;
        data: WebhookDeleted;
    };
};
export type DeleteWebhookResponse = DeleteWebhookResponses[keyof DeleteWebhookResponses];
