import type { Client, Options as Options2, TDataShape } from './client/index.js';
import type { AddDomainData, AddDomainErrors, AddDomainResponses, AdminCancelBookingData, AdminCancelBookingErrors, AdminCancelBookingResponses, AdminCancelOrderData, AdminCancelOrderErrors, AdminCancelOrderResponses, AdminCompleteBookingData, AdminCompleteBookingErrors, AdminCompleteBookingResponses, AdminCreateOrderFulfillmentData, AdminCreateOrderFulfillmentErrors, AdminCreateOrderFulfillmentResponses, AdminCreateRefundData, AdminCreateRefundErrors, AdminCreateRefundResponses, AdminGetBookingData, AdminGetBookingErrors, AdminGetBookingResponses, AdminListBookingsData, AdminListBookingsErrors, AdminListBookingsResponses, AdminListOrderFulfillmentsData, AdminListOrderFulfillmentsErrors, AdminListOrderFulfillmentsResponses, AdminListOrdersData, AdminListOrdersErrors, AdminListOrdersResponses, AdminMarkBookingNoShowData, AdminMarkBookingNoShowErrors, AdminMarkBookingNoShowResponses, AdminMarkOrderPaidData, AdminMarkOrderPaidErrors, AdminMarkOrderPaidResponses, AdminRescheduleBookingData, AdminRescheduleBookingErrors, AdminRescheduleBookingResponses, AdminUpdateOrderStatusData, AdminUpdateOrderStatusErrors, AdminUpdateOrderStatusResponses, AdvanceTestClockData, AdvanceTestClockErrors, AdvanceTestClockResponses, AttachDomainData, AttachDomainErrors, AttachDomainResponses, AttachProjectData, AttachProjectErrors, AttachProjectResponses, AttachTestClockCustomerData, AttachTestClockCustomerErrors, AttachTestClockCustomerResponses, CancelDeploymentData, CancelDeploymentErrors, CancelDeploymentResponses, CloseSupportConversationData, CloseSupportConversationErrors, CloseSupportConversationResponses, ConfirmAssetUploadData, ConfirmAssetUploadErrors, ConfirmAssetUploadResponses, ConnectRepoData, ConnectRepoErrors, ConnectRepoResponses, CreateApiKeyData, CreateApiKeyErrors, CreateApiKeyResponses, CreateCheckoutSessionData, CreateCheckoutSessionErrors, CreateCheckoutSessionResponses, CreateDeploymentData, CreateDeploymentErrors, CreateDeploymentResponses, CreateIncentiveTemplateData, CreateIncentiveTemplateErrors, CreateIncentiveTemplateResponses, CreateProjectData, CreateProjectErrors, CreateProjectResponses, CreateShippingZoneData, CreateShippingZoneErrors, CreateShippingZoneResponses, CreateTestClockData, CreateTestClockErrors, CreateTestClockResponses, DeleteAssetData, DeleteAssetErrors, DeleteAssetResponses, DeleteIncentiveTemplateData, DeleteIncentiveTemplateErrors, DeleteIncentiveTemplateResponses, DeleteShippingZoneData, DeleteShippingZoneErrors, DeleteShippingZoneResponses, DeleteTestClockData, DeleteTestClockErrors, DeleteTestClockResponses, DetachDomainData, DetachDomainErrors, DetachDomainResponses, EnableWebhookData, EnableWebhookErrors, EnableWebhookResponses, GetAssetData, GetAssetErrors, GetAssetResponses, GetBusinessSettingsData, GetBusinessSettingsErrors, GetBusinessSettingsResponses, GetContextData, GetContextErrors, GetContextResponses, GetDeploymentData, GetDeploymentErrors, GetDeploymentResponses, GetIncentiveTemplateData, GetIncentiveTemplateErrors, GetIncentiveTemplateResponses, GetKeyWhoamiData, GetKeyWhoamiErrors, GetKeyWhoamiResponses, GetProjectData, GetProjectErrors, GetProjectResponses, GetRepoData, GetRepoErrors, GetRepoResponses, GetShippingPickupData, GetShippingPickupErrors, GetShippingPickupResponses, GetShippingZoneData, GetShippingZoneErrors, GetShippingZoneResponses, GetSupportConversationData, GetSupportConversationErrors, GetSupportConversationResponses, GetTestClockData, GetTestClockErrors, GetTestClockResponses, GetWhoamiData, GetWhoamiErrors, GetWhoamiResponses, ImportCatalogueData, ImportCatalogueErrors, ImportCatalogueResponses, InitAssetUploadData, InitAssetUploadErrors, InitAssetUploadResponses, ListApiKeysData, ListApiKeysErrors, ListApiKeysResponses, ListAssetsData, ListAssetsErrors, ListAssetsResponses, ListDeploymentsData, ListDeploymentsErrors, ListDeploymentsResponses, ListDomainsData, ListDomainsErrors, ListDomainsResponses, ListEnvVarsData, ListEnvVarsErrors, ListEnvVarsResponses, ListIncentiveTemplatesData, ListIncentiveTemplatesErrors, ListIncentiveTemplatesResponses, ListProjectsData, ListProjectsErrors, ListProjectsResponses, ListShippingZonesData, ListShippingZonesErrors, ListShippingZonesResponses, ListSupportConversationMessagesData, ListSupportConversationMessagesErrors, ListSupportConversationMessagesResponses, ListSupportConversationsData, ListSupportConversationsErrors, ListSupportConversationsResponses, ListTestClocksData, ListTestClocksErrors, ListTestClocksResponses, ListUcpSigningKeysData, ListUcpSigningKeysErrors, ListUcpSigningKeysResponses, ListWebhookDeliveriesData, ListWebhookDeliveriesErrors, ListWebhookDeliveriesResponses, MintRepoCloneUrlData, MintRepoCloneUrlErrors, MintRepoCloneUrlResponses, ProvisionRepoData, ProvisionRepoErrors, ProvisionRepoResponses, ReadDeploymentLogsData, ReadDeploymentLogsErrors, ReadDeploymentLogsResponses, RemoveEnvVarData, RemoveEnvVarErrors, RemoveEnvVarResponses, ReopenSupportConversationData, ReopenSupportConversationErrors, ReopenSupportConversationResponses, ReplaceShippingZoneData, ReplaceShippingZoneErrors, ReplaceShippingZoneResponses, ReplayWebhookDeliveryData, ReplayWebhookDeliveryErrors, ReplayWebhookDeliveryResponses, ReplySupportConversationData, ReplySupportConversationErrors, ReplySupportConversationResponses, RevokeApiKeyData, RevokeApiKeyErrors, RevokeApiKeyResponses, RollbackDeploymentData, RollbackDeploymentErrors, RollbackDeploymentResponses, RotateUcpSigningKeyData, RotateUcpSigningKeyErrors, RotateUcpSigningKeyResponses, RunFixturesData, RunFixturesErrors, RunFixturesResponses, SearchDocsData, SearchDocsErrors, SearchDocsResponses, SendTestWebhookEventData, SendTestWebhookEventErrors, SendTestWebhookEventResponses, SetEnvVarData, SetEnvVarErrors, SetEnvVarResponses, SetShippingPickupData, SetShippingPickupErrors, SetShippingPickupResponses, StreamEventsData, StreamEventsErrors, StreamEventsResponse, StreamEventsResponses, TriggerTestEventData, TriggerTestEventErrors, TriggerTestEventResponses, UnlinkRepoData, UnlinkRepoErrors, UnlinkRepoResponses, UpdateBusinessSettingsData, UpdateBusinessSettingsErrors, UpdateBusinessSettingsResponses, UpdateIncentiveTemplateData, UpdateIncentiveTemplateErrors, UpdateIncentiveTemplateResponses, UpdateProjectData, UpdateProjectErrors, UpdateProjectResponses, VerifyDomainData, VerifyDomainErrors, VerifyDomainResponses } from './types.gen.js';
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
 * Start an asset upload
 *
 * Declares a storefront media file and returns a presigned, single-use `upload_url` (valid 600 seconds). Flow: init → `PUT` the raw bytes to `upload_url` with the declared `Content-Type` → confirm. Any MIME type is accepted.
 *
 * **Limits.** `folder` at most 200 characters, `filename` at most 500, neither containing `..`, a backslash or a line break; `content_type` at most 255; `size_bytes` 1 to 52428800 (50 MB). A violation is 400 VALIDATION_ERROR naming the field. The PUT must send exactly `size_bytes` bytes.
 *
 * `public_url_preview` is the URL the asset will have on the public file host; it serves nothing until confirm.
 *
 * **Auth.** Bearer business key with scope `assets:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `assets:write`.
 */
export declare const initAssetUpload: <ThrowOnError extends boolean = false>(options: Options<InitAssetUploadData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<InitAssetUploadResponses, InitAssetUploadErrors, ThrowOnError, "fields">;
/**
 * Confirm an asset upload
 *
 * Checks that the bytes arrived at the upload target and publishes the asset on the public file host. Answers the **bare** record `{ id, url, filename, content_type, size_bytes }` (no `data` wrapper).
 *
 * **Errors.** Bytes not received yet: 400 BAD_REQUEST (confirm again after the PUT). Unknown or expired `upload_id`, or one of another business: 404 NOT_FOUND. Confirming an already confirmed upload returns the same record.
 *
 * **Auth.** Bearer business key with scope `assets:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `assets:write`.
 */
