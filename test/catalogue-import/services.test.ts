// Bookable services in the catalogue import: the `service` section of a service product, top-level `staff` and
// `resources`, what they become in the store (services, staff, resources, product.service_id), the record built
// from the `schedules` of older documents, and the validation of all of it (each problem names its JSON pointer),
// both in the importer and over HTTP.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Db } from 'mongodb';
import { importCatalogue as importOverHttp } from '../../generated/sdk/platform/sdk.gen.js';
import { createBusiness } from '../../src/flows/create-business.js';
import type { ProductDoc } from '../../src/modules/catalogue/model.js';
import {
  checkReferences,
  describeProblem,
  emptyExisting,
  importCatalogue,
  ImportValidationError,
  validateSchema,
  type ImportDeps,
  type ImportDocument,
} from '../../src/modules/catalogue-import/index.js';
import type { ResourceDoc, ServiceRecordDoc, StaffDoc } from '../../src/modules/scheduling/model.js';
import { startHarness, type Harness } from '../harness/harness.js';

type Json = Record<string, any>;

let h: Harness;
let db: Db;
let deps: ImportDeps;
let businessId: string;
let businessKey: string;
const tenant = () => ({ business_id: businessId, livemode: false });

test.before(async () => {
  h = await startHarness({ tickMs: 0 });
  db = h.srv.services.db;
  deps = { client: h.srv.services.store.client, db, now: () => h.srv.clock.now() };
  const { business, credentials } = await createBusiness(deps, {
    name: 'Salon import test',
    currency: 'GHS',
    timezone: 'Africa/Accra',
  });
  businessId = business._id;
  businessKey = credentials.business_key;
});
test.after(async () => {
  await h?.close();
});

/** A salon: two locations in different zones, two staff, a room at each place, one service offered at both. */
function salon(): Json {
  return {
    version: 1,
    locations: [
      { ref: 'accra', name: 'Accra', timezone: 'Africa/Accra' },
      { ref: 'nyc', name: 'New York', timezone: 'America/New_York' },
    ],
    staff: [
      {
        ref: 'ama',
        name: 'Ama',
        schedules: [
          {
            location: 'accra',
            weekly_hours: [
              { day_of_week: 6, start_time: '14:00', end_time: '18:00' },
              { day_of_week: 1, start_time: '09:00', end_time: '17:00' },
            ],
            exceptions: [{ date: '2027-01-04', note: 'Holiday' }],
          },
        ],
      },
      {
        ref: 'joe',
        name: 'Joe',
        schedules: [{ location: 'nyc', weekly_hours: [{ day_of_week: 0, start_time: '01:00', end_time: '04:00' }] }],
      },
    ],
    resources: [
      { ref: 'accra-room', name: 'Room A', location: 'accra', capacity: 2 },
      { ref: 'nyc-room', name: 'Room N', location: 'nyc' },
    ],
    products: [
      {
        slug: 'massage',
        name: 'Massage',
        description: 'Sixty minutes.',
        type: 'service',
        price: '200.00',
        variants: [{ sku: 'M-30', name: '30 min', duration_minutes: 30, buffer_minutes: 5, capacity: 1 }],
        service: {
          duration_minutes: 60,
          buffer_before_minutes: 5,
          buffer_after_minutes: 10,
          slot_interval_minutes: 15,
          capacity: 3,
          min_notice_minutes: 60,
          max_advance_days: 30,
          cancellation_cutoff_minutes: 720,
          locations: [
            {
              location: 'accra',
              weekly_hours: [
                { day_of_week: 6, start_time: '14:00', end_time: '18:00' },
                { day_of_week: 1, start_time: '13:00', end_time: '17:00' },
                { day_of_week: 1, start_time: '09:00', end_time: '12:00' },
              ],
              exceptions: [
                {
                  date: '2027-01-11',
                  intervals: [
                    { start_time: '15:00', end_time: '16:00' },
                    { start_time: '10:00', end_time: '11:00' },
                  ],
                  note: 'Short day',
                },
                { date: '2027-01-04' },
              ],
            },
            // The autumn change of New York: 01:00–04:00 spans the repeated hour (stored as written; the rules count it).
            { location: 'nyc', weekly_hours: [{ day_of_week: 0, start_time: '01:00', end_time: '04:00' }] },
          ],
          staff: ['joe', 'ama'],
          resources: [{ resource: 'accra-room', quantity: 2 }, { resource: 'nyc-room' }],
        },
      },
    ],
  };
}

