// Link Mobile Money: saved wallets, the default one, usage tracking and verification with the payment provider
// (PaymentProvider.verifyWallet: the sandbox for sessions signed in with a pk_test_ key, else the live provider).
import type { Handlers } from '../../operations/typing.js';
import { rateLimited } from '../../kernel/errors.js';
import {
  linkCaller,
  createMobileMoney,
  deleteMobileMoney,
  getMobileMoney,
  listMobileMoney,
  presentMobileMoney,
  recordVerification,
  setDefault,
  trackMobileMoneyUsage,
  verifyRetryAfter,
} from '../../modules/link/index.js';
import {
  paymentProviderFor,
  ProviderUnavailableError,
  providerUnavailable,
  type WalletVerification,
} from '../../providers/payments/index.js';

export const handlers = {
  async linkListMobileMoney(ctx) {
    const { account } = await linkCaller(ctx.services, ctx.caller);
    const docs = await listMobileMoney(ctx.services.db, account);
    return { data: docs.map((d) => presentMobileMoney(d, account)) };
  },

  async linkCreateMobileMoney(ctx) {
    const { account } = await linkCaller(ctx.services, ctx.caller);
    const made = await createMobileMoney(ctx.services, account, ctx.body, ctx.services.clock.now());
    return { status: 201, data: presentMobileMoney(made.doc, made.account) };
  },

  async linkDeleteMobileMoney(ctx) {
    const { account } = await linkCaller(ctx.services, ctx.caller);
    const id = ctx.params.id;
    await deleteMobileMoney(ctx.services.db, account, id, ctx.services.clock.now());
    return { data: { id, deleted: true } };
  },

  async linkSetDefaultMobileMoney(ctx) {
    const { account } = await linkCaller(ctx.services, ctx.caller);
    const doc = await getMobileMoney(ctx.services.db, account, ctx.params.id);
    const after = await setDefault(
      ctx.services.db,
      account,
      'default_mobile_money_id',
      doc._id,
      ctx.services.clock.now(),
    );
    return { data: presentMobileMoney(doc, after) };
  },

  async linkTrackMobileMoneyUsage(ctx) {
    const { account } = await linkCaller(ctx.services, ctx.caller);
    const doc = await trackMobileMoneyUsage(ctx.services.db, account, ctx.params.id, ctx.services.clock.now());
    return { data: presentMobileMoney(doc, account) };
  },

  async linkVerifyMobileMoney(ctx) {
    const { account } = await linkCaller(ctx.services, ctx.caller);
    const db = ctx.services.db;
    const doc = await getMobileMoney(db, account, ctx.params.id);
    const now = ctx.services.clock.now();
    // A cheap early refusal; the limit itself is enforced atomically when the outcome is recorded.
    const wait = verifyRetryAfter(doc.verifications, now);
    if (wait !== null) throw rateLimited(wait);
    let outcome: WalletVerification;
    try {
      const provider = paymentProviderFor({ livemode: account.livemode }, { payUrl: ctx.services.config.payUrl });
      outcome = await provider.verifyWallet({ phone_number: doc.phone_number, provider: doc.provider });
    } catch (err) {
      // Unreachable: nothing recorded, so the check does not count and the Idempotency-Key stays usable.
      if (err instanceof ProviderUnavailableError) throw providerUnavailable(err);
      throw err;
    }
    const after = await recordVerification(db, account, doc._id, outcome, now);
    if (!after) {
      // Concurrent verifications took the last slots (or the method was deleted meanwhile: 404).
      const fresh = await getMobileMoney(db, account, doc._id);
      throw rateLimited(verifyRetryAfter(fresh.verifications, now) ?? 1);
    }
    return {
      data: { ...presentMobileMoney(after, account), verification: { status: outcome, checked_at: now.toISOString() } },
    };
  },
} satisfies Handlers<'link'>;
