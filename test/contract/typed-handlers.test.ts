// test-store: none (the contract and the repository checked, no server)
// Handlers are typed from the contract: a request field renamed in spec/ (and regenerated) breaks the typecheck, and
// so does an operation left without a handler (generated/handlers.ts names it). Both are made in one scratch copy
// and checked by one typecheck (scripts/check-typed-handlers.ts); the repository is not touched.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkTypedHandlers } from '../../scripts/check-typed-handlers.js';

test('renaming checkout cart_id in spec/, and taking getCartCount’s handler out, each make npm run typecheck fail', async () => {
  const { failedAsExpected, unhandledNamed, output } = await checkTypedHandlers();
  assert.ok(failedAsExpected, `the typecheck should have failed on cart_id:\n${output.slice(0, 2000)}`);
  assert.ok(
    unhandledNamed,
    `the typecheck should have named getCartCount in generated/handlers.ts:\n${output.slice(0, 2000)}`,
  );
});

test.run();