// ---- Validation (no store). ----

/** Schema (filling defaults), then references: the first problem, as the endpoint and the CLI report it. */
function firstProblem(doc: Json, existing = emptyExisting()): string | null {
  const schema = validateSchema(doc);
  if (schema) return describeProblem(schema);
  const refs = checkReferences(doc as ImportDocument, existing);
  return refs.length ? describeProblem(refs[0]) : null;
}

function expectProblem(mutate: (d: Json) => void, expected: RegExp) {
  const doc = salon();
  mutate(doc);
  const problem = firstProblem(doc);
  assert.ok(problem, `expected a problem matching ${expected}`);
  assert.match(problem!, expected);
}

const svc = (d: Json) => d.products[0].service;

test('the salon document is valid; the schema fills the service defaults', () => {
  assert.is(firstProblem(salon()), null);
  const doc = salon();
  delete svc(doc).capacity;
  delete svc(doc).max_advance_days;
  validateSchema(doc);
  assert.is(svc(doc).capacity, 1);
  assert.is(svc(doc).max_advance_days, 90);
  assert.is(svc(doc).locations[1].exceptions.length, 0);
  assert.is(doc.staff[1].schedules[0].exceptions.length, 0);
  assert.is(doc.resources[1].capacity, 1);
});

test('schema problems of the scheduling sections name the JSON pointer', () => {
  expectProblem((d) => delete svc(d).duration_minutes, /^\/products\/0\/service\/duration_minutes: is required$/);
  expectProblem(
    (d) => (svc(d).locations = []),
    /^\/products\/0\/service\/locations: must NOT have fewer than 1 items$/,
  );
  expectProblem((d) => (svc(d).capacity = 0), /^\/products\/0\/service\/capacity: must be >= 1$/);
  expectProblem(
    (d) => (svc(d).slot_interval_minutes = 1441),
    /^\/products\/0\/service\/slot_interval_minutes: must be <= 1440$/,
  );
  expectProblem(
    (d) => (svc(d).locations[0].weekly_hours[0].start_time = '9:00'),
    /^\/products\/0\/service\/locations\/0\/weekly_hours\/0\/start_time: must match pattern/,
  );
  expectProblem(
    (d) => (svc(d).locations[0].weekly_hours[0].end_time = '24:30'),
    /^\/products\/0\/service\/locations\/0\/weekly_hours\/0\/end_time: must match pattern/,
  );
  expectProblem(
    (d) => (svc(d).locations[0].exceptions[1].date = '2027-02-30'),
    /^\/products\/0\/service\/locations\/0\/exceptions\/1\/date: must match format "date"$/,
  );
  expectProblem((d) => (d.staff[0].colour = 'red'), /^\/staff\/0: unknown field "colour"$/);
  expectProblem((d) => delete d.resources[0].location, /^\/resources\/0\/location: is required$/);
});

test('a service section belongs to a service product only', () => {
  expectProblem(
    (d) => (d.products[0].type = 'product'),
    /^\/products\/0\/service: is only allowed on type "service", not "product"$/,
  );
  expectProblem(
    (d) => (d.products[0].type = 'bundle'),
    /^\/products\/0\/service: is only allowed on type "service", not "bundle"$/,
  );
});

