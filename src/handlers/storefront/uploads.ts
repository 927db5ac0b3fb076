// Storefront tag "Uploads": a customer's file, bound to the storefront session that starts it. Init answers a
// single-use upload URL (the PUT target below, on the upload host), confirm answers the Upload record with the
// file's public address. The flow itself is src/flows/uploads.ts.
import { requireTenant } from '../../kernel/caller.js';
import type { Handlers } from '../../operations/typing.js';
import { confirmUpload, initUpload, receiveUpload } from '../../flows/uploads.js';
import { presentInit, presentUpload, secondsLeft, uploads } from '../../modules/uploads/index.js';

const contentLength = (v: string | string[] | undefined): number | undefined => {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) ? n : undefined;
};

export const handlers = {
  initUpload: {
    async run(ctx) {
      const u = await initUpload(ctx.services, requireTenant(ctx.caller), {
        kind: 'customer',
        ...ctx.body,
        sessionId: ctx.caller.sessionId ?? null,
        customerId: ctx.caller.customer?.id ?? null,
      });
      return { data: presentInit(u, ctx.services.config.uploadUrl, ctx.services.clock.now()) };
    },
    idempotency: {
      // A replay answers the same URL with the seconds it has left.
      async replay(answer, ctx) {
        const data = answer.data as { upload_id: string; upload_url: string; expires_in_secs: number };
        const u = await uploads(ctx.services.db, requireTenant(ctx.caller)).findOne(
          { _id: data.upload_id },
          { projection: { token_expires_at: 1 } },
        );
        return { ...answer, data: { ...data, expires_in_secs: u ? secondsLeft(u, ctx.services.clock.now()) : 0 } };
      },
    },
  },

  confirmUpload: {
    // Confirming twice answers the same record: safe to send again after a store failure.
    repeatable: true,
    async run(ctx) {
      const u = await confirmUpload(ctx.services, requireTenant(ctx.caller), 'customer', ctx.body.upload_id, {
        sessionId: ctx.caller.sessionId ?? null,
        customerId: ctx.caller.customer?.id ?? null,
      });
      return { data: presentUpload(u, ctx.services.config.cdnUrl) };
    },
  },

  async putUploadContent(ctx) {
    await receiveUpload(
      ctx.services,
      ctx.params.upload_token,
      { contentType: ctx.header('content-type'), contentLength: contentLength(ctx.header('content-length')) },
      ctx.stream!,
    );
    return { status: 204 };
  },
} satisfies Handlers<'storefront'>;
