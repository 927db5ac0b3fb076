export type ClientOptions = {
    baseUrl: 'http://127.0.0.1:8080' | (string & {});
};
export type Webhooks = DeliverUcpOrderEventWebhookRequest;
/**
 * UcpVersion
 *
 * A dated release of the Universal Commerce Protocol, `YYYY-MM-DD`.
 */
export type UcpVersion = string;
/**
 * UcpReverseDomainName
 *
 * A name in reverse-domain form (`dev.ucp.shopping.checkout`): the registries of services, capabilities and payment handlers are keyed by such names, and the domain says who governs the name.
 */
export type UcpReverseDomainName = string;
/**
 * UcpService
 *
 * One binding of a service: how an agent reaches the shopping service over one transport. `endpoint` is the base that the transport's paths (REST) or the JSON-RPC endpoint (MCP) live at, without a trailing slash.
 */
export type UcpService = {
    version: UcpVersion;
    transport: 'rest' | 'mcp' | 'a2a' | 'embedded';
    endpoint?: string;
    /**
     * The human-readable specification of the service.
     */
    spec?: string;
    /**
     * The machine-readable description of the transport (OpenAPI for REST, OpenRPC for MCP).
     */
    schema?: string;
    id?: string;
    config?: {
        [key: string]: unknown;
    };
};
/**
 * UcpServiceRegistry
 *
 * Services by reverse-domain name (`dev.ucp.shopping`), each with its bindings, one per transport.
 */
export type UcpServiceRegistry = {
    [key in UcpReverseDomainName]?: Array<UcpService>;
};
/**
 * UcpCapability
 *
 * One version of a capability (`dev.ucp.shopping.checkout`, an extension such as `dev.ucp.shopping.fulfillment`). In a profile it says what the business offers, with the specification and schema that define it; in an answer's `ucp` it names the version that was negotiated for the request (often `version` alone).
 */
export type UcpCapability = {
    version: UcpVersion;
    spec?: string;
    schema?: string;
    /**
     * The capability (or capabilities) this extension adds to; it is dropped when none of them is active.
     */
    extends?: UcpReverseDomainName | Array<UcpReverseDomainName>;
    id?: string;
    /**
     * The capability's own settings. For `dev.ucp.shopping.fulfillment` in a business profile: `allows_multi_destination` (`{shipping?, pickup?}`, booleans) and `allows_method_combinations` (lists of method types that may be combined in one checkout).
     */
    config?: {
        [key: string]: unknown;
    };
};
/**
 * UcpCapabilityRegistry
 *
 * Capabilities by reverse-domain name, each with the versions on offer (or negotiated).
 */
export type UcpCapabilityRegistry = {
    [key in UcpReverseDomainName]?: Array<UcpCapability>;
};
/**
 * UcpAvailableInstrument
 *
 * A kind of payment instrument a handler accepts (`card`, `mobile_money`, …), with optional limits.
 */
export type UcpAvailableInstrument = {
    type: string;
    constraints?: {
        [key: string]: unknown;
    };
};
/**
 * UcpPaymentHandler
 *
 * One instance of a payment handler the business accepts. `id` is the instance id that payment instruments name in their `handler_id`.
 */
export type UcpPaymentHandler = {
    id: string;
    version: UcpVersion;
    spec?: string;
    schema?: string;
    available_instruments?: Array<UcpAvailableInstrument>;
    config?: {
        [key: string]: unknown;
    };
};
/**
 * UcpPaymentHandlerRegistry
 *
 * Payment handlers by reverse-domain name, each with its instances. May be empty.
 */
export type UcpPaymentHandlerRegistry = {
    [key in UcpReverseDomainName]?: Array<UcpPaymentHandler>;
};
/**
 * UcpBusinessMeta
 *
 * The `ucp` object of a business profile: the protocol version the business speaks first, the older versions it still serves (each with the URL of a profile for that version), and its services, capabilities and payment handlers.
 */
export type UcpBusinessMeta = {
    version: UcpVersion;
    /**
     * Older protocol versions served too, each with the URL of the profile written for it.
     */
    supported_versions?: {
        [key in UcpVersion]?: string;
    };
    services: UcpServiceRegistry;
    capabilities?: UcpCapabilityRegistry;
    payment_handlers: UcpPaymentHandlerRegistry;
};
/**
 * UcpSigningKey
 *
 * A public key the business signs with (JSON Web Key): EC P-256 for ES256. An agent verifying an order event finds the signature's `keyid` here by `kid`. A rotated-out key stays listed for 7 days.
 */
export type UcpSigningKey = {
    kid: string;
    kty: string;
    crv?: string;
    x?: string;
    y?: string;
    use?: 'sig' | 'enc';
    alg?: string;
};
/**
 * UcpBusinessProfile
 *
 * The document at `/.well-known/ucp`: what a business offers UCP agents in one mode, and the keys it signs with.
 */
export type UcpBusinessProfile = {
    ucp: UcpBusinessMeta;
    signing_keys?: Array<UcpSigningKey>;
    [key: string]: unknown;
};
/**
 * UcpLegacyPaymentHandler
 *
 * A payment handler as release 2026-01-11 lists it under `payment.handlers`: its instance id, its reverse-domain name, where it is described, the schema of its configuration and of the instruments it takes, and its configuration.
 */
export type UcpLegacyPaymentHandler = {
    id: string;
    name: string;
    version: UcpVersion;
    spec: string;
    config_schema: string;
    instrument_schemas: Array<string>;
    config: {
        [key: string]: unknown;
    };
    [key: string]: unknown;
};
/**
 * UcpLegacyBusinessProfile
 *
 * The business profile as protocol release 2026-01-11 shapes it, for agents that still speak that release: services as one object per name with a member per transport, capabilities as a list of named entries, and payment handlers under `payment.handlers`.
 */
export type UcpLegacyBusinessProfile = {
    ucp: {
        version: UcpVersion;
        services: {
            [key: string]: {
                version: UcpVersion;
                spec: string;
                rest?: {
                    schema: string;
                    endpoint: string;
                };
                mcp?: {
                    schema: string;
                    endpoint: string;
                };
                [key: string]: unknown;
            };
        };
        capabilities: Array<{
            name: UcpReverseDomainName;
            version: UcpVersion;
            spec: string;
            schema: string;
            extends?: UcpReverseDomainName;
            config?: {
                [key: string]: unknown;
            };
        }>;
        [key: string]: unknown;
    };
    payment?: {
        handlers?: Array<UcpLegacyPaymentHandler>;
    };
    signing_keys?: Array<UcpSigningKey>;
    [key: string]: unknown;
};
/**
 * UcpProtocolError
 *
 * A refusal of the request itself, with an HTTP error status: `code` for programs, `content` for people, `continue_url` where a person can carry on when there is such a place. Codes: `invalid_profile_url`, `profile_unreachable`, `profile_malformed`, `version_unsupported`, `profile_not_trusted`, `signature_missing`, `signature_invalid`, `key_not_found`, `digest_mismatch`, `algorithm_unsupported`, `request_too_large`, `checkout_not_modifiable` (the protocol's own), and the service's: `validation_error` (the content names the field), `bad_request`, `unauthorized`, `forbidden`, `not_found`, `method_not_allowed`, `idempotency_conflict`, `conflict`, `payload_too_large`, `unsupported_media_type`, `rate_limited`, `internal`, `service_unavailable`.
 */
