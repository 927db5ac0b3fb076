import { test } from 'uvu';
import * as assert from 'uvu/assert';
import pino from 'pino';
import { startTarget, type Target } from '../../../test/store/helpers.js';
import { ensureIndexes } from '../../store/index.js';
import { ManualClock } from '../../kernel/clock.js';
import { AppError } from '../../kernel/errors.js';
import { latestOutboxMessage } from '../../providers/notify/notifier.js';
import { codeInMessage, maskContact, normalizeContact, requestOtp, verifyOtp, type ContactType } from './otp.js';

let target: Target;
const clock = new ManualClock(Date.now() + 60_000);
const logger = pino({ level: 'silent' });
const svc = () => ({ db: target.db, clock, logger });
let n = 0;
const phone = () => `+23324${String(1000000 + ++n).slice(-7)}`;

test.before(async () => {
  target = await startTarget();
  await ensureIndexes(target.db);
});
test.after(async () => {
  await target.stop();
});

async function fails(p: Promise<unknown>, code: string): Promise<AppError> {
  try {
    await p;
  } catch (err) {
    assert.instance(err, AppError);
    assert.is((err as AppError).code, code, (err as Error).message);
    return err as AppError;
  }
  assert.unreachable(`expected ${code}`);
  throw new Error('unreachable');
}

async function sentCode(to: string): Promise<string> {
  const msg = await latestOutboxMessage(target.db, to);
  assert.ok(msg, 'a message in the outbox');
  const code = codeInMessage(msg!.body);
  assert.ok(code, 'the message carries a 6-digit code');
  return code!;
}

/** A code that is neither the one sent nor the sandbox code. */
const wrongFor = (code: string, i = 0) => {
  for (let k = i; ; k++) {
    const c = String(k % 1_000_000).padStart(6, '0');
    if (c !== code && c !== '123456') return c;
  }
};

const live = (contact: string, contactType: ContactType = 'phone') => ({
  scope: 'biz:biz_unit',
  contact,
  contactType,
  livemode: true,
});

test('contacts are validated against their type and normalised', () => {
  assert.is(normalizeContact(' +233 24 123 4567 ', 'phone'), '+233241234567');
  assert.is(normalizeContact('Ama@Example.COM', 'email'), 'ama@example.com');
  for (const [c, t] of [
    ['0241234567', 'phone'],
    ['ama@example.com', 'phone'],
    ['+233241234567', 'email'],
    ['no-at.example', 'email'],
  ] as const) {
    try {
      normalizeContact(c, t);
      assert.unreachable(c);
    } catch (err) {
      assert.is((err as AppError).code, 'VALIDATION_ERROR');
      assert.match((err as Error).message, /^contact:/);
    }
  }
  assert.is(maskContact('+233241234567', 'phone'), '+233*****4567');
  assert.is(maskContact('ama@example.com', 'email'), 'a***@example.com');
});

test('a sent code signs in once, is stored hashed, and expires after 300 s', async () => {
  const to = phone();
  const res = await requestOtp(svc(), live(to));
  assert.is(res.expiresIn, 300);
  assert.is(res.contact, to);
  const code = await sentCode(to);
  const stored = await target.db.collection('otp_codes').findOne({ contact: to });
  assert.ok(stored && !JSON.stringify(stored).includes(code), 'the plain code is not stored');
  assert.equal(await verifyOtp(svc(), { ...live(to), code }), { contact: to, contactType: 'phone' });
  await fails(verifyOtp(svc(), { ...live(to), code }), 'INVALID_OTP');

  await requestOtp(svc(), live(to));
  const second = await sentCode(to);
  clock.advance(301_000);
  await fails(verifyOtp(svc(), { ...live(to), code: second }), 'INVALID_OTP');
});

test('a new request replaces the previous code', async () => {
  const to = `r${++n}@example.com`;
  await requestOtp(svc(), live(to, 'email'));
  const first = await sentCode(to);
  await requestOtp(svc(), live(to, 'email'));
  const second = await sentCode(to);
  if (first !== second) await fails(verifyOtp(svc(), { ...live(to, 'email'), code: first }), 'INVALID_OTP');
  await verifyOtp(svc(), { ...live(to, 'email'), code: second });
});

test('five wrong guesses spend a code: then 429 with Retry-After, even for the right code', async () => {
  const to = phone();
  await requestOtp(svc(), live(to));
  const code = await sentCode(to);
  for (let i = 0; i < 5; i++) await fails(verifyOtp(svc(), { ...live(to), code: wrongFor(code, i) }), 'INVALID_OTP');
  const err = await fails(verifyOtp(svc(), { ...live(to), code }), 'RATE_LIMITED');
  assert.ok(err.retryAfterSeconds! >= 1);
});

test('at most five codes per contact per 15 minutes', async () => {
  const to = phone();
  for (let i = 0; i < 5; i++) await requestOtp(svc(), live(to));
  const err = await fails(requestOtp(svc(), live(to)), 'RATE_LIMITED');
  assert.is(err.retryAfterSeconds!, 900);
  clock.advance(600_000);
  const later = await fails(requestOtp(svc(), live(to)), 'RATE_LIMITED');
  assert.is(later.retryAfterSeconds, 300);
  clock.advance(300_001);
  await requestOtp(svc(), live(to));
});

test('concurrent guesses cannot exceed the attempt budget', async () => {
  const to = phone();
  await requestOtp(svc(), live(to));
  const code = await sentCode(to);
  const guesses = Array.from({ length: 40 }, (_, i) => wrongFor(code, i * 7));
  guesses.push(code);
  const results = await Promise.allSettled(guesses.map((g) => verifyOtp(svc(), { ...live(to), code: g })));
  const invalid = results.filter(
    (r) => r.status === 'rejected' && (r.reason as AppError).code === 'INVALID_OTP',
  ).length;
  const ok = results.filter((r) => r.status === 'fulfilled').length;
  assert.ok(invalid + ok <= 5, `at most 5 guesses were compared (${invalid} wrong, ${ok} right)`);
});

test('sandbox accepts 123456 for any contact; live does not', async () => {
  const to = phone();
  await verifyOtp(svc(), { scope: 'link', contact: to, contactType: 'phone', livemode: false, code: '123456' });
  await fails(
    verifyOtp(svc(), { scope: 'link', contact: to, contactType: 'phone', livemode: true, code: '123456' }),
    'INVALID_OTP',
  );
});

test('an undelivered code is refused with 503, holds no request slot and keeps the previous code valid', async () => {
  const to = phone();
  await requestOtp(svc(), live(to));
  const code = await sentCode(to);
  const failing = { send: async () => Promise.reject(new AppError('SERVICE_UNAVAILABLE', 'gateway down')) };
  for (let i = 0; i < 6; i++) await fails(requestOtp({ ...svc(), notifier: failing }, live(to)), 'SERVICE_UNAVAILABLE');
  assert.is(await target.db.collection('otp_codes').countDocuments({ contact: to }), 1);
  await verifyOtp(svc(), { ...live(to), code });
});

test('codes are separate per scope and mode', async () => {
  const to = phone();
  await requestOtp(svc(), { ...live(to), scope: 'biz:biz_a' });
  const code = await sentCode(to);
  await fails(verifyOtp(svc(), { ...live(to), scope: 'biz:biz_b', code }), 'INVALID_OTP');
  await verifyOtp(svc(), { ...live(to), scope: 'biz:biz_a', code });
});

test.run();
