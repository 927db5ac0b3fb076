// Checks a live response against the response schema the contract declares for its operation and status, so a
// test run catches drift between the server and its spec even without the validation proxy in front.
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { allOperations } from '../support/contract.js';
import { makeAjv } from '../support/ajv.js';

type Json = Record<string, any>;
const ajv = makeAjv();
const operations = new Map(allOperations('deref').filter((o) => o.surface === 'storefront').map((o) => [o.operation.operationId as string, o.operation]));
const compiled = new Map<string, ValidateFunction>();

/** Problems of `body` against operationId's declared response for `status` (empty when it conforms). */
export function responseProblems(operationId: string, status: number, body: unknown): string[] {
  const op = operations.get(operationId);
  if (!op) return [`no operation ${operationId}`];
  const key = `${operationId} ${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    const schema = (op.responses?.[String(status)] as Json | undefined)?.content?.['application/json']?.schema;
    if (!schema) return [`${operationId} declares no JSON response for ${status}`];
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
}
