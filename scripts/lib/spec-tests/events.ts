// expectEvents: the command events a client observed, in order, against the expected list. Commands and replies
// are root-level documents (extra fields allowed); anything after the expected events fails unless
// ignoreExtraEvents.
import { tolerateDriver } from './driver-deviations.js';
import type { Entities, ObservedEvent } from './entities.js';
import { match, show, type MatchContext } from './match.js';
import { SkipTest, type Doc, type ExpectedEventsForClient } from './types.js';

/** `allow` is told of each driver difference tolerated on the way (see driver-deviations.ts). */
export function checkEvents(
  expected: ExpectedEventsForClient[],
  entities: Entities,
  ctx: MatchContext,
  allow: (reason: string) => void,
): string | null {
  for (const group of expected) {
    if ((group.eventType ?? 'command') !== 'command')
      throw new SkipTest(`${group.eventType} event assertions not implemented by the runner`);
    const observed = entities.of(group.client, 'client').events;
    const d = checkGroup(group, observed, ctx, allow);
    if (d) return `events of ${group.client}: ${d}`;
  }
  return null;
}

function checkGroup(
  group: ExpectedEventsForClient,
  observed: ObservedEvent[],
  ctx: MatchContext,
  allow: (reason: string) => void,
): string | null {
  for (let i = 0; i < group.events.length; i++) {
    const actual = observed[i];
    if (!actual) return `expected ${group.events.length} event(s), observed ${observed.length}: ${names(observed)}`;
    const d = checkEvent(group.events[i], actual, ctx, allow);
    if (d) return `event ${i} (observed ${names(observed)}): ${d}`;
  }
  if (!group.ignoreExtraEvents && observed.length > group.events.length) {
    return `expected ${group.events.length} event(s), observed ${observed.length}: ${names(observed)}`;
  }
  return null;
}

const names = (events: ObservedEvent[]) =>
  events.map((e) => `${e.commandName}:${e.type.replace(/^command|Event$/g, '')}`).join(', ') || 'none';

function checkEvent(
  expected: Doc,
  actual: ObservedEvent,
  ctx: MatchContext,
  allow: (reason: string) => void,
): string | null {
  const [type] = Object.keys(expected);
  const want = expected[type] as Doc;
  if (type !== actual.type) return `expected ${type}, observed ${actual.type} for ${actual.commandName}`;
  if (want.commandName !== undefined && want.commandName !== actual.commandName)
    return `expected command ${String(want.commandName)}, observed ${actual.commandName}`;
  if (want.databaseName !== undefined && want.databaseName !== actual.databaseName)
    return `expected database ${String(want.databaseName)}, observed ${actual.databaseName}`;
  if (want.hasServiceId !== undefined && want.hasServiceId !== (actual.serviceId != null))
    return `expected hasServiceId ${String(want.hasServiceId)}`;
  if (want.hasServerConnectionId !== undefined && want.hasServerConnectionId !== (actual.serverConnectionId != null)) {
    return `expected hasServerConnectionId ${String(want.hasServerConnectionId)}`;
  }
  if (want.command !== undefined) {
    const d = match(want.command, tolerateDriver(want.command, actual.command, actual.commandName, allow), ctx);
    if (d) return `${actual.commandName} command: ${d}`;
  }
  if (want.reply !== undefined) {
    const d = match(want.reply, actual.reply, ctx);
    if (d) return `${actual.commandName} reply: ${d} in ${show(actual.reply)}`;
  }
  return null;
}
