// Background jobs on Agenda. Every module in this folder that exports `defineJobs(agenda, services)` registers its
// job definitions (and any recurring schedules) there; the server calls registerJobs before starting the worker, so
// adding a module is the only step to add a job. API-only instances (WORKER=false) still define the jobs, because
// they enqueue them (agenda.now / agenda.schedule); only the worker runs them.
import { readdir } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Agenda } from 'agenda';
import type { Services } from '../services.js';

export type DefineJobs = (agenda: Agenda, services: Services) => void | Promise<void>;

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
