// Test clocks (docs/test-clocks.md): the advance of one clock (queued by every advance beside its in-process kick,
// so a restart finishes it), and the sweep that deletes clocks past their 30 days and takes over advances whose
// runner stopped.
import type { Agenda, Job } from 'agenda';
import { ADVANCE_TEST_CLOCK_JOB, runAdvance, type AdvanceJobData } from '../flows/test-clocks/advance.js';
import { sweepExpiredTestClocks } from '../flows/test-clocks/delete.js';
import { strandedAdvances } from '../modules/test-clocks/index.js';
import type { Services } from '../services.js';
import { defineJob } from './index.js';

const SWEEP_TEST_CLOCKS_JOB = 'sweep-test-clocks';

export async function defineJobs(agenda: Agenda, services: Services): Promise<void> {
  defineJob(agenda, ADVANCE_TEST_CLOCK_JOB, async (job: Job<AdvanceJobData>) => {
    await runAdvance(services, job.attrs.data);
  });
  defineJob(agenda, SWEEP_TEST_CLOCKS_JOB, async () => {
    const swept = await sweepExpiredTestClocks(services);
    if (swept) services.logger.info({ test_clocks: swept }, 'expired test clocks deleted with their objects');
    for (const c of await strandedAdvances(services, 20)) {
      await runAdvance(services, { business_id: c.business_id, clock_id: c._id });
    }
  });
  if (services.config.worker) await agenda.every('1 minute', SWEEP_TEST_CLOCKS_JOB);
}
