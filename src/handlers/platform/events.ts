// Platform tag "Events": the business's event stream (GET …/events/stream, scope webhooks:read). The stream itself
// is written by its HTTP adapter (src/modules/events/routes.ts), which calls this operation first, as the support
// WebSocket does its own: the core's guard (key, tenant, scope), the contract's validation, then the checks
// below. The answer is no HTTP body but the grant the adapter streams from.
import { validationError } from '../../kernel/errors.js';
import { tenantInMode } from '../../kernel/caller.js';
import type { Handlers } from '../../operations/typing.js';
import { WEBHOOK_EVENT_TYPES, type EventType, findEvent, type StreamedEvent } from '../../modules/events/index.js';
import type { TenantContext } from '../../store/index.js';

export interface EventStreamGrant {
  tenant: TenantContext;
  /** The key that opened the stream (the adapter caps open streams per key). */
  keyId: string;
  types: ReadonlySet<EventType> | null;
  /** The event named by Last-Event-ID: replay from after it. */
  after: StreamedEvent | null;
}

const KNOWN = new Set<string>(WEBHOOK_EVENT_TYPES);

/** `types` as a set, naming the first type the contract does not have. Empty items (`a,,b`, a trailing comma) are
 * ignored. */
function parseTypes(raw: string): Set<EventType> {
  const types = new Set<EventType>();
  for (const item of raw.split(',')) {
    const t = item.trim();
    if (t === '') continue;
    if (!KNOWN.has(t))
      throw validationError(
        `types: unknown event type ${JSON.stringify(t)} (one of ${WEBHOOK_EVENT_TYPES.join(', ')})`,
      );
    types.add(t as EventType);
  }
  if (types.size === 0) throw validationError('types: name at least one event type, or leave types out for all');
  return types;
}

export const handlers = {
  async streamEvents(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    const types = ctx.query.types === undefined ? null : parseTypes(ctx.query.types);
    const lastId = ctx.header('last-event-id');
    let after: StreamedEvent | null = null;
    if (lastId !== undefined) {
      after = await findEvent(ctx.services.db, tenant, lastId);
      if (!after) {
        throw validationError(
          `Last-Event-ID: ${lastId} is not an event of this business in ${tenant.livemode ? 'live' : 'test'} mode; reconnect without it to receive events from now on`,
        );
      }
    }
    const grant: EventStreamGrant = { tenant, keyId: ctx.caller.key!.id, types, after };
    // Not an HTTP answer: the stream adapter reads the grant and starts the stream.
    return { status: 200, data: grant as never };
  },
} satisfies Handlers<'platform'>;
