// domains list|add|verify|attach|detach. `add` prints the DNS records to create; `detach` asks first.
import type { Command } from 'commander';
import { addDomain, attachDomain, detachDomain, listDomains, verifyDomain, type PlatformDomain } from '../../../generated/sdk/platform/index.js';
import { call } from '../context.js';
import { projectOf } from '../link.js';
import type { CommandContext } from '../context.js';
import { fields, table, type Colors } from '../output.js';
import { confirmOrAbort } from '../prompts.js';

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
  return `${lines}\n\nCreate these DNS records, then run: cimplify domains verify ${d.id}\n${table(
    ['type', 'name', 'value'],
    [
      [d.verification.type, d.verification.name, d.verification.value],
      [d.dns_target.type, d.dns_target.name, d.dns_target.value],
    ],
    c,
  )}`;
}

export function registerDomains(program: Command, x: CommandContext): void {
  const domains = program.command('domains').description('A project\'s custom domains: add, verify by DNS, attach');

  domains
    .command('list')
    .description('List the project\'s domains')
    .option('--project <id>', 'the project (default: the linked one)')
    .addHelpText('after', '\nExamples:\n  $ cimplify domains list\n  $ cimplify domains list --project prj_2x7… --json')
    .action(async (opts: { project?: string }, cmd: Command) => {
      const cli = x.cliOf(cmd);
      const projectId = await projectOf(cli, opts.project);
      const { client, businessId, creds } = await cli.api();
      const list = (await call(creds.apiUrl, listDomains({ client, path: { business_id: businessId, project_id: projectId } }))).data;
      cli.out.result(list, (d, c) => (d.domains.length ? table(['domain', 'hostname', 'status'], d.domains.map((v) => [v.id, v.hostname, v.status]), c) : 'No domains yet: cimplify domains add <hostname>'));
    });

  domains
    .command('add')
    .description('Add a custom domain; prints the DNS records that prove it is yours')
    .argument('<hostname>', 'e.g. shop.example.com')
    .option('--project <id>', 'the project (default: the linked one)')
    .addHelpText('after', '\nExamples:\n  $ cimplify domains add shop.example.com\n  $ cimplify domains add shop.example.com --json | jq .data.verification')
    .action(async (hostname: string, opts: { project?: string }, cmd: Command) => {
      const cli = x.cliOf(cmd);
      const projectId = await projectOf(cli, opts.project);
      const { client, businessId, creds } = await cli.api();
      const d = (await call(creds.apiUrl, addDomain({ client, path: { business_id: businessId, project_id: projectId }, body: { hostname } }))).data;
      cli.out.result(d, domainLines);
    });

  domains
    .command('verify')
    .description('Check the domain\'s TXT record now')
    .argument('<domain>', 'the domain id (dom_…)')
    .addHelpText('after', '\nExamples:\n  $ cimplify domains verify dom_8c1…\n  $ cimplify domains verify dom_8c1… --json | jq -r .data.status')
    .action(async (id: string, _opts, cmd: Command) => {
      const cli = x.cliOf(cmd);
      const { client, businessId, creds } = await cli.api();
      const d = (await call(creds.apiUrl, verifyDomain({ client, path: { business_id: businessId, domain_id: id } }))).data;
      cli.out.result(d, (v, c) => {
        if (v.status === 'pending_verification') return domainLines(v, c);
        // Verify answers an attached domain unchanged: the next step is already done.
        return v.status === 'attached' ? `${c.green('Attached')} https://${v.hostname} (verified earlier)` : `${c.green('Verified')} ${v.hostname}. Next: cimplify domains attach ${v.id}`;
      });
    });

  domains
    .command('attach')
    .description('Serve the project\'s production deployment on a verified domain')
    .argument('<domain>', 'the domain id (dom_…)')
    .addHelpText('after', '\nExamples:\n  $ cimplify domains attach dom_8c1…')
    .action(async (id: string, _opts, cmd: Command) => {
      const cli = x.cliOf(cmd);
      const { client, businessId, creds } = await cli.api();
      const d = (await call(creds.apiUrl, attachDomain({ client, path: { business_id: businessId, domain_id: id } }))).data;
      cli.out.result(d, (v, c) => `${c.green('Attached')} https://${v.hostname}`);
    });

  domains
    .command('detach')
    .description('Stop serving a domain and remove it (asks first; --yes to skip)')
    .argument('<domain>', 'the domain id (dom_…)')
    .addHelpText('after', '\nExamples:\n  $ cimplify domains detach dom_8c1…\n  $ cimplify domains detach dom_8c1… --yes --json')
    .action(async (id: string, _opts, cmd: Command) => {
      const cli = x.cliOf(cmd);
      const { client, businessId, creds } = await cli.api();
      await confirmOrAbort(cli, `Stop serving domain ${id} and remove it?`, x.argv);
      const d = (await call(creds.apiUrl, detachDomain({ client, path: { business_id: businessId, domain_id: id } }))).data;
      cli.out.result(d, (v, c) => `${c.green('Detached')} ${v.hostname}`);
    });
}
