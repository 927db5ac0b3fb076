// The automatic responder's OpenAI-compatible adapter against a fake upstream started here (node:http on an
// ephemeral port): what it sends, how it reads replies and declines, and how each kind of failure comes out.
import type { IncomingHttpHeaders } from 'node:http';
import { freePort } from '../../scripts/lib/free-port.js';
import { abortedInFlight, rejectsWith, startFakeUpstream, type FakeUpstream } from '../harness/fake-upstream.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  createSupportResponder,
  OpenAiCompatibleResponder,
  ResponderUnavailableError,
  type ResponderInput,
} from '../../src/providers/support-responder/index.js';

interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: { model: string; messages: { role: string; content: string }[] };
}

/** What the fake upstream answers next: a status and a raw body, or `hang` (headers never sent). */
type Answer = { status: number; body: string } | 'hang';

const test = suite('support responder: openai-compatible');
let upstream: FakeUpstream;
let base = '';
const seen: Seen[] = [];
let answer: Answer = { status: 200, body: '{}' };

const completion = (content: string | null) =>
  JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });

const input: ResponderInput = {
  business: { id: 'biz_123', name: 'Kofi Fabrics' },
  conversation_id: 'thr_abc',
  transcript: [
    { sender_type: 'system', content: 'We are open 9 to 5.' },
    { sender_type: 'customer', content: 'Do you ship to Kumasi?' },
    { sender_type: 'ai', content: 'Yes, we do.' },
    { sender_type: 'agent', content: 'Hi, Ama here.' },
    { sender_type: 'customer', content: 'How much is it?' },
  ],
};

const responder = (opts: { apiKey?: string; timeoutMs?: number; systemPrompt?: string } = {}) =>
  new OpenAiCompatibleResponder({
    url: `${base}/v1/`,
    model: 'test-model',
    timeoutMs: opts.timeoutMs ?? 5000,
    apiKey: opts.apiKey,
    systemPrompt: opts.systemPrompt,
  });

const failure = (p: Promise<unknown>) => rejectsWith(p, ResponderUnavailableError);

test.before(async () => {
  upstream = await startFakeUpstream((req, body, res) => {
    seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: JSON.parse(body) });
    if (answer === 'hang') return;
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body);
  });
  base = upstream.url;
});

test.after(() => upstream.close());

test.before.each(() => {
  seen.length = 0;
  answer = { status: 200, body: completion('Delivery to Kumasi is **free**.') };
});

test('POSTs the model and the transcript as chat roles in order, our instructions first, without a key', async () => {
  const reply = await responder().reply(input);
  assert.equal(reply, { content: 'Delivery to Kumasi is **free**.', content_type: 'markdown' });
  assert.is(seen.length, 1);
  const [req] = seen;
  assert.is(req.method, 'POST');
  assert.is(req.path, '/v1/chat/completions');
  assert.match(String(req.headers['content-type']), /^application\/json/);
  assert.is(req.headers.authorization, undefined);
  assert.is(req.body.model, 'test-model');
  assert.equal(
    req.body.messages.map((m) => m.role),
    ['system', 'system', 'user', 'assistant', 'assistant', 'user'],
  );
  const prompt = req.body.messages[0].content;
  assert.ok(prompt.includes('Kofi Fabrics'), prompt);
  assert.ok(prompt.includes('HANDOFF'), prompt);
  assert.match(prompt, /never invent order data/i);
  assert.equal(
    req.body.messages.slice(1).map((m) => m.content),
    [
      'Notice from the business: We are open 9 to 5.',
      'Do you ship to Kumasi?',
      'Yes, we do.',
      'Hi, Ama here.',
      'How much is it?',
    ],
  );
});

test('sends the key as a bearer token, and the operator instructions after ours', async () => {
  await responder({ apiKey: 'sk-test-123', systemPrompt: 'Sign every reply as Kofi.' }).reply(input);
  assert.is(seen[0].headers.authorization, 'Bearer sk-test-123');
  const prompt = seen[0].body.messages[0].content;
  assert.ok(prompt.indexOf('Sign every reply as Kofi.') > prompt.indexOf('HANDOFF'), prompt);
});

test('sends at most the last 20 messages', async () => {
  const transcript = Array.from({ length: 25 }, (_, i) => ({
    sender_type: 'customer' as const,
    content: `message ${i}`,
  }));
  await responder().reply({ ...input, transcript });
  const sent = seen[0].body.messages.slice(1).map((m) => m.content);
  assert.is(sent.length, 20);
  assert.is(sent[0], 'message 5');
  assert.is(sent[19], 'message 24');
});

