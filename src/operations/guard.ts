// The guard every operation passes before its input is validated, driven by the operation's own security
// requirements in the contract:
//   1. the key's kind fits the operation (publishable, secret, business key);
//   2. the business it acts for is one the key serves (X-Business-Id, or the platform path's business_id);
//   3. a business key holds the scope the operation needs;
//   4. the customer's bearer session, resolved for the tenant (storefront) or the account (Link) when the
//      operation takes one: required, or optional — and then a token that is sent must still be valid, so a
//      signed-in shopper whose session lapsed gets 401 (and refreshes) instead of silently checking out as a guest.
//      Operations that do not take a session (sign-in, public pages) ignore the header without looking it up;
//   5. on the UCP surface, an operation under the UcpAgent scheme negotiates with the agent its UCP-Agent header
//      names (src/modules/ucp/negotiation.ts): the caller becomes that agent, in the business and mode of the URL,
//      or the negotiation's refusal is thrown.
// Synchronous unless the customer's session has to be looked up, so a cached key on a public or key-only call
// costs no promise at all.
import type {
  AgentCaller,
  ApiKeyKind,
  Caller,
  Credentials,
  CustomerSession,
  KeyPrincipal,
  UcpHttpRequest,
} from '../kernel/caller.js';
import { AppError, forbidden, unauthorized } from '../kernel/errors.js';
import { parseKey } from '../kernel/secrets.js';
import type { TenantContext } from '../store/index.js';
import type { OperationDef } from './contract.js';

/** Scheme names of the contract's securitySchemes and the key kind each admits. */
const KEY_SCHEMES: Record<string, ApiKeyKind> = {
  PublishableKey: 'publishable',
  SecretKey: 'secret',
  SecretKeyBearer: 'secret',
  BusinessKey: 'business',
};

/** Resolves a bearer session token to a customer (storefront, for the tenant) or account (Link). */
export type CustomerResolver = (
  surface: OperationDef['surface'],
  token: string,
  tenant: TenantContext | undefined,
) => Promise<CustomerSession | null>;

/** The UCP surface's scheme: the agent names its profile in the UCP-Agent header. */
const AGENT_SCHEME = 'UcpAgent';

/** What negotiation is told of a UCP request (the ucp area's AgentRequest). */
export interface AgentRequest {
  business_id: string;
  mode: string;
  header?: string;
  profile?: string;
  /** The HTTP request, for its RFC 9421 signature (REST only). */
  request?: UcpHttpRequest;
  template: string;
  capability?: string;
}

/** Negotiates with the agent of a UCP request (wired at composition to the ucp area's negotiateAgent). */
export type AgentNegotiator = (req: AgentRequest) => Promise<AgentCaller>;

interface Needs {
  kinds: Set<ApiKeyKind>;
  isPublic: boolean;
  keyRequired: boolean;
  customerRequired: boolean;
  /** The operation takes a customer session (required or optional). */
  customerAccepted: boolean;
  /** An unusable token is a guest (the sign-in status) rather than 401. */
  invalidIsGuest: boolean;
  /** A UCP operation: the caller is the agent negotiation establishes. */
  agent: boolean;
}

const needsByDef = new WeakMap<OperationDef, Needs>();

/** What the operation's security requirements ask for (worked out once per operation). */
function requirements(def: OperationDef): Needs {
  let needs = needsByDef.get(def);
  if (!needs) {
    const reqs = def.security;
    const schemes = new Set(reqs.flatMap((r) => Object.keys(r)));
    const isPublic = reqs.length === 0 || reqs.some((r) => Object.keys(r).length === 0);
    needs = {
      kinds: new Set([...schemes].filter((s) => s in KEY_SCHEMES).map((s) => KEY_SCHEMES[s])),
      isPublic,
      keyRequired: !isPublic && reqs.every((r) => Object.keys(r).some((s) => s in KEY_SCHEMES)),
      customerRequired: !isPublic && reqs.every((r) => 'CustomerSession' in r),
      customerAccepted: reqs.some((r) => 'CustomerSession' in r),
      invalidIsGuest: def.invalidSession === 'guest',
      agent: schemes.has(AGENT_SCHEME),
    };
    needsByDef.set(def, needs);
  }
  return needs;
}

/**
 * Admits a caller with a resolved key (or null for an unknown one, undefined for none) to the operation, or
 * throws the refusal. Returns a promise only when a customer session has to be resolved.
 */
