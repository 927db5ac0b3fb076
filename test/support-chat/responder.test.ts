// The automatic responder end to end: the service configured with SUPPORT_AI_URL pointing at a local
// OpenAI-compatible upstream this test starts, the Agenda worker on. A shopper's message is answered as `ai`
// (over the poll and the WebSocket); a person's reply turns the responder off; HANDOFF hands the conversation
// over; an upstream that fails is tried again later.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import WebSocket from 'ws';
import { newSessionId, startHarness, type Harness } from '../harness/harness.js';
import { eventually, exitWhenDone } from '../store/helpers.js';
import { startFakeUpstream, type FakeUpstream } from '../harness/fake-upstream.js';

let h: Harness;
let upstream: FakeUpstream;
const calls: { auth: string | undefined; body: any }[] = [];

const MSGS = '/api/v1/support/conversation/messages';

test.before(async () => {
  upstream = await startFakeUpstream((req, text, res) => {
    const body = JSON.parse(text);
    calls.push({ auth: req.headers.authorization, body });
    const last = body.messages[body.messages.length - 1].content as string;
    if (req.url !== '/v1/chat/completions') return res.writeHead(404).end();
    if (/broken/.test(last))
      return res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"overloaded"}');
    const content = /human/.test(last) ? 'HANDOFF' : `Thanks! You said: *${last}*`;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
  });
  const url = `${upstream.url}/v1`;
  h = await startHarness({
    seed: true,
    worker: true,
    env: { RATE_LIMITS: 'off', SUPPORT_AI_URL: url, SUPPORT_AI_KEY: 'sk-upstream', SUPPORT_AI_MODEL: 'support-test' },
  });
});
test.after(async () => {
  await h?.close();
  await upstream.close();
  exitWhenDone();
});

const send = (sessionId: string, content: string) => h.raw('POST', MSGS, { sessionId, body: { content } });
const messages = async (sessionId: string) => (await h.raw('GET', MSGS, { sessionId })).json.data as any[];
const conversation = async (sessionId: string) =>
  (await h.raw('POST', '/api/v1/support/conversation', { sessionId })).json.data.conversation;

test('a shopper is answered by the responder, on the poll and on the socket', async () => {
  const s = newSessionId();
  assert.is((await conversation(s)).ai_enabled, true);
  const ws = new WebSocket(
    `${h.url.replace(/^http/, 'ws')}/api/v1/support/conversation/ws?key=${h.defaultKey}&session_id=${s}`,
  );
  const frames: any[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(d.toString())));
  await new Promise((r) => ws.once('open', r));
  await send(s, 'Do you deliver to Tema?');
  assert.ok(
    await eventually(async () => (await messages(s)).some((m) => m.sender_type === 'ai'), 10_000),
    'an ai answer arrived',
  );
  const answer = (await messages(s)).find((m) => m.sender_type === 'ai');
  assert.equal(
    { content: answer.content, content_type: answer.content_type },
    { content: 'Thanks! You said: *Do you deliver to Tema?*', content_type: 'markdown' },
  );
  assert.ok(
    await eventually(async () => frames.some((f) => f.type === 'message' && f.message.id === answer.id), 3_000),
    'pushed to the socket',
  );
  ws.close();

  const call = calls[calls.length - 1];
  assert.is(call.auth, 'Bearer sk-upstream');
  assert.is(call.body.model, 'support-test');
  assert.is(call.body.messages[0].role, 'system');
  assert.ok(call.body.messages[0].content.includes('Osu Corner Café'), 'the prompt names the business');
  assert.equal(call.body.messages.slice(1), [{ role: 'user', content: 'Do you deliver to Tema?' }]);
});

test('a person who replies turns the responder off for that conversation', async () => {
  const s = newSessionId();
  await send(s, 'first question');
  assert.ok(await eventually(async () => (await messages(s)).some((m) => m.sender_type === 'ai'), 10_000));
  const t = (await conversation(s)).id;
  const reply = await h.fetch(
    `${h.url}/v1/businesses/${h.demo.business_id}/support/conversations/${t}/messages?mode=test`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${h.businessKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Ama here, I will take it from here.' }),
    },
  );
  assert.is(reply.status, 201);
  assert.is((await conversation(s)).ai_enabled, false);
  const sent = await send(s, 'thanks Ama');
  // No answer is even queued for it.
  const queued = await h.db
    .collection('agendaJobs')
    .countDocuments({ name: 'support-auto-reply', 'data.message_id': sent.json.data.id });
  assert.is(queued, 0);
  assert.equal(
    (await messages(s)).map((m) => m.sender_type),
    ['customer', 'ai', 'agent', 'customer'],
  );
});

test('HANDOFF hands the conversation over to a person: no answer, ai_enabled false', async () => {
  const s = newSessionId();
  const before = calls.length;
  await send(s, 'I want to talk to a human');
  assert.ok(await eventually(async () => (await conversation(s)).ai_enabled === false, 10_000), 'handed over');
  assert.ok(calls.length > before);
  assert.equal(
    (await messages(s)).map((m) => m.sender_type),
    ['customer'],
  );
});

test('an upstream that fails is tried again later; the shopper is not blocked', async () => {
  const s = newSessionId();
  const sent = await send(s, 'this one is broken');
  assert.is(sent.status, 201);
  const retried = await eventually(
    async () =>
      (await h.db
        .collection('agendaJobs')
        .countDocuments({ name: 'support-auto-reply', 'data.message_id': sent.json.data.id, 'data.attempt': 2 })) === 1,
    10_000,
  );
  assert.ok(retried, 'a second attempt is scheduled');
  assert.equal(
    (await messages(s)).map((m) => m.sender_type),
    ['customer'],
  );
  assert.is((await conversation(s)).ai_enabled, true, 'still on: the responder was down, it did not hand over');
});

test('every answer matched the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
