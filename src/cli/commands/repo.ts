// repo get|clone-url: the project's git repository. `clone-url` mints a clone URL for a managed repository (what
// `deploy` pushes to) and prints it alone on stdout, for git: `git clone "$(cimplify repo clone-url)"`, or as the
// remote to fetch the project's branch from when a push is refused. The URL holds a credential: it is one of the
// secrets the CLI shows on purpose, on stdout only and once, with a warning on stderr.
import type { Command } from 'commander';
import { getRepo, mintRepoCloneUrl } from '../../../generated/sdk/platform/index.js';
import { call, type Cli, type CommandContext } from '../context.js';
import { CliError } from '../errors.js';
import { projectOf } from '../link.js';
import { oneOf, wholeNumber } from '../options.js';
import { fields } from '../output.js';

/** The request's fields as the command line names them. */
const REPO_WORDS = { 'path.project_id': '--project', 'body.access': '--access', 'body.ttl_secs': '--ttl' };

const access = oneOf('access', ['read', 'write']);

/** A project with no repository yet gets one on its first deploy. */
function noRepository(err: unknown): never {
  if (
    err instanceof CliError &&
    (err.code === 'CONFLICT' || err.code === 'NOT_FOUND') &&
    /no repository/i.test(err.message)
  ) {
    throw new CliError(
      err.code,
      err.message,
      "cimplify deploy   (its first run provisions the project's managed repository)",
    );
  }
  throw err;
}

export function registerRepo(program: Command, x: CommandContext): void {
  const repo = program
    .command('repo')
    .description("The project's git repository, and clone URLs for it")
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify repo get\n  $ git clone "$(cimplify repo clone-url --access read)" my-site',
    );
  registerRepoGet(repo, x);
  registerRepoCloneUrl(repo, x);
}

function registerRepoGet(repo: Command, x: CommandContext): void {
  repo
    .command('get')
    .description('The repository linked to the project: provider, name, default branch')
    .option('--project <id>', 'the project (default: the linked one)')
    .addHelpText('after', '\nExamples:\n  $ cimplify repo get\n  $ cimplify repo get --json | jq -r .data.provider')
    .action((opts: { project?: string }, cmd: Command) => runRepoGet(x.cliOf(cmd), opts));
}

async function runRepoGet(cli: Cli, opts: { project?: string }): Promise<void> {
  const projectId = await projectOf(cli, opts.project);
  const { client, businessId, creds } = await cli.api();
  const r = (
    await call(
      creds.apiUrl,
      getRepo({ client, path: { business_id: businessId, project_id: projectId } }),
      REPO_WORDS,
    ).catch(noRepository)
  ).data;
  cli.out.result(r, (d, c) =>
    fields(
      [
        ['repository', `${d.full_name} (${d.id})`],
        ['provider', d.provider],
        ['default branch', d.default_branch],
        ['web', d.html_url],
        ['clone', d.provider === 'managed' ? 'cimplify repo clone-url' : c.dim('from its provider')],
      ],
      c,
    ),
  );
}

/** repo clone-url's flags. */
interface CloneUrlFlags {
  project?: string;
  access: 'read' | 'write';
  ttl: number;
}

function registerRepoCloneUrl(repo: Command, x: CommandContext): void {
  repo
    .command('clone-url')
    .description("Mint a clone URL for the project's managed repository and print it (it holds a credential: a secret)")
    .option('--project <id>', 'the project (default: the linked one)')
    .option('--access <access>', 'read (clone, fetch) or write (also push)', access, 'write' as const)
    .option('--ttl <seconds>', 'how long the URL works (60 to 3600)', wholeNumber('ttl', 60, 3600), 900)
    .addHelpText(
      'after',
      '\nThe URL goes alone to stdout, for git; do not commit it or log it, and mint another when it expires.\n\nExamples:\n  $ git clone "$(cimplify repo clone-url --access read)" my-site\n  $ git pull "$(cimplify repo clone-url --access read)" main\n  $ git push "$(cimplify repo clone-url)" HEAD:main',
    )
    .action((opts: CloneUrlFlags, cmd: Command) => runRepoCloneUrl(x.cliOf(cmd), opts));
}

async function runRepoCloneUrl(cli: Cli, opts: CloneUrlFlags): Promise<void> {
  const projectId = await projectOf(cli, opts.project);
  const { client, businessId, creds } = await cli.api();
  const body = { access: opts.access, ttl_secs: opts.ttl };
  const minted = (
    await call(
      creds.apiUrl,
      mintRepoCloneUrl({ client, path: { business_id: businessId, project_id: projectId }, body }),
      REPO_WORDS,
    ).catch(noRepository)
  ).data;
  if (!cli.out.json)
    cli.out.info(
      cli.out.ce.yellow(
        `This URL holds a ${opts.access} credential until ${minted.expires_at}: keep it out of logs and files.`,
      ),
    );
  // Shown on purpose: result() does not scrub its data (the URL was never registered as a secret of this run).
  cli.out.result({ ...minted, access: opts.access }, (d) => d.url);
}
