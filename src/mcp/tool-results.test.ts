import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AppError, notFound, serviceUnavailable, validationError } from '../kernel/errors.js';
import { argumentWording, toolFailure, toolSuccess } from './tool-results.js';

test('success: the data as structuredContent and as the one text block', () => {
  const data = { id: 'prj_1', name: 'Shop' };
  assert.equal(toolSuccess(data), { content: [{ type: 'text', text: JSON.stringify(data) }], structuredContent: data });
  // Only an object can be structuredContent.
  assert.equal(toolSuccess(null), { content: [{ type: 'text', text: 'null' }] });
});

test('failure: isError, a text saying what to do, the platform error in _meta (never structuredContent)', () => {
  const r = toolFailure(notFound('Project prj_x not found'));
  assert.is(r.isError, true);
  assert.is(r.structuredContent, undefined);
  assert.equal(r._meta, { 'platform/error': { code: 'NOT_FOUND', message: 'Project prj_x not found', retryable: false } });
  assert.match(r.content[0].text, /^Project prj_x not found\. Check the id: platform_list_projects/);
  const busy = toolFailure(serviceUnavailable('DNS did not answer'));
  assert.is(busy._meta!['platform/error'].retryable, true);
  assert.match(busy.content[0].text, /call again with the same arguments/);
  // The REST envelope's code: the finer catalogue codes travel as the interface's.
  assert.is(toolFailure(new AppError('FX_QUOTE_USED', 'used'))._meta!['platform/error'].code, 'FX_QUOTE_USED');
});

test('validation messages name arguments, not REST locations', () => {
  assert.is(argumentWording('path.project_id: must match pattern'), 'arguments.project_id: must match pattern');
  assert.is(argumentWording('query.limit: must be <= 100'), 'arguments.limit: must be <= 100');
  assert.is(argumentWording('body.name: is required; body: unknown field'), 'arguments.name: is required; arguments: unknown field');
  const r = toolFailure(validationError('body.hostname: must match pattern'));
  assert.is(r._meta!['platform/error'].message, 'arguments.hostname: must match pattern');
  assert.match(r.content[0].text, /Correct the arguments/);
});

test.run();
