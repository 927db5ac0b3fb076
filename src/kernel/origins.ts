// Web origins (`scheme://host[:port]`) as browsers serialise them, for allowlists given in configuration.

/** `scheme://host[:port]` as browsers serialise it, or undefined for anything that is not an http(s) origin. */
export function normaliseOrigin(raw: string): string | undefined {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return undefined;
  }
  if (
    (u.protocol !== 'http:' && u.protocol !== 'https:') ||
    u.username ||
    u.password ||
    (u.pathname !== '/' && u.pathname !== '') ||
    u.search ||
    u.hash
  ) {
    return undefined;
  }
  return u.origin;
}

/**
 * MCP_ALLOWED_ORIGINS: comma-separated origins. A value that is not an origin stops the start, naming it, as a bad
 * configuration value does elsewhere.
 */
export function parseAllowedOrigins(raw: string | undefined): string[] {
  if (!raw) return [];
  const out: string[] = [];
  for (const item of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const origin = normaliseOrigin(item);
    if (!origin || origin === 'null')
      throw new Error(`MCP_ALLOWED_ORIGINS: ${JSON.stringify(item)} is not an origin (scheme://host[:port])`);
    out.push(origin);
  }
  return out;
}
