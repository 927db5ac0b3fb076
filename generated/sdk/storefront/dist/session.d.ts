import { type Client, type Config } from './client/index.js';
import type { ClientOptions } from './types.gen.js';
/** What a client keeps between calls. Read it, or set it to resume a session or sign a customer in or out. */
export interface StorefrontSession {
    /** The storefront session id: sent as `X-Session-Id`, taken from the first response that carries one. */
    id: string | undefined;
    /** The signed-in customer's `session_token` (from `verifyOtp`), sent as `Authorization: Bearer` where accepted. */
    customerToken: string | undefined;
}
/**
 * Makes a hey-api client keep the storefront session, like a cookie jar: each response's `X-Session-Id` is stored
 * and sent back on later requests (a request that sets the header itself keeps its own). While no session is
 * known, requests wait for the one in flight to answer, so parallel first calls share one session (one cart)
 * instead of each starting its own. It wraps the client's `fetch` (the last step, after every interceptor), so
 * interceptors stay free for the caller. Works on the package's default `client` and on any from `createClient`.
 */
export declare function keepStorefrontSession(client: Client, session?: StorefrontSession): StorefrontSession;
export interface StorefrontClientOptions extends Omit<Config, 'auth' | 'baseUrl'> {
    /** The API origin, e.g. `https://api.example.com` (`http://127.0.0.1:8080` for `npm start`). */
    baseUrl: ClientOptions['baseUrl'];
    /** Publishable key (`pk_test_…`, `pk_live_…`) or, on servers only, a secret key (`sk_…`): sent as `X-API-Key`. */
    apiKey: string;
    /** Resume a session kept from an earlier run (its `session.id`). */
    sessionId?: string;
    /** A signed-in customer's `session_token`. */
    customerToken?: string;
}
/** A standard hey-api client (pass it as `client` to any operation) with the session it keeps. */
export type StorefrontClient = Client & {
    readonly session: StorefrontSession;
};
/**
 * A storefront client: `X-API-Key` on every call, the storefront session kept across calls, and the customer's
 * bearer token once `client.session.customerToken` is set. Other `Config` options (`fetch`, `headers`,
 * `throwOnError`, …) pass through to hey-api's `createClient`.
 */
export declare function createStorefrontClient(options: StorefrontClientOptions): StorefrontClient;
