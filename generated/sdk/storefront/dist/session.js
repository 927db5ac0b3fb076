// Hand-written part of the storefront SDK package: `npm run generate` copies it from scripts/sdk-template/storefront/
// into generated/sdk/storefront/ and compiles it with the hey-api output. It only uses the generated client, so the
// package stays free of runtime dependencies.
//
// The storefront session (the cart, the support conversation, the activity state) is issued on the first response
// as the `sf_session` cookie and the `X-Session-Id` header. Browsers keep the cookie; other clients send the header
// back. `keepStorefrontSession` does that for a hey-api client, like a cookie jar, and `createStorefrontClient`
// builds a client that sends the key, keeps the session and sends the signed-in customer's bearer token.
import { createClient, createConfig } from './client/index.js';
const SESSION_HEADER = 'X-Session-Id';
/**
 * Makes a hey-api client keep the storefront session, like a cookie jar: each response's `X-Session-Id` is stored
 * and sent back on later requests (a request that sets the header itself keeps its own). While no session is
 * known, requests wait for the one in flight to answer, so parallel first calls share one session (one cart)
 * instead of each starting its own. It wraps the client's `fetch` (the last step, after every interceptor), so
 * interceptors stay free for the caller. Works on the package's default `client` and on any from `createClient`.
 */
export function keepStorefrontSession(client, session = { id: undefined, customerToken: undefined }) {
    const inner = client.getConfig().fetch;
    let pending;
    const sessionFetch = async (input, init) => {
        const request = input instanceof Request && init === undefined ? input : new Request(input, init);
        if (!request.headers.has(SESSION_HEADER)) {
            while (session.id === undefined && pending)
                await pending;
            if (session.id !== undefined)
                request.headers.set(SESSION_HEADER, session.id);
        }
        const answer = (inner ?? globalThis.fetch)(request).then((response) => {
            const id = response.headers.get(SESSION_HEADER);
            if (id)
                session.id = id;
            return response;
        });
        if (session.id === undefined) {
            // Settles either way (never rejects): a failed first call lets the next one try.
            const settled = answer.then(() => undefined, () => undefined).then(() => {
                if (pending === settled)
                    pending = undefined;
            });
            pending = settled;
        }
        return answer;
    };
    client.setConfig({ fetch: sessionFetch });
    return session;
}
/**
 * A storefront client: `X-API-Key` on every call, the storefront session kept across calls, and the customer's
 * bearer token once `client.session.customerToken` is set. Other `Config` options (`fetch`, `headers`,
 * `throwOnError`, …) pass through to hey-api's `createClient`.
 */
export function createStorefrontClient(options) {
    const { apiKey, sessionId, customerToken, ...config } = options;
    const session = { id: sessionId, customerToken };
    const client = createClient(createConfig({
        ...config,
        // hey-api offers each security scheme of the operation: the key goes in X-API-Key, the customer's token in
        // the bearer; a guest's bill token (query `token`) is the caller's to pass per call.
        auth: (scheme) => {
            if (scheme.in === 'query')
                return undefined;
            if (scheme.type === 'http' && scheme.scheme === 'bearer')
                return session.customerToken;
            return apiKey;
        },
    }));
    keepStorefrontSession(client, session);
    return Object.assign(client, { session });
}
