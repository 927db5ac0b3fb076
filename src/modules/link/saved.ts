// Saved addresses and mobile-money wallets of a Link account. The default of each is named by the account's
// preferences (one source of truth, so there is never a second `is_default` to keep in step).
//
// Per-account limits (50 addresses, 20 wallets, one wallet per number and network) are checked by counting, so a
// count and the insert it allows must not interleave with another request of the same account. Every write that
// adds a saved item runs under `withAccountLock`: a transaction whose first statement bumps `write_seq` on the
// account document. Two such transactions of one account write the same document, so they cannot overlap (the later
// one aborts with a WriteConflict at that first statement and withTransaction runs it again), and the count read
// after the bump sees every insert committed before it.
import type { LinkCreateAddressData, LinkCreateMobileMoneyData } from '../../../generated/sdk/link/types.gen.js';
import type { ClientSession, Db } from 'mongodb';
import { conflict, notFound } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import { inTransaction } from '../../store/transaction.js';
import type { Services } from '../../services.js';
import type { WalletVerification } from '../../providers/payments/index.js';
import type { LinkAccountDoc } from './accounts.js';
import { linkAccounts as accounts, linkAddresses as addresses, linkMobileMoney as wallets } from './store.js';
import { isVerifiedAfter, verifyWindowStart, VERIFY_LIMIT } from './rules/wallet-check.js';
import type { Usage, LinkAddressDoc, LinkMobileMoneyDoc } from './model.js';
import { iso } from '../../kernel/format.js';
export type { Usage, LinkAddressDoc, LinkMobileMoneyDoc } from './model.js';

export const MAX_ADDRESSES = 50;
export const MAX_MOBILE_MONEY = 20;

/** A new saved address, as the contract types it. */
export type AddressInput = NonNullable<LinkCreateAddressData['body']>;

/** A new saved wallet, as the contract types it. */
export type MobileMoneyInput = NonNullable<LinkCreateMobileMoneyData['body']>;

/** Runs `work` in a transaction serialised with every other one of the same account (see the top of this file). */
export async function withAccountLock<T>(
  services: Services,
  accountId: string,
  work: (session: ClientSession) => Promise<T>,
): Promise<T> {
  return inTransaction(services, async (session) => {
    const bumped = await accounts(services.db).updateOne({ _id: accountId }, { $inc: { write_seq: 1 } }, { session });
    if (bumped.matchedCount !== 1) throw notFound(`No account ${accountId}`);
    return work(session);
  });
}

/** 409 when the account already holds `limit` items of a kind. */
export function assertRoomFor(kind: 'addresses' | 'mobile-money methods', held: number, limit: number): void {
  if (held >= limit) throw conflict(`An account holds at most ${limit} ${kind}; delete one first`);
}

export const sameWallet = (
  w: { phone_number: string; provider: string },
  input: { phone_number: string; provider: string },
) => w.phone_number === input.phone_number && w.provider === input.provider;

/** Default first, then most recently used (never used last), then newest. */
export function orderSaved<T extends Usage>(docs: T[], defaultId: string | null): T[] {
  const t = (d: Date | null) => (d ? d.getTime() : -Infinity);
  return [...docs].sort(
    (a, b) =>
      Number(b._id === defaultId) - Number(a._id === defaultId) ||
      t(b.last_used_at) - t(a.last_used_at) ||
      b.created_at.getTime() - a.created_at.getTime() ||
      (a._id < b._id ? -1 : 1),
  );
}

export function presentAddress(doc: LinkAddressDoc, account: LinkAccountDoc) {
  return {
    id: doc._id,
    label: doc.label,
    street_address: doc.street_address,
    apartment: doc.apartment,
    city: doc.city,
    region: doc.region,
    country: doc.country,
    is_default: account.preferences.default_address_id === doc._id,
    usage_count: doc.usage_count,
    last_used_at: iso(doc.last_used_at),
    created_at: doc.created_at.toISOString(),
  };
}

