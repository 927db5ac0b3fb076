// Link Mobile Money: saved wallets, the default one, usage tracking and verification with the provider.
import type { Handler } from '../../http/app.js';
import { rateLimited, serviceUnavailable } from '../../http/errors.js';
import { linkCaller, linkIdempotent } from '../../link/context.js';
import {
  createMobileMoney,
  deleteMobileMoney,
  getMobileMoney,
  listMobileMoney,
  presentMobileMoney,
  recordVerification,
  setDefault,
  trackMobileMoneyUsage,
  type MobileMoneyInput,
} from '../../link/saved.js';
import { walletVerifierFor } from '../../link/wallet-check.js';
import { ProviderUnavailableError } from '../../payments/provider.js';

const VERIFY_LIMIT = 5;
const VERIFY_WINDOW_MS = 60 * 60 * 1000;

export const handlers: Record<string, Handler> = {
  async linkListMobileMoney(ctx) {
    const { account } = await linkCaller(ctx);
    const docs = await listMobileMoney(ctx.services.db, account);
    return { data: docs.map((d) => presentMobileMoney(d, account)) };
  },

  async linkCreateMobileMoney(ctx) {
    const { account } = await linkCaller(ctx);
    return linkIdempotent(ctx, account.livemode, account._id, async () => {
      const made = await createMobileMoney(ctx.services.db, account, ctx.body as MobileMoneyInput, ctx.services.clock.now());
      return { status: 201, data: presentMobileMoney(made.doc, made.account) };
    });
  },

  async linkDeleteMobileMoney(ctx) {
    const { account } = await linkCaller(ctx);
    const id = ctx.params.id as string;
    return linkIdempotent(ctx, account.livemode, account._id, async () => {
      await deleteMobileMoney(ctx.services.db, account, id, ctx.services.clock.now());
      return { data: { id, deleted: true } };
    });
  },

  async linkSetDefaultMobileMoney(ctx) {
    const { account } = await linkCaller(ctx);
    return linkIdempotent(ctx, account.livemode, account._id, async () => {
      const doc = await getMobileMoney(ctx.services.db, account, ctx.params.id as string);
      const after = await setDefault(ctx.services.db, account, 'default_mobile_money_id', doc._id, ctx.services.clock.now());
      return { data: presentMobileMoney(doc, after) };
    });
  },

  async linkTrackMobileMoneyUsage(ctx) {
    const { account } = await linkCaller(ctx);
    return linkIdempotent(ctx, account.livemode, account._id, async () => {
      const doc = await trackMobileMoneyUsage(ctx.services.db, account, ctx.params.id as string, ctx.services.clock.now());
      return { data: presentMobileMoney(doc, account) };
    });
  },

  async linkVerifyMobileMoney(ctx) {
    const { account, session } = await linkCaller(ctx);
    return linkIdempotent(ctx, account.livemode, account._id, async () => {
      const doc = await getMobileMoney(ctx.services.db, account, ctx.params.id as string);
      const now = ctx.services.clock.now();
      const windowStart = new Date(now.getTime() - VERIFY_WINDOW_MS);
      const recent = doc.verifications.filter((d) => d > windowStart).sort((a, b) => a.getTime() - b.getTime());
      if (recent.length >= VERIFY_LIMIT) {
        throw rateLimited(Math.max(1, Math.ceil((recent[0].getTime() + VERIFY_WINDOW_MS - now.getTime()) / 1000)));
      }
      let outcome;
      try {
        outcome = await walletVerifierFor(session.livemode).check(doc.phone_number, doc.provider);
      } catch (err) {
        if (err instanceof ProviderUnavailableError) throw serviceUnavailable(err.message);
        throw err;
      }
      const after = (await recordVerification(ctx.services.db, doc._id, outcome, now, windowStart)) ?? doc;
      return { data: { ...presentMobileMoney(after, account), verification: { status: outcome, checked_at: now.toISOString() } } };
    });
  },
};
