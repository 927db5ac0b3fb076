// "Save my details" after a guest checkout (Link's enroll-and-link-order): enrolls the account, attaches the order to
// the person and saves the checkout's address and wallet, in one transaction under the account's lock; the order's
// `order.updated` event in the same transaction. It crosses Link and orders, so it is a flow.
import type { LinkEnrollAndLinkOrderData } from '../../generated/sdk/link/types.gen.js';
import { conflict, notFound } from '../kernel/errors.js';
import type { Services } from '../services.js';
import {
  enrollAccount,
  contactKey,
  presentPreferences,
  type LinkAccountDoc,
  linkAccounts as accounts,
  linkAddresses,
  linkMobileMoney,
  assertRoomFor,
  findEqualAddress,
  MAX_ADDRESSES,
  MAX_MOBILE_MONEY,
  newAddressDoc,
  newMobileMoneyDoc,
  presentAddress,
  presentMobileMoney,
  sameWallet,
  withAccountLock,
  type LinkAddressDoc,
  type LinkMobileMoneyDoc,
} from '../modules/link/index.js';
import type { OrderDoc } from '../modules/orders/index.js';
import { orders, accountIdsAt, recordOrderEvents, businessNames, presentLinkOrder } from '../modules/orders/index.js';

/** Enrollment with the order just placed, as the contract types it. */
export type EnrollAndLinkInput = NonNullable<LinkEnrollAndLinkOrderData['body']>;

export async function enrollAndLinkOrder(
  services: Services,
  account: LinkAccountDoc,
  input: EnrollAndLinkInput,
  now: Date,
) {
  const db = services.db;
  // The order's business (named by the caller) in the account's mode.
  const tenant = { business_id: input.business_id, livemode: account.livemode };
  const businessOrders = orders(db, tenant);
  const order = await businessOrders.findOne({ _id: input.order_id });
  if (!order) throw notFound(`No order ${input.order_id}`);
  // Whose it may be: the person's ids at that business (src/modules/orders/access.ts). An order already theirs (placed
  // signed in on the storefront, or linked before) needs no contact match and is not a conflict: the call completes
  // the rest. Any other order must name one of the account's verified contacts at checkout.
  const person = await accountIdsAt(db, tenant, account);
  const owned = order.customer_id !== null && person.ids.includes(order.customer_id);
  const contacts = orderContacts(order);
  if (!owned && !contacts.some((c) => account.verified_contacts.includes(c)))
    throw notFound(`No order ${input.order_id}`);
  if (order.customer_id !== null && !owned) throw conflict('This order is already attached to another customer');
  // A guest order joins the person's customer at that business (the one its checkout contact names, else the first),
  // so the merchant sees it under their customer; without one, the account's own customer id.
  const target = owned ? order.customer_id! : attachTarget(account, person.businessCustomers, contacts);

  // Under the account's lock (src/modules/link/saved.ts), so the limits and the "same wallet" check hold against
  // concurrent saves of the same account.
  const result = await withAccountLock(services, account._id, async (session) => {
    // One statement at a time: a session (and its transaction) does not take concurrent operations.
    const savedAddresses = await linkAddresses(db).find({ account_id: account._id }, { session }).toArray();
    const savedWallets = await linkMobileMoney(db).find({ account_id: account._id }, { session }).toArray();
    const sameAddress = input.address ? findEqualAddress(savedAddresses, input.address) : undefined;
    const savedWallet = input.mobile_money ? savedWallets.find((w) => sameWallet(w, input.mobile_money!)) : undefined;
    if (input.address && !sameAddress) assertRoomFor('addresses', savedAddresses.length, MAX_ADDRESSES);
    if (input.mobile_money && !savedWallet)
      assertRoomFor('mobile-money methods', savedWallets.length, MAX_MOBILE_MONEY);

    const enrollment = await enrollAccount(db, account, null, now, session);
    let ownerId = target;
    if (!owned) {
      const attached = await businessOrders.updateOne(
        { _id: order._id, customer_id: null },
        { $set: { customer_id: target, updated_at: now } },
        { session },
      );
      if (attached.matchedCount === 1) {
        await recordOrderEvents(
          services,
          tenant,
          { ...order, customer_id: target, updated_at: now },
          ['order.updated'],
          session,
        );
      } else {
        // Attached meanwhile: fine when it was to this person (a concurrent call of theirs), else someone else's.
        const current = await businessOrders.findOne({ _id: order._id }, { projection: { customer_id: 1 }, session });
        if (!current?.customer_id || !person.ids.includes(current.customer_id))
          throw conflict('This order is already attached to another customer');
        ownerId = current.customer_id;
      }
    }

    const prefs: Record<string, unknown> = {};
    let address: LinkAddressDoc | null = sameAddress ?? null;
    if (input.address && !address) {
      const a = input.address;
      address = newAddressDoc(account._id, a, now);
      await linkAddresses(db).insertOne(address, { session });
      if (a.is_default || savedAddresses.length === 0) prefs['preferences.default_address_id'] = address._id;
    }
    let wallet: LinkMobileMoneyDoc | null = savedWallet ?? null;
    if (input.mobile_money && !wallet) {
      const m = input.mobile_money;
      wallet = newMobileMoneyDoc(account._id, m, now);
      await linkMobileMoney(db).insertOne(wallet, { session });
      if (m.is_default || savedWallets.length === 0) prefs['preferences.default_mobile_money_id'] = wallet._id;
    }
    if (input.order_type) prefs['preferences.preferred_order_type'] = input.order_type;
    const after = await accounts(db).findOneAndUpdate(
      { _id: account._id },
      { $set: { ...prefs, updated_at: now } },
      { session, returnDocument: 'after' },
    );
    return { enrollment, address, wallet, account: after ?? account, ownerId };
  });

  const names = await businessNames(db, [order.business_id]);
  return {
    enrollment: result.enrollment,
    order: presentLinkOrder(
      { ...order, customer_id: result.ownerId },
      names.get(order.business_id) ?? order.business_id,
    ),
    address: result.address ? presentAddress(result.address, result.account) : null,
    mobile_money: result.wallet ? presentMobileMoney(result.wallet, result.account) : null,
    preferences: presentPreferences(result.account),
  };
}

function attachTarget(
  account: LinkAccountDoc,
  businessCustomers: { _id: string; email: string | null; phone: string | null }[],
  contacts: string[],
): string {
  const named = businessCustomers.find(
    (c) =>
      (c.email !== null && contacts.includes(contactKey('email', c.email))) ||
      (c.phone !== null && contacts.includes(contactKey('phone', c.phone))),
  );
  return (named ?? businessCustomers[0])?._id ?? account.customer_id;
}

/** The sign-in contacts an order's checkout names, in `verified_contacts` form. */
function orderContacts(order: OrderDoc): string[] {
  const out: string[] = [];
  if (order.customer.email) out.push(contactKey('email', order.customer.email));
  if (order.customer.phone) out.push(contactKey('phone', order.customer.phone.replace(/[\s-]/g, '')));
  return out;
}
