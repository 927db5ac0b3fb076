// Opaque identifiers: a kind prefix (`prod_`, `ord_`, …) followed by random base62. 20 characters of base62 carry
// ~119 bits, so ids are unguessable as well as unique; the contract's patterns accept 8 to 64 characters.
import { createHash, randomFillSync } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export const ID_PREFIXES = {
  product: 'prod_',
  variant: 'var_',
  category: 'cat_',
  collection: 'col_',
  bundle: 'bun_',
  composite: 'comp_',
  component: 'cpt_',
  cart: 'cart_',
  cartItem: 'ci_',
  order: 'ord_',
  lineItem: 'li_',
  subscription: 'sub_',
  booking: 'bk_',
  service: 'svc_',
  location: 'loc_',
  customer: 'cus_',
  account: 'acc_',
  business: 'biz_',
  webhook: 'whk_',
  event: 'evt_',
  upload: 'upl_',
  asset: 'up_',
  thread: 'thr_',
  message: 'msg_',
  priceQuote: 'pq_',
  address: 'addr_',
  fxQuote: 'fxq_',
  mobileMoney: 'mm_',
  addOnGroup: 'aog_',
  addOnOption: 'aoo_',
  billingPlan: 'plan_',
  deal: 'deal_',
  staff: 'stf_',
  resource: 'res_',
  bookingHold: 'bkh_',
  session: 'ses_',
  payment: 'pay_',
  refund: 're_',
  project: 'prj_',
  repo: 'repo_',
  deployment: 'dep_',
  domain: 'dom_',
  envVar: 'env_',
  apiKey: 'key_',
  ownerAccount: 'usr_',
  checkoutSession: 'cs_',
  delivery: 'dlv_',
  request: 'req_',
  activityEvent: 'act_',
  incentiveTemplate: 'tpl_',
  shippingZone: 'shz_',
  shippingRate: 'shr_',
  shippingSettings: 'shs_',
  fulfillment: 'ful_',
  ucpCheckout: 'chk_',
  testClock: 'clock_',
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

// Random bytes are taken from a pool filled 4 kB at a time from the CSPRNG (as Node's own randomUUID caches its
// entropy): a request makes several ids and tokens, and a call into the CSPRNG for each showed in a checkout's CPU
// profile (docs/benchmarks.md).
const pool = Buffer.alloc(4096);
let poolAt = pool.length;

function randomByte(): number {
  if (poolAt === pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  return pool[poolAt++];
}

/** Uniform random base62 string (rejection sampling keeps every character equally likely). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    if (byte < 248) out += ALPHABET[byte % 62];
  }
  return out;
}

export function newId(kind: IdKind, length = 20): string {
  return ID_PREFIXES[kind] + randomBase62(length);
}

/** An id that is the same every time for the same `seed` (a SHA-256 of it, in base62): writing the same thing twice
 * then collides on the id instead of storing it twice. Only as unguessable as the seed; `length` at most 32. */
export function derivedId(kind: IdKind, seed: string, length = 20): string {
  const digest = createHash('sha256').update(seed).digest();
  let out = ID_PREFIXES[kind];
  for (let i = 0; i < length; i++) out += ALPHABET[digest[i] % 62];
  return out;
}
