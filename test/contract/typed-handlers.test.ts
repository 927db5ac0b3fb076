// test-store: none (the contract and the repository checked, no server)
// Handlers are typed from the contract: a request field renamed in spec/ (and regenerated) breaks the typecheck.
// The work happens in a scratch copy (scripts/check-typed-handlers.ts); the repository is not touched.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkTypedHandlers } from '../../scripts/check-typed-handlers.js';

test('renaming checkout cart_id in spec/ makes npm run typecheck fail where the code reads it', async () => {
  const { failedAsExpected, output } = await checkTypedHandlers();
  assert.ok(failedAsExpected, `the typecheck should have failed on cart_id:\n${output.slice(0, 2000)}`);
});

test.run();
