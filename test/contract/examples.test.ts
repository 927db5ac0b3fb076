// test-store: none (the contract and the repository checked, no server)
// Every example in every bundled document validates against its schema with Ajv 2020: media-type examples of
// requests and responses, parameter examples, and `examples` arrays inside schemas.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SURFACES } from '../../src/contract/surfaces.js';
import { makeAjv } from '../harness/ajv.js';
import { loadBundled } from '../harness/contract.js';

type Json = Record<string, any>;
interface Sample {
  where: string;
  schema: Json;
  value: unknown;
}

/** Walks the dereferenced document collecting (schema, example) pairs wherever OpenAPI allows examples. */
function collect(node: unknown, where: string, out: Sample[], seen = new Set<unknown>()): void {
  if (!node || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  const obj = node as Json;
  if (obj.schema && typeof obj.schema === 'object') {
    if ('example' in obj) out.push({ where: `${where}.example`, schema: obj.schema, value: obj.example });
    if (obj.examples && typeof obj.examples === 'object' && !Array.isArray(obj.examples)) {
      for (const [name, ex] of Object.entries<Json>(obj.examples)) {
        if (ex && 'value' in ex) out.push({ where: `${where}.examples.${name}`, schema: obj.schema, value: ex.value });
      }
    }
  }
  if (
    Array.isArray(obj.examples) &&
    (obj.type ||
      obj.properties ||
      obj.$ref ||
      obj.oneOf ||
      obj.anyOf ||
      obj.allOf ||
      obj.enum ||
      obj.const !== undefined ||
      obj.pattern)
  ) {
    obj.examples.forEach((value: unknown, i: number) =>
      out.push({ where: `${where}.examples[${i}]`, schema: obj, value }),
    );
  }
  for (const [k, v] of Object.entries(obj)) {
    if (k === 'examples' && Array.isArray(v)) continue;
    collect(v, `${where}/${k}`, out, seen);
  }
}

for (const surface of SURFACES) {
  test(`${surface.name}: every example validates against its schema`, () => {
    const doc = loadBundled(surface.name, 'deref');
    const samples: Sample[] = [];
    collect(doc.paths, '#/paths', samples);
    collect(doc.webhooks, '#/webhooks', samples);
    collect(doc.components, '#/components', samples);
    assert.ok(samples.length > 0, 'no examples found');
    const ajv = makeAjv();
    const failures: string[] = [];
    for (const s of samples) {
      const validate = ajv.compile(s.schema);
      if (!validate(s.value)) failures.push(`${s.where}: ${ajv.errorsText(validate.errors)}`);
    }
    assert.equal(failures.slice(0, 25), [], `${failures.length} of ${samples.length} examples invalid`);
  });
}

test.run();
