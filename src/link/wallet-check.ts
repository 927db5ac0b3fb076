// Asking a payment provider whether a phone number is an active mobile-money wallet. The payment provider
// interface (src/payments/provider.ts) has no wallet lookup yet, so Link carries its own narrow one with the same
// failure contract: unreachable throws ProviderUnavailableError (503), a "no" is an outcome.
import { ProviderUnavailableError } from '../payments/provider.js';

export type WalletCheck = 'verified' | 'failed' | 'pending';

export interface WalletVerifier {
  check(phoneNumber: string, provider: string): Promise<WalletCheck>;
}

/** Sandbox semantics (SANDBOX.md): …0000 unreachable, …1111 failed, anything else verified at once. */
export const sandboxWalletVerifier: WalletVerifier = {
  async check(phoneNumber) {
    if (phoneNumber.endsWith('0000')) throw new ProviderUnavailableError('Sandbox mobile-money provider unreachable (number ends in 0000)');
    return phoneNumber.endsWith('1111') ? 'failed' : 'verified';
  },
};

const unconfiguredLiveVerifier: WalletVerifier = {
  async check() {
    throw new ProviderUnavailableError('No live mobile-money provider is configured; wallets cannot be verified in live mode');
  },
};

export const walletVerifierFor = (livemode: boolean): WalletVerifier => (livemode ? unconfiguredLiveVerifier : sandboxWalletVerifier);
