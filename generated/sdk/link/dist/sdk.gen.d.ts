import type { Client, Options as Options2, TDataShape } from './client/index.js';
import type { LinkCheckStatusData, LinkCheckStatusErrors, LinkCheckStatusResponses, LinkCreateAddressData, LinkCreateAddressErrors, LinkCreateAddressResponses, LinkCreateMobileMoneyData, LinkCreateMobileMoneyErrors, LinkCreateMobileMoneyResponses, LinkDeleteAddressData, LinkDeleteAddressErrors, LinkDeleteAddressResponses, LinkDeleteMobileMoneyData, LinkDeleteMobileMoneyErrors, LinkDeleteMobileMoneyResponses, LinkElementsLogoutData, LinkElementsLogoutErrors, LinkElementsLogoutResponses, LinkEnrollAndLinkOrderData, LinkEnrollAndLinkOrderErrors, LinkEnrollAndLinkOrderResponses, LinkEnrollData, LinkEnrollErrors, LinkEnrollResponses, LinkGetAccountDataData, LinkGetAccountDataErrors, LinkGetAccountDataResponses, LinkGetOrderData, LinkGetOrderErrors, LinkGetOrderResponses, LinkGetPreferencesData, LinkGetPreferencesErrors, LinkGetPreferencesResponses, LinkGetProfileData, LinkGetProfileErrors, LinkGetProfileResponses, LinkListAddressesData, LinkListAddressesErrors, LinkListAddressesResponses, LinkListMobileMoneyData, LinkListMobileMoneyErrors, LinkListMobileMoneyResponses, LinkListOrdersData, LinkListOrdersErrors, LinkListOrdersResponses, LinkListSessionsData, LinkListSessionsErrors, LinkListSessionsResponses, LinkLogoutData, LinkLogoutErrors, LinkLogoutResponses, LinkRefreshSessionData, LinkRefreshSessionErrors, LinkRefreshSessionResponses, LinkRequestOtpData, LinkRequestOtpErrors, LinkRequestOtpResponses, LinkRevokeAllSessionsData, LinkRevokeAllSessionsErrors, LinkRevokeAllSessionsResponses, LinkRevokeSessionData, LinkRevokeSessionErrors, LinkRevokeSessionResponses, LinkSetDefaultAddressData, LinkSetDefaultAddressErrors, LinkSetDefaultAddressResponses, LinkSetDefaultMobileMoneyData, LinkSetDefaultMobileMoneyErrors, LinkSetDefaultMobileMoneyResponses, LinkTrackAddressUsageData, LinkTrackAddressUsageErrors, LinkTrackAddressUsageResponses, LinkTrackMobileMoneyUsageData, LinkTrackMobileMoneyUsageErrors, LinkTrackMobileMoneyUsageResponses, LinkUpdateAddressData, LinkUpdateAddressErrors, LinkUpdateAddressResponses, LinkUpdatePreferencesData, LinkUpdatePreferencesErrors, LinkUpdatePreferencesResponses, LinkUpdateProfileData, LinkUpdateProfileErrors, LinkUpdateProfileResponses, LinkVerifyMobileMoneyData, LinkVerifyMobileMoneyErrors, LinkVerifyMobileMoneyResponses, LinkVerifyOtpData, LinkVerifyOtpErrors, LinkVerifyOtpResponses } from './types.gen.js';
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
 * Send a sign-in code
 *
 * Sends a one-time code to the contact: by SMS for `contact_type` `phone` (the default; `contact` in E.164) or by
 * email for `email`. Public: no session needed. The optional `X-API-Key` publishable key names the merchant the
 * customer signs in from and selects the mode (see below).
 *
 * - The code expires after **300 seconds** (`expires_in`). Requesting a new code invalidates the previous one.
 * - At most **5 requests per contact per 15 minutes**; the sixth is 429 RATE_LIMITED with `Retry-After` (seconds
 * until the oldest request leaves the window).
 * - `is_new_account` is true when no account holds this contact yet: verifying the code will create the customer
 * and its account.
 * - `message` names the contact masked (for example `+23324****567`).
 *
 * **Sandbox.** With a `pk_test_` key in `X-API-Key` the code is written to the dev outbox (server log) instead of
 * being delivered unless a provider is configured, and verify-otp additionally accepts `123456` for any contact.
 * Without a key, or with a `pk_live_` key, only the sent code works. Codes belong to their mode: a code requested
 * in sandbox verifies only in sandbox.
 *
 * Errors: 400 VALIDATION_ERROR when `contact` does not fit `contact_type` or the body has unknown fields; 401
 * UNAUTHORIZED for an unknown or revoked `X-API-Key`; 429 RATE_LIMITED as above.
 *
 * **Idempotency.** Send an `Idempotency-Key` to make a retry safe: the first completed response for the key is stored
 * for 24 hours (keys are scoped to the contact and the route) and replayed with `Idempotent-Replayed: true` for a
 * retry with the same body; the same key with a different body is 409 CONFLICT, and a retry while the first call is
 * still running is 409 CONFLICT with `retryable: true`. Validation errors are not stored. A replay sends no new code.
 */
