import ExcelJS from 'exceljs';
import { RECORD_RESOURCES, type FieldSpec, type RecordResource } from '@ginuma/domain';
import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { readWorkbook } from '../../../../../tests/support/xlsx';

let app: TestApp;
let owner: Registered;
let stranger: Registered;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Records Co');
  stranger = await registerWorkspace(app, 'Stranger Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
});
afterAll(() => app.close());

let n = 0;

/** A valid body for a resource; references get a fresh record of the referenced resource. */
async function sample(resource: RecordResource, who: Registered = owner): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  n++;
  for (const field of resource.fields) body[field.name] = await sampleValue(field, who);
  return body;
}

async function sampleValue(field: FieldSpec, who: Registered): Promise<unknown> {
  const rule = field.rule;
  switch (rule.type) {
    case 'text':
      if (rule.format === 'colour') return '#1e6fd9';
      if (rule.format === 'tin') return String(100_000_000 + n);
      if (rule.format === 'vat-number') return `${100_000_000 + n}-7000`;
      return `${field.label} ${n}`;
    case 'email':
      return `person${n}@example.test`;
    case 'url':
      return 'https://example.test';
    case 'phone':
      return '+94 77 123 4567';
    case 'money':
      return 1250.5;
    case 'quantity':
      return '2.125';
    case 'percentage':
      return '15';
    case 'boolean':
      return true;
    case 'date':
      return '2026-11-01';
    case 'integer':
      return String(rule.min);
    case 'time-zone':
      return 'Asia/Colombo';
    case 'currency':
      return 'LKR';
    case 'choice':
      return rule.choices[0];
    case 'reference': {
      const target = RECORD_RESOURCES.find((r) => r.name === rule.resource)!;
      const created = await who.browser.post(`/api/${target.name}`, await sample(target, who)).expect(201);
      return created.body.id;
    }
  }
}

const INVALID: Record<FieldSpec['rule']['type'], unknown> = {
  text: 'x'.repeat(1001),
  email: 'not-an-email',
  url: 'not a url',
  phone: 'call me',
  money: '12.345',
  quantity: '1.2345',
  percentage: '100.01',
  boolean: 'perhaps',
  date: '2026-02-30',
  choice: 'Bogus',
  reference: '00000000-0000-4000-8000-000000000000',
  integer: '1.5',
  'time-zone': 'Mars/Olympus_Mons',
  currency: 'XYZ',
};

