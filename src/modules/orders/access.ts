// Whose an order is, and who may see it: the one access rule of the storefront's and Link's order routes.
//
// An order belongs to a person, not to one customer record. The person is a Link account (src/modules/link): each
// business knows them as the storefront customer of a verified contact they signed in with (`account_id` on the
// customer names the account; a second verified contact at the same business is a second customer of the same
// account), and Link knows them by the account's own `customer_id`, which orders attached through Link may carry.
// An order is the person's when its `customer_id` is any of those ids:
//   - on the storefront (one business): the signed-in customer's id, the business's other customers of the same
//     account, and the account's own customer id (ownerIdsAt);
//   - on Link (every business, in the account's mode): the account's own customer id and every business's
//     customers of the account (accountCustomerIds).
// Ownership is derived from these ids when asked, never copied onto the order, so orders written before a customer
// was tied to its account (or before this rule) count as they are stored, without a migration. Customers are tied
// to an account only by signing in with a verified contact (src/modules/customers/customers.ts), so an unverified
// profile contact never surfaces anyone's orders.
//
// Anyone else must present the order's bill token (query `token`), which is stored only as a SHA-256 hash and
// compared in constant time. Every refusal is the same 404 as an unknown id, so order ids cannot be probed.
import type { ClientSession, Db, Filter } from 'mongodb';
import { hashSecret, safeEqual } from '../../kernel/secrets.js';
import type { OrderDoc } from './model.js';
import { notFound } from '../../kernel/errors.js';
import { requireTenant, type Caller } from '../../kernel/caller.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { customers, customersAcrossTenants } from '../customers/index.js';
import { linkAccounts } from '../link/index.js';
import { orders } from './store.js';

export const orderNotFound = (id: string) => notFound(`Order ${id} not found`);

/** Whether `token` is the order's bill token. */
export function billTokenMatches(order: Pick<OrderDoc, 'bill_token_hash'>, token: unknown): boolean {
  if (typeof token !== 'string' || token.length === 0 || !order.bill_token_hash) return false;
  return safeEqual(hashSecret(token), order.bill_token_hash);
}

/** The orders whose owner is one of `ids` (indexed: `customer_id` leads an index of the orders collection). */
export const ownedBy = (ids: readonly string[]): Filter<OrderDoc> => ({ customer_id: { $in: [...ids] } });

const unique = (ids: string[]) => [...new Set(ids)];

/** The person's customer ids at one business, as their account sees it: the account's own id and the business's customers of it. */
export async function accountIdsAt(
  db: Db,
  tenant: TenantContext,
  account: { _id: string; customer_id: string },
  session?: ClientSession,
): Promise<{ ids: string[]; businessCustomers: { _id: string; email: string | null; phone: string | null }[] }> {
  const businessCustomers = await customers(db, tenant)
    .find(
      { account_id: account._id },
      { projection: { _id: 1, email: 1, phone: 1 }, sort: { created_at: 1, _id: 1 }, session },
    )
    .toArray();
  return { ids: unique([account.customer_id, ...businessCustomers.map((c) => c._id)]), businessCustomers };
}

/** The ids that are the signed-in storefront customer's person at this business (the customer's alone when no account is tied to it). */
export async function ownerIdsAt(
  db: Db,
  tenant: TenantContext,
  customerId: string,
  session?: ClientSession,
): Promise<string[]> {
  const me = await customers(db, tenant).findOne({ _id: customerId }, { projection: { account_id: 1 }, session });
  if (!me?.account_id) return [customerId];
  // The account of the same mode: customers and accounts of sandbox and live never meet.
  const account = await linkAccounts(db).findOne(
    { _id: me.account_id, livemode: tenant.livemode },
    { projection: { customer_id: 1 }, session },
  );
  const { ids } = await accountIdsAt(
    db,
    tenant,
    { _id: me.account_id, customer_id: account?.customer_id ?? customerId },
    session,
  );
  return unique([customerId, ...ids]);
}

/** The person's customer ids at every business (in the account's mode): Link's view of whose orders are theirs. */
export async function accountCustomerIds(
  db: Db,
  account: { _id: string; customer_id: string; livemode: boolean },
): Promise<string[]> {
  const rows = await customersAcrossTenants(db)
    .find({ account_id: account._id, livemode: account.livemode }, { projection: { _id: 1 } })
    .toArray();
  return unique([account.customer_id, ...rows.map((r) => r._id)]);
}

/** The order if this caller may see it, else 404 (unknown, other tenant, other person, wrong or no token). */
export async function loadOrderForCaller(
  services: Services,
  caller: Caller,
  orderId: string,
  token: string | undefined,
  session?: ClientSession,
): Promise<OrderDoc> {
  const tenant = requireTenant(caller);
  const order = await orders(services.db, tenant).findOne({ _id: orderId }, { session });
  if (!order) throw orderNotFound(orderId);
  if (billTokenMatches(order, token)) return order;
  const who = caller.customer;
  if (who && order.customer_id !== null) {
    if (order.customer_id === who.id) return order;
    if ((await ownerIdsAt(services.db, tenant, who.id, session)).includes(order.customer_id)) return order;
  }
  throw orderNotFound(orderId);
}
