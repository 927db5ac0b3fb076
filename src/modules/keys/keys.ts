// Business keys (`dk_live_`) managed through the platform API — issued with scopes their creator holds, listed
// without secrets, revoked — and the working context a key carries: its business and the project attached to it
// over REST (the agent endpoint keeps its attachment per MCP session and passes it to workingContext itself).
import type { Caller } from '../../kernel/caller.js';
import { AppError, conflict, notFound, unauthorized, validationError } from '../../kernel/errors.js';
import type { Services } from '../../kernel/services.js';
import type { TenantContext } from '../../store/index.js';
import { serialized } from '../../store/transaction.js';
import { forgetRevokedKey, issueApiKey } from '../business/keys.js';
import type { ApiKeyDoc, BusinessDoc } from '../business/model.js';
import { businesses } from '../business/store.js';
import type { ProjectView } from '../projects/present.js';
import { loadProject, projectView, viewsOf } from '../projects/projects.js';
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
}

/** Issues a live business key for `businessId`; the secret is in the answer only (the store keeps its hash). */
export async function createBusinessKey(
  services: Services,
  businessId: string,
  creatorScopes: readonly string[],
  input: NewBusinessKey,
): Promise<{ key: string; doc: ApiKeyDoc }> {
  const missing = missingGrant(creatorScopes, input.scopes);
  if (missing) throw new AppError('SCOPE_DENIED', `This key lacks the scope ${missing}, so it cannot grant it`, { details: { required_scope: missing } });
  const now = services.clock.now();
  const expiresAt = input.expires_at === undefined ? undefined : new Date(input.expires_at);
  const problem = expiryProblem(expiresAt, now);
  if (problem) throw validationError(problem);
  return serialized(services, `api-keys:${businessId}`, async (session) => {
    const held = await countHeldKeys(services.db, businessId, session);
    if (held >= MAX_BUSINESS_KEYS) throw conflict(`A business holds at most ${MAX_BUSINESS_KEYS} unrevoked keys; this one has ${held}: revoke some first`);
    return issueApiKey(services.db, {
      kind: 'business',
      livemode: true,
      business_id: businessId,
      scopes: input.scopes,
      name: input.name,
      expires_at: expiresAt ?? null,
      now,
      session,
    });
  });
}

export const listBusinessKeys = (services: Pick<Services, 'db'>, businessId: string) => listHeldKeys(services.db, businessId);

/** Revokes the key if it is one of the business's; refused from now on in this process, elsewhere within KEY_CACHE_MS. */
export async function revokeBusinessKey(services: Pick<Services, 'db' | 'clock'>, businessId: string, keyId: string): Promise<void> {
  await markRevoked(services.db, businessId, keyId, services.clock.now());
  // Also when nothing changed here: the key may have been revoked by another process a moment ago.
  forgetRevokedKey(keyId);
}

export interface WorkingContext {
  business: BusinessDoc;
  project: ProjectView | null;
}

/** The business and the attached project; an attachment whose project is gone reads as none. */
export async function workingContext(services: Pick<Services, 'db'>, tenant: TenantContext, attached: string | null): Promise<WorkingContext> {
  const [business, project] = await Promise.all([
    businesses(services.db).findOne({ _id: tenant.business_id }),
    attached === null ? null : projectView(services, tenant, attached).catch((err) => (err instanceof AppError && err.code === 'NOT_FOUND' ? null : Promise.reject(err))),
  ]);
  if (!business) throw notFound(`Business ${tenant.business_id} not found`);
  return { business, project };
}

/** The context of a key over REST: the attachment stored on the key. */
export async function keyContext(services: Pick<Services, 'db'>, tenant: TenantContext, keyId: string): Promise<WorkingContext> {
  return workingContext(services, tenant, await attachedProjectId(services.db, keyId));
}

/** Attaches a project of the tenant to the key (404 for an unknown one, or one of another business). */
export async function attachToKey(services: Pick<Services, 'db'>, tenant: TenantContext, keyId: string, projectId: string): Promise<WorkingContext> {
  const project = await loadProject(services, tenant, projectId);
  await setAttachedProject(services.db, keyId, project._id);
  const [business, [view]] = await Promise.all([businesses(services.db).findOne({ _id: tenant.business_id }), viewsOf(services, tenant, [project])]);
  if (!business) throw notFound(`Business ${tenant.business_id} not found`);
  return { business, project: view };
}
