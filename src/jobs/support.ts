// Support chat's background work: the automatic responder's answer to a shopper's message (queued by the flow
// when the business has a responder configured and it is on for the conversation). A responder that is down is
// tried again a few times; meanwhile the shopper is not blocked, and a person can answer at any time.
import type { Agenda, Job } from 'agenda';
import { AUTO_REPLY_JOB, autoReply } from '../flows/support.js';
import type { Services } from '../services.js';
import { ResponderUnavailableError } from '../providers/support-responder/index.js';
import { defineJob } from './index.js';

interface AutoReplyData {
  business_id: string;
  livemode: boolean;
  thread_id: string;
  message_id: string;
  attempt?: number;
}

/** Tries of one answer (then 10 s, 30 s, 90 s apart). */
const ATTEMPTS = 4;

export function defineJobs(agenda: Agenda, services: Services): void {
  defineJob(
    agenda,
    AUTO_REPLY_JOB,
    async (job: Job<AutoReplyData>) => {
      const data = job.attrs.data;
      const attempt = data.attempt ?? 1;
      try {
        await autoReply(
          services,
          { business_id: data.business_id, livemode: data.livemode },
          data.thread_id,
          data.message_id,
        );
      } catch (err) {
        const again = err instanceof ResponderUnavailableError && err.retryable && attempt < ATTEMPTS;
        services.logger.warn(
          { err, thread_id: data.thread_id, attempt },
          again ? 'support responder failed; trying again' : 'support responder failed; leaving it to a person',
        );
        if (again)
          await agenda.schedule(
            new Date(services.clock.now().getTime() + 10_000 * 3 ** (attempt - 1)),
            AUTO_REPLY_JOB,
            { ...data, attempt: attempt + 1 },
          );
      }
    },
    { removeOnComplete: true },
  ); // one job per message: kept, they would pile up in agendaJobs (see jobs/webhooks.ts)
}
