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
// The sandbox keeps no state of its own: the stored PaymentDoc is the whole truth, so verify() reads it back.
import { randomBase62 } from '../../kernel/ids.js';
import type { PaymentDoc } from '../../modules/orders/model.js';
import {
  ProviderUnavailableError, type AuthType, type AuthorizationOutcome, type CreatePaymentInput, type CreatedPayment,
  type PaymentProvider, type ProviderOptions, type RenewalChargeInput, type RenewalChargeOutcome, type VerifiedStatus,
  type WalletToVerify, type WalletVerification,
} from './provider.js';

export const SANDBOX_OTP = '123456';
const digitsOf = (phone: string) => phone.replace(/\D/g, '');
export const sandboxUnreachable = (phone: string) => digitsOf(phone).endsWith('0000');
export const sandboxDeclines = (phone: string) => digitsOf(phone).endsWith('1111');
/** Renewal charges of an amount ending in .13 are declined, so the retry schedule and past_due can be driven. */
export const sandboxDeclinesRenewal = (amountMinor: number) => amountMinor % 100 === 13;

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
        if (sandboxUnreachable(phone)) throw new ProviderUnavailableError('The mobile-money provider could not be reached (sandbox number ending in 0000)');
        return {
          provider_ref,
          status: 'pending',
          redirect_url: null,
          next_action: { type: 'otp', message: `Enter the code sent to ${phone} (sandbox: ${SANDBOX_OTP})`, redirect_url: null },
          awaiting: 'otp',
        };
      }
      return { provider_ref, status: 'pending', redirect_url: null, next_action: null, awaiting: null };
    },

    async authorize(payment: PaymentDoc, authType: AuthType, value: string): Promise<AuthorizationOutcome> {
      if (payment.method !== 'mobile_money' || authType !== 'otp') return { status: 'failed', reason: `Unexpected ${authType} authorization` };
      if (payment.phone_number && sandboxDeclines(payment.phone_number)) return { status: 'failed', reason: 'Declined by the wallet provider' };
      if (value !== SANDBOX_OTP) return { status: 'failed', reason: 'Wrong wallet code' };
      return { status: 'approved' };
    },

    async verify(payment: PaymentDoc): Promise<VerifiedStatus> {
      const s = payment.status;
      return s === 'pending' || s === 'processing' || s === 'failed' ? s : s === 'cancelled' ? 'failed' : 'succeeded';
    },

    async refund(): Promise<{ refund_ref: string }> {
      return { refund_ref: `sbx_re_${randomBase62(16)}` };
    },

    async cancel(): Promise<void> {
      // Nothing was charged at creation; the sandbox has nothing to void.
    },

    async chargeRenewal(input: RenewalChargeInput): Promise<RenewalChargeOutcome> {
      if (sandboxDeclinesRenewal(input.amount)) return { status: 'failed', reason: 'Renewal declined (sandbox: amount ending in .13)' };
      return { status: 'succeeded', provider_ref: `sbx_${randomBase62(20)}` };
    },

    async verifyWallet(wallet: WalletToVerify): Promise<WalletVerification> {
      // The same numbers as mobile-money payments: 0000 cannot be reached, 1111 is refused.
      if (sandboxUnreachable(wallet.phone_number)) {
        throw new ProviderUnavailableError('The mobile-money provider could not be reached (sandbox number ending in 0000)');
      }
      return sandboxDeclines(wallet.phone_number) ? 'failed' : 'verified';
    },
  };
}
