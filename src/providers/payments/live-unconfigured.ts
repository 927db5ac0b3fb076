// Live mode until a real payment adapter is configured: cash only (the business marks it paid); card and
// mobile-money payments are refused as the provider being unavailable, with a message saying why.
import { ProviderUnavailableError, type PaymentProvider } from './provider.js';

export function unconfiguredLiveProvider(): PaymentProvider {
  const refuse = (what: string) =>
    new ProviderUnavailableError(`No live payment provider is configured for ${what}; live mode takes cash only`, {
      transient: false,
    });
  return {
    name: 'live-unconfigured',
    async createPayment(input) {
      if (input.method !== 'cash') throw refuse(input.method === 'card' ? 'card payments' : 'mobile money');
      return {
        provider_ref: `cash_${input.payment_id}`,
        status: 'pending',
        redirect_url: null,
        next_action: null,
        awaiting: null,
      };
    },
    async authorize() {
      throw refuse('payment authorization');
    },
    async verify(payment) {
      if (payment.method !== 'cash') throw refuse('payment verification');
      return payment.status === 'succeeded' || payment.status === 'failed' || payment.status === 'processing'
        ? payment.status
        : 'pending';
    },
    async refund(payment, _amount, _reason, idempotencyKey) {
      // Cash goes back over the counter: there is no provider to call, only the record to keep.
      if (payment.method !== 'cash') throw refuse('refunds');
      return { refund_ref: `cash_${idempotencyKey}` };
    },
    async cancel() {
      // Nothing was created with a provider, so there is nothing to void.
    },
    async chargeRenewal() {
      throw refuse('subscription renewals');
    },
    async verifyWallet() {
      throw refuse('mobile-money wallet verification');
    },
  };
}