test('time zones must be IANA names the runtime knows', () => {
  expectProblem(
    (d) => (d.locations[1].timezone = 'America/Gotham'),
    /^\/locations\/1\/timezone: unknown time zone "America\/Gotham"/,
  );
  expectProblem(
    (d) => (svc(d).locations[1].timezone = '+05:00'),
    /^\/products\/0\/service\/locations\/1\/timezone: unknown time zone "\+05:00"/,
  );
  expectProblem((d) => (d.timezone = 'Mars/Olympus'), /^\/timezone: unknown time zone/);
  expectProblem(
    (d) =>
      (d.products[0].schedules = [{ day_of_week: 1, start_time: '08:00', end_time: '09:00', timezone: 'EST5EDTX' }]),
    /^\/products\/0\/schedules\/0\/timezone: unknown time zone/,
  );
});

test('opening hours run forwards, do not overlap, and have one exception per date', () => {
  expectProblem(
    (d) => (svc(d).locations[0].weekly_hours[1] = { day_of_week: 1, start_time: '17:00', end_time: '13:00' }),
    /^\/products\/0\/service\/locations\/0\/weekly_hours\/1\/end_time: must be later than start_time$/,
  );
  // 11:00–14:00 overlaps 09:00–12:00 (index 2) and 13:00–17:00 (index 1) on Monday; the later entry in the
  // document is the one reported, naming the others by their index in the document.
  const overlapping = salon();
  svc(overlapping).locations[0].weekly_hours.push({ day_of_week: 1, start_time: '11:00', end_time: '14:00' });
  validateSchema(overlapping);
  assert.equal(checkReferences(overlapping as ImportDocument).map(describeProblem), [
    '/products/0/service/locations/0/weekly_hours/3/start_time: overlaps the interval at index 2 (09:00–12:00)',
    '/products/0/service/locations/0/weekly_hours/3/start_time: overlaps the interval at index 1 (13:00–17:00)',
  ]);
  // Same times on another weekday are no overlap; touching intervals (12:00–13:00 after 09:00–12:00) neither.
  const ok = salon();
  svc(ok).locations[0].weekly_hours.push(
    { day_of_week: 2, start_time: '09:00', end_time: '12:00' },
    { day_of_week: 1, start_time: '12:00', end_time: '13:00' },
  );
  assert.is(firstProblem(ok), null);
  expectProblem(
    (d) => svc(d).locations[0].exceptions.push({ date: '2027-01-11' }),
    /^\/products\/0\/service\/locations\/0\/exceptions\/2\/date: duplicate exception date 2027-01-11 \(also at index 0\)$/,
  );
  expectProblem(
    (d) => (svc(d).locations[0].exceptions[0].intervals[0] = { start_time: '15:00', end_time: '15:00' }),
    /^\/products\/0\/service\/locations\/0\/exceptions\/0\/intervals\/0\/end_time: must be later than start_time$/,
  );
  expectProblem(
    (d) => d.staff[0].schedules[0].weekly_hours.push({ day_of_week: 6, start_time: '17:00', end_time: '19:00' }),
    /^\/staff\/0\/schedules\/0\/weekly_hours\/2\/start_time: overlaps the interval at index 0 \(14:00–18:00\)$/,
  );
});

