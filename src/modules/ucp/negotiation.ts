// Negotiation: what the guard of a UCP operation runs before anything else (docs/ucp.md §Negotiation). From the
// request's URL (business and mode) and its UCP-Agent header it establishes the agent caller, or refuses:
//   1. the business takes agents in that mode (its UCP settings: enabled, modes), else 404;
//   2. the header names a usable profile URL (rules/agent-header.ts), else invalid_profile_url (400);
//   3. the profile's host is one the business admits (settings `agents`), else profile_not_trusted (403), checked
//      before anything is fetched from it;
//   4. the profile, fetched or from the cache (profiles.ts): its failures as that file says; then the request's
//      RFC 9421 signature against the profile's keys, when it has one or the business requires one
//      (request-signature.ts);
//   5. the version and the active capabilities (rules/negotiation.ts); a 2026-01-11 profile gets all the
//      business's 2026-01-11 capabilities;
//   6. the operation's own capability among them, else capabilities_incompatible: not a transport error in UCP but
//      a 200 answer; it is raised as the catalogue's UCP_CAPABILITIES_INCOMPATIBLE carrying, as its `data`, the
//      UCP error body to answer (`ucp` with the version and status "error", and one unrecoverable message) and, as
//      `details`, the version and the missing capability, so each transport renders it its own way.
import type { Services } from '../../services.js';
import type { AgentCaller, UcpHttpRequest } from '../../kernel/caller.js';
import { AppError, notFound } from '../../kernel/errors.js';
import { agentHostAllowed, currentBusiness, type UcpSettings, ucpSettings } from '../business/index.js';
import { AgentProfiles } from './profiles.js';
import { checkRequestSignature } from './request-signature.js';
import { parseUcpAgentHeader, profileUrlProblem } from './rules/agent-header.js';
import { agentWebhookUrl } from './rules/agent-profile.js';
import {
  type ActiveCapabilities,
  allCapabilities,
  businessCapabilities,
  capabilityOfPath,
  intersectCapabilities,
  ORDER,
} from './rules/negotiation.js';

/** What the guard knows of a UCP request. */
export interface AgentRequest {
  /** The path's `business_id` and `mode` (`live` or `test`). */
  business_id: string;
  mode: string;
  /** The UCP-Agent header (REST), or the bare profile URL (MCP `meta`). */
  header?: string;
  profile?: string;
  /** The HTTP request, for its signature (REST); absent over MCP. */
  request?: UcpHttpRequest;
  /** The operation's path template and its declared capability (`x-ucp-capability`), if any. */
  template: string;
  capability?: string;
}

const profilesByServices = new WeakMap<Services, AgentProfiles>();

/** The process's profile cache for these services (their clock, their production flag). */
export function agentProfilesOf(services: Services): AgentProfiles {
  let profiles = profilesByServices.get(services);
  if (!profiles) {
    profiles = new AgentProfiles(services.clock, services.config.production);
    profilesByServices.set(services, profiles);
  }
  return profiles;
}

/** The agent caller for a UCP request, or the refusal (see the header). */
export async function negotiateAgent(services: Services, req: AgentRequest): Promise<AgentCaller> {
  const { livemode, settings } = await openMode(services, req);
  const profileUrl = profileUrlOf(req, services.config.production);
  const host = new URL(profileUrl).hostname;
  if (!agentHostAllowed(settings.agents, host))
    throw new AppError('UCP_PROFILE_NOT_TRUSTED', `This business does not take orders from agents at ${host}`);
  const profiles = agentProfilesOf(services);
  const profile = await profiles.get(profileUrl);
  const nowSeconds = Math.floor(services.clock.now().getTime() / 1000);
  const required = settings.require_signatures;
  await checkRequestSignature(profiles, { profileUrl, profile, request: req.request, required, nowSeconds });
  const capabilities: ActiveCapabilities = profile.legacy
    ? allCapabilities(businessCapabilities(profile.version))
    : intersectCapabilities(businessCapabilities(profile.version), profile.capabilities);
  const needed = req.capability ?? capabilityOfPath(req.template);
  if (needed && !Object.hasOwn(capabilities, needed)) throw incompatible(profile.version, needed);
  return {
    business_id: req.business_id,
    livemode,
    profile_url: profileUrl,
    version: profile.version,
    capabilities,
    webhook_url: agentWebhookUrl(profile.capabilities, capabilities[ORDER]?.version ?? profile.version),
    legacy: profile.legacy,
  };
}

/** The mode the URL names and the business's settings, when it exists and takes agents in that mode; else 404. */
async function openMode(services: Services, req: AgentRequest): Promise<{ livemode: boolean; settings: UcpSettings }> {
  const business = await currentBusiness(services.db, req.business_id);
  if (!business) throw notFound(`Business ${req.business_id} not found`);
  if (req.mode !== 'live' && req.mode !== 'test') throw notFound(`No UCP mode ${req.mode}: use live or test`);
  const settings = ucpSettings(business);
  if (!settings.enabled) throw notFound(`Business ${req.business_id} does not sell to UCP agents`);
  if (!settings.modes[req.mode])
    throw notFound(`Business ${req.business_id} does not take UCP agents in ${req.mode} mode`);
  return { livemode: req.mode === 'live', settings };
}

function profileUrlOf(req: AgentRequest, production: boolean): string {
  if (req.profile !== undefined) {
    const problem = profileUrlProblem(req.profile, production);
    if (problem) throw new AppError('UCP_INVALID_PROFILE_URL', `The agent profile ${problem}`);
    return req.profile;
  }
  const parsed = parseUcpAgentHeader(req.header, production);
  if (!parsed.ok) throw new AppError('UCP_INVALID_PROFILE_URL', parsed.problem);
  return parsed.value.profileUrl;
}

function incompatible(version: string, capability: string): AppError {
  const content = `The agent's profile does not support ${capability} at a version this business offers`;
  return new AppError('UCP_CAPABILITIES_INCOMPATIBLE', content, {
    details: { version, capability },
    data: {
      ucp: { version, status: 'error', capabilities: {} },
      messages: [{ type: 'error', code: 'capabilities_incompatible', content, severity: 'unrecoverable' }],
    },
  });
}
