// A Link test file's service: the harness with the demo business. Customers are signed in with the Link session
// module directly (the OTP routes are tested on their own); every request moves the service clock one second so
// per-window rate limits never fill in a long file.
import { accountForVerifiedContact, type ContactType } from '../../src/modules/link/accounts.js';
import { startLinkSession } from '../../src/modules/link/link-sessions.js';
import { newId } from '../../src/kernel/ids.js';
import { hashSecret } from '../../src/kernel/secrets.js';
import type { OrderDoc } from '../../src/modules/orders/model.js';
import { startHarness, type Harness, type LinkClient } from '../harness/harness.js';

export type { LinkClient };

export interface LinkCustomer {
  accountId: string;
  customerId: string;
  sessionId: string;
  sessionToken: string;
  refreshToken: string;
  contact: string;
  client: LinkClient;
}

export interface LinkEnv extends Harness {
  /** A client with optional extra headers (no bearer). */
  anonymous(headers?: Record<string, string>): LinkClient;
  /** A client presenting this bearer token. */
  withToken(token: string, headers?: Record<string, string>): LinkClient;
  signIn(opts?: { contact?: string; type?: ContactType; livemode?: boolean }): Promise<LinkCustomer>;
  /** A guest order at the demo business (or `business_id`), placed with the given checkout contact. */
  seedOrder(who: { email?: string | null; phone?: string | null }, overrides?: Partial<OrderDoc>): Promise<OrderDoc>;
}

let seq = 0;
export const uniquePhone = () =>
  `+23324${String(Date.now() % 100000).padStart(5, '0')}${String(++seq).padStart(2, '0')}`;

export async function startLinkEnv(): Promise<LinkEnv> {
  const h = await startHarness({ seed: true });
  const srv = h.srv;
  const link: Omit<LinkEnv, keyof Harness> = {
    anonymous: (headers = {}) => h.link({ headers }),
    withToken: (token, headers = {}) => h.link({ token, headers }),
    async signIn(opts = {}) {
      const type = opts.type ?? 'phone';
      const contact = opts.contact ?? (type === 'phone' ? uniquePhone() : `c${++seq}.${Date.now()}@example.com`);
      const livemode = opts.livemode ?? false;
      const now = srv.clock.now();
      const { account } = await accountForVerifiedContact(srv.services.db, livemode, type, contact, now);
      const tokens = await startLinkSession(
        srv.services.db,
        {
          accountId: account._id,
          livemode,
          businessId: srv.demo!.business_id,
          contact: `${type}:${contact}`,
          userAgent: 'link-test',
          ip: '127.0.0.1',
        },
        now,
      );
      return {
        accountId: account._id,
        customerId: account.customer_id,
        sessionId: tokens.session._id,
        sessionToken: tokens.sessionToken,
        refreshToken: tokens.refreshToken,
        contact,
        client: h.link({ token: tokens.sessionToken }),
      };
    },
    async seedOrder(who, overrides = {}) {
      const now = srv.clock.now();
      const order: OrderDoc = {
        _id: newId('order'),
        business_id: srv.demo!.business_id,
        livemode: false,
        order_number: `L-${++seq}`,
        status: 'pending',
        order_type: 'delivery',
        items: [
          {
            id: newId('lineItem'),
            product_id: newId('product'),
            product_name: 'Jollof Rice',
            variant_id: null,
            variant_name: 'Regular',
            quantity: 1,
            unit_price: 3500,
            total: 3500,
            add_on_option_ids: [],
            special_instructions: null,
            scheduled_start: null,
            scheduled_end: null,
            staff_id: null,
            billing_plan_id: null,
          },
        ],
        subtotal: 3500,
        discount_amount: 0,
        tax_amount: 525,
        total_price: 4025,
        currency: 'GHS',
        customer: { name: 'Ama Mensah', email: who.email ?? null, phone: who.phone ?? null, notes: null },
        customer_id: null,
        delivery_address: null,
        payment_method: 'cash',
        payment_status: 'pending',
        payment_id: null,
        refunded_amount: 0,
        bill_token_hash: hashSecret(newId('order')),
        session_id: null,
        cart_id: newId('cart'),
        location_id: null,
        special_instructions: null,
        metadata: {},
        coupon: null,
        reservations: [],
        reservation_expires_at: null,
        pay_currency: null,
        fx_quote_id: null,
        created_at: now,
        updated_at: now,
        cancelled_at: null,
        cancel_reason: null,
        ...overrides,
      };
      await srv.services.db.collection<OrderDoc>('orders').insertOne(order);
      return order;
    },
  };
  return Object.assign(h, link);
}
