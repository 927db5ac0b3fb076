// domains list|add|verify|attach|detach. `add` prints the DNS records to create; `verify` fails (DOMAIN_NOT_VERIFIED,
// exit 8) while the TXT record is not seen, so `cimplify domains verify <host> && cimplify domains attach <host>`
// works in a script; `detach` asks first. A domain is named by its id (dom_…) or its hostname: the platform API
// takes ids only, so a hostname is looked up in the project's domains (--project, else the linked project's and
// then the business's other projects': hostnames are unique across the platform).
import type { Command } from 'commander';
import type { Client } from '../../../generated/sdk/platform/client/index.js';
import {
  addDomain,
  attachDomain,
  detachDomain,
  listDomains,
  listProjects,
  verifyDomain,
  type PlatformDomain,
} from '../../../generated/sdk/platform/index.js';
import { call, type Cli, type CommandContext } from '../context.js';
import { CliError } from '../errors.js';
import { findLink, projectOf } from '../link.js';
import { fields, table, type Colors } from '../output.js';
import { confirmOrAbort } from '../prompts.js';

const DOMAIN_ID = /^dom_[A-Za-z0-9]{8,64}$/;
/** The request's fields as the command line names them. */
const DOMAIN_WORDS = { 'path.domain_id': '<domain>', 'path.project_id': '--project', 'body.hostname': '<hostname>' };
const PROJECTS_PAGE = 100;

/** A hostname as the platform stores it: lower case, without the root's trailing dot. */
const normalHost = (hostname: string) => hostname.trim().toLowerCase().replace(/\.$/, '');

function domainLines(d: PlatformDomain, c: Colors): string {
  const lines = fields(
    [
      ['domain', `${d.hostname} (${d.id})`],
      ['status', d.status === 'attached' ? c.green(d.status) : c.yellow(d.status)],
      ['last check', d.verification.last_error ? c.red(d.verification.last_error) : d.verification.last_checked_at],
    ],
    c,
  );
  if (d.status !== 'pending_verification') return lines;
  return `${lines}\n\nCreate these DNS records, then run: cimplify domains verify ${d.hostname}\n${table(
    ['type', 'name', 'value'],
    [
      [d.verification.type, d.verification.name, d.verification.value],
      [d.dns_target.type, d.dns_target.name, d.dns_target.value],
    ],
    c,
  )}`;
}

interface Api {
  client: Client;
  businessId: string;
  apiUrl: string;
}

/** The business's projects but `except`, all pages. */
async function otherProjects({ client, businessId, apiUrl }: Api, except: string | undefined): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += PROJECTS_PAGE) {
    const page = (
      await call(
        apiUrl,
        listProjects({ client, path: { business_id: businessId }, query: { limit: PROJECTS_PAGE, offset } }),
      )
    ).data;
    ids.push(...page.projects.map((p) => p.id));
    if (page.projects.length < PROJECTS_PAGE || ids.length >= page.pagination.total) break;
  }
  return ids.filter((id) => id !== except);
}

/**
 * The id of the domain `name` names: itself when it is an id, else the domain of that hostname in --project, else
 * in the linked project, else in the business's other projects (asked only when the linked one does not have it).
 */
async function domainIdOf(cli: Cli, api: Api, name: string, projectFlag: string | undefined): Promise<string> {
  if (DOMAIN_ID.test(name)) return name;
  const hostname = normalHost(name);
  const inProject = async (projectId: string) =>
    (
      await call(
        api.apiUrl,
        listDomains({ client: api.client, path: { business_id: api.businessId, project_id: projectId } }),
        DOMAIN_WORDS,
      )
    ).data.domains.find((d) => d.hostname === hostname)?.id;
  const notFound = (where: string) =>
    new CliError('NOT_FOUND', `No domain ${hostname} in ${where}`, `cimplify domains add ${hostname}`);
  if (projectFlag) {
    const id = await inProject(projectFlag);
    if (id) return id;
    throw notFound(`project ${projectFlag}`);
  }
  const found = await findLink(cli.cwd);
  const linked = found?.link.business_id === api.businessId ? found.link.project_id : undefined;
  if (linked) {
    const id = await inProject(linked);
    if (id) return id;
  }
  for (const projectId of await otherProjects(api, linked)) {
    const id = await inProject(projectId);
    if (id) return id;
  }
  throw notFound(`business ${api.businessId}`);
}

