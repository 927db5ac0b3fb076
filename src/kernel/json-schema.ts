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
  // verbose: a failure carries the schema that failed, whose example words a pattern failure (costs nothing until
  // something fails).
  // discriminator: a oneOf told apart by a property (activity events by `type`) picks its branch by that property,
  // so a failure names the field of that branch instead of "must match exactly one schema".
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    validateSchema: false,
    verbose: true,
    discriminator: true,
    code: { optimize: true },
    ...options,
  });
  addFormats(ajv);
  return ajv;
}

/** `/quantity` + "must be <= 100" → `body.quantity: must be <= 100`. */
export function describeAjvError(where: string, e: ErrorObject | undefined | null): string {
  if (!e) return `${where}: invalid`;
  const pointer = e.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const field = [where, ...pointer].join('.');
  switch (e.keyword) {
    case 'required':
      return `${field}.${(e.params as { missingProperty: string }).missingProperty}: is required`;
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const extra = e.params as { additionalProperty?: string; unevaluatedProperty?: string };
      return `${field}: unknown field "${extra.additionalProperty ?? extra.unevaluatedProperty}"`;
    }
    case 'enum':
      return `${field}: must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'discriminator': {
      const p = e.params as { tag: string; tagValue: unknown };
      const allowed = (
        (e.parentSchema as { oneOf?: { properties?: Record<string, { const?: unknown }> }[] } | undefined)?.oneOf ?? []
      )
        .map((branch) => branch.properties?.[p.tag]?.const)
        .filter((v) => v !== undefined);
      const what = allowed.length
        ? `must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`
        : 'is not a known kind';
      return `${field}.${p.tag}: ${p.tagValue === undefined ? 'is required' : what}`;
    }
    case 'const':
      return `${field}: must be ${JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)}`;
    case 'pattern':
      return `${field}: ${describePattern((e.params as { pattern: string }).pattern, e.parentSchema as { example?: unknown; examples?: unknown[] } | undefined)}`;
    default:
      return `${field}: ${e.message ?? 'is invalid'}`;
  }
}

/** The contract's patterns in words: what a client should send, with an example, never a bare regular expression. */
const PHONE = 'must be an E.164 phone number (+, country code and number, digits only), e.g. +233241234567';
const AMOUNT = 'must be a decimal amount string with two fraction digits, e.g. "12.50"';
const CLOCK = 'must be a time of day as HH:MM on a 24-hour clock, e.g. "09:30"';
const PATTERN_WORDS: Record<string, string> = {
  '^\\+[1-9][0-9]{6,14}$': PHONE,
  '^\\+[1-9][0-9]{7,14}$': PHONE,
  '^\\+?[0-9]{7,15}$': 'must be a phone number of 7 to 15 digits, optionally starting with +, e.g. +233241234567',
  '^\\d{1,15}\\.\\d{2}$': AMOUNT,
  '^-?\\d{1,15}\\.\\d{2}$': `${AMOUNT.replace('string', 'string (negative with a leading -)')}`,
  '^(?!0+\\.00$)\\d{1,15}\\.\\d{2}$': `${AMOUNT.replace('amount', 'amount above zero')}`,
  '^[0-9]{1,15}(\\.[0-9]{1,2})?$':
    'must be a decimal amount string with at most two fraction digits, e.g. "12.5" or "12.50"',
  '^\\d{1,12}(\\.\\d{1,18})?$':
    'must be a positive decimal number string with at most 18 fraction digits, e.g. "15.25"',
  '^[0-9]{1,12}$': 'must be a string of 1 to 12 digits',
  '^[A-Z]{2}$': 'must be a two-letter ISO 3166-1 country code in capitals, e.g. "GH"',
  '^[A-Z]{3}$': 'must be a three-letter ISO 4217 currency code in capitals, e.g. "GHS"',
  '^[a-z0-9]+(?:-[a-z0-9]+)*$':
    'must be a slug: lowercase letters and digits in words joined by single hyphens, e.g. "iced-latte"',
  '^[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])?$':
    'must be 1 to 50 lowercase letters, digits and hyphens, not starting or ending with a hyphen, e.g. "my-shop"',
  '^([01]\\d|2[0-3]):[0-5]\\d$': CLOCK,
  '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$': `${CLOCK} (24:00 for the end of the day)`,
  '^[0-9a-f]{40}$': 'must be a full 40-character lowercase hexadecimal commit id',
  '^[a-z][a-z_]{0,39}$': 'must be a field name: a lowercase letter, then up to 39 lowercase letters or underscores',
  '^[A-Za-z][A-Za-z0-9_-]{0,63}$': 'must be a name: a letter, then up to 63 letters, digits, hyphens or underscores',
  '^(?![-./])(?!.*\\.\\.)(?!.*//)(?!.*/\\.)(?!.*\\.lock(?:/|$))(?!.*[/.]$)[A-Za-z0-9._/-]{1,255}$':
    'must be a branch name: 1 to 255 letters, digits, ".", "_", "-" and "/", not starting with "-", "." or "/", without ".." or "//", not ending in "/", "." or ".lock", e.g. "main"',
  '^[0-9a-f]{64}$': 'must be 64 lowercase hexadecimal characters (a SHA-256 digest)',
  '^https?://[^\\s]+$': 'must be an absolute http(s) URL without spaces, e.g. "https://shop.example.com/thanks"',
  '^[Hh][Tt][Tt][Pp][Ss]?://': 'must be an absolute http(s) URL, e.g. "https://shop.example.com/thanks"',
  '^[a-z][a-z0-9_]{0,49}$':
    'must start with a lowercase letter and hold only lowercase letters, digits and underscores (at most 50), e.g. "roast_level"',
  '^[A-Za-z_][A-Za-z0-9_]{0,254}$':
    'must start with a letter or underscore and hold only letters, digits and underscores, e.g. "API_BASE_URL"',
  '^[A-Za-z0-9._-]{1,128}$': 'must be 1 to 128 letters, digits, dots, underscores or hyphens',
  '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$':
    'must be 1 to 100 letters, digits, dots, underscores or hyphens, starting with a letter or digit',
  '^[a-z0-9][a-z0-9._-]{0,99}$':
    'must be 1 to 100 lowercase letters, digits, dots, underscores or hyphens, starting with a letter or digit',
  '^[a-z][a-z0-9]*(?:\\.[a-z][a-z0-9_]*)+$':
    'must be a reverse-domain name: lowercase dot-separated parts, e.g. "dev.ucp.shopping.checkout"',
  '^[a-z][a-z0-9_]*$': 'must start with a lowercase letter and hold only lowercase letters, digits and underscores',
  '^\\d{4}-\\d{2}-\\d{2}$': 'must be a date as YYYY-MM-DD, e.g. "2026-04-08"',
  '^[A-Za-z0-9_-]+$': 'must hold only letters, digits, underscores and hyphens',
  '^[!-~]+$': 'must be printable ASCII characters without spaces',
  '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$':
    'must be 1 to 64 letters, digits, dots, underscores or hyphens, starting with a letter or digit',
  '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$':
    'must be 1 to 64 letters, digits, underscores or hyphens, starting with a letter or digit',
  '^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$':
    'must be 1 to 64 letters, digits, dots, slashes, underscores or hyphens, starting with a letter or digit, e.g. "main"',
  '^[A-Za-z0-9_.-]{1,100}/[A-Za-z0-9_.-]{1,100}$': 'must be owner/name, e.g. "acme/storefront"',
  '^[A-Za-z0-9]+$': 'must hold only letters and digits',
  '^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63}$':
    'must be a lowercase domain name, e.g. "shop.example.com"',
  '^(?=.{1,234}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$':
    'must be a lowercase domain name of at most 234 characters, e.g. "shop.example.com"',
  '^(?!.*\\.\\.)[^\\\\\\r\\n]*$': 'must be a path without "..", backslashes or line breaks',
  '\\S': 'must not be blank',
  '^\\S+/\\S+': 'must be a media type such as "image/jpeg"',
};

/** A pattern failure in words: from the table, else an id's prefix, else the schema's example, else the pattern. */
export function describePattern(pattern: string, schema?: { example?: unknown; examples?: unknown[] }): string {
  const known = PATTERN_WORDS[pattern];
  if (known) return known;
  const id = /^\^([a-z]+_)(live_|\((?:test\|live|live\|test)\)_)?\[A-Za-z0-9[^\]]*\]/.exec(pattern);
  if (id) {
    // A key's prefix names its mode: `(test|live)_` (either order) is said as both prefixes.
    const [, kind, mode] = id;
    const prefixes = mode?.startsWith('(') ? `"${kind}test_" or "${kind}live_"` : `"${kind}${mode ?? ''}"`;
    return `must be an id starting with ${prefixes} followed by letters and digits`;
  }
  const example = schema?.example ?? schema?.examples?.[0];
  if (typeof example === 'string') return `must have the form of ${JSON.stringify(example)} (pattern ${pattern})`;
  return `must match the pattern ${pattern}`;
}
