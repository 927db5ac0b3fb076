// `POST /api/v1/payments/authorization`: the payer's OTP, challenge answer or 3-D Secure result for a payment that
// waits for one. The provider decides; approval and failure settle through settlePayment (one transaction with the
// order, stock and events); a further step is stored as the payment's next action.
import type { OrderDoc, PaymentDoc, PaymentStatus } from '../modules/orders/index.js';
import { conflict, notFound, validationError } from '../kernel/errors.js';
import type { Caller } from '../kernel/caller.js';
import type { Services } from '../services.js';
import type { TenantContext } from '../store/index.js';
import { orders, payments } from '../modules/orders/index.js';
import {
  paymentProviderFor,
  ProviderUnavailableError,
  providerUnavailable,
  type AuthType,
  type NextAction,
} from '../providers/payments/index.js';
import { settlePayment } from './settle-payment.js';

const AUTH_TYPES: readonly string[] = ['otp', 'challenge', 'three_ds'];
const UNSETTLED: readonly PaymentStatus[] = ['pending', 'processing'];

export interface AuthorizationResult {
  reference: string;
  status: 'approved' | 'failed' | 'pending';
  next_action: NextAction | null;
}

/** Publishable keys act only on payments of orders from their storefront session or signed-in customer. */
function mayAct(caller: Caller, order: OrderDoc): boolean {
  if (caller.key?.kind === 'secret') return true;
  if (order.session_id && order.session_id === caller.sessionId) return true;
  return Boolean(order.customer_id && caller.customer?.id === order.customer_id);
}

/** The auth_type the payment is waiting for, from its stored next action. */
export function awaitedAuthType(payment: PaymentDoc): AuthType | null {
  const t = payment.next_action?.type;
  return t && AUTH_TYPES.includes(t) ? (t as AuthType) : null;
}

export async function authorizePayment(
  services: Services,
  tenant: TenantContext,
  caller: Caller,
  input: { reference: string; auth_type: AuthType; value: string },
): Promise<AuthorizationResult> {
  const { db } = services;
  const payment = await payments(db, tenant).findOne({ _id: input.reference });
  const order = payment ? await orders(db, tenant).findOne({ _id: payment.order_id }) : null;
  if (!payment || !order || !mayAct(caller, order)) throw notFound(`Payment ${input.reference} not found`);
  if (!UNSETTLED.includes(payment.status))
    throw conflict(`Payment ${payment._id} is ${payment.status}; it is not awaiting authorization`);
  const awaited = awaitedAuthType(payment);
  if (!awaited) {
    const how =
      payment.method === 'cash'
        ? 'the business marks cash payments paid'
        : 'card payments complete on the hosted pay page';
    throw conflict(`Payment ${payment._id} is not awaiting authorization (${how})`);
  }
  if (input.auth_type !== awaited)
    throw validationError(`auth_type: payment ${payment._id} is waiting for ${awaited}, not ${input.auth_type}`);

  const provider = paymentProviderFor(tenant, { payUrl: services.config.payUrl });
  let outcome;
  try {
    outcome = await provider.authorize(payment, input.auth_type, input.value);
  } catch (err) {
    if (err instanceof ProviderUnavailableError) throw providerUnavailable(err);
    throw err;
  }

  if (outcome.status === 'approved') {
    await settlePayment(services, tenant, payment._id, 'succeeded');
    return { reference: payment._id, status: 'approved', next_action: null };
  }
  if (outcome.status === 'failed') {
    await settlePayment(services, tenant, payment._id, 'failed', outcome.reason);
    return { reference: payment._id, status: 'failed', next_action: null };
  }
  await payments(db, tenant).updateOne(
    { _id: payment._id, status: { $in: [...UNSETTLED] } },
    { $set: { next_action: outcome.next_action, updated_at: services.clock.now() } },
  );
  return { reference: payment._id, status: 'pending', next_action: outcome.next_action };
}
