// Issue 32, point 25: address autocomplete left unconfigured is a setting, not a failure. The server says so once
// when it starts (info), and each call's documented 500 INTERNAL adds nothing at warn or above (it used to log a
// stack trace at error level every time); the access log still has each request.
import { Writable } from 'node:stream';
import pino from 'pino';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';

const logs: Record<string, any>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) logs.push(JSON.parse(line));
    done();
  },
});

let h: Harness;
test.before(async () => {
  h = await startHarness({ seed: true, logger: pino({ level: 'info' }, sink) });
});
test.after(async () => {
  await h?.close();
});

test('said once at start; each call is the documented 500 and no error or warning', async () => {
  const notice = logs.filter((l) => /GOOGLE_PLACES_API_KEY/.test(l.msg ?? ''));
  assert.is(notice.length, 1);
  assert.is(notice[0].level, 30);
  for (let i = 0; i < 3; i++) {
    const r = await h.raw('POST', '/api/v1/places/autocomplete', {
      body: { input: 'Oxford Street' },
      headers: { 'x-request-id': `req-places-${i}` },
    });
    assert.is(r.status, 500);
    assert.is(r.json.error.code, 'INTERNAL');
    assert.match(r.json.error.message, /not configured/);
  }
  const details = await h.raw('POST', '/api/v1/places/details', { body: { place_id: 'ChIJ-accra-osu' } });
  assert.is(details.status, 500);
  await new Promise((r) => setTimeout(r, 50));
  assert.equal(
    logs.filter((l) => l.level >= 40),
    [],
  );
  assert.is(logs.filter((l) => /GOOGLE_PLACES_API_KEY/.test(l.msg ?? '')).length, 1, 'not said again per call');
  // The access log keeps each call.
  for (let i = 0; i < 3; i++)
    assert.is(logs.filter((l) => l.req_id === `req-places-${i}` && l.msg === 'request')[0]?.status, 500);
  assert.equal(h.responseViolations(), []);
});

test.run();
