// One wording for every JSON Schema failure the service reports (request validation, webhook payloads, catalogue
// imports): `where.path.to.field: what is wrong`, so a client can find the field from the message alone.
import type { ErrorObject } from 'ajv';

/** `/quantity` + "must be <= 100" → `body.quantity: must be <= 100`. */
export function describeAjvError(where: string, e: ErrorObject | undefined | null): string {
  if (!e) return `${where}: invalid`;
  const pointer = e.instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const field = [where, ...pointer].join('.');
  switch (e.keyword) {
    case 'required':
      return `${field}.${(e.params as { missingProperty: string }).missingProperty}: is required`;
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const extra = (e.params as { additionalProperty?: string; unevaluatedProperty?: string });
      return `${field}: unknown field "${extra.additionalProperty ?? extra.unevaluatedProperty}"`;
    }
    case 'enum':
      return `${field}: must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `${field}: must be ${JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)}`;
    default:
      return `${field}: ${e.message ?? 'is invalid'}`;
  }
}
