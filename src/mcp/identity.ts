// What the agent endpoint says about itself, the same in both eras: at initialize (2025-11-25) and in
// `server/discover` and every result's `_meta` (2026-07-28).
export const SERVER_INFO = { name: 'storefront-platform', title: 'Storefront Commerce Platform' } as const;

export const INSTRUCTIONS =
  'Call platform_whoami to see your scopes, platform_list_projects to find a project, then work on it by project_id. ' +
  'Deployments are asynchronous: poll platform_get_deployment_status.';

export const CAPABILITIES = { tools: { listChanged: false }, resources: { subscribe: false, listChanged: false } };
