import type { Client, Options as Options2, TDataShape } from './client/index.js';
import type { CancelUcpCheckoutData, CancelUcpCheckoutErrors, CancelUcpCheckoutResponses, CompleteUcpCheckoutData, CompleteUcpCheckoutErrors, CompleteUcpCheckoutResponses, CreateUcpCheckoutData, CreateUcpCheckoutErrors, CreateUcpCheckoutResponses, GetUcpCheckoutData, GetUcpCheckoutErrors, GetUcpCheckoutResponses, GetUcpOrderData, GetUcpOrderErrors, GetUcpOrderResponses, GetUcpProductData, GetUcpProductErrors, GetUcpProductResponses, GetUcpProfileData, GetUcpProfileErrors, GetUcpProfileResponses, GetUcpVersionProfileData, GetUcpVersionProfileErrors, GetUcpVersionProfileResponses, LookupUcpCatalogData, LookupUcpCatalogErrors, LookupUcpCatalogResponses, SearchUcpCatalogData, SearchUcpCatalogErrors, SearchUcpCatalogResponses, SimulateUcpShippingData, SimulateUcpShippingErrors, SimulateUcpShippingResponses, UpdateUcpCheckoutData, UpdateUcpCheckoutErrors, UpdateUcpCheckoutResponses, UpdateUcpTestOrderData, UpdateUcpTestOrderErrors, UpdateUcpTestOrderResponses } from './types.gen.js';
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
 * Get the business profile
 *
 * What the business offers UCP agents in this mode: the protocol version it speaks first and the older ones it still serves (`supported_versions`), the REST and MCP endpoints, the capabilities (checkout with its fulfillment, discount and buyer-consent extensions, orders, and the catalogue), the payment handlers (in test mode the sandbox handler, whose instance id is the business setting `ucp.sandbox_handler_id`), and the public keys its order events are signed with. Public: no UCP-Agent needed. May be cached 5 minutes (`Cache-Control: public, max-age=300`); never redirects. The live profile is also served at `/.well-known/ucp` on the business's deployed site and its attached custom domains. A business pinned to release 2026-01-11 (its setting `ucp.version_pin`) answers that release's profile instead, as `…/.well-known/ucp/2026-01-11` does.
 */
