export type ClientOptions = {
    baseUrl: 'http://127.0.0.1:8080' | (string & {});
};
/**
 * TestClockId
 *
 * Sandbox test clock identifier (opaque; prefix `clock_`).
 */
export type TestClockId = string;
/**
 * LinkContact
 *
 * A sign-in contact: an E.164 phone number (`+233241234567`) or an email address. It must also fit the request's `contact_type` (default `phone`): a phone contact with `contact_type: email`, or an email contact without it, is 400 VALIDATION_ERROR naming `contact`. Emails are compared case-insensitively.
 */
export type LinkContact = string | string;
/**
 * LinkContactType
 *
 * How `contact` is to be read: `phone` (E.164, for example `+233241234567`) or `email`. Defaults to `phone` when omitted.
 */
export type LinkContactType = 'phone' | 'email';
/**
 * LinkRequestOtpRequest
 *
 * Where to send a one-time code. With `contact_type` `phone` (the default) `contact` must be an E.164 phone number; with `email` it must be an email address. Anything else is 400 VALIDATION_ERROR naming `contact`.
 */
export type LinkRequestOtpRequest = {
    contact: LinkContact;
    contact_type?: LinkContactType;
};
/**
 * LinkRequestOtpResult
 *
 * A code was sent (or, in the sandbox, written to the dev outbox).
 */
export type LinkRequestOtpResult = {
    success: true;
    /**
     * Human-readable confirmation naming the masked contact.
     */
    message: string;
    /**
     * Seconds until the code expires (300).
     */
    expires_in: number;
    /**
     * True when no account holds this contact yet; verifying the code will create one.
     */
    is_new_account: boolean;
};
/**
 * Timestamp
 *
 * ISO 8601 instant in UTC, with millisecond precision and a `Z` suffix.
 */
export type Timestamp = string;
/**
 * LinkMeta
 */
export type LinkMeta = {
    timestamp: Timestamp;
};
/**
 * LinkStatus
 *
 * Mirrors the HTTP status of the response.
 */
