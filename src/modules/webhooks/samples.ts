// Sample `data` for test events: the contract's own example payload of each event type, so a test event looks
// exactly like a real one to the receiver.
import { derefBundle } from '../../contract/bundles.js';
import type { EventType } from '../events/index.js';

let samples: Map<string, Record<string, unknown>> | undefined;

function load(): Map<string, Record<string, unknown>> {
  const doc = derefBundle('platform');
  const out = new Map<string, Record<string, unknown>>();
  for (const [type, item] of Object.entries<any>(doc.webhooks ?? {})) {
    const examples = item.post?.requestBody?.content?.['application/json']?.examples ?? {};
    const first = Object.values<any>(examples)[0]?.value;
    if (first?.data) out.set(type, first.data);
  }
  return out;
}

export function sampleEventData(type: EventType): Record<string, unknown> {
  samples ??= load();
  return structuredClone(samples.get(type) ?? {});
}
