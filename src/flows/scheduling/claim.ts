// Claiming time: the one path by which a cart hold, a checkout booking or a reschedule takes a slot. Inside the
// caller's transaction it reads the calendar, asks the slot rules (src/modules/scheduling/rules) whether the start
// can be booked, and adds the claim to the day documents of everything it takes (service at its location, staff
// member, resources; src/modules/scheduling/days.ts), so that of two claims that could conflict one always sees the
// other. A booking or hold claimed again (reschedule, new participant count, a lapsed hold at checkout) is vacated
// by the caller first, in the same transaction: its old time must not count against its new one.
import type { ClientSession } from 'mongodb';
import { AppError, validationError } from '../../kernel/errors.js';
import type { Services } from '../../services.js';
import type { VariantDoc } from '../../modules/catalogue/index.js';
import { loadCalendar, startSpan, occupy, checkSlot, type RefusalReason } from '../../modules/scheduling/index.js';
import type { ServiceLocationDoc, ServiceRecordDoc } from '../../modules/scheduling/index.js';
import type { TenantContext } from '../../store/index.js';

export interface SlotRequest {
  service: ServiceRecordDoc;
  location: ServiceLocationDoc;
  variant: Pick<VariantDoc, 'duration_minutes' | 'buffer_minutes' | 'capacity'> | null;
  start: Date;
  /** When the caller states the end too, it must match the duration (named `endField` when it does not). */
  end?: Date;
  endField?: string;
  staffId?: string | null;
  participants: number;
  /** The booking or hold the claim is for: its id, and when a hold lapses (a booking has no expiresAt). */
  occupant: { id: string; expiresAt?: Date };
}

export interface Claimed {
  starts_at: Date;
  ends_at: Date;
  blocks_from: Date;
  blocks_until: Date;
  staff_id: string | null;
  resources: { resource_id: string; quantity: number }[];
}

const REFUSAL_TEXT: Record<RefusalReason, string> = {
  in_past: 'it has already started',
  min_notice: 'it starts too soon (minimum notice)',
  max_advance: 'it is too far ahead (maximum advance booking)',
  closed: 'the service is closed that day',
  outside_hours: 'it is outside the opening hours or off the slot grid',
  no_staff: 'no qualified staff member is free then',
  no_resource: 'a resource the service needs is taken then',
  fully_booked: 'it is fully booked',
  insufficient_capacity: 'it has fewer places left than asked for',
};

/** 409 CONFLICT saying which rule refused the slot (details.reason carries the code). */
export function slotRefused(start: Date, reason: RefusalReason, remaining?: number): AppError {
  const left = reason === 'insufficient_capacity' && remaining !== undefined ? ` (${remaining} left)` : '';
  return new AppError(
    'CONFLICT',
    `The slot at ${start.toISOString()} is not available: ${reason} (${REFUSAL_TEXT[reason]}${left})`,
    { details: { reason } },
  );
}

export async function claimSlot(
  services: Pick<Services, 'db'>,
  tenant: TenantContext,
  req: SlotRequest,
  now: Date,
  session: ClientSession,
): Promise<Claimed> {
  const calendar = await loadCalendar(
    services.db,
    tenant,
    req.service,
    req.location,
    { ...startSpan(req.service, req.variant, req.start), now },
    session,
  );
  const result = checkSlot(calendar, req.start, {
    variant: req.variant,
    participants: req.participants,
    staffId: req.staffId ?? null,
    now,
  });
  if (req.end && result.end.getTime() !== req.end.getTime()) {
    const minutes = (result.end.getTime() - result.start.getTime()) / 60_000;
    throw validationError(
      `${req.endField ?? 'end'}: the service lasts ${minutes} minutes, so a slot starting ${result.start.toISOString()} ends ${result.end.toISOString()}`,
    );
  }
  if (!result.is_available) throw slotRefused(req.start, result.reason!, result.remaining_capacity);
  const claimed: Claimed = {
    starts_at: result.start,
    ends_at: result.end,
    blocks_from: result.blocks_from,
    blocks_until: result.blocks_until,
    staff_id: result.staff_id,
    resources: result.resources,
  };
  await occupy(
    services.db,
    tenant,
    {
      id: req.occupant.id,
      service_id: req.service._id,
      location_id: req.location.location_id,
      ...claimed,
      participant_count: req.participants,
      ...(req.occupant.expiresAt ? { expires_at: req.occupant.expiresAt } : {}),
    },
    now,
    session,
  );
  return claimed;
}
