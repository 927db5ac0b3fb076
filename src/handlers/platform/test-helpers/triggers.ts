// `POST /v1/test_helpers/triggers` (cimplify trigger): each webhook event has a recipe that makes the sandbox objects
// leading to it through the service's own operations (a Sandbox run), so the flow that records the event in
// production records it here, and the webhook worker delivers it, signed and retried, like any other. The recipes
// and their overrides are the operation's table (spec/platform/paths/v1_test_helpers_triggers.yaml).
import { validationError } from '../../../kernel/errors.js';
import { type EventType, events } from '../../../modules/events/index.js';
import type { OperationContext } from '../../../operations/types.js';
import { Sandbox, sandboxOf } from './sandbox.js';
import { bookingRecipes } from './trigger-bookings.js';
import { orderRecipes } from './trigger-orders.js';
import { type Override, type Recipe, TriggerRun } from './trigger-run.js';
import { subscriptionRecipes } from './trigger-subscriptions.js';

const RECIPES: Partial<Record<EventType, Recipe>> = { ...orderRecipes, ...bookingRecipes, ...subscriptionRecipes };

/** What a trigger's stand-in business key may do: the business's steps of the recipes, and the test clocks. */
const TRIGGER_SCOPES = ['orders:read', 'orders:write', 'bookings:read', 'bookings:write'];

export interface TriggerResult {
  event: EventType;
  objects: Record<string, string>;
  event_ids: string[];
}

/** Every override is one the event's recipe takes, or 400 naming the first that is not. */
function checkOverride(event: EventType, recipe: Recipe, override: Override): void {
  for (const field of Object.keys(override)) {
    if (!recipe.takes.includes(field))
      throw validationError(
        `override.${field}: does not apply to ${event}; it takes ${recipe.takes.join(', ') || 'no overrides'}`,
      );
  }
}

export async function runTrigger(
  ctx: OperationContext,
  input: { event: EventType; override?: Override },
): Promise<TriggerResult> {
  const tenant = sandboxOf(ctx.caller, 'A trigger');
  const recipe = RECIPES[input.event];
  if (!recipe) throw validationError(`event: ${input.event} has no trigger`);
  const override = input.override ?? {};
  checkOverride(input.event, recipe, override);
  const run = new TriggerRun(new Sandbox(ctx, tenant, TRIGGER_SCOPES), input.event, override);
  const match = await recipe.run(run);
  const caused = await events(ctx.services.db, tenant)
    .find({ type: input.event, [`data.${match.field}`]: match.id })
    .sort({ created_at: 1, _id: 1 })
    .project<{ _id: string }>({ _id: 1 })
    .toArray();
  return {
    event: input.event,
    objects: run.objects,
    event_ids: caused.map((e) => e._id).filter((id) => !run.before.has(id)),
  };
}
