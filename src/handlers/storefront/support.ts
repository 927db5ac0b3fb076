// Storefront tag "Support": the shopper's one conversation with the business, resolved from the caller (a signed-in
// customer's across sessions, a guest's by storefront session). The WebSocket's handshake runs here too, through
// the same guard and validation as every operation; the socket itself is src/modules/support/routes.ts.
import { AppError, badRequest, forbidden } from '../../kernel/errors.js';
import { requireTenant, type Caller } from '../../kernel/caller.js';
import type { Handlers } from '../../operations/typing.js';
import type { OperationContext } from '../../operations/types.js';
import {
  DuplicateMessage,
  findConversation,
  openConversation,
  postShopperMessage,
  readMessages,
  recentMessages,
  type Shopper,
} from '../../flows/support.js';
import { presentConversation, presentMessage, ownerOf } from '../../modules/support/index.js';
import { businesses } from '../../modules/business/index.js';
import type { OwnerKey } from '../../modules/support/index.js';
import type { TenantContext } from '../../store/index.js';

export const shopperOf = (caller: Caller): Shopper => ({
  tenant: requireTenant(caller),
  customerId: caller.customer?.id ?? null,
  sessionId: caller.sessionId ?? null,
});

/** What the socket adapter is handed once the handshake is admitted: whose conversation it follows. */
export interface SupportSocketGrant {
  tenant: TenantContext;
  owner: OwnerKey;
  shopper: Shopper;
}

/** Whether a browser page from `origin` may open the socket (the operation's description says the rule). */
async function originAllowed(ctx: OperationContext, tenant: TenantContext, origin: string): Promise<boolean> {
  const business = await businesses(ctx.services.db).findOne(
    { _id: tenant.business_id },
    { projection: { allowed_origins: 1 } },
  );
  const own = business?.allowed_origins ?? [];
  if (own.length > 0) return own.includes(origin);
  const cors = ctx.services.config.corsOrigins;
  return cors === '*' || cors.includes(origin);
}

export const handlers = {
  async openSupportConversation(ctx) {
    const shopper = shopperOf(ctx.caller);
    const thread = await openConversation(ctx.services, shopper);
    const recent = await recentMessages(ctx.services, shopper.tenant, thread._id);
    const { cdnUrl } = ctx.services.config;
    return {
      data: {
        conversation: presentConversation(thread, Boolean(ctx.services.supportResponder)),
        messages: recent.map((m) => presentMessage(m, cdnUrl)),
      },
    };
  },

  sendSupportMessage: {
    // With its client_id a message is stored once however often it is sent (a repeat answers 409 with the first).
    repeatable: (ctx) => ctx.body.client_id !== undefined,
    async run(ctx) {
      try {
        const { message } = await postShopperMessage(ctx.services, shopperOf(ctx.caller), {
          ...ctx.body,
          field: 'body.content',
        });
        return { status: 201, data: presentMessage(message, ctx.services.config.cdnUrl) };
      } catch (err) {
        if (err instanceof DuplicateMessage)
          throw new AppError('CONFLICT', err.message, {
            data: presentMessage(err.original, ctx.services.config.cdnUrl),
          });
        throw err;
      }
    },
  },

  async listSupportMessages(ctx) {
    const shopper = shopperOf(ctx.caller);
    const thread = await findConversation(ctx.services, shopper);
    if (!thread) return { data: [] };
    const after = ctx.query.after !== undefined ? new Date(ctx.query.after) : undefined;
    const rows = await readMessages(ctx.services, shopper.tenant, thread._id, { after, limit: ctx.query.limit ?? 50 });
    return { data: rows.map((m) => presentMessage(m, ctx.services.config.cdnUrl)) };
  },

  async connectSupportWebSocket(ctx) {
    // A request with the upgrade headers but without `Connection: Upgrade` is plain HTTP: Node hands only real
    // upgrades to the socket adapter.
    if (!/\bupgrade\b/i.test(ctx.header('connection') ?? ''))
      throw badRequest('Expected a WebSocket upgrade request (Connection: Upgrade)');
    const shopper = shopperOf(ctx.caller);
    const origin = ctx.header('origin');
    if (origin !== undefined && !(await originAllowed(ctx, shopper.tenant, origin))) {
      throw forbidden(`Origin ${origin} may not open this business's support socket`);
    }
    // The socket's first read (its resync, src/modules/support/routes.ts) finds the conversation, taking over a
    // signed-in customer's guest conversation of this session as every support call does.
    const grant: SupportSocketGrant = { tenant: shopper.tenant, owner: ownerOf(shopper)!, shopper };
    // Not an HTTP answer: the socket adapter reads the grant and switches protocols.
    return { status: 101, data: grant as never };
  },
} satisfies Handlers<'storefront'>;
