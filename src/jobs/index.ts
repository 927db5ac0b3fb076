// Background jobs on Agenda. Every module in this folder that exports `defineJobs(agenda, services)` registers its
// job definitions (and any recurring schedules) there; the server calls registerJobs before starting the worker, so
// adding a module is the only step to add a job. API-only instances (WORKER=false) still define the jobs, because
// they enqueue them (agenda.now / agenda.schedule); only the worker runs them.
import { readdir } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Agenda, Job } from 'agenda';
import type { Services } from '../services.js';

export type DefineJobs = (agenda: Agenda, services: Services) => void | Promise<void>;

/** Agenda's options for a job's definition (concurrency, lock lifetime, ...). */
type JobOptions = Parameters<Agenda['define']>[2];

/**
 * Registers `run` as the processor of the jobs named `name`. Every job is defined through here. Agenda's `define` is
 * overloaded with its callback form (`(job, done) => void`) first; TypeScript picks the promise form for an async
 * processor, but the lint's no-misused-promises (tsgolint) checks the argument against the callback form and would
 * report every definition, so this one call is where it is told.
 */
export function defineJob<D = unknown>(
  agenda: Agenda,
  name: string,
  run: (job: Job<D>) => Promise<void>,
  options?: JobOptions,
): void {
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Agenda's promise overload (above)
  agenda.define<D>(name, run, options);
}

const here = dirname(fileURLToPath(import.meta.url));
/** Modules of this one's kind: `.ts` run from source (tsx), `.js` compiled (the test runner's build), never both. */
const OWN_EXT = extname(fileURLToPath(import.meta.url));

export async function registerJobs(agenda: Agenda, services: Services): Promise<void> {
  const files = (await readdir(here))
    .filter((f) => extname(f) === OWN_EXT && !/\.(test|d)\.(ts|js)$/.test(f) && !/^index\./.test(f))
    .sort();
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(here, file)).href)) as { defineJobs?: DefineJobs };
    if (typeof mod.defineJobs !== 'function')
      throw new Error(`src/jobs/${file} exports no defineJobs(agenda, services)`);
    await mod.defineJobs(agenda, services);
  }
}
