// Uploads' background work: the bytes of a deleted asset (removed after its row, retried with back-off until the
// store takes the delete), and the sweep of uploads left unconfirmed for 24 hours with their bytes, plus the
// temporary files of PUTs a crash interrupted (disk store).
import type { Agenda, Job } from 'agenda';
import { DELETE_BLOB_JOB, expireUploads } from '../flows/uploads.js';
import type { Services } from '../services.js';
import { defineJob } from './index.js';

const EXPIRE_UPLOADS_JOB = 'expire-uploads';
/** Tries of a blob delete before it is left to the logs (a minute, then doubling: about four hours in all). */
const DELETE_ATTEMPTS = 8;

export async function defineJobs(agenda: Agenda, services: Services): Promise<void> {
  defineJob(
    agenda,
    DELETE_BLOB_JOB,
    async (job: Job<{ key: string; attempt: number }>) => {
      const { key, attempt } = job.attrs.data;
      try {
        await services.blobs.delete(key);
      } catch (err) {
        if (attempt >= DELETE_ATTEMPTS) {
          services.logger.error({ err, key, attempt }, 'blob delete failed for good; the bytes stay in the store');
          return;
        }
        const delay = 60_000 * 2 ** (attempt - 1);
        services.logger.warn({ err, key, attempt }, `blob delete failed; retrying in ${delay / 1000} s`);
        await agenda.schedule(new Date(services.clock.now().getTime() + delay), DELETE_BLOB_JOB, {
          key,
          attempt: attempt + 1,
        });
      }
    },
    { removeOnComplete: true },
  ); // one job per blob: kept, they would pile up in agendaJobs (see jobs/webhooks.ts)
  defineJob(agenda, EXPIRE_UPLOADS_JOB, async () => {
    while ((await expireUploads(services)) > 0);
    await services.blobs.sweepTemporary?.(new Date(services.clock.now().getTime() - 60 * 60_000));
  });
  if (services.config.worker) await agenda.every('10 minutes', EXPIRE_UPLOADS_JOB);
}
