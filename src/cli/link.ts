// The link between a directory and a project: .cimplify/project.json in the directory (no secret in it: a project
// id and its business), found from the working directory upwards, as git finds .git. Commands that act on a project
// take --project to name one without a link.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Cli } from './context.js';
import { CliError, notLinked } from './errors.js';

export const LINK_DIR = '.cimplify';
export const LINK_FILE = 'project.json';

export interface LinkFile {
  project_id: string;
  business_id: string;
}

/** The nearest link file from `cwd` up, with the directory holding it. */
export async function findLink(cwd: string): Promise<{ dir: string; link: LinkFile } | undefined> {
  let dir = cwd;
  for (;;) {
    try {
      const link = JSON.parse(await readFile(join(dir, LINK_DIR, LINK_FILE), 'utf8')) as LinkFile;
      if (typeof link.project_id === 'string' && typeof link.business_id === 'string') return { dir, link };
    } catch {
      // none here (or unreadable): look further up
    }
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

export async function writeLink(dir: string, link: LinkFile): Promise<string> {
  const path = join(dir, LINK_DIR, LINK_FILE);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(link, null, 2)}\n`);
  return path;
}

/** The project a command acts on: --project, else the directory's link (of the logged-in business). */
export async function projectOf(cli: Cli, flag: string | undefined): Promise<string> {
  if (flag) return flag;
  const found = await findLink(cli.cwd);
  if (!found) throw notLinked();
  const { businessId } = await cli.credentials();
  if (found.link.business_id !== businessId) {
    throw new CliError(
      'NOT_LINKED',
      `This directory is linked to a project of business ${found.link.business_id}, and these credentials act for ${businessId}`,
      'cimplify link',
    );
  }
  return found.link.project_id;
}
