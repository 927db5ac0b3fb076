// Support chat over HTTP on the demo business: the shopper's conversation (guest, signed in, a guest who signs
// in), messages and their rules (trimming, limits, client_id replays, attachments), the poll cursor with messages
// stored in one millisecond, and the business's inbox (filters, replies, close and reopen, scopes, modes). Every
// answer is checked against the contract by the harness.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newSessionId, startHarness, type Harness } from '../harness/harness.js';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';

let h: Harness;
const CONV = '/api/v1/support/conversation';
const MSGS = '/api/v1/support/conversation/messages';

test.before(async () => {
  // A still clock: every message of a burst is stored "in the same millisecond".
  h = await startHarness({ seed: true, tickMs: 0, env: { RATE_LIMITS: 'off' } });
});
test.after(async () => {
  await h?.close();
});

const inbox = () => `/v1/businesses/${h.demo.business_id}/support/conversations`;
const pf = (method: string, path: string, body?: unknown, key: string | null = h.businessKey) =>
  h
    .fetch(`${h.url}${path}${path.includes('?') ? '&' : '?'}mode=test`, {
      method,
      headers: {
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    .then(async (r) => ({ status: r.status, json: r.status === 204 ? null : ((await r.json()) as any) }));

const send = (sessionId: string, body: unknown, headers: Record<string, string> = {}) =>
  h.raw('POST', MSGS, { sessionId, body, headers });
const poll = (sessionId: string, query = '', headers: Record<string, string> = {}) =>
  h.raw('GET', `${MSGS}${query}`, { sessionId, headers });

test('open: a new session gets a new, empty conversation; the same session gets the same one', async () => {
  const s = newSessionId();
  const first = await h.raw('POST', CONV, { sessionId: s });
  assert.is(first.status, 200, JSON.stringify(first.json));
  const c = first.json.data.conversation;
  assert.match(c.id, /^thr_/);
  assert.equal(
    { status: c.status, ai_enabled: c.ai_enabled, message_count: c.message_count, last_message_at: c.last_message_at },
    { status: 'open', ai_enabled: false, message_count: 0, last_message_at: null },
  );
  assert.equal(first.json.data.messages, []);
  const again = await h.raw('POST', CONV, { sessionId: s });
  assert.is(again.json.data.conversation.id, c.id);
  const other = await h.raw('POST', CONV, { sessionId: newSessionId() });
  assert.is.not(other.json.data.conversation.id, c.id);
  assert.is(await h.db.collection('support_threads').countDocuments({ _id: c.id }), 1);
});

test('poll without a conversation: an empty list, and no conversation is created', async () => {
  const s = newSessionId();
  const r = await poll(s);
  assert.is(r.status, 200);
  assert.equal(r.json.data, []);
  assert.is(await h.db.collection('support_threads').countDocuments({ owner: `ses:${s}` }), 0);
});

test('send: the stored message (trimmed), the conversation created on the way, counted', async () => {
  const s = newSessionId();
  const r = await send(s, { content: '  My parcel arrived damaged.\n', client_id: 'c-1' });
  assert.is(r.status, 201, JSON.stringify(r.json));
  const m = r.json.data;
  assert.match(m.id, /^msg_/);
  assert.equal(
    {
      sender_type: m.sender_type,
      content: m.content,
      content_type: m.content_type,
      attachments: m.attachments,
      metadata: m.metadata,
    },
    {
      sender_type: 'customer',
      content: 'My parcel arrived damaged.',
      content_type: 'text',
      attachments: [],
      metadata: { client_id: 'c-1' },
    },
  );
  const open = await h.raw('POST', CONV, { sessionId: s });
  assert.is(open.json.data.conversation.message_count, 1);
  assert.is(open.json.data.conversation.last_message_at, m.created_at);
  assert.equal(
    open.json.data.messages.map((x: any) => x.id),
    [m.id],
  );
  const stored = await h.db.collection('support_messages').findOne({ _id: m.id });
  assert.is(stored?.content, 'My parcel arrived damaged.');
});

test('send: empty, whitespace-only and over-long content are 400 BAD_REQUEST naming content; nothing stored', async () => {
  const s = newSessionId();
  for (const content of ['', '   \n\t ', 'x'.repeat(4001), ` ${'y'.repeat(4001)} `]) {
    const r = await send(s, { content });
    assert.is(r.status, 400, `${content.length}: ${JSON.stringify(r.json)}`);
    assert.is(r.json.error.code, 'BAD_REQUEST');
    assert.ok(r.json.error.message.includes('content'), r.json.error.message);
  }
  // 4000 characters after trimming is the limit, counted in characters (4000 emoji are 8000 UTF-16 units).
  assert.is((await send(s, { content: `  ${'x'.repeat(4000)}  ` })).status, 201);
  assert.is((await send(s, { content: '😀'.repeat(4000) })).status, 201);
  const wrong = await send(s, { content: 'hi', unknown: 1 });
  assert.is(wrong.status, 400);
  assert.is(wrong.json.error.code, 'BAD_REQUEST');
  const thread = await h.db.collection('support_threads').findOne({ owner: `ses:${s}` });
  assert.is(thread?.message_count, 2);
});

test('client_id: a repeat is 409 CONFLICT carrying the original; a send, a lost answer and a resend leave one message', async () => {
  const s = newSessionId();
  const first = await send(s, { content: 'Order 1042 is late', client_id: 'retry-me' });
  assert.is(first.status, 201);
  const again = await send(s, { content: 'Order 1042 is late (resent)', client_id: 'retry-me' });
  assert.is(again.status, 409, JSON.stringify(again.json));
  assert.is(again.json.error.code, 'CONFLICT');
  assert.equal(again.json.data, first.json.data);
  // Concurrent resends of one client_id: exactly one is stored, every other answer carries it.
  const burst = await Promise.all(
    Array.from({ length: 6 }, () => send(s, { content: 'twice?', client_id: 'burst-1' })),
  );
  const created = burst.filter((r) => r.status === 201);
  assert.is(created.length, 1, burst.map((r) => r.status).join(','));
  for (const r of burst.filter((x) => x.status === 409)) assert.is(r.json.data.id, created[0].json.data.id);
  const thread = await h.db.collection('support_threads').findOne({ owner: `ses:${s}` });
  assert.is(await h.db.collection('support_messages').countDocuments({ thread_id: thread!._id }), 2);
  assert.is(thread!.message_count, 2);
  // The same client_id in another conversation is another message.
  assert.is((await send(newSessionId(), { content: 'Order 1042 is late', client_id: 'retry-me' })).status, 201);
});

test('the cursor: messages stored in the same millisecond get distinct, increasing created_at; paging with after skips none', async () => {
  const s = newSessionId();
  const sent: any[] = [];
  for (let i = 0; i < 5; i++) sent.push((await send(s, { content: `one by one ${i}` })).json.data);
  // And a burst of concurrent ones, on a clock that does not move.
  const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => send(s, { content: `burst ${i}` })));
  for (const r of burst) assert.is(r.status, 201);
  const times = [...sent, ...burst.map((r) => r.json.data)].map((m) => m.created_at);
  assert.is(new Set(times).size, 17, 'created_at is unique within the conversation');
  const clockMs = h.clock.now().getTime();
  assert.ok(
    times.every((t) => Date.parse(t) >= clockMs),
    'never before the clock',
  );

  const seen: any[] = [];
  let after: string | undefined;
  for (;;) {
    const r = await poll(
      s,
      `?limit=3${after ? `&after=${encodeURIComponent(after)}` : '&after=2000-01-01T00:00:00.000Z'}`,
    );
    assert.is(r.status, 200);
    seen.push(...r.json.data);
    if (r.json.data.length < 3) break;
    after = r.json.data[r.json.data.length - 1].created_at;
  }
  assert.is(seen.length, 17);
  assert.is(new Set(seen.map((m) => m.id)).size, 17);
  const ordered = [...seen].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  assert.equal(
    seen.map((m) => m.id),
    ordered.map((m) => m.id),
  );
  assert.equal(
    seen.slice(0, 5).map((m) => m.id),
    sent.map((m) => m.id),
    'sequential sends keep their order',
  );
  // Without after: the newest `limit`, oldest first.
  const newest = await poll(s, '?limit=4');
  assert.equal(
    newest.json.data.map((m: any) => m.id),
    seen.slice(-4).map((m) => m.id),
  );
  // Limits.
  for (const q of ['?limit=0', '?limit=101', '?after=yesterday']) assert.is((await poll(s, q)).status, 400, q);
});

test('a signed-in customer keeps one conversation across sessions and devices', async () => {
  const c = await h.customer();
  const a = await h.raw('POST', CONV, { sessionId: newSessionId(), headers: c.headers });
  const b = await h.raw('POST', CONV, { sessionId: newSessionId(), headers: c.headers });
  assert.is(a.json.data.conversation.id, b.json.data.conversation.id);
  const sent = await send(newSessionId(), { content: 'from my phone' }, c.headers);
  const seen = await poll(newSessionId(), '', c.headers);
  assert.equal(
    seen.json.data.map((m: any) => m.id),
    [sent.json.data.id],
  );
  const thread = await h.db.collection('support_threads').findOne({ _id: a.json.data.conversation.id });
  assert.is(thread?.customer_id, c.id);
});

test('a guest who signs in: the guest conversation becomes theirs, or is set aside when they have one', async () => {
  const s = newSessionId();
  const guest = await send(s, { content: 'asking as a guest' });
  const guestThread = (await h.raw('POST', CONV, { sessionId: s })).json.data.conversation.id;
  const c = await h.customer({ sessionId: s });
  const signedIn = await h.raw('POST', CONV, { sessionId: s, headers: c.headers });
  assert.is(signedIn.json.data.conversation.id, guestThread, 'adopted: same id');
  assert.equal(
    signedIn.json.data.messages.map((m: any) => m.id),
    [guest.json.data.id],
    'history kept',
  );
  // Signed out on that session, the guest starts afresh.
  const afterSignOut = await h.raw('POST', CONV, { sessionId: s });
  assert.is.not(afterSignOut.json.data.conversation.id, guestThread);

  // They already have one: a guest conversation of another session is set aside, closed, still the business's.
  const t = newSessionId();
  await send(t, { content: 'guest again on a laptop' });
  const other = (await h.raw('POST', CONV, { sessionId: t })).json.data.conversation.id;
  const mine = await h.raw('POST', CONV, { sessionId: t, headers: c.headers });
  assert.is(mine.json.data.conversation.id, guestThread);
  const setAside = await h.db.collection('support_threads').findOne({ _id: other });
  assert.equal(
    { status: setAside?.status, owner: setAside?.owner, merged_into: setAside?.merged_into },
    { status: 'closed', owner: undefined, merged_into: guestThread },
  );
  const seenByBusiness = await pf('GET', `${inbox()}/${other}`);
  assert.is(seenByBusiness.status, 200);
  assert.is(seenByBusiness.json.data.messages[0].content, 'guest again on a laptop');
});

test('attachments: confirmed uploads of this session; anything else is 400 naming the entry', async () => {
  const s = newSessionId();
  const upload = async (sessionId: string, confirm: boolean) => {
    const bytes = new Uint8Array(100).fill(7);
    const init = await h.raw('POST', '/api/v1/uploads/init', {
      sessionId,
      body: { filename: 'photo.png', content_type: 'image/png', size_bytes: bytes.length },
    });
    const put = await h.fetch(init.json.data.upload_url, {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': 'image/png' },
    });
    assert.is(put.status, 204);
    if (confirm)
      assert.is(
        (await h.raw('POST', '/api/v1/uploads/confirm', { sessionId, body: { upload_id: init.json.data.upload_id } }))
          .status,
        200,
      );
    return init.json.data.upload_id as string;
  };
  const mine = await upload(s, true);
  const r = await send(s, { content: 'here is a photo', attachments: [mine] });
  assert.is(r.status, 201, JSON.stringify(r.json));
  const [a] = r.json.data.attachments;
  assert.equal(
    { id: a.id, filename: a.filename, content_type: a.content_type, size_bytes: a.size_bytes },
    { id: mine, filename: 'photo.png', content_type: 'image/png', size_bytes: 100 },
  );
  assert.is((await h.fetch(a.url)).status, 200, 'the attachment is served');

  const theirs = await upload(newSessionId(), true);
  const unconfirmed = await upload(s, false);
  for (const [ids, index] of [
    [[mine, theirs], 1],
    [[unconfirmed], 0],
    [['upl_doesnotexist000'], 0],
  ] as const) {
    const bad = await send(s, { content: 'x', attachments: ids });
    assert.is(bad.status, 400, JSON.stringify(bad.json));
    assert.ok(bad.json.error.message.startsWith(`attachments[${index}]`), bad.json.error.message);
  }
  assert.is(
    (await send(s, { content: 'x', attachments: Array.from({ length: 11 }, (_, i) => `upl_${'a'.repeat(10)}${i}`) }))
      .status,
    400,
  );
});

test('the inbox: newest activity first, filtered by open / waiting / closed; replies reach the shopper', async () => {
  const s1 = newSessionId();
  const s2 = newSessionId();
  await send(s1, { content: 'first shopper' });
  h.clock.advance(1000);
  await send(s2, { content: 'second shopper' });
  h.clock.advance(1000);
  const t1 = (await h.raw('POST', CONV, { sessionId: s1 })).json.data.conversation.id;
  const t2 = (await h.raw('POST', CONV, { sessionId: s2 })).json.data.conversation.id;

  const all = await pf('GET', `${inbox()}?limit=100`);
  assert.is(all.status, 200, JSON.stringify(all.json));
  const ids = all.json.data.conversations.map((c: any) => c.id);
  assert.ok(ids.indexOf(t2) < ids.indexOf(t1), 'newest activity first');
  const c2 = all.json.data.conversations.find((c: any) => c.id === t2);
  assert.equal(
    {
      status: c2.status,
      awaiting_reply: c2.awaiting_reply,
      customer_id: c2.customer_id,
      content: c2.last_message.content,
    },
    { status: 'open', awaiting_reply: true, customer_id: null, content: 'second shopper' },
  );

  const reply = await pf('POST', `${inbox()}/${t1}/messages`, {
    content: 'We are on it **now**.',
    content_type: 'markdown',
  });
  assert.is(reply.status, 201, JSON.stringify(reply.json));
  assert.equal(
    { sender_type: reply.json.data.sender_type, content_type: reply.json.data.content_type },
    { sender_type: 'agent', content_type: 'markdown' },
  );
  const shopperSees = await poll(s1);
  assert.equal(
    shopperSees.json.data.map((m: any) => m.sender_type),
    ['customer', 'agent'],
  );

  const waiting = (await pf('GET', `${inbox()}?status=waiting&limit=100`)).json.data.conversations.map(
    (c: any) => c.id,
  );
  assert.ok(waiting.includes(t2) && !waiting.includes(t1), 'a replied conversation no longer waits');
  // Activity moved t1 to the top.
  assert.is((await pf('GET', `${inbox()}?limit=1`)).json.data.conversations[0].id, t1);
  const page = await pf('GET', `${inbox()}?limit=1&offset=1`);
  assert.is(page.json.data.pagination.limit, 1);
  assert.is(page.json.data.pagination.offset, 1);
  assert.ok(page.json.data.pagination.total >= 2);

  // A system notice does not count as an answer.
  await pf('POST', `${inbox()}/${t2}/messages`, { content: 'We answer within the hour.', sender_type: 'system' });
  assert.ok(
    (await pf('GET', `${inbox()}?status=waiting&limit=100`)).json.data.conversations.some((c: any) => c.id === t2),
  );
});

test('close and reopen: idempotent, a closed conversation refuses replies, the shopper reopens it', async () => {
  const s = newSessionId();
  await send(s, { content: 'please close me' });
  const t = (await h.raw('POST', CONV, { sessionId: s })).json.data.conversation.id;
  const closed = await pf('POST', `${inbox()}/${t}/close`);
  assert.is(closed.status, 200, JSON.stringify(closed.json));
  assert.is(closed.json.data.status, 'closed');
  assert.ok(closed.json.data.closed_at);
  const twice = await pf('POST', `${inbox()}/${t}/close`);
  assert.equal(twice.json.data, closed.json.data);
  assert.is(
    (await h.raw('POST', CONV, { sessionId: s })).json.data.conversation.status,
    'closed',
    'opening the widget does not reopen',
  );
  const refused = await pf('POST', `${inbox()}/${t}/messages`, { content: 'too late' });
  assert.is(refused.status, 409);
  assert.is(refused.json.error.code, 'CONFLICT');
  assert.is(refused.json.data, undefined);
  assert.ok(
    (await pf('GET', `${inbox()}?status=closed&limit=100`)).json.data.conversations.some((c: any) => c.id === t),
  );

  const reopened = await pf('POST', `${inbox()}/${t}/reopen`);
  assert.equal(
    { status: reopened.json.data.status, closed_at: reopened.json.data.closed_at },
    { status: 'open', closed_at: null },
  );
  await pf('POST', `${inbox()}/${t}/close`);
  // The shopper's next message reopens it.
  assert.is((await send(s, { content: 'one more thing' })).status, 201);
  assert.is((await h.raw('POST', CONV, { sessionId: s })).json.data.conversation.status, 'open');
});

test('the business side: client_id replays, reading messages with the cursor, attachments are assets', async () => {
  const s = newSessionId();
  await send(s, { content: 'hello' });
  const t = (await h.raw('POST', CONV, { sessionId: s })).json.data.conversation.id;
  const a = await pf('POST', `${inbox()}/${t}/messages`, { content: 'Hi!', client_id: 'agent-1' });
  const b = await pf('POST', `${inbox()}/${t}/messages`, { content: 'Hi!', client_id: 'agent-1' });
  assert.is(b.status, 409);
  assert.equal(b.json.data, a.json.data);
  const first = (await pf('GET', `${inbox()}/${t}/messages?limit=1&after=2000-01-01T00:00:00Z`)).json.data;
  const rest = (await pf('GET', `${inbox()}/${t}/messages?after=${encodeURIComponent(first[0].created_at)}`)).json.data;
  assert.equal(
    [...first, ...rest].map((m: any) => m.content),
    ['hello', 'Hi!'],
  );
  // An asset of the business (one library whatever the mode) goes with a sandbox conversation's reply.
  const assets = `/v1/businesses/${h.demo.business_id}/assets`;
  const auth = { authorization: `Bearer ${h.businessKey}`, 'content-type': 'application/json' };
  const init = (await (
    await h.fetch(`${h.url}${assets}/init`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ folder: 'support', filename: 'returns.txt', content_type: 'text/plain', size_bytes: 5 }),
    })
  ).json()) as any;
  assert.is(
    (await h.fetch(init.data.upload_url, { method: 'PUT', body: 'hello', headers: { 'content-type': 'text/plain' } }))
      .status,
    204,
  );
  assert.is(
    (
      await h.fetch(`${h.url}${assets}/confirm`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ upload_id: init.data.upload_id }),
      })
    ).status,
    200,
  );
  const withFile = await pf('POST', `${inbox()}/${t}/messages`, {
    content: 'Our returns policy',
    attachments: [init.data.upload_id],
  });
  assert.is(withFile.status, 201, JSON.stringify(withFile.json));
  assert.equal(
    { id: withFile.json.data.attachments[0].id, name: withFile.json.data.attachments[0].filename },
    { id: init.data.upload_id, name: 'returns.txt' },
  );
  assert.is(await (await h.fetch(withFile.json.data.attachments[0].url)).text(), 'hello');
  // A shopper cannot attach the business's asset.
  assert.is((await send(s, { content: 'mine?', attachments: [init.data.upload_id] })).status, 400);
  const bad = await pf('POST', `${inbox()}/${t}/messages`, {
    content: 'see attached',
    attachments: ['up_nosuchasset0000'],
  });
  assert.is(bad.status, 400);
  assert.match(bad.json.error.message, /^attachments\[0\]/);
  const empty = await pf('POST', `${inbox()}/${t}/messages`, { content: '   ' });
  assert.is(empty.status, 400);
});

