// The rules of verifying a saved mobile-money wallet, kept pure (no store, no provider): how many checks a method
// may have per hour, and what an outcome does to `is_verified`. The check itself is the payment provider's
// (PaymentProvider.verifyWallet in src/providers/payments/provider.ts); the handler asks it and records the outcome.
import type { WalletVerification } from '../../../providers/payments/index.js';

/** At most this many verifications of one method per window. */
export const VERIFY_LIMIT = 5;
export const VERIFY_WINDOW_MS = 60 * 60 * 1000;

/** Checks at or before this instant no longer count against the limit. */
export const verifyWindowStart = (now: Date) => new Date(now.getTime() - VERIFY_WINDOW_MS);

/** Seconds until another verification is allowed (for Retry-After), or null when one is allowed now. */
export function verifyRetryAfter(checks: readonly Date[], now: Date): number | null {
  const start = verifyWindowStart(now);
  const recent = checks.filter((d) => d > start).sort((a, b) => a.getTime() - b.getTime());
  if (recent.length < VERIFY_LIMIT) return null;
  // A slot frees when the oldest check that still counts leaves the window.
  const frees = recent[recent.length - VERIFY_LIMIT].getTime() + VERIFY_WINDOW_MS;
  return Math.max(1, Math.ceil((frees - now.getTime()) / 1000));
}

/** `is_verified` after an outcome: `pending` leaves it as it was. */
export const isVerifiedAfter = (outcome: WalletVerification, before: boolean) =>
  outcome === 'pending' ? before : outcome === 'verified';
