// Bad-input sweep: for every catalogue operation of the contract, requests with wrong types, out-of-range
// numbers, missing required fields, malformed bodies and unknown ids answer 4xx with the storefront error
// envelope, never 5xx. The requests are derived from the contract itself, so a new parameter is swept too.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { allOperations } from '../harness/contract.js';
import { sampleFromSchema } from '../harness/samples.js';
import * as sdk from '../../generated/sdk/storefront/sdk.gen.js';
import { startCatalogue, type CatalogueEnv } from './setup.js';
import { responseProblems } from '../harness/conformance.js';

type Json = Record<string, any>;
let env: CatalogueEnv;
let validIds: Record<string, string>;

test.before(async () => {
  env = await startCatalogue();
  const quote = await sdk.createPriceQuote({ client: env.client, body: { product_id: env.fx.muffin._id } });
  validIds = {
    product_id: env.fx.latte._id,
    variant_id: env.fx.latteVariants.mediumOat._id,
    category_id: env.fx.cat.coffee._id,
    collection_id: env.fx.collections.live._id,
    bundle_id: env.fx.bundle._id,
    composite_id: env.fx.composite._id,
    quote_id: quote.data!.data.quote_id,
  };
});
test.after(async () => {
  await env?.close();
});

const operations = allOperations('deref').filter(
  (o) => o.surface === 'storefront' && o.operation.tags?.includes('Catalogue'),
);

interface Case {
  label: string;
  path: Record<string, string>;
  query: Record<string, string>;
  body?: string;
}

/** A request that passes validation: valid ids, required query parameters, the first body example. */
function baseCase(op: (typeof operations)[number]): Case {
  const params: Json[] = [...(op.pathItem.parameters ?? []), ...(op.operation.parameters ?? [])];
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of params) {
    if (p.in === 'path') path[p.name] = validIds[p.name] ?? 'x';
    if (p.in === 'query' && p.required)
      query[p.name] = p.name === 'location_id' ? env.fx.locA._id : String(sampleFromSchema(p.schema));
  }
  const media = op.operation.requestBody?.content?.['application/json'];
  const body = media
    ? JSON.stringify(Object.values<Json>(media.examples ?? {})[0]?.value ?? sampleFromSchema(media.schema) ?? {})
    : undefined;
  return { label: 'base', path, query, body };
}

function mutations(op: (typeof operations)[number]): Case[] {
  const base = baseCase(op);
  const params: Json[] = [...(op.pathItem.parameters ?? []), ...(op.operation.parameters ?? [])];
  const out: Case[] = [];
  for (const p of params) {
    if (p.in === 'path') {
      for (const bad of ['unknown_id_000000000', 'prod_' + 'Z'.repeat(20), '%20', 'a'.repeat(129)]) {
        out.push({ ...base, label: `path ${p.name}=${bad.slice(0, 24)}`, path: { ...base.path, [p.name]: bad } });
      }
      continue;
    }
    if (p.in !== 'query') continue;
    const s = p.schema ?? {};
    const set = (label: string, value: string) =>
      out.push({ ...base, label: `query ${p.name} ${label}`, query: { ...base.query, [p.name]: value } });
    if (s.type === 'integer' || s.type === 'number') {
      set('wrong type', 'abc');
      set('fraction', '1.5');
      if (s.minimum !== undefined) set('below minimum', String(s.minimum - 1));
      if (s.maximum !== undefined) set('above maximum', String(s.maximum + 1));
      set('huge', '1e309');
    } else if (s.type === 'boolean') {
      set('wrong type', 'maybe');
    } else if (s.type === 'string') {
      if (s.enum) set('not in enum', 'zzz');
      if (s.maxLength !== undefined) set('too long', 'x'.repeat(s.maxLength + 1));
      if (s.pattern) set('pattern', 'not-matching!');
      set('unknown id', 'loc_or_cat_unknown0000');
      set('json junk', '{"$where":"1"}');
    }
    if (p.required) {
      const { [p.name]: _drop, ...rest } = base.query;
      out.push({ ...base, label: `query ${p.name} missing`, query: rest });
    }
  }
  const schema = op.operation.requestBody?.content?.['application/json']?.schema as Json | undefined;
  if (schema) {
    const example = JSON.parse(base.body ?? '{}');
    out.push({ ...base, label: 'body not JSON', body: '{"oops"' });
    out.push({ ...base, label: 'body array', body: '[]' });
    out.push({ ...base, label: 'body string', body: '"text"' });
    out.push({ ...base, label: 'body unknown field', body: JSON.stringify({ ...example, surprise: 1 }) });
    if (op.operation.requestBody?.required) out.push({ ...base, label: 'body missing', body: undefined });
    for (const name of schema.required ?? []) {
      const { [name]: _drop, ...rest } = example;
      out.push({ ...base, label: `body ${name} missing`, body: JSON.stringify(rest) });
    }
    for (const [name, prop] of Object.entries<Json>(schema.properties ?? {})) {
      const wrong =
        prop.type === 'string'
          ? 12345
          : prop.type === 'array'
            ? 'not-an-array'
            : prop.type === 'object'
              ? ['x']
              : 'not-a-number';
      out.push({ ...base, label: `body ${name} wrong type`, body: JSON.stringify({ ...example, [name]: wrong }) });
      if (prop.type === 'integer') {
        if (prop.minimum !== undefined)
          out.push({
            ...base,
            label: `body ${name} below minimum`,
            body: JSON.stringify({ ...example, [name]: prop.minimum - 1 }),
          });
        if (prop.maximum !== undefined)
          out.push({
            ...base,
            label: `body ${name} above maximum`,
            body: JSON.stringify({ ...example, [name]: prop.maximum + 1 }),
          });
      }
      if (prop.type === 'array') {
        out.push({
          ...base,
          label: `body ${name} items wrong`,
          body: JSON.stringify({ ...example, [name]: [42, null] }),
        });
        out.push({
          ...base,
          label: `body ${name} unknown ids`,
          body: JSON.stringify({ ...example, [name]: [{ component_id: 'cpt_unknown00000000', quantity: 1 }] }),
        });
      }
      if (prop.type === 'string')
        out.push({
          ...base,
          label: `body ${name} unknown id`,
          body: JSON.stringify({ ...example, [name]: 'unknown_0000000000' }),
        });
    }
  }
  return out;
}

