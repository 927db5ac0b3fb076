// Schema validation of an import document with the contract's own schema (the request body of importCatalogue in
// generated/openapi/platform.deref.json), so the CLI and the endpoint accept exactly the same documents and fill
// the same defaults. Compiled once, on first use.
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { derefBundle } from '../../contract/bundles.js';
import { makeAjv } from '../../kernel/json-schema.js';
import type { ImportProblem } from './format.js';

const OPERATION_PATH = '/v1/businesses/{business_id}/catalogue/import';

let compiled: ValidateFunction | undefined;

function validator(): ValidateFunction {
  if (compiled) return compiled;
  const doc = derefBundle('platform');
  const schema = doc.paths?.[OPERATION_PATH]?.post?.requestBody?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${OPERATION_PATH} has no request schema in the platform bundle; run npm run generate`);
  const ajv = makeAjv({ useDefaults: true });
  compiled = ajv.compile(schema);
  return compiled;
}

function describe(e: ErrorObject): ImportProblem {
  switch (e.keyword) {
    case 'required': {
      const missing = (e.params as { missingProperty: string }).missingProperty;
      return { pointer: `${e.instancePath}/${missing}`, message: 'is required' };
    }
    case 'additionalProperties':
      return {
        pointer: e.instancePath,
        message: `unknown field "${(e.params as { additionalProperty: string }).additionalProperty}"`,
      };
    case 'enum':
      return {
        pointer: e.instancePath,
        message: `must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'const':
      return {
        pointer: e.instancePath,
        message: `must be ${JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)}`,
      };
    case 'propertyNames':
      return {
        pointer: e.instancePath,
        message: `key ${JSON.stringify((e.params as { propertyName: string }).propertyName)} is not allowed`,
      };
    default:
      return { pointer: e.instancePath, message: e.message ?? 'is invalid' };
  }
}

/**
 * Checks the document against the contract and fills its defaults in place. Returns the first problem (Ajv stops at
 * the first error, which keeps large documents cheap to reject), or null.
 */
export function validateSchema(doc: unknown): ImportProblem | null {
  const validate = validator();
  if (validate(doc)) return null;
  const errors = validate.errors ?? [];
  // A propertyNames failure is reported twice (the key, then the pattern); the first names the key.
  const first = errors.find((e) => e.keyword === 'propertyNames') ?? errors[0];
  return first ? describe(first) : { pointer: '', message: 'is invalid' };
}
