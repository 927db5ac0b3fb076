// A test clock as the contract shows it (PlatformTestClock).
import type { TestClockDoc } from './model.js';

export function presentTestClock(c: TestClockDoc) {
  return {
    id: c._id,
    name: c.name,
    livemode: false as const,
    frozen_time: c.frozen_time.toISOString(),
    status: c.status,
    advancing_to: c.advancing_to?.toISOString() ?? null,
    progress: { steps: c.progress.steps, objects: { ...c.progress.objects }, last_error: c.progress.last_error },
    created_at: c.created_at.toISOString(),
    expires_at: c.expires_at.toISOString(),
  };
}

export function presentDeletedTestClock(id: string, objects: number) {
  return { id, deleted: true as const, objects_deleted: objects };
}