export declare const getUcpProfile: <ThrowOnError extends boolean = false>(options: Options<GetUcpProfileData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetUcpProfileResponses, GetUcpProfileErrors, ThrowOnError, "fields">;
/**
 * Get the profile for an older release
 *
 * The business profile written for an older protocol release (listed in the main profile's `supported_versions`), for agents that speak only that release. Public; cached like the main profile.
 */
export declare const getUcpVersionProfile: <ThrowOnError extends boolean = false>(options: Options<GetUcpVersionProfileData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetUcpVersionProfileResponses, GetUcpVersionProfileErrors, ThrowOnError, "fields">;
/**
 * Create a checkout
 *
 * Starts a checkout for the lines given, priced by the business exactly as its storefront would (variants, add-ons, bundles, deals, tax, shipping rates), in integer minor units. The answer is the whole checkout. Problems with the buyer's choices are not HTTP errors: the checkout comes back with `messages` (an item out of stock, a missing address, a declined payment) and the status they leave it in. When no checkout can be made at all (every item unknown or out of stock) the answer is a 200 error response with the reasons. Stock is held while the checkout is `ready_for_complete`, and released when it expires (6 hours) or is canceled. The agent names itself in `UCP-Agent`; the answer carries `ucp` with the negotiated version and the capabilities of the operation (see the UcpAgent scheme for the refusals). With `Idempotency-Key`, a retry by the same agent gets the first answer again (24 hours); the same key with another request is 409 `idempotency_conflict`.
 */
export declare const createUcpCheckout: <ThrowOnError extends boolean = false>(options: Options<CreateUcpCheckoutData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CreateUcpCheckoutResponses, CreateUcpCheckoutErrors, ThrowOnError, "fields">;
/**
 * Get a checkout
 *
 * The checkout as it is now, for the agent that created it. An unknown id, or another agent's checkout, is an error response `not_found` (still 200). The agent names itself in `UCP-Agent`; the answer carries `ucp` with the negotiated version and the capabilities of the operation (see the UcpAgent scheme for the refusals).
 */
export declare const getUcpCheckout: <ThrowOnError extends boolean = false>(options: Options<GetUcpCheckoutData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetUcpCheckoutResponses, GetUcpCheckoutErrors, ThrowOnError, "fields">;
/**
 * Replace a checkout
 *
 * Replaces what the agent controls with the body (lines, buyer, context, fulfillment choices, discount codes, payment instruments): what is left out is cleared. The answer is the whole checkout. Problems with the buyer's choices are not HTTP errors: the checkout comes back with `messages` (an item out of stock, a missing address, a declined payment) and the status they leave it in. A `completed` or `canceled` checkout cannot change: 409 `checkout_not_modifiable`. The agent names itself in `UCP-Agent`; the answer carries `ucp` with the negotiated version and the capabilities of the operation (see the UcpAgent scheme for the refusals). With `Idempotency-Key`, a retry by the same agent gets the first answer again (24 hours); the same key with another request is 409 `idempotency_conflict`.
 */
export declare const updateUcpCheckout: <ThrowOnError extends boolean = false>(options: Options<UpdateUcpCheckoutData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<UpdateUcpCheckoutResponses, UpdateUcpCheckoutErrors, ThrowOnError, "fields">;
/**
 * Complete a checkout
 *
 * Pays with the selected instrument and places the order: the order, stock, events and webhooks are those of any order of the business, and it shows on the storefront and platform APIs. The answer is the checkout, `completed` with its `order`. A declined payment leaves it `ready_for_complete` with a `payment_failed` message; a payment the buyer must finish themselves (a card or mobile money without a credential) places the order unpaid and makes the checkout `requires_escalation`, its `continue_url` the hosted pay page of that order: once the buyer pays there the checkout is `completed` and the agent gets the order event. A checkout that is not ready answers its messages (`incomplete`, nothing changed). In the sandbox, the sandbox handler's token `success_token` pays at once and `fail_token` (or any other token) is declined, whatever the credential's `type`; a raw card number (card credential) is taken by the sandbox handler in test mode only (`4000000000000002` is declined) and refused in live mode (PCI). A `completed` or `canceled` checkout, one being completed by another request, or one waiting for its buyer at the pay page: 409 `checkout_not_modifiable`. The agent names itself in `UCP-Agent`; the answer carries `ucp` with the negotiated version and the capabilities of the operation (see the UcpAgent scheme for the refusals). With `Idempotency-Key`, a retry by the same agent gets the first answer again (24 hours); the same key with another request is 409 `idempotency_conflict`.
 */
export declare const completeUcpCheckout: <ThrowOnError extends boolean = false>(options: Options<CompleteUcpCheckoutData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CompleteUcpCheckoutResponses, CompleteUcpCheckoutErrors, ThrowOnError, "fields">;
/**
 * Cancel a checkout
 *
 * Ends the checkout: its held stock is released and it answers `canceled` from then on. A `completed` or already `canceled` checkout: 409 `checkout_not_modifiable`. Takes no body. The agent names itself in `UCP-Agent`; the answer carries `ucp` with the negotiated version and the capabilities of the operation (see the UcpAgent scheme for the refusals). With `Idempotency-Key`, a retry by the same agent gets the first answer again (24 hours); the same key with another request is 409 `idempotency_conflict`.
 */
export declare const cancelUcpCheckout: <ThrowOnError extends boolean = false>(options: Options<CancelUcpCheckoutData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CancelUcpCheckoutResponses, CancelUcpCheckoutErrors, ThrowOnError, "fields">;
/**
 * Get an order
 *
 * The order as it is now, for the agent whose checkout placed it: lines with what was fulfilled, delivery promises and events, and adjustments (refunds, cancellations) from the business's own changes. The same document is delivered to the agent's `webhook_url` on every change (see the `orderEvent` webhook). An unknown order, or another agent's, is an error response `not_found` (still 200). The agent names itself in `UCP-Agent`; the answer carries `ucp` with the negotiated version and the capabilities of the operation (see the UcpAgent scheme for the refusals).
 */
export declare const getUcpOrder: <ThrowOnError extends boolean = false>(options: Options<GetUcpOrderData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetUcpOrderResponses, GetUcpOrderErrors, ThrowOnError, "fields">;
/**
 * Replace an order's events (test helper)
 *
 * Test mode only (live: 404): replaces the order's fulfillment events and adjustments with the body's, as the official conformance suite does to exercise order events, and sends the order event. Only the agent whose checkout placed the order may. Answers the order. Events or adjustments an order cannot show are 422 `invalid_order_update`.
 */
export declare const updateUcpTestOrder: <ThrowOnError extends boolean = false>(options: Options<UpdateUcpTestOrderData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<UpdateUcpTestOrderResponses, UpdateUcpTestOrderErrors, ThrowOnError, "fields">;
/**
 * Search the catalogue
 *
 * Products matching the text (`query`, found in names, descriptions and tags) and the filters (`categories`: any of them, by name, slug or id; `price`: minor units, only variants inside it are shown), a page at a time (`pagination.limit`, default 10, served as at most 100; `pagination.cursor` from the previous answer). A search needs a query or a filter (else 400 `validation_error`). Nothing matching is an empty `products`. Catalogue reads use the test or live catalogue by the URL's mode; prices are in integer minor units and a variant's `id` is what a checkout line takes. The agent names itself in `UCP-Agent`; the answer carries `ucp` with the negotiated version and the capabilities of the operation (see the UcpAgent scheme for the refusals).
 */
export declare const searchUcpCatalog: <ThrowOnError extends boolean = false>(options: Options<SearchUcpCatalogData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<SearchUcpCatalogResponses, SearchUcpCatalogErrors, ThrowOnError, "fields">;
/**
 * Look products up by id
 *
 * The products and variants with the given ids: product and variant ids, product handles and variant SKUs (at most 100, more is 400 `request_too_large`; an id asked twice counts once). Each variant shown lists in `inputs` the ids it answers: `exact` when the id is the variant's own (or its SKU), `featured` when the id named its product and this variant represents it. `filters` drop the products outside the categories and the variants outside the price. An id that matches nothing for sale is an `info` message `not_found`, not an error. Catalogue reads use the test or live catalogue by the URL's mode; prices are in integer minor units and a variant's `id` is what a checkout line takes. The agent names itself in `UCP-Agent`; the answer carries `ucp` with the negotiated version and the capabilities of the operation (see the UcpAgent scheme for the refusals).
 */
export declare const lookupUcpCatalog: <ThrowOnError extends boolean = false>(options: Options<LookupUcpCatalogData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<LookupUcpCatalogResponses, LookupUcpCatalogErrors, ThrowOnError, "fields">;
/**
 * Get a product
 *
 * One product by its id or handle, or by a variant's id or SKU, with its options and which of their values are still available given the buyer's choices so far (`selected`; when no variant has them all, choices are dropped from the end of `preferences`). A variant's id fixes the selection to that variant, shown first. An id naming nothing for sale is an error response `not_found` (still 200). Catalogue reads use the test or live catalogue by the URL's mode; prices are in integer minor units and a variant's `id` is what a checkout line takes. The agent names itself in `UCP-Agent`; the answer carries `ucp` with the negotiated version and the capabilities of the operation (see the UcpAgent scheme for the refusals).
 */
export declare const getUcpProduct: <ThrowOnError extends boolean = false>(options: Options<GetUcpProductData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetUcpProductResponses, GetUcpProductErrors, ThrowOnError, "fields">;
/**
 * Mark an order shipped (test helper)
 *
 * Test mode only (live: 404): records a `shipped` fulfillment event for every unfulfilled line of the order, as the business marking it shipped would, and sends the order event to the agent. Guarded by the business's test-helper secret in `Simulation-Secret` (missing or wrong: 403 `forbidden`; the business reads it in its platform settings with a test-mode key, `ucp.simulation_secret`). An order already all shipped is answered the same and changes nothing; an unknown order is 404 `not_found`, an unpaid or cancelled one 409 `conflict`. Takes no body.
 */
export declare const simulateUcpShipping: <ThrowOnError extends boolean = false>(options: Options<SimulateUcpShippingData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<SimulateUcpShippingResponses, SimulateUcpShippingErrors, ThrowOnError, "fields">;
