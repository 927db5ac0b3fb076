// One-time passcodes, shared by the storefront (scope `biz:<business_id>`) and the account API (scope `link`).
//
// Rules (the numbers are the documented limits):
// - A code is 6 random digits, stored only as a salted SHA-256 hash, valid for 300 s, redeemable once.
// - A contact may request at most 5 codes per 15 minutes per scope and mode; the 6th is 429 with Retry-After.
// - A new request replaces the contact's unredeemed code (the old one stops working).
// - Each code accepts 5 guesses. Every verify reserves one guess atomically before comparing, so parallel
//   guesses cannot exceed the budget; once spent, verify answers 429 until a new code is requested. Because
//   new codes are themselves limited, a contact faces at most 25 guesses per 15 minutes: the chance of
//   guessing a 6-digit code in one window is at most 25 in a million.
// - Expired, unknown, replaced or redeemed codes are 401 INVALID_OTP.
// - Sandbox (livemode false) also accepts 123456, for any contact, besides the code sent.
import type { Db, Filter } from 'mongodb';
import { clockStamp, realNow } from '../../kernel/clock.js';
import { randomBase62 } from '../../kernel/ids.js';
import { hashSecret, newOtpCode, safeEqual } from '../../kernel/secrets.js';
import { AppError, rateLimited, validationError } from '../../kernel/errors.js';
import type { Services } from '../../services.js';
import { notifierFromEnv, type Channel, type Notifier } from '../../providers/notify/notifier.js';
import { nextSeq } from '../../kernel/sequence.js';
import { otpCodes as codes } from './store.js';
import type { ContactType, OtpCodeDoc } from './model.js';
export type { ContactType } from './model.js';

export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_REQUESTS = 5;
export const OTP_REQUEST_WINDOW_SECONDS = 15 * 60;
export const SANDBOX_OTP_CODE = '123456';

type OtpServices = Pick<Services, 'db' | 'clock' | 'logger' | 'testClock'> & { notifier?: Notifier };

/** A code requested on a sandbox test clock is the clock's (docs/test-clocks.md): it expires on the clock's time,
 * and only calls on that clock see it, so a clock set ahead neither uses up nor replaces real-time codes. */
const onClock = (services: OtpServices): Filter<OtpCodeDoc> =>
  services.testClock ? { test_clock_id: services.testClock.id } : { test_clock_id: { $exists: false } };

const E164 = /^\+[1-9]\d{6,14}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact in its stored form, or 400 naming `contact`. Phones are E.164; emails are lower-cased. */
export function normalizeContact(contact: string, contactType: ContactType): string {
  const value = contact.trim();
  if (contactType === 'phone') {
    const compact = value.replace(/[\s-]/g, '');
    if (!E164.test(compact))
      throw validationError(
        'contact: must be a phone number in E.164 form (+ and 7 to 15 digits) when contact_type is phone',
      );
    return compact;
  }
  if (value.length > 254 || !EMAIL.test(value))
    throw validationError('contact: must be an email address when contact_type is email');
  return value.toLowerCase();
}

/** The contact as shown back in messages: enough to recognise it, not enough to learn it. */
export function maskContact(contact: string, contactType: ContactType): string {
  if (contactType === 'phone') {
    const keep = contact.slice(-4);
    return `${contact.slice(0, 4)}${'*'.repeat(Math.max(0, contact.length - 8))}${keep}`;
  }
  const at = contact.lastIndexOf('@');
  const local = contact.slice(0, at);
  return `${local.slice(0, 1)}***@${contact.slice(at + 1)}`;
}

const hashCode = (id: string, code: string) => hashSecret(`${id}:${code}`);

export interface OtpRequestInput {
  scope: string;
  contact: string;
  contactType: ContactType;
  livemode: boolean;
}

export interface OtpRequestResult {
  /** The normalised contact the code was sent to. */
  contact: string;
  maskedContact: string;
  expiresIn: number;
}

export async function requestOtp(services: OtpServices, input: OtpRequestInput): Promise<OtpRequestResult> {
  const contact = normalizeContact(input.contact, input.contactType);
  const now = services.clock.now();
  const windowStart = new Date(now.getTime() - OTP_REQUEST_WINDOW_SECONDS * 1000);
  const key = { scope: input.scope, livemode: input.livemode, contact };
  const mine = { ...key, ...onClock(services) };
  const code = newOtpCode(6);
  const id = `otp_${randomBase62(20)}`;
  const doc: OtpCodeDoc = {
    _id: id,
    ...key,
    ...clockStamp(services),
    contact_type: input.contactType,
    code_hash: hashCode(id, code),
    attempts: 0,
    created_at: now,
    seq: nextSeq(),
    code_expires_at: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    redeemed_at: null,
    replaced_at: null,
    purge_at: purgeAt(services, now),
  };
  // Insert, then count: concurrent requests all see each other, so the limit holds without a lock (at worst
  // racing requests are all refused).
  await codes(services.db).insertOne(doc);
  const recent = await codes(services.db)
    .find({ ...mine, created_at: { $gt: windowStart } }, { sort: { created_at: 1 }, projection: { created_at: 1 } })
    .toArray();
  if (recent.length > OTP_MAX_REQUESTS) {
    await codes(services.db).deleteOne({ _id: id });
    const oldest = recent.find((r) => r._id !== id)?.created_at ?? now;
    const retryAfter = Math.max(
      1,
      Math.ceil((oldest.getTime() + OTP_REQUEST_WINDOW_SECONDS * 1000 - now.getTime()) / 1000),
    );
    throw rateLimited(retryAfter, `Too many codes requested for this contact; retry in ${retryAfter} s`);
  }

  const channel: Channel = input.contactType === 'phone' ? 'sms' : 'email';
  const notifier = services.notifier ?? notifierFromEnv(services);
  try {
    await notifier.send({
      channel,
      to: contact,
      subject: 'Your sign-in code',
      body: `Your sign-in code is ${code}. It expires in ${OTP_TTL_SECONDS / 60} minutes. Do not share it.`,
      scope: input.scope,
      livemode: input.livemode,
    });
  } catch (err) {
    // An undelivered code holds no request slot, and the previous code stays usable.
    await codes(services.db).deleteOne({ _id: id });
    throw err;
  }
  await codes(services.db).updateMany(
    { ...mine, _id: { $ne: id }, redeemed_at: null, replaced_at: null },
    { $set: { replaced_at: now } },
  );
  return { contact, maskedContact: maskContact(contact, input.contactType), expiresIn: OTP_TTL_SECONDS };
}