test('locations, staff and resources of a service resolve and fit together', () => {
  expectProblem(
    (d) => (svc(d).locations[1].location = 'lagos'),
    /^\/products\/0\/service\/locations\/1\/location: unknown location "lagos"$/,
  );
  expectProblem(
    (d) => (svc(d).locations[1].location = 'accra'),
    /^\/products\/0\/service\/locations\/1\/location: duplicate location "accra" \(also at index 0\)$/,
  );
  expectProblem((d) => svc(d).staff.push('kofi'), /^\/products\/0\/service\/staff\/2: unknown staff member "kofi"$/);
  expectProblem(
    (d) => (svc(d).locations = [svc(d).locations[1]]),
    /^\/products\/0\/service\/staff\/1: staff member "ama" has no schedule at any location of the service \(nyc\)$/,
  );
  expectProblem(
    (d) => (svc(d).resources[0].resource = 'sauna'),
    /^\/products\/0\/service\/resources\/0\/resource: unknown resource "sauna"$/,
  );
  expectProblem(
    (d) => (svc(d).resources[0].quantity = 3),
    /^\/products\/0\/service\/resources\/0\/quantity: exceeds the capacity 2 of resource "accra-room"$/,
  );
  expectProblem(
    (d) => svc(d).resources.push({ resource: 'nyc-room' }),
    /^\/products\/0\/service\/resources\/2\/resource: duplicate resource "nyc-room" \(also at index 1\)$/,
  );
  expectProblem((d) => {
    svc(d).locations = [svc(d).locations[0]];
    svc(d).staff = ['ama'];
  }, /^\/products\/0\/service\/resources\/1\/resource: resource "nyc-room" is not at a location of the service$/);
  expectProblem(
    (d) => d.staff.push({ ref: 'ama', name: 'Ama again' }),
    /^\/staff\/2\/ref: duplicate staff ref "ama" \(also at index 0\)$/,
  );
  expectProblem(
    (d) => d.resources.push({ ref: 'nyc-room', name: 'Again', location: 'nyc' }),
    /^\/resources\/2\/ref: duplicate resource ref "nyc-room"/,
  );
  expectProblem(
    (d) => (d.staff[1].schedules[0].location = 'lagos'),
    /^\/staff\/1\/schedules\/0\/location: unknown location "lagos"$/,
  );
  expectProblem((d) => (d.resources[1].location = 'lagos'), /^\/resources\/1\/location: unknown location "lagos"$/);

  // Staff and resources stored by an earlier import count, with the locations they have there.
  const doc = salon();
  doc.staff = [];
  doc.resources = [];
  const existing = emptyExisting();
  existing.locations = new Set(['accra', 'nyc']);
  existing.staff.set('ama', new Set(['accra']));
  existing.staff.set('joe', new Set(['lagos']));
  existing.resources.set('accra-room', { location: 'accra', capacity: 2 });
  existing.resources.set('nyc-room', { location: 'nyc', capacity: 1 });
  assert.is(
    firstProblem(doc, existing),
    '/products/0/service/staff/0: staff member "joe" has no schedule at any location of the service (accra, nyc)',
  );
  existing.staff.set('joe', new Set(['nyc']));
  assert.is(firstProblem(doc, existing), null);
});

// ---- What the import writes. ----

let firstIds: Record<string, string>;

