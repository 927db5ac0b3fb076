import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AppError, ERROR_CODES, notFound, serviceUnavailable, validationError } from '../kernel/errors.js';
import { TOOL_RPC_ERRORS } from './error-codes.js';
import { argumentWording, toolFailure, toolSuccess } from './tool-results.js';

test('success: the data as structuredContent and as the one text block', () => {
  const data = { id: 'prj_1', name: 'Shop' };
  assert.equal(toolSuccess(data), { content: [{ type: 'text', text: JSON.stringify(data) }], structuredContent: data });
  // Only an object can be structuredContent.
  assert.equal(toolSuccess(null), { content: [{ type: 'text', text: 'null' }] });
});

test('failure: isError, a text saying what to do, the platform error as structuredContent.error and in _meta', () => {
  const r = toolFailure(notFound('Project prj_x not found'));
  assert.is(r.isError, true);
  const error = { code: 'NOT_FOUND', message: 'Project prj_x not found', retryable: false };
  assert.equal(r.structuredContent, { error });
  assert.equal(r._meta, { 'platform/error': error });
  assert.match(r.content[0].text, /^Project prj_x not found\. Check the id: platform_list_projects/);
  const busy = toolFailure(serviceUnavailable('DNS did not answer'));
  assert.is(busy._meta!['platform/error'].retryable, true);
  assert.match(busy.content[0].text, /call again with the same arguments/);
  // The REST envelope's code: the finer catalogue codes travel as the interface's.
  assert.is(toolFailure(new AppError('FX_QUOTE_USED', 'used'))._meta!['platform/error'].code, 'FX_QUOTE_USED');
});

test("every code a tool result can carry is in the document's ToolError.code enum", () => {
  const rpc = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'spec', 'mcp', 'openrpc.json'), 'utf8'));
  const documented: string[] = rpc.components.schemas.ToolError.properties.code.enum;
  const carried = new Set(
    ERROR_CODES.filter((c) => !TOOL_RPC_ERRORS.has(c)).map(
      (c) => toolFailure(new AppError(c, 'x')).structuredContent!.error,
    ),
  );
  for (const e of carried) assert.ok(documented.includes((e as { code: string }).code), JSON.stringify(e));
});

test('validation messages name arguments, not REST locations', () => {
  assert.is(argumentWording('path.project_id: must match pattern'), 'arguments.project_id: must match pattern');
  assert.is(argumentWording('query.limit: must be <= 100'), 'arguments.limit: must be <= 100');
  assert.is(
    argumentWording('body.name: is required; body: unknown field'),
    'arguments.name: is required; arguments: unknown field',
  );
  const r = toolFailure(validationError('body.hostname: must match pattern'));
  assert.is(r._meta!['platform/error'].message, 'arguments.hostname: must match pattern');
  assert.match(r.content[0].text, /Correct the arguments/);
});

test.run();