export interface OtpVerifyInput extends OtpRequestInput {
  code: string;
}

export interface OtpVerifyResult {
  contact: string;
  contactType: ContactType;
}

export const invalidOtp = () => new AppError('INVALID_OTP', 'The code is invalid, expired or already used');

/**
 * What verifyOtp checks before it reads anything (the contact's form, then the code's), and whether the code is
 * the sandbox's. The Prism mock's front (scripts/lib/mock-conventions.ts) applies the same checks.
 */
export function checkOtpAttempt(input: Pick<OtpVerifyInput, 'contact' | 'contactType' | 'code' | 'livemode'>): {
  contact: string;
  sandboxCode: boolean;
} {
  const contact = normalizeContact(input.contact, input.contactType);
  if (!/^[A-Za-z0-9]{4,6}$/.test(input.code)) throw validationError('otp_code: must be 4 to 6 letters or digits');
  return { contact, sandboxCode: !input.livemode && input.code === SANDBOX_OTP_CODE };
}

export async function verifyOtp(services: OtpServices, input: OtpVerifyInput): Promise<OtpVerifyResult> {
  const { contact, sandboxCode } = checkOtpAttempt(input);
  const now = services.clock.now();
  const key = { scope: input.scope, livemode: input.livemode, contact, ...onClock(services) };
  const current = await codes(services.db).findOne(
    { ...key, redeemed_at: null, replaced_at: null, code_expires_at: { $gt: now } },
    { sort: { seq: -1 } },
  );
  if (!current) {
    if (sandboxCode) return { contact, contactType: input.contactType };
    throw invalidOtp();
  }
  // Reserve a guess before looking at the code: a guess that cannot be counted is never compared.
  const reserved = await codes(services.db).findOneAndUpdate(
    { _id: current._id, redeemed_at: null, replaced_at: null, attempts: { $lt: OTP_MAX_ATTEMPTS } },
    { $inc: { attempts: 1 } },
    { returnDocument: 'after' },
  );
  if (!reserved) {
    const fresh = await codes(services.db).findOne({ _id: current._id });
    if (fresh && fresh.attempts >= OTP_MAX_ATTEMPTS && !fresh.redeemed_at && !fresh.replaced_at) {
      const retryAfter = await secondsUntilNextRequest(services.db, key, now);
      throw rateLimited(retryAfter, `Too many attempts for this code; request a new code (allowed in ${retryAfter} s)`);
    }
    throw invalidOtp();
  }
  const matches = safeEqual(hashCode(reserved._id, input.code), reserved.code_hash) || sandboxCode;
  if (!matches) throw invalidOtp();
  const redeemed = await codes(services.db).updateOne(
    { _id: reserved._id, redeemed_at: null, replaced_at: null },
    { $set: { redeemed_at: now } },
  );
  if (redeemed.modifiedCount !== 1) throw invalidOtp();
  return { contact, contactType: input.contactType };
}

/** When the TTL index may remove a code: once the request limit no longer counts it, on the code's time and (for a
 * test clock's, whose time may be far from it) on real time too, as the index reads it. */
function purgeAt(services: OtpServices, now: Date): Date {
  const keep = (OTP_REQUEST_WINDOW_SECONDS + OTP_TTL_SECONDS) * 1000;
  return new Date(Math.max(now.getTime(), realNow(services).getTime()) + keep);
}

/** When the request limit next admits a code for this contact (at least 1 s, so clients back off). */
async function secondsUntilNextRequest(db: Db, key: Filter<OtpCodeDoc>, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - OTP_REQUEST_WINDOW_SECONDS * 1000);
  const recent = await codes(db)
    .find({ ...key, created_at: { $gt: windowStart } }, { sort: { created_at: 1 }, projection: { created_at: 1 } })
    .toArray();
  if (recent.length < OTP_MAX_REQUESTS) return 1;
  const oldest = recent[recent.length - OTP_MAX_REQUESTS].created_at;
  return Math.max(1, Math.ceil((oldest.getTime() + OTP_REQUEST_WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
}

/** The code inside an outbox message body (development and tests). */
export function codeInMessage(body: string): string | undefined {
  return /\b(\d{6})\b/.exec(body)?.[1];
}