/** The verify command's end when the TXT record is not seen (yet): a failure a script can stop on. */
function notVerified(d: PlatformDomain): CliError {
  const v = d.verification;
  return new CliError(
    'DOMAIN_NOT_VERIFIED',
    `${d.hostname} is not verified yet: ${v.last_error ?? `TXT record ${v.name} not found`}`,
    `cimplify domains verify ${d.hostname}   (once DNS has the TXT record ${v.name} with the value ${v.value}; changes can take a while)`,
  );
}

export function registerDomains(program: Command, x: CommandContext): void {
  const domains = program
    .command('domains')
    .description("A project's custom domains: add, verify by DNS, attach")
    .addHelpText(
      'after',
      '\nA domain is named by its hostname or its id (dom_…).\n\nExamples:\n  $ cimplify domains add shop.example.com\n  $ cimplify domains verify shop.example.com && cimplify domains attach shop.example.com\n  $ cimplify domains list',
    );
  registerDomainsList(domains, x);
  registerDomainsAdd(domains, x);
  registerDomainsVerify(domains, x);
  registerDomainsAttach(domains, x);
  registerDomainsDetach(domains, x);
}

function registerDomainsList(domains: Command, x: CommandContext): void {
  domains
    .command('list')
    .description("List the project's domains")
    .option('--project <id>', 'the project (default: the linked one)')
    .addHelpText('after', '\nExamples:\n  $ cimplify domains list\n  $ cimplify domains list --project prj_2x7… --json')
    .action((opts: { project?: string }, cmd: Command) => runDomainsList(x.cliOf(cmd), opts));
}

async function runDomainsList(cli: Cli, opts: { project?: string }): Promise<void> {
  const projectId = await projectOf(cli, opts.project);
  const { client, businessId, creds } = await cli.api();
  const list = (
    await call(
      creds.apiUrl,
      listDomains({ client, path: { business_id: businessId, project_id: projectId } }),
      DOMAIN_WORDS,
    )
  ).data;
  cli.out.result(list, (d, c) =>
    d.domains.length
      ? table(
          ['domain', 'hostname', 'status'],
          d.domains.map((v) => [v.id, v.hostname, v.status]),
          c,
        )
      : 'No domains yet: cimplify domains add <hostname>',
  );
}

function registerDomainsAdd(domains: Command, x: CommandContext): void {
  domains
    .command('add')
    .description('Add a custom domain; prints the DNS records that prove it is yours')
    .argument('<hostname>', 'e.g. shop.example.com')
    .option('--project <id>', 'the project (default: the linked one)')
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify domains add shop.example.com\n  $ cimplify domains add shop.example.com --json | jq .data.verification',
    )
    .action((hostname: string, opts: { project?: string }, cmd: Command) =>
      runDomainsAdd(x.cliOf(cmd), hostname, opts),
    );
}

async function runDomainsAdd(cli: Cli, hostname: string, opts: { project?: string }): Promise<void> {
  const projectId = await projectOf(cli, opts.project);
  const { client, businessId, creds } = await cli.api();
  const d = (
    await call(
      creds.apiUrl,
      addDomain({ client, path: { business_id: businessId, project_id: projectId }, body: { hostname } }),
      DOMAIN_WORDS,
    )
  ).data;
  cli.out.result(d, domainLines);
}

/** The option of the commands that name a domain (verify, attach, detach). */
const FIND_IN_PROJECT = 'the project to find a hostname in (default: the linked one, then the others)';

