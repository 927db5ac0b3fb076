// A collection's validator (create / collMod): its `$jsonSchema` part compiled by validation.ts, its query
// expression by the query engine, with validationLevel and validationAction as MongoDB applies them. Kept apart
// from validation.ts so that the schema compiler, which the query engine also uses for `$jsonSchema` filters,
// does not depend back on the engine.
import { isPlainObject, promote, type Doc } from './bson-values.js';
import { CommandError, ErrorCodes, badValue } from './errors.js';
import { compileFilter } from './query-engine.js';
import { compileSchema, type Check, type Failure } from './validation.js';

export type ValidationLevel = 'off' | 'strict' | 'moderate';
export type ValidationAction = 'error' | 'warn';

export interface CollectionValidator {
  level: ValidationLevel;
  /** null when `typed` (and its promoted `view`) passes; otherwise MongoDB's `errInfo.details`. */
  check(typed: Doc, view: Doc): Failure | null;
}

const NOT_IN_VALIDATOR = new Set(['$where', '$text', '$near', '$nearSphere']);

function refuseOperators(v: unknown): void {
  if (Array.isArray(v)) v.forEach(refuseOperators);
  else if (isPlainObject(v)) {
    for (const [k, sub] of Object.entries(v)) {
      if (NOT_IN_VALIDATOR.has(k)) throw badValue(`${k} is not allowed in collection validators`);
      refuseOperators(sub);
    }
  }
}

export function parseLevel(v: unknown): ValidationLevel {
  if (v === undefined) return 'strict';
  if (v === 'off' || v === 'strict' || v === 'moderate') return v;
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- mongod's message, the value as it prints
  throw badValue(`Enumeration value '${String(v)}' for field 'validationLevel' is not a valid value.`);
}

export function parseAction(v: unknown): ValidationAction {
  if (v === undefined) return 'error';
  if (v === 'error' || v === 'warn') return v;
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- mongod's message, the value as it prints
  throw badValue(`Enumeration value '${String(v)}' for field 'validationAction' is not a valid value.`);
}

/** The validator a collection's options describe; null when its writes are never refused (no validator,
 * validationLevel 'off', or validationAction 'warn', which only logs on MongoDB). Throws on a bad spec. */
export function compileValidator(options: Doc): CollectionValidator | null {
  const level = parseLevel(options.validationLevel);
  const action = parseAction(options.validationAction);
  const spec = options.validator;
  if (spec === undefined) return null;
  if (!isPlainObject(spec)) throw new CommandError(ErrorCodes.TypeMismatch, "'validator' option must be an object");
  refuseOperators(spec);
  const { $jsonSchema: schemaSpec, ...rest } = spec as Doc;
  let schema: Check | null = null;
  if (schemaSpec !== undefined) {
    if (!isPlainObject(schemaSpec)) throw new CommandError(ErrorCodes.TypeMismatch, '$jsonSchema must be an object');
    schema = compileSchema(schemaSpec);
  }
  const query = Object.keys(rest).length ? compileFilter(promote(rest) as Doc) : null;
  if ((!schema && !query) || level === 'off' || action === 'warn') return null;
  return {
    level,
    check(typed, view) {
      if (schema) {
        const why = schema(typed);
        if (why) return { operatorName: '$jsonSchema', schemaRulesNotSatisfied: [why] };
      }
      if (query && !query.test(view))
        return {
          operatorName: '$and',
          clausesNotSatisfied: [{ index: 0, details: { operatorName: 'query', specifiedAs: promote(rest) } }],
        };
      return null;
    },
  };
}
