import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOperationTable } from '../operations/contract.js';
import { buildToolCatalogue, splitArguments } from './tools.js';

const catalogue = buildToolCatalogue(loadOperationTable());
const tool = (name: string) => catalogue.byName.get(name)!;

test('the 26 tools in name order, each joined to its operation, with an object outputSchema: the response data or { error }', () => {
  assert.is(catalogue.list.length, 26);
  assert.equal(
    catalogue.list.map((t) => t.name),
    [...catalogue.list.map((t) => t.name)].sort(),
  );
  for (const t of catalogue.list) {
    assert.is(t.def.operationId, t.listed._meta['platform/operationId'], t.name);
    assert.is(t.listed.outputSchema?.type, 'object', t.name);
  }
  assert.equal(
    catalogue.list.filter((t) => t.destructive).map((t) => t.name),
    ['platform_detach_domain', 'platform_remove_env', 'platform_unlink_repo'],
  );
  assert.equal(
    catalogue.list.filter((t) => t.keyed).map((t) => t.name),
    [
      'platform_add_domain',
      'platform_connect_repo',
      'platform_create_project',
      'platform_deploy',
      'platform_provision_repo',
      'platform_rollback',
    ],
  );
  const [success, refusal] = tool('platform_get_project').listed.outputSchema!.anyOf as {
    required: string[];
    properties: Record<string, unknown>;
  }[];
  assert.ok(success.required.includes('last_deployment'));
  assert.equal(refusal.required, ['error']);
  assert.equal(Object.keys((refusal.properties.error as { properties: object }).properties), [
    'code',
    'message',
    'retryable',
  ]);
});

test("arguments split into path parameters (with the key's business), query and body", () => {
  assert.equal(
    splitArguments(
      tool('platform_remove_env'),
      { project_id: 'prj_1', env_key: 'API_URL', env_scope: 'preview' },
      'biz_1',
    ),
    {
      params: { business_id: 'biz_1', project_id: 'prj_1', env_key: 'API_URL' },
      query: { env_scope: 'preview' },
      body: undefined,
    },
  );
  assert.equal(
    splitArguments(
      tool('platform_deploy'),
      { project_id: 'prj_1', git_sha: 'a'.repeat(40), idempotency_key: 'k' },
      'biz_1',
    ),
    {
      params: { business_id: 'biz_1', project_id: 'prj_1' },
      query: {},
      body: { git_sha: 'a'.repeat(40), idempotency_key: 'k' },
    },
  );
  assert.equal(splitArguments(tool('platform_list_projects'), { limit: 5 }, 'biz_1'), {
    params: { business_id: 'biz_1' },
    query: { limit: 5 },
    body: undefined,
  });
});

test('inputSchema validation: unknown arguments and wrong types are refused', () => {
  const v = tool('platform_get_project').validate();
  assert.ok(v({ project_id: 'prj_1' }));
  assert.not.ok(v({ project_id: 'prj_1', business_id: 'biz_2' }));
  assert.not.ok(v({ project_id: 5 }));
  assert.not.ok(v({}));
});

test.run();
