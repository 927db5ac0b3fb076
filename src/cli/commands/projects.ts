// link, projects list|create|get|settings.
import type { Command } from 'commander';
import {
  createProject,
  getProject,
  listProjects,
  updateProject,
  type PlatformProject,
  type PlatformProjectSettings,
} from '../../../generated/sdk/platform/index.js';
import { call, type Cli, type CommandContext } from '../context.js';
import { CliError } from '../errors.js';
import { findLink, projectOf, writeLink } from '../link.js';
import { oneOf, wholeNumber } from '../options.js';
import { fields, table, type Colors } from '../output.js';
import { choose } from '../prompts.js';

export function projectLines(p: PlatformProject, c: Colors): string {
  return fields(
    [
      ['project', p.id],
      ['name', p.name],
      ['slug', p.slug],
      ['repository', p.repo ? `${p.repo.provider} ${p.repo.full_name ?? ''}`.trim() : null],
      ['last deploy', p.last_deployment ? `${p.last_deployment.status} ${p.last_deployment.id}` : null],
      ['production', p.production_url],
    ],
    c,
  );
}

/** The request's fields as the command line names them (create: its argument and flag; settings: its flags). */
const PROJECT_WORDS = {
  'path.project_id': '<project>',
  'body.name': '<name>',
  'body.slug': '--slug',
  'body.settings.build_command': '--build-command',
  'body.settings.output_directory': '--output-directory',
  'body.settings.production_branch': '--production-branch',
  'body.settings.node_version': '--node-version',
  'body.settings.mcp_destructive_ops_enabled': '--mcp-destructive-ops',
};

interface SettingsFlags {
  project?: string;
  buildCommand?: string;
  outputDirectory?: string;
  productionBranch?: string;
  nodeVersion?: string;
  mcpDestructiveOps?: boolean;
}

const onOff = (v: string): boolean => oneOf('mcp-destructive-ops', ['on', 'off'])(v) === 'on';

/**
 * The settings after the flags given: the API replaces the whole settings object, so the stored values are sent
 * again with the changed ones over them. An empty --build-command or --output-directory is null (no build; the
 * default folder).
 */
function changedSettings(stored: PlatformProjectSettings, o: SettingsFlags): PlatformProjectSettings | undefined {
  const changes: Partial<PlatformProjectSettings> = {
    ...(o.buildCommand !== undefined ? { build_command: o.buildCommand === '' ? null : o.buildCommand } : {}),
    ...(o.outputDirectory !== undefined
      ? { output_directory: o.outputDirectory === '' ? null : o.outputDirectory }
      : {}),
    ...(o.productionBranch !== undefined ? { production_branch: o.productionBranch } : {}),
    ...(o.nodeVersion !== undefined ? { node_version: o.nodeVersion as PlatformProjectSettings['node_version'] } : {}),
    ...(o.mcpDestructiveOps !== undefined ? { mcp_destructive_ops_enabled: o.mcpDestructiveOps } : {}),
  };
  return Object.keys(changes).length ? { ...stored, ...changes } : undefined;
}

function settingsLines(p: PlatformProject, c: Colors): string {
  const s = p.settings;
  return fields(
    [
      ['project', `${p.name} (${p.id})`],
      ['build command', s.build_command ?? c.dim('none: the committed files are published')],
      ['output directory', s.output_directory ?? c.dim('dist/, else public/, else the root')],
      ['production branch', s.production_branch],
      ['node version', s.node_version],
      ['mcp destructive ops', s.mcp_destructive_ops_enabled ? 'on' : 'off'],
    ],
    c,
  );
}

export function registerProjects(program: Command, x: CommandContext): void {
  registerLink(program, x);
  const projects = program
    .command('projects')
    .description("The business's site projects")
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify projects create "My shop" --link\n  $ cimplify projects list\n  $ cimplify projects settings --build-command "npm run build" --output-directory dist',
    );
  registerProjectsList(projects, x);
  registerProjectsCreate(projects, x);
  registerProjectsGet(projects, x);
  registerProjectsSettings(projects, x);
}

