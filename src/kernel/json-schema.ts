// JSON Schema (2020-12, as OpenAPI 3.1 writes it) for the whole service: one way to make a validator (request
// validation, webhook payloads, catalogue imports), and one wording for every failure it reports:
// `where.path.to.field: what is wrong`, so a client can find the field from the message alone.
import { Ajv2020, type ErrorObject, type Options } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/**
 * An Ajv for the contract's schemas, with the formats. The contract is trusted input compiled once, so its schema
 * is not validated and code generation is optimised; OpenAPI's own keywords are tolerated (strict off).
 */
export function makeAjv(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false, code: { optimize: true }, ...options });
  addFormats(ajv);
  return ajv;
}

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