export declare const linkRequestOtp: <ThrowOnError extends boolean = false>(options: Options<LinkRequestOtpData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkRequestOtpResponses, LinkRequestOtpErrors, ThrowOnError, "fields">;
/**
 * Sign in with a code
 *
 * Exchanges the one-time code for a session. Public. Send the same `contact` and `contact_type` as in
 * request-otp and the same `X-API-Key` (the key selects the mode and records the merchant the session started
 * from).
 *
 * On success the answer carries a bearer `session_token` (valid **1 hour**) and a single-use `refresh_token`
 * (valid **30 days**), and `Set-Cookie` sets the HttpOnly `svc_session` cookie holding the refresh token for the
 * service's parent domain. The first successful verification of a contact creates the customer (`cus_…`) and
 * its account (`acc_…`); `name`, `email` and `phone` are null until known. Each verification starts a new
 * session (see `GET /v1/link/sessions`).
 *
 * - A code that is expired, does not match, or was already redeemed is **401 INVALID_OTP**.
 * - **5 wrong attempts per code**: the fifth wrong attempt burns the code, and further attempts for the contact
 * answer 429 RATE_LIMITED with `Retry-After` until a new code is requested (request-otp) or the burnt code would
 * have expired.
 * - 400 VALIDATION_ERROR when `contact` does not fit `contact_type` or `otp_code` is not 4 to 6 characters;
 * 401 UNAUTHORIZED for an unknown or revoked `X-API-Key`.
 *
 * **Sandbox.** With a `pk_test_` key `123456` is accepted for any contact (with or without a prior request),
 * besides the code actually sent. It works only then: live mode accepts only the sent code.
 *
 * **No idempotency key.** The response carries credentials, which are never stored for replay; a retry after a
 * lost response is answered 401 INVALID_OTP (the code was redeemed), so request a new code.
 */
export declare const linkVerifyOtp: <ThrowOnError extends boolean = false>(options: Options<LinkVerifyOtpData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkVerifyOtpResponses, LinkVerifyOtpErrors, ThrowOnError, "fields">;
/**
 * Rotate the session
 *
 * Exchanges the current refresh token for a new `session_token` and a new, rotated `refresh_token`. Public (the
 * refresh token is the credential). The refresh token comes from the `svc_session` cookie (browsers), or from the
 * body field `session_token`, which holds the **refresh token** and takes precedence over the cookie. The answer
 * has the verify-otp shape and `Set-Cookie` replaces the cookie with the rotated token. The session keeps its
 * id and mode; its expiry moves to 30 days from now. A previously issued session token keeps working until its
 * own expiry.
 *
 * - Neither cookie nor body, or an unknown or expired refresh token: 401 UNAUTHORIZED.
 * - **Reuse detection.** Refresh tokens are single-use. Presenting a refresh token that was already rotated revokes
 * the whole session (every session and refresh token descending from the same sign-in) and answers 401
 * UNAUTHORIZED; the customer must sign in again.
 * - 400 VALIDATION_ERROR for a malformed body.
 *
 * **No idempotency key.** The response carries credentials, which are never stored for replay.
 */
export declare const linkRefreshSession: <ThrowOnError extends boolean = false>(options?: Options<LinkRefreshSessionData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkRefreshSessionResponses, LinkRefreshSessionErrors, ThrowOnError, "fields">;
/**
 * Sign out
 *
 * Ends the session the bearer token belongs to: its session tokens and its refresh token stop working at once,
 * and `Set-Cookie` clears the `svc_session` cookie. The answer has `action: discard_token`: the client must drop
 * the tokens it holds. Other sessions of the customer are untouched (see `DELETE /v1/link/sessions`).
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 *
 * **Idempotency.** Send an `Idempotency-Key` to make a retry safe: the first completed response for the key is stored
 * for 24 hours (keys are scoped to the account and the route) and replayed with `Idempotent-Replayed: true` for a
 * retry with the same body; the same key with a different body is 409 CONFLICT, and a retry while the first call is
 * still running is 409 CONFLICT with `retryable: true`. Validation errors are not stored.
 */
export declare const linkLogout: <ThrowOnError extends boolean = false>(options?: Options<LinkLogoutData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkLogoutResponses, LinkLogoutErrors, ThrowOnError, "fields">;
/**
 * Sign out an embedded checkout
 *
 * Sign-out for embedded checkout elements, which hold only the HttpOnly cookie and possibly no valid session
 * token. Public. Always answers 200 and clears the `svc_session` cookie (`Set-Cookie` with `Max-Age=0`). When a
 * refresh token is supplied (the `svc_session` cookie, or body `session_token` holding the refresh token; the
 * body wins) and it is valid, its session is revoked as by logout. An unknown, expired or already revoked token
 * is ignored, so the call is safe to repeat. A malformed body is 400 VALIDATION_ERROR.
 *
 * **Idempotency.** Send an `Idempotency-Key` to make a retry safe: the first completed response for the key is stored
 * for 24 hours (keys are scoped to the refresh token and the route) and replayed with `Idempotent-Replayed: true` for
 * a retry with the same body; the same key with a different body is 409 CONFLICT, and a retry while the first call is
 * still running is 409 CONFLICT with `retryable: true`. Validation errors are not stored.
 */
export declare const linkElementsLogout: <ThrowOnError extends boolean = false>(options?: Options<LinkElementsLogoutData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkElementsLogoutResponses, LinkElementsLogoutErrors, ThrowOnError, "fields">;
/**
 * Get all account data
 *
 * One-shot read of everything checkout needs to prefill: the customer, every saved address (at most 50) and
 * mobile-money method (at most 20), the preferences, and the default address and default mobile-money method
 * resolved (null when none). Lists are ordered default first, then most recently used, then newest. Account data
 * belongs to the customer across businesses; a checkout decides what to show for the current merchant.
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 */
export declare const linkGetAccountData: <ThrowOnError extends boolean = false>(options?: Options<LinkGetAccountDataData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkGetAccountDataResponses, LinkGetAccountDataErrors, ThrowOnError, "fields">;
/**
 * Get the profile
 *
 * The signed-in customer. Unknown fields are null.
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 */
export declare const linkGetProfile: <ThrowOnError extends boolean = false>(options?: Options<LinkGetProfileData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkGetProfileResponses, LinkGetProfileErrors, ThrowOnError, "fields">;
/**
 * Update the profile
 *
 * Updates one or more of `name`, `email` and `phone` (at least one; an empty body is 400 VALIDATION_ERROR) and
 * returns the updated customer.
 *
 * - `email` must be an email address and `phone` E.164; null removes the field.
 * - The contact the current session signed in with cannot be changed or removed here: 403 FORBIDDEN (sign in
 * with the new contact instead).
 * - A contact that is a verified sign-in contact of another account is 409 CONFLICT.
 * - A contact set here is stored unverified: it is used for receipts and notifications but signs in to this
 * account only after a successful OTP sign-in with it. Sign-in never resolves unverified contacts, so if
 * someone else later verifies that contact, it is removed from this profile.
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 *
 * **Idempotency.** Send an `Idempotency-Key` to make a retry safe: the first completed response for the key is stored
 * for 24 hours (keys are scoped to the account and the route) and replayed with `Idempotent-Replayed: true` for a
 * retry with the same body; the same key with a different body is 409 CONFLICT, and a retry while the first call is
 * still running is 409 CONFLICT with `retryable: true`. Validation errors are not stored.
 */
export declare const linkUpdateProfile: <ThrowOnError extends boolean = false>(options: Options<LinkUpdateProfileData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkUpdateProfileResponses, LinkUpdateProfileErrors, ThrowOnError, "fields">;
/**
 * Check whether a contact uses Link
 *
 * Tells a checkout whether to offer Link sign-in for the contact the shopper typed: `is_link_customer` is true
 * when an account **enrolled in Link** holds the contact as a verified sign-in contact. Public; read-only (POST so
 * the contact stays out of URLs and logs). The optional `X-API-Key` selects the mode: with a `pk_test_` key only
 * sandbox accounts are considered.
 *
 * Limited to 30 requests per minute per IP address against contact enumeration (429 RATE_LIMITED with
 * `Retry-After`). 400 VALIDATION_ERROR when `contact` does not fit `contact_type` (default `phone`); 401
 * UNAUTHORIZED for an unknown or revoked `X-API-Key`.
 */
export declare const linkCheckStatus: <ThrowOnError extends boolean = false>(options: Options<LinkCheckStatusData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkCheckStatusResponses, LinkCheckStatusErrors, ThrowOnError, "fields">;
/**
 * Enroll in Link
 *
 * Enrolls the signed-in account in Link, so that checkouts of every business offer Link sign-in for its contacts
 * (`check-status` answers true) and can prefill its saved details. Answers the enrollment: **201** with
 * `created: true` when this call enrolled the account, **200** with `created: false` and the existing enrollment
 * when it was already enrolled (nothing changes).
 *
 * - `contact` (with `contact_type`, default `phone`) must be a verified sign-in contact of this account, else 403
 * FORBIDDEN.
 * - `name` (1 to 100 characters) becomes the customer name when the customer has none; an existing name is kept.
 * - 400 VALIDATION_ERROR for a malformed contact, an empty name or unknown fields.
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 *
 * **Idempotency.** Send an `Idempotency-Key` to make a retry safe: the first completed response for the key is stored
 * for 24 hours (keys are scoped to the account and the route) and replayed with `Idempotent-Replayed: true` for a
 * retry with the same body; the same key with a different body is 409 CONFLICT, and a retry while the first call is
 * still running is 409 CONFLICT with `retryable: true`. Validation errors are not stored.
 */
export declare const linkEnroll: <ThrowOnError extends boolean = false>(options: Options<LinkEnrollData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkEnrollResponses, LinkEnrollErrors, ThrowOnError, "fields">;
/**
 * Enroll and attach a checkout order
 *
 * The "save my details" step after a guest checkout, in one transaction: enrolls the signed-in account in Link
 * (as `POST /v1/link/enroll`), attaches the order to the customer (it then appears in `GET /v1/link/orders`),
 * saves the optional `address` and `mobile_money` (create bodies of their routes) and stores the optional
 * `order_type` as `preferences.preferred_order_type`. Either everything happens or nothing does.
 *
 * - The order must exist at `business_id`, in the mode of the session, and either already be this person's
 * (placed signed in on that storefront with a verified contact of the account, or attached before) or name a
 * verified sign-in contact of this account at checkout; otherwise 404 NOT_FOUND (another customer's order is
 * never revealed).
 * - An order already attached to another customer is 409 CONFLICT. One already this person's is not an error:
 * the call completes the rest and answers the current state. A guest order is attached to the person's
 * customer at that business (the one its checkout contact names) when they have signed in there, else to the
 * account's `customer_id`; it then shows in that storefront's order list too, and `order.updated` is emitted.
 * - An `address` equal to a saved one (same street, apartment, city, region and country) and a `mobile_money`
 * with a saved `phone_number` and `provider` are not duplicated: the saved record is answered. New records
 * follow the create rules (the first one becomes the default) and the limits of 50 addresses and 20
 * mobile-money methods (409 CONFLICT when full).
 * - 400 VALIDATION_ERROR for invalid fields.
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 *
 * **Idempotency.** Send an `Idempotency-Key` to make a retry safe: the first completed response for the key is stored
 * for 24 hours (keys are scoped to the account and the route) and replayed with `Idempotent-Replayed: true` for a
 * retry with the same body; the same key with a different body is 409 CONFLICT, and a retry while the first call is
 * still running is 409 CONFLICT with `retryable: true`. Validation errors are not stored.
 */
export declare const linkEnrollAndLinkOrder: <ThrowOnError extends boolean = false>(options: Options<LinkEnrollAndLinkOrderData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkEnrollAndLinkOrderResponses, LinkEnrollAndLinkOrderErrors, ThrowOnError, "fields">;
/**
 * Get preferences
 *
 * The checkout preferences. Defaults for a new account: `preferred_order_type` null, `default_address_id` null,
 * `notify_on_order` true.
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 */
export declare const linkGetPreferences: <ThrowOnError extends boolean = false>(options?: Options<LinkGetPreferencesData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkGetPreferencesResponses, LinkGetPreferencesErrors, ThrowOnError, "fields">;
/**
 * Update preferences
 *
 * Partial update (at least one field; an empty body is 400 VALIDATION_ERROR); returns all preferences.
 * `default_address_id` must name one of the caller's addresses (404 NOT_FOUND otherwise) and promotes it to the
 * default address exactly as `POST /v1/link/addresses/{id}/default` does; null clears the default (no address
 * is default afterwards).
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 *
 * **Idempotency.** Send an `Idempotency-Key` to make a retry safe: the first completed response for the key is stored
 * for 24 hours (keys are scoped to the account and the route) and replayed with `Idempotent-Replayed: true` for a
 * retry with the same body; the same key with a different body is 409 CONFLICT, and a retry while the first call is
 * still running is 409 CONFLICT with `retryable: true`. Validation errors are not stored.
 */
export declare const linkUpdatePreferences: <ThrowOnError extends boolean = false>(options: Options<LinkUpdatePreferencesData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkUpdatePreferencesResponses, LinkUpdatePreferencesErrors, ThrowOnError, "fields">;
/**
 * List saved addresses
 *
 * Every saved address of the customer (at most 50, so no pagination), the default first, then by `last_used_at`
 * descending (never used last), then newest first.
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 */
export declare const linkListAddresses: <ThrowOnError extends boolean = false>(options?: Options<LinkListAddressesData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkListAddressesResponses, LinkListAddressesErrors, ThrowOnError, "fields">;
/**
 * Save an address
 *
 * Saves a new address and answers it with 201. `street_address` (1 to 200 characters), `city` (1 to 100) and
 * `country` (ISO 3166-1 alpha-2, upper case) are required; `label` (up to 50), `apartment` and `region` (up to
 * 100) are optional. The new address starts with `usage_count` 0 and `last_used_at` null. With `is_default: true`
 * (or when it is the first address) it becomes the default and `preferences.default_address_id` follows.
 *
 * - At most **50 addresses** per account: saving another is 409 CONFLICT.
 * - 400 VALIDATION_ERROR for missing or invalid fields, naming the field.
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 *
 * **Idempotency.** Send an `Idempotency-Key` to make a retry safe: the first completed response for the key is stored
 * for 24 hours (keys are scoped to the account and the route) and replayed with `Idempotent-Replayed: true` for a
 * retry with the same body; the same key with a different body is 409 CONFLICT, and a retry while the first call is
 * still running is 409 CONFLICT with `retryable: true`. Validation errors are not stored.
 */
export declare const linkCreateAddress: <ThrowOnError extends boolean = false>(options: Options<LinkCreateAddressData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkCreateAddressResponses, LinkCreateAddressErrors, ThrowOnError, "fields">;
/**
 * Delete an address
 *
 * Deletes the address and answers `{ id, deleted: true }`. Deleting the default address leaves the account
 * without a default (`preferences.default_address_id` becomes null); no other address is promoted. Orders that
 * used the address keep their own copy. Deleting it again is 404 NOT_FOUND (or the replay, with the same
 * `Idempotency-Key`).
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 *
 * **Idempotency.** Send an `Idempotency-Key` to make a retry safe: the first completed response for the key is stored
 * for 24 hours (keys are scoped to the account and the route) and replayed with `Idempotent-Replayed: true` for a
 * retry with the same body; the same key with a different body is 409 CONFLICT, and a retry while the first call is
 * still running is 409 CONFLICT with `retryable: true`. Validation errors are not stored.
 */
export declare const linkDeleteAddress: <ThrowOnError extends boolean = false>(options: Options<LinkDeleteAddressData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkDeleteAddressResponses, LinkDeleteAddressErrors, ThrowOnError, "fields">;
/**
 * Update an address
 *
 * Partial update: send at least one of `label`, `street_address`, `apartment`, `city`, `region`, `country`
 * (an empty body is 400 VALIDATION_ERROR); omitted fields keep their value and `label`, `apartment` and
 * `region` can be cleared with null. Returns the updated address. The default flag and usage metadata are
 * unchanged (use the default and track-usage routes).
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 *
 * **Idempotency.** Send an `Idempotency-Key` to make a retry safe: the first completed response for the key is stored
 * for 24 hours (keys are scoped to the account and the route) and replayed with `Idempotent-Replayed: true` for a
 * retry with the same body; the same key with a different body is 409 CONFLICT, and a retry while the first call is
 * still running is 409 CONFLICT with `retryable: true`. Validation errors are not stored.
 */
export declare const linkUpdateAddress: <ThrowOnError extends boolean = false>(options: Options<LinkUpdateAddressData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkUpdateAddressResponses, LinkUpdateAddressErrors, ThrowOnError, "fields">;
/**
 * Make an address the default
 *
 * Promotes the address to default and returns it with `is_default: true`. The previous default loses the flag
 * and `preferences.default_address_id` names this address. Promoting the current default changes nothing. No
 * body.
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 *
 * **Idempotency.** Send an `Idempotency-Key` to make a retry safe: the first completed response for the key is stored
 * for 24 hours (keys are scoped to the account and the route) and replayed with `Idempotent-Replayed: true` for a
 * retry with the same body; the same key with a different body is 409 CONFLICT, and a retry while the first call is
 * still running is 409 CONFLICT with `retryable: true`. Validation errors are not stored.
 */
export declare const linkSetDefaultAddress: <ThrowOnError extends boolean = false>(options: Options<LinkSetDefaultAddressData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkSetDefaultAddressResponses, LinkSetDefaultAddressErrors, ThrowOnError, "fields">;
/**
 * Record a use of an address
 *
 * Records that the address was used at a checkout: increments `usage_count` by one and sets `last_used_at` to
 * now; returns the updated address. Checkouts call it once per order placed with the address. No body.
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 *
 * **Idempotency.** Send an `Idempotency-Key` to make a retry safe: the first completed response for the key is stored
 * for 24 hours (keys are scoped to the account and the route) and replayed with `Idempotent-Replayed: true` for a
 * retry with the same body; the same key with a different body is 409 CONFLICT, and a retry while the first call is
 * still running is 409 CONFLICT with `retryable: true`. Validation errors are not stored. Send one (for example the
 * order id) so that a retried call counts once.
 */
export declare const linkTrackAddressUsage: <ThrowOnError extends boolean = false>(options: Options<LinkTrackAddressUsageData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkTrackAddressUsageResponses, LinkTrackAddressUsageErrors, ThrowOnError, "fields">;
/**
 * List saved mobile-money methods
 *
 * Every saved mobile-money wallet of the customer (at most 20, so no pagination), the default first, then by
 * `last_used_at` descending (never used last), then newest first.
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 */
export declare const linkListMobileMoney: <ThrowOnError extends boolean = false>(options?: Options<LinkListMobileMoneyData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkListMobileMoneyResponses, LinkListMobileMoneyErrors, ThrowOnError, "fields">;
/**
 * Save a mobile-money method
 *
 * Saves a mobile-money wallet and answers it with 201. `phone_number` (E.164) and `provider` (`mtn`,
 * `vodafone`, `telecel`, `airtel`, `airteltigo`, `mpesa`) are required, `label` (up to 50 characters) optional.
 * New methods start with `is_verified: false` (run `POST /v1/link/mobile-money/{id}/verify`), `usage_count` 0 and
 * `last_used_at` null. With `is_default: true` (or when it is the first method) it becomes the default.
 *
 * - The same `phone_number` and `provider` saved twice is 409 CONFLICT.
 * - At most **20 methods** per account: saving another is 409 CONFLICT.
 * - 400 VALIDATION_ERROR for missing or invalid fields, naming the field.
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 *
 * **Idempotency.** Send an `Idempotency-Key` to make a retry safe: the first completed response for the key is stored
 * for 24 hours (keys are scoped to the account and the route) and replayed with `Idempotent-Replayed: true` for a
 * retry with the same body; the same key with a different body is 409 CONFLICT, and a retry while the first call is
 * still running is 409 CONFLICT with `retryable: true`. Validation errors are not stored.
 */
export declare const linkCreateMobileMoney: <ThrowOnError extends boolean = false>(options: Options<LinkCreateMobileMoneyData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkCreateMobileMoneyResponses, LinkCreateMobileMoneyErrors, ThrowOnError, "fields">;
/**
 * Delete a mobile-money method
 *
 * Deletes the method and answers `{ id, deleted: true }`. Deleting the default method leaves the account without
 * a default mobile-money method; no other method is promoted. Deleting it again is 404 NOT_FOUND (or the replay,
 * with the same `Idempotency-Key`).
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 *
 * **Idempotency.** Send an `Idempotency-Key` to make a retry safe: the first completed response for the key is stored
 * for 24 hours (keys are scoped to the account and the route) and replayed with `Idempotent-Replayed: true` for a
 * retry with the same body; the same key with a different body is 409 CONFLICT, and a retry while the first call is
 * still running is 409 CONFLICT with `retryable: true`. Validation errors are not stored.
 */
export declare const linkDeleteMobileMoney: <ThrowOnError extends boolean = false>(options: Options<LinkDeleteMobileMoneyData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkDeleteMobileMoneyResponses, LinkDeleteMobileMoneyErrors, ThrowOnError, "fields">;
/**
 * Make a mobile-money method the default
 *
 * Promotes the method to default and returns it with `is_default: true`; the previous default loses the flag.
 * Promoting the current default changes nothing. Unverified methods may be the default. No body.
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 *
 * **Idempotency.** Send an `Idempotency-Key` to make a retry safe: the first completed response for the key is stored
 * for 24 hours (keys are scoped to the account and the route) and replayed with `Idempotent-Replayed: true` for a
 * retry with the same body; the same key with a different body is 409 CONFLICT, and a retry while the first call is
 * still running is 409 CONFLICT with `retryable: true`. Validation errors are not stored.
 */
export declare const linkSetDefaultMobileMoney: <ThrowOnError extends boolean = false>(options: Options<LinkSetDefaultMobileMoneyData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkSetDefaultMobileMoneyResponses, LinkSetDefaultMobileMoneyErrors, ThrowOnError, "fields">;
/**
 * Record a use of a mobile-money method
 *
 * Records that the method paid at a checkout: increments `usage_count` by one and sets `last_used_at` to now;
 * returns the updated method. Checkouts call it once per order paid with the method. No body.
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 *
 * **Idempotency.** Send an `Idempotency-Key` to make a retry safe: the first completed response for the key is stored
 * for 24 hours (keys are scoped to the account and the route) and replayed with `Idempotent-Replayed: true` for a
 * retry with the same body; the same key with a different body is 409 CONFLICT, and a retry while the first call is
 * still running is 409 CONFLICT with `retryable: true`. Validation errors are not stored. Send one (for example the
 * order id) so that a retried call counts once.
 */
export declare const linkTrackMobileMoneyUsage: <ThrowOnError extends boolean = false>(options: Options<LinkTrackMobileMoneyUsageData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkTrackMobileMoneyUsageResponses, LinkTrackMobileMoneyUsageErrors, ThrowOnError, "fields">;
/**
 * Verify a mobile-money method with its provider
 *
 * Asks the provider whether `phone_number` is an active wallet on `provider` and answers the method with the
 * outcome in `verification` (`status`, `checked_at`). No body.
 *
 * | `verification.status` | Effect |
 * |---|---|
 * | `verified` | `is_verified` becomes true. |
 * | `failed` | `is_verified` becomes false; the method stays saved (delete it or retry later). |
 * | `pending` | The provider answers asynchronously; `is_verified` is unchanged. Call again later for the result. |
 *
 * Verifying an already verified method re-checks it. At most 5 verifications per method per hour (429
 * RATE_LIMITED with `Retry-After`). A provider that cannot be reached is 503 SERVICE_UNAVAILABLE: nothing
 * changed, retry with the same `Idempotency-Key`.
 *
 * **Sandbox** (session signed in with a `pk_test_` key): a `phone_number` ending in `0000` makes the provider
 * unreachable (503), one ending in `1111` is `failed`, any other is `verified` at once.
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 *
 * **Idempotency.** Send an `Idempotency-Key` to make a retry safe: the first completed response for the key is stored
 * for 24 hours (keys are scoped to the account and the route) and replayed with `Idempotent-Replayed: true` for a
 * retry with the same body; the same key with a different body is 409 CONFLICT, and a retry while the first call is
 * still running is 409 CONFLICT with `retryable: true`. Validation errors are not stored. A 503 is not stored, so the
 * key stays usable.
 */
export declare const linkVerifyMobileMoney: <ThrowOnError extends boolean = false>(options: Options<LinkVerifyMobileMoneyData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkVerifyMobileMoneyResponses, LinkVerifyMobileMoneyErrors, ThrowOnError, "fields">;
/**
 * List the customer's orders
 *
 * The customer's orders at every business, in the session's mode, newest first, with the business they were
 * placed with. The account is the person: its orders are those placed signed in on any business's storefront
 * with a verified contact of the account (the storefront's `account_id`), and those attached through
 * enroll-and-link-order. `business_id` narrows to one business (an unknown business
 * simply gives an empty page). Offset pagination: `limit` 1 to 100 (default 20), `offset` from 0;
 * `pagination.total` counts every matching order.
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 */
export declare const linkListOrders: <ThrowOnError extends boolean = false>(options?: Options<LinkListOrdersData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkListOrdersResponses, LinkListOrdersErrors, ThrowOnError, "fields">;
/**
 * Get one of the customer's orders
 *
 * One order of the customer. An unknown order, another customer's order (never 403), or an order of another
 * business than the optional `business_id` is 404 NOT_FOUND.
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 */
export declare const linkGetOrder: <ThrowOnError extends boolean = false>(options: Options<LinkGetOrderData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkGetOrderResponses, LinkGetOrderErrors, ThrowOnError, "fields">;
/**
 * Sign out everywhere
 *
 * Revokes every session of the customer, the current one included: all their session and refresh tokens stop
 * working at once, and `Set-Cookie` clears the `svc_session` cookie. Answers how many sessions were revoked and
 * `action: discard_token`. Use it after a lost device.
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 *
 * **Idempotency.** Send an `Idempotency-Key` to make a retry safe: the first completed response for the key is stored
 * for 24 hours (keys are scoped to the account and the route) and replayed with `Idempotent-Replayed: true` for a
 * retry with the same body; the same key with a different body is 409 CONFLICT, and a retry while the first call is
 * still running is 409 CONFLICT with `retryable: true`. Validation errors are not stored.
 */
export declare const linkRevokeAllSessions: <ThrowOnError extends boolean = false>(options?: Options<LinkRevokeAllSessionsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkRevokeAllSessionsResponses, LinkRevokeAllSessionsErrors, ThrowOnError, "fields">;
/**
 * List active sessions
 *
 * The active (unexpired, unrevoked) sessions of the customer, one per sign-in, most recently used first;
 * `current` marks the one this request authenticates with. Use it for a "where you are signed in" page.
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 */
export declare const linkListSessions: <ThrowOnError extends boolean = false>(options?: Options<LinkListSessionsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkListSessionsResponses, LinkListSessionsErrors, ThrowOnError, "fields">;
/**
 * Revoke one session
 *
 * Revokes one session of the customer (its session and refresh tokens stop working) and answers
 * `{ id, deleted: true }`. Revoking the current session is allowed and works like logout: the response then
 * also clears the `svc_session` cookie and the client must discard its tokens.
 *
 * Requires `Authorization: Bearer <session_token>`; a missing, expired or revoked session token is 401 UNAUTHORIZED
 * (refresh and retry).
 *
 * **Idempotency.** Send an `Idempotency-Key` to make a retry safe: the first completed response for the key is stored
 * for 24 hours (keys are scoped to the account and the route) and replayed with `Idempotent-Replayed: true` for a
 * retry with the same body; the same key with a different body is 409 CONFLICT, and a retry while the first call is
 * still running is 409 CONFLICT with `retryable: true`. Validation errors are not stored.
 */
export declare const linkRevokeSession: <ThrowOnError extends boolean = false>(options: Options<LinkRevokeSessionData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LinkRevokeSessionResponses, LinkRevokeSessionErrors, ThrowOnError, "fields">;