test('an import writes the service record, staff and resources, and links the product to its record', async () => {
  const result = await importCatalogue(deps, tenant(), salon());
  firstIds = result.ids;
  assert.is(result.created.services, 1);
  assert.is(result.created.staff, 2);
  assert.is(result.created.resources, 2);
  const ids = result.ids;
  assert.match(ids['service:massage'], /^svc_/);
  assert.match(ids['staff:ama'], /^stf_/);
  assert.match(ids['resource:nyc-room'], /^res_/);

  const product = (await db.collection<ProductDoc>('products').findOne({ _id: ids['product:massage'] }))!;
  assert.is(product.service_id, ids['service:massage']);
  const record = (await db.collection<ServiceRecordDoc>('services').findOne({ _id: ids['service:massage'] }))!;
  const { _id, created_at, updated_at, ...fields } = record;
  assert.ok(created_at instanceof Date && updated_at instanceof Date);
  assert.equal(fields, {
    business_id: businessId,
    livemode: false,
    product_id: ids['product:massage'],
    name: 'Massage',
    description: 'Sixty minutes.',
    is_active: true,
    locations: [
      {
        location_id: ids['location:accra'],
        timezone: 'Africa/Accra',
        // Stored by weekday, then opening time; exceptions by date, their intervals by opening time.
        weekly_hours: [
          { day_of_week: 1, start_time: '09:00', end_time: '12:00' },
          { day_of_week: 1, start_time: '13:00', end_time: '17:00' },
          { day_of_week: 6, start_time: '14:00', end_time: '18:00' },
        ],
        exceptions: [
          { date: '2027-01-04', intervals: [], note: null },
          {
            date: '2027-01-11',
            intervals: [
              { start_time: '10:00', end_time: '11:00' },
              { start_time: '15:00', end_time: '16:00' },
            ],
            note: 'Short day',
          },
        ],
      },
      {
        location_id: ids['location:nyc'],
        timezone: 'America/New_York',
        weekly_hours: [{ day_of_week: 0, start_time: '01:00', end_time: '04:00' }],
        exceptions: [],
      },
    ],
    duration_minutes: 60,
    buffer_before_minutes: 5,
    buffer_after_minutes: 10,
    slot_interval_minutes: 15,
    capacity: 3,
    min_notice_minutes: 60,
    max_advance_days: 30,
    cancellation_cutoff_minutes: 720,
    staff_ids: [ids['staff:joe'], ids['staff:ama']],
    resources: [
      { resource_id: ids['resource:accra-room'], quantity: 2 },
      { resource_id: ids['resource:nyc-room'], quantity: 1 },
    ],
  });

  const ama = (await db.collection<StaffDoc>('staff').findOne({ _id: ids['staff:ama'] }))!;
  assert.is(ama.ref, 'ama');
  assert.is(ama.is_active, true);
  assert.equal(ama.schedules, [
    {
      location_id: ids['location:accra'],
      weekly_hours: [
        { day_of_week: 1, start_time: '09:00', end_time: '17:00' },
        { day_of_week: 6, start_time: '14:00', end_time: '18:00' },
      ],
      exceptions: [{ date: '2027-01-04', intervals: [], note: 'Holiday' }],
    },
  ]);
  const room = (await db.collection<ResourceDoc>('resources').findOne({ _id: ids['resource:accra-room'] }))!;
  assert.equal(
    [room.ref, room.name, room.location_id, room.capacity, room.business_id, room.livemode],
    ['accra-room', 'Room A', ids['location:accra'], 2, businessId, false],
  );
});

test('a slot interval defaults to the duration', async () => {
  const doc = salon();
  doc.products[0].slug = 'facial';
  doc.products[0].variants = [];
  delete svc(doc).slot_interval_minutes;
  svc(doc).duration_minutes = 45;
  const result = await importCatalogue(deps, tenant(), doc, { dryRun: true });
  assert.is(result.created.services, 1);
  const r = await importCatalogue(deps, tenant(), doc);
  const record = (await db.collection<ServiceRecordDoc>('services').findOne({ _id: r.ids['service:facial'] }))!;
  assert.is(record.slot_interval_minutes, 45);
});

test('re-importing keeps every id; a changed file updates the record in place', async () => {
  const again = await importCatalogue(deps, tenant(), salon());
  for (const key of [
    'service:massage',
    'staff:ama',
    'staff:joe',
    'resource:accra-room',
    'resource:nyc-room',
    'product:massage',
  ])
    assert.is(again.ids[key], firstIds[key], key);
  assert.is(again.created.services, 0);
  assert.is(again.updated.services, 1);
  assert.is(again.updated.staff, 2);

  const doc = salon();
  svc(doc).capacity = 5;
  svc(doc).staff = ['ama'];
  svc(doc).locations = [svc(doc).locations[0]];
  svc(doc).resources = [{ resource: 'accra-room' }];
  doc.staff[1].is_active = false;
  await importCatalogue(deps, tenant(), doc);
  const record = (await db.collection<ServiceRecordDoc>('services').findOne({ _id: firstIds['service:massage'] }))!;
  assert.is(record.capacity, 5);
  assert.equal(record.staff_ids, [firstIds['staff:ama']]);
  assert.equal(
    record.locations.map((l) => l.location_id),
    [firstIds['location:accra']],
  );
  assert.equal(record.resources, [{ resource_id: firstIds['resource:accra-room'], quantity: 1 }]);
  assert.is((await db.collection<StaffDoc>('staff').findOne({ _id: firstIds['staff:joe'] }))!.is_active, false);
  assert.is(
    await db
      .collection('services')
      .countDocuments({ business_id: businessId, livemode: false, product_id: firstIds['product:massage'] }),
    1,
  );
});