test('the business side: scopes, another business, modes, unknown ids', async () => {
  const s = newSessionId();
  await send(s, { content: 'sandbox shopper' });
  const t = (await h.raw('POST', CONV, { sessionId: s })).json.data.conversation.id;
  // The demo storefront key is a test key: its conversations are sandbox data, not live.
  const live = await h.fetch(`${h.url}${inbox()}/${t}`, { headers: { authorization: `Bearer ${h.businessKey}` } });
  assert.is(live.status, 404);
  assert.is((await pf('GET', `${inbox()}/thr_doesnotexist0000`)).status, 404);
  assert.is((await pf('POST', `${inbox()}/thr_doesnotexist0000/close`)).status, 404);
  assert.is((await pf('GET', inbox(), undefined, null)).status, 401);

  const { key: readOnly } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: h.demo.business_id,
    scopes: ['support:read'],
    name: 'inbox reader',
  });
  assert.is((await pf('GET', `${inbox()}/${t}`, undefined, readOnly)).status, 200);
  const denied = await pf('POST', `${inbox()}/${t}/messages`, { content: 'no' }, readOnly);
  assert.is(denied.status, 403);
  assert.ok(denied.json.error.message.includes('support:write'));

  const other = await h.business('Other Support Co');
  const { key: otherKey } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: other.tenant.business_id,
    scopes: ['support:read', 'support:write'],
    name: 'other',
  });
  assert.is(
    (await pf('GET', `/v1/businesses/${other.tenant.business_id}/support/conversations/${t}`, undefined, otherKey))
      .status,
    404,
  );
  assert.is((await pf('GET', `${inbox()}/${t}`, undefined, otherKey)).status, 403);
});

test('every answer matched the contract', () => {
  assert.equal(h.responseViolations(), []);
  assert.ok(h.checkedResponses() > 50);
});

test.run();