export type UcpProtocolError = {
    code: string;
    content: string;
    continue_url?: string;
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
 * UcpLineItemInput
 *
 * A line as an agent sends it: the item's id and the quantity. On update, `id` names an existing line (a line without one is new).
 */
export type UcpLineItemInput = {
    id?: string;
    parent_id?: string;
    item: {
        id: string;
        [key: string]: unknown;
    };
    quantity: number;
    [key: string]: unknown;
};
/**
 * UcpBuyerConsent
 *
 * What the buyer agreed to (the buyer-consent extension); declarative, echoed back.
 */
export type UcpBuyerConsent = {
    analytics?: boolean;
    preferences?: boolean;
    marketing?: boolean;
    sale_of_data?: boolean;
};
/**
 * UcpBuyer
 *
 * Who is buying. `phone_number` in E.164. `consent` comes with the buyer-consent extension.
 */
export type UcpBuyer = {
    first_name?: string;
    last_name?: string;
    email?: string;
    phone_number?: string;
    consent?: UcpBuyerConsent;
    [key: string]: unknown;
};
/**
 * UcpContext
 *
 * Hints about the buyer's situation that may shape prices and availability (country, region, postal code, language as a BCP 47 tag, currency). `eligibility` lists claims in reverse-domain form; unknown ones are ignored.
 */
export type UcpContext = {
    address_country?: string;
    address_region?: string;
    postal_code?: string;
    intent?: string;
    language?: string;
    currency?: string;
    eligibility?: Array<UcpReverseDomainName>;
    [key: string]: unknown;
};
/**
 * UcpSignals
 *
 * Risk signals keyed by reverse-domain names (`dev.ucp.buyer_ip`, `dev.ucp.user_agent`).
 */
export type UcpSignals = {
    'dev.ucp.buyer_ip'?: string;
    'dev.ucp.user_agent'?: string;
    [key: string]: unknown;
};
/**
 * UcpAttribution
 *
 * Attribution tags as string pairs (campaign, referrer, …), kept with the checkout and the order.
 */
export type UcpAttribution = {
    [key: string]: string;
};
/**
 * UcpDestinationInput
 *
 * A destination as an agent sends it: an address (its `id` optional; a new address gets one), or the `id` of a destination the business offered (a saved address, a pickup location).
 */
export type UcpDestinationInput = {
    id?: string;
    name?: string;
    street_address?: string;
    extended_address?: string;
    address_locality?: string;
    address_region?: string;
    address_country?: string;
    postal_code?: string;
    first_name?: string;
    last_name?: string;
    phone_number?: string;
    [key: string]: unknown;
};
/**
 * UcpFulfillmentInput
 *
 * The fulfillment extension as an agent sends it: per method, its type, the lines it covers, destinations, the selected destination and, per group, the selected option. On update, methods and groups are matched by `id`, or by position when an id is left out.
 */
export type UcpFulfillmentInput = {
    methods?: Array<{
        id?: string;
        type?: 'shipping' | 'pickup';
        line_item_ids?: Array<string>;
        destinations?: Array<UcpDestinationInput>;
        selected_destination_id?: string | null;
        groups?: Array<{
            id?: string;
            selected_option_id?: string | null;
            [key: string]: unknown;
        }>;
        [key: string]: unknown;
    }>;
    [key: string]: unknown;
};
/**
 * UcpAmount
 *
 * An amount in the currency's minor unit (ISO 4217 exponent): 3500 is 35.00 USD, 3500 is 3500 JPY. Never negative.
 */
export type UcpAmount = number;
/**
 * UcpDiscountAllocation
 *
 * The part of a discount that fell on one target, named by JSONPath (`$.line_items[0]`).
 */
export type UcpDiscountAllocation = {
    path: string;
    amount: UcpAmount;
};
/**
 * UcpAppliedDiscount
 *
 * A discount that applied, with the amount it took off (positive here; the totals carry it negative). Codes apply in `priority` order (lower first), each on what the ones before left; automatic discounts have no `code`.
 */
export type UcpAppliedDiscount = {
    code?: string;
    title: string;
    amount: UcpAmount;
    automatic?: boolean;
    method?: 'each' | 'across';
    priority?: number;
    provisional?: boolean;
    eligibility?: UcpReverseDomainName;
    allocations?: Array<UcpDiscountAllocation>;
};
/**
 * UcpDiscounts
 *
 * The discount extension: the codes asked for, in order (sending `codes` replaces the earlier ones, `[]` removes them all; matched without regard to case), and what applied. A code that did not apply is still echoed in `codes`, is absent from `applied`, and is explained by a warning whose `path` names it.
 */
export type UcpDiscounts = {
    codes?: Array<string>;
    applied?: Array<UcpAppliedDiscount>;
};
/**
 * UcpPostalAddress
 *
 * A postal address. `address_country` is an ISO 3166-1 alpha-2 code; `phone_number` in E.164.
 */
export type UcpPostalAddress = {
    street_address?: string;
    extended_address?: string;
    address_locality?: string;
    address_region?: string;
    address_country?: string;
    postal_code?: string;
    first_name?: string;
    last_name?: string;
    phone_number?: string;
};
/**
 * UcpPaymentCredential
 *
 * What proves the payment, shaped by the handler: for the sandbox handler a token (`{type: "token", token}`). Never echoed back. Raw card numbers are refused in live mode.
 */
export type UcpPaymentCredential = {
    type: string;
    token?: string;
    [key: string]: unknown;
};
/**
 * UcpPaymentInstrument
 *
 * A way to pay, tied to a handler instance by `handler_id`. `display` is what the buyer recognises it by (a card's brand and last digits); `selected` marks the one to pay with.
 */
export type UcpPaymentInstrument = {
    id: string;
    handler_id: string;
    type: string;
    selected?: boolean;
    billing_address?: UcpPostalAddress;
    display?: {
        [key: string]: unknown;
    };
    credential?: UcpPaymentCredential;
    [key: string]: unknown;
};
/**
 * UcpPayment
 *
 * The checkout's payment instruments.
 */
export type UcpPayment = {
    instruments?: Array<UcpPaymentInstrument>;
    [key: string]: unknown;
};
/**
 * UcpCheckoutCreateRequest
 *
 * A new checkout: the lines, and optionally the buyer, context, signals, attribution, fulfillment choices, discount codes and payment instruments. Fields the business owns (`id`, `status`, `totals`, …) and unknown fields are ignored.
 */
export type UcpCheckoutCreateRequest = {
    line_items: Array<UcpLineItemInput>;
    buyer?: UcpBuyer;
    context?: UcpContext;
    signals?: UcpSignals;
    attribution?: UcpAttribution;
    fulfillment?: UcpFulfillmentInput;
    discounts?: UcpDiscounts;
    payment?: UcpPayment;
    [key: string]: unknown;
};
/**
 * UcpErrorMeta
 *
 * The `ucp` object of an answer that carries no resource, only why.
 */
export type UcpErrorMeta = {
    version: UcpVersion;
    status: 'error';
    services?: UcpServiceRegistry;
    capabilities?: UcpCapabilityRegistry;
};
/**
 * UcpMessageError
 *
 * Something stands in the way. `severity` says who can fix it: `recoverable` (the agent, through the API), `requires_buyer_input` (the buyer, at `continue_url`; the checkout cannot complete yet), `requires_buyer_review` (the buyer must approve before completion), `unrecoverable` (no resource could be made or found). Codes include `out_of_stock`, `item_unavailable`, `address_undeliverable`, `payment_failed`, `payment_required`, `eligibility_invalid`, `not_found`, `identity_required`, `insufficient_scope`, `capabilities_incompatible`; others may appear.
 */
export type UcpMessageError = {
    type: 'error';
    code: string;
    content: string;
    severity: 'recoverable' | 'requires_buyer_input' | 'requires_buyer_review' | 'unrecoverable';
    /**
     * The JSONPath (RFC 9535) of the field the message is about, e.g. `$.line_items[0]`.
     */
    path?: string;
    content_type?: 'plain' | 'markdown';
};
/**
 * UcpMessageWarning
 *
 * Something the buyer should know that does not block the checkout (`final_sale`, `age_restricted`, `fulfillment_changed`, a rejected discount code such as `discount_code_invalid`). `presentation: disclosure` asks the agent to show it beside the item or total it concerns.
 */
export type UcpMessageWarning = {
    type: 'warning';
    code: string;
    content: string;
    path?: string;
    content_type?: 'plain' | 'markdown';
    presentation?: string;
    image_url?: string;
    url?: string;
};
/**
 * UcpMessageInfo
 *
 * A note for the buyer (`tax_included`, `free_shipping`, `not_found` for a catalogue id that matched nothing).
 */
export type UcpMessageInfo = {
    type: 'info';
    code?: string;
    content: string;
    path?: string;
    content_type?: 'plain' | 'markdown';
};
/**
 * UcpMessage
 *
 * A message about the resource, told apart by `type` (`error`, `warning`, `info`). No OpenAPI discriminator: the branches' `type` constants tell them apart for every validator and type generator alike (Ajv refuses a discriminator's `mapping`).
 */
export type UcpMessage = UcpMessageError | UcpMessageWarning | UcpMessageInfo;
/**
 * UcpErrorResponse
 *
 * A business outcome with no resource to show: nothing could be created (every item unavailable), or the checkout or order is unknown to this agent. Answered with a success status; the messages say why (at least one, severity `unrecoverable` for a resource that does not exist).
 */
export type UcpErrorResponse = {
    ucp: UcpErrorMeta;
    messages: Array<UcpMessage>;
    continue_url?: string;
};
/**
 * UcpCheckoutMeta
 *
 * The `ucp` object of a checkout answer: as on every answer, plus the payment handlers that apply to this checkout (the authoritative copy an agent pays with; may be empty).
 */
export type UcpCheckoutMeta = {
    version: UcpVersion;
    status?: 'success' | 'error';
    services?: UcpServiceRegistry;
    capabilities?: UcpCapabilityRegistry;
    payment_handlers: UcpPaymentHandlerRegistry;
};
/**
 * UcpItem
 *
 * What a line buys. `id` is the id the agent sent (a product or variant id of the catalogue, or the merchant's own handle or SKU); title and unit price are the business's, never the agent's.
 */
export type UcpItem = {
    id: string;
    title: string;
    price: UcpAmount;
    image_url?: string;
};
/**
 * UcpSignedAmount
 *
 * An amount in the currency's minor unit that may be negative (a discount, a refund).
 */
export type UcpSignedAmount = number;
export type UcpTotal = ({
    type: 'discount' | 'items_discount';
    amount?: unknown;
} | {
    type: 'subtotal' | 'fulfillment' | 'tax' | 'fee';
    amount?: unknown;
} | {
    type: 'total';
} | {
    type: unknown;
}) & {
    type: string;
    display_text?: string;
    amount: UcpSignedAmount;
    lines?: Array<{
        display_text: string;
        amount: UcpSignedAmount;
    }>;
};
/**
 * UcpLineItem
 *
 * A line of the checkout, priced by the business, with its own breakdown (`subtotal`, `items_discount`, `total`).
 */
export type UcpLineItem = {
    id: string;
    item: UcpItem;
    quantity: number;
    totals: Array<UcpTotal>;
    parent_id?: string;
};
/**
 * UcpTotals
 *
 * A price breakdown in the order an agent shows it: exactly one `subtotal` and exactly one `total`, and the other entries between them. The amounts of every entry but `total` add up to `total`.
 */
export type UcpTotals = unknown;
/**
 * UcpLink
 *
 * A page the agent should offer the buyer: `privacy_policy`, `terms_of_service`, `refund_policy`, `shipping_policy`, `faq`, or another kind.
 */
export type UcpLink = {
    type: string;
    url: string;
    title?: string;
};
/**
 * UcpOrderConfirmation
 *
 * The order a completed checkout placed, and where the buyer can see it.
 */
export type UcpOrderConfirmation = {
    id: string;
    label?: string;
    permalink_url: string;
};
/**
 * UcpShippingDestination
 *
 * A delivery address with its id (given by the agent, made by the business, or a saved address's id).
 */
export type UcpShippingDestination = {
    id: string;
    street_address?: string;
    extended_address?: string;
    address_locality?: string;
    address_region?: string;
    address_country?: string;
    postal_code?: string;
    first_name?: string;
    last_name?: string;
    phone_number?: string;
};
/**
 * UcpRetailLocation
 *
 * One of the business's locations where the buyer can pick the order up.
 */
export type UcpRetailLocation = {
    id: string;
    name: string;
    address?: UcpPostalAddress;
    [key: string]: unknown;
};
/**
 * UcpFulfillmentDestination
 *
 * Where a method fulfils to: an address for shipping, a location for pickup.
 */
export type UcpFulfillmentDestination = UcpShippingDestination | UcpRetailLocation;
/**
 * UcpFulfillmentOption
 *
 * One way to fulfil a group (a shipping rate, a pickup), with its price as the `total` entry of `totals`. Titles tell the options of a group apart; options come cheapest first.
 */
export type UcpFulfillmentOption = {
    id: string;
    title: string;
    description?: string;
    carrier?: string;
    earliest_fulfillment_time?: string;
    latest_fulfillment_time?: string;
    totals: Array<UcpTotal>;
    [key: string]: unknown;
};
/**
 * UcpFulfillmentGroup
 *
 * A package the business makes of a method's lines, with the options for it and the one selected.
 */
export type UcpFulfillmentGroup = {
    id: string;
    line_item_ids: Array<string>;
    options?: Array<UcpFulfillmentOption>;
    selected_option_id?: string | null;
    [key: string]: unknown;
};
/**
 * UcpFulfillmentMethod
 *
 * How some lines reach the buyer (`shipping` or `pickup`): the destinations on offer or given, the one selected, and the groups the business made.
 */
export type UcpFulfillmentMethod = {
    id: string;
    type: 'shipping' | 'pickup';
    line_item_ids: Array<string>;
    destinations?: Array<UcpFulfillmentDestination>;
    selected_destination_id?: string | null;
    groups?: Array<UcpFulfillmentGroup>;
    [key: string]: unknown;
};
/**
 * UcpFulfillmentAvailableMethod
 *
 * A hint that some lines can also be fulfilled another way, and from when (`now` or a date).
 */
export type UcpFulfillmentAvailableMethod = {
    type: 'shipping' | 'pickup';
    line_item_ids: Array<string>;
    fulfillable_on?: string | null;
    description?: string;
    [key: string]: unknown;
};
/**
 * UcpFulfillment
 *
 * The fulfillment extension of a checkout.
 */
export type UcpFulfillment = {
    methods?: Array<UcpFulfillmentMethod>;
    available_methods?: Array<UcpFulfillmentAvailableMethod>;
};
/**
 * UcpCheckout
 *
 * A checkout session: owned by the agent that created it, priced by the business in integer minor units. `status` moves `incomplete` ⇄ `requires_escalation` → `ready_for_complete` → `complete_in_progress` → `completed`; any status but `completed` may end `canceled`. `messages` say what is missing or wrong; `continue_url` is where the buyer can finish on the business's own pages (given on every status that is not final). `expires_at` is 6 hours after creation. `order` is set once completed. `fulfillment`, `discounts` and `buyer.consent` come with their extensions.
 */
export type UcpCheckout = {
    ucp: UcpCheckoutMeta;
    id: string;
    line_items: Array<UcpLineItem>;
    buyer?: UcpBuyer;
    context?: UcpContext;
    signals?: UcpSignals;
    attribution?: UcpAttribution;
    status: 'incomplete' | 'requires_escalation' | 'ready_for_complete' | 'complete_in_progress' | 'completed' | 'canceled';
    /**
     * ISO 4217 code; the business decides it.
     */
    currency: string;
    totals: UcpTotals;
    messages?: Array<UcpMessage>;
    links: Array<UcpLink>;
    expires_at?: string;
    continue_url?: string;
    payment?: UcpPayment;
    order?: UcpOrderConfirmation;
    fulfillment?: UcpFulfillment;
    discounts?: UcpDiscounts;
    [key: string]: unknown;
};
/**
 * UcpLegacyMeta
 *
 * The `ucp` object of an answer to an agent of release 2026-01-11: the version and the capabilities active for the operation as a list of named entries.
 */
export type UcpLegacyMeta = {
    version: UcpVersion;
    capabilities: Array<{
        name: UcpReverseDomainName;
        version: UcpVersion;
        extends?: UcpReverseDomainName;
    }>;
};
/**
 * UcpLegacyTotal
 *
 * One line of a price breakdown as release 2026-01-11 writes it: a type from a closed list and an amount that is never negative (discounts are subtracted, not signed). Types this service shows that 2026-01-11 does not know are sent as `fee` with their `display_text`.
 */
export type UcpLegacyTotal = {
    type: 'items_discount' | 'subtotal' | 'discount' | 'fulfillment' | 'tax' | 'fee' | 'total';
    display_text?: string;
    amount: UcpAmount;
};
/**
 * UcpLegacyCheckout
 *
 * A checkout as an agent of release 2026-01-11 reads it (docs/ucp.md §Agents of release 2026-01-11): the same session as `UcpCheckout`, with the capabilities listed by name, every total positive, and `payment` required, carrying the business's payment handlers (`handlers`) and the instrument the agent selected.
 */
export type UcpLegacyCheckout = {
    ucp: UcpLegacyMeta;
    id: string;
    line_items: Array<{
        id: string;
        item: UcpItem;
        quantity: number;
        totals: Array<UcpLegacyTotal>;
        parent_id?: string;
    }>;
    buyer?: UcpBuyer;
    status: 'incomplete' | 'requires_escalation' | 'ready_for_complete' | 'complete_in_progress' | 'completed' | 'canceled';
    currency: string;
    totals: Array<UcpLegacyTotal>;
    messages?: Array<UcpMessage>;
    links: Array<UcpLink>;
    expires_at?: string;
    continue_url?: string;
    payment: {
        handlers: Array<UcpLegacyPaymentHandler>;
        selected_instrument_id?: string;
        instruments?: Array<UcpPaymentInstrument>;
        [key: string]: unknown;
    };
    order?: UcpOrderConfirmation;
    fulfillment?: UcpFulfillment;
    discounts?: UcpDiscounts;
    [key: string]: unknown;
};
/**
 * UcpCheckoutResult
 *
 * The checkout (in release 2026-01-11's shape for an agent of that release), or an error response when there is none to show (none could be made, an unknown id, or no checkout version the agent and the business share).
 */
export type UcpCheckoutResult = UcpCheckout | UcpLegacyCheckout | UcpErrorResponse;
/**
 * UcpLegacyRefusal
 *
 * The 400 an agent of release 2026-01-11 gets where that release's status table says the request "cannot be served": an item unknown or out of stock when a checkout is created or updated, a completion without a fulfillment choice. `status` is the checkout's, `messages` the errors that stand in the way, `detail` their text in one string. The checkout keeps what the request changed, as the current release would have answered it with these messages.
 */
export type UcpLegacyRefusal = {
    status: 'incomplete' | 'requires_escalation' | 'ready_for_complete';
    messages: Array<UcpMessage>;
    detail: string;
};
/**
 * UcpCheckoutUpdateRequest
 *
 * The checkout as the agent wants it now: a full replacement of what the agent controls (lines, buyer, context, fulfillment choices, discount codes, payment instruments). What is left out is cleared. The checkout's id is the path's; an `id` in the body is ignored.
 */
export type UcpCheckoutUpdateRequest = {
    line_items: Array<UcpLineItemInput>;
    buyer?: UcpBuyer;
    context?: UcpContext;
    signals?: UcpSignals;
    attribution?: UcpAttribution;
    fulfillment?: UcpFulfillmentInput;
    discounts?: UcpDiscounts;
    payment?: UcpPayment;
    [key: string]: unknown;
};
/**
 * UcpCheckoutCompleteRequest
 *
 * Completion: the payment instrument to pay with (the selected one, with its credential), and optionally signals and attribution. Agents of release 2026-01-11 send `payment_data` instead of `payment`; a request with neither is answered with the checkout and a `payment_required` message.
 */
export type UcpCheckoutCompleteRequest = {
    payment?: UcpPayment;
    signals?: UcpSignals;
    attribution?: UcpAttribution;
    [key: string]: unknown;
};
/**
 * UcpResponseMeta
 *
 * The `ucp` object of an answer: the protocol version the request was served under, whether it succeeded, and the capabilities negotiated for it that concern the operation (checkout and its extensions, the order, or the catalogue).
 */
export type UcpResponseMeta = {
    version: UcpVersion;
    status?: 'success' | 'error';
    services?: UcpServiceRegistry;
    capabilities?: UcpCapabilityRegistry;
};
/**
 * UcpOrderLineItem
 *
 * A line of the order. `quantity.total` is what is owed now (after removals), `original` what was ordered, `fulfilled` what has been fulfilled. `status`: `removed` when nothing is owed, `fulfilled` when all is, `partial` when some is, else `processing`. Lines are never dropped.
 */
export type UcpOrderLineItem = {
    id: string;
    item: UcpItem;
    quantity: {
        original?: number;
        total: number;
        fulfilled: number;
    };
    totals: Array<UcpTotal>;
    status: 'processing' | 'partial' | 'fulfilled' | 'removed';
    parent_id?: string;
};
/**
 * UcpLineQuantity
 *
 * One line's share of an event or expectation.
 */
export type UcpLineQuantity = {
    id: string;
    quantity: number;
};
/**
 * UcpExpectation
 *
 * What the buyer was promised about delivery (method, destination, when) for some of the lines.
 */
export type UcpExpectation = {
    id: string;
    line_items: Array<UcpLineQuantity>;
    method_type: 'shipping' | 'pickup' | 'digital';
    destination: UcpPostalAddress;
    description?: string;
    fulfillable_on?: string;
};
/**
 * UcpFulfillmentEvent
 *
 * Something that happened to some of the lines on their way (`processing`, `shipped`, `in_transit`, `delivered`, `failed_attempt`, `canceled`, `undeliverable`, `returned_to_sender`, …). Events are only ever added.
 */
export type UcpFulfillmentEvent = {
    id: string;
    occurred_at: string;
    type: string;
    line_items: Array<UcpLineQuantity>;
    tracking_number?: string;
    tracking_url?: string;
    carrier?: string;
    description?: string;
};
/**
 * UcpAdjustment
 *
 * A change to the order after it was placed (`refund`, `return`, `credit`, `price_adjustment`, `dispute`, `cancellation`, …). Quantities and amounts are signed: negative gives back.
 */
export type UcpAdjustment = {
    id: string;
    type: string;
    occurred_at: string;
    status: 'pending' | 'completed' | 'failed';
    line_items?: Array<{
        id: string;
        quantity: number;
    }>;
    totals?: Array<UcpTotal>;
    description?: string;
};
/**
 * UcpOrder
 *
 * An order placed through a checkout, as it is now: its lines with what was fulfilled, the delivery promises (`fulfillment.expectations`) and what happened (`fulfillment.events`), and later changes (`adjustments`). The same document is what order events deliver.
 */
export type UcpOrder = {
    ucp: UcpResponseMeta;
    id: string;
    label?: string;
    checkout_id: string;
    permalink_url: string;
    line_items: Array<UcpOrderLineItem>;
    fulfillment: {
        expectations?: Array<UcpExpectation>;
        events?: Array<UcpFulfillmentEvent>;
    };
    adjustments?: Array<UcpAdjustment>;
    currency: string;
    totals: UcpTotals;
    messages?: Array<UcpMessage>;
    attribution?: UcpAttribution;
    [key: string]: unknown;
};
/**
 * UcpLegacyOrder
 *
 * An order as an agent of release 2026-01-11 reads it: the same order as `UcpOrder`, with the capabilities listed by name, line quantities `{total, fulfilled}` and a status derived as that release does (`fulfilled` when everything owed went out, `partial` when some did, else `processing`), every total positive, and adjustments with a positive `amount` (money back) and positive line quantities.
 */
export type UcpLegacyOrder = {
    ucp: UcpLegacyMeta;
    id: string;
    checkout_id: string;
    permalink_url: string;
    line_items: Array<{
        id: string;
        item: UcpItem;
        quantity: {
            total: number;
            fulfilled: number;
        };
        totals: Array<UcpLegacyTotal>;
        status: 'processing' | 'partial' | 'fulfilled';
        parent_id?: string;
    }>;
    fulfillment: {
        expectations?: Array<UcpExpectation>;
        events?: Array<UcpFulfillmentEvent>;
    };
    adjustments?: Array<{
        id: string;
        type: string;
        occurred_at: string;
        status: 'pending' | 'completed' | 'failed';
        line_items?: Array<UcpLineQuantity>;
        amount?: number;
        description?: string;
    }>;
    totals: Array<UcpLegacyTotal>;
    messages?: Array<UcpMessage>;
    [key: string]: unknown;
};
/**
 * UcpOrderResult
 *
 * The order (in release 2026-01-11's shape for an agent of that release), or an error response when it is unknown to this agent (or the agent and the business share no order capability).
 */
export type UcpOrderResult = UcpOrder | UcpLegacyOrder | UcpErrorResponse;
/**
 * UcpOrderUpdateRequest
 *
 * Test helper: the order's fulfillment events and adjustments as they should now be (they replace the stored ones); every other field is ignored. Their shape is checked by the helper itself, as an order's: `events` and `adjustments` lists of objects with an `id`, a `type`, an RFC 3339 `occurred_at`, adjustments a `status` of `pending`, `completed` or `failed`, events `line_items`, line entries an `id` and a whole `quantity`. Anything else is 422 `invalid_order_update` naming the first field at fault (`adjustments[0].status: …`); members the order does not know are kept.
 */
export type UcpOrderUpdateRequest = {
    fulfillment?: {
        /**
         * A list of fulfillment events (checked by the helper; see above).
         */
        events?: unknown;
        [key: string]: unknown;
    };
    /**
     * A list of adjustments (checked by the helper; see above).
     */
    adjustments?: unknown;
    [key: string]: unknown;
};
/**
 * UcpSearchFilters
 *
 * Narrows a search or lookup by category and by price (minor units). Unknown filters are ignored.
 */
export type UcpSearchFilters = {
    categories?: Array<string>;
    price?: {
        min?: UcpAmount;
        max?: UcpAmount;
    };
    [key: string]: unknown;
};
/**
 * UcpSearchRequest
 *
 * A catalogue search by free text and filters, a page at a time (`pagination.cursor` from the last answer).
 */
export type UcpSearchRequest = {
    query?: string;
    context?: UcpContext;
    signals?: UcpSignals;
    attribution?: UcpAttribution;
    filters?: UcpSearchFilters;
    pagination?: {
        cursor?: string;
        /**
         * Page size wanted; pages hold at most 100 products (a larger limit is served as 100).
         */
        limit?: number;
    };
    [key: string]: unknown;
};
/**
 * UcpDescription
 *
 * A description in one or more formats.
 */
export type UcpDescription = {
    plain?: string;
    html?: string;
    markdown?: string;
};
/**
 * UcpCategory
 *
 * A category the product is in, optionally naming the taxonomy it comes from.
 */
export type UcpCategory = {
    value: string;
    taxonomy?: string;
};
/**
 * UcpPrice
 *
 * An amount in minor units with its currency.
 */
export type UcpPrice = {
    amount: UcpAmount;
    currency: string;
};
/**
 * UcpPriceRange
 *
 * The lowest and highest price among a product's variants.
 */
export type UcpPriceRange = {
    min: UcpPrice;
    max: UcpPrice;
};
/**
 * UcpMedia
 *
 * An image or video of a product.
 */
export type UcpMedia = {
    type: string;
    url: string;
    alt_text?: string;
    width?: number;
    height?: number;
};
/**
 * UcpOptionValue
 *
 * One value of a product option (`Large` of `Size`).
 */
export type UcpOptionValue = {
    id?: string;
    label: string;
    /**
     * Product answers only; a variant with this value can be bought given the options selected.
     */
    available?: boolean;
    /**
     * Product answers only; some variant has this value given the options selected.
     */
    exists?: boolean;
};
/**
 * UcpProductOption
 *
 * An option buyers choose among (size, colour), with its values.
 */
export type UcpProductOption = {
    name: string;
    values: Array<UcpOptionValue>;
};
/**
 * UcpSelectedOption
 *
 * An option's value as a variant has it, or as the buyer chose it.
 */
export type UcpSelectedOption = {
    name: string;
    id?: string;
    label: string;
};
/**
 * UcpRating
 *
 * An average rating on a scale.
 */
export type UcpRating = {
    value: number;
    scale_min?: number;
    scale_max: number;
    count?: number;
};
/**
 * UcpVariant
 *
 * One purchasable version of a product; its `id` is what a checkout line's `item.id` takes. A product without variants is offered as one variant with the product's own id.
 */
export type UcpVariant = {
    id: string;
    sku?: string;
    barcodes?: Array<{
        type: string;
        value: string;
    }>;
    handle?: string;
    title: string;
    description: UcpDescription;
    url?: string;
    categories?: Array<UcpCategory>;
    price: UcpPrice;
    list_price?: UcpPrice;
    availability?: {
        available?: boolean;
        status?: string;
    };
    options?: Array<UcpSelectedOption>;
    media?: Array<UcpMedia>;
    rating?: UcpRating;
    tags?: Array<string>;
    metadata?: {
        [key: string]: unknown;
    };
    /**
     * Lookup answers only: which of the asked ids this variant answers (`match`: `exact` for its own id, `featured` when the id was its product's).
     */
    inputs?: Array<{
        id: string;
        match?: string;
    }>;
};
/**
 * UcpProduct
 *
 * A product of the business's catalogue with its variants (at least one).
 */
export type UcpProduct = {
    id: string;
    handle?: string;
    title: string;
    description: UcpDescription;
    url?: string;
    categories?: Array<UcpCategory>;
    price_range: UcpPriceRange;
    list_price_range?: UcpPriceRange;
    media?: Array<UcpMedia>;
    options?: Array<UcpProductOption>;
    variants: Array<UcpVariant>;
    rating?: UcpRating;
    tags?: Array<string>;
    metadata?: {
        [key: string]: unknown;
    };
    /**
     * Product answers only; the options the request selected, as applied.
     */
    selected?: Array<UcpSelectedOption>;
};
/**
 * UcpSearchResponse
 *
 * One page of matching products (empty when nothing matched).
 */
export type UcpSearchResponse = {
    ucp: UcpResponseMeta;
    products: Array<UcpProduct>;
    pagination?: {
        /**
         * Present when `has_next_page` is true; send it back for the next page.
         */
        cursor?: string;
        has_next_page: boolean;
        total_count?: number;
    };
    messages?: Array<UcpMessage>;
};
/**
 * UcpSearchResult
 *
 * A page of products, or an error response when the agent and the business share no catalogue capability.
 */
export type UcpSearchResult = UcpSearchResponse | UcpErrorResponse;
/**
 * UcpLookupRequest
 *
 * Products and variants by id (product ids and variant ids both work; duplicates count once).
 */
export type UcpLookupRequest = {
    /**
     * Product ids, variant ids, product handles (slugs) or variant SKUs; at most 100, more is 400 `request_too_large`.
     */
    ids: Array<string>;
    filters?: UcpSearchFilters;
    context?: UcpContext;
    signals?: UcpSignals;
    attribution?: UcpAttribution;
    [key: string]: unknown;
};
/**
 * UcpLookupResponse
 *
 * The products the ids found, each variant saying in `inputs` which of the asked ids it answers (`inputs`: `exact` for its own id, `featured` when the id was its product's). An id that found nothing is an `info` message `not_found`.
 */
export type UcpLookupResponse = {
    ucp: UcpResponseMeta;
    products: Array<UcpProduct>;
    messages?: Array<UcpMessage>;
};
/**
 * UcpLookupResult
 *
 * The products found, or an error response when the agent and the business share no catalogue capability.
 */
export type UcpLookupResult = UcpLookupResponse | UcpErrorResponse;
/**
 * UcpGetProductRequest
 *
 * One product by its id or one of its variants' ids, with the options the buyer has chosen so far (`selected`) to narrow which variants and option values are still available.
 */
export type UcpGetProductRequest = {
    id: string;
    selected?: Array<UcpSelectedOption>;
    preferences?: Array<string>;
    filters?: UcpSearchFilters;
    context?: UcpContext;
    signals?: UcpSignals;
    attribution?: UcpAttribution;
    [key: string]: unknown;
};
/**
 * UcpGetProductResponse
 *
 * The product, with the options chosen (`selected`) and every option's values marked `available` (some variant with it can be bought) and `exists` (some variant has it).
 */
export type UcpGetProductResponse = {
    ucp: UcpResponseMeta;
    product: UcpProduct;
    messages?: Array<UcpMessage>;
};
/**
 * UcpGetProductResult
 *
 * The product, or an error response when no product has that id.
 */
export type UcpGetProductResult = UcpGetProductResponse | UcpErrorResponse;
/**
 * UcpSimulateShippingResult
 *
 * Test helper's answer after recording a `shipped` fulfillment event.
 */
export type UcpSimulateShippingResult = {
    status: 'shipped';
};
/**
 * UcpLegacyOrderEvent
 *
 * An order event to an agent of release 2026-01-11: the order in that release's shape, plus what that release's receivers read of an event: `event_type` (`order_placed`, `order_shipped`, `order_delivered`, `order_canceled`, `order_refunded`, `order_updated`, …), `checkout_id`, the order again under `order`, `event_id` (the `Webhook-Id`) and `created_time`. Signed like every order event.
 */
export type UcpLegacyOrderEvent = UcpLegacyOrder & {
    event_type: string;
    checkout_id: string;
    order: UcpLegacyOrder;
    event_id: string;
    created_time: string;
};
/**
 * UcpWebhookAck
 *
 * What an agent answers an order event with.
 */
export type UcpWebhookAck = {
    ucp: UcpResponseMeta;
    [key: string]: unknown;
};
/**
 * `live` for real orders, `test` for the business's sandbox (test catalogue, sandbox payments, no real money). The URL carries the mode because an agent has no API key.
 */
export type UcpMode = 'live' | 'test';
/**
 * The business (`biz_…`). An unknown business, one that does not sell to UCP agents, or not in this mode is 404.
 */
export type UcpBusinessId = string;
/**
 * An older protocol release the business still serves.
 */
export type UcpProfileVersion = '2026-01-11';
/**
 * The agent's own id of the request, for tracing (a UUID).
 */
export type UcpRequestId = string;
/**
 * An RFC 9421 signature of the request (`sig1=:…:`), checked against the agent profile's keys when present.
 */
export type UcpSignature = string;
/**
 * The components and parameters of `Signature` (RFC 9421), with the `keyid` of the agent's key.
 */
export type UcpSignatureInput = string;
/**
 * The body's digest (RFC 9530, `sha-256=:…:`) over its raw bytes; a mismatch is 400 `digest_mismatch`.
 */
export type UcpContentDigest = string;
/**
 * Makes a retried write safe (a UUID is recommended). The first answer for a key is kept 24 hours and replayed, status and body alike, for a retry of the same request by the same agent (its profile URL); the same key with another request is 409 `idempotency_conflict`, as is a retry while the first is still running.
 */
export type UcpIdempotencyKey = string;
/**
 * The checkout's id.
 */
export type UcpCheckoutId = string;
/**
 * The order's id.
 */
export type UcpOrderId = string;
/**
 * The business's own profile (`profile="…/.well-known/ucp"`), where the key of the signature is published.
 */
export type UcpEventAgentHeader = string;
/**
 * The event's id (a UUID), the same on every retry of it.
 */
export type UcpWebhookId = string;
/**
 * When the event happened, in Unix seconds.
 */
export type UcpWebhookTimestamp = number;
export type GetUcpProfileData = {
    body?: never;
    path: {
        /**
         * `live` for real orders, `test` for the business's sandbox (test catalogue, sandbox payments, no real money). The URL carries the mode because an agent has no API key.
         */
        mode: 'live' | 'test';
        /**
         * The business (`biz_…`). An unknown business, one that does not sell to UCP agents, or not in this mode is 404.
         */
        business_id: string;
    };
    query?: never;
    url: '/ucp/{mode}/{business_id}/.well-known/ucp';
};
export type GetUcpProfileErrors = {
    /**
     * The request itself is wrong. `invalid_profile_url`: the UCP-Agent header is missing, is not an RFC 8941 dictionary with a quoted `profile`, or its URL is not https (plain http is accepted for loopback hosts outside production). `validation_error`: a known field has the wrong type or breaks a limit; `content` names it (unknown fields are ignored, never refused). `bad_request`: the body is not JSON, or a path is not valid percent-encoding. `digest_mismatch` / `algorithm_unsupported`: a signed request whose Content-Digest does not match its body, or whose signature uses an algorithm other than ES256/ES384. `request_too_large`: a catalogue lookup of more ids than one request may name.
     */
    400: UcpProtocolError;
    /**
     * `not_found`: no such business, or it does not sell to UCP agents, or not in this mode (its UCP settings); also a path no operation has.
     */
    404: UcpProtocolError;
    /**
     * `bad_request`: the request did not arrive in time (its headers, or a body that stopped coming); the connection is closed and nothing was done, so it is safe to send again. Headers that never completed are answered before the path is known, in the storefront's envelope.
     */
    408: UcpProtocolError | ErrorEnvelope;
    /**
     * `rate_limited`: too many requests; wait `Retry-After` seconds.
     */
    429: UcpProtocolError;
    /**
     * `bad_request`: the request's headers are larger than the server reads (16 KB in all); answered before the request is read.
     */
    431: UcpProtocolError;
    /**
     * `internal`: an unexpected failure, logged with the request id.
     */
    500: UcpProtocolError;
    /**
     * `service_unavailable`: the service cannot answer for the moment (the store fails over, a provider is down); `content` says whether sending the request again is safe.
     */
    503: UcpProtocolError;
};
export type GetUcpProfileError = GetUcpProfileErrors[keyof GetUcpProfileErrors];
export type GetUcpProfileResponses = {
    /**
     * The profile.
     */
    200: UcpBusinessProfile | UcpLegacyBusinessProfile;
};
export type GetUcpProfileResponse = GetUcpProfileResponses[keyof GetUcpProfileResponses];
export type GetUcpVersionProfileData = {
    body?: never;
    path: {
        /**
         * `live` for real orders, `test` for the business's sandbox (test catalogue, sandbox payments, no real money). The URL carries the mode because an agent has no API key.
         */
        mode: 'live' | 'test';
        /**
         * The business (`biz_…`). An unknown business, one that does not sell to UCP agents, or not in this mode is 404.
         */
        business_id: string;
        /**
         * An older protocol release the business still serves.
         */
        version: '2026-01-11';
    };
    query?: never;
    url: '/ucp/{mode}/{business_id}/.well-known/ucp/{version}';
};
export type GetUcpVersionProfileErrors = {
    /**
     * The request itself is wrong. `invalid_profile_url`: the UCP-Agent header is missing, is not an RFC 8941 dictionary with a quoted `profile`, or its URL is not https (plain http is accepted for loopback hosts outside production). `validation_error`: a known field has the wrong type or breaks a limit; `content` names it (unknown fields are ignored, never refused). `bad_request`: the body is not JSON, or a path is not valid percent-encoding. `digest_mismatch` / `algorithm_unsupported`: a signed request whose Content-Digest does not match its body, or whose signature uses an algorithm other than ES256/ES384. `request_too_large`: a catalogue lookup of more ids than one request may name.
     */
    400: UcpProtocolError;
    /**
     * `not_found`: no such business, or it does not sell to UCP agents, or not in this mode (its UCP settings); also a path no operation has.
     */
    404: UcpProtocolError;
    /**
     * `bad_request`: the request did not arrive in time (its headers, or a body that stopped coming); the connection is closed and nothing was done, so it is safe to send again. Headers that never completed are answered before the path is known, in the storefront's envelope.
     */
    408: UcpProtocolError | ErrorEnvelope;
    /**
     * `rate_limited`: too many requests; wait `Retry-After` seconds.
     */
    429: UcpProtocolError;
    /**
     * `bad_request`: the request's headers are larger than the server reads (16 KB in all); answered before the request is read.
     */
    431: UcpProtocolError;
    /**
     * `internal`: an unexpected failure, logged with the request id.
     */
    500: UcpProtocolError;
    /**
     * `service_unavailable`: the service cannot answer for the moment (the store fails over, a provider is down); `content` says whether sending the request again is safe.
     */
    503: UcpProtocolError;
};
export type GetUcpVersionProfileError = GetUcpVersionProfileErrors[keyof GetUcpVersionProfileErrors];
export type GetUcpVersionProfileResponses = {
    /**
     * The profile in that release's shape.
     */
    200: UcpLegacyBusinessProfile;
};
export type GetUcpVersionProfileResponse = GetUcpVersionProfileResponses[keyof GetUcpVersionProfileResponses];
export type CreateUcpCheckoutData = {
    body: UcpCheckoutCreateRequest;
    headers?: {
        /**
         * The agent's own id of the request, for tracing (a UUID).
         */
        'Request-Id'?: string;
        /**
         * An RFC 9421 signature of the request (`sig1=:…:`), checked against the agent profile's keys when present.
         */
        Signature?: string;
        /**
         * The components and parameters of `Signature` (RFC 9421), with the `keyid` of the agent's key.
         */
        'Signature-Input'?: string;
        /**
         * The body's digest (RFC 9530, `sha-256=:…:`) over its raw bytes; a mismatch is 400 `digest_mismatch`.
         */
        'Content-Digest'?: string;
        /**
         * Makes a retried write safe (a UUID is recommended). The first answer for a key is kept 24 hours and replayed, status and body alike, for a retry of the same request by the same agent (its profile URL); the same key with another request is 409 `idempotency_conflict`, as is a retry while the first is still running.
         */
        'Idempotency-Key'?: string;
    };
    path: {
        /**
         * `live` for real orders, `test` for the business's sandbox (test catalogue, sandbox payments, no real money). The URL carries the mode because an agent has no API key.
         */
        mode: 'live' | 'test';
        /**
         * The business (`biz_…`). An unknown business, one that does not sell to UCP agents, or not in this mode is 404.
         */
        business_id: string;
    };
    query?: never;
    url: '/ucp/{mode}/{business_id}/checkout-sessions';
};
export type CreateUcpCheckoutErrors = {
    /**
     * The request itself is wrong (`UcpProtocolError`, as for every operation: `invalid_profile_url`, `validation_error`, `bad_request`, `digest_mismatch`, `algorithm_unsupported`); or, for an agent of release 2026-01-11 only, a request that release's status table says cannot be served (`UcpLegacyRefusal`): an item unknown or out of stock on create or update, a completion without a fulfillment choice. Agents of the current release get those as a checkout with messages.
     */
    400: UcpProtocolError | UcpLegacyRefusal;
    /**
     * A signature check failed: `signature_missing` (the business's `require_signatures` is on and the request is unsigned), `signature_invalid` (it does not verify), `key_not_found` (its `keyid` is not among the agent profile's `signing_keys`).
     */
    401: UcpProtocolError;
    /**
     * The agent is not admitted: `profile_not_trusted` when the business sells only to agents whose profile host it allows. On the test helpers, `forbidden`: the `Simulation-Secret` is missing or wrong.
     */
    403: UcpProtocolError;
    /**
     * `not_found`: no such business, or it does not sell to UCP agents, or not in this mode (its UCP settings); also a path no operation has.
     */
    404: UcpProtocolError;
    /**
     * `bad_request`: the request did not arrive in time (its headers, or a body that stopped coming); the connection is closed and nothing was done, so it is safe to send again. Headers that never completed are answered before the path is known, in the storefront's envelope.
     */
    408: UcpProtocolError | ErrorEnvelope;
    /**
     * `idempotency_conflict`: the Idempotency-Key was used for another request, or that request is still running (send it again shortly). `checkout_not_modifiable`: the checkout is `completed` or `canceled` and can no longer change. `conflict`: the checkout kept changing under the request (send it again).
     */
    409: UcpProtocolError;
    /**
     * `payload_too_large`: the body is larger than the service reads (1 MB by default).
     */
    413: UcpProtocolError;
    /**
     * `unsupported_media_type`: the body is not sent as `application/json`.
     */
    415: UcpProtocolError;
    /**
     * The agent's profile was fetched but cannot be used: `profile_malformed` (not JSON, or it breaks the profile schema), `version_unsupported` (its protocol version is neither the business's nor one it still serves).
     */
    422: UcpProtocolError;
    /**
     * `profile_unreachable`: the agent's profile could not be fetched (DNS, a timeout, a status other than 200, a redirect, too large). Failures are remembered for a short while before the next attempt.
     */
    424: UcpProtocolError;
    /**
     * `rate_limited`: too many requests; wait `Retry-After` seconds.
     */
    429: UcpProtocolError;
    /**
     * `bad_request`: the request's headers are larger than the server reads (16 KB in all); answered before the request is read.
     */
    431: UcpProtocolError;
    /**
     * `internal`: an unexpected failure, logged with the request id.
     */
    500: UcpProtocolError;
    /**
     * `service_unavailable`: the service cannot answer for the moment (the store fails over, a provider is down); `content` says whether sending the request again is safe.
     */
    503: UcpProtocolError;
};
export type CreateUcpCheckoutError = CreateUcpCheckoutErrors[keyof CreateUcpCheckoutErrors];
export type CreateUcpCheckoutResponses = {
    /**
     * No checkout: none of the lines can be bought (not for sale, or out of stock), or the agent and the business share no checkout version (UCP answers these outcomes with 200, not an error status).
     */
    200: UcpErrorResponse;
    /**
     * The new checkout.
     */
    201: UcpCheckoutResult;
};
export type CreateUcpCheckoutResponse = CreateUcpCheckoutResponses[keyof CreateUcpCheckoutResponses];
export type GetUcpCheckoutData = {
    body?: never;
    headers?: {
        /**
         * The agent's own id of the request, for tracing (a UUID).
         */
        'Request-Id'?: string;
        /**
         * An RFC 9421 signature of the request (`sig1=:…:`), checked against the agent profile's keys when present.
         */
        Signature?: string;
        /**
         * The components and parameters of `Signature` (RFC 9421), with the `keyid` of the agent's key.
         */
        'Signature-Input'?: string;
    };
    path: {
        /**
         * `live` for real orders, `test` for the business's sandbox (test catalogue, sandbox payments, no real money). The URL carries the mode because an agent has no API key.
         */
        mode: 'live' | 'test';
        /**
         * The business (`biz_…`). An unknown business, one that does not sell to UCP agents, or not in this mode is 404.
         */
        business_id: string;
        /**
         * The checkout's id.
         */
        id: string;
    };
    query?: never;
    url: '/ucp/{mode}/{business_id}/checkout-sessions/{id}';
};
export type GetUcpCheckoutErrors = {
    /**
     * The request itself is wrong. `invalid_profile_url`: the UCP-Agent header is missing, is not an RFC 8941 dictionary with a quoted `profile`, or its URL is not https (plain http is accepted for loopback hosts outside production). `validation_error`: a known field has the wrong type or breaks a limit; `content` names it (unknown fields are ignored, never refused). `bad_request`: the body is not JSON, or a path is not valid percent-encoding. `digest_mismatch` / `algorithm_unsupported`: a signed request whose Content-Digest does not match its body, or whose signature uses an algorithm other than ES256/ES384. `request_too_large`: a catalogue lookup of more ids than one request may name.
     */
    400: UcpProtocolError;
    /**
     * A signature check failed: `signature_missing` (the business's `require_signatures` is on and the request is unsigned), `signature_invalid` (it does not verify), `key_not_found` (its `keyid` is not among the agent profile's `signing_keys`).
     */
    401: UcpProtocolError;
    /**
     * The agent is not admitted: `profile_not_trusted` when the business sells only to agents whose profile host it allows. On the test helpers, `forbidden`: the `Simulation-Secret` is missing or wrong.
     */
    403: UcpProtocolError;
    /**
     * `not_found`: no such business, or it does not sell to UCP agents, or not in this mode (its UCP settings); also a path no operation has.
     */
    404: UcpProtocolError;
    /**
     * `bad_request`: the request did not arrive in time (its headers, or a body that stopped coming); the connection is closed and nothing was done, so it is safe to send again. Headers that never completed are answered before the path is known, in the storefront's envelope.
     */
    408: UcpProtocolError | ErrorEnvelope;
    /**
     * The agent's profile was fetched but cannot be used: `profile_malformed` (not JSON, or it breaks the profile schema), `version_unsupported` (its protocol version is neither the business's nor one it still serves).
     */
    422: UcpProtocolError;
    /**
     * `profile_unreachable`: the agent's profile could not be fetched (DNS, a timeout, a status other than 200, a redirect, too large). Failures are remembered for a short while before the next attempt.
     */
    424: UcpProtocolError;
    /**
     * `rate_limited`: too many requests; wait `Retry-After` seconds.
     */
    429: UcpProtocolError;
    /**
     * `bad_request`: the request's headers are larger than the server reads (16 KB in all); answered before the request is read.
     */
    431: UcpProtocolError;
    /**
     * `internal`: an unexpected failure, logged with the request id.
     */
    500: UcpProtocolError;
    /**
     * `service_unavailable`: the service cannot answer for the moment (the store fails over, a provider is down); `content` says whether sending the request again is safe.
     */
    503: UcpProtocolError;
};
export type GetUcpCheckoutError = GetUcpCheckoutErrors[keyof GetUcpCheckoutErrors];
export type GetUcpCheckoutResponses = {
    /**
     * The checkout, or why there is none.
     */
    200: UcpCheckoutResult;
};
export type GetUcpCheckoutResponse = GetUcpCheckoutResponses[keyof GetUcpCheckoutResponses];
export type UpdateUcpCheckoutData = {
    body: UcpCheckoutUpdateRequest;
    headers?: {
        /**
         * The agent's own id of the request, for tracing (a UUID).
         */
        'Request-Id'?: string;
        /**
         * An RFC 9421 signature of the request (`sig1=:…:`), checked against the agent profile's keys when present.
         */
        Signature?: string;
        /**
         * The components and parameters of `Signature` (RFC 9421), with the `keyid` of the agent's key.
         */
        'Signature-Input'?: string;
        /**
         * The body's digest (RFC 9530, `sha-256=:…:`) over its raw bytes; a mismatch is 400 `digest_mismatch`.
         */
        'Content-Digest'?: string;
        /**
         * Makes a retried write safe (a UUID is recommended). The first answer for a key is kept 24 hours and replayed, status and body alike, for a retry of the same request by the same agent (its profile URL); the same key with another request is 409 `idempotency_conflict`, as is a retry while the first is still running.
         */
        'Idempotency-Key'?: string;
    };
    path: {
        /**
         * `live` for real orders, `test` for the business's sandbox (test catalogue, sandbox payments, no real money). The URL carries the mode because an agent has no API key.
         */
        mode: 'live' | 'test';
        /**
         * The business (`biz_…`). An unknown business, one that does not sell to UCP agents, or not in this mode is 404.
         */
        business_id: string;
        /**
         * The checkout's id.
         */
        id: string;
    };
    query?: never;
    url: '/ucp/{mode}/{business_id}/checkout-sessions/{id}';
};
export type UpdateUcpCheckoutErrors = {
    /**
     * The request itself is wrong (`UcpProtocolError`, as for every operation: `invalid_profile_url`, `validation_error`, `bad_request`, `digest_mismatch`, `algorithm_unsupported`); or, for an agent of release 2026-01-11 only, a request that release's status table says cannot be served (`UcpLegacyRefusal`): an item unknown or out of stock on create or update, a completion without a fulfillment choice. Agents of the current release get those as a checkout with messages.
     */
    400: UcpProtocolError | UcpLegacyRefusal;
    /**
     * A signature check failed: `signature_missing` (the business's `require_signatures` is on and the request is unsigned), `signature_invalid` (it does not verify), `key_not_found` (its `keyid` is not among the agent profile's `signing_keys`).
     */
    401: UcpProtocolError;
    /**
     * The agent is not admitted: `profile_not_trusted` when the business sells only to agents whose profile host it allows. On the test helpers, `forbidden`: the `Simulation-Secret` is missing or wrong.
     */
    403: UcpProtocolError;
    /**
     * `not_found`: no such business, or it does not sell to UCP agents, or not in this mode (its UCP settings); also a path no operation has.
     */
    404: UcpProtocolError;
    /**
     * `bad_request`: the request did not arrive in time (its headers, or a body that stopped coming); the connection is closed and nothing was done, so it is safe to send again. Headers that never completed are answered before the path is known, in the storefront's envelope.
     */
    408: UcpProtocolError | ErrorEnvelope;
    /**
     * `idempotency_conflict`: the Idempotency-Key was used for another request, or that request is still running (send it again shortly). `checkout_not_modifiable`: the checkout is `completed` or `canceled` and can no longer change. `conflict`: the checkout kept changing under the request (send it again).
     */
    409: UcpProtocolError;
    /**
     * `payload_too_large`: the body is larger than the service reads (1 MB by default).
     */
    413: UcpProtocolError;
    /**
     * `unsupported_media_type`: the body is not sent as `application/json`.
     */
    415: UcpProtocolError;
    /**
     * The agent's profile was fetched but cannot be used: `profile_malformed` (not JSON, or it breaks the profile schema), `version_unsupported` (its protocol version is neither the business's nor one it still serves).
     */
    422: UcpProtocolError;
    /**
     * `profile_unreachable`: the agent's profile could not be fetched (DNS, a timeout, a status other than 200, a redirect, too large). Failures are remembered for a short while before the next attempt.
     */
    424: UcpProtocolError;
    /**
     * `rate_limited`: too many requests; wait `Retry-After` seconds.
     */
    429: UcpProtocolError;
    /**
     * `bad_request`: the request's headers are larger than the server reads (16 KB in all); answered before the request is read.
     */
    431: UcpProtocolError;
    /**
     * `internal`: an unexpected failure, logged with the request id.
     */
    500: UcpProtocolError;
    /**
     * `service_unavailable`: the service cannot answer for the moment (the store fails over, a provider is down); `content` says whether sending the request again is safe.
     */
    503: UcpProtocolError;
};
export type UpdateUcpCheckoutError = UpdateUcpCheckoutErrors[keyof UpdateUcpCheckoutErrors];
export type UpdateUcpCheckoutResponses = {
    /**
     * The checkout after the change, or why there is none.
     */
    200: UcpCheckoutResult;
};
export type UpdateUcpCheckoutResponse = UpdateUcpCheckoutResponses[keyof UpdateUcpCheckoutResponses];
export type CompleteUcpCheckoutData = {
    body: UcpCheckoutCompleteRequest;
    headers?: {
        /**
         * The agent's own id of the request, for tracing (a UUID).
         */
        'Request-Id'?: string;
        /**
         * An RFC 9421 signature of the request (`sig1=:…:`), checked against the agent profile's keys when present.
         */
        Signature?: string;
        /**
         * The components and parameters of `Signature` (RFC 9421), with the `keyid` of the agent's key.
         */
        'Signature-Input'?: string;
        /**
         * The body's digest (RFC 9530, `sha-256=:…:`) over its raw bytes; a mismatch is 400 `digest_mismatch`.
         */
        'Content-Digest'?: string;
        /**
         * Makes a retried write safe (a UUID is recommended). The first answer for a key is kept 24 hours and replayed, status and body alike, for a retry of the same request by the same agent (its profile URL); the same key with another request is 409 `idempotency_conflict`, as is a retry while the first is still running.
         */
        'Idempotency-Key'?: string;
    };
    path: {
        /**
         * `live` for real orders, `test` for the business's sandbox (test catalogue, sandbox payments, no real money). The URL carries the mode because an agent has no API key.
         */
        mode: 'live' | 'test';
        /**
         * The business (`biz_…`). An unknown business, one that does not sell to UCP agents, or not in this mode is 404.
         */
        business_id: string;
        /**
         * The checkout's id.
         */
        id: string;
    };
    query?: never;
    url: '/ucp/{mode}/{business_id}/checkout-sessions/{id}/complete';
};
export type CompleteUcpCheckoutErrors = {
    /**
     * The request itself is wrong (`UcpProtocolError`, as for every operation: `invalid_profile_url`, `validation_error`, `bad_request`, `digest_mismatch`, `algorithm_unsupported`); or, for an agent of release 2026-01-11 only, a request that release's status table says cannot be served (`UcpLegacyRefusal`): an item unknown or out of stock on create or update, a completion without a fulfillment choice. Agents of the current release get those as a checkout with messages.
     */
    400: UcpProtocolError | UcpLegacyRefusal;
    /**
     * A signature check failed: `signature_missing` (the business's `require_signatures` is on and the request is unsigned), `signature_invalid` (it does not verify), `key_not_found` (its `keyid` is not among the agent profile's `signing_keys`).
     */
    401: UcpProtocolError;
    /**
     * The agent is not admitted: `profile_not_trusted` when the business sells only to agents whose profile host it allows. On the test helpers, `forbidden`: the `Simulation-Secret` is missing or wrong.
     */
    403: UcpProtocolError;
    /**
     * `not_found`: no such business, or it does not sell to UCP agents, or not in this mode (its UCP settings); also a path no operation has.
     */
    404: UcpProtocolError;
    /**
     * `bad_request`: the request did not arrive in time (its headers, or a body that stopped coming); the connection is closed and nothing was done, so it is safe to send again. Headers that never completed are answered before the path is known, in the storefront's envelope.
     */
    408: UcpProtocolError | ErrorEnvelope;
    /**
     * `idempotency_conflict`: the Idempotency-Key was used for another request, or that request is still running (send it again shortly). `checkout_not_modifiable`: the checkout is `completed` or `canceled` and can no longer change. `conflict`: the checkout kept changing under the request (send it again).
     */
    409: UcpProtocolError;
    /**
     * `payload_too_large`: the body is larger than the service reads (1 MB by default).
     */
    413: UcpProtocolError;
    /**
     * `unsupported_media_type`: the body is not sent as `application/json`.
     */
    415: UcpProtocolError;
    /**
     * The agent's profile was fetched but cannot be used: `profile_malformed` (not JSON, or it breaks the profile schema), `version_unsupported` (its protocol version is neither the business's nor one it still serves).
     */
    422: UcpProtocolError;
    /**
     * `profile_unreachable`: the agent's profile could not be fetched (DNS, a timeout, a status other than 200, a redirect, too large). Failures are remembered for a short while before the next attempt.
     */
    424: UcpProtocolError;
    /**
     * `rate_limited`: too many requests; wait `Retry-After` seconds.
     */
    429: UcpProtocolError;
    /**
     * `bad_request`: the request's headers are larger than the server reads (16 KB in all); answered before the request is read.
     */
    431: UcpProtocolError;
    /**
     * `internal`: an unexpected failure, logged with the request id.
     */
    500: UcpProtocolError;
    /**
     * `service_unavailable`: the service cannot answer for the moment (the store fails over, a provider is down); `content` says whether sending the request again is safe.
     */
    503: UcpProtocolError;
};
export type CompleteUcpCheckoutError = CompleteUcpCheckoutErrors[keyof CompleteUcpCheckoutErrors];
export type CompleteUcpCheckoutResponses = {
    /**
     * The checkout after the attempt, or why there is none.
     */
    200: UcpCheckoutResult;
};
export type CompleteUcpCheckoutResponse = CompleteUcpCheckoutResponses[keyof CompleteUcpCheckoutResponses];
export type CancelUcpCheckoutData = {
    body?: never;
    headers?: {
        /**
         * The agent's own id of the request, for tracing (a UUID).
         */
        'Request-Id'?: string;
        /**
         * An RFC 9421 signature of the request (`sig1=:…:`), checked against the agent profile's keys when present.
         */
        Signature?: string;
        /**
         * The components and parameters of `Signature` (RFC 9421), with the `keyid` of the agent's key.
         */
        'Signature-Input'?: string;
        /**
         * Makes a retried write safe (a UUID is recommended). The first answer for a key is kept 24 hours and replayed, status and body alike, for a retry of the same request by the same agent (its profile URL); the same key with another request is 409 `idempotency_conflict`, as is a retry while the first is still running.
         */
        'Idempotency-Key'?: string;
    };
    path: {
        /**
         * `live` for real orders, `test` for the business's sandbox (test catalogue, sandbox payments, no real money). The URL carries the mode because an agent has no API key.
         */
        mode: 'live' | 'test';
        /**
         * The business (`biz_…`). An unknown business, one that does not sell to UCP agents, or not in this mode is 404.
         */
        business_id: string;
        /**
         * The checkout's id.
         */
        id: string;
    };
    query?: never;
    url: '/ucp/{mode}/{business_id}/checkout-sessions/{id}/cancel';
};
export type CancelUcpCheckoutErrors = {
    /**
     * The request itself is wrong. `invalid_profile_url`: the UCP-Agent header is missing, is not an RFC 8941 dictionary with a quoted `profile`, or its URL is not https (plain http is accepted for loopback hosts outside production). `validation_error`: a known field has the wrong type or breaks a limit; `content` names it (unknown fields are ignored, never refused). `bad_request`: the body is not JSON, or a path is not valid percent-encoding. `digest_mismatch` / `algorithm_unsupported`: a signed request whose Content-Digest does not match its body, or whose signature uses an algorithm other than ES256/ES384. `request_too_large`: a catalogue lookup of more ids than one request may name.
     */
    400: UcpProtocolError;
    /**
     * A signature check failed: `signature_missing` (the business's `require_signatures` is on and the request is unsigned), `signature_invalid` (it does not verify), `key_not_found` (its `keyid` is not among the agent profile's `signing_keys`).
     */
    401: UcpProtocolError;
    /**
     * The agent is not admitted: `profile_not_trusted` when the business sells only to agents whose profile host it allows. On the test helpers, `forbidden`: the `Simulation-Secret` is missing or wrong.
     */
    403: UcpProtocolError;
    /**
     * `not_found`: no such business, or it does not sell to UCP agents, or not in this mode (its UCP settings); also a path no operation has.
     */
    404: UcpProtocolError;
    /**
     * `bad_request`: the request did not arrive in time (its headers, or a body that stopped coming); the connection is closed and nothing was done, so it is safe to send again. Headers that never completed are answered before the path is known, in the storefront's envelope.
     */
    408: UcpProtocolError | ErrorEnvelope;
    /**
     * `idempotency_conflict`: the Idempotency-Key was used for another request, or that request is still running (send it again shortly). `checkout_not_modifiable`: the checkout is `completed` or `canceled` and can no longer change. `conflict`: the checkout kept changing under the request (send it again).
     */
    409: UcpProtocolError;
    /**
     * The agent's profile was fetched but cannot be used: `profile_malformed` (not JSON, or it breaks the profile schema), `version_unsupported` (its protocol version is neither the business's nor one it still serves).
     */
    422: UcpProtocolError;
    /**
     * `profile_unreachable`: the agent's profile could not be fetched (DNS, a timeout, a status other than 200, a redirect, too large). Failures are remembered for a short while before the next attempt.
     */
    424: UcpProtocolError;
    /**
     * `rate_limited`: too many requests; wait `Retry-After` seconds.
     */
    429: UcpProtocolError;
    /**
     * `bad_request`: the request's headers are larger than the server reads (16 KB in all); answered before the request is read.
     */
    431: UcpProtocolError;
    /**
     * `internal`: an unexpected failure, logged with the request id.
     */
    500: UcpProtocolError;
    /**
     * `service_unavailable`: the service cannot answer for the moment (the store fails over, a provider is down); `content` says whether sending the request again is safe.
     */
    503: UcpProtocolError;
};
export type CancelUcpCheckoutError = CancelUcpCheckoutErrors[keyof CancelUcpCheckoutErrors];
export type CancelUcpCheckoutResponses = {
    /**
     * The canceled checkout, or why there is none.
     */
    200: UcpCheckoutResult;
};
export type CancelUcpCheckoutResponse = CancelUcpCheckoutResponses[keyof CancelUcpCheckoutResponses];
export type GetUcpOrderData = {
    body?: never;
    headers?: {
        /**
         * The agent's own id of the request, for tracing (a UUID).
         */
        'Request-Id'?: string;
        /**
         * An RFC 9421 signature of the request (`sig1=:…:`), checked against the agent profile's keys when present.
         */
        Signature?: string;
        /**
         * The components and parameters of `Signature` (RFC 9421), with the `keyid` of the agent's key.
         */
        'Signature-Input'?: string;
    };
    path: {
        /**
         * `live` for real orders, `test` for the business's sandbox (test catalogue, sandbox payments, no real money). The URL carries the mode because an agent has no API key.
         */
        mode: 'live' | 'test';
        /**
         * The business (`biz_…`). An unknown business, one that does not sell to UCP agents, or not in this mode is 404.
         */
        business_id: string;
        /**
         * The order's id.
         */
        id: string;
    };
    query?: never;
    url: '/ucp/{mode}/{business_id}/orders/{id}';
};
export type GetUcpOrderErrors = {
    /**
     * The request itself is wrong. `invalid_profile_url`: the UCP-Agent header is missing, is not an RFC 8941 dictionary with a quoted `profile`, or its URL is not https (plain http is accepted for loopback hosts outside production). `validation_error`: a known field has the wrong type or breaks a limit; `content` names it (unknown fields are ignored, never refused). `bad_request`: the body is not JSON, or a path is not valid percent-encoding. `digest_mismatch` / `algorithm_unsupported`: a signed request whose Content-Digest does not match its body, or whose signature uses an algorithm other than ES256/ES384. `request_too_large`: a catalogue lookup of more ids than one request may name.
     */
    400: UcpProtocolError;
    /**
     * A signature check failed: `signature_missing` (the business's `require_signatures` is on and the request is unsigned), `signature_invalid` (it does not verify), `key_not_found` (its `keyid` is not among the agent profile's `signing_keys`).
     */
    401: UcpProtocolError;
    /**
     * The agent is not admitted: `profile_not_trusted` when the business sells only to agents whose profile host it allows. On the test helpers, `forbidden`: the `Simulation-Secret` is missing or wrong.
     */
    403: UcpProtocolError;
    /**
     * `not_found`: no such business, or it does not sell to UCP agents, or not in this mode (its UCP settings); also a path no operation has.
     */
    404: UcpProtocolError;
    /**
     * `bad_request`: the request did not arrive in time (its headers, or a body that stopped coming); the connection is closed and nothing was done, so it is safe to send again. Headers that never completed are answered before the path is known, in the storefront's envelope.
     */
    408: UcpProtocolError | ErrorEnvelope;
    /**
     * The agent's profile was fetched but cannot be used: `profile_malformed` (not JSON, or it breaks the profile schema), `version_unsupported` (its protocol version is neither the business's nor one it still serves).
     */
    422: UcpProtocolError;
    /**
     * `profile_unreachable`: the agent's profile could not be fetched (DNS, a timeout, a status other than 200, a redirect, too large). Failures are remembered for a short while before the next attempt.
     */
    424: UcpProtocolError;
    /**
     * `rate_limited`: too many requests; wait `Retry-After` seconds.
     */
    429: UcpProtocolError;
    /**
     * `bad_request`: the request's headers are larger than the server reads (16 KB in all); answered before the request is read.
     */
    431: UcpProtocolError;
    /**
     * `internal`: an unexpected failure, logged with the request id.
     */
    500: UcpProtocolError;
    /**
     * `service_unavailable`: the service cannot answer for the moment (the store fails over, a provider is down); `content` says whether sending the request again is safe.
     */
    503: UcpProtocolError;
};
export type GetUcpOrderError = GetUcpOrderErrors[keyof GetUcpOrderErrors];
export type GetUcpOrderResponses = {
    /**
     * The order, or why there is none.
     */
    200: UcpOrderResult;
};
export type GetUcpOrderResponse = GetUcpOrderResponses[keyof GetUcpOrderResponses];
export type UpdateUcpTestOrderData = {
    body: UcpOrderUpdateRequest;
    headers?: {
        /**
         * The agent's own id of the request, for tracing (a UUID).
         */
        'Request-Id'?: string;
        /**
         * The body's digest (RFC 9530, `sha-256=:…:`) over its raw bytes; a mismatch is 400 `digest_mismatch`.
         */
        'Content-Digest'?: string;
    };
    path: {
        /**
         * `live` for real orders, `test` for the business's sandbox (test catalogue, sandbox payments, no real money). The URL carries the mode because an agent has no API key.
         */
        mode: 'live' | 'test';
        /**
         * The business (`biz_…`). An unknown business, one that does not sell to UCP agents, or not in this mode is 404.
         */
        business_id: string;
        /**
         * The order's id.
         */
        id: string;
    };
    query?: never;
    url: '/ucp/{mode}/{business_id}/orders/{id}';
};
export type UpdateUcpTestOrderErrors = {
    /**
     * The request itself is wrong. `invalid_profile_url`: the UCP-Agent header is missing, is not an RFC 8941 dictionary with a quoted `profile`, or its URL is not https (plain http is accepted for loopback hosts outside production). `validation_error`: a known field has the wrong type or breaks a limit; `content` names it (unknown fields are ignored, never refused). `bad_request`: the body is not JSON, or a path is not valid percent-encoding. `digest_mismatch` / `algorithm_unsupported`: a signed request whose Content-Digest does not match its body, or whose signature uses an algorithm other than ES256/ES384. `request_too_large`: a catalogue lookup of more ids than one request may name.
     */
    400: UcpProtocolError;
    /**
     * A signature check failed: `signature_missing` (the business's `require_signatures` is on and the request is unsigned), `signature_invalid` (it does not verify), `key_not_found` (its `keyid` is not among the agent profile's `signing_keys`).
     */
    401: UcpProtocolError;
    /**
     * The agent is not admitted: `profile_not_trusted` when the business sells only to agents whose profile host it allows. On the test helpers, `forbidden`: the `Simulation-Secret` is missing or wrong.
     */
    403: UcpProtocolError;
    /**
     * `not_found`: no such business, or it does not sell to UCP agents, or not in this mode (its UCP settings); also a path no operation has.
     */
    404: UcpProtocolError;
    /**
     * `bad_request`: the request did not arrive in time (its headers, or a body that stopped coming); the connection is closed and nothing was done, so it is safe to send again. Headers that never completed are answered before the path is known, in the storefront's envelope.
     */
    408: UcpProtocolError | ErrorEnvelope;
    /**
     * `payload_too_large`: the body is larger than the service reads (1 MB by default).
     */
    413: UcpProtocolError;
    /**
     * `unsupported_media_type`: the body is not sent as `application/json`.
     */
    415: UcpProtocolError;
    /**
     * `invalid_order_update`: the events or adjustments given are not what an order can show (not a list, an entry without an `id` or `occurred_at`, an adjustment `status` other than `pending`, `completed` or `failed`); `content` names the first field at fault and nothing changes. Or the agent's profile was fetched but cannot be used (`profile_malformed`, `version_unsupported`).
     */
    422: UcpProtocolError;
    /**
     * `profile_unreachable`: the agent's profile could not be fetched (DNS, a timeout, a status other than 200, a redirect, too large). Failures are remembered for a short while before the next attempt.
     */
    424: UcpProtocolError;
    /**
     * `rate_limited`: too many requests; wait `Retry-After` seconds.
     */
    429: UcpProtocolError;
    /**
     * `bad_request`: the request's headers are larger than the server reads (16 KB in all); answered before the request is read.
     */
    431: UcpProtocolError;
    /**
     * `internal`: an unexpected failure, logged with the request id.
     */
    500: UcpProtocolError;
    /**
     * `service_unavailable`: the service cannot answer for the moment (the store fails over, a provider is down); `content` says whether sending the request again is safe.
     */
    503: UcpProtocolError;
};
export type UpdateUcpTestOrderError = UpdateUcpTestOrderErrors[keyof UpdateUcpTestOrderErrors];
export type UpdateUcpTestOrderResponses = {
    /**
     * The order after the change, or why there is none.
     */
    200: UcpOrderResult;
};
export type UpdateUcpTestOrderResponse = UpdateUcpTestOrderResponses[keyof UpdateUcpTestOrderResponses];
export type SearchUcpCatalogData = {
    body: UcpSearchRequest;
    headers?: {
        /**
         * The agent's own id of the request, for tracing (a UUID).
         */
        'Request-Id'?: string;
        /**
         * An RFC 9421 signature of the request (`sig1=:…:`), checked against the agent profile's keys when present.
         */
        Signature?: string;
        /**
         * The components and parameters of `Signature` (RFC 9421), with the `keyid` of the agent's key.
         */
        'Signature-Input'?: string;
        /**
         * The body's digest (RFC 9530, `sha-256=:…:`) over its raw bytes; a mismatch is 400 `digest_mismatch`.
         */
        'Content-Digest'?: string;
    };
    path: {
        /**
         * `live` for real orders, `test` for the business's sandbox (test catalogue, sandbox payments, no real money). The URL carries the mode because an agent has no API key.
         */
        mode: 'live' | 'test';
        /**
         * The business (`biz_…`). An unknown business, one that does not sell to UCP agents, or not in this mode is 404.
         */
        business_id: string;
    };
    query?: never;
    url: '/ucp/{mode}/{business_id}/catalog/search';
};
export type SearchUcpCatalogErrors = {
    /**
     * The request itself is wrong. `invalid_profile_url`: the UCP-Agent header is missing, is not an RFC 8941 dictionary with a quoted `profile`, or its URL is not https (plain http is accepted for loopback hosts outside production). `validation_error`: a known field has the wrong type or breaks a limit; `content` names it (unknown fields are ignored, never refused). `bad_request`: the body is not JSON, or a path is not valid percent-encoding. `digest_mismatch` / `algorithm_unsupported`: a signed request whose Content-Digest does not match its body, or whose signature uses an algorithm other than ES256/ES384. `request_too_large`: a catalogue lookup of more ids than one request may name.
     */
    400: UcpProtocolError;
    /**
     * A signature check failed: `signature_missing` (the business's `require_signatures` is on and the request is unsigned), `signature_invalid` (it does not verify), `key_not_found` (its `keyid` is not among the agent profile's `signing_keys`).
     */
    401: UcpProtocolError;
    /**
     * The agent is not admitted: `profile_not_trusted` when the business sells only to agents whose profile host it allows. On the test helpers, `forbidden`: the `Simulation-Secret` is missing or wrong.
     */
    403: UcpProtocolError;
    /**
     * `not_found`: no such business, or it does not sell to UCP agents, or not in this mode (its UCP settings); also a path no operation has.
     */
    404: UcpProtocolError;
    /**
     * `bad_request`: the request did not arrive in time (its headers, or a body that stopped coming); the connection is closed and nothing was done, so it is safe to send again. Headers that never completed are answered before the path is known, in the storefront's envelope.
     */
    408: UcpProtocolError | ErrorEnvelope;
    /**
     * `payload_too_large`: the body is larger than the service reads (1 MB by default).
     */
    413: UcpProtocolError;
    /**
     * `unsupported_media_type`: the body is not sent as `application/json`.
     */
    415: UcpProtocolError;
    /**
     * The agent's profile was fetched but cannot be used: `profile_malformed` (not JSON, or it breaks the profile schema), `version_unsupported` (its protocol version is neither the business's nor one it still serves).
     */
    422: UcpProtocolError;
    /**
     * `profile_unreachable`: the agent's profile could not be fetched (DNS, a timeout, a status other than 200, a redirect, too large). Failures are remembered for a short while before the next attempt.
     */
    424: UcpProtocolError;
    /**
     * `rate_limited`: too many requests; wait `Retry-After` seconds.
     */
    429: UcpProtocolError;
    /**
     * `bad_request`: the request's headers are larger than the server reads (16 KB in all); answered before the request is read.
     */
    431: UcpProtocolError;
    /**
     * `internal`: an unexpected failure, logged with the request id.
     */
    500: UcpProtocolError;
    /**
     * `service_unavailable`: the service cannot answer for the moment (the store fails over, a provider is down); `content` says whether sending the request again is safe.
     */
    503: UcpProtocolError;
};
export type SearchUcpCatalogError = SearchUcpCatalogErrors[keyof SearchUcpCatalogErrors];
export type SearchUcpCatalogResponses = {
    /**
     * A page of products, or why there is none.
     */
    200: UcpSearchResult;
};
export type SearchUcpCatalogResponse = SearchUcpCatalogResponses[keyof SearchUcpCatalogResponses];
export type LookupUcpCatalogData = {
    body: UcpLookupRequest;
    headers?: {
        /**
         * The agent's own id of the request, for tracing (a UUID).
         */
        'Request-Id'?: string;
        /**
         * An RFC 9421 signature of the request (`sig1=:…:`), checked against the agent profile's keys when present.
         */
        Signature?: string;
        /**
         * The components and parameters of `Signature` (RFC 9421), with the `keyid` of the agent's key.
         */
        'Signature-Input'?: string;
        /**
         * The body's digest (RFC 9530, `sha-256=:…:`) over its raw bytes; a mismatch is 400 `digest_mismatch`.
         */
        'Content-Digest'?: string;
    };
    path: {
        /**
         * `live` for real orders, `test` for the business's sandbox (test catalogue, sandbox payments, no real money). The URL carries the mode because an agent has no API key.
         */
        mode: 'live' | 'test';
        /**
         * The business (`biz_…`). An unknown business, one that does not sell to UCP agents, or not in this mode is 404.
         */
        business_id: string;
    };
    query?: never;
    url: '/ucp/{mode}/{business_id}/catalog/lookup';
};
export type LookupUcpCatalogErrors = {
    /**
     * The request itself is wrong. `invalid_profile_url`: the UCP-Agent header is missing, is not an RFC 8941 dictionary with a quoted `profile`, or its URL is not https (plain http is accepted for loopback hosts outside production). `validation_error`: a known field has the wrong type or breaks a limit; `content` names it (unknown fields are ignored, never refused). `bad_request`: the body is not JSON, or a path is not valid percent-encoding. `digest_mismatch` / `algorithm_unsupported`: a signed request whose Content-Digest does not match its body, or whose signature uses an algorithm other than ES256/ES384. `request_too_large`: a catalogue lookup of more ids than one request may name.
     */
    400: UcpProtocolError;
    /**
     * A signature check failed: `signature_missing` (the business's `require_signatures` is on and the request is unsigned), `signature_invalid` (it does not verify), `key_not_found` (its `keyid` is not among the agent profile's `signing_keys`).
     */
    401: UcpProtocolError;
    /**
     * The agent is not admitted: `profile_not_trusted` when the business sells only to agents whose profile host it allows. On the test helpers, `forbidden`: the `Simulation-Secret` is missing or wrong.
     */
    403: UcpProtocolError;
    /**
     * `not_found`: no such business, or it does not sell to UCP agents, or not in this mode (its UCP settings); also a path no operation has.
     */
    404: UcpProtocolError;
    /**
     * `bad_request`: the request did not arrive in time (its headers, or a body that stopped coming); the connection is closed and nothing was done, so it is safe to send again. Headers that never completed are answered before the path is known, in the storefront's envelope.
     */
    408: UcpProtocolError | ErrorEnvelope;
    /**
     * `payload_too_large`: the body is larger than the service reads (1 MB by default).
     */
    413: UcpProtocolError;
    /**
     * `unsupported_media_type`: the body is not sent as `application/json`.
     */
    415: UcpProtocolError;
    /**
     * The agent's profile was fetched but cannot be used: `profile_malformed` (not JSON, or it breaks the profile schema), `version_unsupported` (its protocol version is neither the business's nor one it still serves).
     */
    422: UcpProtocolError;
    /**
     * `profile_unreachable`: the agent's profile could not be fetched (DNS, a timeout, a status other than 200, a redirect, too large). Failures are remembered for a short while before the next attempt.
     */
    424: UcpProtocolError;
    /**
     * `rate_limited`: too many requests; wait `Retry-After` seconds.
     */
    429: UcpProtocolError;
    /**
     * `bad_request`: the request's headers are larger than the server reads (16 KB in all); answered before the request is read.
     */
    431: UcpProtocolError;
    /**
     * `internal`: an unexpected failure, logged with the request id.
     */
    500: UcpProtocolError;
    /**
     * `service_unavailable`: the service cannot answer for the moment (the store fails over, a provider is down); `content` says whether sending the request again is safe.
     */
    503: UcpProtocolError;
};
export type LookupUcpCatalogError = LookupUcpCatalogErrors[keyof LookupUcpCatalogErrors];
export type LookupUcpCatalogResponses = {
    /**
     * The products found, or why there are none.
     */
    200: UcpLookupResult;
};
export type LookupUcpCatalogResponse = LookupUcpCatalogResponses[keyof LookupUcpCatalogResponses];
export type GetUcpProductData = {
    body: UcpGetProductRequest;
    headers?: {
        /**
         * The agent's own id of the request, for tracing (a UUID).
         */
        'Request-Id'?: string;
        /**
         * An RFC 9421 signature of the request (`sig1=:…:`), checked against the agent profile's keys when present.
         */
        Signature?: string;
        /**
         * The components and parameters of `Signature` (RFC 9421), with the `keyid` of the agent's key.
         */
        'Signature-Input'?: string;
        /**
         * The body's digest (RFC 9530, `sha-256=:…:`) over its raw bytes; a mismatch is 400 `digest_mismatch`.
         */
        'Content-Digest'?: string;
    };
    path: {
        /**
         * `live` for real orders, `test` for the business's sandbox (test catalogue, sandbox payments, no real money). The URL carries the mode because an agent has no API key.
         */
        mode: 'live' | 'test';
        /**
         * The business (`biz_…`). An unknown business, one that does not sell to UCP agents, or not in this mode is 404.
         */
        business_id: string;
    };
    query?: never;
    url: '/ucp/{mode}/{business_id}/catalog/product';
};
export type GetUcpProductErrors = {
    /**
     * The request itself is wrong. `invalid_profile_url`: the UCP-Agent header is missing, is not an RFC 8941 dictionary with a quoted `profile`, or its URL is not https (plain http is accepted for loopback hosts outside production). `validation_error`: a known field has the wrong type or breaks a limit; `content` names it (unknown fields are ignored, never refused). `bad_request`: the body is not JSON, or a path is not valid percent-encoding. `digest_mismatch` / `algorithm_unsupported`: a signed request whose Content-Digest does not match its body, or whose signature uses an algorithm other than ES256/ES384. `request_too_large`: a catalogue lookup of more ids than one request may name.
     */
    400: UcpProtocolError;
    /**
     * A signature check failed: `signature_missing` (the business's `require_signatures` is on and the request is unsigned), `signature_invalid` (it does not verify), `key_not_found` (its `keyid` is not among the agent profile's `signing_keys`).
     */
    401: UcpProtocolError;
    /**
     * The agent is not admitted: `profile_not_trusted` when the business sells only to agents whose profile host it allows. On the test helpers, `forbidden`: the `Simulation-Secret` is missing or wrong.
     */
    403: UcpProtocolError;
    /**
     * `not_found`: no such business, or it does not sell to UCP agents, or not in this mode (its UCP settings); also a path no operation has.
     */
    404: UcpProtocolError;
    /**
     * `bad_request`: the request did not arrive in time (its headers, or a body that stopped coming); the connection is closed and nothing was done, so it is safe to send again. Headers that never completed are answered before the path is known, in the storefront's envelope.
     */
    408: UcpProtocolError | ErrorEnvelope;
    /**
     * `payload_too_large`: the body is larger than the service reads (1 MB by default).
     */
    413: UcpProtocolError;
    /**
     * `unsupported_media_type`: the body is not sent as `application/json`.
     */
    415: UcpProtocolError;
    /**
     * The agent's profile was fetched but cannot be used: `profile_malformed` (not JSON, or it breaks the profile schema), `version_unsupported` (its protocol version is neither the business's nor one it still serves).
     */
    422: UcpProtocolError;
    /**
     * `profile_unreachable`: the agent's profile could not be fetched (DNS, a timeout, a status other than 200, a redirect, too large). Failures are remembered for a short while before the next attempt.
     */
    424: UcpProtocolError;
    /**
     * `rate_limited`: too many requests; wait `Retry-After` seconds.
     */
    429: UcpProtocolError;
    /**
     * `bad_request`: the request's headers are larger than the server reads (16 KB in all); answered before the request is read.
     */
    431: UcpProtocolError;
    /**
     * `internal`: an unexpected failure, logged with the request id.
     */
    500: UcpProtocolError;
    /**
     * `service_unavailable`: the service cannot answer for the moment (the store fails over, a provider is down); `content` says whether sending the request again is safe.
     */
    503: UcpProtocolError;
};
export type GetUcpProductError = GetUcpProductErrors[keyof GetUcpProductErrors];
export type GetUcpProductResponses = {
    /**
     * The product, or why there is none.
     */
    200: UcpGetProductResult;
};
export type GetUcpProductResponse = GetUcpProductResponses[keyof GetUcpProductResponses];
export type SimulateUcpShippingData = {
    body?: never;
    headers?: {
        /**
         * The agent's own id of the request, for tracing (a UUID).
         */
        'Request-Id'?: string;
    };
    path: {
        /**
         * `live` for real orders, `test` for the business's sandbox (test catalogue, sandbox payments, no real money). The URL carries the mode because an agent has no API key.
         */
        mode: 'live' | 'test';
        /**
         * The business (`biz_…`). An unknown business, one that does not sell to UCP agents, or not in this mode is 404.
         */
        business_id: string;
        /**
         * The order's id.
         */
        id: string;
    };
    query?: never;
    url: '/ucp/{mode}/{business_id}/testing/simulate-shipping/{id}';
};
export type SimulateUcpShippingErrors = {
    /**
     * The request itself is wrong. `invalid_profile_url`: the UCP-Agent header is missing, is not an RFC 8941 dictionary with a quoted `profile`, or its URL is not https (plain http is accepted for loopback hosts outside production). `validation_error`: a known field has the wrong type or breaks a limit; `content` names it (unknown fields are ignored, never refused). `bad_request`: the body is not JSON, or a path is not valid percent-encoding. `digest_mismatch` / `algorithm_unsupported`: a signed request whose Content-Digest does not match its body, or whose signature uses an algorithm other than ES256/ES384. `request_too_large`: a catalogue lookup of more ids than one request may name.
     */
    400: UcpProtocolError;
    /**
     * A signature check failed: `signature_missing` (the business's `require_signatures` is on and the request is unsigned), `signature_invalid` (it does not verify), `key_not_found` (its `keyid` is not among the agent profile's `signing_keys`).
     */
    401: UcpProtocolError;
    /**
     * The agent is not admitted: `profile_not_trusted` when the business sells only to agents whose profile host it allows. On the test helpers, `forbidden`: the `Simulation-Secret` is missing or wrong.
     */
    403: UcpProtocolError;
    /**
     * `not_found`: no such business, or it does not sell to UCP agents, or not in this mode (its UCP settings); also a path no operation has.
     */
    404: UcpProtocolError;
    /**
     * `bad_request`: the request did not arrive in time (its headers, or a body that stopped coming); the connection is closed and nothing was done, so it is safe to send again. Headers that never completed are answered before the path is known, in the storefront's envelope.
     */
    408: UcpProtocolError | ErrorEnvelope;
    /**
     * `idempotency_conflict`: the Idempotency-Key was used for another request, or that request is still running (send it again shortly). `checkout_not_modifiable`: the checkout is `completed` or `canceled` and can no longer change. `conflict`: the checkout kept changing under the request (send it again).
     */
    409: UcpProtocolError;
    /**
     * `rate_limited`: too many requests; wait `Retry-After` seconds.
     */
    429: UcpProtocolError;
    /**
     * `bad_request`: the request's headers are larger than the server reads (16 KB in all); answered before the request is read.
     */
    431: UcpProtocolError;
    /**
     * `internal`: an unexpected failure, logged with the request id.
     */
    500: UcpProtocolError;
    /**
     * `service_unavailable`: the service cannot answer for the moment (the store fails over, a provider is down); `content` says whether sending the request again is safe.
     */
    503: UcpProtocolError;
};
export type SimulateUcpShippingError = SimulateUcpShippingErrors[keyof SimulateUcpShippingErrors];
export type SimulateUcpShippingResponses = {
    /**
     * Shipped.
     */
    200: UcpSimulateShippingResult;
};
export type SimulateUcpShippingResponse = SimulateUcpShippingResponses[keyof SimulateUcpShippingResponses];
export type DeliverUcpOrderEventWebhookPayload = UcpOrder | UcpLegacyOrderEvent;
export type DeliverUcpOrderEventWebhookRequest = {
    body: DeliverUcpOrderEventWebhookPayload;
    key: 'orderEvent';
    path?: never;
    query?: never;
};
