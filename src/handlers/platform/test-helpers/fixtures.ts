// `POST /v1/test_helpers/fixtures` (cimplify fixtures FILE): a file of API calls run in order in the sandbox, each
// through the operation core like a client's call (a Sandbox run), later ones referring to earlier answers with
// `${name.field}`. The whole file is checked before anything runs (each step names an operation; each reference an
// earlier step, `business` or an `env` key), so a typo costs no half-seeded sandbox; a step that fails while running
// ends the run with its refusal, said of the step.
import { validationError } from '../../../kernel/errors.js';
import type { OperationDef, OperationTable } from '../../../operations/contract.js';
import type { OperationContext } from '../../../operations/types.js';
import type { TenantContext } from '../../../store/index.js';
import { clockWhenReady } from './clock-wait.js';
import { inStep, Sandbox, sandboxOf } from './sandbox.js';

export interface FixtureStep {
  name: string;
  method: string;
  path: string;
  surface?: 'storefront' | 'platform';
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FixtureOutcome {
  name: string;
  method: string;
  path: string;
  status: number;
  data: unknown;
}

/** `${name.a.b[0].c}`: a step's name (or `business`, `env`), then fields and array indexes. */
const REFERENCE = /\$\{([A-Za-z][A-Za-z0-9_-]*)((?:\.[A-Za-z0-9_-]+|\[\d+\])*)\}/g;
const WHOLE_REFERENCE = new RegExp(`^${REFERENCE.source}$`);
const RESERVED = new Set(['business', 'env']);

const label = (i: number, step: Pick<FixtureStep, 'name'>) => `steps[${i}] (${step.name})`;

/** Where a step's path is: the storefront under `/api/`, the platform under `/v1/`, unless the step says. */
const surfaceOf = (step: FixtureStep) => step.surface ?? (step.path.startsWith('/api/') ? 'storefront' : 'platform');

/** Every string in `value` with where it is (`body.customer.email`), for the references they hold. */
function* strings(value: unknown, at: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [at, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${at}[${i}]`);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) yield* strings(v, at ? `${at}.${k}` : k);
}

/** A path segment without its percent-encoding (a malformed one as it is: the operation refuses it by its pattern). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The operation a step's method and path name on its surface, and its path parameters; null when none does. */
function operationAt(
  operations: OperationTable,
  surface: string,
  method: string,
  path: string,
): { def: OperationDef; params: Record<string, string> } | null {
  const segments = path.split('/').filter(Boolean);
  let best: { def: OperationDef; params: Record<string, string>; fixed: number } | null = null;
  for (const def of operations.values()) {
    if (def.surface !== surface || def.method !== method) continue;
    const parts = def.template.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let fixed = 0;
    const fits = parts.every((p, i) => {
      const name = /^\{(.+)\}$/.exec(p)?.[1];
      if (name === undefined) return p === segments[i] && ++fixed > 0;
      params[name] = decoded(segments[i]);
      return segments[i] !== '';
    });
    // A fixed segment beats a parameter (`/composites/by-product/{id}` over `/composites/{id}`).
    if (fits && (!best || fixed > best.fixed)) best = { def, params, fixed };
  }
  return best;
}

/** Checks the whole file before a call is made: 400 naming the step and the field of the first problem. */
function checkFile(steps: FixtureStep[], env: Record<string, string>, operations: OperationTable): void {
  const earlier = new Set<string>();
  for (const [i, step] of steps.entries()) {
    const at = label(i, step);
    if (RESERVED.has(step.name)) throw validationError(`${at}.name: ${step.name} is reserved`);
    if (earlier.has(step.name)) throw validationError(`${at}.name: another step is named ${step.name}`);
    for (const [field, text] of strings({ path: step.path, body: step.body, headers: step.headers }, ''))
      for (const m of text.matchAll(REFERENCE)) checkReference(`${at}.${field}`, m, earlier, env);
    const [path] = step.path.replace(REFERENCE, 'x').split('?');
    if (!path.startsWith('/')) throw validationError(`${at}.path: must start with /`);
    const found = operationAt(operations, surfaceOf(step), step.method, path);
    if (!found)
      throw validationError(
        `${at}.path: ${step.method} ${path} is not an operation of the ${surfaceOf(step)} API (docs: /docs/${surfaceOf(step)})`,
      );
    // A file that runs files could nest without end.
    if (found.def.operationId === 'runFixtures')
      throw validationError(`${at}.path: a fixtures file cannot run another fixtures file`);
    earlier.add(step.name);
  }
}

function checkReference(at: string, m: RegExpMatchArray, earlier: Set<string>, env: Record<string, string>): void {
  const [ref, name, fields] = m;
  if (name === 'env') {
    const key = /^\.([A-Za-z0-9_-]+)$/.exec(fields)?.[1];
    if (key === undefined) throw validationError(`${at}: ${ref} must name one variable (\${env.NAME})`);
    if (!(key in env)) throw validationError(`${at}: ${ref}: ${key} is not set (env)`);
  } else if (name === 'business') {
    if (fields !== '.id') throw validationError(`${at}: ${ref}: the business has only .id`);
  } else if (!earlier.has(name)) {
    throw validationError(`${at}: ${ref} refers to no earlier step named ${name}`);
  }
}

/** The run's values: each step's answer by name, the business, env. */
type Scope = Record<string, unknown>;

/** A reference's value in the run, or 400 naming the step and reference when the answer has no such field. */
function lookup(scope: Scope, at: string, ref: string, name: string, fields: string): unknown {
  let value: unknown = scope[name];
  for (const part of fields.match(/\.[A-Za-z0-9_-]+|\[\d+\]/g) ?? []) {
    const key = part.startsWith('.') ? part.slice(1) : Number(part.slice(1, -1));
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    if (value === undefined) throw validationError(`${at}: ${ref}: the answer of ${name} has no ${fields.slice(1)}`);
  }
  return value;
}

/** `value` with its references replaced: a string that is one reference takes the value's own JSON type. */
function resolve(value: unknown, scope: Scope, at: string): unknown {
  if (typeof value === 'string') {
    const whole = WHOLE_REFERENCE.exec(value);
    if (whole) return lookup(scope, at, whole[0], whole[1], whole[2]);
    return value.replace(REFERENCE, (ref, name: string, fields: string) => {
      const v = lookup(scope, at, ref, name, fields);
      return typeof v === 'string' ? v : JSON.stringify(v);
    });
  }
  if (Array.isArray(value)) return value.map((v, i) => resolve(v, scope, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, scope, `${at}.${k}`)]));
  return value;
}

/** Runs one step; its answer's data joins the scope under the step's name. */
async function runStep(sandbox: Sandbox, step: FixtureStep, i: number, scope: Scope): Promise<FixtureOutcome> {
  const at = label(i, step);
  const path = String(resolve(step.path, scope, `${at}.path`));
  const headers = resolve(step.headers ?? {}, scope, `${at}.headers`) as Record<string, string>;
  const body = step.body === undefined ? undefined : resolve(step.body, scope, `${at}.body`);
  const [bare, query = ''] = path.split('?');
  const found = operationAt(sandbox.core.operations, surfaceOf(step), step.method, bare);
  if (!found) throw validationError(`${at}.path: ${step.method} ${bare} is not an operation (references resolved)`);
  const { customerToken, rest } = customerOf(headers);
  try {
    const call = { params: found.params, query, body, headers: rest, customerToken };
    let result = await sandbox.run(found.def.operationId, call);
    // An advance answers `advancing`: the step ends when the clock is ready, so the next step sees its end state.
    if (found.def.operationId === 'advanceTestClock')
      result = { ...result, data: await clockWhenReady(sandbox, found.params.clock_id) };
    scope[step.name] = result.data ?? null;
    return { name: step.name, method: step.method, path, status: result.status, data: result.data ?? null };
  } catch (err) {
    throw inStep(err, at);
  }
}

/** A step's headers as the core takes them: lower-case names, the customer's bearer token apart. */
function customerOf(headers: Record<string, string>): { customerToken?: string; rest: Record<string, string> } {
  const rest: Record<string, string> = {};
  let customerToken: string | undefined;
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    const bearer = /^Bearer\s+(\S+)$/i.exec(value)?.[1];
    if (lower === 'authorization' && bearer) customerToken = bearer;
    else rest[lower] = value;
  }
  return { customerToken, rest };
}

export async function runFixtures(
  ctx: OperationContext,
  input: { steps: FixtureStep[]; env?: Record<string, string> },
): Promise<{ steps: FixtureOutcome[] }> {
  const tenant: TenantContext = sandboxOf(ctx.caller, 'A fixtures run');
  const env = input.env ?? {};
  const sandbox = new Sandbox(ctx, tenant, ctx.caller.key?.scopes ?? []);
  checkFile(input.steps, env, sandbox.core.operations);
  const scope: Scope = { business: { id: tenant.business_id }, env };
  const outcomes: FixtureOutcome[] = [];
  for (const [i, step] of input.steps.entries()) outcomes.push(await runStep(sandbox, step, i, scope));
  return { steps: outcomes };
}
