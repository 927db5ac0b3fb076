// UCP tag "Discovery": the business profile an agent reads before anything else (docs/ucp.md), per business and
// mode, at {api_url}/ucp/{mode}/{business_id}/.well-known/ucp (and, for live, at /.well-known/ucp on the business's
// own site: src/server.ts sends those requests here). Public; the same checks as negotiation decide whether the
// business is there at all: unknown, UCP turned off, or the mode off is 404.
import type { Services } from '../../services.js';
import { notFound } from '../../kernel/errors.js';
import { currentBusiness, type UcpSettings, ucpSettings } from '../../modules/business/index.js';
import type { UcpBusinessProfile } from '../../../generated/sdk/ucp/types.gen.js';
import {
  businessCapabilities,
  legacyProfile,
  publishedSigningKeys,
  LEGACY_SPEC_ROOT,
  UCP_CURRENT_VERSION,
  UCP_VERSIONS,
  type UcpVersion,
  ucpPaymentHandlers,
} from '../../modules/ucp/index.js';
import type { Handlers, UcpOps } from '../../operations/typing.js';

type Profile = UcpBusinessProfile;
type LegacyProfile = UcpOps['getUcpVersionProfile']['response'];
type Mode = 'live' | 'test';

/** Agents may keep the profile 5 minutes (UCP asks for `public` and at least 60 s, never `no-store`). */
const CACHE_CONTROL = 'public, max-age=300';

const SPEC_ROOT = 'https://ucp.dev';

/** Each capability's page and schema under ucp.dev (the page names use hyphens, the schema files underscores). */
const CAPABILITY_DOCS: Record<string, { page: string; schema: string }> = {
  'dev.ucp.shopping.checkout': { page: 'checkout', schema: 'checkout' },
  'dev.ucp.shopping.fulfillment': { page: 'fulfillment', schema: 'fulfillment' },
  'dev.ucp.shopping.discount': { page: 'discount', schema: 'discount' },
  'dev.ucp.shopping.buyer_consent': { page: 'buyer-consent', schema: 'buyer_consent' },
  'dev.ucp.shopping.order': { page: 'order', schema: 'order' },
  'dev.ucp.shopping.catalog.search': { page: 'catalog/search', schema: 'catalog_search' },
  'dev.ucp.shopping.catalog.lookup': { page: 'catalog/lookup', schema: 'catalog_lookup' },
};

export const handlers = {
  async getUcpProfile(ctx) {
    const { business_id, mode } = ctx.params;
    const settings = await openBusiness(ctx.services, business_id, mode);
    // A business pinned to an older release declares it: its profile is that release's (what agents of that
    // release, such as the 2026-01-11 conformance suite, read).
    if (settings.version_pin === '2026-01-11') return olderProfile(ctx.services, settings, business_id, mode);
    const base = `${apiBase(ctx.services)}/ucp/${mode}/${business_id}`;
    const keys = await publishedSigningKeys(ctx.services, business_id, mode === 'live');
    const data: Profile = {
      ucp: {
        version: UCP_CURRENT_VERSION,
        supported_versions: supportedVersions(base),
        services: services(base),
        capabilities: capabilities(UCP_CURRENT_VERSION),
        payment_handlers: ucpPaymentHandlers(ctx.services.config.apiUrl, settings, mode === 'live'),
      },
      signing_keys: keys,
    };
    return { data, headers: { 'cache-control': CACHE_CONTROL } };
  },

  async getUcpVersionProfile(ctx) {
    const { business_id, mode } = ctx.params;
    const settings = await openBusiness(ctx.services, business_id, mode);
    return olderProfile(ctx.services, settings, business_id, mode);
  },
} satisfies Handlers<'ucp'>;

/** The 2026-01-11 profile (the only older release served): the same business, laid out as that release reads it. */
async function olderProfile(services: Services, settings: UcpSettings, businessId: string, mode: Mode) {
  const data = legacyProfile({
    endpoint: `${apiBase(services)}/ucp/${mode}/${businessId}`,
    capabilities: capabilities('2026-01-11'),
    payment_handlers: ucpPaymentHandlers(services.config.apiUrl, settings, mode === 'live'),
    signing_keys: await publishedSigningKeys(services, businessId, mode === 'live'),
  });
  return { data: data as LegacyProfile, headers: { 'cache-control': CACHE_CONTROL } };
}

/** The business's UCP settings when it takes agents in `mode`; otherwise 404, as negotiation answers. */
async function openBusiness(services: Services, businessId: string, mode: Mode): Promise<UcpSettings> {
  const business = await currentBusiness(services.db, businessId);
  if (!business) throw notFound(`Business ${businessId} not found`);
  const settings = ucpSettings(business);
  if (!settings.enabled) throw notFound(`Business ${businessId} does not sell to UCP agents`);
  if (!settings.modes[mode]) throw notFound(`Business ${businessId} does not take UCP agents in ${mode} mode`);
  return settings;
}

const apiBase = (services: Services) => services.config.apiUrl.replace(/\/+$/, '');

/** The older releases this service also speaks, each with the URL of the profile written for it. */
function supportedVersions(base: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of UCP_VERSIONS) if (v !== UCP_CURRENT_VERSION) out[v] = `${base}/.well-known/ucp/${v}`;
  return out;
}

function services(base: string): Profile['ucp']['services'] {
  const spec = `${SPEC_ROOT}/${UCP_CURRENT_VERSION}/specification/overview`;
  const schema = (file: string) => `${SPEC_ROOT}/${UCP_CURRENT_VERSION}/services/shopping/${file}`;
  return {
    'dev.ucp.shopping': [
      { version: UCP_CURRENT_VERSION, transport: 'rest', endpoint: base, spec, schema: schema('rest.openapi.json') },
      {
        version: UCP_CURRENT_VERSION,
        transport: 'mcp',
        endpoint: `${base}/mcp`,
        spec,
        schema: schema('mcp.openrpc.json'),
      },
    ],
  };
}

/**
 * What negotiation intersects with (the ucp area's list), with the page and schema that define each: under the
 * release's dated path, except 2026-01-11's, which were published without one.
 */
function capabilities(version: UcpVersion): NonNullable<Profile['ucp']['capabilities']> {
  const out: NonNullable<Profile['ucp']['capabilities']> = {};
  const root = version === '2026-01-11' ? LEGACY_SPEC_ROOT : `${SPEC_ROOT}/${version}`;
  for (const [name, decls] of Object.entries(businessCapabilities(version))) {
    const docs = CAPABILITY_DOCS[name];
    out[name] = decls.map((d) => ({
      version: d.version,
      ...(docs && {
        spec: `${root}/specification/${docs.page}`,
        schema: `${root}/schemas/shopping/${docs.schema}.json`,
      }),
      ...(d.extends !== undefined && { extends: typeof d.extends === 'string' ? d.extends : [...d.extends] }),
    }));
  }
  return out;
}
