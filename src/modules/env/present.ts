// A variable of one scope as the contract shows it (PlatformEnvVar): the value only when revealed and not sensitive.
import type { EnvScope, EnvValue } from './model.js';

export function presentEnvVar(name: string, scope: EnvScope, v: EnvValue, revealed: string | null) {
  return {
    key: name,
    env_scope: scope,
    value: revealed,
    masked: revealed === null,
    sensitive: v.sensitive,
    created_at: v.created_at.toISOString(),
    updated_at: v.updated_at.toISOString(),
  };
}