test('HANDOFF, empty, whitespace and null content decline with null', async () => {
  for (const content of ['HANDOFF', '  HANDOFF\n', '`HANDOFF`', 'HANDOFF.', '', '  \n ', null]) {
    answer = { status: 200, body: completion(content) };
    assert.is(await responder().reply(input), null, JSON.stringify(content));
  }
  // The token inside a sentence is a reply like any other.
  answer = { status: 200, body: completion('I will HANDOFF you to Ama.') };
  assert.equal(await responder().reply(input), { content: 'I will HANDOFF you to Ama.', content_type: 'markdown' });
});

test('a reply is trimmed and cut to 4000 characters, never inside a surrogate pair', async () => {
  answer = { status: 200, body: completion(`  ${'a'.repeat(4500)}  `) };
  assert.is((await responder().reply(input))?.content, 'a'.repeat(4000));
  // 4001 emoji are 8002 UTF-16 units: the cut keeps 4000 whole ones.
  answer = { status: 200, body: completion('😀'.repeat(4001)) };
  const emoji = (await responder().reply(input))?.content ?? '';
  assert.is(emoji, '😀'.repeat(4000));
  // eslint-disable-next-line @typescript-eslint/no-misused-spread -- counting code points is the point
  assert.is([...emoji].length, 4000);
  answer = { status: 200, body: completion('x' + '😀'.repeat(4000)) };
  assert.is((await responder().reply(input))?.content, 'x' + '😀'.repeat(3999));
  answer = { status: 200, body: completion('😀'.repeat(4000)) };
  assert.is((await responder().reply(input))?.content, '😀'.repeat(4000));
});

test('500 and 429 are retryable, with the status and the start of the body in the message', async () => {
  answer = { status: 500, body: 'upstream exploded ' + 'z'.repeat(500) };
  const e500 = await failure(responder().reply(input));
  assert.is(e500.retryable, true);
  assert.match(e500.message, /500/);
  assert.ok(e500.message.includes('upstream exploded ' + 'z'.repeat(182)), e500.message);
  assert.not.ok(e500.message.includes('z'.repeat(183)), e500.message);
  answer = { status: 429, body: '{"error":{"message":"Rate limit reached"}}' };
  const e429 = await failure(responder().reply(input));
  assert.is(e429.retryable, true);
  assert.match(e429.message, /429.*Rate limit reached/);
});

test('400 is not retryable', async () => {
  answer = { status: 400, body: '{"error":{"message":"model not found"}}' };
  const err = await failure(responder().reply(input));
  assert.is(err.retryable, false);
  assert.match(err.message, /400.*model not found/);
});

test('a 2xx body that is not JSON, or not a chat completion, is not retryable', async () => {
  for (const body of [
    '<html>proxy page</html>',
    '{"choices":[',
    '{"choices":[]}',
    '{"choices":[{"text":"legacy"}]}',
    '{"choices":[{"message":{"content":42}}]}',
    'null',
  ]) {
    answer = { status: 200, body };
    const err = await failure(responder().reply(input));
    assert.is(err.retryable, false, body);
  }
});

test('an upstream that never answers times out, retryable', async () => {
  answer = 'hang';
  const err = await failure(responder({ timeoutMs: 200 }).reply(input));
  assert.is(err.retryable, true);
  assert.match(err.message, /200 ms/);
  assert.is(seen.length, 1);
});

test('an upstream that cannot be reached is retryable', async () => {
  // A port that was free a moment ago: nothing listens there.
  const port = await freePort();
  const err = await failure(
    new OpenAiCompatibleResponder({ url: `http://127.0.0.1:${port}/v1`, model: 'm', timeoutMs: 5000 }).reply(input),
  );
  assert.is(err.retryable, true);
  assert.match(err.message, /could not be reached/);
});

test("the caller's abort is passed through, not reported as the responder being down", async () => {
  answer = 'hang';
  const err = await abortedInFlight(
    (signal) => responder().reply(input, signal),
    () => seen.length > 0,
  );
  assert.not.instance(err, ResponderUnavailableError);
  assert.is(err.message, 'shopper left');
});

test('createSupportResponder: off without a URL, else the adapter with its defaults', async () => {
  assert.is(createSupportResponder({}), null);
  assert.is(createSupportResponder({ url: '' }), null);
  const r = createSupportResponder({ url: `${base}/v1` });
  assert.ok(r);
  assert.is(r.description, `openai-compatible (gpt-4o-mini at ${base.slice('http://'.length)})`);
  await r.reply(input);
  assert.is(seen[0].body.model, 'gpt-4o-mini');
  assert.is(seen[0].headers.authorization, undefined);
});

test.run();
