// Business keys (`dk_live_`, `dk_test_`) managed through the platform API — issued with scopes their creator holds,
// in its mode or (from a live key) the other, owned by its creator's account; listed without secrets; revoked — and
// the working context a key carries: the account that owns it, its business and the project attached to it over
// REST (the agent endpoint keeps its attachment per MCP session and passes it to workingContext itself). A test
// key sees and revokes test keys only: the live ones are not its business.
import type { Caller } from '../../kernel/caller.js';
import { AppError, conflict, forbidden, notFound, unauthorized, validationError } from '../../kernel/errors.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { serialized } from '../../store/transaction.js';
import { forgetRevokedKey, issueApiKey } from './api-keys.js';
import type { ApiKeyDoc } from './model.js';
import type { BusinessDoc, OwnerAccountDoc } from '../business/index.js';
import { keyOwner, keyOwnerId } from './owners.js';
import { businesses } from '../business/index.js';
import type { ProjectView } from '../projects/index.js';
import { loadProject, projectView, viewsOf } from '../projects/index.js';
import { expiryProblem, MAX_BUSINESS_KEYS, missingGrant } from './rules/grant.js';
import { attachedProjectId, countHeldKeys, listHeldKeys, markRevoked, setAttachedProject } from './store.js';

/** The key that authenticated a platform call (the guard admits none without one). */
export function callingKey(caller: Caller): NonNullable<Caller['key']> {
  if (!caller.key) throw unauthorized('Missing bearer key: send Authorization: Bearer <key>');
  return caller.key;
}

export interface NewBusinessKey {
  name: string;
  scopes: string[];
  expires_at?: string;
  /** Default: the creating key's mode. */
  mode?: 'live' | 'test';
}

type CallingKey = NonNullable<Caller['key']>;

/**
 * Issues a business key for `businessId`, owned by the creating key's account; the secret is in the answer only
 * (the store keeps its hash).
 */
export async function createBusinessKey(
  services: Services,
  businessId: string,
  creator: CallingKey,
  input: NewBusinessKey,
): Promise<{ key: string; doc: ApiKeyDoc }> {
  const missing = missingGrant(creator.scopes, input.scopes);
  if (missing)
    throw new AppError('SCOPE_DENIED', `This key lacks the scope ${missing}, so it cannot grant it`, {
      details: { required_scope: missing },
    });
  const livemode = input.mode === undefined ? creator.livemode : input.mode === 'live';
  if (livemode && !creator.livemode)
    throw forbidden(
      'mode: a test-mode key (dk_test_…) issues test-mode keys only; use a dk_live_ key to issue a live one',
    );
  const now = services.clock.now();
  const expiresAt = input.expires_at === undefined ? undefined : new Date(input.expires_at);
  const problem = expiryProblem(expiresAt, now);
  if (problem) throw validationError(problem);
  const owner = await keyOwnerId(services.db, creator.id);
  return serialized(services, `api-keys:${businessId}`, async (session) => {
    const held = await countHeldKeys(services.db, businessId, session);
    if (held >= MAX_BUSINESS_KEYS)
      throw conflict(
        `A business holds at most ${MAX_BUSINESS_KEYS} unrevoked keys; this one has ${held}: revoke some first`,
      );
    return issueApiKey(services.db, {
      kind: 'business',
      livemode,
      business_id: businessId,
      scopes: input.scopes,
      name: input.name,
      expires_at: expiresAt ?? null,
      owner_account_id: owner,
      now,
      session,
    });
  });
}

/** The keys of either mode that the calling key may see: a test key, the test ones only. */
const visibleTo = (caller: CallingKey) => (caller.livemode ? undefined : false);

export const listBusinessKeys = (services: Pick<Services, 'db'>, businessId: string, caller: CallingKey) =>
  listHeldKeys(services.db, businessId, visibleTo(caller));

/**
 * Revokes the key if it is one of the business's that the caller may see; refused from now on in this process,
 * elsewhere within KEY_CACHE_MS.
 */
export async function revokeBusinessKey(
  services: Pick<Services, 'db' | 'clock'>,
  businessId: string,
  keyId: string,
  caller: CallingKey,
): Promise<void> {
  await markRevoked(services.db, businessId, keyId, services.clock.now(), visibleTo(caller));
  // Also when nothing changed here: the key may have been revoked by another process a moment ago.
  forgetRevokedKey(keyId);
}

export interface WorkingContext {
  /** The account that owns the calling key; null for a key and business made before owners were kept. */
  account: OwnerAccountDoc | null;
  business: BusinessDoc;
  project: ProjectView | null;
}

/** Who the calling key is: the key, and the account that owns it (null when none: see src/modules/business/owners.ts). */
export async function whoIs(
  services: Pick<Services, 'db'>,
  key: CallingKey,
): Promise<{ key: CallingKey; account: OwnerAccountDoc | null }> {
  return { key, account: await keyOwner(services.db, key.id) };
}

/** The key's account, the business and the attached project; an attachment whose project is gone reads as none. */
export async function workingContext(
  services: Pick<Services, 'db'>,
  tenant: TenantContext,
  keyId: string,
  attached: string | null,
): Promise<WorkingContext> {
  const [account, business, project] = await Promise.all([
    keyOwner(services.db, keyId),
    businesses(services.db).findOne({ _id: tenant.business_id }),
    attached === null
      ? null
      : projectView(services, tenant, attached).catch((err) =>
          err instanceof AppError && err.code === 'NOT_FOUND' ? null : Promise.reject(err),
        ),
  ]);
  if (!business) throw notFound(`Business ${tenant.business_id} not found`);
  return { account, business, project };
}

/** The context of a key over REST: the attachment stored on the key. */
export async function keyContext(
  services: Pick<Services, 'db'>,
  tenant: TenantContext,
  keyId: string,
): Promise<WorkingContext> {
  return workingContext(services, tenant, keyId, await attachedProjectId(services.db, keyId));
}

/** Attaches a project of the tenant to the key (404 for an unknown one, or one of another business). */
export async function attachToKey(
  services: Pick<Services, 'db'>,
  tenant: TenantContext,
  keyId: string,
  projectId: string,
): Promise<WorkingContext> {
  const project = await loadProject(services, tenant, projectId);
  await setAttachedProject(services.db, keyId, project._id);
  const [account, business, [view]] = await Promise.all([
    keyOwner(services.db, keyId),
    businesses(services.db).findOne({ _id: tenant.business_id }),
    viewsOf(services, tenant, [project]),
  ]);
  if (!business) throw notFound(`Business ${tenant.business_id} not found`);
  return { account, business, project: view };
}