async function count(resource: RecordResource): Promise<number> {
  const [row] = await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${resource.table}`);
  return row.n;
}

describe.each(RECORD_RESOURCES.map((r) => [r.name, r] as const))('%s', (_, resource) => {
  const base = `/api/${resource.name}`;

  it('goes through its whole life: create, read, list, search, update, status, delete, restore, purge', async () => {
    const body = await sample(resource);
    const created = await owner.browser.post(base, body).expect(201);
    const id = created.body.id;
    for (const field of resource.fields) {
      // Money and rates come back as fixed decimals; a whole number (days) as a JSON number.
      const expected =
        field.rule.type === 'money' ? '1250.50' : field.rule.type === 'percentage' ? '15.00' : field.rule.type === 'integer' ? Number(body[field.name]) : body[field.name];
      expect([field.name, created.body[field.name]]).toEqual([field.name, expected]);
    }
    await owner.browser.get(`${base}/${id}`).expect(200);

    const listed = await owner.browser.get(base).query({ range: '[0,9]' }).expect(200);
    expect(listed.headers['content-range']).toMatch(new RegExp(`^${resource.name} 0-\\d+/\\d+$`));
    expect(listed.body.map((r: { id: string }) => r.id)).toContain(id);
    const searchField = resource.searchable[0];
    const searched = await owner.browser.get(base).query({ filter: JSON.stringify({ q: String(body[searchField]) }) }).expect(200);
    expect(searched.body.map((r: { id: string }) => r.id)).toEqual([id]);

    const changed = { ...body, [resource.fields[0].name]: `Renamed ${n}` };
    const updated = await owner.browser.put(`${base}/${id}`, changed).expect(200);
    expect(updated.body[resource.fields[0].name]).toBe(`Renamed ${n}`);

    if (resource.hasStatus) {
      const off = await owner.browser.post(`${base}/status/${id}`).expect(200);
      expect(off.body.status).toBe(0);
      const inactive = await owner.browser.get(base).query({ filter: '{"status":"0"}' }).expect(200);
      expect(inactive.body.map((r: { id: string }) => r.id)).toEqual([id]);
    }

    await owner.browser.delete(`/api/${resource.name}/permanent/delete/${resource.singular}/${id}`).expect(404);
    await owner.browser.delete(`${base}/${id}`).expect(200);
    const deleted = await owner.browser.get(`${base}/deleted-list`).expect(200);
    expect(deleted.body.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await owner.browser.get(base).query({ filter: JSON.stringify({ id: [id] }) })).body).toEqual([]);
    await owner.browser.put(`${base}/${id}`, changed).expect(404);
    await owner.browser.post(`${base}/deleted-list/${id}`).expect(200);
    await owner.browser.delete(`${base}/${id}`).expect(200);
    await owner.browser.delete(`/api/${resource.name}/permanent/delete/${resource.singular}/${id}`).expect(200);
    await owner.browser.get(`${base}/${id}`).expect(404);
  });

  it('refuses each invalid field with 422 and its message, and writes nothing', async () => {
    const before = await count(resource);
    const good = await sample(resource);
    const afterSamples = await count(resource);
    for (const field of resource.fields) {
      if (field.rule.type === 'text' && (field.rule.max ?? 255) >= 1001) continue;
      const response = await owner.browser.post(base, { ...good, [field.name]: INVALID[field.rule.type] }).expect(422);
      expect(Object.keys(response.body.errors)).toEqual([field.name]);
      expect(response.body.errors[field.name][0]).toMatch(new RegExp(field.label));
      if (field.required) {
        const missing = await owner.browser.post(base, { ...good, [field.name]: '' }).expect(422);
        expect(missing.body.errors[field.name]).toEqual([`The ${field.label} field is required.`]);
      }
    }
    expect(await count(resource)).toBe(afterSamples);
    expect(afterSamples).toBeGreaterThanOrEqual(before);
  });

  it('exports the list as .xlsx with typed cells', async () => {
    const body = await sample(resource);
    await owner.browser.post(base, { ...body, [resource.fields[0].name]: '=HYPERLINK("http://evil.test")' }).expect(201);
    const columns = resource.listFields.map((source) => ({ source, label: `Col ${source}` }));
    const workbook = await readWorkbook(
      owner.browser.get(`${base}/export`).query({ columns: JSON.stringify(columns), filter: JSON.stringify({ q: '=HYPERLINK' }) }),
    );
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, ...columns.map((c) => c.label)]);
    expect(sheet.rowCount).toBe(2);
    const first = sheet.getRow(2).getCell(1);
    expect(first.type).toBe(ExcelJS.ValueType.String);
    expect(first.value).toBe('=HYPERLINK("http://evil.test")');
    resource.listFields.forEach((source, i) => {
      if (source === 'created_at') expect(sheet.getRow(2).getCell(i + 1).type).toBe(ExcelJS.ValueType.Date);
      const field = resource.fields.find((f) => f.name === source);
      if (field?.rule.type === 'money') expect(sheet.getRow(2).getCell(i + 1).value).toBe(1250.5);
    });
  });

  it("answers 404 for another workspace's record and hides it from lists", async () => {
    const created = await owner.browser.post(base, await sample(resource)).expect(201);
    const id = created.body.id;
    await stranger.browser.get(`${base}/${id}`).expect(404);
    await stranger.browser.put(`${base}/${id}`, await sample(resource, stranger)).expect(404);
    await stranger.browser.post(`${base}/status/${id}`).expect(404);
    await stranger.browser.delete(`${base}/${id}`).expect(404);
    const listed = await stranger.browser.get(base).query({ filter: JSON.stringify({ id: [id] }) }).expect(200);
    expect(listed.body).toEqual([]);
  });

  it("refuses an Audit user's writes (403) and lets them read", async () => {
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    const created = await owner.browser.post(base, await sample(resource)).expect(201);
    await audit.get(base).expect(200);
    await audit.post(base, await sample(resource)).expect(403);
    await audit.put(`${base}/${created.body.id}`, await sample(resource)).expect(403);
    await audit.delete(`${base}/${created.body.id}`).expect(403);
  });
});

describe('roles and modules', () => {
  it('lets Entry keep customers but not settings, nor restore or purge', async () => {
    const entry = await signInNewUser(app, owner.user.workspace.id, 3);
    const customers = RECORD_RESOURCES.find((r) => r.name === 'customers')!;
    const created = await entry.post('/api/customers', await sample(customers)).expect(201);
    await entry.delete(`/api/customers/${created.body.id}`).expect(200);
    await entry.post(`/api/customers/deleted-list/${created.body.id}`).expect(403);
    await entry.delete(`/api/customers/permanent/delete/customer/${created.body.id}`).expect(403);
    const taxes = RECORD_RESOURCES.find((r) => r.name === 'taxes')!;
    await entry.get('/api/taxes').expect(200);
    await entry.post('/api/taxes', await sample(taxes)).expect(403);
  });

  it('answers 403 for a module whose flag is 0', async () => {
    const shop = await registerWorkspace(app, 'No Suppliers Co');
    await app.sql(`UPDATE workspaces SET supplier = 0 WHERE id = $1`, [shop.user.workspace.id]);
    const refused = await shop.browser.get('/api/suppliers').expect(403);
    expect(refused.body.code).toBe('module_disabled');
    await shop.browser.get('/api/customers').expect(200);
  });

  it('keeps names unique per workspace among live records only', async () => {
    await owner.browser.post('/api/units', { name: 'Kilogram' }).expect(201);
    const taken = await owner.browser.post('/api/units', { name: 'kilogram' }).expect(422);
    expect(taken.body.errors).toEqual({ name: ['The name has already been taken.'] });
    expect(taken.body.error_codes).toEqual({ name: [{ code: 'records.taken', params: { label: 'name' } }] });
    await stranger.browser.post('/api/units', { name: 'Kilogram' }).expect(201);
  });

  it("refuses a reference to another workspace's record and a purge of a record in use", async () => {
    const theirs = await stranger.browser.post('/api/expenses-categories', { name: 'Rent', type: 'Cost of Operations' }).expect(201);
    const refused = await owner.browser.post('/api/expenses-sub-categories', { name: 'Office', category_id: theirs.body.id }).expect(422);
    expect(refused.body.errors).toEqual({ category_id: ['The selected category is invalid.'] });
    expect(refused.body.error_codes).toEqual({ category_id: [{ code: 'validation.choice', params: { label: 'category' } }] });

    const mine = await owner.browser.post('/api/expenses-categories', { name: 'Transport', type: 'Cost of Sales' }).expect(201);
    await owner.browser.post('/api/expenses-sub-categories', { name: 'Fuel', category_id: mine.body.id }).expect(201);
    await owner.browser.delete(`/api/expenses-categories/${mine.body.id}`).expect(200);
    await owner.browser
      .delete(`/api/expenses-categories/permanent/delete/category/${mine.body.id}`)
      .expect(409, { message: 'This record is in use and cannot be deleted.', code: 'records.in-use' });
  });
});
