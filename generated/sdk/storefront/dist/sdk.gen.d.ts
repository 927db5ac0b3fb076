import type { Client, Options as Options2, TDataShape } from './client/index.js';
import type { AddCartItemData, AddCartItemErrors, AddCartItemResponses, ApplyCartCouponData, ApplyCartCouponErrors, ApplyCartCouponResponses, AttachOrderCustomerData, AttachOrderCustomerErrors, AttachOrderCustomerResponses, AuthorizePaymentData, AuthorizePaymentErrors, AuthorizePaymentResponses, AutocompletePlacesData, AutocompletePlacesErrors, AutocompletePlacesResponses, CalculateCompositePriceData, CalculateCompositePriceErrors, CalculateCompositePriceResponses, CancelBookingData, CancelBookingErrors, CancelBookingResponses, CancelOrderData, CancelOrderErrors, CancelOrderResponses, CancelSubscriptionData, CancelSubscriptionErrors, CancelSubscriptionResponses, CheckoutData, CheckoutErrors, CheckoutResponses, CheckSlotData, CheckSlotErrors, CheckSlotResponses, ClearCartData, ClearCartDeliveryData, ClearCartDeliveryErrors, ClearCartDeliveryResponses, ClearCartErrors, ClearCartResponses, ConfirmUploadData, ConfirmUploadErrors, ConfirmUploadResponses, ConnectSupportWebSocketData, ConnectSupportWebSocketErrors, ConnectSupportWebSocketResponses, CreateFxQuoteData, CreateFxQuoteErrors, CreateFxQuoteResponses, CreatePriceQuoteData, CreatePriceQuoteErrors, CreatePriceQuoteResponses, CreateWebhookData, CreateWebhookErrors, CreateWebhookResponses, DeleteWebhookData, DeleteWebhookErrors, DeleteWebhookResponses, DismissActivityMessageData, DismissActivityMessageErrors, DismissActivityMessageResponses, FindProductVariantData, FindProductVariantErrors, FindProductVariantResponses, GetActivityStateData, GetActivityStateErrors, GetActivityStateResponses, GetAuthStatusData, GetAuthStatusErrors, GetAuthStatusResponses, GetAuthUserData, GetAuthUserErrors, GetAuthUserResponses, GetAvailabilityData, GetAvailabilityErrors, GetAvailabilityResponses, GetBookingData, GetBookingErrors, GetBookingResponses, GetBundleData, GetBundleErrors, GetBundleResponses, GetCartCountData, GetCartCountErrors, GetCartCountResponses, GetCartData, GetCartErrors, GetCartResponses, GetCartTotalData, GetCartTotalErrors, GetCartTotalResponses, GetCatalogueSnapshotData, GetCatalogueSnapshotErrors, GetCatalogueSnapshotResponses, GetCategoryData, GetCategoryErrors, GetCategoryResponses, GetCollectionData, GetCollectionErrors, GetCollectionResponses, GetCompositeByProductData, GetCompositeByProductErrors, GetCompositeByProductResponses, GetCompositeData, GetCompositeErrors, GetCompositeResponses, GetFxQuoteData, GetFxQuoteErrors, GetFxQuoteResponses, GetFxRatesData, GetFxRatesErrors, GetFxRatesResponses, GetOrderData, GetOrderErrors, GetOrderPaymentStatusData, GetOrderPaymentStatusErrors, GetOrderPaymentStatusResponses, GetOrderResponses, GetPlaceDetailsData, GetPlaceDetailsErrors, GetPlaceDetailsResponses, GetPriceQuoteData, GetPriceQuoteErrors, GetPriceQuoteResponses, GetProductAvailabilityData, GetProductAvailabilityErrors, GetProductAvailabilityResponses, GetProductAvailableNowData, GetProductAvailableNowErrors, GetProductAvailableNowResponses, GetProductData, GetProductErrors, GetProductResponses, GetProductSchedulesData, GetProductSchedulesErrors, GetProductSchedulesResponses, GetProductStockData, GetProductStockErrors, GetProductStockResponses, GetProductVariantAxesData, GetProductVariantAxesErrors, GetProductVariantAxesResponses, GetProductVariantData, GetProductVariantErrors, GetProductVariantResponses, GetServiceData, GetServiceErrors, GetServiceResponses, GetSubscriptionData, GetSubscriptionErrors, GetSubscriptionResponses, GetVariantAvailabilityData, GetVariantAvailabilityErrors, GetVariantAvailabilityResponses, GetVariantStockData, GetVariantStockErrors, GetVariantStockResponses, InitUploadData, InitUploadErrors, InitUploadResponses, ListBookingsData, ListBookingsErrors, ListBookingsResponses, ListBundlesData, ListBundlesErrors, ListBundlesResponses, ListCartItemsData, ListCartItemsErrors, ListCartItemsResponses, ListCategoriesData, ListCategoriesErrors, ListCategoriesResponses, ListCategoryAttributesData, ListCategoryAttributesErrors, ListCategoryAttributesResponses, ListCategoryDealsData, ListCategoryDealsErrors, ListCategoryDealsResponses, ListCategoryProductsData, ListCategoryProductsErrors, ListCategoryProductsResponses, ListCollectionAttributesData, ListCollectionAttributesErrors, ListCollectionAttributesResponses, ListCollectionDealsData, ListCollectionDealsErrors, ListCollectionDealsResponses, ListCollectionProductsData, ListCollectionProductsErrors, ListCollectionProductsResponses, ListCollectionsData, ListCollectionsErrors, ListCollectionsResponses, ListCompositesData, ListCompositesErrors, ListCompositesResponses, ListEligibleBillingPlansData, ListEligibleBillingPlansErrors, ListEligibleBillingPlansResponses, ListOrdersData, ListOrdersErrors, ListOrdersResponses, ListProductAddOnsData, ListProductAddOnsErrors, ListProductAddOnsResponses, ListProductsData, ListProductsErrors, ListProductsResponses, ListProductVariantsData, ListProductVariantsErrors, ListProductVariantsResponses, ListRecommendationsData, ListRecommendationsErrors, ListRecommendationsResponses, ListServicesData, ListServicesErrors, ListServicesResponses, ListSlotsData, ListSlotsErrors, ListSlotsResponses, ListSubscriptionsData, ListSubscriptionsErrors, ListSubscriptionsResponses, ListSupportMessagesData, ListSupportMessagesErrors, ListSupportMessagesResponses, ListWebhooksData, ListWebhooksErrors, ListWebhooksResponses, LogoutCustomerData, LogoutCustomerErrors, LogoutCustomerResponses, OpenSupportConversationData, OpenSupportConversationErrors, OpenSupportConversationResponses, PauseSubscriptionData, PauseSubscriptionErrors, PauseSubscriptionResponses, PutUploadContentData, PutUploadContentErrors, PutUploadContentResponses, RecordActivityEventsData, RecordActivityEventsErrors, RecordActivityEventsResponses, RefreshPriceQuoteData, RefreshPriceQuoteErrors, RefreshPriceQuoteResponses, RemoveCartCouponData, RemoveCartCouponErrors, RemoveCartCouponResponses, RemoveCartItemData, RemoveCartItemErrors, RemoveCartItemResponses, RequestOtpData, RequestOtpErrors, RequestOtpLegacyData, RequestOtpLegacyErrors, RequestOtpLegacyResponses, RequestOtpResponses, RescheduleBookingData, RescheduleBookingErrors, RescheduleBookingResponses, ResumeSubscriptionData, ResumeSubscriptionErrors, ResumeSubscriptionResponses, SendSupportMessageData, SendSupportMessageErrors, SendSupportMessageResponses, SetCartDeliveryData, SetCartDeliveryErrors, SetCartDeliveryResponses, SkipSubscriptionData, SkipSubscriptionErrors, SkipSubscriptionResponses, UpdateCartItemData, UpdateCartItemErrors, UpdateCartItemResponses, UpdateProfileData, UpdateProfileErrors, UpdateProfileLegacyData, UpdateProfileLegacyErrors, UpdateProfileLegacyResponses, UpdateProfileResponses, ValidateDealData, ValidateDealErrors, ValidateDealResponses, VerifyOrderPaymentData, VerifyOrderPaymentErrors, VerifyOrderPaymentResponses, VerifyOtpData, VerifyOtpErrors, VerifyOtpLegacyData, VerifyOtpLegacyErrors, VerifyOtpLegacyResponses, VerifyOtpResponses } from './types.gen.js';
export type Options<TData extends TDataShape = TDataShape, ThrowOnError extends boolean = boolean, TResponse = unknown> = Options2<TData, ThrowOnError, TResponse> & {
    /**
     * You can provide a client instance returned by `createClient()` instead of
     * individual options. This might be also useful if you want to implement a
     * custom client.
     */
    client?: Client;
    /**
     * You can pass arbitrary values through the `meta` object. This can be
     * used to access values that aren't defined as part of the SDK function.
     */
    meta?: Record<string, unknown>;
};
/**
 * Get the sign-in status
 *
 * Tells whether the caller is signed in. The bearer session is optional: without one, or with one
 * that has expired or was revoked, the answer is `is_authenticated: false` (not an error), `customer` is omitted
 * and `session_expires_at` is the idle expiry of the storefront session. With a valid session, `customer` is the
 * signed-in customer and `session_expires_at` the expiry of the bearer session. 401 only for a missing or invalid
 * API key.
 */