export function presentMobileMoney(doc: LinkMobileMoneyDoc, account: LinkAccountDoc) {
  return {
    id: doc._id,
    phone_number: doc.phone_number,
    provider: doc.provider as 'mtn',
    label: doc.label,
    is_default: account.preferences.default_mobile_money_id === doc._id,
    is_verified: doc.is_verified,
    usage_count: doc.usage_count,
    last_used_at: iso(doc.last_used_at),
    created_at: doc.created_at.toISOString(),
  };
}

export async function listAddresses(db: Db, account: LinkAccountDoc) {
  return orderSaved(
    await addresses(db).find({ account_id: account._id }).toArray(),
    account.preferences.default_address_id,
  );
}

export async function listMobileMoney(db: Db, account: LinkAccountDoc) {
  return orderSaved(
    await wallets(db).find({ account_id: account._id }).toArray(),
    account.preferences.default_mobile_money_id,
  );
}

export async function getAddress(db: Db, account: LinkAccountDoc, id: string): Promise<LinkAddressDoc> {
  const doc = await addresses(db).findOne({ _id: id, account_id: account._id });
  if (!doc) throw notFound(`No address ${id}`);
  return doc;
}

export async function getMobileMoney(db: Db, account: LinkAccountDoc, id: string): Promise<LinkMobileMoneyDoc> {
  const doc = await wallets(db).findOne({ _id: id, account_id: account._id });
  if (!doc) throw notFound(`No mobile-money method ${id}`);
  return doc;
}

/** Sets (or clears) a default in the preferences and answers the account as it now is. */
export async function setDefault(
  db: Db,
  account: LinkAccountDoc,
  field: 'default_address_id' | 'default_mobile_money_id',
  id: string | null,
  now: Date,
  session?: ClientSession,
): Promise<LinkAccountDoc> {
  const updated = await accounts(db).findOneAndUpdate(
    { _id: account._id },
    { $set: { [`preferences.${field}`]: id, updated_at: now } },
    { returnDocument: 'after', session },
  );
  return updated ?? account;
}

const sameText = (a: string | null | undefined, b: string | null | undefined) => (a ?? null) === (b ?? null);

export function findEqualAddress(docs: LinkAddressDoc[], input: AddressInput): LinkAddressDoc | undefined {
  return docs.find(
    (d) =>
      d.street_address === input.street_address &&
      sameText(d.apartment, input.apartment) &&
      d.city === input.city &&
      sameText(d.region, input.region) &&
      d.country === input.country,
  );
}

/** A saved address as first stored: unused, not yet anybody's default. */
export function newAddressDoc(accountId: string, input: AddressInput, now: Date): LinkAddressDoc {
  return {
    _id: newId('address'),
    account_id: accountId,
    label: input.label ?? null,
    street_address: input.street_address,
    apartment: input.apartment ?? null,
    city: input.city,
    region: input.region ?? null,
    country: input.country,
    usage_count: 0,
    last_used_at: null,
    created_at: now,
  };
}

/** A saved wallet as first stored: unverified and unused. */
export function newMobileMoneyDoc(accountId: string, input: MobileMoneyInput, now: Date): LinkMobileMoneyDoc {
  return {
    _id: newId('mobileMoney'),
    account_id: accountId,
    phone_number: input.phone_number,
    provider: input.provider,
    label: input.label ?? null,
    is_verified: false,
    verifications: [],
    usage_count: 0,
    last_used_at: null,
    created_at: now,
  };
}

export async function createAddress(services: Services, account: LinkAccountDoc, input: AddressInput, now: Date) {
  const db = services.db;
  return withAccountLock(services, account._id, async (session) => {
    const count = await addresses(db).countDocuments({ account_id: account._id }, { session });
    assertRoomFor('addresses', count, MAX_ADDRESSES);
    const doc = newAddressDoc(account._id, input, now);
    await addresses(db).insertOne(doc, { session });
    const makeDefault = input.is_default === true || count === 0;
    const after = makeDefault ? await setDefault(db, account, 'default_address_id', doc._id, now, session) : account;
    return { doc, account: after };
  });
}

