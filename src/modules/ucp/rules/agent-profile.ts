// Reading a UCP agent's profile (the JSON its `UCP-Agent` header points to) into what negotiation needs: the
// protocol version it speaks, its capabilities, and where it wants order events (the order capability's
// `config.webhook_url`). Pure.
//
// A 2026-04-08 profile must have the platform profile's shape (our own schema below, written after the official
// discovery and ucp schemas): `ucp.version`, the `services` and `payment_handlers` registries (either may be empty),
// an optional `capabilities` registry, each a map from a reverse-domain name to an array of entries with the fields
// the platform schema requires (`version`, `spec`, `schema`, and `id` for handlers), and optional JWK
// `signing_keys`. Anything else in it is ignored (profiles are open).
//
// A 2026-01-11 profile is read leniently (a documented deviation the official conformance suite needs): its
// `capabilities` may be the old array of `{name, version, …}`, and `services` and `payment_handlers` may be absent.
// Such an agent is not intersected: it gets every capability the business offers under 2026-01-11.
//
// The order of the checks gives each failure its most useful code: no readable `ucp.version` is malformed; a version
// this service does not speak is `version_unsupported` before the version's own shape is checked.
import type { ErrorObject } from 'ajv/dist/2020.js';
import { describeAjvError, makeAjv } from '../../../kernel/json-schema.js';
import {
  type CapabilityDecl,
  type CapabilityRegistry,
  negotiateVersion,
  ORDER,
  type UcpVersion,
} from './negotiation.js';

export interface AgentProfile {
  /** The release the profile speaks (one this service speaks too). */
  version: UcpVersion;
  capabilities: CapabilityRegistry;
  /** Read the lenient 2026-01-11 way: not intersected. */
  legacy: boolean;
  /** The JWKs the agent signs its requests with (`signing_keys`), as published: checked when one is used. */
  signing_keys: readonly SigningKeyDecl[];
}

/** A published key: `kid` and `kty` are all the profile schema promises; the verifier judges the rest. */
export interface SigningKeyDecl {
  kid: string;
  kty: string;
  [member: string]: unknown;
}

export type ProfileReading =
  | { ok: true; profile: AgentProfile }
  | { ok: false; failure: 'malformed' | 'version_unsupported'; problem: string };

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const NAME = '^[a-z][a-z0-9]*(?:\\.[a-z][a-z0-9_]*)+$';
const registryOf = (entry: object) => ({
  type: 'object',
  propertyNames: { pattern: NAME },
  additionalProperties: { type: 'array', items: entry },
});
const uri = { type: 'string', format: 'uri' };
const entity = { version: { type: 'string', pattern: DATE }, spec: uri, schema: uri, id: { type: 'string' } };
const extendsField = {
  oneOf: [
    { type: 'string', pattern: NAME },
    { type: 'array', minItems: 1, items: { type: 'string', pattern: NAME } },
  ],
};

const PLATFORM_PROFILE = {
  type: 'object',
  required: ['ucp'],
  properties: {
    ucp: {
      type: 'object',
      required: ['version', 'services', 'payment_handlers'],
      properties: {
        version: { type: 'string', pattern: DATE },
        services: registryOf({
          type: 'object',
          required: ['version', 'spec', 'transport'],
          properties: { ...entity, transport: { enum: ['rest', 'mcp', 'a2a', 'embedded'] }, endpoint: uri },
          // Every transport but a2a names its schema.
          if: { properties: { transport: { enum: ['rest', 'mcp', 'embedded'] } } },
          then: { required: ['schema'] },
        }),
        capabilities: registryOf({
          type: 'object',
          required: ['version', 'spec', 'schema'],
          properties: { ...entity, extends: extendsField, config: { type: 'object' } },
        }),
        payment_handlers: registryOf({
          type: 'object',
          required: ['id', 'version', 'spec', 'schema'],
          properties: {
            ...entity,
            config: { type: 'object' },
            available_instruments: {
              type: 'array',
              minItems: 1,
              items: { type: 'object', required: ['type'], properties: { type: { type: 'string' } } },
            },
          },
        }),
      },
    },
    signing_keys: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kid', 'kty'],
        properties: { kid: { type: 'string' }, kty: { type: 'string' }, use: { enum: ['sig', 'enc'] } },
      },
    },
  },
};