test('a later file may name staff and resources an earlier import stored', async () => {
  const result = await importCatalogue(deps, tenant(), {
    version: 1,
    products: [
      {
        slug: 'pedicure',
        name: 'Pedicure',
        type: 'service',
        price: '90.00',
        service: {
          duration_minutes: 30,
          locations: [{ location: 'accra' }],
          staff: ['ama'],
          resources: [{ resource: 'accra-room' }],
        },
      },
    ],
  });
  const record = (await db.collection<ServiceRecordDoc>('services').findOne({ _id: result.ids['service:pedicure'] }))!;
  assert.equal(record.staff_ids, [firstIds['staff:ama']]);
  assert.equal(record.resources, [{ resource_id: firstIds['resource:accra-room'], quantity: 1 }]);
  // The zone comes from the stored location; no hours: the location is closed until hours are imported.
  assert.equal(record.locations, [
    { location_id: firstIds['location:accra'], timezone: 'Africa/Accra', weekly_hours: [], exceptions: [] },
  ]);

  // …and a staff member stored without a schedule at the service's location is refused.
  try {
    await importCatalogue(deps, tenant(), {
      version: 1,
      products: [
        {
          slug: 'manicure',
          name: 'Manicure',
          type: 'service',
          price: '80.00',
          service: { duration_minutes: 30, locations: [{ location: 'nyc' }], staff: ['ama'] },
        },
      ],
    });
    assert.unreachable('should have thrown');
  } catch (err) {
    assert.instance(err, ImportValidationError);
    assert.is(
      (err as Error).message,
      '/products/0/service/staff/0: staff member "ama" has no schedule at any location of the service (nyc)',
    );
  }
});

test('a product that stops being a service keeps its record, inactive, and no longer points at it', async () => {
  await importCatalogue(deps, tenant(), {
    version: 1,
    products: [{ slug: 'pedicure', name: 'Pedicure kit', price: '90.00' }],
  });
  const product = (await db
    .collection<ProductDoc>('products')
    .findOne({ business_id: businessId, livemode: false, slug: 'pedicure' }))!;
  assert.is(product.service_id, null);
  const record = (await db
    .collection<ServiceRecordDoc>('services')
    .findOne({ business_id: businessId, livemode: false, product_id: product._id }))!;
  assert.is(record.is_active, false);
});

test('older documents: a service with `schedules` and no `service` gets a record built from them', async () => {
  const result = await importCatalogue(deps, tenant(), {
    version: 1,
    products: [
      {
        slug: 'yoga',
        name: 'Yoga',
        type: 'service',
        price: '50.00',
        locations: ['accra', 'nyc'],
        variants: [
          { name: 'Drop-in', duration_minutes: 75 },
          { name: 'Long', duration_minutes: 120, is_default: true },
        ],
        schedules: [
          { day_of_week: 1, start_time: '10:00', end_time: '12:00', location: 'accra' },
          // Without a location: at every location of the product; it touches the rule above, so they merge.
          { day_of_week: 1, start_time: '12:00', end_time: '14:00' },
        ],
      },
    ],
  });
  assert.is(result.created.services, 1);
  const product = (await db.collection<ProductDoc>('products').findOne({ _id: result.ids['product:yoga'] }))!;
  // The ordering windows are still stored as they were.
  assert.is(product.schedules.length, 2);
  const record = (await db.collection<ServiceRecordDoc>('services').findOne({ _id: product.service_id! }))!;
  assert.equal(record.locations, [
    {
      location_id: firstIds['location:accra'],
      timezone: 'Africa/Accra',
      weekly_hours: [{ day_of_week: 1, start_time: '10:00', end_time: '14:00' }],
      exceptions: [],
    },
    {
      location_id: firstIds['location:nyc'],
      timezone: 'America/New_York',
      weekly_hours: [{ day_of_week: 1, start_time: '12:00', end_time: '14:00' }],
      exceptions: [],
    },
  ]);
  // The default variant's duration; the grid follows it; the rest are the documented fallbacks.
  assert.equal(
    [
      record.duration_minutes,
      record.slot_interval_minutes,
      record.capacity,
      record.buffer_before_minutes,
      record.buffer_after_minutes,
      record.min_notice_minutes,
      record.max_advance_days,
      record.cancellation_cutoff_minutes,
      record.staff_ids,
      record.resources,
    ],
    [120, 120, 1, 0, 0, 0, 90, 0, [], []],
  );

  // A service product with neither section gets no record.
  const bare = await importCatalogue(deps, tenant(), {
    version: 1,
    products: [{ slug: 'consult', name: 'Consultation', type: 'service', price: '10.00' }],
  });
  assert.is(bare.ids['service:consult'], undefined);
  assert.is(
    (await db.collection<ProductDoc>('products').findOne({ _id: bare.ids['product:consult'] }))!.service_id,
    null,
  );
});

