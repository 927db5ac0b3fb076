import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cancelDecision, dedupeKey, isInsideTree, outputDirectory, rollbackRefusal } from './status.js';

test('cancel: in progress is cancelled, cancelled stays, the rest is refused', () => {
  for (const s of ['queued', 'building', 'deploying'] as const) assert.is(cancelDecision(s), 'cancel');
  assert.is(cancelDecision('cancelled'), 'unchanged');
  for (const s of ['active', 'failed', 'superseded'] as const) assert.is(cancelDecision(s), 'refuse');
});

test('rollback targets: a superseded deployment of the same scope with a build', () => {
  assert.is(rollbackRefusal({ status: 'superseded', env_scope: 'production', build_id: 'dep_1' }, 'production'), null);
  assert.match(
    rollbackRefusal({ status: 'superseded', env_scope: 'preview', build_id: 'dep_1' }, 'production')!,
    /preview/,
  );
  assert.match(
    rollbackRefusal({ status: 'active', env_scope: 'production', build_id: 'dep_1' }, 'production')!,
    /active/,
  );
  assert.match(
    rollbackRefusal({ status: 'failed', env_scope: 'production', build_id: null }, 'production')!,
    /never active/,
  );
});

test('the published folder: configured, else dist, else public, else the root', () => {
  assert.is(
    outputDirectory('build/site', () => false),
    'build/site',
  );
  assert.is(
    outputDirectory(null, (d) => d === 'dist' || d === 'public'),
    'dist',
  );
  assert.is(
    outputDirectory(null, (d) => d === 'public'),
    'public',
  );
  assert.is(
    outputDirectory(null, () => false),
    '.',
  );
});

test('an output folder must stay inside the tree', () => {
  assert.ok(isInsideTree('dist'));
  assert.ok(isInsideTree('site/out'));
  assert.not.ok(isInsideTree('../etc'));
  assert.not.ok(isInsideTree('a/../../b'));
  assert.not.ok(isInsideTree('/etc'));
  assert.is(dedupeKey('prj_1', 'a'.repeat(40), 'preview'), `prj_1:${'a'.repeat(40)}:preview`);
});

test.run();