export declare const confirmAssetUpload: <ThrowOnError extends boolean = false>(options: Options<ConfirmAssetUploadData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ConfirmAssetUploadResponses, ConfirmAssetUploadErrors, ThrowOnError, "fields">;
/**
 * List assets
 *
 * Lists the confirmed public storefront assets of the business, newest first (`created_at` descending). Customer-runtime uploads and unconfirmed uploads never appear.
 *
 * **Filters.** `folder` matches `folder_path` exactly; `mime_prefix` matches the start of `content_type` (for example `image/`). **Paging.** `page` from 1, `limit` default 50, at most 100; `pagination.total` counts all matching assets.
 *
 * **Auth.** Bearer business key with scope `assets:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `assets:read`.
 */
export declare const listAssets: <ThrowOnError extends boolean = false>(options: Options<ListAssetsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListAssetsResponses, ListAssetsErrors, ThrowOnError, "fields">;
/**
 * Delete an asset
 *
 * Deletes the asset row immediately and answers 204 No Content whether or not it existed (idempotent). Removing the stored blob from the public file host is best effort and may lag; cached copies may be served until they expire.
 *
 * **Auth.** Bearer business key with scope `assets:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `assets:write`.
 */
export declare const deleteAsset: <ThrowOnError extends boolean = false>(options: Options<DeleteAssetData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<DeleteAssetResponses, DeleteAssetErrors, ThrowOnError, "fields">;
/**
 * Get an asset
 *
 * Returns one asset row. 404 NOT_FOUND when the id is unknown, belongs to another business, or is not a confirmed public upload.
 *
 * **Auth.** Bearer business key with scope `assets:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `assets:read`.
 */
export declare const getAsset: <ThrowOnError extends boolean = false>(options: Options<GetAssetData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetAssetResponses, GetAssetErrors, ThrowOnError, "fields">;
/**
 * Create a hosted checkout session
 *
 * Creates a hosted checkout page for a cart and returns its `url`; redirect the customer there. The page collects contact details and payment, then creates the order (emitting `order.created`) and redirects to `success_url`, or to `cancel_url` when the customer cancels or the payment is declined.
 *
 * **Lifecycle.** `open` → `complete` when the customer pays; `open` → `expired` 24 hours after creation (`expires_at`). The cart is read when the page is submitted, so later cart changes are charged.
 *
 * **Auth.** `Authorization: Bearer sk_test_…|sk_live_…`, a secret key of the business that owns the cart. A publishable key is 403 FORBIDDEN. The key's mode selects sandbox or live.
 *
 * **Errors.** Unknown `cart_id`, or a cart of another business: 404 NOT_FOUND. Empty cart: 409 CONFLICT. `success_url`/`cancel_url` breaking the return URL rule below: 400 VALIDATION_ERROR naming the field (`success_url: …`), and no session is created. `Idempotency-Key` is honoured.
 *
 * **Return URL rule.** `success_url` and `cancel_url` must be absolute `https:` URLs in production mode (`http:` or `https:` in development), written as RFC 3986 URIs (printable ASCII, anything else percent-encoded; in `success_url` the `{CHECKOUT_SESSION_ID}` placeholder is allowed and checked as replaced), naming a host, without credentials (`user:password@`), at most 2048 characters. `javascript:`, `data:`, relative and protocol-relative (`//host`) URLs are refused. Hosts: any host, unless the business lists its `return_url_hosts` (`PATCH /v1/businesses/{business_id}/settings`, `PlatformBusinessSettings`); then each URL's host must match one of them (`shop.example.com` that host only, `*.example.com` any host below `example.com`, compared without case; port and scheme play no part), else 400 VALIDATION_ERROR naming the field (`cancel_url: host evil.example is not one of the business's return_url_hosts`). The hosted pages never redirect to a stored URL that fails the rule as it is when the customer returns (a session created before the rule or before its host was removed from the list): they show the outcome instead, and the page's Cancel link is left out.
 *
 * **Sandbox.** With a `sk_test_` key the hosted page follows the sandbox payment rules: card payments show Approve and Decline buttons, mobile money is approved by code `123456`.
 */
export declare const createCheckoutSession: <ThrowOnError extends boolean = false>(options: Options<CreateCheckoutSessionData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CreateCheckoutSessionResponses, CreateCheckoutSessionErrors, ThrowOnError, "fields">;
/**
 * List business keys
 *
 * Lists the business's keys, newest first, without secrets: `prefix` shows the first characters. A `dk_live_` key lists the keys of both modes, a `dk_test_` key the test-mode ones only. Revoked keys are not listed; expired ones are, with their `expires_at` in the past. `last_used_at` is kept to the minute: a use is written only when the recorded one is a minute old or more (no write per request), so it may trail the latest use by up to a minute.
 *
 * **Auth.** Bearer business key with scope `keys:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `keys:write`.
 */
export declare const listApiKeys: <ThrowOnError extends boolean = false>(options: Options<ListApiKeysData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListApiKeysResponses, ListApiKeysErrors, ThrowOnError, "fields">;
/**
 * Create a business key
 *
 * Creates a business key with the given scopes, in `mode` (default: the calling key's): `dk_live_…` or `dk_test_…`. It is owned by the account that owns the calling key (whoami's `account`). The full `secret` is returned in this response only; it is stored hashed and cannot be shown again (lost keys are revoked and replaced). `prefix` (the first 12 characters) identifies the key in lists.
 *
 * **Rules.** `scopes`: 1 to 25 distinct values of the scope list; the calling key must hold every scope it grants, otherwise 403 FORBIDDEN naming the missing one. `expires_at`, when given, must be in the future (400 VALIDATION_ERROR otherwise); from that instant the key is 401 UNAUTHORIZED. A business holds at most 100 unrevoked keys, expired ones included (409 CONFLICT beyond: revoke some first). The key acts for `business_id` only. Agent keys need `mcp:invoke` plus the scopes of the tools they call.
 *
 * **Auth.** Bearer business key with scope `keys:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `keys:write`.
 */
export declare const createApiKey: <ThrowOnError extends boolean = false>(options: Options<CreateApiKeyData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CreateApiKeyResponses, CreateApiKeyErrors, ThrowOnError, "fields">;
/**
 * Revoke a business key
 *
 * Revokes the key: later requests with it are 401 UNAUTHORIZED, and open `/mcp` sessions using it end. Each server process keeps a resolved key for at most 5 seconds, so the refusal is immediate on the process that answered this call and holds everywhere within 5 seconds. Only the business's own business keys can be revoked here (a `dk_test_` key revokes test-mode keys only); answers 204 whether or not the key existed or was already revoked (idempotent). A key may revoke itself.
 *
 * **Auth.** Bearer business key with scope `keys:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `keys:write`.
 */
export declare const revokeApiKey: <ThrowOnError extends boolean = false>(options: Options<RevokeApiKeyData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<RevokeApiKeyResponses, RevokeApiKeyErrors, ThrowOnError, "fields">;
/**
 * List orders
 *
 * The business's orders, newest first (by `created_at`, ties by id), each in the same `PlatformOrder` shape the order admin operations answer.
 *
 * Filters (all optional, combined with AND): `status`; `created_gte` (placed at or after this instant) and `created_lt` (placed before it). `created_lt` not after `created_gte` is 400 VALIDATION_ERROR naming `created_lt`. `limit` 1 to 100 (default 20), `offset` from 0, as every platform list pages; `pagination.total` counts every matching order. Orders placed while a client pages may shift later pages by as many rows: a client that must not miss or repeat one pins the window with `created_lt` (the `created_at` of its first page's newest order, plus a millisecond).
 *
 * **Mode.** A `dk_live_` key lists live orders unless `mode=test`, which lists the business's sandbox orders (placed with `_test_` keys, SANDBOX.md); a `dk_test_` key lists the sandbox orders. The two are never mixed.
 *
 * **Auth.** Bearer business key with scope `orders:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `orders:read`.
 */
export declare const adminListOrders: <ThrowOnError extends boolean = false>(options: Options<AdminListOrdersData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AdminListOrdersResponses, AdminListOrdersErrors, ThrowOnError, "fields">;
/**
 * Move an order forward
 *
 * Moves the order along `pending → confirmed → preparing → ready → completed`. Any later state may be targeted (steps may be skipped, for example `pending → completed` for a walk-in sale); setting the current status again returns the order unchanged.
 *
 * **Refused (409 CONFLICT).** Moving backwards, any change of a `completed` or `cancelled` order, and `confirmed` or later while `payment_status` is `failed`. To cancel use `…/cancel`.
 *
 * **Events.** Each change emits `order.updated`; reaching `completed` also emits `order.completed`.
 *
 * **Auth.** Bearer business key with scope `orders:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `orders:write`.
 *
 * An order of another business, or an unknown id, is 404 NOT_FOUND.
 */
export declare const adminUpdateOrderStatus: <ThrowOnError extends boolean = false>(options: Options<AdminUpdateOrderStatusData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AdminUpdateOrderStatusResponses, AdminUpdateOrderStatusErrors, ThrowOnError, "fields">;
/**
 * Cancel an order
 *
 * Cancels an order in `pending`, `confirmed`, `preparing` or `ready`: reserved stock is released, its bookings are cancelled (`booking.cancelled`), and `order.updated` and `order.cancelled` are emitted. The optional `reason` (at most 500 characters) is stored as `cancellation_reason`.
 *
 * An unsettled payment (`pending`, `processing`) becomes `cancelled`. Cancelling does not move money: refund a settled order with `…/refunds`. Cancelling an already cancelled order returns it unchanged; a `completed` order is 409 CONFLICT. `Idempotency-Key` is honoured.
 *
 * **Auth.** Bearer business key with scope `orders:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `orders:write`.
 *
 * An order of another business, or an unknown id, is 404 NOT_FOUND.
 */
export declare const adminCancelOrder: <ThrowOnError extends boolean = false>(options: Options<AdminCancelOrderData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AdminCancelOrderResponses, AdminCancelOrderErrors, ThrowOnError, "fields">;
/**
 * Mark a cash order paid
 *
 * Records that the business received the cash for an order paid by `cash`: `payment_status` goes from `pending` to `succeeded` and `payment.completed` and `order.updated` are emitted. No body.
 *
 * An order already `succeeded` is returned unchanged. **Refused (409 CONFLICT):** an order whose `payment_method` is not `cash`, a `cancelled` order, and a payment already `refunded` or `partially_refunded`. `Idempotency-Key` is honoured.
 *
 * **Auth.** Bearer business key with scope `orders:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `orders:write`.
 *
 * An order of another business, or an unknown id, is 404 NOT_FOUND.
 */
export declare const adminMarkOrderPaid: <ThrowOnError extends boolean = false>(options: Options<AdminMarkOrderPaidData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AdminMarkOrderPaidResponses, AdminMarkOrderPaidErrors, ThrowOnError, "fields">;
/**
 * Refund an order
 *
 * Refunds all or part of a paid order through its payment method. `amount` (Money, greater than `0.00`) defaults to the whole remaining refundable amount `total_price − refunded_amount`; more than that is 400 VALIDATION_ERROR. Several partial refunds are allowed.
 *
 * Afterwards `refunded_amount` grows, `payment_status` becomes `partially_refunded` or, when everything is refunded, `refunded`, and `payment.refunded` and `order.updated` are emitted. The order `status` does not change (cancel separately if needed). Cash refunds are recorded as paid out by the business.
 *
 * **Refused (409 CONFLICT).** `payment_status` other than `succeeded` or `partially_refunded` (nothing was paid, or all is refunded), or another refund of the order still in progress holds the amount asked (`retryable`: retry once it is settled). Send an `Idempotency-Key`: a retry with the same key never refunds twice; it answers the refund made under the key, or finishes it. A key already used for a refund of another amount is 409 IDEMPOTENCY_CONFLICT.
 *
 * **Unavailable (503 SERVICE_UNAVAILABLE).** The payment provider could not be reached or timed out, or the store failed: the outcome is not known yet and the refund stays pending (the amount held). With an `Idempotency-Key` the answer is `retryable` and a retry with the same key finishes the same refund; a refund left pending is in any case asked of the provider again and recorded within minutes, so money is never paid out twice.
 *
 * **Sandbox.** Refunds succeed immediately.
 *
 * **Auth.** Bearer business key with scope `orders:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `orders:write`.
 *
 * An order of another business, or an unknown id, is 404 NOT_FOUND.
 */
export declare const adminCreateRefund: <ThrowOnError extends boolean = false>(options: Options<AdminCreateRefundData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AdminCreateRefundResponses, AdminCreateRefundErrors, ThrowOnError, "fields">;
/**
 * Read an order's fulfilment
 *
 * Where the order's goods are (each goods line's units ordered, fulfilled, delivered and remaining, and the order's fulfilment `status`) and every fulfilment event recorded, oldest first. The same object is the `fulfillment` of the order in every `PlatformOrder`.
 *
 * **Auth.** Bearer business key with scope `orders:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `orders:read`.
 *
 * An order of another business, or an unknown id, is 404 NOT_FOUND.
 */
export declare const adminListOrderFulfillments: <ThrowOnError extends boolean = false>(options: Options<AdminListOrderFulfillmentsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AdminListOrderFulfillmentsResponses, AdminListOrderFulfillmentsErrors, ThrowOnError, "fields">;
/**
 * Record a fulfilment event (shipped, delivered, …)
 *
 * Records what happened to some of the order's goods: `shipped` (with `carrier`, `tracking_number`, `tracking_url`), `delivered` (also for goods handed over at the counter or by the business's own courier), tracking updates and returns (`PlatformFulfillmentEventType` says which units each type covers and where it moves them). `line_items` names lines of the order's `items` and units; absent, the event covers every unit its type may cover (`{"type": "delivered"}` delivers everything not yet delivered). The time is the server's.
 *
 * **Which orders and lines.** `delivery` and `pickup` orders, on their goods lines: a booking line (one with a slot) is fulfilled by completing the booking, and a subscription line is goods like any other (each renewal is an order of its own). The order must be paid (`payment_status` `succeeded`, `partially_refunded` or `refunded`) or be a cash order still to be paid (cash on delivery).
 *
 * **Status.** The order moves forward where its goods now are: every unit delivered ⇒ `completed`; every unit shipped or delivered ⇒ `ready` (out for delivery); anything else ⇒ `preparing`. It never moves backwards (a later status stays; a `completed` order still takes events), and an order that also has bookings goes no further than `preparing`.
 *
 * **Events.** `order.fulfillment_created`; `order.updated` when the status moved, and `order.completed` on reaching `completed`.
 *
 * **Refused.** 400 VALIDATION_ERROR naming the field: a line the order does not have (`body.line_items.0.line_item_id`), a booking line, a line listed twice, or a `quantity` above the units of the line the type covers (`body.line_items.0.quantity`: not more than ordered minus what is already shipped or delivered, for `shipped`). 409 CONFLICT: a cancelled order, a `dine-in` or `walk-in` order, an order with bookings only, an unpaid order (payment `pending` or `processing` other than cash, `failed`, `cancelled`), no `line_items` and no unit the type covers, or another change of the order at the same moment (`retryable`).
 *
 * **Idempotency.** Send an `Idempotency-Key`: a retry with the same key and body answers the event recorded under it (`Idempotent-Replayed: true`) and never records it twice; the same key with another body is 409 CONFLICT.
 *
 * **Auth.** Bearer business key with scope `orders:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `orders:write`.
 *
 * An order of another business, or an unknown id, is 404 NOT_FOUND.
 */
export declare const adminCreateOrderFulfillment: <ThrowOnError extends boolean = false>(options: Options<AdminCreateOrderFulfillmentData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AdminCreateOrderFulfillmentResponses, AdminCreateOrderFulfillmentErrors, ThrowOnError, "fields">;
/**
 * List support conversations
 *
 * The business's support inbox, newest activity first (the latest message, or creation for a conversation without messages). `status` filters: `open`, `waiting` (open and the newest message is the shopper's, so it waits for a reply) or `closed`; without it, all. **Paging.** `limit` default 20, at most 100, and `offset`; `pagination.total` counts every match.
 * **Auth.** Bearer business key with scope `support:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `support:read`.
 */
export declare const listSupportConversations: <ThrowOnError extends boolean = false>(options: Options<ListSupportConversationsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListSupportConversationsResponses, ListSupportConversationsErrors, ThrowOnError, "fields">;
/**
 * Read a support conversation
 *
 * One conversation with its 50 most recent messages, oldest first. Older or newer messages: `GET …/messages`.
 * **Auth.** Bearer business key with scope `support:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `support:read`.
 */
export declare const getSupportConversation: <ThrowOnError extends boolean = false>(options: Options<GetSupportConversationData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetSupportConversationResponses, GetSupportConversationErrors, ThrowOnError, "fields">;
/**
 * Read a conversation's messages
 *
 * Messages in ascending `created_at` order, as on the storefront's poll: with `after`, the first `limit` created strictly after it (`created_at` is unique within a conversation and increases in storage order, so this is an exact cursor); without it, the `limit` most recent. `limit` 1 to 100, default 50.
 * **Auth.** Bearer business key with scope `support:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `support:read`.
 */
export declare const listSupportConversationMessages: <ThrowOnError extends boolean = false>(options: Options<ListSupportConversationMessagesData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListSupportConversationMessagesResponses, ListSupportConversationMessagesErrors, ThrowOnError, "fields">;
/**
 * Reply to a conversation
 *
 * Adds a message from the business and returns it (201). It reaches the shopper's open WebSockets at once, on whichever server process they are connected to, and the storefront's poll always. A person's reply (`agent`) turns the automatic responder off for the conversation and clears `awaiting_reply`. A closed conversation is 409 CONFLICT: reopen it first. A `client_id` already accepted on the conversation is 409 CONFLICT with the original message in `data`. `attachments` must be confirmed assets of the business (400 naming the entry otherwise).
 * **Auth.** Bearer business key with scope `support:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `support:write`.
 */
export declare const replySupportConversation: <ThrowOnError extends boolean = false>(options: Options<ReplySupportConversationData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ReplySupportConversationResponses, ReplySupportConversationErrors, ThrowOnError, "fields">;
/**
 * Close a conversation
 *
 * Closes the conversation: `status` becomes `closed`, `closed_at` is set, and the shopper's WebSockets get a `conversation` frame. The shopper's next message reopens it. Closing a closed conversation changes nothing and answers it as it is. No request body.
 * **Auth.** Bearer business key with scope `support:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `support:write`.
 */
export declare const closeSupportConversation: <ThrowOnError extends boolean = false>(options: Options<CloseSupportConversationData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CloseSupportConversationResponses, CloseSupportConversationErrors, ThrowOnError, "fields">;
/**
 * Reopen a conversation
 *
 * Reopens a closed conversation (`status` `open`, `closed_at` null); the shopper's WebSockets get a `conversation` frame. Reopening an open conversation changes nothing and answers it as it is. No request body.
 * **Auth.** Bearer business key with scope `support:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `support:write`.
 */
export declare const reopenSupportConversation: <ThrowOnError extends boolean = false>(options: Options<ReopenSupportConversationData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ReopenSupportConversationResponses, ReopenSupportConversationErrors, ThrowOnError, "fields">;
/**
 * List incentive templates
 *
 * The business's incentive templates of one mode (`mode`, live by default), inactive ones included, highest `priority` first, then oldest `created_at` first (then `id`). **Paging.** `limit` default 20, at most 100, and `offset`; `pagination.total` counts every template of the mode.
 *
 * **Selection.** The storefront's activity state (`GET /api/v1/activity/state`, its `incentive`) offers a session at most one template of its mode: among the `active` ones whose `intents` include the session's intent (a `baseline` session is offered none), whose `requires_cart_items` holds (the cart has at least one item) and whose `min_cart_total` holds (the cart subtotal is at least it), the highest `priority` wins; ties go to the oldest `created_at`, then the smaller `id`. None holds: `incentive` is null. Changes reach the storefront within 5 seconds.
 *
 * **Auth.** Bearer business key with scope `incentives:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `incentives:read`.
 */
export declare const listIncentiveTemplates: <ThrowOnError extends boolean = false>(options: Options<ListIncentiveTemplatesData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListIncentiveTemplatesResponses, ListIncentiveTemplatesErrors, ThrowOnError, "fields">;
/**
 * Create an incentive template
 *
 * Adds a template to the mode's set (`mode`, live by default) and returns it (201). `name`, `agent_id` and `intents` are required; `min_cart_total` defaults to null (no minimum), `requires_cart_items` to false, `priority` to 0 and `active` to true. `min_cart_total` must not be negative (400 VALIDATION_ERROR naming it). A business holds at most 100 templates per mode, active or not: the 101st is 409 CONFLICT (delete one first).
 *
 * **Selection.** The storefront's activity state (`GET /api/v1/activity/state`, its `incentive`) offers a session at most one template of its mode: among the `active` ones whose `intents` include the session's intent (a `baseline` session is offered none), whose `requires_cart_items` holds (the cart has at least one item) and whose `min_cart_total` holds (the cart subtotal is at least it), the highest `priority` wins; ties go to the oldest `created_at`, then the smaller `id`. None holds: `incentive` is null. Changes reach the storefront within 5 seconds.
 *
 * **Auth.** Bearer business key with scope `incentives:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `incentives:write`.
 */
export declare const createIncentiveTemplate: <ThrowOnError extends boolean = false>(options: Options<CreateIncentiveTemplateData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CreateIncentiveTemplateResponses, CreateIncentiveTemplateErrors, ThrowOnError, "fields">;
/**
 * Delete an incentive template
 *
 * Deletes the template of the mode (`mode`, live by default) and answers 204 No Content whether or not it existed (idempotent); it is no longer offered, and no longer counts towards the 100 per mode.
 *
 * **Auth.** Bearer business key with scope `incentives:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `incentives:write`.
 */
export declare const deleteIncentiveTemplate: <ThrowOnError extends boolean = false>(options: Options<DeleteIncentiveTemplateData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<DeleteIncentiveTemplateResponses, DeleteIncentiveTemplateErrors, ThrowOnError, "fields">;
/**
 * Read an incentive template
 *
 * One template of the mode (`mode`, live by default). An unknown id, or one of the other mode, is 404 NOT_FOUND.
 *
 * **Auth.** Bearer business key with scope `incentives:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `incentives:read`.
 */
export declare const getIncentiveTemplate: <ThrowOnError extends boolean = false>(options: Options<GetIncentiveTemplateData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetIncentiveTemplateResponses, GetIncentiveTemplateErrors, ThrowOnError, "fields">;
/**
 * Update an incentive template
 *
 * Changes the fields sent and keeps the others; `updated_at` moves, `created_at` (and so the template's place among ties) does not. At least one field (an empty body is 400 VALIDATION_ERROR); an unknown field is 400 VALIDATION_ERROR naming it; `min_cart_total` null removes the minimum and must not be negative. An unknown id, or one of the other mode (`mode`, live by default), is 404 NOT_FOUND. Deactivating (`active: false`) keeps the template but stops it being offered.
 *
 * **Auth.** Bearer business key with scope `incentives:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `incentives:write`.
 */
export declare const updateIncentiveTemplate: <ThrowOnError extends boolean = false>(options: Options<UpdateIncentiveTemplateData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<UpdateIncentiveTemplateResponses, UpdateIncentiveTemplateErrors, ThrowOnError, "fields">;
/**
 * List bookings
 *
 * The business's bookings, by ascending `start` (then id), for a day sheet or a staff or location calendar.
 *
 * Filters (all optional, combined with AND): `date` (bookings starting on that local date of their own location's time zone) or the instant range `from`..`to` (bookings whose `start` is at or after `from` and before `to`); `staff_id`, `location_id`, `service_id`, `status`. `date` together with `from` or `to`, `to` not after `from`, or a range longer than 62 days is 400 VALIDATION_ERROR naming the parameter. Unknown ids in the filters simply match nothing. `limit` 1 to 100 (default 20), `offset` from 0. The calling key's mode by default (`mode=test` lists sandbox bookings for a `dk_live_` key).
 *
 * **Auth.** Bearer business key with scope `bookings:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `bookings:read`.
 */
export declare const adminListBookings: <ThrowOnError extends boolean = false>(options: Options<AdminListBookingsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AdminListBookingsResponses, AdminListBookingsErrors, ThrowOnError, "fields">;
/**
 * Get a booking
 *
 * One booking with its history. A booking of another business or of the other mode (`mode`), or an unknown id, is 404 NOT_FOUND.
 *
 * **Auth.** Bearer business key with scope `bookings:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `bookings:read`.
 */
export declare const adminGetBooking: <ThrowOnError extends boolean = false>(options: Options<AdminGetBookingData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AdminGetBookingResponses, AdminGetBookingErrors, ThrowOnError, "fields">;
/**
 * Mark a booking completed
 *
 * Marks a `confirmed` booking whose start has passed as `completed` (the appointment took place): a `completed` entry (`by: business`) is added to `history` and `version` grows. Marking an already `completed` booking returns it unchanged. A booking that has not started yet, or that is `cancelled` or `no_show`, is 409 CONFLICT. The body is optional.
 *
 * **Auth.** Bearer business key with scope `bookings:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `bookings:write`.
 */
export declare const adminCompleteBooking: <ThrowOnError extends boolean = false>(options: Options<AdminCompleteBookingData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AdminCompleteBookingResponses, AdminCompleteBookingErrors, ThrowOnError, "fields">;
/**
 * Mark a booking as a no-show
 *
 * Marks a `confirmed` booking whose start has passed as `no_show` (the customer did not come): a `no_show` entry (`by: business`) is added to `history` and `version` grows; nothing is refunded. Marking an already `no_show` booking returns it unchanged. A booking that has not started yet, or that is `cancelled` or `completed`, is 409 CONFLICT. The body is optional.
 *
 * **Auth.** Bearer business key with scope `bookings:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `bookings:write`.
 */
export declare const adminMarkBookingNoShow: <ThrowOnError extends boolean = false>(options: Options<AdminMarkBookingNoShowData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AdminMarkBookingNoShowResponses, AdminMarkBookingNoShowErrors, ThrowOnError, "fields">;
/**
 * Cancel a booking as the business
 *
 * Cancels a `confirmed` booking at any time (the customer's cancellation cutoff does not apply): its time, staff member and resources are freed, `cancelled_at` and `cancellation_reason` are set, a `cancelled` entry (`by: business`) is added to `history`, `version` grows and `booking.cancelled` is emitted once. Refund policy: when the order has been paid, what the customer paid for the booking's order line is refunded to the original payment method, announced with `payment.refunded`: the line total less its share of the order's discounts, plus its share of the tax when the tax was added on top, capped at what the order still has refundable (each discount shared over the lines its deal covered and the tax over the lines' discounted amounts, in proportion, in whole minor units, so the lines' shares add up to the order's total). When every line of the order is a booking and this was the last one open, the order has nothing left to fulfil: it is cancelled too (`order.cancelled` once, an unsettled payment cancelled) and everything still paid on it is refunded in one refund (`payment.refunded` once). Otherwise the order itself stays as it is.
 *
 * A booking that is already `cancelled`, `completed` or `no_show` is 409 CONFLICT, except that a retry with the same `Idempotency-Key` and body replays the first answer. The body is optional.
 *
 * **Auth.** Bearer business key with scope `bookings:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `bookings:write`.
 */
export declare const adminCancelBooking: <ThrowOnError extends boolean = false>(options: Options<AdminCancelBookingData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AdminCancelBookingResponses, AdminCancelBookingErrors, ThrowOnError, "fields">;
/**
 * Reschedule a booking as the business
 *
 * Moves a `confirmed` booking to `new_start_time`–`new_end_time` (and optionally `new_staff_id`) as the business (`reschedule_type` `business`), at any time before or after the customer's cutoff. Atomic like the storefront's reschedule: the new time is claimed with the same rules as a new booking before the old one is released, in one transaction, so two moves racing into the last free slot cannot both succeed. A `rescheduled` entry (`by: business`) is added to `history`, `version` grows and `booking.rescheduled` is emitted once. The order line moves with it in the same transaction (its `scheduled_start`, `scheduled_end` and `staff_id` become the booking's; `order.updated` is emitted for the order).
 *
 * 400 VALIDATION_ERROR: `new_end_time` not after `new_start_time`, a window whose length is not the booked duration, or a `new_staff_id` not among the service's staff (each naming the field). 409 CONFLICT, nothing changed: the new window is refused by the slot rules (the message names the slot check's reason, for example `The new time is not available: no_staff`), the booking is not `confirmed`, or `expected_version` is not the booking's current `version`.
 *
 * **Auth.** Bearer business key with scope `bookings:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `bookings:write`.
 */
export declare const adminRescheduleBooking: <ThrowOnError extends boolean = false>(options: Options<AdminRescheduleBookingData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AdminRescheduleBookingResponses, AdminRescheduleBookingErrors, ThrowOnError, "fields">;
/**
 * List delivery attempts
 *
 * The attempt log of one webhook endpoint, newest first: one row per HTTP attempt (first try, automatic retries at 1 m, 5 m, 15 m, 1 h, 6 h and 24 h, replays and test events). Attempts are kept for 30 days.
 *
 * `limit` 1 to 100 (default 20), `offset` from 0; optional filters `status` and `event_type`. An unknown webhook, or one of another business, is 404 NOT_FOUND.
 *
 * **Auth.** Bearer business key with scope `webhooks:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `webhooks:read`.
 */
export declare const listWebhookDeliveries: <ThrowOnError extends boolean = false>(options: Options<ListWebhookDeliveriesData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListWebhookDeliveriesResponses, ListWebhookDeliveriesErrors, ThrowOnError, "fields">;
/**
 * Replay a delivery
 *
 * Sends the attempt's event again, now, with the same `evt_` id and body (signed afresh with a new `webhook-timestamp`). Creates and returns a new attempt (`status: pending`, `attempt` = last attempt + 1); a failed replay is not retried automatically. Any past attempt may be replayed, successful or not.
 *
 * Unknown webhook or delivery, or one of another business: 404 NOT_FOUND. A `disabled` webhook (its receiver answered 410 Gone, or an event's retries ran out with none of its deliveries succeeding): 409 CONFLICT until it is enabled (`…/enable`); `failing` webhooks may be replayed to, and a success makes them `active` again.
 *
 * **Auth.** Bearer business key with scope `webhooks:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `webhooks:write`.
 */
export declare const replayWebhookDelivery: <ThrowOnError extends boolean = false>(options: Options<ReplayWebhookDeliveryData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ReplayWebhookDeliveryResponses, ReplayWebhookDeliveryErrors, ThrowOnError, "fields">;
/**
 * Send a test event
 *
 * Sends one event of `event_type` (default `order.created`) with a fresh `evt_` id and sample data to the endpoint, signed like real deliveries, whether or not the endpoint subscribes to that type. Returns the attempt (`pending`); poll the delivery list for its outcome. Test events are not retried.
 *
 * Unknown webhook, or one of another business: 404 NOT_FOUND. A `disabled` webhook: 409 CONFLICT.
 *
 * **Auth.** Bearer business key with scope `webhooks:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `webhooks:write`.
 */
export declare const sendTestWebhookEvent: <ThrowOnError extends boolean = false>(options: Options<SendTestWebhookEventData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<SendTestWebhookEventResponses, SendTestWebhookEventErrors, ThrowOnError, "fields">;
/**
 * Enable a disabled webhook endpoint
 *
 * Makes a `disabled` endpoint `active` again, its failure count cleared, with the same URL, events and secret. An endpoint is disabled when its receiver answers 410 Gone, or when an event's retries run out (24 hours) with no delivery to it succeeding meanwhile; it then gets nothing. Events recorded while it was disabled were not sent to it: replay their attempts (`…/deliveries/{delivery_id}/replay`) to send them now. An endpoint that is not disabled is answered as it is. No body.
 *
 * Unknown webhook, or one of another business: 404 NOT_FOUND.
 *
 * **Auth.** Bearer business key with scope `webhooks:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `webhooks:write`.
 */
export declare const enableWebhook: <ThrowOnError extends boolean = false>(options: Options<EnableWebhookData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<EnableWebhookResponses, EnableWebhookErrors, ThrowOnError, "fields">;
/**
 * Receive the business's events as they happen (Server-Sent Events)
 *
 * A long-lived `text/event-stream` response (Server-Sent Events, the WHATWG HTML standard) carrying the business's events as they are recorded: the same events, with the same payloads, that webhook endpoints receive. It is what `webhooks listen` of the command-line tool reads to forward events to a local URL, so a receiver can be built on a machine no webhook can reach. Events are recorded by whichever server process handled the change; every process streams all of them.
 *
 * **Messages.** One message per event, in the order the events were recorded:
 *
 * ```
 * id: evt_2Xb7Kq9LmN4pR8sT
 * event: order.created
 * data: {"id":"evt_2Xb7Kq9LmN4pR8sT","type":"order.created","created_at":"2026-11-22T10:15:30.000Z","data":{…}}
 * ```
 *
 * followed by an empty line. `id` is the event id, `event` its type (one of the 14 webhook event types) and `data` one line of JSON: exactly the body a webhook endpoint is POSTed for that event, `{ id, type, created_at, data }` (the `webhooks` section of this document describes each type's `data`). A forwarder sends the `data` line unchanged as the request body and signs those bytes (see the webhook signature headers). A comment line `: keep-alive` (followed by an empty line) is sent every 15 seconds, so proxies and clients can tell a quiet stream from a dead one; SSE parsers ignore comments.
 *
 * **Which events.** Only events recorded after the stream opened, unless the client sends `Last-Event-ID` (what an `EventSource` does by itself when it reconnects): then the stream first replays every event recorded after that one (in record order, filtered by `types`), then goes on live. Events are kept, so any event id of this business and mode can be resumed from; an id that is not one (unknown, of another business, or of the other mode) is 400 VALIDATION_ERROR naming `Last-Event-ID`. An event reaches open streams within about a second of being recorded. Delivery is at least once: around a reconnect an event may come twice, so receivers must be idempotent by event id, as for webhooks. `types` (comma-separated) keeps only those types; an unknown type is 400 VALIDATION_ERROR naming it.
 *
 * **Mode.** A `dk_live_` key streams live events unless `mode=test`, which streams the sandbox's events (orders placed with `_test_` keys, SANDBOX.md); a `dk_test_` key streams the sandbox's. The two are never mixed.
 *
 * **End.** The stream ends when the client disconnects, and when the server process shuts down (the response is ended cleanly; reconnect with `Last-Event-ID`, another process answers). A client that does not read fast enough for 1 MiB of events to pile up is disconnected the same way. A key may hold at most 10 open streams per server process; one more is 429 RATE_LIMITED. Opening a stream counts as one request against the key's rate limit.
 *
 * **Refusals** answer before the stream starts, as JSON with the platform error envelope: 400 VALIDATION_ERROR (an unknown type, a bad `mode`, an unknown `Last-Event-ID`), 401 UNAUTHORIZED (a missing, malformed, unknown, revoked or expired key), 403 FORBIDDEN (a key without `webhooks:read`, a key of another business, a storefront key), 429 RATE_LIMITED, 503 SERVICE_UNAVAILABLE (the process is shutting down; retry).
 *
 * **Auth.** Bearer business key with scope `webhooks:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `webhooks:read`.
 *
 * **Mock.** The mock answers the documented example as one complete response: it streams nothing live.
 */
export declare const streamEvents: <ThrowOnError extends boolean = false>(options: Options<StreamEventsData, ThrowOnError, StreamEventsResponse>) => Promise<import("./core/serverSentEvents.gen.js").ServerSentEventsResult<StreamEventsResponses, StreamEventsErrors>>;
/**
 * List projects
 *
 * Lists the business's projects, newest first, each with its settings, linked repo and latest deployment. `limit` 1 to 100 (default 20), `offset` from 0.
 *
 * **Auth.** Bearer business key with scope `projects:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `projects:read`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_list_projects`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const listProjects: <ThrowOnError extends boolean = false>(options: Options<ListProjectsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListProjectsResponses, ListProjectsErrors, ThrowOnError, "fields">;
/**
 * Create a project
 *
 * Creates a storefront site project with default settings (`mcp_destructive_ops_enabled` false, `production_branch` `main`, `node_version` `20`). Link a repository next (provision or connect), then deploy.
 *
 * **Rules.** `name` 1 to 100 characters. `slug` (optional) must be unique within the business (409 CONFLICT when taken); when omitted it is derived from `name` and made unique. At most 100 projects per business (409 CONFLICT beyond).
 *
 * **Idempotency.** Accepts `idempotency_key` in the body: within one hour the same key with the same input returns the cached response (with `Idempotent-Replayed: true`) without executing again; the same key with different input is 409 CONFLICT (-32007 IDEMPOTENCY_CONFLICT over `/mcp`).
 *
 * **Auth.** Bearer business key with scope `projects:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `projects:write`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_create_project`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const createProject: <ThrowOnError extends boolean = false>(options: Options<CreateProjectData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CreateProjectResponses, CreateProjectErrors, ThrowOnError, "fields">;
/**
 * Get a project
 *
 * Returns one project with its settings, linked repo (or null) and latest deployment (or null). Unknown id, or a project of another business: 404 NOT_FOUND.
 *
 * **Auth.** Bearer business key with scope `projects:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `projects:read`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_get_project`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const getProject: <ThrowOnError extends boolean = false>(options: Options<GetProjectData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetProjectResponses, GetProjectErrors, ThrowOnError, "fields">;
/**
 * Update a project
 *
 * Renames the project and/or replaces its settings. `settings` replaces the **whole** settings object: send the existing values you want to keep, an omitted field returns to its default. This is the only way to change `mcp_destructive_ops_enabled`, the opt-in that lets the destructive agent tools (`platform_unlink_repo`, `platform_remove_env`, `platform_detach_domain`) run on this project; no agent tool can change it.
 *
 * At least one of `name` and `settings` (400 VALIDATION_ERROR otherwise). Settings changes apply to the next deployment. Unknown project, or one of another business: 404 NOT_FOUND.
 *
 * **Auth.** Bearer business key with scope `projects:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `projects:write`.
 */
export declare const updateProject: <ThrowOnError extends boolean = false>(options: Options<UpdateProjectData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<UpdateProjectResponses, UpdateProjectErrors, ThrowOnError, "fields">;
/**
 * Unlink the repository
 *
 * Removes the link between the project and its repository; existing deployments keep serving, new deployments need a repository again. With `purge=true` the upstream repository is **deleted** too, irreversibly; this is only allowed for repositories the platform provisioned (`provider: managed`): purging a connected repository is 409 CONFLICT. A managed repository unlinked without `purge` is no longer served (its clone URLs stop working at once) and cannot be linked again through the API; its data stays on the server for an operator to recover, and its name is free for a new one. A connected repository's local copy is dropped either way; the repository on its provider is never touched. Storage trouble while purging: 503 SERVICE_UNAVAILABLE, with nothing changed.
 *
 * Idempotent: when no repository is linked the call succeeds with `unlinked: false`.
 *
 * **Destructive.** Through `/mcp` this tool is refused with -32003 DESTRUCTIVE_DENIED unless the project's setting `mcp_destructive_ops_enabled` is true (changed only with `PUT /v1/businesses/{business_id}/projects/{project_id}`, never by a tool). REST callers are not subject to that opt-in.
 *
 * **Auth.** Bearer business key with scope `repos:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `repos:write`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_unlink_repo`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const unlinkRepo: <ThrowOnError extends boolean = false>(options: Options<UnlinkRepoData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<UnlinkRepoResponses, UnlinkRepoErrors, ThrowOnError, "fields">;
/**
 * Get the linked repository
 *
 * Returns the repository linked to the project, with `head_sha`: the commit its default branch points to now. 404 NOT_FOUND when the project is unknown, belongs to another business, or has no repository linked. For a connected repository the branch is asked of its server: unreachable, 503 SERVICE_UNAVAILABLE (retryable); no longer readable with the stored credentials, 409 CONFLICT.
 *
 * **Auth.** Bearer business key with scope `repos:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `repos:read`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_get_repo`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const getRepo: <ThrowOnError extends boolean = false>(options: Options<GetRepoData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetRepoResponses, GetRepoErrors, ThrowOnError, "fields">;
/**
 * Provision a managed repository
 *
 * Creates a new, empty git repository hosted by the platform (`provider: managed`, default branch `main`) and links it to the project. Push to it with a URL from `platform_mint_clone_url` / `…/repo/clone-url`. `repo_name` defaults to the project's slug; the repository's `full_name` is `<business slug>/<repo_name>` and `html_url` is null (no web view is hosted).
 *
 * **Refused.** A project that already has a repository: 409 CONFLICT (unlink first). A `repo_name` already used in the business: 409 CONFLICT. Unknown project: 404 NOT_FOUND. Git host down: 503 SERVICE_UNAVAILABLE (retry with the same `idempotency_key`).
 *
 * **Idempotency.** Accepts `idempotency_key` in the body: within one hour the same key with the same input returns the cached response (with `Idempotent-Replayed: true`) without executing again; the same key with different input is 409 CONFLICT (-32007 IDEMPOTENCY_CONFLICT over `/mcp`).
 *
 * **Auth.** Bearer business key with scope `repos:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `repos:write`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_provision_repo`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const provisionRepo: <ThrowOnError extends boolean = false>(options: Options<ProvisionRepoData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ProvisionRepoResponses, ProvisionRepoErrors, ThrowOnError, "fields">;
/**
 * Connect an existing repository
 *
 * Links an existing repository to the project; deployments then fetch the commit they build from it.
 *
 * **Providers.** `git` connects any git server over HTTPS: `clone_url` (required) and an optional `token` for a private repository. The server checks the URL at once (`git ls-remote`): it must answer, and its `HEAD` gives the default branch unless `default_branch` is given (an empty repository: `main`). `github`, `gitlab` and `bitbucket` go through the platform's app on that provider, and need `repo_full_name`; **this server has no such app configured**, so they are refused with 400 VALIDATION_ERROR naming `provider` (connect the same repository by its HTTPS URL with `provider: git` and a token instead).
 *
 * **Refused.** A project that already has a repository: 409 CONFLICT. A field missing for the provider (`clone_url` for `git`, `repo_full_name` for the app providers), a field of another provider (`clone_url` or `token` with an app provider), or a `clone_url` that is not `https://` (`http://` only where the server allows it), carries credentials, a query or a fragment, or names a host outside the server's allow-list: 400 VALIDATION_ERROR naming the field. Repository not found or not accessible (the git server answers 401, 403 or 404; a wrong or missing token): 404 NOT_FOUND naming `clone_url` (or `repo_full_name`). Provider unreachable (no answer, a 5xx, a timeout): 503 SERVICE_UNAVAILABLE. Unknown project: 404 NOT_FOUND.
 *
 * **Idempotency.** Accepts `idempotency_key` in the body: within one hour the same key with the same input returns the cached response (with `Idempotent-Replayed: true`) without executing again; the same key with different input is 409 CONFLICT (-32007 IDEMPOTENCY_CONFLICT over `/mcp`).
 *
 * **Auth.** Bearer business key with scope `repos:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `repos:write`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_connect_repo`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const connectRepo: <ThrowOnError extends boolean = false>(options: Options<ConnectRepoData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ConnectRepoResponses, ConnectRepoErrors, ThrowOnError, "fields">;
/**
 * Mint a short-lived clone URL
 *
 * Returns an HTTPS git URL with an embedded credential for the linked repository, valid for `ttl_secs` (60 to 3600, default 900) and limited to `access` (`read`, or `write` to push; default `write`). Each call mints a new credential; treat the URL as a secret and do not log it. `git clone <url>` and `git push <url>` take it as it is: `<scheme>://x-token:<credential>@<git host>/git/<business_id>/<repo_id>.git`, the scheme and host being the server's public git origin (GIT_URL, default BASE_URL).
 *
 * The credential is signed by the server (HMAC-SHA256) for this one repository, access and expiry; nothing is stored, so it cannot be revoked one by one, but it stops working when the repository is unlinked. Over git's smart HTTP protocol: no credential (except to fetch a public repository), a bad one or an expired one is 401 with `WWW-Authenticate: Basic` (git reports "Authentication failed"); a push with a `read` credential is 403; a repository unlinked since is 404; a push larger than the server's limit (GIT_MAX_PUSH_BYTES) is 413.
 *
 * No repository linked: 409 CONFLICT. The linked repository is a connected one (not `managed`; clone it from its provider): 409 CONFLICT. Unknown project: 404 NOT_FOUND.
 *
 * **Auth.** Bearer business key with scope `repos:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `repos:write`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_mint_clone_url`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const mintRepoCloneUrl: <ThrowOnError extends boolean = false>(options: Options<MintRepoCloneUrlData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<MintRepoCloneUrlResponses, MintRepoCloneUrlErrors, ThrowOnError, "fields">;
/**
 * List deployments
 *
 * Lists the project's deployments, newest first. Optional filters `env_scope` and `status`; `limit` 1 to 100 (default 20), `offset` from 0. Unknown project: 404 NOT_FOUND.
 *
 * **Auth.** Bearer business key with scope `deploys:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `deploys:read`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_list_deployments`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const listDeployments: <ThrowOnError extends boolean = false>(options: Options<ListDeploymentsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListDeploymentsResponses, ListDeploymentsErrors, ThrowOnError, "fields">;
/**
 * Deploy a commit, by id or by branch
 *
 * Queues a build and release of a commit to `env_scope` (`production` or `preview`, default `production`). The commit is `git_sha` (full 40-character SHA in the linked repository), or the one `branch` points to at the time of the call (resolved once, here: the deployment records both `git_sha` and `branch`, and a later push to the branch does not change it). Give exactly one of the two. Returns at once with `status: queued`; poll `platform_get_deployment_status` / `GET …/deployments/{deployment_id}` until `active` or `failed` (no push notifications). Status machine: `queued → building → deploying → active`; `failed` or `cancelled` from the first three; a production deployment that becomes `active` turns the previous active one `superseded`.
 *
 * **Deduplication.** Regardless of `idempotency_key`, a deployment of the same (project, `git_sha`, `env_scope`) that is `queued`, `building`, `deploying` or `active` is returned with 200 instead of creating another; after `failed`, `cancelled` or `superseded` a new one is created (201).
 *
 * **Deduplication** applies to the resolved commit: deploying `branch` whose head already has a live deployment of the same scope returns that one (with its own `branch`, as recorded).
 *
 * **Refused.** Both or neither of `git_sha` and `branch`: 400 VALIDATION_ERROR. No repository linked, `git_sha` not found in it, or no such `branch` in it (or it has no commit yet): 409 CONFLICT. Unknown project: 404 NOT_FOUND. A connected repository whose server cannot be reached: 503 SERVICE_UNAVAILABLE (retryable).
 *
 * **Idempotency.** Accepts `idempotency_key` in the body: within one hour the same key with the same input returns the cached response (with `Idempotent-Replayed: true`) without executing again; the same key with different input is 409 CONFLICT (-32007 IDEMPOTENCY_CONFLICT over `/mcp`).
 *
 * **Auth.** Bearer business key with scope `deploys:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `deploys:write`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_deploy`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const createDeployment: <ThrowOnError extends boolean = false>(options: Options<CreateDeploymentData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CreateDeploymentResponses, CreateDeploymentErrors, ThrowOnError, "fields">;
/**
 * Roll back to an earlier deployment
 *
 * Re-releases the build of an earlier deployment without rebuilding: creates a new deployment (`rollback_of` = the target, same `git_sha`) that goes `queued → deploying → active` and supersedes the current active one of `env_scope` (default `production`). The target defaults to the most recently superseded deployment of that scope.
 *
 * **Refused (409 CONFLICT).** No earlier deployment to roll back to; a target that is of another scope or was never active (`failed`, `cancelled`, still in progress) or is the active one. Unknown project or target: 404 NOT_FOUND.
 *
 * **Idempotency.** Accepts `idempotency_key` in the body: within one hour the same key with the same input returns the cached response (with `Idempotent-Replayed: true`) without executing again; the same key with different input is 409 CONFLICT (-32007 IDEMPOTENCY_CONFLICT over `/mcp`).
 *
 * **Auth.** Bearer business key with scope `deploys:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `deploys:write`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_rollback`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const rollbackDeployment: <ThrowOnError extends boolean = false>(options: Options<RollbackDeploymentData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<RollbackDeploymentResponses, RollbackDeploymentErrors, ThrowOnError, "fields">;
/**
 * Get deployment status
 *
 * Returns the deployment, including its `status`. Poll this (every few seconds) after deploying or rolling back until the status is `active`, `failed` or `cancelled`. Unknown id, or one of another business: 404 NOT_FOUND.
 *
 * **Auth.** Bearer business key with scope `deploys:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `deploys:read`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_get_deployment_status`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const getDeployment: <ThrowOnError extends boolean = false>(options: Options<GetDeploymentData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetDeploymentResponses, GetDeploymentErrors, ThrowOnError, "fields">;
/**
 * Read deployment logs
 *
 * Returns build and deploy log lines after `after_seq` (default 0 = from the start), at most `limit` (1 to 1000, default 200). To follow a running deployment, call again with `after_seq` = `next_after_seq` until the status is final and `has_more` is false. Logs are kept 30 days. Unknown deployment: 404 NOT_FOUND.
 *
 * **Auth.** Bearer business key with scope `deploys:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `deploys:read`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_read_logs`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const readDeploymentLogs: <ThrowOnError extends boolean = false>(options: Options<ReadDeploymentLogsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ReadDeploymentLogsResponses, ReadDeploymentLogsErrors, ThrowOnError, "fields">;
/**
 * Cancel a deployment
 *
 * Stops a `queued`, `building` or `deploying` deployment; it becomes `cancelled` and the currently active deployment keeps serving. Cancelling an already `cancelled` deployment returns it unchanged. **Refused (409 CONFLICT):** `active`, `failed` or `superseded` deployments (roll back instead). Unknown deployment: 404 NOT_FOUND.
 *
 * **Auth.** Bearer business key with scope `deploys:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `deploys:write`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_cancel_deployment`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const cancelDeployment: <ThrowOnError extends boolean = false>(options: Options<CancelDeploymentData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CancelDeploymentResponses, CancelDeploymentErrors, ThrowOnError, "fields">;
/**
 * List environment variables
 *
 * Lists the project's environment variables (at most 200 per scope), ordered by key, then scope. Values are **masked** (`value: null`, `masked: true`) unless `reveal=true`, which returns them in clear text, except those of **sensitive** variables, which no operation ever returns; avoid revealing in logs or transcripts. Optional filter `env_scope`. Unknown project: 404 NOT_FOUND.
 *
 * **Encryption.** Values are stored encrypted (AES-256-GCM) under the server's key (`ENV_ENCRYPTION_KEY`). A value the configured key cannot decrypt (the key was changed) is never answered as garbage: `reveal=true` then fails with 500 INTERNAL saying so, as does a deployment that needs the value; masked lists still answer.
 *
 * **Auth.** Bearer business key with scope `env:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `env:read`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_list_env`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const listEnvVars: <ThrowOnError extends boolean = false>(options: Options<ListEnvVarsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListEnvVarsResponses, ListEnvVarsErrors, ThrowOnError, "fields">;
/**
 * Remove an environment variable
 *
 * Removes `env_key` from `env_scope`, or from both scopes when omitted. Takes effect on the next deployment. Idempotent: a variable that does not exist gives `removed_scopes: []`. Unknown project: 404 NOT_FOUND.
 *
 * **Destructive.** Through `/mcp` this tool is refused with -32003 DESTRUCTIVE_DENIED unless the project's setting `mcp_destructive_ops_enabled` is true (changed only with `PUT /v1/businesses/{business_id}/projects/{project_id}`, never by a tool). REST callers are not subject to that opt-in.
 *
 * **Auth.** Bearer business key with scope `env:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `env:write`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_remove_env`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const removeEnvVar: <ThrowOnError extends boolean = false>(options: Options<RemoveEnvVarData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<RemoveEnvVarResponses, RemoveEnvVarErrors, ThrowOnError, "fields">;
/**
 * Set an environment variable
 *
 * Creates or replaces the variable `env_key` in `env_scope`, or in both scopes when `env_scope` is omitted. Takes effect on the next deployment of that scope (redeploy to apply). Naturally idempotent. Returns the written variables, masked.
 *
 * **Rules.** `value` at most 32768 characters. Names starting with `PLATFORM_` are reserved (400 VALIDATION_ERROR). At most 200 variables per scope (409 CONFLICT beyond; replacing an existing one always works). Unknown project: 404 NOT_FOUND. `sensitive: true` makes the value write-only: builds receive it, no operation returns it (not even `reveal=true`); omitted, the variable keeps its setting.
 *
 * **Auth.** Bearer business key with scope `env:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `env:write`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_set_env`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const setEnvVar: <ThrowOnError extends boolean = false>(options: Options<SetEnvVarData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<SetEnvVarResponses, SetEnvVarErrors, ThrowOnError, "fields">;
/**
 * List domains
 *
 * Lists the project's custom domains, oldest first, with their status and the DNS records to create (pending ones past their `expires_at` are gone). Unknown project: 404 NOT_FOUND.
 *
 * **Auth.** Bearer business key with scope `domains:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `domains:read`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_list_domains`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const listDomains: <ThrowOnError extends boolean = false>(options: Options<ListDomainsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListDomainsResponses, ListDomainsErrors, ThrowOnError, "fields">;
/**
 * Add a domain
 *
 * Adds a custom hostname to the project in `pending_verification`. Create the returned `verification` TXT record and the `dns_target` record at your DNS provider, then call verify, then attach. Lifecycle: `pending_verification → verified → attached`; detach removes the domain.
 *
 * **Claims.** Adding a hostname does not reserve it. Several projects, of any business, may hold the same hostname `pending_verification` at once, each with its own TXT value; the first to verify holds it alone, and the others' verify is then 409 CONFLICT. A domain still pending 7 days after it was added is removed (`expires_at`).
 *
 * **Refused.** A hostname verified or attached on any project (of any business), or already pending on this project: 409 CONFLICT. More than 50 domains on the project (pending ones past `expires_at` do not count): 409 CONFLICT. Hostnames of the platform's own domain: 400 VALIDATION_ERROR. Unknown project: 404 NOT_FOUND.
 *
 * **Idempotency.** Accepts `idempotency_key` in the body: within one hour the same key with the same input returns the cached response (with `Idempotent-Replayed: true`) without executing again; the same key with different input is 409 CONFLICT (-32007 IDEMPOTENCY_CONFLICT over `/mcp`).
 *
 * **Auth.** Bearer business key with scope `domains:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `domains:write`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_add_domain`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const addDomain: <ThrowOnError extends boolean = false>(options: Options<AddDomainData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AddDomainResponses, AddDomainErrors, ThrowOnError, "fields">;
/**
 * Detach and remove a domain
 *
 * Stops serving the hostname and removes the domain from its project (the TXT verification is discarded; adding it again starts from `pending_verification`). The server process that answers the call stops serving it at once; every other process of the platform within one second. Works in any status. Repeating the call leaves the same state and answers 404 NOT_FOUND, as does an unknown id, one of another business, or one still pending past its `expires_at`.
 *
 * **Destructive.** Through `/mcp` this tool is refused with -32003 DESTRUCTIVE_DENIED unless the project's setting `mcp_destructive_ops_enabled` is true (changed only with `PUT /v1/businesses/{business_id}/projects/{project_id}`, never by a tool). REST callers are not subject to that opt-in.
 *
 * **Auth.** Bearer business key with scope `domains:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `domains:write`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_detach_domain`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const detachDomain: <ThrowOnError extends boolean = false>(options: Options<DetachDomainData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<DetachDomainResponses, DetachDomainErrors, ThrowOnError, "fields">;
/**
 * Verify domain ownership
 *
 * Looks up the `verification` TXT record now. When found the domain becomes `verified`; when not, it stays `pending_verification` and `verification.last_error` says why (DNS changes can take a while to propagate: retry later). The lookup asks the platform's resolvers directly and keeps no cache of its own; `last_error` says what they answered: the name does not exist, it has no TXT records, or it has other values (quoted, so a typo shows). A `verified` or `attached` domain is returned unchanged. Another project (of any business) verified the hostname first: 409 CONFLICT, without a lookup (only detaching is left to do). Unknown domain, or one still pending past its `expires_at`: 404 NOT_FOUND. DNS resolver unavailable: 503 SERVICE_UNAVAILABLE.
 *
 * **Auth.** Bearer business key with scope `domains:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `domains:write`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_verify_domain`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const verifyDomain: <ThrowOnError extends boolean = false>(options: Options<VerifyDomainData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<VerifyDomainResponses, VerifyDomainErrors, ThrowOnError, "fields">;
/**
 * Attach a domain
 *
 * Starts serving the project's active production deployment on the hostname (TLS certificate issued automatically) and sets the status to `attached`. Requires `verified` (a `pending_verification` domain is 409 CONFLICT); an `attached` domain is returned unchanged. Before the project has an active production deployment the hostname answers a placeholder page. Unknown domain, or one still pending past its `expires_at`: 404 NOT_FOUND.
 *
 * **TLS.** Certificates are issued on demand by the TLS terminator in front of the platform (ACME, on the first HTTPS request for the hostname), which first asks the platform whether the hostname is attached: a hostname that is not attached never gets a certificate. Create the `dns_target` record before attaching, and expect the first HTTPS request to take a few seconds longer while the certificate is issued.
 *
 * **Auth.** Bearer business key with scope `domains:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `domains:write`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_attach_domain`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const attachDomain: <ThrowOnError extends boolean = false>(options: Options<AttachDomainData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AttachDomainResponses, AttachDomainErrors, ThrowOnError, "fields">;
/**
 * Search the documentation
 *
 * Full-text search over this service's API reference (every surface's operations: summary, description, path and operationId; tags; schema names and descriptions) and its guides. Returns up to `limit` hits (1 to 20, default 5), best first, each with a title, a public URL into `/docs` and a plain-text snippet; an empty list when nothing matches.
 *
 * **Ranking.** BM25 over the fields, weighted: an operationId or schema name, then titles and tags, then paths, then text; operations, tags and guides weigh more than schemas and whole-surface overviews, and an entry with the query's words in a row (`retry after` in "Retry-After") counts double. Hits that contain every word come before hits that contain only some. Words of three letters or more also match as prefixes (`deploy` finds deployments), words of five or more tolerate a typo or two, and very common words (`the`, `how`, `to`…) are ignored. An exact operationId (`setEnvVar`) ranks that operation first.
 *
 * **Links.** An operation links to its section of the reference, `{base_url}/docs/<surface>#/<tag>/<operationid>` (the tag's name in lower case with `-` for spaces, the operationId in lower case); a tag to `#/<tag>`; a schema to the operation whose request or response uses it most directly (the first such); a guide's section to `{base_url}/docs/guides/<guide>#<section>`, the guide's page with an anchor per heading (`{base_url}/docs/guides` lists the guides). `{base_url}` is the server's public origin (`BASE_URL`).
 *
 * **Errors.** A `query` without any word (only spaces or punctuation) is 400 VALIDATION_ERROR, like an empty one.
 *
 * **Auth.** Bearer business key with scope `docs:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `docs:read`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_search_docs`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const searchDocs: <ThrowOnError extends boolean = false>(options: Options<SearchDocsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<SearchDocsResponses, SearchDocsErrors, ThrowOnError, "fields">;
/**
 * Identify the calling key
 *
 * Returns the calling key's id, business, mode (`live` for `dk_live_…`, `test` for `dk_test_…`), scopes and the account that owns it (null for a key and business made before owners were kept). Needs only `mcp:invoke`; useful to check which tools a key may call.
 *
 * **Auth.** Bearer business key with scope `mcp:invoke`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `mcp:invoke`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_whoami`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const getWhoami: <ThrowOnError extends boolean = false>(options: Options<GetWhoamiData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetWhoamiResponses, GetWhoamiErrors, ThrowOnError, "fields">;
/**
 * Identify the calling key without naming its business
 *
 * The same answer as `GET /v1/businesses/{business_id}/whoami` for the presented business key: its id, the business it was issued for, its mode, its scopes and the account that owns it. A client that holds only a key (a command-line tool after `login`) calls this first to learn its `business_id`, then builds every other platform path with it.
 *
 * **Auth.** Bearer business key (`dk_live_…` or `dk_test_…`), with any scopes: no scope is needed, so that every valid key can find out what it is (the path-scoped `whoami` needs `mcp:invoke`). A missing, malformed, unknown, revoked or expired key is 401 UNAUTHORIZED; a storefront key (`pk_…`, `sk_…`) is 403 FORBIDDEN, as on every platform operation. `business_id` is the key's own business; `X-Business-Id` may pick another business the key serves, and naming one it does not serve is 403 FORBIDDEN.
 */
export declare const getKeyWhoami: <ThrowOnError extends boolean = false>(options?: Options<GetKeyWhoamiData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetKeyWhoamiResponses, GetKeyWhoamiErrors, ThrowOnError, "fields">;
/**
 * Get the working context
 *
 * Returns the account that owns the key (the account that created it, else the one that created its business; null when neither has one, as for a business made by a build that kept no owners), the business and the attached project (null when none, or when the attached project no longer exists). The same snapshot is the `platform://ctx` resource of `/mcp`. The attachment belongs to the MCP session over `/mcp` and to the API key over REST.
 *
 * **Auth.** Bearer business key with scope `projects:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `projects:read`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_ctx`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const getContext: <ThrowOnError extends boolean = false>(options: Options<GetContextData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetContextResponses, GetContextErrors, ThrowOnError, "fields">;
/**
 * Attach a project to the context
 *
 * Makes `project_id` the attached project of the working context (replacing any other), so that `platform_ctx` and `platform://ctx` show it. Changes nothing on the platform (hence a read tool needing only `projects:read`); tools still take `project_id` explicitly. Over `/mcp` the attachment lasts for the MCP session; over REST it is stored on the API key. Unknown project, or one of another business: 404 NOT_FOUND.
 *
 * **Auth.** Bearer business key with scope `projects:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `projects:read`.
 *
 * **Agent tool.** Exposed on `/mcp` as `platform_attach_project`; `business_id` comes from the key, the other parameters and body fields form the tool input.
 */
export declare const attachProject: <ThrowOnError extends boolean = false>(options: Options<AttachProjectData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AttachProjectResponses, AttachProjectErrors, ThrowOnError, "fields">;
/**
 * Import the business's catalogue
 *
 * Loads a catalogue document (`PlatformCatalogueImport`: locations, categories, collections, billing plans, products of every kind with their variants, add-ons, schedules, location prices and stock, bundles, composites, deals, and for bookable services their scheduling definition with the staff and resources they need) into the business, in the mode chosen by `mode` (`test` by default; `live` writes the data live keys see).
 *
 * **Natural keys, idempotent.** Entities are matched by the keys the merchant controls (slugs, SKUs, `ref` handles): a match is updated in place and keeps its id, anything else is created, and what the file does not mention is left alone. Importing the same file again reports every entity as updated and changes no id. Stock numbers set `quantity_on_hand` per location; units reserved by unpaid orders are kept.
 *
 * **All or nothing.** The document is validated first (schema, then references: unknown slugs, SKUs or refs, duplicate slugs or SKUs, variant axis values not declared by the product, more than one default variant, bundle and composite components pointing at products that do not exist, negative prices, unknown time zones, overlapping or reversed opening hours, staff or resources not at the service's locations), then applied in one transaction: if any part fails, nothing is written. `dry_run=true` validates and computes the counts without writing.
 *
 * **Errors.** A schema failure is 400 VALIDATION_ERROR naming the field of the first problem; a reference failure is 400 VALIDATION_ERROR whose message starts with the JSON pointer of the first problem (for example `/products/3/variants/0/axis_values/size: "XXL" is not a value of axis "size"`). Bodies over the server's body limit (1 MiB by default, `MAX_BODY_BYTES`) are 413 PAYLOAD_TOO_LARGE; import larger catalogues in several files or with `npm run import`.
 *
 * **Auth.** Bearer business key with scope `catalogue:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `catalogue:write`.
 */
export declare const importCatalogue: <ThrowOnError extends boolean = false>(options: Options<ImportCatalogueData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ImportCatalogueResponses, ImportCatalogueErrors, ThrowOnError, "fields">;
/**
 * Read the business's settings
 *
 * The business's settings (one set for both modes): `return_url_hosts`, the hosts return URLs may point to, and `ucp`, how the business sells to UCP agents, with every default filled in (see `PlatformBusinessSettings`). A test-mode key (`dk_test_…`) also sees `ucp.simulation_secret`, the secret of the UCP test helpers (made on first read).
 *
 * **Auth.** Bearer business key with scope `settings:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `settings:read`.
 */
export declare const getBusinessSettings: <ThrowOnError extends boolean = false>(options: Options<GetBusinessSettingsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetBusinessSettingsResponses, GetBusinessSettingsErrors, ThrowOnError, "fields">;
/**
 * Change the business's settings
 *
 * Changes the settings sent and keeps the others; answers the settings as they now are. At least one field (an empty body is 400 VALIDATION_ERROR); an unknown field is 400 VALIDATION_ERROR naming it. Sending the same settings again changes nothing (idempotent).
 *
 * **`return_url_hosts`** replaces the list of hosts that return URLs may point to; `[]` lifts the restriction. Each entry is a host name (`shop.example.com`, `localhost`, an IPv4 address) or a wildcard `*.example.com`; no scheme, port, path or trailing dot; letters, digits, hyphens and dots only (an internationalised name in its `xn--` form); at most 253 characters; a wildcard names at least two labels after `*.` (`*.com` is refused). Entries are stored in lower case, duplicates once, in the order sent; at most 50. A bad entry is 400 VALIDATION_ERROR naming it (`return_url_hosts[1]: …`) and nothing changes. The new list applies at once: to return URLs sent afterwards, and to the redirects of hosted pages already open (a stored URL whose host is no longer allowed is not followed; the page shows the outcome instead).
 *
 * **`ucp`** changes the UCP settings sent and keeps the others (`modes` and `links` key by key; see `PlatformUcpSettings`). `agents.allow_hosts` entries follow the `return_url_hosts` rules; `links` are absolute URLs (https in production) or null to remove one; `version_pin` is `2026-01-11` or null. A bad value is 400 VALIDATION_ERROR naming it (`ucp.agents.allow_hosts[0]: …`, `ucp.links.refund_policy: …`) and nothing changes. The new settings apply to the next agent request. `ucp.simulation_secret` (the UCP test helpers' secret) may be set with a test-mode key (`dk_test_…`) only: with a live key it is 403 FORBIDDEN; the answer shows it to test-mode keys only.
 *
 * **Auth.** Bearer business key with scope `settings:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `settings:write`.
 */
export declare const updateBusinessSettings: <ThrowOnError extends boolean = false>(options: Options<UpdateBusinessSettingsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<UpdateBusinessSettingsResponses, UpdateBusinessSettingsErrors, ThrowOnError, "fields">;
/**
 * List shipping zones
 *
 * The business's shipping zones of one mode (`mode`, live by default) with their rates, oldest first (then `id`). **Paging.** `limit` default 20, at most 100, and `offset`; `pagination.total` counts every zone of the mode.
 *
 * **Auth.** Bearer business key with scope `shipping:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `shipping:read`.
 */
export declare const listShippingZones: <ThrowOnError extends boolean = false>(options: Options<ListShippingZonesData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListShippingZonesResponses, ListShippingZonesErrors, ThrowOnError, "fields">;
/**
 * Create a shipping zone
 *
 * Adds a zone with its rates to the mode's set (`mode`, live by default) and returns it (201) with the ids given to it and its rates. Beyond the schema, each a 400 VALIDATION_ERROR naming the field: bands in increasing order with only the last one open, no negative amount, `max_delivery_days` not less than `min_delivery_days`, each of `free_product_ids` a product of the business in the mode. A business holds at most 100 zones per mode: the 101st is 409 CONFLICT (delete one first).
 *
 * **Storefront.** From then on the storefront charges shipping on `delivery` orders of the mode, and refuses a delivery address no zone of the mode covers (see the storefront's `PUT /api/v1/cart/delivery` and checkout). A mode without zones charges no shipping. Changes reach every server process at once.
 *
 * **Auth.** Bearer business key with scope `shipping:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `shipping:write`.
 */
export declare const createShippingZone: <ThrowOnError extends boolean = false>(options: Options<CreateShippingZoneData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CreateShippingZoneResponses, CreateShippingZoneErrors, ThrowOnError, "fields">;
/**
 * Delete a shipping zone
 *
 * Deletes the zone of the mode (`mode`, live by default) with its rates and answers 204 No Content whether or not it existed (idempotent). Its destinations are no longer delivered to unless another zone covers them; a mode left without zones charges no shipping.
 *
 * **Auth.** Bearer business key with scope `shipping:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `shipping:write`.
 */
export declare const deleteShippingZone: <ThrowOnError extends boolean = false>(options: Options<DeleteShippingZoneData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<DeleteShippingZoneResponses, DeleteShippingZoneErrors, ThrowOnError, "fields">;
/**
 * Read a shipping zone
 *
 * One zone of the mode (`mode`, live by default) with its rates. An unknown id, or one of the other mode, is 404 NOT_FOUND.
 *
 * **Auth.** Bearer business key with scope `shipping:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `shipping:read`.
 */
export declare const getShippingZone: <ThrowOnError extends boolean = false>(options: Options<GetShippingZoneData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetShippingZoneResponses, GetShippingZoneErrors, ThrowOnError, "fields">;
/**
 * Replace a shipping zone
 *
 * Replaces the zone's name, destinations and rates with the body (the same rules as creating it); `created_at` stays, `updated_at` moves. A rate sent with the `id` of one of the zone's rates keeps that id (a cart that chose it keeps its choice); a rate sent without one gets a new id, and rates left out are gone. An `id` that is not one of this zone's rates is 400 VALIDATION_ERROR naming it. An unknown zone id, or one of the other mode (`mode`, live by default), is 404 NOT_FOUND.
 *
 * **Auth.** Bearer business key with scope `shipping:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `shipping:write`.
 */
export declare const replaceShippingZone: <ThrowOnError extends boolean = false>(options: Options<ReplaceShippingZoneData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ReplaceShippingZoneResponses, ReplaceShippingZoneErrors, ThrowOnError, "fields">;
/**
 * Read pickup locations
 *
 * The business's locations in the mode (`mode`, live by default), oldest first, each with whether it offers pickup. Until set, every location does (`all_locations` true).
 *
 * **Auth.** Bearer business key with scope `shipping:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `shipping:read`.
 */
export declare const getShippingPickup: <ThrowOnError extends boolean = false>(options: Options<GetShippingPickupData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetShippingPickupResponses, GetShippingPickupErrors, ThrowOnError, "fields">;
/**
 * Choose pickup locations
 *
 * Sets which of the mode's locations (`mode`, live by default) offer pickup: `location_ids` lists them (each one of the business's locations, else 400 VALIDATION_ERROR naming the entry), an empty list offers pickup nowhere, null everywhere (the default). The storefront's checkout then refuses a `pickup` order whose `address_info.location_id` does not offer pickup (400 VALIDATION_ERROR naming it). Answers the locations as `GET` does.
 *
 * **Auth.** Bearer business key with scope `shipping:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `shipping:write`.
 */
export declare const setShippingPickup: <ThrowOnError extends boolean = false>(options: Options<SetShippingPickupData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<SetShippingPickupResponses, SetShippingPickupErrors, ThrowOnError, "fields">;
/**
 * List UCP signing keys
 *
 * The keys the business's UCP profile publishes in `signing_keys` for the mode (`mode`, the key's own by default): the key that signs order events to agents now, then retired keys still listed. The first key is made on first need, so this list is never empty.
 *
 * **Auth.** Bearer business key with scope `ucp:read`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `ucp:read`.
 */
export declare const listUcpSigningKeys: <ThrowOnError extends boolean = false>(options: Options<ListUcpSigningKeysData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListUcpSigningKeysResponses, ListUcpSigningKeysErrors, ThrowOnError, "fields">;
/**
 * Rotate the UCP signing key
 *
 * Makes a new signing key for the mode (`mode`, the key's own by default) and signs every order event sent to agents from now on with it, retries of earlier events included. The previous key is retired: it stays in the profile's `signing_keys` for 7 days (UCP's grace for verifiers; deliveries are retried for 24 hours), then drops out. With `compromised: true` it drops out at once. Answers the published keys, the new one first.
 *
 * **Auth.** Bearer business key with scope `ucp:write`. A key issued for another business than `business_id` is 403 FORBIDDEN; a key without the scope is 403 FORBIDDEN naming `ucp:write`.
 */
export declare const rotateUcpSigningKey: <ThrowOnError extends boolean = false>(options: Options<RotateUcpSigningKeyData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<RotateUcpSigningKeyResponses, RotateUcpSigningKeyErrors, ThrowOnError, "fields">;
/**
 * Cause a webhook event in the sandbox
 *
 * Makes the real sandbox objects that lead to `event` through the service's own operations, as a storefront and the business would (a cart checked out, a wallet payment authorized, a booking moved, …), so the event is recorded by the flow that records it in production and delivered through the normal pipeline: to the business's webhook endpoints that subscribe to its type, signed, with retries, and on the event stream (`cimplify webhooks listen`). Answers when the event is recorded (delivery follows within seconds). `cimplify trigger <event>` calls this.
 *
 * **What each event makes** (the demo products are the first that fit: a product with tracked stock and no required choice, the first bookable service, the first product with a billing plan):
 *
 * | event | how | `override` fields |
 * |---|---|---|
 * | `order.created` | a guest's cart of one product, checked out with cash | `product`, `quantity`, `email`, `name` |
 * | `order.updated` | that order, then confirmed by the business | same |
 * | `order.completed` | that order, then marked paid and completed | same |
 * | `order.cancelled` | that order, then cancelled by the business | same, `reason` |
 * | `order.fulfillment_created` | that order, then a pickup fulfilment of its lines | same |
 * | `payment.completed` | a mobile-money checkout, authorized with the sandbox code | same, `phone` |
 * | `payment.failed` | a mobile-money checkout with the declining wallet (`…1111`), authorized | same |
 * | `payment.refunded` | a completed payment, then refunded | same, `amount` (default the whole total) |
 * | `booking.created` | the next free slot of a service, booked and checked out | `email`, `name` |
 * | `booking.rescheduled` | that booking, moved by the business to the next free slot | same, `reason` |
 * | `booking.cancelled` | that booking, cancelled by the business | same, `reason` |
 * | `subscription.renewed` | a test clock frozen at now (`test_clock` in `objects`), a signed-in customer subscribed on it with a card, the clock advanced past the first period's end | `quantity`, `email`, `name` |
 * | `subscription.cancelled` | the same subscription on a test clock, cancelled by the customer (at period end), the clock advanced past that end | same, `reason` |
 * | `inventory.low_stock` | the product's stock bought down to its low-stock threshold | `product` |
 *
 * A subscription trigger answers once its clock's advance has ended (within seconds; a clock still advancing after a minute is 409 CONFLICT, retryable). Its objects belong to the clock: deleting the clock deletes them.
 *
 * `product` is a product id (`prod_…`) or slug. An override that the event does not take is 400 VALIDATION_ERROR naming it (`override.amount: does not apply to order.created; it takes product, quantity, email, name`); a value a step refuses is that step's answer (a `quantity` over the stock: 409 CONFLICT).
 *
 * **Sandbox only.** Objects are made in the business's sandbox; a `dk_live_` key is 403 FORBIDDEN (use the business's `dk_test_` key). A business whose sandbox lacks what the recipe needs (no bookable service, no product with stock) is 409 CONFLICT saying what is missing.
 *
 * **Auth.** Bearer business key (`dk_test_…`) with scope `webhooks:write`; a key without it is 403 FORBIDDEN naming the scope. The business is the key's own, or `X-Business-Id` among those it serves.
 */
export declare const triggerTestEvent: <ThrowOnError extends boolean = false>(options: Options<TriggerTestEventData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<TriggerTestEventResponses, TriggerTestEventErrors, ThrowOnError, "fields">;
/**
 * Run a fixtures file in the sandbox
 *
 * Runs the file's steps in order, each an operation of the storefront or platform API called in-process through the service's own operations (the same validation, rules and events as over HTTP), and answers every step's call and answer. Later steps refer to earlier answers (`${order.id}`, `${cart.items[0].id}`), to the caller's business (`${business.id}`) and to `env` (`${env.EMAIL}`); the format is under PlatformFixtureStep and in docs/test-clocks.md. `cimplify fixtures <file.json>` calls this.
 *
 * **How steps are called.** Storefront steps act as the business's sandbox secret key, in one storefront session for the whole run (one cart across steps); a step sends a customer's session with its own `Authorization: Bearer …` header (from an earlier sign-in step's `session_token`). Platform steps act with the calling key's own scopes, in the sandbox. `Cimplify-Test-Clock` in a step's headers binds that call to a test clock.
 *
 * **Checked before anything runs:** every step's shape, its method and path naming an operation of its surface, names unique, and every reference naming an earlier step (or `business`, or a key of `env`): else 400 VALIDATION_ERROR naming the step and field (`steps[2] (checkout).body.cart_id: ${cart.id} refers to no earlier step named cart`). **While running,** the first step that fails ends the run: its refusal is the answer, its message prefixed with the step (`steps[3] (pay): …`), with the code and status the step got; what earlier steps made stays. A reference to a field the answer does not have is 400 VALIDATION_ERROR naming the step and reference. At most 100 steps.
 *
 * **Sandbox only.** A `dk_live_` key is 403 FORBIDDEN (use the business's `dk_test_` key): a fixtures file never writes live data.
 *
 * **Auth.** Bearer business key (`dk_test_…`); platform steps need the scopes of their operations. The business is the key's own, or `X-Business-Id` among those it serves.
 */
export declare const runFixtures: <ThrowOnError extends boolean = false>(options: Options<RunFixturesData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<RunFixturesResponses, RunFixturesErrors, ThrowOnError, "fields">;
/**
 * List test clocks
 *
 * The business's sandbox test clocks, newest first (at most 100 exist; expired ones are gone).
 *
 * **Auth.** Bearer test-mode business key (`dk_test_…`), any scopes: clocks exist only in the sandbox. A live key (`dk_live_…`, even with `mode=test`) is 403 FORBIDDEN; a storefront key is 403 FORBIDDEN, as on every platform operation. `X-Business-Id` may pick another business the key serves.
 */
export declare const listTestClocks: <ThrowOnError extends boolean = false>(options?: Options<ListTestClocksData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListTestClocksResponses, ListTestClocksErrors, ThrowOnError, "fields">;
/**
 * Create a test clock
 *
 * Creates a sandbox test clock frozen at `frozen_time`. Send its id in the `Cimplify-Test-Clock` header of storefront, account (Link) and platform sandbox calls, or attach sandbox customers to it (`POST /v1/test_clocks/{clock_id}/customers`): those calls read the clock's time, and what they create belongs to the clock. Then advance it (`POST /v1/test_clocks/{clock_id}/advance`). docs/test-clocks.md.
 *
 * **Limits.** At most 100 clocks per business (the 101st is 409 CONFLICT; delete one first). A clock and everything made on it are deleted 30 days (real time) after it was created (`expires_at`).
 *
 * **Auth.** Bearer test-mode business key (`dk_test_…`), any scopes: clocks exist only in the sandbox. A live key (`dk_live_…`, even with `mode=test`) is 403 FORBIDDEN; a storefront key is 403 FORBIDDEN, as on every platform operation. `X-Business-Id` may pick another business the key serves.
 */
export declare const createTestClock: <ThrowOnError extends boolean = false>(options: Options<CreateTestClockData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CreateTestClockResponses, CreateTestClockErrors, ThrowOnError, "fields">;
/**
 * Delete a test clock and its objects
 *
 * Deletes the clock and every sandbox document made on it or attached to it: customers attached, their carts, orders, payments, subscriptions, bookings and holds, the events of those and their webhook deliveries. Nothing outside the clock is touched. An advance under way stops. Repeating the call answers 404 NOT_FOUND.
 *
 * **Auth.** Bearer test-mode business key (`dk_test_…`), any scopes: clocks exist only in the sandbox. A live key (`dk_live_…`, even with `mode=test`) is 403 FORBIDDEN; a storefront key is 403 FORBIDDEN, as on every platform operation. `X-Business-Id` may pick another business the key serves.
 */
export declare const deleteTestClock: <ThrowOnError extends boolean = false>(options: Options<DeleteTestClockData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<DeleteTestClockResponses, DeleteTestClockErrors, ThrowOnError, "fields">;
/**
 * Get a test clock
 *
 * The clock: its time, and while it advances its status and progress (poll until `status` is `ready`).
 *
 * **Auth.** Bearer test-mode business key (`dk_test_…`), any scopes: clocks exist only in the sandbox. A live key (`dk_live_…`, even with `mode=test`) is 403 FORBIDDEN; a storefront key is 403 FORBIDDEN, as on every platform operation. `X-Business-Id` may pick another business the key serves.
 */
export declare const getTestClock: <ThrowOnError extends boolean = false>(options: Options<GetTestClockData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetTestClockResponses, GetTestClockErrors, ThrowOnError, "fields">;
/**
 * Advance a test clock
 *
 * Moves the clock to `frozen_time`, running in time order everything of the clock's objects that falls due in between, through the same code as real time: subscription renewals with their orders, payments and `subscription.renewed` events (pauses, skips and cancellations honoured), hold and quote expiry, webhook deliveries and retries on the clock's time, and so on. Events carry the clock's time as `created_at`.
 *
 * **Asynchronous.** Answers at once with `status: advancing`; poll `GET /v1/test_clocks/{clock_id}` until it is `ready` (seconds for a year of monthly renewals). `progress` counts the steps and the objects moved.
 *
 * **Limits.** `frozen_time` must be later than the clock's and at most 2 years later (else 400 VALIDATION_ERROR naming `frozen_time`); one advance steps through at most 1,000 due times, then stops with status `internal_failure` at the step it reached (`progress.last_error` says so; advance again from there). An advance while one is under way: 409 CONFLICT.
 *
 * **Auth.** Bearer test-mode business key (`dk_test_…`), any scopes: clocks exist only in the sandbox. A live key (`dk_live_…`, even with `mode=test`) is 403 FORBIDDEN; a storefront key is 403 FORBIDDEN, as on every platform operation. `X-Business-Id` may pick another business the key serves.
 */
export declare const advanceTestClock: <ThrowOnError extends boolean = false>(options: Options<AdvanceTestClockData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AdvanceTestClockResponses, AdvanceTestClockErrors, ThrowOnError, "fields">;
/**
 * Attach a sandbox customer to a test clock
 *
 * Puts a sandbox customer on the clock: their signed-in storefront calls then run on the clock's time without the `Cimplify-Test-Clock` header, and what they create (carts, orders, payments, subscriptions, bookings) belongs to the clock. Attach a customer before they buy: what they made before stays on real time. Attaching again to the same clock answers the same. A customer on another clock: 409 CONFLICT; an unknown customer (or a live one): 404 NOT_FOUND. Deleting the clock deletes the customer.
 *
 * **Auth.** Bearer test-mode business key (`dk_test_…`), any scopes: clocks exist only in the sandbox. A live key (`dk_live_…`, even with `mode=test`) is 403 FORBIDDEN; a storefront key is 403 FORBIDDEN, as on every platform operation. `X-Business-Id` may pick another business the key serves.
 */
export declare const attachTestClockCustomer: <ThrowOnError extends boolean = false>(options: Options<AttachTestClockCustomerData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AttachTestClockCustomerResponses, AttachTestClockCustomerErrors, ThrowOnError, "fields">;