export type LinkStatus = {
    code: number;
    success: boolean;
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
 * LinkErrorEnvelope
 *
 * Account (Link) API failure envelope; `data` is null and `error` explains.
 */
export type LinkErrorEnvelope = {
    data: null;
    error: Error;
    meta: LinkMeta;
    status: LinkStatus;
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
 * LinkVerifyOtpRequest
 *
 * The contact a code was requested for and the code. `contact_type` defaults to `phone`; the contact rules are those of request-otp.
 */
export type LinkVerifyOtpRequest = {
    contact: LinkContact;
    contact_type?: LinkContactType;
    /**
     * The one-time code (4 to 6 characters). In the sandbox `123456` is also accepted.
     */
    otp_code: string;
};
/**
 * AccountId
 *
 * Account (Link) identifier (opaque; prefix `acc_`).
 */
export type AccountId = string;
/**
 * CustomerId
 *
 * Customer identifier (opaque; prefix `cus_`).
 */
export type CustomerId = string;
/**
 * LinkAuthSession
 *
 * A signed-in session: a short-lived bearer `session_token` (valid 1 hour) and a long-lived, single-use `refresh_token` (valid 30 days from issue; each refresh rotates it). The refresh token is also set as the HttpOnly `svc_session` cookie. Both are opaque; store them as secrets.
 */
export type LinkAuthSession = {
    success: true;
    /**
     * Bearer credential for every authenticated Link route (`Authorization: Bearer <session_token>`). Expires after 1 hour.
     */
    session_token: string;
    /**
     * Single-use credential for `POST /v1/link/auth/refresh`. Expires 30 days after issue.
     */
    refresh_token: string;
    account_id: AccountId;
    customer_id: CustomerId;
    /**
     * Customer name, null until known.
     */
    name: string | null;
    /**
     * Customer email, null until known.
     */
    email: string | null;
    /**
     * Customer phone (E.164), null until known.
     */
    phone: string | null;
    /**
     * Human-readable outcome.
     */
    message: string;
};
/**
 * LinkRefreshRequest
 *
 * Refresh credential for clients that cannot keep the `svc_session` cookie. The field is named `session_token` for compatibility but holds the **refresh token**. When present it takes precedence over the cookie.
 */
export type LinkRefreshRequest = {
    /**
     * The current refresh token.
     */
    session_token: string;
};
/**
 * LinkLogoutResult
 *
 * The session was ended; the client must discard the tokens it holds.
 */
export type LinkLogoutResult = {
    success: true;
    message: string;
    /**
     * Always `discard_token`; the client must drop its session and refresh tokens.
     */
    action: 'discard_token';
};
/**
 * LinkCustomer
 *
 * The signed-in customer. Fields not known yet are null (a customer created by a phone sign-in has no email until one is set).
 */
export type LinkCustomer = {
    id: CustomerId;
    name: string | null;
    email: string | null;
    /**
     * E.164 phone number.
     */
    phone: string | null;
};
/**
 * AddressId
 *
 * Saved address identifier (opaque; prefix `addr_`).
 */
export type AddressId = string;
/**
 * LinkAddress
 *
 * A saved address of the customer, usable at checkout of any business. At most one address is the default (`is_default`), and it is the one `preferences.default_address_id` names.
 */
export type LinkAddress = {
    id: AddressId;
    /**
     * Customer's name for the address, such as `Home` or `Office`.
     */
    label: string | null;
    street_address: string;
    /**
     * Apartment, suite, floor or landmark.
     */
    apartment: string | null;
    city: string;
    /**
     * Region, state or province.
     */
    region: string | null;
    /**
     * ISO 3166-1 alpha-2 country code, upper case.
     */
    country: string;
    is_default: boolean;
    /**
     * How many times the address was used at checkout (incremented by track-usage).
     */
    usage_count: number;
    /**
     * When the address was last used at checkout; null if never.
     */
    last_used_at: Timestamp | null;
    created_at: Timestamp;
};
/**
 * MobileMoneyId
 *
 * Saved mobile-money method identifier (opaque; prefix `mm_`).
 */
export type MobileMoneyId = string;
/**
 * LinkPhoneNumber
 *
 * Phone number in E.164 form (`+`, country code, subscriber number; 8 to 15 digits in all).
 */
export type LinkPhoneNumber = string;
/**
 * LinkMobileMoneyProvider
 *
 * Mobile-money network operator of the wallet.
 */
export type LinkMobileMoneyProvider = 'mtn' | 'vodafone' | 'telecel' | 'airtel' | 'airteltigo' | 'mpesa';
/**
 * LinkMobileMoney
 *
 * A saved mobile-money wallet. At most one method is the default (`is_default`). `is_verified` turns true once the provider confirmed the number is an active wallet on that network (verify route).
 */
export type LinkMobileMoney = {
    id: MobileMoneyId;
    phone_number: LinkPhoneNumber;
    provider: LinkMobileMoneyProvider;
    /**
     * Customer's name for the wallet, such as `Personal MoMo`.
     */
    label: string | null;
    is_default: boolean;
    is_verified: boolean;
    /**
     * How many times the wallet was used at checkout (incremented by track-usage).
     */
    usage_count: number;
    /**
     * When the wallet was last used at checkout; null if never.
     */
    last_used_at: Timestamp | null;
    created_at: Timestamp;
};
/**
 * LinkOrderType
 *
 * How an order is fulfilled.
 */
export type LinkOrderType = 'delivery' | 'pickup' | 'dine-in' | 'walk-in';
/**
 * LinkPreferences
 *
 * Checkout preferences of the customer, shared by every business. `default_address_id` always names the address whose `is_default` is true (or is null when there is none).
 */
export type LinkPreferences = {
    /**
     * Order type checkout pre-selects; null for no preference (the default).
     */
    preferred_order_type: LinkOrderType | null;
    /**
     * The default saved address; null when none.
     */
    default_address_id: AddressId | null;
    /**
     * Send order status notifications to the customer's contact (default true).
     */
    notify_on_order: boolean;
};
/**
 * LinkAccountData
 *
 * Everything checkout needs in one read: the customer, every saved address and mobile-money method (defaults first, then most recently used), the preferences and the two defaults resolved.
 */
export type LinkAccountData = {
    customer: LinkCustomer;
    addresses: Array<LinkAddress>;
    mobile_money: Array<LinkMobileMoney>;
    preferences: LinkPreferences;
    /**
     * The address with `is_default` true, or null.
     */
    default_address: LinkAddress | null;
    /**
     * The mobile-money method with `is_default` true, or null.
     */
    default_mobile_money: LinkMobileMoney | null;
};
/**
 * LinkProfileUpdate
 *
 * Partial profile update: send at least one field. `email` and `phone` may be set to null to remove them, except the contact the current session signed in with.
 */
export type LinkProfileUpdate = {
    name?: string;
    email?: string | null;
    /**
     * E.164 phone number.
     */
    phone?: string | null;
};
/**
 * LinkCheckStatusRequest
 *
 * The contact to look up; `contact_type` defaults to `phone` and the contact rules are those of request-otp.
 */
export type LinkCheckStatusRequest = {
    contact: LinkContact;
    contact_type?: LinkContactType;
};
/**
 * LinkCheckStatusResult
 */
export type LinkCheckStatusResult = {
    /**
     * True when an enrolled Link account holds this contact as a verified sign-in contact.
     */
    is_link_customer: boolean;
};
/**
 * LinkEnrollRequest
 *
 * Enroll the signed-in account in Link. `contact` must be a verified sign-in contact of the account (the one the session signed in with, or the other one once verified); `contact_type` defaults to `phone`.
 */
export type LinkEnrollRequest = {
    contact: LinkContact;
    contact_type?: LinkContactType;
    /**
     * Customer name; stored when the customer has none yet (change it later through the profile).
     */
    name: string;
};
/**
 * LinkEnrollment
 *
 * The account's Link enrollment.
 */
export type LinkEnrollment = {
    account_id: AccountId;
    customer_id: CustomerId;
    /**
     * True when this call enrolled the account; false when it was already enrolled.
     */
    created: boolean;
};
/**
 * LinkAddressCreate
 *
 * A new address. `street_address`, `city` and `country` are required; `country` is an upper-case ISO 3166-1 alpha-2 code. `is_default` (default false) makes it the default address; the first address of an account always becomes the default.
 */
export type LinkAddressCreate = {
    label?: string | null;
    street_address: string;
    apartment?: string | null;
    city: string;
    region?: string | null;
    country: string;
    is_default?: boolean;
};
/**
 * LinkMobileMoneyCreate
 *
 * A new mobile-money wallet. `phone_number` (E.164) and `provider` are required. `is_default` (default false) makes it the default method; the first method of an account always becomes the default. New methods start unverified.
 */
export type LinkMobileMoneyCreate = {
    phone_number: LinkPhoneNumber;
    provider: LinkMobileMoneyProvider;
    label?: string | null;
    is_default?: boolean;
};
/**
 * LinkEnrollAndLinkOrderRequest
 *
 * The order to attach to the signed-in customer, and optionally the checkout details to save with it. `address` and `mobile_money` take the create bodies of their routes; `order_type` becomes `preferences.preferred_order_type`.
 */
export type LinkEnrollAndLinkOrderRequest = {
    /**
     * The order (`ord_…`) placed at checkout.
     */
    order_id: string;
    /**
     * The business (`biz_…`) the order was placed with.
     */
    business_id: string;
    address?: LinkAddressCreate;
    mobile_money?: LinkMobileMoneyCreate;
    order_type?: LinkOrderType;
};
/**
 * OrderId
 *
 * Order identifier (opaque; prefix `ord_`).
 */
export type OrderId = string;
/**
 * BusinessId
 *
 * Business identifier (opaque; prefix `biz_`).
 */
export type BusinessId = string;
/**
 * LinkOrderStatus
 *
 * Order status, as set by the business:
 *
 * | Status | Meaning |
 * |---|---|
 * | `pending` | Awaiting confirmation or payment settlement. |
 * | `confirmed` | Confirmed by the business. |
 * | `preparing` | In the kitchen or fulfilment queue. |
 * | `ready` | Ready for pickup or out for delivery. |
 * | `completed` | Fulfilled. |
 * | `cancelled` | Cancelled by the customer or the business. |
 *
 */
export type LinkOrderStatus = 'pending' | 'confirmed' | 'preparing' | 'ready' | 'completed' | 'cancelled';
/**
 * ProductId
 *
 * Product identifier (opaque; prefix `prod_`).
 */
export type ProductId = string;
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
 * LinkOrderAddOnOption
 *
 * An add-on option chosen for an order line, with its name and price at checkout (per unit, already in the line's `unit_price`).
 */
export type LinkOrderAddOnOption = {
    id: AddOnOptionId;
    name: string;
    price: Money;
};
/**
 * ComponentId
 *
 * Bundle or composite component identifier (opaque; prefix `cpt_`).
 */
export type ComponentId = string;
/**
 * VariantId
 *
 * Variant identifier (opaque; prefix `var_`).
 */
export type VariantId = string;
/**
 * LinkOrderBundleSelection
 *
 * A bundle selection of an order line, with the names it had at checkout.
 */
export type LinkOrderBundleSelection = {
    component_id: ComponentId;
    /**
     * Component name (null only if the component had left the bundle, which checkout refuses).
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
 * LinkOrderCompositeSelection
 *
 * A composite selection of an order line, with the names it had at checkout.
 */
export type LinkOrderCompositeSelection = {
    component_id: ComponentId;
    /**
     * Component name (null only if the component had left the composite, which checkout refuses).
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
 * LinkOrderItem
 *
 * One line of an order, with what was chosen (add-on options with their names and prices, bundle and composite selections with their names, the line's note) as it was at checkout. Lines of orders placed before the choices were kept list none.
 */
export type LinkOrderItem = {
    product_id: ProductId;
    product_name: string;
    /**
     * Name of the chosen variant; null when the product has none.
     */
    variant_name: string | null;
    quantity: number;
    unit_price: Money;
    total: Money;
    add_on_options: Array<LinkOrderAddOnOption>;
    /**
     * Bundle lines: the selections chosen; empty otherwise.
     */
    bundle_selections: Array<LinkOrderBundleSelection>;
    /**
     * Composite lines: the selections chosen; empty otherwise.
     */
    composite_selections: Array<LinkOrderCompositeSelection>;
    /**
     * The line's note for the merchant, or null.
     */
    special_instructions: string | null;
};
/**
 * DealId
 *
 * Deal identifier (opaque; prefix `deal_`).
 */
export type DealId = string;
/**
 * LinkOrderDiscount
 *
 * One discount the order got: an automatic deal, labelled with the deal's name, or the coupon, labelled with its code. The amounts add up to the order's `discount_amount`.
 */
export type LinkOrderDiscount = {
    deal_id: DealId;
    /**
     * `automatic`: a running deal without a code; `coupon`: the code the customer applied.
     */
    kind: 'automatic' | 'coupon';
    /**
     * The deal's name, or the coupon code (upper-cased).
     */
    label: string;
    /**
     * What it took off, as a positive amount.
     */
    amount: Money;
};
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
 * LinkOrder
 *
 * An order of the signed-in customer at any business, with the business it was placed with: placed signed in on the business's storefront with a contact of the account, or attached through enroll-and-link-order. Amounts are in `currency`; `total_price = subtotal − discount_amount + tax_amount` (tax-exclusive business) or `subtotal − discount_amount` (tax-inclusive, where `tax_amount` is the tax contained).
 */
export type LinkOrder = {
    id: OrderId;
    business_id: BusinessId;
    business_name: string;
    /**
     * Human-readable order number shown to the customer.
     */
    order_number: string;
    status: LinkOrderStatus;
    order_type: LinkOrderType;
    items: Array<LinkOrderItem>;
    subtotal: Money;
    /**
     * Coupon and deal discounts (positive; `0.00` when none).
     */
    discount_amount: Money;
    /**
     * The discounts making up `discount_amount`, each with its label; empty when none (and on orders placed before discounts were itemised).
     */
    discounts: Array<LinkOrderDiscount>;
    tax_amount: Money;
    total_price: Money;
    currency: Currency;
    /**
     * What the payment charges when the order is paid in another currency with a locked FX quote (`pay_currency` and `fx_quote_id` at checkout); null when the payment is in `currency` for `total_price`, and on orders paid in another currency before the charge was kept on the order (the storefront's `payment-status` shows theirs).
     */
    fx_charge: OrderFxCharge | null;
    /**
     * Payment state of the order as the storefront reports it (`pending`, `succeeded`, `failed`, `refunded`, …).
     */
    payment_status: string;
    created_at: Timestamp;
};
/**
 * LinkEnrollAndLinkOrderResult
 *
 * Outcome of the atomic enrollment and order attachment: the enrollment, the order now owned by the customer, the saved (or matched existing) address and mobile-money method, null when none was sent, and the preferences after the call.
 */
export type LinkEnrollAndLinkOrderResult = {
    enrollment: LinkEnrollment;
    order: LinkOrder;
    address: LinkAddress | null;
    mobile_money: LinkMobileMoney | null;
    preferences: LinkPreferences;
};
/**
 * LinkPreferencesUpdate
 *
 * Partial preferences update: send at least one field; omitted fields keep their value. Setting `default_address_id` promotes that address to default (as the address default route does); null clears the default.
 */
export type LinkPreferencesUpdate = {
    preferred_order_type?: LinkOrderType | null;
    /**
     * One of the caller's saved address ids, or null. Another customer's or an unknown id is 404 NOT_FOUND.
     */
    default_address_id?: string | null;
    notify_on_order?: boolean;
};
/**
 * LinkAddressUpdate
 *
 * Partial address update: send at least one field; omitted fields keep their value. `label`, `apartment` and `region` may be null to clear them. Use the default route to change the default.
 */
export type LinkAddressUpdate = {
    label?: string | null;
    street_address?: string;
    apartment?: string | null;
    city?: string;
    region?: string | null;
    country?: string;
};
/**
 * LinkAddressDeleted
 */
export type LinkAddressDeleted = {
    id: AddressId;
    deleted: true;
};
/**
 * LinkMobileMoneyDeleted
 */
export type LinkMobileMoneyDeleted = {
    id: MobileMoneyId;
    deleted: true;
};
/**
 * LinkVerificationCheck
 *
 * Outcome of the latest provider verification of a mobile-money wallet.
 *
 * | status | Meaning |
 * |---|---|
 * | `verified` | The provider confirmed an active wallet for this number on this network; `is_verified` is true. |
 * | `failed` | The provider answered that no active wallet exists (or refused the number); `is_verified` is false. Fix the method (delete and re-add) or retry later. |
 * | `pending` | The provider answers asynchronously; `is_verified` stays false until a later verify call reports `verified`. |
 *
 */
export type LinkVerificationCheck = {
    status: 'verified' | 'failed' | 'pending';
    checked_at: Timestamp;
};
/**
 * LinkMobileMoneyVerification
 *
 * The mobile-money method after a verification run, with the run's outcome in `verification`.
 */
export type LinkMobileMoneyVerification = {
    id: MobileMoneyId;
    phone_number: LinkPhoneNumber;
    provider: LinkMobileMoneyProvider;
    label: string | null;
    is_default: boolean;
    /**
     * True exactly when `verification.status` is `verified` (or an earlier run verified the wallet and this one is `pending`).
     */
    is_verified: boolean;
    usage_count: number;
    last_used_at: Timestamp | null;
    created_at: Timestamp;
    verification: LinkVerificationCheck;
};
/**
 * LinkPagination
 *
 * Offset pagination. `total` counts every matching row; `has_more` is true when rows follow this page.
 */
export type LinkPagination = {
    limit: number;
    offset: number;
    total: number;
    has_more: boolean;
};
/**
 * LinkOrderList
 *
 * A page of the customer's orders, newest first.
 */
export type LinkOrderList = {
    items: Array<LinkOrder>;
    pagination: LinkPagination;
};
/**
 * SessionId
 *
 * Account session identifier (opaque; prefix `ses_`).
 */
export type SessionId = string;
/**
 * LinkSession
 *
 * One sign-in of the customer (a refresh-token family): created by verify-otp, kept alive by refresh, ended by logout, revocation, reuse of a rotated refresh token, or 30 days without a refresh.
 */
export type LinkSession = {
    id: SessionId;
    created_at: Timestamp;
    last_used_at: Timestamp;
    /**
     * When the current refresh token expires (30 days after the latest sign-in or refresh).
     */
    expires_at: Timestamp;
    /**
     * User-Agent of the latest request of this session (truncated to 512 characters), null when none was sent.
     */
    user_agent: string | null;
    /**
     * IPv4 or IPv6 address of the latest request of this session.
     */
    ip: string | null;
    /**
     * True for the session the request's bearer token belongs to.
     */
    current: boolean;
};
/**
 * LinkSessionsRevoked
 *
 * Every session of the customer was revoked, the caller's own included.
 */
export type LinkSessionsRevoked = {
    /**
     * Number of sessions revoked, including the current one.
     */
    revoked_count: number;
    /**
     * Always `discard_token`; the caller's own tokens no longer work.
     */
    action: 'discard_token';
};
/**
 * LinkSessionDeleted
 */
export type LinkSessionDeleted = {
    id: SessionId;
    deleted: true;
};
/**
 * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
 */
export type TestClockHeader = TestClockId;
/**
 * Publishable key of the merchant whose checkout or site the customer signs in from (`pk_test_…` or `pk_live_…`). It sets the merchant context of the sign-in and the mode: a `pk_test_` key selects the sandbox (sandbox accounts, the sandbox OTP code `123456`, codes written to the dev outbox), while a `pk_live_` key or no key at all selects live mode. A key that does not exist or is revoked is 401 UNAUTHORIZED; a secret key is refused by the pattern (400 VALIDATION_ERROR) and must never be sent from a browser.
 */
export type LinkApiKeyHeader = string;
/**
 * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
 */
export type IdempotencyKey = string;
/**
 * The HttpOnly refresh cookie set by verify-otp and refresh; browsers send it automatically (requests from a checkout embedded on another site must be made with credentials). Holds the current refresh token.
 */
export type LinkSessionCookie = string;
/**
 * Page size, 1 to 100.
 */
export type LimitQuery = number;
/**
 * Rows to skip, 0 to 100000000; beyond is 400 VALIDATION_ERROR naming `query.offset`.
 */
export type OffsetQuery = number;
export type LinkRequestOtpData = {
    body: LinkRequestOtpRequest;
    headers?: {
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Publishable key of the merchant whose checkout or site the customer signs in from (`pk_test_…` or `pk_live_…`). It sets the merchant context of the sign-in and the mode: a `pk_test_` key selects the sandbox (sandbox accounts, the sandbox OTP code `123456`, codes written to the dev outbox), while a `pk_live_` key or no key at all selects live mode. A key that does not exist or is revoked is 401 UNAUTHORIZED; a secret key is refused by the pattern (400 VALIDATION_ERROR) and must never be sent from a browser.
         */
        'X-API-Key'?: string;
        /**
         * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
         */
        'Idempotency-Key'?: string;
    };
    path?: never;
    query?: never;
    url: '/v1/link/auth/request-otp';
};
export type LinkRequestOtpErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: LinkErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkRequestOtpError = LinkRequestOtpErrors[keyof LinkRequestOtpErrors];
export type LinkRequestOtpResponses = {
    /**
     * Code sent.
     */
    200: {
        data: LinkRequestOtpResult;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkRequestOtpResponse = LinkRequestOtpResponses[keyof LinkRequestOtpResponses];
export type LinkVerifyOtpData = {
    body: LinkVerifyOtpRequest;
    headers?: {
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Publishable key of the merchant whose checkout or site the customer signs in from (`pk_test_…` or `pk_live_…`). It sets the merchant context of the sign-in and the mode: a `pk_test_` key selects the sandbox (sandbox accounts, the sandbox OTP code `123456`, codes written to the dev outbox), while a `pk_live_` key or no key at all selects live mode. A key that does not exist or is revoked is 401 UNAUTHORIZED; a secret key is refused by the pattern (400 VALIDATION_ERROR) and must never be sent from a browser.
         */
        'X-API-Key'?: string;
    };
    path?: never;
    query?: never;
    url: '/v1/link/auth/verify-otp';
};
export type LinkVerifyOtpErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkVerifyOtpError = LinkVerifyOtpErrors[keyof LinkVerifyOtpErrors];
export type LinkVerifyOtpResponses = {
    /**
     * Signed in; the refresh cookie is set.
     */
    200: {
        data: LinkAuthSession;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkVerifyOtpResponse = LinkVerifyOtpResponses[keyof LinkVerifyOtpResponses];
export type LinkRefreshSessionData = {
    /**
     * Optional when the `svc_session` cookie is sent.
     */
    body?: LinkRefreshRequest;
    headers?: {
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: never;
    url: '/v1/link/auth/refresh';
};
export type LinkRefreshSessionErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkRefreshSessionError = LinkRefreshSessionErrors[keyof LinkRefreshSessionErrors];
export type LinkRefreshSessionResponses = {
    /**
     * Session rotated; the refresh cookie is replaced.
     */
    200: {
        data: LinkAuthSession;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkRefreshSessionResponse = LinkRefreshSessionResponses[keyof LinkRefreshSessionResponses];
export type LinkLogoutData = {
    body?: never;
    headers?: {
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
         */
        'Idempotency-Key'?: string;
    };
    path?: never;
    query?: never;
    url: '/v1/link/auth/logout';
};
export type LinkLogoutErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: LinkErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkLogoutError = LinkLogoutErrors[keyof LinkLogoutErrors];
export type LinkLogoutResponses = {
    /**
     * Signed out; the refresh cookie is cleared.
     */
    200: {
        data: LinkLogoutResult;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkLogoutResponse = LinkLogoutResponses[keyof LinkLogoutResponses];
export type LinkElementsLogoutData = {
    /**
     * Optional; the `svc_session` cookie is used when absent.
     */
    body?: LinkRefreshRequest;
    headers?: {
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
         */
        'Idempotency-Key'?: string;
    };
    path?: never;
    query?: never;
    url: '/v1/link/elements/logout';
};
export type LinkElementsLogoutErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: LinkErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkElementsLogoutError = LinkElementsLogoutErrors[keyof LinkElementsLogoutErrors];
export type LinkElementsLogoutResponses = {
    /**
     * Cookie cleared; the supplied session, if any, is revoked.
     */
    200: {
        data: LinkLogoutResult;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkElementsLogoutResponse = LinkElementsLogoutResponses[keyof LinkElementsLogoutResponses];
export type LinkGetAccountDataData = {
    body?: never;
    headers?: {
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: never;
    url: '/v1/link/data';
};
export type LinkGetAccountDataErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkGetAccountDataError = LinkGetAccountDataErrors[keyof LinkGetAccountDataErrors];
export type LinkGetAccountDataResponses = {
    /**
     * The account data.
     */
    200: {
        data: LinkAccountData;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkGetAccountDataResponse = LinkGetAccountDataResponses[keyof LinkGetAccountDataResponses];
export type LinkGetProfileData = {
    body?: never;
    headers?: {
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: never;
    url: '/v1/link/profile';
};
export type LinkGetProfileErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkGetProfileError = LinkGetProfileErrors[keyof LinkGetProfileErrors];
export type LinkGetProfileResponses = {
    /**
     * The customer.
     */
    200: {
        data: LinkCustomer;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkGetProfileResponse = LinkGetProfileResponses[keyof LinkGetProfileResponses];
export type LinkUpdateProfileData = {
    body: LinkProfileUpdate;
    headers?: {
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
         */
        'Idempotency-Key'?: string;
    };
    path?: never;
    query?: never;
    url: '/v1/link/profile';
};
export type LinkUpdateProfileErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: LinkErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkUpdateProfileError = LinkUpdateProfileErrors[keyof LinkUpdateProfileErrors];
export type LinkUpdateProfileResponses = {
    /**
     * The updated customer.
     */
    200: {
        data: LinkCustomer;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkUpdateProfileResponse = LinkUpdateProfileResponses[keyof LinkUpdateProfileResponses];
export type LinkCheckStatusData = {
    body: LinkCheckStatusRequest;
    headers?: {
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Publishable key of the merchant whose checkout or site the customer signs in from (`pk_test_…` or `pk_live_…`). It sets the merchant context of the sign-in and the mode: a `pk_test_` key selects the sandbox (sandbox accounts, the sandbox OTP code `123456`, codes written to the dev outbox), while a `pk_live_` key or no key at all selects live mode. A key that does not exist or is revoked is 401 UNAUTHORIZED; a secret key is refused by the pattern (400 VALIDATION_ERROR) and must never be sent from a browser.
         */
        'X-API-Key'?: string;
    };
    path?: never;
    query?: never;
    url: '/v1/link/check-status';
};
export type LinkCheckStatusErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkCheckStatusError = LinkCheckStatusErrors[keyof LinkCheckStatusErrors];
export type LinkCheckStatusResponses = {
    /**
     * Whether the contact belongs to a Link customer.
     */
    200: {
        data: LinkCheckStatusResult;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkCheckStatusResponse = LinkCheckStatusResponses[keyof LinkCheckStatusResponses];
export type LinkEnrollData = {
    body: LinkEnrollRequest;
    headers?: {
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
         */
        'Idempotency-Key'?: string;
    };
    path?: never;
    query?: never;
    url: '/v1/link/enroll';
};
export type LinkEnrollErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * Authenticated, but this credential may not do this.
     */
    403: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: LinkErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkEnrollError = LinkEnrollErrors[keyof LinkEnrollErrors];
export type LinkEnrollResponses = {
    /**
     * Already enrolled; the existing enrollment.
     */
    200: {
        data: LinkEnrollment;
        meta: LinkMeta;
        status: LinkStatus;
    };
    /**
     * Enrolled by this call.
     */
    201: {
        data: LinkEnrollment;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkEnrollResponse = LinkEnrollResponses[keyof LinkEnrollResponses];
export type LinkEnrollAndLinkOrderData = {
    body: LinkEnrollAndLinkOrderRequest;
    headers?: {
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
         */
        'Idempotency-Key'?: string;
    };
    path?: never;
    query?: never;
    url: '/v1/link/enroll-and-link-order';
};
export type LinkEnrollAndLinkOrderErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: LinkErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkEnrollAndLinkOrderError = LinkEnrollAndLinkOrderErrors[keyof LinkEnrollAndLinkOrderErrors];
export type LinkEnrollAndLinkOrderResponses = {
    /**
     * Enrolled, order attached, details saved.
     */
    200: {
        data: LinkEnrollAndLinkOrderResult;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkEnrollAndLinkOrderResponse = LinkEnrollAndLinkOrderResponses[keyof LinkEnrollAndLinkOrderResponses];
export type LinkGetPreferencesData = {
    body?: never;
    headers?: {
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: never;
    url: '/v1/link/preferences';
};
export type LinkGetPreferencesErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkGetPreferencesError = LinkGetPreferencesErrors[keyof LinkGetPreferencesErrors];
export type LinkGetPreferencesResponses = {
    /**
     * The preferences.
     */
    200: {
        data: LinkPreferences;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkGetPreferencesResponse = LinkGetPreferencesResponses[keyof LinkGetPreferencesResponses];
export type LinkUpdatePreferencesData = {
    body: LinkPreferencesUpdate;
    headers?: {
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
         */
        'Idempotency-Key'?: string;
    };
    path?: never;
    query?: never;
    url: '/v1/link/preferences';
};
export type LinkUpdatePreferencesErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: LinkErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkUpdatePreferencesError = LinkUpdatePreferencesErrors[keyof LinkUpdatePreferencesErrors];
export type LinkUpdatePreferencesResponses = {
    /**
     * The updated preferences.
     */
    200: {
        data: LinkPreferences;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkUpdatePreferencesResponse = LinkUpdatePreferencesResponses[keyof LinkUpdatePreferencesResponses];
export type LinkListAddressesData = {
    body?: never;
    headers?: {
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: never;
    url: '/v1/link/addresses';
};
export type LinkListAddressesErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkListAddressesError = LinkListAddressesErrors[keyof LinkListAddressesErrors];
export type LinkListAddressesResponses = {
    /**
     * The saved addresses.
     */
    200: {
        data: Array<LinkAddress>;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkListAddressesResponse = LinkListAddressesResponses[keyof LinkListAddressesResponses];
export type LinkCreateAddressData = {
    body: LinkAddressCreate;
    headers?: {
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
         */
        'Idempotency-Key'?: string;
    };
    path?: never;
    query?: never;
    url: '/v1/link/addresses';
};
export type LinkCreateAddressErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: LinkErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkCreateAddressError = LinkCreateAddressErrors[keyof LinkCreateAddressErrors];
export type LinkCreateAddressResponses = {
    /**
     * The saved address.
     */
    201: {
        data: LinkAddress;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkCreateAddressResponse = LinkCreateAddressResponses[keyof LinkCreateAddressResponses];
export type LinkDeleteAddressData = {
    body?: never;
    headers?: {
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
         * Saved address id (`addr_…`). Unknown, or another customer's, is 404 NOT_FOUND.
         */
        id: string;
    };
    query?: never;
    url: '/v1/link/addresses/{id}';
};
export type LinkDeleteAddressErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: LinkErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkDeleteAddressError = LinkDeleteAddressErrors[keyof LinkDeleteAddressErrors];
export type LinkDeleteAddressResponses = {
    /**
     * The address was deleted.
     */
    200: {
        data: LinkAddressDeleted;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkDeleteAddressResponse = LinkDeleteAddressResponses[keyof LinkDeleteAddressResponses];
export type LinkUpdateAddressData = {
    body: LinkAddressUpdate;
    headers?: {
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
         * Saved address id (`addr_…`). Unknown, or another customer's, is 404 NOT_FOUND.
         */
        id: string;
    };
    query?: never;
    url: '/v1/link/addresses/{id}';
};
export type LinkUpdateAddressErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: LinkErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkUpdateAddressError = LinkUpdateAddressErrors[keyof LinkUpdateAddressErrors];
export type LinkUpdateAddressResponses = {
    /**
     * The updated address.
     */
    200: {
        data: LinkAddress;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkUpdateAddressResponse = LinkUpdateAddressResponses[keyof LinkUpdateAddressResponses];
export type LinkSetDefaultAddressData = {
    body?: never;
    headers?: {
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
         * Saved address id (`addr_…`). Unknown, or another customer's, is 404 NOT_FOUND.
         */
        id: string;
    };
    query?: never;
    url: '/v1/link/addresses/{id}/default';
};
export type LinkSetDefaultAddressErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: LinkErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkSetDefaultAddressError = LinkSetDefaultAddressErrors[keyof LinkSetDefaultAddressErrors];
export type LinkSetDefaultAddressResponses = {
    /**
     * The address, now the default.
     */
    200: {
        data: LinkAddress;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkSetDefaultAddressResponse = LinkSetDefaultAddressResponses[keyof LinkSetDefaultAddressResponses];
export type LinkTrackAddressUsageData = {
    body?: never;
    headers?: {
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
         * Saved address id (`addr_…`). Unknown, or another customer's, is 404 NOT_FOUND.
         */
        id: string;
    };
    query?: never;
    url: '/v1/link/addresses/{id}/track-usage';
};
export type LinkTrackAddressUsageErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: LinkErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkTrackAddressUsageError = LinkTrackAddressUsageErrors[keyof LinkTrackAddressUsageErrors];
export type LinkTrackAddressUsageResponses = {
    /**
     * The address with updated usage.
     */
    200: {
        data: LinkAddress;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkTrackAddressUsageResponse = LinkTrackAddressUsageResponses[keyof LinkTrackAddressUsageResponses];
export type LinkListMobileMoneyData = {
    body?: never;
    headers?: {
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: never;
    url: '/v1/link/mobile-money';
};
export type LinkListMobileMoneyErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkListMobileMoneyError = LinkListMobileMoneyErrors[keyof LinkListMobileMoneyErrors];
export type LinkListMobileMoneyResponses = {
    /**
     * The saved mobile-money methods.
     */
    200: {
        data: Array<LinkMobileMoney>;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkListMobileMoneyResponse = LinkListMobileMoneyResponses[keyof LinkListMobileMoneyResponses];
export type LinkCreateMobileMoneyData = {
    body: LinkMobileMoneyCreate;
    headers?: {
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
         */
        'Idempotency-Key'?: string;
    };
    path?: never;
    query?: never;
    url: '/v1/link/mobile-money';
};
export type LinkCreateMobileMoneyErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: LinkErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * A JSON route received a body of another content type (send `Content-Type: application/json`).
     */
    415: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkCreateMobileMoneyError = LinkCreateMobileMoneyErrors[keyof LinkCreateMobileMoneyErrors];
export type LinkCreateMobileMoneyResponses = {
    /**
     * The saved method.
     */
    201: {
        data: LinkMobileMoney;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkCreateMobileMoneyResponse = LinkCreateMobileMoneyResponses[keyof LinkCreateMobileMoneyResponses];
export type LinkDeleteMobileMoneyData = {
    body?: never;
    headers?: {
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
         * Saved mobile-money method id (`mm_…`). Unknown, or another customer's, is 404 NOT_FOUND.
         */
        id: string;
    };
    query?: never;
    url: '/v1/link/mobile-money/{id}';
};
export type LinkDeleteMobileMoneyErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: LinkErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkDeleteMobileMoneyError = LinkDeleteMobileMoneyErrors[keyof LinkDeleteMobileMoneyErrors];
export type LinkDeleteMobileMoneyResponses = {
    /**
     * The method was deleted.
     */
    200: {
        data: LinkMobileMoneyDeleted;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkDeleteMobileMoneyResponse = LinkDeleteMobileMoneyResponses[keyof LinkDeleteMobileMoneyResponses];
export type LinkSetDefaultMobileMoneyData = {
    body?: never;
    headers?: {
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
         * Saved mobile-money method id (`mm_…`). Unknown, or another customer's, is 404 NOT_FOUND.
         */
        id: string;
    };
    query?: never;
    url: '/v1/link/mobile-money/{id}/default';
};
export type LinkSetDefaultMobileMoneyErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: LinkErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkSetDefaultMobileMoneyError = LinkSetDefaultMobileMoneyErrors[keyof LinkSetDefaultMobileMoneyErrors];
export type LinkSetDefaultMobileMoneyResponses = {
    /**
     * The method, now the default.
     */
    200: {
        data: LinkMobileMoney;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkSetDefaultMobileMoneyResponse = LinkSetDefaultMobileMoneyResponses[keyof LinkSetDefaultMobileMoneyResponses];
export type LinkTrackMobileMoneyUsageData = {
    body?: never;
    headers?: {
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
         * Saved mobile-money method id (`mm_…`). Unknown, or another customer's, is 404 NOT_FOUND.
         */
        id: string;
    };
    query?: never;
    url: '/v1/link/mobile-money/{id}/track-usage';
};
export type LinkTrackMobileMoneyUsageErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: LinkErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkTrackMobileMoneyUsageError = LinkTrackMobileMoneyUsageErrors[keyof LinkTrackMobileMoneyUsageErrors];
export type LinkTrackMobileMoneyUsageResponses = {
    /**
     * The method with updated usage.
     */
    200: {
        data: LinkMobileMoney;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkTrackMobileMoneyUsageResponse = LinkTrackMobileMoneyUsageResponses[keyof LinkTrackMobileMoneyUsageResponses];
export type LinkVerifyMobileMoneyData = {
    body?: never;
    headers?: {
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
         * Saved mobile-money method id (`mm_…`). Unknown, or another customer's, is 404 NOT_FOUND.
         */
        id: string;
    };
    query?: never;
    url: '/v1/link/mobile-money/{id}/verify';
};
export type LinkVerifyMobileMoneyErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: LinkErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkVerifyMobileMoneyError = LinkVerifyMobileMoneyErrors[keyof LinkVerifyMobileMoneyErrors];
export type LinkVerifyMobileMoneyResponses = {
    /**
     * The method with the verification outcome.
     */
    200: {
        data: LinkMobileMoneyVerification;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkVerifyMobileMoneyResponse = LinkVerifyMobileMoneyResponses[keyof LinkVerifyMobileMoneyResponses];
export type LinkListOrdersData = {
    body?: never;
    headers?: {
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: {
        /**
         * Only orders placed with this business (`biz_…`).
         */
        business_id?: string;
        /**
         * Page size, 1 to 100.
         */
        limit?: number;
        /**
         * Rows to skip, 0 to 100000000; beyond is 400 VALIDATION_ERROR naming `query.offset`.
         */
        offset?: number;
    };
    url: '/v1/link/orders';
};
export type LinkListOrdersErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkListOrdersError = LinkListOrdersErrors[keyof LinkListOrdersErrors];
export type LinkListOrdersResponses = {
    /**
     * A page of orders.
     */
    200: {
        data: LinkOrderList;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkListOrdersResponse = LinkListOrdersResponses[keyof LinkListOrdersResponses];
export type LinkGetOrderData = {
    body?: never;
    headers?: {
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path: {
        /**
         * Order id (`ord_…`).
         */
        order_id: string;
    };
    query?: {
        /**
         * When given, the order must belong to this business (`biz_…`), else 404 NOT_FOUND.
         */
        business_id?: string;
    };
    url: '/v1/link/orders/{order_id}';
};
export type LinkGetOrderErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkGetOrderError = LinkGetOrderErrors[keyof LinkGetOrderErrors];
export type LinkGetOrderResponses = {
    /**
     * The order.
     */
    200: {
        data: LinkOrder;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkGetOrderResponse = LinkGetOrderResponses[keyof LinkGetOrderResponses];
export type LinkRevokeAllSessionsData = {
    body?: never;
    headers?: {
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
        /**
         * Makes a retried write safe. The first completed response for a key is stored for 24 hours and replayed (with `Idempotent-Replayed: true`) for a retry with the same key and the same body; the same key with a different body is 409 CONFLICT; a retry while the first request is still running is 409 CONFLICT (retryable). Errors that leave nothing changed (400s, and 503 from a payment provider) are not stored, so the key stays usable.
         */
        'Idempotency-Key'?: string;
    };
    path?: never;
    query?: never;
    url: '/v1/link/sessions';
};
export type LinkRevokeAllSessionsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: LinkErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkRevokeAllSessionsError = LinkRevokeAllSessionsErrors[keyof LinkRevokeAllSessionsErrors];
export type LinkRevokeAllSessionsResponses = {
    /**
     * Every session was revoked.
     */
    200: {
        data: LinkSessionsRevoked;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkRevokeAllSessionsResponse = LinkRevokeAllSessionsResponses[keyof LinkRevokeAllSessionsResponses];
export type LinkListSessionsData = {
    body?: never;
    headers?: {
        /**
         * Runs this sandbox call on a test clock (`clock_…`, `POST /v1/test_clocks` on the platform API): the call reads the clock's `frozen_time` as the current time (cutoffs, holds, quote and code expiry, `created_at` of what it creates and of the events it emits), and what it creates belongs to the clock, so only advancing the clock moves it on (renewals, expiries, webhook retries) and deleting the clock deletes it. A signed-in customer attached to a clock is on it without the header. Only with a test key: with a live key 403 FORBIDDEN; an unknown clock, or another clock than the signed-in customer's, 400 VALIDATION_ERROR naming the header. docs/test-clocks.md.
         */
        'Cimplify-Test-Clock'?: TestClockId;
    };
    path?: never;
    query?: never;
    url: '/v1/link/sessions';
};
export type LinkListSessionsErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkListSessionsError = LinkListSessionsErrors[keyof LinkListSessionsErrors];
export type LinkListSessionsResponses = {
    /**
     * The active sessions.
     */
    200: {
        data: Array<LinkSession>;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkListSessionsResponse = LinkListSessionsResponses[keyof LinkListSessionsResponses];
export type LinkRevokeSessionData = {
    body?: never;
    headers?: {
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
         * Session id (`ses_…`). Unknown, already revoked, or another customer's is 404 NOT_FOUND.
         */
        id: string;
    };
    query?: never;
    url: '/v1/link/sessions/{id}';
};
export type LinkRevokeSessionErrors = {
    /**
     * The request failed validation (VALIDATION_ERROR, naming the field) or was malformed (BAD_REQUEST: a body that is not JSON, a body on an operation that takes none, a path parameter that is not valid percent-encoding, a request line or header HTTP cannot parse).
     */
    400: LinkErrorEnvelope;
    /**
     * Missing or invalid key or session.
     */
    401: LinkErrorEnvelope;
    /**
     * A publishable key was sent together with an `X-Business-Id` naming a business that key does not serve; code FORBIDDEN. The key sets the merchant context of a sign-in (`X-Business-Id` picks one of its businesses when it serves several); the account operations need no key, but a key sent to them is checked the same way. Send no `X-Business-Id`, or one of the key's businesses.
     */
    403: LinkErrorEnvelope;
    /**
     * The resource does not exist or is not visible to this caller.
     */
    404: LinkErrorEnvelope;
    /**
     * The request did not arrive in time: its headers not within the server's headers limit (20 s by default), or its body stalled, nothing of it received for the idle limit (20 s by default) while the server waited, or the whole request not within the request limit (30 min by default). The connection is closed after this answer. Nothing of the request was acted on, so it is safe to send again (`retryable: true`). No rate-limit headers; code BAD_REQUEST. A stalled body is answered in this surface's envelope; stalled headers are answered before the path is known, in the storefront envelope (`success: false`).
     */
    408: LinkErrorEnvelope | ErrorEnvelope;
    /**
     * Idempotency key reused with a different body or still in flight, or a duplicate write.
     */
    409: LinkErrorEnvelope;
    /**
     * The request body is larger than the route accepts.
     */
    413: LinkErrorEnvelope;
    /**
     * Too many requests; wait `Retry-After` seconds.
     */
    429: LinkErrorEnvelope;
    /**
     * The request's headers are larger than the server reads (16 KB in all). Answered before the request is read, so it carries no rate-limit headers and counts against no limit; code BAD_REQUEST.
     */
    431: LinkErrorEnvelope;
    /**
     * Unexpected server error; the message carries the request id.
     */
    500: LinkErrorEnvelope;
    /**
     * An upstream (payment provider, places) or the store is unavailable for the moment (a failover, a network fault). `retryable` says whether sending the same request again is safe: true for reads, where nothing was changed, for writes that leave the same state however often they are sent (a confirm, a support message with its `client_id`) and for writes whose Idempotency-Key records their outcome (checkout: repeat it with the same key); false when the change may or may not have been made (read it back before repeating it).
     */
    503: LinkErrorEnvelope;
};
export type LinkRevokeSessionError = LinkRevokeSessionErrors[keyof LinkRevokeSessionErrors];
export type LinkRevokeSessionResponses = {
    /**
     * The session was revoked.
     */
    200: {
        data: LinkSessionDeleted;
        meta: LinkMeta;
        status: LinkStatus;
    };
};
export type LinkRevokeSessionResponse = LinkRevokeSessionResponses[keyof LinkRevokeSessionResponses];
