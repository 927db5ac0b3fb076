// Saved addresses and mobile-money wallets of a Link account. The default of each is named by the account's
// preferences (one source of truth, so there is never a second `is_default` to keep in step).
import type { Db } from 'mongodb';
import { conflict, notFound } from '../http/errors.js';
import { newId } from '../domain/ids.js';
import { LINK_ACCOUNTS, type LinkAccountDoc } from './accounts.js';

export const MAX_ADDRESSES = 50;
export const MAX_MOBILE_MONEY = 20;

interface Usage {
  _id: string;
  account_id: string;
  usage_count: number;
  last_used_at: Date | null;
  created_at: Date;
}

export interface LinkAddressDoc extends Usage {
  label: string | null;
  street_address: string;
  apartment: string | null;
  city: string;
  region: string | null;
  country: string;
}

export interface LinkMobileMoneyDoc extends Usage {
  phone_number: string;
  provider: string;
  label: string | null;
  is_verified: boolean;
  verifications: Date[];
}

export interface AddressInput {
  label?: string | null;
  street_address: string;
  apartment?: string | null;
  city: string;
  region?: string | null;
  country: string;
  is_default?: boolean;
}

export interface MobileMoneyInput {
  phone_number: string;
  provider: string;
  label?: string | null;
  is_default?: boolean;
}

const addresses = (db: Db) => db.collection<LinkAddressDoc>('link_addresses');
const wallets = (db: Db) => db.collection<LinkMobileMoneyDoc>('link_mobile_money');
const accounts = (db: Db) => db.collection<LinkAccountDoc>(LINK_ACCOUNTS);

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

const iso = (d: Date | null) => (d ? d.toISOString() : null);

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
  return orderSaved(await addresses(db).find({ account_id: account._id }).toArray(), account.preferences.default_address_id);
}

export async function listMobileMoney(db: Db, account: LinkAccountDoc) {
  return orderSaved(await wallets(db).find({ account_id: account._id }).toArray(), account.preferences.default_mobile_money_id);
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
): Promise<LinkAccountDoc> {
  const updated = await accounts(db).findOneAndUpdate(
    { _id: account._id },
    { $set: { [`preferences.${field}`]: id, updated_at: now } },
    { returnDocument: 'after' },
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

export async function createAddress(db: Db, account: LinkAccountDoc, input: AddressInput, now: Date) {
  const count = await addresses(db).countDocuments({ account_id: account._id });
  if (count >= MAX_ADDRESSES) throw conflict(`An account holds at most ${MAX_ADDRESSES} addresses; delete one first`);
  const doc: LinkAddressDoc = {
    _id: newId('address'),
    account_id: account._id,
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
  await addresses(db).insertOne(doc);
  const makeDefault = input.is_default === true || count === 0;
  const after = makeDefault ? await setDefault(db, account, 'default_address_id', doc._id, now) : account;
  return { doc, account: after };
}

export async function updateAddress(db: Db, account: LinkAccountDoc, id: string, patch: Partial<AddressInput>) {
  await getAddress(db, account, id);
  const set: Record<string, unknown> = {};
  for (const f of ['label', 'street_address', 'apartment', 'city', 'region', 'country'] as const) if (f in patch) set[f] = patch[f];
  const doc = await addresses(db).findOneAndUpdate({ _id: id, account_id: account._id }, { $set: set }, { returnDocument: 'after' });
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

export async function createMobileMoney(db: Db, account: LinkAccountDoc, input: MobileMoneyInput, now: Date) {
  const existing = await wallets(db).find({ account_id: account._id }).toArray();
  if (existing.some((w) => w.phone_number === input.phone_number && w.provider === input.provider)) {
    throw conflict(`${input.phone_number} on ${input.provider} is already saved`);
  }
  if (existing.length >= MAX_MOBILE_MONEY) throw conflict(`An account holds at most ${MAX_MOBILE_MONEY} mobile-money methods; delete one first`);
  const doc: LinkMobileMoneyDoc = {
    _id: newId('mobileMoney'),
    account_id: account._id,
    phone_number: input.phone_number,
    provider: input.provider,
    label: input.label ?? null,
    is_verified: false,
    verifications: [],
    usage_count: 0,
    last_used_at: null,
    created_at: now,
  };
  await wallets(db).insertOne(doc);
  const makeDefault = input.is_default === true || existing.length === 0;
  const after = makeDefault ? await setDefault(db, account, 'default_mobile_money_id', doc._id, now) : account;
  return { doc, account: after };
}

export async function deleteMobileMoney(db: Db, account: LinkAccountDoc, id: string, now: Date) {
  const res = await wallets(db).deleteOne({ _id: id, account_id: account._id });
  if (res.deletedCount !== 1) throw notFound(`No mobile-money method ${id}`);
  if (account.preferences.default_mobile_money_id === id) await setDefault(db, account, 'default_mobile_money_id', null, now);
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

export async function recordVerification(db: Db, id: string, outcome: 'verified' | 'failed' | 'pending', at: Date, windowStart: Date) {
  const set = outcome === 'pending' ? {} : { is_verified: outcome === 'verified' };
  const doc = await wallets(db).findOneAndUpdate(
    { _id: id },
    { $set: set, $push: { verifications: at } },
    { returnDocument: 'after' },
  );
  // Only the last hour of checks matters for the limit.
  await wallets(db).updateOne({ _id: id }, { $pull: { verifications: { $lt: windowStart } } as never });
  return doc;
}
