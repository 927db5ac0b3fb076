// Environment variables of a project, per scope: set, remove, list (masked unless revealed, never the sensitive
// ones) and, for the deployment pipeline only, the decrypted set of one scope (envForBuild). Values are sealed with
// the server's key (key.ts, seal.ts) before any write, so the database, its journal and its snapshots hold only
// ciphertext. A value that does not open under the configured key fails its read with a message saying why,
// rather than answering bytes decrypted with the wrong key.
//
// A project holds at most MAX_VARS_PER_SCOPE names per scope. Writes of one project run one after another
// (serialized on the project's counter), so the count a set checks is still true when it writes.
import { AppError, conflict, validationError } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { serialized } from '../../store/transaction.js';
import { loadProject } from '../projects/index.js';
import { encryptionKey } from './key.js';
import {
  ENV_SCOPES,
  MAX_VARS_PER_SCOPE,
  RESERVED_PREFIX,
  type EnvScope,
  type EnvValue,
  type EnvVarDoc,
} from './model.js';
import { presentEnvVar } from './present.js';
import { EnvSealError, open, seal } from './seal.js';
import { envVars } from './store.js';

type EnvServices = Pick<Services, 'db' | 'store' | 'config' | 'clock'>;

/** What a sealed value is bound to: the same bytes under another row do not open. */
const sealContext = (tenant: TenantContext, projectId: string, scope: EnvScope, name: string) =>
  `${tenant.business_id}/${tenant.livemode ? 'live' : 'test'}/${projectId}/${scope}/${name}`;

const scopesOf = (scope: EnvScope | undefined): readonly EnvScope[] => (scope ? [scope] : ENV_SCOPES);

function openValue(key: Buffer, tenant: TenantContext, doc: EnvVarDoc, scope: EnvScope, v: EnvValue): string {
  try {
    return open(key, v.sealed, sealContext(tenant, doc.project_id, scope, doc.name));
  } catch (err) {
    if (!(err instanceof EnvSealError)) throw err;
    const message = `Environment variable ${doc.name} (${scope}) of project ${doc.project_id} cannot be decrypted: ${err.message}`;
    throw new AppError(
      'INTERNAL',
      err.reason === 'other-key'
        ? `${message}; configure the ENV_ENCRYPTION_KEY it was set under, or set the variable again`
        : message,
    );
  }
}

export async function listEnvVars(
  services: EnvServices,
  tenant: TenantContext,
  projectId: string,
  opts: { scope?: EnvScope; reveal: boolean },
) {
  await loadProject(services, tenant, projectId);
  const filter = opts.scope
    ? { project_id: projectId, [`scopes.${opts.scope}`]: { $exists: true } }
    : { project_id: projectId };
  const rows = await envVars(services.db, tenant)
    .find(filter, { sort: { name: 1 } })
    .toArray();
  // Masked lists need no key: they answer even when the configured key cannot open the values.
  const key = opts.reveal ? await encryptionKey(services.config) : null;
  const out: ReturnType<typeof presentEnvVar>[] = [];
  for (const doc of rows) {
    for (const scope of scopesOf(opts.scope)) {
      const v = doc.scopes[scope];
      if (!v) continue;
      const revealed = key && !v.sensitive ? openValue(key, tenant, doc, scope, v) : null;
      out.push(presentEnvVar(doc.name, scope, v, revealed));
    }
  }
  return out;
}

export async function setEnvVar(
  services: EnvServices,
  tenant: TenantContext,
  projectId: string,
  name: string,
  input: { value: string; scope?: EnvScope; sensitive?: boolean },
) {
  if (name.startsWith(RESERVED_PREFIX))
    throw validationError(`env_key: names starting with ${RESERVED_PREFIX} are reserved for the platform`);
  await loadProject(services, tenant, projectId);
  const key = await encryptionKey(services.config);
  const scopes = scopesOf(input.scope);
  const now = services.clock.now();
  const written = await serialized(services, `env:${tenant.business_id}:${projectId}`, async (session) => {
    const coll = envVars(services.db, tenant);
    const current = await coll.findOne({ project_id: projectId, name }, { session });
    const set: Record<string, EnvValue> = {};
    for (const scope of scopes) {
      const before = current?.scopes[scope];
      if (!before) {
        const held = await coll.countDocuments(
          { project_id: projectId, [`scopes.${scope}`]: { $exists: true } },
          { session },
        );
        if (held >= MAX_VARS_PER_SCOPE)
          throw conflict(`A project holds at most ${MAX_VARS_PER_SCOPE} variables per scope; ${scope} has ${held}`);
      }
      set[`scopes.${scope}`] = {
        sealed: seal(key, input.value, sealContext(tenant, projectId, scope, name)),
        sensitive: input.sensitive ?? before?.sensitive ?? false,
        created_at: before?.created_at ?? now,
        updated_at: now,
      };
    }
    const after = await coll.findOneAndUpdate(
      { project_id: projectId, name },
      { $set: set, $setOnInsert: { _id: newId('envVar') } },
      { upsert: true, returnDocument: 'after', session },
    );
    return after!;
  });
  return scopes.map((scope) => presentEnvVar(name, scope, written.scopes[scope]!, null));
}

export async function removeEnvVar(
  services: EnvServices,
  tenant: TenantContext,
  projectId: string,
  name: string,
  scope?: EnvScope,
) {
  await loadProject(services, tenant, projectId);
  const scopes = scopesOf(scope);
  const removed = await serialized(services, `env:${tenant.business_id}:${projectId}`, async (session) => {
    const coll = envVars(services.db, tenant);
    const current = await coll.findOne({ project_id: projectId, name }, { session });
    const present = scopes.filter((s) => current?.scopes[s]);
    if (!current || !present.length) return [];
    if (ENV_SCOPES.every((s) => !current.scopes[s] || present.includes(s))) {
      await coll.deleteOne({ _id: current._id }, { session });
    } else {
      await coll.updateOne(
        { _id: current._id },
        { $unset: Object.fromEntries(present.map((s) => [`scopes.${s}`, ''])) },
        { session },
      );
    }
    return present;
  });
  return { key: name, removed_scopes: removed };
}

/**
 * The variables of one scope, decrypted, for the build step of a deployment (and nothing else: they are the
 * values in clear, sensitive ones included). Read when the build starts, so a change applies to the next deployment.
 */
export async function envForBuild(
  services: EnvServices,
  tenant: TenantContext,
  projectId: string,
  scope: EnvScope,
): Promise<Record<string, string>> {
  const rows = await envVars(services.db, tenant)
    .find({ project_id: projectId, [`scopes.${scope}`]: { $exists: true } }, { sort: { name: 1 } })
    .toArray();
  if (!rows.length) return {};
  const key = await encryptionKey(services.config);
  const vars: Record<string, string> = {};
  for (const doc of rows) vars[doc.name] = openValue(key, tenant, doc, scope, doc.scopes[scope]!);
  return vars;
}