function registerLink(program: Command, x: CommandContext): void {
  program
    .command('link')
    .description('Link this directory to a project (writes .cimplify/project.json, which holds no secret)')
    .option('--project <id>', 'the project (prj_…) or its slug; without it, choose from a list')
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify link\n  $ cimplify link --project prj_2x7…\n  $ cimplify link --project my-shop --json',
    )
    .action((opts: { project?: string }, cmd: Command) => runLink(x.cliOf(cmd), opts));
}

async function runLink(cli: Cli, opts: { project?: string }): Promise<void> {
  const { client, businessId, creds } = await cli.api();
  const list = (
    await call(creds.apiUrl, listProjects({ client, path: { business_id: businessId }, query: { limit: 100 } }))
  ).data.projects;
  const project = opts.project
    ? namedProject(list, opts.project, businessId)
    : await chosenProject(cli, list, businessId);
  const path = await writeLink(cli.cwd, { project_id: project.id, business_id: businessId });
  cli.out.result(
    { project_id: project.id, name: project.name, business_id: businessId, path },
    (d, c) => `${c.green('Linked')} ${cli.cwd} to ${d.name} (${d.project_id})`,
  );
}

/** The project of `list` that --project names, by id or slug. */
function namedProject(list: PlatformProject[], named: string, businessId: string): PlatformProject {
  const project = list.find((p) => p.id === named || p.slug === named);
  if (!project)
    throw new CliError('NOT_FOUND', `No project ${named} in business ${businessId}`, 'cimplify projects list');
  return project;
}

/** The project of `list` a person chooses (link without --project). */
async function chosenProject(cli: Cli, list: PlatformProject[], businessId: string): Promise<PlatformProject> {
  if (!list.length)
    throw new CliError('NOT_FOUND', `Business ${businessId} has no project yet`, 'cimplify projects create "<name>"');
  const id = await choose(
    cli,
    'Link this directory to which project?',
    list.map((p) => ({ value: p.id, label: p.name, hint: p.slug })),
    'cimplify link --project <id or slug>',
  );
  return list.find((p) => p.id === id)!;
}

function registerProjectsList(projects: Command, x: CommandContext): void {
  projects
    .command('list')
    .description('List the projects, newest first')
    .option('--limit <n>', 'at most this many (1 to 100)', wholeNumber('limit', 1, 100), 20)
    .option('--offset <n>', 'skip this many', wholeNumber('offset', 0, 100_000), 0)
    .addHelpText(
      'after',
      "\nExamples:\n  $ cimplify projects list\n  $ cimplify projects list --json | jq -r '.data.projects[].id'",
    )
    .action((opts: { limit: number; offset: number }, cmd: Command) => runProjectsList(x.cliOf(cmd), opts));
}

async function runProjectsList(cli: Cli, opts: { limit: number; offset: number }): Promise<void> {
  const { client, businessId, creds } = await cli.api();
  const page = (
    await call(
      creds.apiUrl,
      listProjects({
        client,
        path: { business_id: businessId },
        query: { limit: opts.limit, offset: opts.offset },
      }),
    )
  ).data;
  const linked = (await findLink(cli.cwd))?.link.project_id;
  cli.out.result(page, (d, c) =>
    d.projects.length
      ? table(
          ['', 'project', 'name', 'last deploy', 'production'],
          d.projects.map((p) => [
            p.id === linked ? c.green('●') : '',
            p.id,
            p.name,
            p.last_deployment?.status,
            p.production_url,
          ]),
          c,
        ) +
        (d.pagination.total > d.projects.length
          ? `\n${c.dim(`${d.projects.length} of ${d.pagination.total}: --offset ${d.pagination.offset + d.projects.length} for more`)}`
          : '')
      : 'No projects yet: cimplify projects create "<name>"',
  );
}

