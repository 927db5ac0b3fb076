// The sandbox payment provider: deterministic outcomes that frontends, the mock and the tests can drive, exactly
// as ../shared/SANDBOX.md lists them.
//
//   card                                 pending; redirect_url = {pay_url}/{payment_reference} (the hosted pay
//                                        page, whose Approve / Decline settle the payment)
//   mobile_money                         pending; authorization otp `123456` approves, any other value fails
//   mobile_money, number ending 0000     provider unreachable: createPayment throws (checkout answers 503)
//   mobile_money, number ending 1111     provider declines: the authorization fails whatever the value
//   cash                                 pending until the business marks it paid
//   subscription renewal                 succeeds, except an amount ending in .13 (e.g. 20.13), which is declined
//   wallet verification (Link)           number ending 0000: unreachable (throws, 503); ending 1111: `failed`;
//                                        any other: `verified` at once
//
//   refund                               succeeds at once; the same idempotency key gives the same refund_ref
//
// The sandbox keeps no state of its own: the stored payment is the whole truth, so verify() reads it back. A
// refund's reference is derived from its idempotency key, as a real provider answers a repeated key with the refund
// it made. The refunds it made are noted (sandboxRefundsOf), so tests can count how often money went out.
import { createHash } from 'node:crypto';
import { randomBase62 } from '../../kernel/ids.js';
import {
  ProviderUnavailableError,
  type AuthType,
  type AuthorizationOutcome,
  type CreatePaymentInput,
  type CreatedPayment,
  type PaymentProvider,
  type PaymentRecord,
  type ProviderOptions,
  type RenewalChargeInput,
  type RenewalChargeOutcome,
  type VerifiedStatus,
  type WalletToVerify,
  type WalletVerification,
} from './provider.js';

export const SANDBOX_OTP = '123456';
const digitsOf = (phone: string) => phone.replace(/\D/g, '');
export const sandboxUnreachable = (phone: string) => digitsOf(phone).endsWith('0000');
export const sandboxDeclines = (phone: string) => digitsOf(phone).endsWith('1111');
/** Renewal charges of an amount ending in .13 are declined, so the retry schedule and past_due can be driven. */
export const sandboxDeclinesRenewal = (amountMinor: number) => amountMinor % 100 === 13;

/** One refund the sandbox made: the money that went out, once per idempotency key. */
export interface SandboxRefund {
  payment_id: string;
  amount: number;
  refund_ref: string;
  /** How often it was asked for (a retry with the same key asks again, and gets the same refund). */
  asked: number;
}

// By idempotency key, the most recent few thousand only: a long-running sandbox must not grow without bound.
const MADE_REFUNDS_KEPT = 5000;
const madeRefunds = new Map<string, SandboxRefund>();

function noteRefund(key: string, paymentId: string, amount: number): SandboxRefund {
  const known = madeRefunds.get(key);
  if (known) {
    known.asked += 1;
    return known;
  }
  const made = {
    payment_id: paymentId,
    amount,
    refund_ref: `sbx_re_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`,
    asked: 1,
  };
  madeRefunds.set(key, made);
  if (madeRefunds.size > MADE_REFUNDS_KEPT) madeRefunds.delete(madeRefunds.keys().next().value!);
  return made;
}

/** The refunds the sandbox made of a payment in this process (tests count them: "paid out once"). */
export function sandboxRefundsOf(paymentId: string): SandboxRefund[] {
  return [...madeRefunds.values()].filter((r) => r.payment_id === paymentId);
}

export function sandboxProvider(opts: ProviderOptions): PaymentProvider {
  const payUrl = opts.payUrl.replace(/\/+$/, '');
  return {
    name: 'sandbox',

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const provider_ref = `sbx_${randomBase62(20)}`;
      if (input.method === 'card') {
        const redirect_url = `${payUrl}/${input.payment_id}`;
        return {
          provider_ref,
          status: 'pending',
          redirect_url,
          next_action: { type: 'redirect', message: 'Pay on the hosted pay page', redirect_url },
          awaiting: null,
        };
      }
      if (input.method === 'mobile_money') {
        const phone = input.mobile_money?.phone_number ?? '';
        if (sandboxUnreachable(phone))
          throw new ProviderUnavailableError(
            'The mobile-money provider could not be reached (sandbox number ending in 0000)',
          );
        return {
          provider_ref,
          status: 'pending',
          redirect_url: null,
          next_action: {
            type: 'otp',
            message: `Enter the code sent to ${phone} (sandbox: ${SANDBOX_OTP})`,
            redirect_url: null,
          },
          awaiting: 'otp',
        };
      }
      return { provider_ref, status: 'pending', redirect_url: null, next_action: null, awaiting: null };
    },

    async authorize(payment: PaymentRecord, authType: AuthType, value: string): Promise<AuthorizationOutcome> {
      if (payment.method !== 'mobile_money' || authType !== 'otp')
        return { status: 'failed', reason: `Unexpected ${authType} authorization` };
      if (payment.phone_number && sandboxDeclines(payment.phone_number))
        return { status: 'failed', reason: 'Declined by the wallet provider' };
      if (value !== SANDBOX_OTP) return { status: 'failed', reason: 'Wrong wallet code' };
      return { status: 'approved' };
    },

    async verify(payment: PaymentRecord): Promise<VerifiedStatus> {
      const s = payment.status;
      return s === 'pending' || s === 'processing' || s === 'failed' ? s : s === 'cancelled' ? 'failed' : 'succeeded';
    },

    async refund(
      payment: PaymentRecord,
      amount: number,
      _reason: string | null,
      idempotencyKey: string,
    ): Promise<{ refund_ref: string }> {
      return { refund_ref: noteRefund(idempotencyKey, payment._id, amount).refund_ref };
    },

    async cancel(): Promise<void> {
      // Nothing was charged at creation; the sandbox has nothing to void.
    },

    async chargeRenewal(input: RenewalChargeInput): Promise<RenewalChargeOutcome> {
      if (sandboxDeclinesRenewal(input.amount))
        return { status: 'failed', reason: 'Renewal declined (sandbox: amount ending in .13)' };
      return { status: 'succeeded', provider_ref: `sbx_${randomBase62(20)}` };
    },

    async verifyWallet(wallet: WalletToVerify): Promise<WalletVerification> {
      // The same numbers as mobile-money payments: 0000 cannot be reached, 1111 is refused.
      if (sandboxUnreachable(wallet.phone_number)) {
        throw new ProviderUnavailableError(
          'The mobile-money provider could not be reached (sandbox number ending in 0000)',
        );
      }
      return sandboxDeclines(wallet.phone_number) ? 'failed' : 'verified';
    },
  };
}
