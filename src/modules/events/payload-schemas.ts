// The webhook payload schemas of the platform contract (OpenAPI `webhooks`), compiled once: every event is checked
// against its type's schema when it is recorded, so what receivers get always matches what the contract promises.
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { derefBundle } from '../../contract/bundles.js';
import { describeAjvError, makeAjv } from '../../kernel/json-schema.js';
import type { EventType } from './model.js';

let validators: Map<string, ValidateFunction> | undefined;

function load(): Map<string, ValidateFunction> {
  const doc = derefBundle('platform');
  const ajv = makeAjv();
  const out = new Map<string, ValidateFunction>();
  for (const [type, item] of Object.entries<any>(doc.webhooks ?? {})) {
    const schema = item.post?.requestBody?.content?.['application/json']?.schema;
    if (schema) out.set(type, ajv.compile(schema));
  }
  return out;
}

/** Throws when the payload `{ id, type, created_at, data }` breaks its type's contract schema (a programming error). */
export function assertEventPayload(type: EventType, payload: unknown): void {
  validators ??= load();
  const validate = validators.get(type);
  if (!validate) throw new Error(`the contract describes no webhook payload for ${type}`);
  if (!validate(payload))
    throw new Error(`${type} payload breaks the contract: ${describeAjvError('event', validate.errors?.[0])}`);
}
