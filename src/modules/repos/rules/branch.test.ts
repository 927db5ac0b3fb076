import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BRANCH_PATTERN, isBranchName } from './branch.js';

test('plain branch names, with folders', () => {
  for (const b of ['main', 'release/2026.11', 'feature/new-menu_v2', 'v1.0', 'a']) assert.ok(isBranchName(b), b);
});

test('what git refuses as a branch, and anything that could read as an option or a revision expression', () => {
  const bad = [
    '',
    '-main',
    '.hidden',
    '/main',
    'main/',
    'main.',
    'a..b',
    'a//b',
    'a/.b',
    'main.lock',
    'a.lock/b',
    'main~1',
    'HEAD@{1}',
    'a b',
    'a:b',
    'a^',
    'x'.repeat(256),
  ];
  for (const b of bad) assert.not.ok(isBranchName(b), b);
});

test('the pattern is the one the contract states', () => {
  const schema = readFileSync(
    join(
      import.meta.dirname,
      '..',
      '..',
      '..',
      '..',
      'spec',
      'platform',
      'components',
      'schemas',
      'PlatformDeployRequest.yaml',
    ),
    'utf8',
  );
  assert.ok(schema.includes(`pattern: '${BRANCH_PATTERN}'`), 'PlatformDeployRequest.branch pattern');
});

test.run();
