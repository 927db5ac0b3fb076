// Site projects: create (slug derived or checked, at most MAX_PROJECTS per business), list, read, update. Reads
// come with the repository link and the newest deployment (ProjectView), a page's in two queries.
import { conflict, notFound } from '../../kernel/errors.js';
import { newId, randomBase62 } from '../../kernel/ids.js';
import type { Services } from '../../services.js';
import { isDuplicateKeyError, type TenantContext } from '../../store/index.js';
import { serialized } from '../../store/transaction.js';
import type { DeploymentDoc } from '../deployments/index.js';
import { deployments } from '../deployments/index.js';
import { repos } from '../repos/index.js';
import { DEFAULT_SETTINGS, MAX_PROJECTS, type ProjectDoc, type ProjectSettings } from './model.js';
import { freeSlug, slugFromName } from './rules/slug.js';
import type { ProjectView } from './present.js';
import { projects } from './store.js';

/** A lower-case random suffix: host names are case-insensitive, so base62 as it is would not do. */
export const lowerSuffix = (n: number): string => randomBase62(n).toLowerCase();

export async function loadProject(
  services: Pick<Services, 'db'>,
  tenant: TenantContext,
  id: string,
): Promise<ProjectDoc> {
  const p = await projects(services.db, tenant).findOne({ _id: id });
  if (!p) throw notFound(`Project ${id} not found`);
  return p;
}

/** Projects with their repository link and newest deployment. */
export async function viewsOf(
  services: Pick<Services, 'db'>,
  tenant: TenantContext,
  rows: ProjectDoc[],
): Promise<ProjectView[]> {
  if (!rows.length) return [];
  const ids = rows.map((p) => p._id);
  const [links, newest] = await Promise.all([
    repos(services.db, tenant)
      .find({ project_id: { $in: ids } })
      .toArray(),
    deployments(services.db, tenant)
      .aggregate<{ _id: string; doc: DeploymentDoc }>([
        { $match: { project_id: { $in: ids } } },
        { $sort: { created_at: -1, _id: -1 } },
        { $group: { _id: '$project_id', doc: { $first: '$$ROOT' } } },
      ])
      .toArray(),
  ]);
  const repoOf = new Map(links.map((r) => [r.project_id, r]));
  const lastOf = new Map(newest.map((d) => [d._id, d.doc]));
  return rows.map((project) => ({
    project,
    repo: repoOf.get(project._id) ?? null,
    last: lastOf.get(project._id) ?? null,
  }));
}

export async function projectView(
  services: Pick<Services, 'db'>,
  tenant: TenantContext,
  id: string,
): Promise<ProjectView> {
  return (await viewsOf(services, tenant, [await loadProject(services, tenant, id)]))[0];
}

export async function listProjects(
  services: Pick<Services, 'db'>,
  tenant: TenantContext,
  page: { limit: number; offset: number },
) {
  const coll = projects(services.db, tenant);
  const [rows, total] = await Promise.all([
    coll.find({}, { sort: { created_at: -1, _id: -1 }, skip: page.offset, limit: page.limit }).toArray(),
    coll.countDocuments({}),
  ]);
  return { views: await viewsOf(services, tenant, rows), total };
}

export async function createProject(
  services: Services,
  tenant: TenantContext,
  input: { name: string; slug?: string },
): Promise<ProjectDoc> {
  const now = services.clock.now();
  return serialized(services, `projects:${tenant.business_id}`, async (session) => {
    const coll = projects(services.db, tenant);
    const held = await coll.countDocuments({}, { session });
    if (held >= MAX_PROJECTS) throw conflict(`A business holds at most ${MAX_PROJECTS} projects; this one has ${held}`);
    let slug = input.slug;
    if (slug !== undefined) {
      if (await coll.findOne({ slug }, { session, projection: { _id: 1 } }))
        throw conflict(`slug: ${slug} is taken by another project of this business`);
    } else {
      const base = slugFromName(input.name);
      const taken = await coll
        .find({ slug: { $regex: `^${base.slice(0, 40)}` } }, { session, projection: { slug: 1 } })
        .toArray();
      slug = freeSlug(base, new Set(taken.map((t) => t.slug)));
    }
    const doc: ProjectDoc = {
      _id: newId('project'),
      business_id: tenant.business_id,
      livemode: tenant.livemode,
      name: input.name,
      slug,
      host_label: `${slug.slice(0, 50)}-${lowerSuffix(6)}`,
      settings: { ...DEFAULT_SETTINGS },
      production_deployment_id: null,
      production_build_id: null,
      created_at: now,
      updated_at: now,
    };
    try {
      await coll.insertOne(doc, { session });
    } catch (err) {
      if (isDuplicateKeyError(err)) throw conflict(`slug: ${slug} is taken by another project of this business`);
      throw err;
    }
    return doc;
  });
}

export async function updateProject(
  services: Services,
  tenant: TenantContext,
  id: string,
  changes: { name?: string; settings?: Partial<ProjectSettings> },
): Promise<ProjectDoc> {
  const set: Partial<ProjectDoc> = { updated_at: services.clock.now() };
  if (changes.name !== undefined) set.name = changes.name;
  // The whole settings object is replaced: an omitted field returns to its default (the contract's rule).
  if (changes.settings !== undefined) set.settings = { ...DEFAULT_SETTINGS, ...changes.settings };
  const updated = await projects(services.db, tenant).findOneAndUpdate(
    { _id: id },
    { $set: set },
    { returnDocument: 'after' },
  );
  if (!updated) throw notFound(`Project ${id} not found`);
  return updated;
}
