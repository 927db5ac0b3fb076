// Link Enrollment: whether a contact is a Link customer, enrolling, and enrolling with the order just placed.
import type { OperationContext } from '../../operations/types.js';
import type { Handlers } from '../../operations/typing.js';
import { rateLimited } from '../../kernel/errors.js';
import { linkCaller, livemodeOf, enroll, isLinkCustomer } from '../../modules/link/index.js';
import { enrollAndLinkOrder } from '../../flows/link-order.js';
import { normalizeContact } from '../../modules/customers/index.js';

/** check-status: 30 requests per minute per IP against contact enumeration (per server, on its clock). */
const CHECK_LIMIT = 30;
const CHECK_WINDOW_MS = 60_000;
const checkWindows = new WeakMap<object, Map<string, number[]>>();

function limitCheckStatus(ctx: OperationContext<any>): void {
  let byIp = checkWindows.get(ctx.services);
  if (!byIp) checkWindows.set(ctx.services, (byIp = new Map()));
  const now = ctx.services.clock.now().getTime();
  const ip = ctx.caller.ip ?? 'unknown';
  const recent = (byIp.get(ip) ?? []).filter((t) => t > now - CHECK_WINDOW_MS);
  if (recent.length >= CHECK_LIMIT) {
    byIp.set(ip, recent);
    throw rateLimited(Math.max(1, Math.ceil((recent[0] + CHECK_WINDOW_MS - now) / 1000)));
  }
  recent.push(now);
  byIp.set(ip, recent);
}

export const handlers = {
  async linkCheckStatus(ctx) {
    limitCheckStatus(ctx);
    const livemode = livemodeOf(ctx.caller);
    const body = ctx.body;
    const type = body.contact_type ?? 'phone';
    const contact = normalizeContact(body.contact, type);
    return { data: { is_link_customer: await isLinkCustomer(ctx.services.db, livemode, type, contact) } };
  },

  async linkEnroll(ctx) {
    const { account } = await linkCaller(ctx.services, ctx.caller);
    const body = ctx.body;
    const type = body.contact_type ?? 'phone';
    const contact = normalizeContact(body.contact, type);
    const result = await enroll(
      ctx.services.db,
      account,
      { contact, contact_type: type, name: body.name },
      ctx.services.clock.now(),
    );
    return { status: result.created ? 201 : 200, data: result };
  },

  async linkEnrollAndLinkOrder(ctx) {
    const { account } = await linkCaller(ctx.services, ctx.caller);
    return { data: await enrollAndLinkOrder(ctx.services, account, ctx.body, ctx.services.clock.now()) };
  },
} satisfies Handlers<'link'>;
