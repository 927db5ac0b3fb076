// A repository link as the contract shows it (PlatformRepo).
import type { RepoDoc } from './model.js';

export function presentRepo(r: RepoDoc) {
  return {
    id: r._id,
    project_id: r.project_id,
    provider: r.provider,
    full_name: r.full_name,
    default_branch: r.default_branch,
    private: r.private,
    html_url: r.html_url,
    created_at: r.created_at.toISOString(),
  };
}
