// A business of its own for a scheduling test: made the way `npm run business -- create` makes one, its catalogue
// (services, staff, resources) imported over HTTP with its business key, and its services as the storefront lists
// them.
import { createBusiness, type BusinessCredentials } from '../../src/flows/create-business.js';
import type { Harness } from '../support/harness.js';

export interface ListedService {
  id: string;
  product_id: string;
  name: string;
  location_ids: string[];
  locations: { location_id: string; timezone: string }[];
}

export async function businessWithCatalogue(
  h: Harness,
  name: string,
  timezone: string,
  catalogue: object,
): Promise<{ businessId: string; credentials: BusinessCredentials; services: ListedService[] }> {
  const deps = { client: h.srv.services.store.client, db: h.db, now: () => h.srv.clock.now() };
  const { business, credentials } = await createBusiness(deps, { name, timezone });
  const imported = await h.raw('POST', `/v1/businesses/${business._id}/catalogue/import?mode=test`, {
    key: null,
    headers: { authorization: `Bearer ${credentials.business_key}` },
    body: catalogue,
  });
  if (imported.status !== 200) throw new Error(`catalogue import: ${imported.status} ${JSON.stringify(imported.json)}`);
  const services = (await h.raw('GET', '/api/v1/scheduling/services', { key: credentials.publishable_key })).json.data as ListedService[];
  return { businessId: business._id, credentials, services };
}