function registerDomainsVerify(domains: Command, x: CommandContext): void {
  domains
    .command('verify')
    .description("Check the domain's TXT record now; fails (exit 8, DOMAIN_NOT_VERIFIED) while it is not seen")
    .argument('<domain>', 'the hostname, or the domain id (dom_…)')
    .option('--project <id>', FIND_IN_PROJECT)
    .addHelpText(
      'after',
      '\nExit 0 once the domain is verified (or already attached); 8 with DOMAIN_NOT_VERIFIED while DNS does not show the\nTXT record (the error says what DNS answered).\n\nExamples:\n  $ cimplify domains verify shop.example.com\n  $ cimplify domains verify shop.example.com && cimplify domains attach shop.example.com\n  $ cimplify domains verify dom_8c1… --json | jq -r .data.status',
    )
    .action((name: string, opts: { project?: string }, cmd: Command) => runDomainsVerify(x.cliOf(cmd), name, opts));
}

async function runDomainsVerify(cli: Cli, name: string, opts: { project?: string }): Promise<void> {
  const { client, businessId, creds } = await cli.api();
  const id = await domainIdOf(cli, { client, businessId, apiUrl: creds.apiUrl }, name, opts.project);
  const d = (
    await call(creds.apiUrl, verifyDomain({ client, path: { business_id: businessId, domain_id: id } }), DOMAIN_WORDS)
  ).data;
  if (d.status !== 'verified' && d.status !== 'attached') {
    // For people, the records to create, beside the error (both on stderr: no result on stdout).
    if (!cli.out.json) cli.out.info(domainLines(d, cli.out.ce));
    throw notVerified(d);
  }
  cli.out.result(d, (v, c) =>
    // Verify answers an attached domain unchanged: the next step is already done.
    v.status === 'attached'
      ? `${c.green('Attached')} https://${v.hostname} (verified earlier)`
      : `${c.green('Verified')} ${v.hostname}. Next: cimplify domains attach ${v.hostname}`,
  );
}

function registerDomainsAttach(domains: Command, x: CommandContext): void {
  domains
    .command('attach')
    .description("Serve the project's production deployment on a verified domain")
    .argument('<domain>', 'the hostname, or the domain id (dom_…)')
    .option('--project <id>', FIND_IN_PROJECT)
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify domains attach shop.example.com\n  $ cimplify domains attach dom_8c1… --json',
    )
    .action((name: string, opts: { project?: string }, cmd: Command) => runDomainsAttach(x.cliOf(cmd), name, opts));
}

async function runDomainsAttach(cli: Cli, name: string, opts: { project?: string }): Promise<void> {
  const { client, businessId, creds } = await cli.api();
  const id = await domainIdOf(cli, { client, businessId, apiUrl: creds.apiUrl }, name, opts.project);
  const d = (
    await call(creds.apiUrl, attachDomain({ client, path: { business_id: businessId, domain_id: id } }), DOMAIN_WORDS)
  ).data;
  cli.out.result(d, (v, c) => `${c.green('Attached')} https://${v.hostname}`);
}

function registerDomainsDetach(domains: Command, x: CommandContext): void {
  domains
    .command('detach')
    .description('Stop serving a domain and remove it (asks first; --yes to skip)')
    .argument('<domain>', 'the hostname, or the domain id (dom_…)')
    .option('--project <id>', FIND_IN_PROJECT)
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify domains detach shop.example.com\n  $ cimplify domains detach dom_8c1… --yes --json',
    )
    .action((name: string, opts: { project?: string }, cmd: Command) =>
      runDomainsDetach(x.cliOf(cmd), name, opts, x.argv),
    );
}

async function runDomainsDetach(cli: Cli, name: string, opts: { project?: string }, argv: string[]): Promise<void> {
  const { client, businessId, creds } = await cli.api();
  const id = await domainIdOf(cli, { client, businessId, apiUrl: creds.apiUrl }, name, opts.project);
  await confirmOrAbort(cli, `Stop serving domain ${name} and remove it?`, argv);
  const d = (
    await call(creds.apiUrl, detachDomain({ client, path: { business_id: businessId, domain_id: id } }), DOMAIN_WORDS)
  ).data;
  cli.out.result(d, (v, c) => `${c.green('Detached')} ${v.hostname}`);
}
