// runOnRequirements: a test runs when at least one requirement is met. What is unmet becomes the skip reason,
// worded so that equal reasons group together in the report.
import type { RunOnRequirement } from './types.js';

export interface ServerInfo {
  version: number[];
  topology: 'single' | 'replicaset' | 'sharded' | 'load-balanced';
  auth: boolean;
  serverless: boolean;
  csfle: boolean;
}

/** null when one of the requirements is met (or there are none), else why none is. */
export function unmet(reqs: RunOnRequirement[] | undefined, server: ServerInfo): string | null {
  if (!reqs || reqs.length === 0) return null;
  const reasons: string[] = [];
  for (const req of reqs) {
    const reason = unmetOne(req, server);
    if (reason === null) return null;
    reasons.push(reason);
  }
  return [...new Set(reasons)].join(' or ');
}

function unmetOne(req: RunOnRequirement, server: ServerInfo): string | null {
  if (req.minServerVersion && compareVersions(server.version, parseVersion(req.minServerVersion)) < 0) {
    return `requires server >= ${req.minServerVersion} (server is ${server.version.join('.')})`;
  }
  if (req.maxServerVersion && compareVersions(server.version, parseVersion(req.maxServerVersion)) > 0) {
    return `requires server <= ${req.maxServerVersion} (server is ${server.version.join('.')})`;
  }
  if (req.topologies && !req.topologies.some((t) => topologyMatches(t, server.topology))) {
    return `requires topology ${req.topologies.join('|')} (server is ${server.topology})`;
  }
  if (req.serverless === 'require' && !server.serverless) return 'requires Atlas Serverless';
  if (req.serverless === 'forbid' && server.serverless) return 'forbids Atlas Serverless';
  if (req.auth === true && !server.auth) return 'requires authentication';
  if (req.auth === false && server.auth) return 'requires no authentication';
  if (req.authMechanism) return `requires auth mechanism ${req.authMechanism}`;
  if (req.csfle !== undefined && req.csfle !== false && !server.csfle)
    return 'requires client-side field level encryption';
  if (req.serverParameters) return 'serverParameters requirements not implemented by the runner';
  return null;
}

function topologyMatches(wanted: string, actual: ServerInfo['topology']): boolean {
  if (wanted === 'sharded-replicaset') return actual === 'sharded';
  return wanted === actual;
}

export function parseVersion(s: string): number[] {
  const parts = s
    .split('.')
    .slice(0, 3)
    .map((p) => Number.parseInt(p, 10) || 0);
  while (parts.length < 3) parts.push(0);
  return parts;
}

function compareVersions(a: number[], b: number[]): number {
  for (let i = 0; i < 3; i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0) ? -1 : 1;
  }
  return 0;
}