/** 2026-01-11, leniently: capabilities as the old array (or the newer map), nothing else required. */
const LEGACY_PROFILE = {
  type: 'object',
  required: ['ucp'],
  properties: {
    ucp: {
      type: 'object',
      required: ['version'],
      properties: {
        capabilities: {
          oneOf: [
            {
              type: 'array',
              items: {
                type: 'object',
                required: ['name', 'version'],
                properties: { name: { type: 'string', pattern: NAME }, ...entity, config: { type: 'object' } },
              },
            },
            registryOf({
              type: 'object',
              required: ['version'],
              properties: { ...entity, config: { type: 'object' } },
            }),
          ],
        },
      },
    },
  },
};

let validators: { current: (v: unknown) => string | null; legacy: (v: unknown) => string | null } | undefined;

function validatorsOnce() {
  if (validators) return validators;
  const ajv = makeAjv({ verbose: false });
  const check = (schema: object) => {
    const validate = ajv.compile(schema);
    return (v: unknown) => (validate(v) ? null : describe(validate.errors ?? []));
  };
  validators = { current: check(PLATFORM_PROFILE), legacy: check(LEGACY_PROFILE) };
  return validators;
}

/** The first failure in words; a registry key that is no reverse-domain name says which key. */
function describe(errors: ErrorObject[]): string {
  const named = errors.find((e) => e.propertyName !== undefined);
  if (named) {
    const at = ['profile', ...named.instancePath.split('/').slice(1)].join('.');
    return `${at}: ${JSON.stringify(named.propertyName)} is not a reverse-domain name such as dev.ucp.shopping.checkout`;
  }
  return describeAjvError('profile', errors[0]);
}

/** What negotiation needs of a parsed profile document, or why it cannot be used. */
export function readAgentProfile(doc: unknown): ProfileReading {
  const ucp = (doc as { ucp?: unknown } | null)?.ucp;
  const declared = (ucp as { version?: unknown } | null | undefined)?.version;
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc) || typeof ucp !== 'object' || ucp === null)
    return { ok: false, failure: 'malformed', problem: 'profile.ucp: is required (an object)' };
  if (typeof declared !== 'string' || !new RegExp(DATE).test(declared))
    return { ok: false, failure: 'malformed', problem: 'profile.ucp.version: must be a date such as 2026-04-08' };
  const version = negotiateVersion(declared);
  if (!version) return { ok: false, failure: 'version_unsupported', problem: unsupported(declared) };
  const legacy = version === '2026-01-11';
  const problem = (legacy ? validatorsOnce().legacy : validatorsOnce().current)(doc);
  if (problem) return { ok: false, failure: 'malformed', problem };
  const raw = (ucp as { capabilities?: unknown }).capabilities;
  const keys = (doc as { signing_keys?: unknown }).signing_keys;
  const signing_keys = Array.isArray(keys) ? keys.filter(isKeyDecl) : [];
  return { ok: true, profile: { version, legacy, capabilities: registryFrom(raw), signing_keys } };
}

// A 2026-01-11 profile's keys are not schema-checked, so each is looked at before it is kept.
const isKeyDecl = (k: unknown): k is SigningKeyDecl =>
  typeof k === 'object' && k !== null && typeof (k as SigningKeyDecl).kid === 'string';

const unsupported = (v: string) =>
  `profile.ucp.version: ${v} is not a version this business speaks (2026-04-08, or 2026-01-11)`;

/** The capabilities as a registry, whichever form the (validated) profile used. */
function registryFrom(raw: unknown): CapabilityRegistry {
  if (raw === undefined) return {};
  if (!Array.isArray(raw)) return raw as CapabilityRegistry;
  const registry: Record<string, CapabilityDecl[]> = {};
  for (const { name, ...decl } of raw as (CapabilityDecl & { name: string })[]) {
    if (!Object.hasOwn(registry, name)) registry[name] = [];
    registry[name].push(decl);
  }
  return registry;
}

/**
 * Where the agent wants order events: `config.webhook_url` of its order capability at `version` (else of its first
 * order entry), when it is an absolute http(s) URL; null otherwise (no events are sent). Whether the address may be
 * reached is the delivery's check, as for every webhook.
 */
export function agentWebhookUrl(capabilities: CapabilityRegistry, version: string | undefined): string | null {
  if (!Object.hasOwn(capabilities, ORDER)) return null;
  const entries = capabilities[ORDER];
  const entry = entries.find((c) => c.version === version) ?? entries[0];
  const url = entry?.config?.webhook_url;
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