function registerProjectsCreate(projects: Command, x: CommandContext): void {
  projects
    .command('create')
    .description('Create a project')
    .argument('<name>', "the project's name (1 to 100 characters)")
    .option('--slug <slug>', 'its slug (default: from the name)')
    .option('--link', 'link this directory to it as well')
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify projects create "Osu Corner Café"\n  $ cimplify projects create "Shop" --slug shop --link --json',
    )
    .action((name: string, opts: { slug?: string; link?: boolean }, cmd: Command) =>
      runProjectsCreate(x.cliOf(cmd), name, opts),
    );
}

async function runProjectsCreate(cli: Cli, name: string, opts: { slug?: string; link?: boolean }): Promise<void> {
  const { client, businessId, creds } = await cli.api();
  const project = (
    await call(
      creds.apiUrl,
      createProject({
        client,
        path: { business_id: businessId },
        body: { name, ...(opts.slug ? { slug: opts.slug } : {}) },
      }),
      PROJECT_WORDS,
    )
  ).data;
  if (opts.link) await writeLink(cli.cwd, { project_id: project.id, business_id: businessId });
  cli.out.result(
    project,
    (p, c) =>
      `${c.green('Created')} ${p.name} (${p.id})\n${c.dim(opts.link ? 'Linked to this directory. Next: cimplify deploy' : `Next: cimplify link --project ${p.id}`)}`,
  );
}

function registerProjectsGet(projects: Command, x: CommandContext): void {
  projects
    .command('get')
    .description('One project, with its repository and last deployment')
    .argument('[project]', 'the project id (default: the linked project)')
    .addHelpText('after', '\nExamples:\n  $ cimplify projects get\n  $ cimplify projects get prj_2x7… --json')
    .action((id: string | undefined, _opts, cmd: Command) => runProjectsGet(x.cliOf(cmd), id));
}

async function runProjectsGet(cli: Cli, id: string | undefined): Promise<void> {
  const projectId = await projectOf(cli, id);
  const { client, businessId, creds } = await cli.api();
  const project = (
    await call(
      creds.apiUrl,
      getProject({ client, path: { business_id: businessId, project_id: projectId } }),
      PROJECT_WORDS,
    )
  ).data;
  cli.out.result(project, projectLines);
}

function registerProjectsSettings(projects: Command, x: CommandContext): void {
  projects
    .command('settings')
    .description("Show the project's build settings, or change the ones given (they apply from the next deployment)")
    .option('--project <id>', 'the project (default: the linked one)')
    .option(
      '--build-command <command>',
      'run before publishing, e.g. "npm run build" ("" for none: the committed files are published)',
    )
    .option(
      '--output-directory <folder>',
      'the folder published ("" for the default: dist/, else public/, else the root)',
    )
    .option('--production-branch <branch>', 'the branch production deployments come from')
    .option('--node-version <major>', 'the Node.js major version builds run on (20 or 22)')
    .option('--mcp-destructive-ops <on|off>', "let the agent endpoint's destructive tools act on this project", onOff)
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify projects settings\n  $ cimplify projects settings --build-command "npm run build" --output-directory dist\n  $ cimplify projects settings --build-command ""   (no build)\n  $ cimplify projects settings --project prj_2x7… --json',
    )
    .action((opts: SettingsFlags, cmd: Command) => runProjectsSettings(x.cliOf(cmd), opts));
}

async function runProjectsSettings(cli: Cli, opts: SettingsFlags): Promise<void> {
  const projectId = await projectOf(cli, opts.project);
  const { client, businessId, creds } = await cli.api();
  const path = { business_id: businessId, project_id: projectId };
  const words = { ...PROJECT_WORDS, 'path.project_id': '--project' };
  const stored = (await call(creds.apiUrl, getProject({ client, path }), words)).data;
  const settings = changedSettings(stored.settings, opts);
  const project = settings
    ? (await call(creds.apiUrl, updateProject({ client, path, body: { settings } }), words)).data
    : stored;
  cli.out.result(
    project,
    (p, c) =>
      `${settings ? `${c.green('Updated')}: the next deployment uses these settings\n` : ''}${settingsLines(p, c)}`,
  );
}
