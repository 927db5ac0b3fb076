// Payment providers behind one interface. Checkout, the authorization endpoint, the hosted pay page, verify-payment
// and refunds talk to a provider only through this; the stored PaymentDoc (collection `payments`) is ours, the
// provider keeps its own record under `provider_ref`.
//
// Failure contract: a provider that cannot be reached or times out throws ProviderUnavailableError (answered 503
// SERVICE_UNAVAILABLE, retryable, nothing changed); a provider that answers "no" returns an outcome, never throws.
import type { PaymentAuthorizationNextAction } from '../../../generated/sdk/storefront/types.gen.js';
import { AppError } from '../../kernel/errors.js';

export type PaymentMethod = 'card' | 'mobile_money' | 'cash';
export type PaymentStatus =
  | 'pending'
  | 'processing'
  | 'succeeded'
  | 'failed'
  | 'cancelled'
  | 'refunded'
  | 'partially_refunded';

/** A stored payment as a provider reads it (the orders area's PaymentRecord is one). */
export interface PaymentRecord {
  /** Our payment id (`pay_…`). */
  _id: string;
  method: PaymentMethod;
  status: PaymentStatus;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** The provider's own reference. */
  provider_ref: string | null;
  /** Mobile money: the paying number. */
  phone_number: string | null;
}

export interface CreatePaymentInput {
  /** Our payment id (`pay_…`), chosen before the provider is called so both sides share it. */
  payment_id: string;
  order_id: string;
  method: PaymentMethod;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  mobile_money: { phone_number: string; provider: string } | null;
  customer: { name: string; email: string | null; phone: string | null };
}

/** What the payer must do next: the contract's PaymentAuthorizationNextAction. */
export type NextAction = PaymentAuthorizationNextAction;

export interface CreatedPayment {
  provider_ref: string;
  /** Always pending or processing right after creation. */
  status: 'pending' | 'processing';
  /** Where the payer goes (card: the hosted pay page), else null. */
  redirect_url: string | null;
  next_action: NextAction | null;
  /** The authorization `auth_type` the payment waits for (`otp` for mobile money), or null. */
  awaiting: AuthType | null;
}

export type AuthType = 'otp' | 'challenge' | 'three_ds';

export type AuthorizationOutcome =
  | { status: 'approved' }
  | { status: 'failed'; reason: string }
  | { status: 'pending'; next_action: NextAction | null };

export type VerifiedStatus = 'pending' | 'processing' | 'succeeded' | 'failed';

/** A subscription renewal: charged off-session against what the customer paid with at checkout. */
export interface RenewalChargeInput {
  subscription_id: string;
  /** Our payment id for the renewal order's payment. */
  payment_id: string;
  method: PaymentMethod;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  customer: { name: string | null; email: string | null; phone: string | null };
}

export type RenewalChargeOutcome = { status: 'succeeded'; provider_ref: string } | { status: 'failed'; reason: string };

/** A wallet to check: an E.164 number and the network it is on (`mtn`, `vodafone`, …). */
export interface WalletToVerify {
  phone_number: string;
  provider: string;
}

/** The provider's answer about a wallet: active (`verified`), not a usable wallet (`failed`), or an answer that
 * will come later (`pending`, asked again later). */
export type WalletVerification = 'verified' | 'failed' | 'pending';

export interface PaymentProvider {
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Submits what the payer entered (OTP, challenge answer, 3-D Secure result). */
  authorize(payment: PaymentRecord, authType: AuthType, value: string): Promise<AuthorizationOutcome>;
  /** The provider's current view of the payment (verify-payment, polling). */
  verify(payment: PaymentRecord): Promise<VerifiedStatus>;
  /**
   * Returns `amount` (minor units) of a settled payment. `idempotencyKey` is our refund's id (`re_…`): a real
   * adapter sends it as the provider's idempotency key, so asking again with it (a retry, the job that settles
   * refunds a crash left pending) returns the same refund and never pays out twice. A definite refusal throws an
   * error other than ProviderUnavailableError.
   */
  refund(
    payment: PaymentRecord,
    amount: number,
    reason: string | null,
    idempotencyKey: string,
  ): Promise<{ refund_ref: string }>;
  /** Voids a payment that never settled: the compensation when checkout fails after the provider accepted it. */
  cancel(payment: { provider_ref: string; method: PaymentMethod }): Promise<void>;
  /** Charges a subscription renewal; absent when the provider cannot charge off-session (renewals then fail). */
  chargeRenewal?(input: RenewalChargeInput): Promise<RenewalChargeOutcome>;
  /** Whether a number is an active mobile-money wallet on its network (the Link verify route); no money moves. */
  verifyWallet(wallet: WalletToVerify): Promise<WalletVerification>;
}

export class ProviderUnavailableError extends Error {
  /** Whether trying again can help: true for an outage or a timeout, false when no provider is configured. */
  readonly transient: boolean;

  constructor(message: string, opts: { transient?: boolean } = {}) {
    super(message);
    this.name = 'ProviderUnavailableError';
    this.transient = opts.transient ?? true;
  }
}

/** The catalogue's answer for a provider that could not serve: 503 SERVICE_UNAVAILABLE, retryable only when a
 * retry can help (a configuration problem says so, rather than inviting clients to retry forever). */
export function providerUnavailable(err: ProviderUnavailableError, message = err.message): AppError {
  return new AppError('SERVICE_UNAVAILABLE', message, { retryable: err.transient });
}

export interface ProviderOptions {
  /** Origin of the hosted pay page (PAY_URL). */
  payUrl: string;
}