test('a dry run writes no service, staff or resource; live mode gets its own', async () => {
  const doc = salon();
  doc.locations.push({ ref: 'kumasi', name: 'Kumasi' });
  doc.staff.push({ ref: 'kofi', name: 'Kofi', schedules: [{ location: 'kumasi' }] });
  doc.resources.push({ ref: 'kumasi-chair', name: 'Chair', location: 'kumasi' });
  doc.products[0].slug = 'massage-kumasi';
  doc.products[0].variants = [];
  svc(doc).locations.push({ location: 'kumasi' });
  const before = await Promise.all(
    ['services', 'staff', 'resources'].map((c) => db.collection(c).countDocuments({ business_id: businessId })),
  );
  const dry = await importCatalogue(deps, tenant(), doc, { dryRun: true });
  assert.equal([dry.created.services, dry.created.staff, dry.created.resources], [1, 1, 1]);
  const after = await Promise.all(
    ['services', 'staff', 'resources'].map((c) => db.collection(c).countDocuments({ business_id: businessId })),
  );
  assert.equal(after, before);

  const live = await importCatalogue(deps, { business_id: businessId, livemode: true }, salon());
  assert.equal([live.created.services, live.created.staff, live.created.resources], [1, 2, 2]);
  assert.not.equal(live.ids['service:massage'], firstIds['service:massage']);
  assert.is(
    (await db.collection<ServiceRecordDoc>('services').findOne({ _id: live.ids['service:massage'] }))!.livemode,
    true,
  );
});

test('over HTTP: the import reports the counts, and a bad service section is 400 naming the path', async () => {
  const platform = h.platform(businessKey);
  const path = { business_id: businessId };
  const ok = await importOverHttp({ client: platform, path, body: salon() as never });
  assert.is(ok.response.status, 200);
  assert.is(ok.data!.data.ids['service:massage'], firstIds['service:massage']);
  assert.equal(
    [ok.data!.data.updated.services, ok.data!.data.updated.staff, ok.data!.data.updated.resources],
    [1, 2, 2],
  );

  const bad = salon();
  svc(bad).staff = ['joe', 'nobody'];
  const refused = await importOverHttp({ client: platform, path, body: bad as never });
  assert.is(refused.response.status, 400);
  assert.equal(refused.error, {
    error: {
      code: 'VALIDATION_ERROR',
      message: '/products/0/service/staff/1: unknown staff member "nobody"',
      retryable: false,
    },
  });

  const schema = salon();
  svc(schema).locations[0].weekly_hours[0].day_of_week = 7;
  const refusedSchema = await importOverHttp({ client: platform, path, body: schema as never });
  assert.is(refusedSchema.response.status, 400);
  assert.match(
    (refusedSchema.error as { error: { message: string } }).error.message,
    /service.*locations.*0.*weekly_hours.*0.*day_of_week/,
  );
});

test('every response above conformed to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