function url(op: (typeof operations)[number], c: Case): string {
  let p = op.path;
  for (const [k, v] of Object.entries(c.path)) p = p.replace(`{${k}}`, v.startsWith('%') ? v : encodeURIComponent(v));
  const qs = new URLSearchParams(c.query).toString();
  return qs ? `${p}?${qs}` : p;
}

test('the sweep covers all 31 catalogue operations', () => {
  assert.is(operations.length, 31);
});

test('every bad input answers 4xx with the storefront error envelope; none answers 5xx', async () => {
  const failures: string[] = [];
  let sent = 0;
  for (const op of operations) {
    for (const c of mutations(op)) {
      const r = await env.raw(op.method, url(op, c), c.body === undefined ? {} : { rawBody: c.body });
      sent++;
      // Every answer, error or not, has the shape the contract declares for that status.
      for (const msg of responseProblems(op.operation.operationId, r.status, r.json))
        failures.push(`${op.operation.operationId} ${c.label}: ${r.status} ${msg}`);
      const e = r.json?.error;
      const enveloped =
        r.json?.success === false &&
        typeof e?.code === 'string' &&
        typeof e?.message === 'string' &&
        typeof e?.retryable === 'boolean';
      if (r.status >= 500 || r.status < 400 || !enveloped) {
        // A mutation may still be valid input (an unknown id in an optional filter matches nothing): 2xx is
        // acceptable only for those, and only with a success envelope.
        const harmless =
          r.status < 300 && r.json?.success === true && /unknown id|json junk|unknown ids|fraction/.test(c.label);
        if (!harmless)
          failures.push(`${op.operation.operationId} ${c.label}: ${r.status} ${JSON.stringify(r.json).slice(0, 160)}`);
      }
    }
  }
  assert.ok(sent > 300, `sent ${sent}`);
  assert.equal(failures, []);
});

test('the base request of every operation succeeds, so the sweep mutates a valid request', async () => {
  const failures: string[] = [];
  for (const op of operations) {
    const c = baseCase(op);
    const r = await env.raw(op.method, url(op, c), c.body === undefined ? {} : { rawBody: c.body });
    // Examples carry made-up ids, so bodies may name unknown things: 404 is the documented answer there.
    if (r.status >= 500 || ![200, 201, 404, 400].includes(r.status))
      failures.push(`${op.operation.operationId}: ${r.status}`);
  }
  assert.equal(failures, []);
});

test('every response above conformed to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