export async function updateAddress(db: Db, account: LinkAccountDoc, id: string, patch: Partial<AddressInput>) {
  await getAddress(db, account, id);
  const set: Record<string, unknown> = {};
  for (const f of ['label', 'street_address', 'apartment', 'city', 'region', 'country'] as const)
    if (f in patch) set[f] = patch[f];
  const doc = await addresses(db).findOneAndUpdate(
    { _id: id, account_id: account._id },
    { $set: set },
    { returnDocument: 'after' },
  );
  if (!doc) throw notFound(`No address ${id}`);
  return doc;
}

export async function deleteAddress(db: Db, account: LinkAccountDoc, id: string, now: Date) {
  const res = await addresses(db).deleteOne({ _id: id, account_id: account._id });
  if (res.deletedCount !== 1) throw notFound(`No address ${id}`);
  if (account.preferences.default_address_id === id) await setDefault(db, account, 'default_address_id', null, now);
}

export async function trackAddressUsage(db: Db, account: LinkAccountDoc, id: string, now: Date) {
  const doc = await addresses(db).findOneAndUpdate(
    { _id: id, account_id: account._id },
    { $inc: { usage_count: 1 }, $set: { last_used_at: now } },
    { returnDocument: 'after' },
  );
  if (!doc) throw notFound(`No address ${id}`);
  return doc;
}

export async function createMobileMoney(
  services: Services,
  account: LinkAccountDoc,
  input: MobileMoneyInput,
  now: Date,
) {
  const db = services.db;
  return withAccountLock(services, account._id, async (session) => {
    const existing = await wallets(db)
      .find({ account_id: account._id }, { session, projection: { phone_number: 1, provider: 1 } })
      .toArray();
    if (existing.some((w) => sameWallet(w, input)))
      throw conflict(`${input.phone_number} on ${input.provider} is already saved`);
    assertRoomFor('mobile-money methods', existing.length, MAX_MOBILE_MONEY);
    const doc = newMobileMoneyDoc(account._id, input, now);
    await wallets(db).insertOne(doc, { session });
    const makeDefault = input.is_default === true || existing.length === 0;
    const after = makeDefault
      ? await setDefault(db, account, 'default_mobile_money_id', doc._id, now, session)
      : account;
    return { doc, account: after };
  });
}

export async function deleteMobileMoney(db: Db, account: LinkAccountDoc, id: string, now: Date) {
  const res = await wallets(db).deleteOne({ _id: id, account_id: account._id });
  if (res.deletedCount !== 1) throw notFound(`No mobile-money method ${id}`);
  if (account.preferences.default_mobile_money_id === id)
    await setDefault(db, account, 'default_mobile_money_id', null, now);
}

export async function trackMobileMoneyUsage(db: Db, account: LinkAccountDoc, id: string, now: Date) {
  const doc = await wallets(db).findOneAndUpdate(
    { _id: id, account_id: account._id },
    { $inc: { usage_count: 1 }, $set: { last_used_at: now } },
    { returnDocument: 'after' },
  );
  if (!doc) throw notFound(`No mobile-money method ${id}`);
  return doc;
}

/**
 * Records a verification outcome and counts the check against the method's hourly limit, in one guarded update:
 * the check is only recorded while fewer than VERIFY_LIMIT checks are in the window, so concurrent verifications
 * cannot exceed it. Returns null when the limit was reached meanwhile (or the method is gone).
 */
export async function recordVerification(
  db: Db,
  account: LinkAccountDoc,
  id: string,
  outcome: WalletVerification,
  at: Date,
) {
  // Only the window's checks count; older ones are dropped first so the guard below counts the window alone.
  await wallets(db).updateOne(
    { _id: id, account_id: account._id },
    { $pull: { verifications: { $lte: verifyWindowStart(at) } } as never },
  );
  const push = { $push: { verifications: at } };
  // `pending` leaves is_verified as it is.
  const update = outcome === 'pending' ? push : { ...push, $set: { is_verified: isVerifiedAfter(outcome, false) } };
  return wallets(db).findOneAndUpdate(
    { _id: id, account_id: account._id, [`verifications.${VERIFY_LIMIT - 1}`]: { $exists: false } },
    update,
    { returnDocument: 'after' },
  );
}