export function admit(
  def: OperationDef,
  creds: Credentials,
  key: KeyPrincipal | null | undefined,
  params: Record<string, unknown>,
  resolveCustomer: CustomerResolver,
  negotiate?: AgentNegotiator,
): Caller | Promise<Caller> {
  const needs = requirements(def);
  if (needs.agent) return admitAgent(def, creds, params, negotiate);
  const caller: Caller = {};
  if (creds.ip !== undefined) caller.ip = creds.ip;
  if (creds.userAgent !== undefined) caller.userAgent = creds.userAgent;
  const presented = creds.apiKey !== undefined || key != null;

  if (presented && !key) {
    if (needs.keyRequired)
      throw unauthorized(creds.apiKey && parseKey(creds.apiKey) ? 'Invalid or revoked API key' : 'Malformed API key');
    caller.unresolvedKey = true;
  }
  if (!presented && needs.keyRequired) {
    throw unauthorized(
      def.surface === 'platform'
        ? 'Missing bearer key: send Authorization: Bearer <key>'
        : 'Missing API key: send X-API-Key',
    );
  }
  if (key) {
    if (needs.kinds.size > 0 && !needs.kinds.has(key.kind)) {
      if (needs.keyRequired || key.kind === 'business') throw forbidden(wrongKindMessage(key.kind, needs.kinds));
    } else {
      caller.key = { id: key._id, kind: key.kind, scopes: key.scopes, livemode: key.livemode };
      // A business key's tenant is live in both modes (see Caller.tenant); its mode is caller.key.livemode.
      caller.tenant = {
        business_id: tenantBusiness(def, creds, key, params),
        livemode: key.kind === 'business' || key.livemode,
      };
      const scope = def.requiredScope;
      if (scope && key.kind === 'business' && !key.scopes.includes(scope)) {
        throw new AppError('SCOPE_DENIED', `This key lacks the scope ${scope}`, { details: { required_scope: scope } });
      }
    }
  }
  if (creds.storefrontSession !== undefined && def.surface === 'storefront') caller.sessionId = creds.storefrontSession;

  if (creds.customer) {
    caller.customer = creds.customer;
    return caller;
  }
  // The customer's bearer session (storefront and Link; on the platform the bearer is the key).
  const token = creds.sessionToken;
  if (def.surface !== 'platform' && token && needs.customerAccepted) {
    // A key in the bearer position is not a session (on the storefront a secret key may travel there).
    if (parseKey(token)) return finish(needs, caller, undefined);
    return resolveCustomer(def.surface, token, caller.tenant).then((session) => {
      if (session) caller.customer = session;
      else if (!needs.invalidIsGuest) throw invalidSession();
      return finish(needs, caller, token);
    });
  }
  return finish(needs, caller, undefined);
}

/** A UCP agent's call: no key, no session; the agent and its tenant from negotiation. */
async function admitAgent(
  def: OperationDef,
  creds: Credentials,
  params: Record<string, unknown>,
  negotiate: AgentNegotiator | undefined,
): Promise<Caller> {
  if (!negotiate) throw new AppError('INTERNAL', `No UCP negotiation is wired for ${def.operationId}`);
  const declared = def.operation['x-ucp-capability'];
  const agent = await negotiate({
    business_id: typeof params.business_id === 'string' ? params.business_id : '',
    mode: typeof params.mode === 'string' ? params.mode : '',
    header: creds.ucpAgent,
    profile: creds.ucpProfile,
    request: creds.ucpRequest,
    template: def.template,
    capability: typeof declared === 'string' ? declared : undefined,
  });
  const caller: Caller = { agent, tenant: { business_id: agent.business_id, livemode: agent.livemode } };
  if (creds.ip !== undefined) caller.ip = creds.ip;
  if (creds.userAgent !== undefined) caller.userAgent = creds.userAgent;
  return caller;
}

function finish(needs: Needs, caller: Caller, token: string | undefined): Caller {
  if (needs.customerRequired && !caller.customer) {
    throw token
      ? invalidSession()
      : unauthorized('This operation needs a signed-in customer: send Authorization: Bearer <session_token>');
  }
  return caller;
}

function invalidSession(): AppError {
  return unauthorized(
    'Invalid or expired session token: refresh the session, or send no Authorization header to continue as a guest',
  );
}

function wrongKindMessage(kind: ApiKeyKind, accepted: Set<ApiKeyKind>): string {
  if (kind === 'publishable' && accepted.has('secret'))
    return 'This operation needs a secret key (sk_…); publishable keys may not call it';
  if (kind === 'business') return 'Business keys (dk_live_…, dk_test_…) are for the platform API';
  return `This operation does not accept ${kind} keys`;
}

/** The business a key acts for: X-Business-Id or the platform path's business_id must be one the key serves. */
function tenantBusiness(
  def: OperationDef,
  creds: Credentials,
  key: KeyPrincipal,
  params: Record<string, unknown>,
): string {
  const fromPath = def.surface === 'platform' ? (params.business_id as string | undefined) : undefined;
  const wanted = fromPath ?? creds.businessId;
  if (!wanted) return key.business_id;
  if (!key.business_ids.includes(wanted)) {
    throw new AppError('CROSS_BUSINESS_DENIED', `This key does not act for business ${wanted}`, {
      details: { key_business_id: key.business_id },
    });
  }
  return wanted;
}
