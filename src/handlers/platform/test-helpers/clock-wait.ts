// A test clock's advance runs in the background (advancing → ready within seconds); a trigger or a fixtures step
// that advances one waits for it, so what it answers (and what the next step reads) is the clock's end state.
import { conflict } from '../../../kernel/errors.js';
import type { Sandbox } from './sandbox.js';

/** How long an advance is waited for. */
const ADVANCE_WAIT_MS = 60_000;
const POLL_MS = 100;

export interface ClockState {
  id: string;
  status: string;
  progress?: { last_error?: string | null };
}

/** The clock once its advance has ended: `ready`, else 409 with the reason (failed, or still advancing after a minute). */
export async function clockWhenReady(sandbox: Sandbox, clockId: string): Promise<ClockState> {
  const until = Date.now() + ADVANCE_WAIT_MS;
  for (;;) {
    const clock = await sandbox.data<ClockState>('getTestClock', { params: { clock_id: clockId } });
    if (clock.status === 'ready') return clock;
    if (clock.status !== 'advancing')
      throw conflict(`The test clock ${clockId}'s advance failed: ${clock.progress?.last_error ?? clock.status}`);
    if (Date.now() > until) throw conflict(`The test clock ${clockId} is still advancing; read it later`, true);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