export declare const getAuthStatus: <ThrowOnError extends boolean = false>(options?: Options<GetAuthStatusData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetAuthStatusResponses, GetAuthStatusErrors, ThrowOnError, "fields">;
/**
 * Request a sign-in code
 *
 * Sends a one-time code to the phone (SMS) or email address in `contact`, to be exchanged for a customer
 * session with verify-otp. A customer that does not exist yet is created on the first successful verification
 * (`is_new_account` says so); there is no customer-creation endpoint.
 *
 * **One-time codes.** A code is valid for 300 seconds (`expires_in`) and can be redeemed once; a new
 * request for the same contact replaces any earlier unredeemed code. Codes sent by this service are 6 digits; the
 * verify call accepts 4 to 6 letters or digits. At most 5 codes may be requested per contact in any 15 minutes, and
 * at most 5 wrong codes may be tried per code: beyond either limit the call answers 429 RATE_LIMITED with
 * `Retry-After` (after 5 wrong attempts the code is dead; request a new one once `Retry-After` has passed).
 *
 * **Contact.** `contact` must be an E.164 phone number (`+233241234567`) when `contact_type` is `phone` (the
 * default) and an email address when it is `email`; anything else is 400 VALIDATION_ERROR.
 *
 * **Sandbox.** With a `_test_` key the code `123456` is accepted for any contact, besides the code actually sent.
 * Codes go to the dev outbox (the server log) unless an SMS or email provider is configured. Live keys accept only
 * the sent code.
 */
export declare const requestOtp: <ThrowOnError extends boolean = false>(options: Options<RequestOtpData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<RequestOtpResponses, RequestOtpErrors, ThrowOnError, "fields">;
/**
 * Verify a sign-in code
 *
 * Exchanges a one-time code for a customer session. Send the returned `session_token` as
 * `Authorization: Bearer <session_token>` on customer-scoped calls (orders list, subscriptions, profile, bookings).
 * The customer session is tied to the storefront session it signed in from; the session cart is kept. The first
 * successful verification for a contact creates the customer.
 *
 * Errors: 400 VALIDATION_ERROR for a malformed `contact` or an `otp_code` that is not 4 to 6 letters or digits;
 * 401 INVALID_OTP when the code is expired, does not match, or was already redeemed; 429 RATE_LIMITED (with
 * `Retry-After`) once 5 wrong codes have been tried for the current code.
 *
 * **One-time codes.** A code is valid for 300 seconds (`expires_in`) and can be redeemed once; a new
 * request for the same contact replaces any earlier unredeemed code. Codes sent by this service are 6 digits; the
 * verify call accepts 4 to 6 letters or digits. At most 5 codes may be requested per contact in any 15 minutes, and
 * at most 5 wrong codes may be tried per code: beyond either limit the call answers 429 RATE_LIMITED with
 * `Retry-After` (after 5 wrong attempts the code is dead; request a new one once `Retry-After` has passed).
 *
 * **Contact.** `contact` must be an E.164 phone number (`+233241234567`) when `contact_type` is `phone` (the
 * default) and an email address when it is `email`; anything else is 400 VALIDATION_ERROR.
 *
 * **Sandbox.** With a `_test_` key the code `123456` is accepted for any contact, besides the code actually sent.
 * Codes go to the dev outbox (the server log) unless an SMS or email provider is configured. Live keys accept only
 * the sent code.
 */
export declare const verifyOtp: <ThrowOnError extends boolean = false>(options: Options<VerifyOtpData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<VerifyOtpResponses, VerifyOtpErrors, ThrowOnError, "fields">;
/**
 * Sign out
 *
 * Revokes the caller's customer session and its refresh token on the server and answers
 * `action: discard_token`: the client must drop both tokens. The storefront session and its cart are kept. Requires
 * a valid bearer session (401 UNAUTHORIZED otherwise, including a session already logged out).
 */
export declare const logoutCustomer: <ThrowOnError extends boolean = false>(options?: Options<LogoutCustomerData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LogoutCustomerResponses, LogoutCustomerErrors, ThrowOnError, "fields">;
/**
 * Update the signed-in customer (deprecated alias)
 *
 * Deprecated alias of `POST /api/v1/auth/profile` from an alternate form of this interface; same body, same response, same rules. Use `POST /api/v1/auth/profile`.
 *
 * Updates `name`, `email` and/or `phone` of the signed-in customer; fields not sent are kept. At least one
 * field is required (an empty body is 400 VALIDATION_ERROR), `email` must be an email address and `phone` an
 * E.164 number. An email or phone number that already belongs to another customer of the business is 409 CONFLICT.
 * A new contact is not re-verified here; the customer signs in with it by OTP next time. Requires a bearer session.
 *
 * @deprecated
 */
export declare const updateProfileLegacy: <ThrowOnError extends boolean = false>(options: Options<UpdateProfileLegacyData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<UpdateProfileLegacyResponses, UpdateProfileLegacyErrors, ThrowOnError, "fields">;
/**
 * Update the signed-in customer
 *
 * Updates `name`, `email` and/or `phone` of the signed-in customer; fields not sent are kept. At least one
 * field is required (an empty body is 400 VALIDATION_ERROR), `email` must be an email address and `phone` an
 * E.164 number. An email or phone number that already belongs to another customer of the business is 409 CONFLICT.
 * A new contact is not re-verified here; the customer signs in with it by OTP next time. Requires a bearer session.
 */
export declare const updateProfile: <ThrowOnError extends boolean = false>(options: Options<UpdateProfileData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<UpdateProfileResponses, UpdateProfileErrors, ThrowOnError, "fields">;
/**
 * Request a sign-in code (deprecated alias)
 *
 * Deprecated alias of `POST /api/v1/auth/request-otp` from an alternate form of this interface; same body, same response, same rules. Use `POST /api/v1/auth/request-otp`.
 *
 * Sends a one-time code to the phone (SMS) or email address in `contact`, to be exchanged for a customer
 * session with verify-otp. A customer that does not exist yet is created on the first successful verification
 * (`is_new_account` says so); there is no customer-creation endpoint.
 *
 * **One-time codes.** A code is valid for 300 seconds (`expires_in`) and can be redeemed once; a new
 * request for the same contact replaces any earlier unredeemed code. Codes sent by this service are 6 digits; the
 * verify call accepts 4 to 6 letters or digits. At most 5 codes may be requested per contact in any 15 minutes, and
 * at most 5 wrong codes may be tried per code: beyond either limit the call answers 429 RATE_LIMITED with
 * `Retry-After` (after 5 wrong attempts the code is dead; request a new one once `Retry-After` has passed).
 *
 * **Contact.** `contact` must be an E.164 phone number (`+233241234567`) when `contact_type` is `phone` (the
 * default) and an email address when it is `email`; anything else is 400 VALIDATION_ERROR.
 *
 * **Sandbox.** With a `_test_` key the code `123456` is accepted for any contact, besides the code actually sent.
 * Codes go to the dev outbox (the server log) unless an SMS or email provider is configured. Live keys accept only
 * the sent code.
 *
 * @deprecated
 */
export declare const requestOtpLegacy: <ThrowOnError extends boolean = false>(options: Options<RequestOtpLegacyData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<RequestOtpLegacyResponses, RequestOtpLegacyErrors, ThrowOnError, "fields">;
/**
 * Verify a sign-in code (deprecated alias)
 *
 * Deprecated alias of `POST /api/v1/auth/verify-otp` from an alternate form of this interface; same body, same response, same rules (it does not set a session cookie). Use `POST /api/v1/auth/verify-otp`.
 *
 * Exchanges a one-time code for a customer session. Send the returned `session_token` as
 * `Authorization: Bearer <session_token>` on customer-scoped calls (orders list, subscriptions, profile, bookings).
 * The customer session is tied to the storefront session it signed in from; the session cart is kept. The first
 * successful verification for a contact creates the customer.
 *
 * Errors: 400 VALIDATION_ERROR for a malformed `contact` or an `otp_code` that is not 4 to 6 letters or digits;
 * 401 INVALID_OTP when the code is expired, does not match, or was already redeemed; 429 RATE_LIMITED (with
 * `Retry-After`) once 5 wrong codes have been tried for the current code.
 *
 * **One-time codes.** A code is valid for 300 seconds (`expires_in`) and can be redeemed once; a new
 * request for the same contact replaces any earlier unredeemed code. Codes sent by this service are 6 digits; the
 * verify call accepts 4 to 6 letters or digits. At most 5 codes may be requested per contact in any 15 minutes, and
 * at most 5 wrong codes may be tried per code: beyond either limit the call answers 429 RATE_LIMITED with
 * `Retry-After` (after 5 wrong attempts the code is dead; request a new one once `Retry-After` has passed).
 *
 * **Contact.** `contact` must be an E.164 phone number (`+233241234567`) when `contact_type` is `phone` (the
 * default) and an email address when it is `email`; anything else is 400 VALIDATION_ERROR.
 *
 * **Sandbox.** With a `_test_` key the code `123456` is accepted for any contact, besides the code actually sent.
 * Codes go to the dev outbox (the server log) unless an SMS or email provider is configured. Live keys accept only
 * the sent code.
 *
 * @deprecated
 */
export declare const verifyOtpLegacy: <ThrowOnError extends boolean = false>(options: Options<VerifyOtpLegacyData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<VerifyOtpLegacyResponses, VerifyOtpLegacyErrors, ThrowOnError, "fields">;
/**
 * Get the signed-in customer (deprecated)
 *
 * Deprecated form from an alternate form of this interface: returns the signed-in customer. Prefer
 * `GET /api/v1/auth/status`, which also reports guests and the session expiry. Requires a valid bearer session
 * (401 UNAUTHORIZED otherwise).
 *
 * @deprecated
 */
export declare const getAuthUser: <ThrowOnError extends boolean = false>(options?: Options<GetAuthUserData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetAuthUserResponses, GetAuthUserErrors, ThrowOnError, "fields">;
/**
 * Empty the cart
 *
 * Removes every line and clears the coupon, then returns the now empty cart (same `id`). Idempotent:
 * emptying an empty cart succeeds. Emits a `cart_remove` activity event per removed line. The cart belongs to the storefront session (the `sf_session` cookie or the `X-Session-Id` header);
 * a session has one cart, created empty on first use, and storefront and checkout read the same cart.
 */
export declare const clearCart: <ThrowOnError extends boolean = false>(options?: Options<ClearCartData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ClearCartResponses, ClearCartErrors, ThrowOnError, "fields">;
/**
 * Get the session cart
 *
 * Returns the session's cart with its lines, pricing and applied coupon. The cart belongs to the storefront session (the `sf_session` cookie or the `X-Session-Id` header);
 * a session has one cart, created empty on first use, and storefront and checkout read the same cart. Prices are
 * recomputed on every cart write; a product that became unavailable since it was added stays listed until checkout,
 * which refuses it.
 */
export declare const getCart: <ThrowOnError extends boolean = false>(options?: Options<GetCartData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetCartResponses, GetCartErrors, ThrowOnError, "fields">;
/**
 * List the cart lines
 *
 * Returns the lines of the session cart, in the order they were added (the same objects as the cart's
 * `items`). The cart belongs to the storefront session (the `sf_session` cookie or the `X-Session-Id` header);
 * a session has one cart, created empty on first use, and storefront and checkout read the same cart.
 */
export declare const listCartItems: <ThrowOnError extends boolean = false>(options?: Options<ListCartItemsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListCartItemsResponses, ListCartItemsErrors, ThrowOnError, "fields">;
/**
 * Add a line to the cart
 *
 * Adds a product to the session cart and returns the line. The cart belongs to the storefront session (the `sf_session` cookie or the `X-Session-Id` header);
 * a session has one cart, created empty on first use, and storefront and checkout read the same cart.
 *
 * **Body.** Flat, no wrapper. `item_id` is the product id (for a bundle, the bundle's product id); `quantity` 1 to
 * 100, default 1. `variant_id` is required when the product has variants without a default; `add_on_options` must
 * be options of the product and satisfy its required groups (a `single` group takes one option). Bundles take
 * `bundle_selections` (needed for swappable components), composites `composite_selections` within each group's
 * `min_selections`..`max_selections`. A service line takes `scheduled_start` and `scheduled_end` (both or
 * neither; an available slot of the service, checked as by the slot lookup) and optionally `staff_id`; checkout
 * turns it into a booking. `quote_id` locks the quoted unit price until the quote's `expires_at`;
 * `billing_plan_id` picks the plan of a subscription product.
 *
 * **Merging.** When the cart already has a line with the same product, variant, add-on options, selections and
 * special instructions, and neither line is a booking or quoted, that line's quantity is increased instead (the sum
 * may not exceed 100) and the merged line is returned.
 *
 * **Errors.** 400 VALIDATION_ERROR: empty `item_id`, `quantity` below 1 or above 100 (also after merging), a
 * missing required variant or add-on, an option or component not of this product, `scheduled_end` not after
 * `scheduled_start`, an expired quote. 404 NOT_FOUND: product, variant, quote, billing plan or staff member absent
 * for the business (or inactive). 409 CONFLICT: not enough stock of a tracked product or variant, the slot is no
 * longer available, or an `Idempotency-Key` reused with a different body or still in flight.
 *
 * **Idempotency.** Send `Idempotency-Key` to make retries safe: a retry with the same key and body replays the
 * first response with `Idempotent-Replayed: true` and adds nothing. Emits a `cart_add` activity event.
 */
export declare const addCartItem: <ThrowOnError extends boolean = false>(options: Options<AddCartItemData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AddCartItemResponses, AddCartItemErrors, ThrowOnError, "fields">;
/**
 * Remove a line
 *
 * Removes one line from the session cart and returns the updated cart. A line that is not (or no
 * longer) in this session's cart is 404 NOT_FOUND. Removing the last line keeps the coupon, which then discounts
 * nothing. Emits a `cart_remove` activity event.
 */
export declare const removeCartItem: <ThrowOnError extends boolean = false>(options: Options<RemoveCartItemData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<RemoveCartItemResponses, RemoveCartItemErrors, ThrowOnError, "fields">;
/**
 * Change a line's quantity
 *
 * Sets the quantity of one line of the session cart (1 to 100; use DELETE to remove a line) and returns
 * the updated line. A line that is not in this session's cart is 404 NOT_FOUND. Raising the quantity beyond the
 * stock available for a tracked product is 409 CONFLICT. A service booking line keeps its slot; its quantity is the
 * number of participants and must fit the slot's remaining capacity (409 otherwise). Emits a `cart_add` or
 * `cart_remove` activity event for the difference.
 */
export declare const updateCartItem: <ThrowOnError extends boolean = false>(options: Options<UpdateCartItemData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<UpdateCartItemResponses, UpdateCartItemErrors, ThrowOnError, "fields">;
/**
 * Count the units in the cart
 *
 * Returns the total quantity across all lines of the session cart (0 for an empty cart), for a cart
 * badge. The cart belongs to the storefront session (the `sf_session` cookie or the `X-Session-Id` header);
 * a session has one cart, created empty on first use, and storefront and checkout read the same cart.
 */
export declare const getCartCount: <ThrowOnError extends boolean = false>(options?: Options<GetCartCountData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetCartCountResponses, GetCartCountErrors, ThrowOnError, "fields">;
/**
 * Get the cart total
 *
 * Returns the cart's `pricing.total_price` (after discounts and tax) as a Money string in the cart
 * currency; `"0.00"` for an empty cart. The cart belongs to the storefront session (the `sf_session` cookie or the `X-Session-Id` header);
 * a session has one cart, created empty on first use, and storefront and checkout read the same cart.
 */
export declare const getCartTotal: <ThrowOnError extends boolean = false>(options?: Options<GetCartTotalData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetCartTotalResponses, GetCartTotalErrors, ThrowOnError, "fields">;
/**
 * Apply a coupon
 *
 * Applies a coupon code to the session cart, replacing any coupon applied before, and returns the
 * repriced cart. Codes match case-insensitively. A code that is unknown, inactive, expired, used up, not valid for
 * this customer or location, or whose minimum subtotal the cart does not reach is 400 VALIDATION_ERROR naming
 * `coupon_code` (the previous coupon, if any, stays applied). The coupon is re-checked on every cart write and at
 * checkout; `discount_amount` follows the cart. Applying the code already applied succeeds unchanged.
 */
export declare const applyCartCoupon: <ThrowOnError extends boolean = false>(options: Options<ApplyCartCouponData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ApplyCartCouponResponses, ApplyCartCouponErrors, ThrowOnError, "fields">;
/**
 * Remove the coupon
 *
 * Removes the coupon from the session cart and returns the repriced cart. Idempotent: with no coupon
 * applied it succeeds and returns the cart unchanged.
 */
export declare const removeCartCoupon: <ThrowOnError extends boolean = false>(options?: Options<RemoveCartCouponData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<RemoveCartCouponResponses, RemoveCartCouponErrors, ThrowOnError, "fields">;
/**
 * Remove the delivery address
 *
 * Removes the cart's delivery address and chosen rate (no shipping is charged until one is set again) and returns the repriced cart; idempotent.
 */
export declare const clearCartDelivery: <ThrowOnError extends boolean = false>(options?: Options<ClearCartDeliveryData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ClearCartDeliveryResponses, ClearCartDeliveryErrors, ThrowOnError, "fields">;
/**
 * Set the delivery address
 *
 * Sets where the session cart is to be delivered, and optionally the shipping rate chosen, and returns the repriced
 * cart: `delivery` lists the rates the business offers for this cart at this address with what each costs, and
 * `pricing.shipping` (included in `total_price`) is the chosen rate's amount, else the cheapest one's. Setting it
 * again replaces it.
 *
 * **Shipping zones.** The business's zones (platform API, `…/shipping/zones`) decide: the zone matching the
 * address most specifically (postal-code prefix, then region, then country) delivers, with its rates priced by
 * the cart's weight or subtotal, or flat, and free above a total or for given products (the platform's
 * `PlatformShippingRate`). A business with no zones in the key's mode ships everywhere for nothing: the address is
 * kept, `options` is empty and `shipping` is `0.00`.
 *
 * **Errors.** 400 VALIDATION_ERROR: no zone covers the address, naming the part that misses (`address.country`
 * when no zone delivers to the country, else `address.region` or `address.postal_code`); or
 * `shipping_rate_id` is not one of the rates offered for this cart and address (a rate may not be offered because
 * the cart is past its last weight or subtotal band), naming it. Nothing is changed then.
 *
 * **Checkout.** A `delivery` checkout charges shipping to its `address_info` by the same rules (and its
 * `shipping_rate_id`, else the rate chosen here when it is offered there, else the cheapest), so a checkout to this
 * address charges `total_price`. Lines changed later are repriced on every read.
 */
export declare const setCartDelivery: <ThrowOnError extends boolean = false>(options: Options<SetCartDeliveryData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<SetCartDeliveryResponses, SetCartDeliveryErrors, ThrowOnError, "fields">;
/**
 * Check out the cart
 *
 * Converts the session cart into an order, starts the payment with the chosen method and returns the order
 * identifiers and what the payer does next. In one transaction the server re-prices and validates the cart (stock,
 * slots, coupon, quotes), reserves stock, creates the order (`status: pending`, `payment_status: pending`) and
 * records the idempotency key; then it empties the cart (lines and coupon; the cart id stays). It emits
 * `order.created`, and `booking.created` for each service line. A signed-in caller (bearer session) owns the
 * order (`customer_id`); a guest order has none and is reached with `bill_token`, which is returned to every
 * caller.
 *
 * **Subscriptions.** Each billing plan among the lines (`billing_plan_id`) starts one subscription for the
 * signed-in customer, in the same transaction: `status: active`, first period from the order's time to one plan
 * interval later, `amount` = the plan's lines per period (see `GET /api/v1/subscriptions`). A guest checkout of a
 * cart with such a line is 400 VALIDATION_ERROR: sign in first.
 *
 * **Body.** Flat, no `checkout_data` wrapper. `cart_id` must be the session's cart. `customer` needs `email` or
 * `phone`. `order_type` defaults to `pickup`; `delivery` needs `address_info.street_address` and `city`.
 * `mobile_money` needs `mobile_money_details`. `pay_currency` and `fx_quote_id` go together: the order is
 * charged the locked quote's `total_amount` (its `converted_amount` plus `fee`, see `POST /api/v1/fx/quotes`),
 * and `amount`/`currency` of the result are in `pay_currency`. The quote must be `active` when the checkout
 * arrives, convert the cart's currency to `pay_currency`, and be for the cart's current total.
 *
 * **Shipping.** A `delivery` order is charged shipping to `address_info` by the business's shipping zones of the
 * key's mode (the same rules and amounts as the cart's `delivery`, see `PUT /api/v1/cart/delivery`): the rate
 * `shipping_rate_id` names, else the one chosen on the cart when it is offered at this address, else the cheapest.
 * It is added to the total (the order's `shipping`), neither discounted nor taxed. A business without zones charges
 * none. Other order types are charged none. A `pickup` order naming an `address_info.location_id` that does not
 * offer pickup (platform `…/shipping/pickup`) is refused.
 *
 * **Next step.** `card`: send the payer to `redirect_url` (the hosted pay page). `mobile_money`: the payer
 * receives a prompt or code from the wallet provider; submit it with `POST /api/v1/payments/authorization`
 * (`redirect_url` is null). `cash`: nothing (`redirect_url` null); the business marks it paid. Follow the order
 * with `GET /api/v1/orders/{order_id}/payment-status`.
 *
 * **Idempotency.** Send an `Idempotency-Key` header (or the `idempotency_key` body field; both must be equal when
 * both are sent). A retry with the same key and the same body replays the first result (`Idempotent-Replayed:
 * true`) without charging again, even though the cart is now empty; the same key with a different body, or while
 * the first request is still running, is 409 CONFLICT. A 503 from the payment provider leaves nothing behind; one
 * from the store (a failover) may come after the order was placed: either way a retry with the same key gives
 * the one order, never a second.
 *
 * **Errors.** 400 VALIDATION_ERROR: missing customer contact, invalid email or phone, empty or unsupported
 * `payment_method`, missing `mobile_money_details` or delivery address, a `metadata.success_url` or
 * `metadata.cancel_url` that is not an absolute http(s) URL (https in production mode) or whose host is not one of
 * the business's `return_url_hosts` when it lists any (see `metadata`), empty
 * cart, a coupon or quote no longer
 * valid, a delivery address no shipping zone covers (naming `address_info.country`, when no zone delivers to the
 * country or none is given, else `address_info.region` or `address_info.postal_code`), a `shipping_rate_id` not
 * offered for the cart at that address (or no rate that takes the cart there, naming `cart_id`), a pickup location
 * that does not offer pickup (`address_info.location_id`), an unknown `fx_quote_id` (never created, or deleted after it expired), a subscription line without a
 * signed-in customer. 404 NOT_FOUND: `cart_id` unknown or
 * not this session's cart. 409 CONFLICT: idempotency conflict as above, or stock or a booked slot no longer
 * available. 409 with an FX code, not retryable (create a new quote and check out with it): FX_QUOTE_EXPIRED,
 * the quote's `expires_at` has passed; FX_QUOTE_USED, another order already used the quote (of two checkouts
 * racing for one quote exactly one gets it); FX_QUOTE_MISMATCH, the quote's `from_currency` is not the cart's
 * currency, its `to_currency` is not `pay_currency`, or its `amount` is not the cart's total (the cart changed
 * after quoting). 503 SERVICE_UNAVAILABLE: the payment provider rejected the request or timed out (`retryable:
 * true`), or the store was unavailable (a failover): `retryable` is true with an Idempotency-Key (retry with it),
 * false without one (the order may have been placed: look for it before checking out again).
 *
 * **Sandbox payments** (`_test_` keys):
 *
 * | `payment_method` | outcome |
 * |---|---|
 * | `card` | `payment_status: pending` and a `redirect_url` to the hosted pay page; Approve settles the payment (`succeeded`, then redirect to `metadata.success_url` when given), Decline fails it (then `metadata.cancel_url`). |
 * | `mobile_money` | `pending`, `redirect_url` null; `POST /api/v1/payments/authorization` with `auth_type: otp` and `value: 123456` approves and settles it, any other value fails it. |
 * | `mobile_money`, `phone_number` ending in `0000` | provider unreachable: 503 SERVICE_UNAVAILABLE (retryable), nothing is created; retry with the same Idempotency-Key. |
 * | `mobile_money`, `phone_number` ending in `1111` | provider declines: the authorization fails the payment (`payment.failed`) whatever the value. |
 * | `cash` | `pending`, `redirect_url` null, until the business marks it paid. |
 * | subscription renewal | charged at each period end and succeeds, except an `amount` ending in `.13` (e.g. `20.13`): every renewal charge is declined, so the retry schedule and `past_due` can be exercised. |
 *
 * **Live payments** (`_live_` keys) never use the sandbox's outcomes. Until a live payment provider is configured for the deployment, `card` and `mobile_money` answer 503 SERVICE_UNAVAILABLE saying so (nothing is created) and `cash` is accepted as above.
 */
export declare const checkout: <ThrowOnError extends boolean = false>(options: Options<CheckoutData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CheckoutResponses, CheckoutErrors, ThrowOnError, "fields">;
/**
 * Authorize a payment
 *
 * Submits what the payer entered to complete a payment started by checkout: `reference` is the checkout's
 * `payment_reference`, `auth_type` one of `otp` (wallet one-time code, mobile money), `challenge` (answer to a
 * provider challenge such as a PIN or birthday prompt) or `three_ds` (3-D Secure result of a card challenge), and
 * `value` the code, answer or result.
 *
 * The result `status` is `approved` (the payment settled: `payment_status` `succeeded`, `payment.completed`
 * emitted; the order stays `pending` until the business confirms it), `failed` (the payment failed:
 * `payment_status` `failed`, `payment.failed` emitted; the customer can cancel the order and check out again), or
 * `pending` with a `next_action` the payer must complete (another authorization, or a redirect), or with
 * `next_action` null while the provider is still confirming (poll the order's payment-status).
 *
 * With a publishable key the payment must belong to an order placed from this storefront session or by the
 * signed-in customer; a secret key may authorize any payment of the business. Otherwise, and for an unknown
 * reference, 404 NOT_FOUND. A payment that is not awaiting authorization (already settled, failed, cancelled or
 * refunded) is 409 CONFLICT; an `auth_type` the payment is not waiting for is 400 VALIDATION_ERROR. 503
 * SERVICE_UNAVAILABLE when the provider cannot be reached (retryable; nothing changed).
 *
 * **Sandbox** (`_test_` keys): mobile money with `auth_type: otp` and `value: 123456` approves and settles the
 * payment; any other value fails it; a wallet number ending in `1111` fails whatever the value.
 */
export declare const authorizePayment: <ThrowOnError extends boolean = false>(options: Options<AuthorizePaymentData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AuthorizePaymentResponses, AuthorizePaymentErrors, ThrowOnError, "fields">;
/**
 * List the customer's orders
 *
 * Lists the signed-in customer's orders with this business, newest first: the orders of the person, i.e. of
 * every customer id with the same `account_id` (orders placed signed in with another verified contact, and
 * orders attached to them through Link's enroll-and-link-order). Requires a bearer session
 * (guests have no order list; they read single orders with their bill token). Filters: `status`, `location_id`.
 * Paging: `limit` 1 to 100 (default 20) and `offset`; a page shorter than `limit` is the last.
 */
export declare const listOrders: <ThrowOnError extends boolean = false>(options?: Options<ListOrdersData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListOrdersResponses, ListOrdersErrors, ThrowOnError, "fields">;
/**
 * Get an order
 *
 * Returns one order with its lines, amounts, status and payment status.
 *
 * **Access.** A signed-in customer (bearer session) reaches the orders whose `customer_id` is theirs or another id of the same
 * person (the same `account_id`: orders attached through Link, a second verified contact); anyone
 * else must pass the order's `bill_token` as query `token`. Not the owner, or a wrong or missing token: 404
 * NOT_FOUND, never 403, so order ids cannot be probed.
 */
export declare const getOrder: <ThrowOnError extends boolean = false>(options: Options<GetOrderData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetOrderResponses, GetOrderErrors, ThrowOnError, "fields">;
/**
 * Get an order's payment status
 *
 * Returns the stored payment state of the order (no call to the provider; use verify-payment for that).
 * Poll it after a hosted-page redirect or a `pending` authorization.
 *
 * **Access.** A signed-in customer (bearer session) reaches the orders whose `customer_id` is theirs or another id of the same
 * person (the same `account_id`: orders attached through Link, a second verified contact); anyone
 * else must pass the order's `bill_token` as query `token`. Not the owner, or a wrong or missing token: 404
 * NOT_FOUND, never 403, so order ids cannot be probed.
 */
export declare const getOrderPaymentStatus: <ThrowOnError extends boolean = false>(options: Options<GetOrderPaymentStatusData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetOrderPaymentStatusResponses, GetOrderPaymentStatusErrors, ThrowOnError, "fields">;
/**
 * Cancel an order
 *
 * Cancels the order and returns it updated (`status: cancelled`, `cancelled_at`, `cancel_reason` from
 * the optional `reason`, at most 500 characters). A customer (owner or bill-token holder) may cancel only a
 * `pending` or `confirmed` order; in any other status, including an order already cancelled, the answer is 409
 * CONFLICT. (The business cancels from any state before `completed` through its own tools.)
 *
 * Effects: a payment not yet settled is cancelled (`payment_status: cancelled`); a settled one is refunded in
 * full (`refunded`, `payment.refunded`); reserved stock is released; bookings on the order's service lines are
 * cancelled (`booking.cancelled`); `order.cancelled` and `order.updated` are emitted.
 *
 * **Idempotency.** `Idempotency-Key` is honoured: a retry with the same key and body replays the first response
 * (`Idempotent-Replayed: true`) instead of answering 409 for the now cancelled order.
 *
 * **Access.** A signed-in customer (bearer session) reaches the orders whose `customer_id` is theirs or another id of the same
 * person (the same `account_id`: orders attached through Link, a second verified contact); anyone
 * else must pass the order's `bill_token` as query `token`. Not the owner, or a wrong or missing token: 404
 * NOT_FOUND, never 403, so order ids cannot be probed.
 */
export declare const cancelOrder: <ThrowOnError extends boolean = false>(options: Options<CancelOrderData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CancelOrderResponses, CancelOrderErrors, ThrowOnError, "fields">;
/**
 * Attach a customer to a guest order
 *
 * Makes a guest order part of a customer's history by setting its `customer_id`, and returns the updated
 * order. Typical flow: a guest checks out, then signs in with OTP and attaches the order.
 *
 * The order's bill token (query `token`) is always required. With a publishable key the caller must also be signed
 * in as `customer_id` (bearer session); a secret key may attach any customer of the business. A wrong or missing
 * token, an unknown `customer_id`, or a `customer_id` other than the signed-in customer: 404 NOT_FOUND (never
 * 403). Attaching the customer the order already has, or another customer id of the same person (the same
 * `account_id`, e.g. the order was attached through Link), succeeds unchanged; an order that already belongs to
 * someone else is 409 CONFLICT. Emits `order.updated`.
 */
export declare const attachOrderCustomer: <ThrowOnError extends boolean = false>(options: Options<AttachOrderCustomerData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AttachOrderCustomerResponses, AttachOrderCustomerErrors, ThrowOnError, "fields">;
/**
 * Re-verify an order's payment
 *
 * Asks the payment provider for the current state of the order's payment, records it (emitting
 * `payment.completed` or `payment.failed` if it changed) and returns the canonical payment status record. Use it
 * when a redirect or webhook may have been missed. Safe to call repeatedly. 503 SERVICE_UNAVAILABLE (retryable) when
 * the provider cannot be reached; the stored status is then unchanged. Cash payments are not checked with a provider;
 * the stored record is returned.
 *
 * **Access.** A signed-in customer (bearer session) reaches the orders whose `customer_id` is theirs or another id of the same person (the same `account_id`: orders attached through Link, a second verified contact); anyone
 * else must pass the order's `bill_token` as query `token`. Not the owner, or a wrong or missing token: 404
 * NOT_FOUND, never 403, so order ids cannot be probed.
 */
export declare const verifyOrderPayment: <ThrowOnError extends boolean = false>(options: Options<VerifyOrderPaymentData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<VerifyOrderPaymentResponses, VerifyOrderPaymentErrors, ThrowOnError, "fields">;
/**
 * Get a product's stock
 *
 * Returns the stock of a product per location. Inventory types: `none` (not tracked; always available, quantities null), `tracked` (counted per
 * product), `variant_level` (counted per variant; product-level calls return null quantities).
 * `quantity_available` is on hand minus units reserved by unfulfilled orders.
 */
export declare const getProductStock: <ThrowOnError extends boolean = false>(options: Options<GetProductStockData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetProductStockResponses, GetProductStockErrors, ThrowOnError, "fields">;
/**
 * Get a variant's stock
 *
 * Returns the stock of a variant per location; same shape as the product call with `variant_id`.
 * Inventory types: `none` (not tracked; always available, quantities null), `tracked` (counted per
 * product), `variant_level` (counted per variant; product-level calls return null quantities).
 * `quantity_available` is on hand minus units reserved by unfulfilled orders.
 */
export declare const getVariantStock: <ThrowOnError extends boolean = false>(options: Options<GetVariantStockData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetVariantStockResponses, GetVariantStockErrors, ThrowOnError, "fields">;
/**
 * Check a product's availability
 *
 * Tells whether `quantity` units of a product can be sold now (at `location_id`, or across all
 * locations). `none` products are always available (`quantity_available` null). For a `variant_level` product
 * `quantity_available` is null and `is_available` is true when at least one active variant has the quantity;
 * check the variant for a precise answer. An inactive product is not available. Inventory types: `none` (not tracked; always available, quantities null), `tracked` (counted per
 * product), `variant_level` (counted per variant; product-level calls return null quantities).
 * `quantity_available` is on hand minus units reserved by unfulfilled orders.
 */
export declare const getProductAvailability: <ThrowOnError extends boolean = false>(options: Options<GetProductAvailabilityData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetProductAvailabilityResponses, GetProductAvailabilityErrors, ThrowOnError, "fields">;
/**
 * Check a variant's availability
 *
 * Tells whether `quantity` units of a variant can be sold now (at `location_id`, or across all
 * locations); same shape as the product call with `variant_id`. An inactive variant is not available. Inventory types: `none` (not tracked; always available, quantities null), `tracked` (counted per
 * product), `variant_level` (counted per variant; product-level calls return null quantities).
 * `quantity_available` is on hand minus units reserved by unfulfilled orders.
 */
export declare const getVariantAvailability: <ThrowOnError extends boolean = false>(options: Options<GetVariantAvailabilityData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetVariantAvailabilityResponses, GetVariantAvailabilityErrors, ThrowOnError, "fields">;
/**
 * Get the combined catalogue snapshot
 *
 * Returns in one call what a storefront needs for its first render: every category, the live collections (up to
 * 100), the first page of products (as `listProducts` with no filters, sorted by name ascending, `limit` 20), the
 * active bundles (up to 100) and the active composites (up to 100), with their groups.
 *
 * Continue the product list with `listProducts` and `cursor` = `products.pagination.next_cursor`. The snapshot may
 * be served from a per-business cache up to 60 seconds old (`generated_at` says when it was built); use the
 * individual endpoints for fresher reads.
 *
 * An unknown `location_id` is 404 NOT_FOUND; with a known one, prices are those of that location where it
 * overrides them. With `location_id`, products, bundles and composites not sold at that location are left out.
 *
 * In the sandbox (`_test_` keys) this returns the demo business's catalogue, which exercises every product kind.
 */
export declare const getCatalogueSnapshot: <ThrowOnError extends boolean = false>(options?: Options<GetCatalogueSnapshotData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetCatalogueSnapshotResponses, GetCatalogueSnapshotErrors, ThrowOnError, "fields">;
/**
 * List products
 *
 * Lists the business's active products, one page at a time.
 *
 * **Filters** (optional, combined with AND): `category_id` or `category_slug` (products directly in that category;
 * child categories are not included), `taxonomy_id`, `search` (name and description), `tags` (any of the
 * comma-separated tags), `featured`, `in_stock`, `min_price`/`max_price` (inclusive, on `default_price`) and
 * `properties` (attribute values). Filters naming an unknown category, slug, taxonomy node or tag match nothing:
 * the answer is an empty page, not 404.
 *
 * **Sorting.** `sort_by` is `name` (default), `price` (`default_price`), `created_at` or `featured` (featured
 * products first, each group by name); `sort_order` (default `asc`) orders the key (for `featured`, the names).
 * Ties are broken by id, so pages are stable.
 *
 * **Pagination.** Cursor mode (default): pass `pagination.next_cursor` back as `cursor` with the same filters and
 * sort; it is null on the last page. Page mode: send `page` (from 1) to jump to a page; the response then also
 * carries `pagination.page` and `pagination.total`. `limit` is 1 to 100, default 20.
 *
 * **Location.** An unknown `location_id` is 404 NOT_FOUND; with a known one, prices are those of that location
 * where it overrides them. Products not sold at the location are left out, and `in_stock` looks at that location's
 * stock only (without `location_id`, at any location). Products with `inventory_type` `none` are always in stock.
 *
 * **Errors.** 400 VALIDATION_ERROR for `limit` or `page` out of range, `min_price` greater than `max_price`,
 * `properties` that is not a JSON object of strings, `cursor` together with `page`, and a `cursor` that is
 * malformed or was issued for other filters or sort.
 */
export declare const listProducts: <ThrowOnError extends boolean = false>(options?: Options<ListProductsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListProductsResponses, ListProductsErrors, ThrowOnError, "fields">;
/**
 * Get a product
 *
 * Returns one product with its variants (inactive ones included, default first), add-on groups, images (primary
 * first) and attribute values. For a bundle or composite product, `bundle_id` or `composite_id` names the record
 * to read for its components.
 *
 * An inactive product (`is_active: false`) is still returned so that old links and carts can show it as
 * unavailable; an archived or unknown product is 404 NOT_FOUND. An unknown `location_id` is 404 NOT_FOUND; with a
 * known one, prices are those of that location where it overrides them. Whether it can be ordered right now is
 * `getProductAvailableNow`.
 */
export declare const getProduct: <ThrowOnError extends boolean = false>(options: Options<GetProductData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetProductResponses, GetProductErrors, ThrowOnError, "fields">;
/**
 * Get the ordering schedule of a product
 *
 * Returns the weekly windows during which the product can be ordered (for example a breakfast menu from 06:00 to
 * 11:00). Each rule covers one day of the week (0 = Sunday) from `start_time` to `end_time` (exclusive, `HH:MM`,
 * `24:00` allowed as end) in `timezone`; a rule with a null `location_id` applies at every location. An empty
 * `rules` array means the product is not restricted by a schedule.
 *
 * With `location_id`, only the rules of that location and the rules of every location are returned. An unknown
 * `location_id` is 404 NOT_FOUND; with a known one, prices are those of that location where it overrides them.
 * Booking slots of services are a different thing: see the Scheduling endpoints.
 */
export declare const getProductSchedules: <ThrowOnError extends boolean = false>(options: Options<GetProductSchedulesData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetProductSchedulesResponses, GetProductSchedulesErrors, ThrowOnError, "fields">;
/**
 * Check whether a product can be ordered now
 *
 * Combines the product's state, its schedule rules and live inventory at one location into a single answer for
 * "can this be ordered right now here?". The checks run in this order and the first failing one is the `reason`:
 * `inactive`, `not_sold_at_location`, `outside_schedule`, `out_of_stock`; `reason` is null when `is_available` is
 * true. `schedule_open` and `in_stock` report their checks independently, so a client can say "opens at 06:00" and
 * "sold out" at the same time.
 *
 * Stock: `inventory_type` `none` is always in stock with `quantity_available` null; `tracked` uses the product's
 * available quantity at the location (on hand minus reservations); `variant_level` sums the active variants. For
 * the stock of one variant, use the Inventory endpoints.
 *
 * `location_id` is required here (400 VALIDATION_ERROR when missing); an unknown location is 404 NOT_FOUND. The
 * answer reflects the moment of the request and is not cached.
 */
export declare const getProductAvailableNow: <ThrowOnError extends boolean = false>(options: Options<GetProductAvailableNowData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetProductAvailableNowResponses, GetProductAvailableNowErrors, ThrowOnError, "fields">;
/**
 * List the billing plans a purchase is eligible for
 *
 * Lists the subscription billing plans that can be chosen (`billing_plan_id` of the cart add) for this product,
 * cheapest first. A plan is eligible when it is active and offered for the product (and at `location_id` when
 * given), the `quantity` and `order_value` fall within the limits the business set for it, and, for plans reserved
 * to new subscribers, the customer has no subscription on it. A product without plans, or with none eligible,
 * gives an empty array.
 *
 * `price` is the amount charged per period for `quantity` units (1 when omitted). `trial_days` is 0 for a customer
 * who has already had a trial of this product.
 *
 * **Customer.** Eligibility is computed for `customer_id` when given, else for the signed-in customer
 * (`Authorization: Bearer`), else for a new customer. With a publishable key, `customer_id` may only name the
 * signed-in customer: any other value is 403 FORBIDDEN (a secret key may name any customer of the business). An
 * unknown `customer_id` is 404 NOT_FOUND. An unknown `location_id` is 404 NOT_FOUND; with a known one, prices are
 * those of that location where it overrides them.
 */
export declare const listEligibleBillingPlans: <ThrowOnError extends boolean = false>(options: Options<ListEligibleBillingPlansData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListEligibleBillingPlansResponses, ListEligibleBillingPlansErrors, ThrowOnError, "fields">;
/**
 * List the variants of a product
 *
 * Returns every variant of the product, default first, then in the business's display order. Inactive variants are
 * included with `is_active: false` so pickers can show them as unavailable. A product without variants gives an
 * empty array. A variant's price is the product `default_price` plus its `price_adjustment`. An unknown
 * `location_id` is 404 NOT_FOUND; with a known one, prices are those of that location where it overrides them.
 */
export declare const listProductVariants: <ThrowOnError extends boolean = false>(options: Options<ListProductVariantsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListProductVariantsResponses, ListProductVariantsErrors, ThrowOnError, "fields">;
/**
 * Get the variant axes of a product
 *
 * Returns the dimensions along which the product's variants differ (for example size and milk), each with its
 * values in display order, to build option pickers. Each variant's `axis_values` gives its value on every axis;
 * `findProductVariant` resolves a full selection to the variant. A product without axes gives `axes: []`.
 */
export declare const getProductVariantAxes: <ThrowOnError extends boolean = false>(options: Options<GetProductVariantAxesData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetProductVariantAxesResponses, GetProductVariantAxesErrors, ThrowOnError, "fields">;
/**
 * Get a variant of a product
 *
 * Returns one variant of the product, inactive ones included. A variant id that exists but belongs to another
 * product is 404 NOT_FOUND. Service variants carry the duration, buffer and capacity overrides that slot lookups
 * with `variant_id` honour. An unknown `location_id` is 404 NOT_FOUND; with a known one, prices are those of that
 * location where it overrides them.
 */
export declare const getProductVariant: <ThrowOnError extends boolean = false>(options: Options<GetProductVariantData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetProductVariantResponses, GetProductVariantErrors, ThrowOnError, "fields">;
/**
 * Find the variant matching axis selections
 *
 * Resolves the customer's choice on every variant axis to the one variant with exactly those `axis_values`. Values
 * are compared case-insensitively. The variant is returned even when inactive (check `is_active` before adding it
 * to the cart).
 *
 * 400 VALIDATION_ERROR when `axis_selections` is empty or names an axis the product does not have; 404 NOT_FOUND
 * when a value is not one of its axis's values or no variant has the combination given, even with axes left
 * out; 400 VALIDATION_ERROR naming an axis left out when variants match the rest and that axis must choose
 * between them. This is a read: it changes nothing and may be retried freely.
 */
export declare const findProductVariant: <ThrowOnError extends boolean = false>(options: Options<FindProductVariantData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<FindProductVariantResponses, FindProductVariantErrors, ThrowOnError, "fields">;
/**
 * List the add-on groups of a product
 *
 * Returns the product's add-on (modifier) groups in display order, each with its options and prices. A `single`
 * group takes at most one option; a `multiple` group takes between `min_selections` and `max_selections` distinct
 * options; `is_required` groups need at least one. The chosen option ids go into `add_on_options` of the cart add
 * (or `add_on_option_ids` of a quote); breaking a group's rule there is 400 VALIDATION_ERROR. A product without
 * add-ons gives an empty array. An unknown `location_id` is 404 NOT_FOUND; with a known one, prices are those of
 * that location where it overrides them.
 */
export declare const listProductAddOns: <ThrowOnError extends boolean = false>(options: Options<ListProductAddOnsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListProductAddOnsResponses, ListProductAddOnsErrors, ThrowOnError, "fields">;
/**
 * Create a price quote
 *
 * Prices a product configuration (variant, add-ons, bundle or composite selections, quantity, location) and locks
 * that price for a later cart add.
 *
 * The quote prices one unit as the product price (for a composite, its calculated subtotal) plus the variant's
 * `price_adjustment`, the chosen add-on options and, for a bundle, the adjustments of swapped component variants;
 * `subtotal` is `unit_price × quantity`, before discounts and tax. The price is locked for 15 minutes
 * (`expires_at`): a cart add with this `quote_id` before then uses the locked `unit_price` even if the catalogue
 * price changes. After `expires_at` the quote reads as `status: expired`, a cart add naming it is 400
 * VALIDATION_ERROR, and `refreshPriceQuote` re-prices it. Expired quotes stay readable for 24 hours, then answer
 * 404 NOT_FOUND.
 *
 * `location_id` in the body takes precedence over the query parameter. Creating a quote has no other effect: a
 * retry simply creates another quote, and unused quotes expire on their own.
 *
 * 400 VALIDATION_ERROR for `quantity` outside 1 to 100, a variant or add-on option that does not belong to the
 * product, add-on choices that break a group's selection rules, `bundle_selections` on a non-bundle (or a variant
 * choice on a non-swappable component), `composite_selections` on a non-composite or outside a group's
 * `min_selections`/`max_selections`. 404 NOT_FOUND for an unknown or inactive product, an unknown variant, add-on
 * option, component or `location_id`.
 */
export declare const createPriceQuote: <ThrowOnError extends boolean = false>(options: Options<CreatePriceQuoteData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CreatePriceQuoteResponses, CreatePriceQuoteErrors, ThrowOnError, "fields">;
/**
 * Get a price quote
 *
 * Returns a quote with its locked numbers. An expired quote is still returned, with `status: expired`, for 24
 * hours after `expires_at`; then it is 404 NOT_FOUND.
 *
 * The quote prices one unit as the product price (for a composite, its calculated subtotal) plus the variant's
 * `price_adjustment`, the chosen add-on options and, for a bundle, the adjustments of swapped component variants;
 * `subtotal` is `unit_price × quantity`, before discounts and tax. The price is locked for 15 minutes
 * (`expires_at`): a cart add with this `quote_id` before then uses the locked `unit_price` even if the catalogue
 * price changes. After `expires_at` the quote reads as `status: expired`, a cart add naming it is 400
 * VALIDATION_ERROR, and `refreshPriceQuote` re-prices it. Expired quotes stay readable for 24 hours, then answer
 * 404 NOT_FOUND.
 *
 * The `location_id` query is accepted for uniformity but does not change a quote; its own `location_id` applies.
 */
export declare const getPriceQuote: <ThrowOnError extends boolean = false>(options: Options<GetPriceQuoteData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetPriceQuoteResponses, GetPriceQuoteErrors, ThrowOnError, "fields">;
/**
 * Refresh a price quote
 *
 * Re-prices the quote at current catalogue prices, replacing its locked `unit_price`, `subtotal` and `currency`
 * and restarting its 15-minute lock: `expires_at` moves to 15 minutes from now and `status` becomes `active`,
 * whether or not it had expired. The `quote_id` stays the same.
 *
 * The body may change any of the quote-creation fields: fields sent replace the stored ones, omitted fields keep
 * theirs, and `{}` re-prices the same configuration. Changing `product_id` clears the variant and the selections
 * that are not sent in the same body.
 *
 * 400 VALIDATION_ERROR for `quantity` outside 1 to 100, a variant or add-on option that does not belong to the
 * product, add-on choices that break a group's selection rules, `bundle_selections` on a non-bundle (or a variant
 * choice on a non-swappable component), `composite_selections` on a non-composite or outside a group's
 * `min_selections`/`max_selections`. 404 NOT_FOUND for an unknown or inactive product, an unknown variant, add-on
 * option, component or `location_id`. A quote expired for more than 24 hours is 404 NOT_FOUND: create a new one.
 */
export declare const refreshPriceQuote: <ThrowOnError extends boolean = false>(options: Options<RefreshPriceQuoteData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<RefreshPriceQuoteResponses, RefreshPriceQuoteErrors, ThrowOnError, "fields">;
/**
 * Validate a discount code
 *
 * Checks a discount code (the codes `POST /api/v1/cart/coupons` accepts) against an order subtotal without
 * touching the cart, and says how much it would take off. The code is trimmed and matched case-insensitively.
 *
 * An unusable code is not an error: the answer is 200 with `valid: false`, `discount_amount` `0.00` and a `reason`
 * (`not_found`, `inactive`, `not_started`, `expired`, `usage_limit_reached`, `not_valid_at_location`,
 * `min_subtotal_not_met`; the first that applies, in this order). For a signed-in customer (`Authorization:
 * Bearer`) per-customer usage limits are checked too; otherwise they are checked at checkout.
 *
 * `discount_amount` is computed on `order_subtotal` as if every item qualified: `percentage` takes `value` percent
 * (rounded half-up to the minor unit), `fixed_amount` takes `value`, neither more than the subtotal. The cart
 * applies category and collection deals to qualifying lines only, so its discount can be lower.
 *
 * 400 VALIDATION_ERROR for a blank or over-long `discount_code` or an `order_subtotal` that is not a non-negative
 * Money string. `location_id` in the body takes precedence over the query; an unknown one is 404 NOT_FOUND.
 * Repeated failed checks count against the rate limit like any request.
 */
export declare const validateDeal: <ThrowOnError extends boolean = false>(options: Options<ValidateDealData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ValidateDealResponses, ValidateDealErrors, ThrowOnError, "fields">;
/**
 * List categories
 *
 * Returns every category of the business as a flat list ordered by `sort_order` then name. Nesting is expressed
 * only through `parent_id` (null for top-level categories); build the tree on the client. `product_count` counts
 * the active products directly in each category. With `location_id`, `product_count` counts only products sold at
 * that location. An unknown `location_id` is 404 NOT_FOUND; with a known one, prices are those of that location
 * where it overrides them.
 */
export declare const listCategories: <ThrowOnError extends boolean = false>(options?: Options<ListCategoriesData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListCategoriesResponses, ListCategoriesErrors, ThrowOnError, "fields">;
/**
 * Get a category
 *
 * Returns one category. Its children are the categories whose `parent_id` is its id (see `listCategories`). An
 * unknown `location_id` is 404 NOT_FOUND; with a known one, prices are those of that location where it overrides
 * them. With `location_id`, `product_count` counts only products sold there.
 */
export declare const getCategory: <ThrowOnError extends boolean = false>(options: Options<GetCategoryData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetCategoryResponses, GetCategoryErrors, ThrowOnError, "fields">;
/**
 * List the products of a category
 *
 * Lists the active products directly in the category (not those of its child categories), ordered by name, with
 * offset pagination: `limit` 1 to 100 (default 20), `offset` from 0. `pagination.total` counts all matching
 * products and `has_more` says whether another page follows. An offset past the end gives an empty page. An
 * unknown `location_id` is 404 NOT_FOUND; with a known one, prices are those of that location where it overrides
 * them. Products not sold at the location are left out. For filters and sorting use `listProducts` with
 * `category_id`.
 */
export declare const listCategoryProducts: <ThrowOnError extends boolean = false>(options: Options<ListCategoryProductsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListCategoryProductsResponses, ListCategoryProductsErrors, ThrowOnError, "fields">;
/**
 * List the attribute definitions of a category
 *
 * Returns the attribute definitions that apply to the products of the category, in display order: for each, its
 * `key` (the key of product `attributes` and of the `properties` filter of `listProducts`), display `label`, value
 * `type` (`text`, `number`, `boolean`, `select`), the `options` of a `select` (empty otherwise) and whether every
 * product must carry it. Use them to build filter panels and specification tables. An empty array when none are
 * defined. A category inherits the definitions of its ancestors; on a `key` clash the nearest category's
 * definition wins. An unknown `location_id` is 404 NOT_FOUND; with a known one, prices are those of that location
 * where it overrides them.
 */
export declare const listCategoryAttributes: <ThrowOnError extends boolean = false>(options: Options<ListCategoryAttributesData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListCategoryAttributesResponses, ListCategoryAttributesErrors, ThrowOnError, "fields">;
/**
 * List the active deals of a category
 *
 * Returns the deals running now (`starts_at` passed, `ends_at` null or in the future, not switched off) that
 * target the category (deals on the whole order are not included), ending soonest first. Deals with a `code` apply
 * when the customer enters it (cart coupons); deals with a null `code` apply automatically to qualifying cart
 * lines. A deal's `value` is a percent for `percentage` and an amount in `currency` for `fixed_amount`. An empty
 * array when none run. With `location_id`, deals not valid at that location are left out. An unknown `location_id`
 * is 404 NOT_FOUND; with a known one, prices are those of that location where it overrides them.
 */
export declare const listCategoryDeals: <ThrowOnError extends boolean = false>(options: Options<ListCategoryDealsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListCategoryDealsResponses, ListCategoryDealsErrors, ThrowOnError, "fields">;
/**
 * List collections
 *
 * Returns the live collections in the business's display order: collections whose `starts_at` has passed (or is
 * null) and whose `ends_at` is in the future (or null); scheduled and ended collections are left out. Not
 * paginated: at most `limit` (1 to 100, default 50) entries. `search` matches the name case-insensitively. With
 * `location_id`, collections restricted to other locations are left out and `product_count` counts the products
 * sold there. An unknown `location_id` is 404 NOT_FOUND; with a known one, prices are those of that location where
 * it overrides them.
 */
export declare const listCollections: <ThrowOnError extends boolean = false>(options?: Options<ListCollectionsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListCollectionsResponses, ListCollectionsErrors, ThrowOnError, "fields">;
/**
 * Get a collection
 *
 * Returns one live collection with its description, its business-defined `metadata` (string key/value pairs such
 * as a banner colour, at most 50 keys) and its time window. A collection that has not started or has ended is 404
 * NOT_FOUND, like an unknown one. An unknown `location_id` is 404 NOT_FOUND; with a known one, prices are those of
 * that location where it overrides them.
 */
export declare const getCollection: <ThrowOnError extends boolean = false>(options: Options<GetCollectionData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetCollectionResponses, GetCollectionErrors, ThrowOnError, "fields">;
/**
 * List the products of a collection
 *
 * Lists the active products of a live collection in the order the business curated, with offset pagination:
 * `limit` 1 to 100 (default 20) and either `offset` (from 0) or `page` (from 1, meaning `offset = (page − 1) ×
 * limit`); when both are sent, `offset` wins. `pagination` reports the effective `offset`, the `total` and
 * `has_more`. A page past the end is empty. A collection outside its time window is 404 NOT_FOUND. An unknown
 * `location_id` is 404 NOT_FOUND; with a known one, prices are those of that location where it overrides them.
 * Products not sold at the location are left out.
 */
export declare const listCollectionProducts: <ThrowOnError extends boolean = false>(options: Options<ListCollectionProductsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListCollectionProductsResponses, ListCollectionProductsErrors, ThrowOnError, "fields">;
/**
 * List the attribute definitions of a collection
 *
 * Returns the attribute definitions that apply to the products of the collection, in display order: for each, its
 * `key` (the key of product `attributes` and of the `properties` filter of `listProducts`), display `label`, value
 * `type` (`text`, `number`, `boolean`, `select`), the `options` of a `select` (empty otherwise) and whether every
 * product must carry it. Use them to build filter panels and specification tables. An empty array when none are
 * defined. An unknown `location_id` is 404 NOT_FOUND; with a known one, prices are those of that location where it
 * overrides them.
 */
export declare const listCollectionAttributes: <ThrowOnError extends boolean = false>(options: Options<ListCollectionAttributesData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListCollectionAttributesResponses, ListCollectionAttributesErrors, ThrowOnError, "fields">;
/**
 * List the active deals of a collection
 *
 * Returns the deals running now (`starts_at` passed, `ends_at` null or in the future, not switched off) that
 * target the collection (deals on the whole order are not included), ending soonest first. Deals with a `code`
 * apply when the customer enters it (cart coupons); deals with a null `code` apply automatically to qualifying
 * cart lines. A deal's `value` is a percent for `percentage` and an amount in `currency` for `fixed_amount`. An
 * empty array when none run. With `location_id`, deals not valid at that location are left out. An unknown
 * `location_id` is 404 NOT_FOUND; with a known one, prices are those of that location where it overrides them.
 */
export declare const listCollectionDeals: <ThrowOnError extends boolean = false>(options: Options<ListCollectionDealsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListCollectionDealsResponses, ListCollectionDealsErrors, ThrowOnError, "fields">;
/**
 * List bundles
 *
 * Returns the active bundles ordered by name. Not paginated: at most `limit` (1 to 100, default 50) entries.
 * `search` matches the name case-insensitively. Add a bundle to the cart with `item_id` = its `product_id`. An
 * unknown `location_id` is 404 NOT_FOUND; with a known one, prices are those of that location where it overrides
 * them. Bundles not sold at the location are left out.
 */
export declare const listBundles: <ThrowOnError extends boolean = false>(options?: Options<ListBundlesData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListBundlesResponses, ListBundlesErrors, ThrowOnError, "fields">;
/**
 * Get a bundle
 *
 * Returns a bundle with its components. Each component names its product, the quantity included and, for products
 * with variants, the default variant. A component with `is_swappable: true` lets the customer choose another
 * variant of its product through `bundle_selections` (`{ component_id, variant_id, quantity }`) at cart add; the
 * bundle price then moves by the difference between the chosen and the default variant's `price_adjustment`, times
 * the component quantity. Choosing a variant for a non-swappable component is 400 VALIDATION_ERROR there. An
 * unknown `location_id` is 404 NOT_FOUND; with a known one, prices are those of that location where it overrides
 * them.
 */
export declare const getBundle: <ThrowOnError extends boolean = false>(options: Options<GetBundleData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetBundleResponses, GetBundleErrors, ThrowOnError, "fields">;
/**
 * List composites
 *
 * Returns the active composites, with their groups and components, ordered by name. Not paginated: at most `limit`
 * (1 to 100, default 50) entries. A composite has a `base_price` and groups of components; the customer picks
 * between `min_selections` and `max_selections` units in each group (quantities count), and each picked unit adds
 * its component `price`. Components with a `product_id` draw on that product, whose variants and add-on options a
 * selection may name. An unknown `location_id` is 404 NOT_FOUND; with a known one, prices are those of that
 * location where it overrides them. Composites not sold at the location are left out.
 */
export declare const listComposites: <ThrowOnError extends boolean = false>(options?: Options<ListCompositesData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListCompositesResponses, ListCompositesErrors, ThrowOnError, "fields">;
/**
 * Get a composite
 *
 * Returns one composite with its groups and components. A composite has a `base_price` and groups of components;
 * the customer picks between `min_selections` and `max_selections` units in each group (quantities count), and
 * each picked unit adds its component `price`. Components with a `product_id` draw on that product, whose variants
 * and add-on options a selection may name. Add it to the cart with `item_id` = its `product_id` and
 * `composite_selections`. An unknown `location_id` is 404 NOT_FOUND; with a known one, prices are those of that
 * location where it overrides them.
 */
export declare const getComposite: <ThrowOnError extends boolean = false>(options: Options<GetCompositeData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetCompositeResponses, GetCompositeErrors, ThrowOnError, "fields">;
/**
 * Get the composite of a product
 *
 * Returns the composite sold as the given product (a product whose `product_type` is `composite`, the root of the
 * composite). A product of another type is 404 NOT_FOUND, like an unknown one. Same body as `getComposite`. An
 * unknown `location_id` is 404 NOT_FOUND; with a known one, prices are those of that location where it overrides
 * them. `by-product` is a literal segment: routers match it before the `{composite_id}` template (which is only
 * used with `POST …/calculate-price` at this depth).
 */
export declare const getCompositeByProduct: <ThrowOnError extends boolean = false>(options: Options<GetCompositeByProductData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetCompositeByProductResponses, GetCompositeByProductErrors, ThrowOnError, "fields">;
/**
 * Calculate the price of a composite configuration
 *
 * Prices one unit of the composite with the given selections, for showing a running total while the customer
 * builds it: `components_total` is the sum over the selections of (component `price` + the chosen variant's
 * `price_adjustment` + the chosen add-on option's `price`) × `quantity`, and `subtotal` is `base_price +
 * components_total`. The same component may appear more than once (for example with different variants). Group
 * `min_selections`/`max_selections` are enforced exactly as the cart add and quotes enforce them, so a price this
 * answers is one the cart accepts. Nothing is stored or locked: use `createPriceQuote` to lock a price.
 *
 * 400 VALIDATION_ERROR for an empty `selections`, a blank `component_id`, a `quantity` below 1 or above 100, a
 * group with fewer selections than its `min_selections` or more than its `max_selections` (the message names the
 * group), or a variant or add-on option that does not belong to the component's product. 404 NOT_FOUND for an unknown
 * composite, a `component_id` that is not in this composite, an unknown variant or add-on option, or an unknown
 * `location_id`. `location_id` in the body takes precedence over the query.
 */
export declare const calculateCompositePrice: <ThrowOnError extends boolean = false>(options: Options<CalculateCompositePriceData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CalculateCompositePriceResponses, CalculateCompositePriceErrors, ThrowOnError, "fields">;
/**
 * List bookable services
 *
 * Lists the business's active bookable services, ordered by name. Each service is backed by a catalogue product of `product_type` `service` and carries its variants, duration and buffer defaults, slot grid, capacity, booking window (`min_notice_minutes`, `max_advance_days`), cancellation cutoff, staff and resource bindings, and its locations with their time zones, weekly hours and dated exceptions. With `location_id`, only services offered at that location are listed (an unknown location gives an empty list). Book a service by adding its `product_id` to the cart with `scheduled_start` and `scheduled_end` taken from a slot.
 */
export declare const listServices: <ThrowOnError extends boolean = false>(options?: Options<ListServicesData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListServicesResponses, ListServicesErrors, ThrowOnError, "fields">;
/**
 * Get a bookable service
 *
 * Returns one bookable service with its variants, duration and buffer defaults, slot grid, `capacity`, booking window, cancellation cutoff, staff, resource bindings, and its locations with their time zones, weekly hours and dated exceptions (the same record as the list). An unknown or inactive service is 404 NOT_FOUND.
 */
export declare const getService: <ThrowOnError extends boolean = false>(options: Options<GetServiceData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetServiceResponses, GetServiceErrors, ThrowOnError, "fields">;
/**
 * List the slots of a service on one date
 *
 * Returns every slot of the service on `date` (a local date of the location's time zone), in ascending `start`
 * order, each with `is_available` and `remaining_capacity` for the requested `participant_count`.
 *
 * - The slot length is the service's `duration_minutes`, or the variant's override when `variant_id` is given.
 * This endpoint has no `duration_minutes` parameter (removed in release 0.44.30; an unknown query parameter
 * is 400 VALIDATION_ERROR); to test a custom length use `GET /api/v1/scheduling/slots/check`.
 * - Slots start on the service's `slot_interval_minutes` grid from the start of each opening interval of that
 * date (weekly hours, or the date's exception), and end inside the interval. A slot is available only when
 * every rule of the slot check passes: not started, within `min_notice_minutes` and `max_advance_days`, a
 * qualified staff member (the one named by `staff_id`, if given) whose own hours cover it and who is free
 * including buffers, the service's resources free, and room for `participant_count`. A closed date has no
 * slots (an empty list).
 * - Daylight-saving days follow the rules of the Scheduling tag: a grid start that does not exist locally is
 * skipped, an ambiguous one is the earlier instant, and durations are real elapsed time.
 * - `location_id` is required when the service is offered at more than one location (400 VALIDATION_ERROR
 * naming `location_id` otherwise) and must be one of its `location_ids` (else 404 NOT_FOUND). With one
 * location it may be omitted.
 * - An unknown or inactive service, a `variant_id` that is not a variant of it, or a `staff_id` not among its
 * staff is 404 NOT_FOUND.
 *
 * Book a slot by adding the service's product to the cart with `scheduled_start` = `start` and
 * `scheduled_end` = `end` (and `staff_id` to keep the staff member asked for).
 *
 */
export declare const listSlots: <ThrowOnError extends boolean = false>(options: Options<ListSlotsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListSlotsResponses, ListSlotsErrors, ThrowOnError, "fields">;
/**
 * Check whether one start time can be booked
 *
 * Checks one exact start time with the rules every booking path uses (slots, availability, adding a service
 * line to the cart, checkout and reschedule apply the same module, so they never disagree). Unlike the slots
 * endpoint this one accepts `duration_minutes`, overriding the service's (or the variant's) duration for the
 * check. The answer is 200 with `is_available` and, when false, the `reason` of the first rule that refused, in
 * the precedence order listed in `SlotCheckResult`: `in_past`, `min_notice`, `max_advance`, `closed`,
 * `outside_hours`, `no_staff`, `no_resource`, `fully_booked`, `insufficient_capacity`.
 *
 * - `slot_time` is an instant (`Z` or an offset), so it is never ambiguous; it is converted to the location's
 * local time to find the opening interval and the grid (Scheduling tag: daylight-saving rules).
 * - `location_id` is required when the service has several locations (400 VALIDATION_ERROR naming
 * `location_id` otherwise).
 * - With `staff_id`, only that staff member is considered (`no_staff` when they do not work then or are busy).
 * - An unknown or inactive service, a `variant_id` that is not a variant of it, a `location_id` not among its
 * locations or a `staff_id` not among its staff is 404 NOT_FOUND.
 *
 * A successful check does not hold the slot: adding the service line to the cart holds it.
 *
 */
export declare const checkSlot: <ThrowOnError extends boolean = false>(options: Options<CheckSlotData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CheckSlotResponses, CheckSlotErrors, ThrowOnError, "fields">;
/**
 * Get day-by-day availability for a date range
 *
 * Returns, for each local date from `start_date` to `end_date` inclusive (dates of the location's time zone),
 * whether the service has at least one available slot for `participant_count` and how many: exactly the slots
 * `GET /api/v1/scheduling/slots` would return available for that date. Use it to grey out the days of a
 * calendar, then fetch the slots of the chosen day.
 *
 * - The range spans at most 62 days (`end_date` − `start_date` + 1 ≤ 62). A longer range, or `end_date` before
 * `start_date`, is 400 VALIDATION_ERROR naming `end_date`.
 * - Durations come from the service or `variant_id`, as for the slots endpoint; `staff_id` restricts to one
 * staff member.
 * - `location_id` is required when the service has several locations (400 VALIDATION_ERROR naming
 * `location_id` otherwise).
 * - Past dates, closed dates and dates beyond `max_advance_days` are reported `available: false`.
 * - An unknown service, a `variant_id` not of it, a `location_id` not among its locations or a `staff_id` not
 * among its staff is 404 NOT_FOUND.
 *
 */
export declare const getAvailability: <ThrowOnError extends boolean = false>(options: Options<GetAvailabilityData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetAvailabilityResponses, GetAvailabilityErrors, ThrowOnError, "fields">;
/**
 * List the signed-in customer's bookings
 *
 * Lists the bookings of the signed-in customer (bookings whose `customer_id` is theirs, that is bookings of
 * their orders), past and upcoming, for this business. Needs a customer session
 * (`Authorization: Bearer <session_token>`); without one the answer is 401 UNAUTHORIZED. Guests read a booking
 * with `GET /api/v1/scheduling/bookings/{booking_id}` and their order's bill token.
 *
 * Order: upcoming bookings (`start` not yet passed) first by ascending `start`, then past ones by descending
 * `start`. Filter with `status` and `upcoming` (true: start in the future; false: start passed). Pages with
 * `limit` (default 20, max 100) and `offset`.
 *
 */
export declare const listBookings: <ThrowOnError extends boolean = false>(options?: Options<ListBookingsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListBookingsResponses, ListBookingsErrors, ThrowOnError, "fields">;
/**
 * Move a booking to a new time
 *
 * Moves the booking identified by `order_id` and `line_item_id` to `new_start_time`–`new_end_time` (and
 * optionally to `new_staff_id`). The move is atomic: the new time is claimed with the same rules as a new booking
 * before the old one is released, in one transaction, so the booking is never left without a time and two moves
 * racing into the last free slot cannot both succeed. The booking keeps its id; a `rescheduled` entry (from, to, staff,
 * reason, `by: customer`) is added to `history`, `version` grows, `booking.rescheduled` is emitted once and the
 * updated booking is returned. The order line moves with it in the same transaction: its `scheduled_start`,
 * `scheduled_end` and `staff_id` become the booking's, and the order's `updated_at` and `order.updated` record
 * the change of its line. The price does not change.
 *
 * - **Access**: the signed-in owner of the order (customer session), or a guest with the order's bill token
 * (query `token`). An order or line the caller may not see, or a line that is not a booking, is 404 NOT_FOUND,
 * never 403.
 * - `reschedule_type` is `customer` (the default); `business` or `system` is 403 FORBIDDEN: the business
 * reschedules through the platform API, which is not bound by the cutoff.
 * - 400 VALIDATION_ERROR: `new_end_time` not after `new_start_time`, or a window whose length is not the booked
 * duration (each naming the field); a `new_staff_id` that is not one of the service's staff (naming
 * `new_staff_id`).
 * - 409 CONFLICT, nothing changed:
 * - the new window is refused by the slot rules; the message names the reason of the slot check (`in_past`,
 * `min_notice`, `max_advance`, `closed`, `outside_hours`, `no_staff`, `no_resource`, `fully_booked`,
 * `insufficient_capacity`), for example `The new time is not available: fully_booked`;
 * - the booking is not `confirmed`, or it is within the service's `cancellation_cutoff_minutes` of its current
 * start (or has started);
 * - `expected_version` is given and is not the booking's current `version` (someone changed it since it was
 * read): read it again and decide.
 * - `reason` is at most 500 characters and is shown to the business.
 *
 */
export declare const rescheduleBooking: <ThrowOnError extends boolean = false>(options: Options<RescheduleBookingData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<RescheduleBookingResponses, RescheduleBookingErrors, ThrowOnError, "fields">;
/**
 * Get one booking
 *
 * Returns one booking with its history. **Access** is that of its order: the signed-in customer who owns the order (customer session), or anyone passing the order's bill token as query `token` (guests). A booking that does not exist, or that the caller may not see (another customer's, a wrong or missing token), is 404 NOT_FOUND, never 403, so booking ids cannot be probed.
 */
export declare const getBooking: <ThrowOnError extends boolean = false>(options: Options<GetBookingData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetBookingResponses, GetBookingErrors, ThrowOnError, "fields">;
/**
 * Cancel a booking
 *
 * Cancels a `confirmed` booking: `status` becomes `cancelled`, its time, staff member and resources are freed at
 * once (the slot's `remaining_capacity` grows back), `cancelled_at` and `cancellation_reason` are set, a
 * `cancelled` entry is added to `history`, `version` grows and `booking.cancelled` is emitted once.
 *
 * - **Access**: the signed-in owner of the order (customer session), or a guest with the order's bill token
 * (query `token`). A booking the caller may not see is 404 NOT_FOUND, never 403. The business cancels through
 * the platform API (`POST /v1/businesses/{business_id}/bookings/{booking_id}/cancel`), without a cutoff.
 * - **Cutoff**: the customer may cancel until the service's `cancellation_cutoff_minutes` before the start;
 * later (or once the booking has started) it is 409 CONFLICT naming the cutoff.
 * - A booking that is already `cancelled`, `completed` or `no_show` is 409 CONFLICT, unless the request replays
 * an `Idempotency-Key` (below).
 * - **Refund policy.** The order line of a cancelled booking stays on the order. When the order has been paid
 * (payment `succeeded` or `partially_refunded`), what the customer paid for the line is refunded to the
 * original payment method and announced with `payment.refunded`: the line's `total`, less its share of the
 * order's discounts, plus its share of `tax_amount` when the tax was added on top (a tax-inclusive price
 * already contains it), capped at what the order still has refundable. Each discount is shared over the lines
 * its deal covered and the tax over the lines' discounted amounts, in proportion, in whole minor units (the
 * leftover units to the largest fractions), so the lines' shares add up to the order's `total_price`. This
 * holds for a cancellation by the customer, which is only possible before the cutoff, and for a cancellation
 * by the business at any time. An unpaid order is not charged for the line. `completed` and `no_show` bookings
 * cannot be cancelled, so they are never refunded this way (the business may refund an order through the
 * platform API).
 * - **Nothing left to fulfil.** When every line of the order is a booking and the last of them is cancelled, the
 * order is cancelled with it (`status` `cancelled`, `cancel_reason` the booking's reason; an unsettled payment
 * is cancelled), announced once with `order.cancelled`, and everything still paid on it is refunded in one
 * refund (`payment.refunded` once; the order's `payment_status` becomes `refunded`).
 * - The body is optional; `reason` is at most 500 characters.
 * - `Idempotency-Key` is honoured: a retry with the same key and body replays the first response (with
 * `Idempotent-Replayed: true`) instead of answering 409; the same key with another body is 409 CONFLICT.
 *
 */
export declare const cancelBooking: <ThrowOnError extends boolean = false>(options: Options<CancelBookingData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CancelBookingResponses, CancelBookingErrors, ThrowOnError, "fields">;
/**
 * List the signed-in customer's subscriptions
 *
 * Lists the signed-in customer's subscriptions with this business, newest first, at most 100 (older ones beyond that are not returned). Includes `cancelled` ones. Needs a customer session; without one the answer is 401 UNAUTHORIZED.
 */
export declare const listSubscriptions: <ThrowOnError extends boolean = false>(options?: Options<ListSubscriptionsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListSubscriptionsResponses, ListSubscriptionsErrors, ThrowOnError, "fields">;
/**
 * Get a subscription with its plan, items and next charge
 *
 * Returns one of the signed-in customer's subscriptions with its plan, items and next renewal charge (`next_invoice`, null when no renewal is scheduled: paused, cancelled or cancelling at period end). Needs a customer session. A subscription of another customer is 404 NOT_FOUND, never 403.
 */
export declare const getSubscription: <ThrowOnError extends boolean = false>(options: Options<GetSubscriptionData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetSubscriptionResponses, GetSubscriptionErrors, ThrowOnError, "fields">;
/**
 * Cancel a subscription at the end of its period
 *
 * Schedules the cancellation: `cancel_at_period_end` becomes true, no further renewal is charged, and the
 * subscription stays usable until `current_period_end`, when its status becomes `cancelled` and
 * `subscription.cancelled` is emitted. A `paused` or `past_due` subscription whose current period has already
 * ended is cancelled at once.
 *
 * - The answer is the empty success envelope `{ "success": true, "data": null }`; read the subscription to see
 * the new state.
 * - Repeating the call while the cancellation is pending changes nothing and answers the same. A subscription
 * already `cancelled` is 409 CONFLICT.
 * - The body is optional; `reason` is at most 500 characters.
 * - Needs a customer session; a subscription of another customer is 404 NOT_FOUND.
 *
 */
export declare const cancelSubscription: <ThrowOnError extends boolean = false>(options: Options<CancelSubscriptionData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CancelSubscriptionResponses, CancelSubscriptionErrors, ThrowOnError, "fields">;
/**
 * Pause a subscription's renewals
 *
 * Stops renewals indefinitely: `status` becomes `paused` at once, the current period continues to
 * `current_period_end`, and nothing is charged until the subscription is resumed (`next_invoice` becomes null).
 * Returns the updated subscription detail.
 *
 * - Only an `active` subscription that is not cancelling at period end can be paused. `paused`, `past_due`
 * and `cancelled` subscriptions, or one with `cancel_at_period_end` true, answer 409 CONFLICT.
 * - No body. Needs a customer session; a subscription of another customer is 404 NOT_FOUND.
 *
 */
export declare const pauseSubscription: <ThrowOnError extends boolean = false>(options: Options<PauseSubscriptionData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<PauseSubscriptionResponses, PauseSubscriptionErrors, ThrowOnError, "fields">;
/**
 * Resume a paused subscription
 *
 * Resumes renewals on the existing schedule: `status` becomes `active` and the next renewal is charged on the
 * next date of the original billing schedule (`current_period_end` if it has not passed; otherwise the next
 * period boundary after now, with the paused gap not charged). Nothing is charged at resume. Returns the updated
 * subscription detail.
 *
 * - Only a `paused` subscription that is not cancelling at period end can be resumed; any other status, or
 * `cancel_at_period_end` true, answers 409 CONFLICT.
 * - No body. Needs a customer session; a subscription of another customer is 404 NOT_FOUND.
 *
 */
export declare const resumeSubscription: <ThrowOnError extends boolean = false>(options: Options<ResumeSubscriptionData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ResumeSubscriptionResponses, ResumeSubscriptionErrors, ThrowOnError, "fields">;
/**
 * Skip the next renewal
 *
 * Skips the next renewal cycle only: that cycle is neither charged nor delivered and the following renewal
 * happens one interval later (`next_invoice.scheduled_at` moves forward by one `plan.interval`). The status
 * stays `active`. Returns the updated subscription detail.
 *
 * - Only an `active` subscription that is not cancelling at period end can skip; otherwise 409 CONFLICT.
 * - Only the next cycle can be skipped: a second skip before the skipped date has passed is 409 CONFLICT.
 * - `Idempotency-Key` is honoured: a retry with the same key replays the first response (with
 * `Idempotent-Replayed: true`) instead of answering 409.
 * - No body. Needs a customer session; a subscription of another customer is 404 NOT_FOUND.
 *
 */
export declare const skipSubscription: <ThrowOnError extends boolean = false>(options: Options<SkipSubscriptionData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<SkipSubscriptionResponses, SkipSubscriptionErrors, ThrowOnError, "fields">;
/**
 * Record session activity events
 *
 * Records a batch of 1 to 50 typed signals for the caller's storefront session (`product_view`,
 * `category_view`, `search`, `cart_add`, `cart_remove`), recomputes the visitor's `intent` (see ActivityIntent
 * for the weights, the 30-minute half-life and the thresholds) and returns the messages to show (see
 * ActivityMessage for the rules). Cart writes through this API emit `cart_add` and `cart_remove` themselves; send
 * those types only for carts kept elsewhere. The events of one batch are recorded at the time of the request, in
 * the order sent.
 *
 * - **Kept 30 days.** Signals are kept for 30 days (they feed recommendations), and the session's activity for
 * 30 days after its last signal; then they are deleted. Nothing is stored about the visitor beyond the opaque
 * storefront session id: no customer id, IP address or user agent, and a search's `query` text is counted, not
 * kept.
 * - `price` is read as an amount in the business's currency and kept in minor units (rounded to the cent).
 *
 * - Events referring to unknown products or categories are still counted for intent but never recommended;
 * the batch is not rejected for them.
 * - An unknown `type`, a missing required field (`product_id` for product and cart events, `category_id` for
 * `category_view`), a negative `price` or an unknown field is 400 VALIDATION_ERROR naming the event index;
 * nothing of the batch is recorded then.
 * - Messages already dismissed in this session are never returned again.
 *
 */
export declare const recordActivityEvents: <ThrowOnError extends boolean = false>(options: Options<RecordActivityEventsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<RecordActivityEventsResponses, RecordActivityEventsErrors, ThrowOnError, "fields">;
/**
 * Get the session's activity, intent, messages and incentive
 *
 * Returns what the caller's storefront session has done, the computed intent with the signals behind it (`intent_detail`), the messages to show (dismissed ones excluded) and the incentive the business offers for that intent and cart, if any (see ActivityIncentive). A session without recorded activity in the last 30 days (anonymous; see ActivityState) gets `activity: null`, intent `baseline`, no messages and `incentive: null`.
 */
export declare const getActivityState: <ThrowOnError extends boolean = false>(options?: Options<GetActivityStateData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetActivityStateResponses, GetActivityStateErrors, ThrowOnError, "fields">;
/**
 * Get product recommendations for the session
 *
 * Recommends active products for the caller's storefront session, best first, at most `limit` (default 10, maximum 50), each with a `reason` (`recently_viewed`, `similar`, `frequently_bought_together`, `popular`). Products already in the cart are left out. A session without activity gets the business's popular products. Popularity is computed in the background from recent views, cart adds and orders; until it has been computed for the business (a new business) or when it found no product, the business's featured products, then its newest, stand in for the popular products (reason `popular`). Also returns the current `intent` and `incentive`.
 */
export declare const listRecommendations: <ThrowOnError extends boolean = false>(options?: Options<ListRecommendationsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListRecommendationsResponses, ListRecommendationsErrors, ThrowOnError, "fields">;
/**
 * Dismiss a message for the rest of the session
 *
 * Suppresses the message with this `code` for the rest of the caller's storefront session (messages have no id; the code identifies them). Idempotent: dismissing a code that is not currently shown (already dismissed or never shown) answers `dismissed: false` and changes nothing. Returns the remaining messages.
 */
export declare const dismissActivityMessage: <ThrowOnError extends boolean = false>(options: Options<DismissActivityMessageData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<DismissActivityMessageResponses, DismissActivityMessageErrors, ThrowOnError, "fields">;
/**
 * Get indicative exchange rates
 *
 * Returns indicative rates from `base` to every other currency the business accepts, as decimal strings
 * (units of that currency per one `base`, at most 10 significant digits), with the time the provider set them
 * (`as_of`). Rates are for display only; to charge in another currency, lock a rate with
 * `POST /api/v1/fx/quotes`.
 *
 * **Accepted currencies.** A business has no list of its own: it accepts every currency the service's rate
 * provider serves. That is the configured rate table's currencies (its base included; the built-in
 * development table when none is configured: USD, EUR, GBP, GHS, NGN, KES, ZAR, XOF, JPY and KWD), or the
 * currencies the Frankfurter rates service lists (the European Central Bank's reference set) when the
 * service is configured to use it.
 *
 * - `base` defaults to the business's currency. Any other `base` must be an accepted currency: a well-formed
 * code that is not is 400 VALIDATION_ERROR naming `base`.
 * - When the provider cannot give the rates (the rates service is down or has no rate for `base`, and no rates
 * fetched within the last 24 hours are at hand) the answer is 503 SERVICE_UNAVAILABLE, retryable.
 *
 */
export declare const getFxRates: <ThrowOnError extends boolean = false>(options?: Options<GetFxRatesData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetFxRatesResponses, GetFxRatesErrors, ThrowOnError, "fields">;
/**
 * Lock an exchange rate for 15 minutes
 *
 * Locks the current rate from `from_currency` to `to_currency` for `amount` and returns an FX quote, `status:
 * active` until `expires_at` (15 minutes after it was created; the operator may configure another lifetime).
 * `converted_amount` is `amount` × `rate` rounded half up to the finest unit of `to_currency` that two fraction
 * digits can express (whole units for JPY, cents for USD, 0.01 for KWD: see FxQuote for the rule), `fee` the
 * service's FX fee on it (`"0.00"` when none is configured) and `total_amount` their sum, the amount checkout
 * charges.
 *
 * Pay in another currency by passing the quote `id` as `fx_quote_id` to `POST /api/v1/checkout`, with
 * `pay_currency` equal to `to_currency`. Checkout refuses a quote that has expired (409 FX_QUOTE_EXPIRED), was
 * already used by another order (409 FX_QUOTE_USED), or whose `from_currency` and `amount` are not the cart's
 * currency and total (409 FX_QUOTE_MISMATCH); create a new quote then (for example after the cart changed).
 *
 * - 400 VALIDATION_ERROR naming the field: identical currencies (`to_currency`), a currency that is neither
 * the business's nor one it accepts (see `GET /api/v1/fx/rates`), an `amount` of zero, or one too small to
 * come to at least one unit of `to_currency` as rounded above, or too large to hold; an unknown field.
 * - 503 SERVICE_UNAVAILABLE when the FX provider cannot give a rate for the pair; retryable.
 *
 */
export declare const createFxQuote: <ThrowOnError extends boolean = false>(options: Options<CreateFxQuoteData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CreateFxQuoteResponses, CreateFxQuoteErrors, ThrowOnError, "fields">;
/**
 * Get an FX quote
 *
 * Returns an FX quote of this business and mode, with its `status` as of now: `active`, `expired` (its `expires_at` has passed; a checkout with it is refused) or `used` (`used_by_order_id` took it). A quote stays readable for 24 hours after its `expires_at`, used or not, and is deleted after that (within about a minute); an unknown or deleted id is 404 NOT_FOUND.
 */
export declare const getFxQuote: <ThrowOnError extends boolean = false>(options: Options<GetFxQuoteData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetFxQuoteResponses, GetFxQuoteErrors, ThrowOnError, "fields">;
/**
 * Suggest addresses for partial input
 *
 * Returns up to 5 address suggestions for the text typed so far. Pass the chosen `place_id` to
 * `POST /api/v1/places/details`.
 *
 * - `input` (after trimming) under 3 characters returns `predictions: []` without calling the upstream provider.
 * - `sessionToken` (camelCase) is a UUID the caller generates for one address-entry session and repeats on every
 * autocomplete call and on the final details call, so the provider groups them.
 * - 503 SERVICE_UNAVAILABLE when the places provider answers with an error or times out (retryable); 500
 * INTERNAL when no places provider is configured in this environment.
 *
 */
export declare const autocompletePlaces: <ThrowOnError extends boolean = false>(options: Options<AutocompletePlacesData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AutocompletePlacesResponses, AutocompletePlacesErrors, ThrowOnError, "fields">;
/**
 * Resolve a suggestion to a full address
 *
 * Resolves a `place_id` from autocomplete into a formatted address, its components (ready for checkout's
 * `address_info` or a saved address) and coordinates. Send the same `sessionToken` (camelCase) as the
 * autocomplete calls; it closes the provider session.
 *
 * - 404 NOT_FOUND when the provider does not know the `place_id`.
 * - 503 SERVICE_UNAVAILABLE when the places provider answers with an error or times out (retryable); 500
 * INTERNAL when no places provider is configured in this environment.
 *
 */
export declare const getPlaceDetails: <ThrowOnError extends boolean = false>(options: Options<GetPlaceDetailsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetPlaceDetailsResponses, GetPlaceDetailsErrors, ThrowOnError, "fields">;
/**
 * Start a customer file upload
 *
 * Starts an upload for the caller's storefront session (for example a photo for a support conversation or an
 * order note). Flow: init → `PUT` the raw bytes to `upload_url` → `POST /api/v1/uploads/confirm`.
 *
 * - `filename` at most 500 characters, `content_type` at most 255, `size_bytes` 1 to 52428800 (50 MB); any
 * MIME type is accepted. Exceeding a limit or a non-positive `size_bytes` is 400 VALIDATION_ERROR.
 * - `upload_url` is a presigned, single-use URL on the upload host, valid for `expires_in_secs` (600) seconds.
 * - `Idempotency-Key` is honoured: a retry with the same key and body returns the original `upload_id` and
 * `upload_url` (with `Idempotent-Replayed: true`; `expires_in_secs` is then the time left).
 * - Uploads that are not confirmed within 24 hours are deleted.
 *
 */
export declare const initUpload: <ThrowOnError extends boolean = false>(options: Options<InitUploadData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<InitUploadResponses, InitUploadErrors, ThrowOnError, "fields">;
/**
 * Confirm an upload after its bytes arrived
 *
 * Confirms an upload whose bytes were PUT to its `upload_url` and returns the upload record with the public
 * `url` on the file host. Call it from the same storefront session that started the upload.
 *
 * - 400 BAD_REQUEST when the bytes have not arrived yet.
 * - 404 NOT_FOUND when the `upload_id` is unknown, belongs to another session, or expired (the URL expired
 * before any bytes arrived, or the upload was left unconfirmed for 24 hours).
 * - Confirming an already confirmed upload returns the same record (idempotent).
 *
 */
export declare const confirmUpload: <ThrowOnError extends boolean = false>(options: Options<ConfirmUploadData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ConfirmUploadResponses, ConfirmUploadErrors, ThrowOnError, "fields">;
/**
 * Send the bytes of an upload (presigned target)
 *
 * The presigned target behind an `upload_url` from `POST /api/v1/uploads/init`. It is served on the upload host
 * ({upload_url}; the same origin by default) and needs no key: the unguessable token in the path is the
 * credential. Send the raw bytes as the body (no JSON, no multipart) with the `Content-Type` declared at init.
 *
 * - Single use: once the bytes are stored the token is spent; another PUT is 409 CONFLICT.
 * - The URL expires `expires_in_secs` (600) seconds after init; an unknown or expired token is 404 NOT_FOUND.
 * - A body larger than the declared `size_bytes` is 413 PAYLOAD_TOO_LARGE (the upload is aborted at the
 * declared size); a shorter body or a `Content-Type` that differs from the declared one is 400 BAD_REQUEST.
 * Failed attempts do not spend the token, so the client may retry within the validity window.
 * - On success the answer is 204 No Content; then call `POST /api/v1/uploads/confirm`.
 *
 */
export declare const putUploadContent: <ThrowOnError extends boolean = false>(options: Options<PutUploadContentData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<PutUploadContentResponses, PutUploadContentErrors, ThrowOnError, "fields">;
/**
 * Open the session's support conversation
 *
 * Finds or creates the caller's single support (widget) conversation and returns it with up to its 50 most
 * recent messages in ascending `created_at` order. No conversation id is ever sent: a guest's conversation
 * follows the storefront session, a signed-in customer's follows the customer across sessions and devices (see
 * `SupportConversation` for what happens when a guest signs in). A `closed` conversation is returned as it is;
 * the shopper's next message reopens it.
 *
 * Older messages are not paged backwards; a client that needs newer ones polls
 * `GET /api/v1/support/conversation/messages?after=…` or listens on the WebSocket. No request body.
 *
 */
export declare const openSupportConversation: <ThrowOnError extends boolean = false>(options?: Options<OpenSupportConversationData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<OpenSupportConversationResponses, OpenSupportConversationErrors, ThrowOnError, "fields">;
/**
 * Poll the conversation's messages
 *
 * Returns messages of the caller's conversation in ascending `created_at` order.
 *
 * - With `after`: the first `limit` messages created strictly after that instant. `created_at` is unique within
 * a conversation and increases in storage order, so this is an exact cursor: to catch up (for example after a
 * WebSocket `resync` frame), repeat with the last message's `created_at` until fewer than `limit` come back;
 * no message is skipped, not even two stored in the same millisecond.
 * - Without `after`: the `limit` most recent messages.
 * - `limit` 1 to 100, default 50.
 * - A caller without a conversation gets an empty array (no conversation is created).
 *
 */
export declare const listSupportMessages: <ThrowOnError extends boolean = false>(options?: Options<ListSupportMessagesData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListSupportMessagesResponses, ListSupportMessagesErrors, ThrowOnError, "fields">;
/**
 * Send a message to support
 *
 * Adds a customer message to the caller's conversation (created if there is none yet, reopened if closed) and
 * returns the stored message. It is pushed at once to every WebSocket of the conversation, the sender's own
 * included, on whichever server process they are connected to.
 *
 * - `content` is trimmed and must then be 1 to 4000 characters: an empty, whitespace-only or longer message is
 * 400 BAD_REQUEST (not VALIDATION_ERROR; every body validation failure of this operation uses BAD_REQUEST,
 * see `x-validation-error-code`).
 * - `client_id` (optional) makes a retry safe: a `client_id` already accepted on this conversation is 409
 * CONFLICT carrying the original message in `data`, so a client that sent, lost the answer and sent again
 * ends with one message and knows which. The server stores it in `metadata.client_id`.
 * - `attachments` (optional): up to 10 ids of confirmed uploads made by this session or this customer.
 * - `created_at` is unique within the conversation and increases in storage order (see `SupportMessage`).
 *
 */
export declare const sendSupportMessage: <ThrowOnError extends boolean = false>(options: Options<SendSupportMessageData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<SendSupportMessageResponses, SendSupportMessageErrors, ThrowOnError, "fields">;
/**
 * Receive support messages in real time (WebSocket)
 *
 * Upgrades to a WebSocket (RFC 6455) carrying the caller's support conversation in real time: every new message
 * (from the shopper, the business's agents, its automatic responder or the system) and every status change, and
 * sending messages without an HTTP round trip. Messages are never only on the socket: everything it carries is
 * also in `GET /api/v1/support/conversation/messages`, so a client that was away catches up from there.
 *
 * **Handshake.** `GET` with `Connection: Upgrade`, `Upgrade: websocket`, `Sec-WebSocket-Version: 13` and
 * `Sec-WebSocket-Key`; success is 101 Switching Protocols. Browsers cannot set headers on a WebSocket, so every
 * credential may travel in the query instead:
 *
 * | Credential | Header (other clients) | Query (browsers) |
 * |---|---|---|
 * | Publishable key | `X-API-Key` | `key` |
 * | Storefront session | `X-Session-Id` (or the `sf_session` cookie, which browsers send by themselves) | `session_id` |
 * | Customer session (signed in) | `Authorization: Bearer <token>` | `access_token` |
 *
 * A customer token that does not resolve (expired, signed out) is not an error: the socket follows the guest
 * session, as every storefront operation does.
 *
 * Query values are never written to the access log. Without a session (and without a customer token) the socket
 * follows a new guest session whose id is in the 101's `X-Session-Id` header; a browser sends the cookie it got
 * from any earlier storefront answer instead.
 *
 * **Origin.** A browser's handshake carries `Origin`. It must be one of the business's allowed origins, or, when
 * the business lists none, one the server allows for cross-origin calls (`CORS_ORIGINS`, any by default);
 * otherwise the answer is 403 FORBIDDEN and no socket is opened. Clients that send no `Origin` (servers, apps)
 * are not browsers and are not checked.
 *
 * **Frames.** JSON text frames, described by `SupportSocketServerFrame` (server to client: `resync`, `message`,
 * `conversation`, `ack`, `error`) and `SupportSocketClientFrame` (client to server: `send`) in this document's
 * components. On connect the server sends `resync` with the conversation and its `latest_message_at` /
 * `latest_message_id`; a client whose newest message is older polls `GET
 * /api/v1/support/conversation/messages?after=<its newest created_at>` until it has caught up. A `send` frame
 * is `POST /api/v1/support/conversation/messages` over the socket (same validation, `client_id` rules and rate
 * limits) and is answered with `ack` or `error`; the message itself also arrives as a `message` frame, as it
 * does on every other socket of the conversation.
 *
 * **Liveness.** The server sends a WebSocket ping every 30 seconds; browsers answer pongs by themselves. A
 * connection that has answered no ping for 90 seconds is closed with 4408. Clients reconnect with backoff and
 * rely on `resync` to catch up.
 *
 * **Limits.** Frames from the client are at most 16 KiB. Every `send` frame counts against the same rate limits
 * as an HTTP request with the same key from the same address; a frame over the limit is answered with an
 * `error` frame (RATE_LIMITED, `retry_after`), and a client that sends 20 frames in a row while limited is
 * closed with 4429.
 *
 * **Close codes.**
 *
 * | Code | Meaning | Client should |
 * |---|---|---|
 * | 1001 | The server is shutting down. | Reconnect (another process answers). |
 * | 1003 | A binary frame was sent; the socket carries JSON text only. | Fix the client. |
 * | 1009 | A frame over 16 KiB. | Fix the client. |
 * | 4401 | The customer session used at connect has ended (signed out or expired). | Reconnect as who the shopper now is. |
 * | 4408 | No pong to the server's pings for 90 seconds. | Reconnect. |
 * | 4429 | Kept sending while rate limited. | Reconnect after a pause. |
 *
 * **Errors before the upgrade** (JSON error envelope, no socket): 400 BAD_REQUEST for a request without valid
 * WebSocket upgrade headers (a plain HTTP GET, a missing `Sec-WebSocket-Key`, a version other than 13) or a
 * malformed query; 401 UNAUTHORIZED for a missing or invalid key; 403 FORBIDDEN for an `Origin` that is not
 * allowed (or a business key); 429 RATE_LIMITED; 500 INTERNAL; 503
 * SERVICE_UNAVAILABLE while the server is shutting down. Header validation failures of this operation answer
 * BAD_REQUEST (see `x-validation-error-code`). The `default` response documents that any other answer is a
 * refusal carrying the error envelope (there is no 2xx: success is 101).
 *
 */
export declare const connectSupportWebSocket: <ThrowOnError extends boolean = false>(options: Options<ConnectSupportWebSocketData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ConnectSupportWebSocketResponses, ConnectSupportWebSocketErrors, ThrowOnError, "fields">;
/**
 * List webhook endpoints
 *
 * Lists every webhook endpoint of the business in this mode (sandbox or live), newest first, with its delivery health (`status`, `failure_count`, `last_delivery_at`). The signing secret is never included. Needs a secret key; a publishable key is 403 FORBIDDEN.
 */
export declare const listWebhooks: <ThrowOnError extends boolean = false>(options?: Options<ListWebhooksData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListWebhooksResponses, ListWebhooksErrors, ThrowOnError, "fields">;
/**
 * Register a webhook endpoint
 *
 * Registers an endpoint that receives the chosen lifecycle events (see the Webhooks tag for the delivery format,
 * signatures and retries). Returns the endpoint with its signing `secret` (`whsec_…`), shown only in this
 * response.
 *
 * - Needs a secret key; a publishable key is 403 FORBIDDEN.
 * - `url`: `https://` and resolving to a public address in production. In dev mode (`NODE_ENV` not
 * `production`) `http://` and loopback addresses are accepted too, so a local receiver can be used; private
 * networks, link-local and cloud-metadata addresses are refused in every mode. Otherwise 400
 * VALIDATION_ERROR naming `url`. At most 2048 characters.
 * - `events`: 1 to 14 distinct values from the 14 event types; an unknown or repeated value is 400
 * VALIDATION_ERROR.
 * - `description`: at most 500 characters.
 * - One endpoint per URL: a `url` already registered for this business and mode is 409 CONFLICT (delete it and
 * register again to change its events).
 * - The endpoint starts `active` with `failure_count` 0.
 *
 */
export declare const createWebhook: <ThrowOnError extends boolean = false>(options: Options<CreateWebhookData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CreateWebhookResponses, CreateWebhookErrors, ThrowOnError, "fields">;
/**
 * Delete a webhook endpoint
 *
 * Removes the endpoint: no further events are delivered to it and pending retries are dropped. Idempotent: the answer is 200 with `{ id, deleted: true }` whether or not the endpoint existed (so never 404). Needs a secret key; a publishable key is 403 FORBIDDEN.
 */
export declare const deleteWebhook: <ThrowOnError extends boolean = false>(options: Options<DeleteWebhookData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<DeleteWebhookResponses, DeleteWebhookErrors, ThrowOnError, "fields">;
