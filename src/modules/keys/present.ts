// Business keys and the working context as the contract shows them (PlatformApiKey, PlatformApiKeyCreated,
// PlatformWhoami, PlatformContext).
import type { Config } from '../../kernel/config.js';
import { ALL_SCOPES, type OwnerAccountDoc, type Scope } from '../business/index.js';
import { type ApiKeyDoc } from './model.js';
import { presentProject } from '../projects/index.js';
import type { WorkingContext } from './keys.js';

const KNOWN = new Set<string>(ALL_SCOPES);
/** A scope dropped from the list since a key was issued grants nothing and is not in the contract's enum. */
const knownScopes = (scopes: readonly string[]) => scopes.filter((s): s is Scope => KNOWN.has(s));

export function presentApiKey(k: ApiKeyDoc) {
  return {
    id: k._id,
    name: k.name,
    prefix: k.prefix,
    mode: modeOf(k.livemode),
    scopes: knownScopes(k.scopes),
    created_at: k.created_at.toISOString(),
    expires_at: k.expires_at ? k.expires_at.toISOString() : null,
    last_used_at: k.last_used_at ? k.last_used_at.toISOString() : null,
  };
}

export function presentCreatedKey(k: ApiKeyDoc, secret: string) {
  return { ...presentApiKey(k), last_used_at: null, secret };
}

const modeOf = (livemode: boolean) => (livemode ? 'live' : 'test') as 'live' | 'test';

/** The owning account, or null for a key and business made before owners were kept. */
const presentAccount = (a: OwnerAccountDoc | null) => (a ? { id: a._id, name: a.name, email: a.email } : null);

export function presentWhoami(
  who: { key: { id: string; scopes: readonly string[]; livemode: boolean }; account: OwnerAccountDoc | null },
  businessId: string,
) {
  return {
    key_id: who.key.id,
    business_id: businessId,
    mode: modeOf(who.key.livemode),
    scopes: knownScopes(who.key.scopes),
    account: presentAccount(who.account),
  };
}

export function presentContext(c: WorkingContext, sites: Config['sites']) {
  return {
    account: presentAccount(c.account),
    business: { id: c.business._id, name: c.business.name },
    project: c.project ? presentProject(c.project, sites) : null,
  };
}
