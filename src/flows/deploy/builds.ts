// Published builds on disk: DATA_DIR/sites/<build id>/ holds the files a deployment serves. A build is written
// under a temporary name and renamed into place in one step, so a reader sees either no build or all of it; it is
// never changed afterwards (a rollback serves an earlier build as it is).
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Config } from '../../kernel/config.js';

const sitesRoot = (config: Pick<Config, 'dataDir'>) => resolve(config.dataDir, 'sites');
export const buildDir = (config: Pick<Config, 'dataDir'>, buildId: string) => join(sitesRoot(config), buildId);

/** Copies `from` into place as build `buildId`; an earlier complete build of that id is kept as it is. */
export async function publishBuild(config: Pick<Config, 'dataDir'>, buildId: string, from: string): Promise<void> {
  const root = sitesRoot(config);
  await mkdir(root, { recursive: true });
  const partial = join(root, `.${buildId}.${process.pid}.${Date.now()}.partial`);
  try {
    await cp(from, partial, { recursive: true, dereference: false, verbatimSymlinks: true });
    await rename(partial, buildDir(config, buildId));
  } catch (err) {
    await rm(partial, { recursive: true, force: true });
    // A build published by an earlier run of the same deployment (a restart after the rename): it is complete.
    if ((err as NodeJS.ErrnoException).code === 'ENOTEMPTY' || (err as NodeJS.ErrnoException).code === 'EEXIST') return;
    throw err;
  }
}
