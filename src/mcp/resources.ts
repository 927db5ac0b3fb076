// The five read-only resources (the document's x-resources and x-resource-templates, read from the generated copy
// of spec/mcp/openrpc.json): platform://ctx, platform://projects, platform://projects/{id}, platform://docs and
// platform://deployments/{id}/logs (the whole log as text, which platform_read_logs results link to). Each reads
// through the operation core like a tool (getContext, listProjects, getProject, readDeploymentLogs), so its scope
// and its tenant are the core's; platform://docs is a pointer that needs nothing beyond mcp:invoke. A URI that names no
// resource, or a project that is not the business's, is -32006: never -32002, so nothing leaks about others.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_DIR } from '../contract/bundles.js';
import { isAppError } from '../kernel/errors.js';
import type { OperationInput } from '../operations/types.js';
import { coreFor, type CallContext } from './call-tool.js';
import { refuse, rpcErrorOf } from './error-codes.js';

type Json = Record<string, any>;

export interface ResourceDescriptions {
  resources: Json[];
  resourceTemplates: Json[];
}

/** What resources/list and resources/templates/list answer: the document's entries without its own x- notes. */
export function readResourceDescriptions(): ResourceDescriptions {
  const doc = JSON.parse(readFileSync(join(GENERATED_DIR, 'mcp', 'openrpc.json'), 'utf8')) as Json;
  const plain = (entries: Json[] = []) =>
    entries.map((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('x-'))));
  return { resources: plain(doc['x-resources']), resourceTemplates: plain(doc['x-resource-templates']) };
}

const PROJECTS_PAGE = 100;
const PROJECT_URI = /^platform:\/\/projects\/([^/?#]+)$/;
const LOGS_URI = /^platform:\/\/deployments\/([^/?#]+)\/logs$/;
/** The most log lines the resource holds (ten pages of the operation's largest): a build's log is far shorter. */
const LOG_PAGES = 10;
const LOG_PAGE = 1000;

export interface ReadResult {
  [key: string]: unknown;
  contents: { uri: string; mimeType: string; text: string }[];
}

interface LogPage {
  lines: { seq: number; source: string; message: string }[];
  has_more: boolean;
  next_after_seq: number;
}

const json = (uri: string, value: unknown): ReadResult => ({
  contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(value) }],
});

async function invoke(cx: CallContext, uri: string, operationId: string, input: OperationInput): Promise<unknown> {
  try {
    const result = await coreFor(cx, operationId).invoke(operationId, cx.creds, input, { requestId: cx.requestId });
    return result.data;
  } catch (err) {
    if (!isAppError(err)) throw refuse.internal(cx.requestId);
    // A malformed project id names no project either.
    if (err.code === 'NOT_FOUND' || err.code === 'VALIDATION_ERROR') throw refuse.resourceNotFound(uri);
    throw rpcErrorOf(err, cx.requestId);
  }
}

/** The operation a resource URI reads through (its scope is that operation's); none for platform://docs. */
export function resourceOperation(uri: string): string | undefined {
  if (uri === 'platform://ctx') return 'getContext';
  if (uri === 'platform://projects') return 'listProjects';
  if (LOGS_URI.test(uri)) return 'readDeploymentLogs';
  return PROJECT_URI.test(uri) ? 'getProject' : undefined;
}

export async function readResource(cx: CallContext, uri: string): Promise<ReadResult> {
  const business_id = cx.key.business_id;
  switch (uri) {
    case 'platform://docs': {
      const base = cx.services.config.baseUrl;
      return json(uri, {
        docs_url: `${base}/docs`,
        api_reference_url: `${base}/docs/platform`,
        search_tool: 'platform_search_docs',
      });
    }
    case 'platform://ctx':
      return json(uri, await invoke(cx, uri, 'getContext', { params: { business_id } }));
    case 'platform://projects': {
      const data = (await invoke(cx, uri, 'listProjects', {
        params: { business_id },
        query: { limit: PROJECTS_PAGE, offset: 0 },
      })) as {
        projects: unknown[];
        pagination: { total: number };
      };
      return json(uri, { projects: data.projects, total: data.pagination.total });
    }
  }
  const logs = idIn(LOGS_URI, uri);
  if (logs !== undefined) return readLog(cx, uri, logs);
  const id = idIn(PROJECT_URI, uri);
  if (id === undefined) throw refuse.resourceNotFound(uri);
  return json(uri, await invoke(cx, uri, 'getProject', { params: { business_id, project_id: id } }));
}

/** The id a URI names through `pattern`, decoded; undefined when it names none. */
function idIn(pattern: RegExp, uri: string): string | undefined {
  const m = pattern.exec(uri);
  try {
    return m ? decodeURIComponent(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** A deployment's log as text, one `<seq> <source> <message>` line per log line, paged through the operation. */
async function readLog(cx: CallContext, uri: string, deploymentId: string): Promise<ReadResult> {
  const params = { business_id: cx.key.business_id, deployment_id: deploymentId };
  const out: string[] = [];
  let after = 0;
  for (let page = 0; page < LOG_PAGES; page++) {
    const data = (await invoke(cx, uri, 'readDeploymentLogs', {
      params,
      query: { after_seq: after, limit: LOG_PAGE },
    })) as LogPage;
    for (const l of data.lines) out.push(`${l.seq} ${l.source} ${l.message}`);
    if (!data.has_more) break;
    after = data.next_after_seq;
  }
  return { contents: [{ uri, mimeType: 'text/plain', text: out.join('\n') }] };
}
