import { expect, test, type APIRequestContext } from '@playwright/test';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { csrfHeader, newAccount, registerWithRequest } from './support/workspace';

/*
 * react-admin's own REST client (ra-data-simple-rest) against the API: the contract the admin
 * relies on, checked with the library itself rather than with our reading of it.
 */

type Json = Record<string, unknown> & { id: string };

class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}: ${JSON.stringify(body)}`);
  }
}

/** ra's fetchJson contract over Playwright's request context, which keeps the session's cookies. */
function httpClientOf(request: APIRequestContext, csrf: string) {
  return async (url: string, options: { method?: string; body?: string; headers?: Headers } = {}) => {
    const headers: Record<string, string> = { Accept: 'application/json', 'X-XSRF-TOKEN': csrf };
    options.headers?.forEach((value, key) => {
      headers[key] = value;
    });
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await request.fetch(url, { method: options.method ?? 'GET', headers, data: options.body });
    const body = await response.text();
    const json: unknown = body ? JSON.parse(body) : undefined;
    if (response.status() >= 400) throw new RestError(response.status(), json);
    return { status: response.status(), headers: new Headers(response.headers()), body, json };
  };
}

async function signedInProvider(request: APIRequestContext): Promise<DataProvider> {
  await registerWithRequest(request, newAccount('rest'));
  // Registration rotated the session, and the CSRF token with it.
  const { 'X-XSRF-TOKEN': csrf } = await csrfHeader(request);
  return simpleRestProvider(`${test.info().project.use.baseURL}/api`, httpClientOf(request, csrf) as never);
}

/** One page of the records that refer to `id` through `target`, in react-admin's default order. */
function referencing(provider: DataProvider, resource: string, target: string, id: unknown) {
  return provider.getManyReference(resource, { target, id: String(id), pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
}

/** Master data the admin creates, edits and deletes through the provider: a body to create, a field to edit. */
const RECORDS: { resource: string; create: (n: number) => Record<string, unknown>; edit: string }[] = [
  { resource: 'customers', create: (n) => ({ name: `Customer ${n}` }), edit: 'name' },
  { resource: 'suppliers', create: (n) => ({ name: `Supplier ${n}`, type: 'Local Vendor' }), edit: 'name' },
  { resource: 'products', create: (n) => ({ name: `Product ${n}`, type: 'Non-stockable', selling_price: '10.00' }), edit: 'name' },
  { resource: 'units', create: (n) => ({ name: `Unit ${n}` }), edit: 'name' },
  { resource: 'product-category', create: (n) => ({ name: `Category ${n}` }), edit: 'name' },
  { resource: 'taxes', create: (n) => ({ name: `Tax ${n}`, rate: '5', abbreviation: `T${n}` }), edit: 'name' },
  { resource: 'expenses-categories', create: (n) => ({ name: `Expense ${n}`, type: 'Cost of Operations' }), edit: 'name' },
  {
    resource: 'bank-accounts',
    create: (n) => ({ name: `Bank ${n}`, account_number: `00${n}`, bank_name: 'BOC', branch_name: 'Kandy' }),
    edit: 'name',
  },
];

/** Lists the admin only reads through getList / getMany. */
const READ_ONLY_LISTS = ['invoices', 'quotations', 'payments', 'vouchers', 'transactions', 'expenses', 'incomes', 'users'];

test('every master-data resource takes getList, getMany, getOne, create, update, delete and deleteMany from ra-data-simple-rest', async ({ request }) => {
  const provider = await signedInProvider(request);
  // Registration gives a workspace its starter units; this contract counts only what it creates.
  const starters = await provider.getList('units', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
  await provider.deleteMany('units', { ids: starters.data.map((unit) => unit.id) });
  for (const { resource, create, edit } of RECORDS) {
    const created: Json[] = [];
    for (const n of [1, 2, 3]) created.push((await provider.create(resource, { data: create(n) })).data as Json);

    // react-admin's defaults: sort by id, ten a page, no filter.
    const page = await provider.getList(resource, { pagination: { page: 1, perPage: 2 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(page.total, resource).toBe(3);
    expect(page.data, resource).toHaveLength(2);
    const second = await provider.getList(resource, { pagination: { page: 2, perPage: 2 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(second.data, resource).toHaveLength(1);
    expect(new Set([...page.data, ...second.data].map((r) => r.id)).size, resource).toBe(3);

    const found = await provider.getList(resource, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: { q: String(created[1][edit]) } });
    expect(found.data.map((r) => r.id), resource).toContain(created[1].id);

    const many = await provider.getMany(resource, { ids: [created[0].id, created[2].id] });
    expect(many.data.map((r) => r.id).sort(), resource).toEqual([created[0].id, created[2].id].sort());

    const one = await provider.getOne(resource, { id: created[0].id });
    expect(one.data.id, resource).toBe(created[0].id);

    const updated = await provider.update(resource, { id: created[0].id, data: { ...one.data, [edit]: `${String(created[0][edit])} renamed` }, previousData: one.data });
    expect(updated.data[edit], resource).toBe(`${String(created[0][edit])} renamed`);

    await provider.delete(resource, { id: created[0].id, previousData: updated.data });
    const deleted = await provider.deleteMany(resource, { ids: [created[1].id, created[2].id] });
    expect(deleted.data?.map(String).sort(), resource).toEqual([created[1].id, created[2].id].sort());
    const left = await provider.getList(resource, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(left.total, resource).toBe(0);
  }
});

test("every document list answers react-admin's default getList and getMany", async ({ request }) => {
  const provider = await signedInProvider(request);
  for (const resource of READ_ONLY_LISTS) {
    const page = await provider.getList(resource, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(page.total, resource).toBeGreaterThanOrEqual(0);
    const ids = page.data.map((r) => r.id);
    expect((await provider.getMany(resource, { ids })).data.map((r) => r.id), resource).toEqual(expect.arrayContaining(ids));
  }
});

test("getManyReference reads one customer's invoices and one category's sub-categories", async ({ request }) => {
  const provider = await signedInProvider(request);
  const template = await provider.create('invoice-templates', { data: { name: 'Classic', theme_colour: '#1e6fd9', page_size: 'A4' } });
  expect(template.data.id).toBeTruthy();
  const [perera, silva] = [
    (await provider.create('customers', { data: { name: 'Perera Stores' } })).data,
    (await provider.create('customers', { data: { name: 'Silva Traders' } })).data,
  ];
  const delivery = (await provider.create('products', { data: { name: 'Delivery', type: 'Non-stockable', selling_price: '350.00' } })).data;
  const lines = [{ product_id: delivery.id, quantity: '1' }];
  const today = new Date().toISOString().slice(0, 10);
  for (const customer of [perera, perera, silva]) {
    await provider.create('invoices', { data: { customer_id: customer.id, date: today, due_date: today, lines } });
  }
  const pereras = await referencing(provider, 'invoices', 'customer_id', perera.id);
  expect(pereras.total).toBe(2);
  expect(pereras.data.every((invoice) => invoice.customer_id === perera.id)).toBe(true);

  const rent = (await provider.create('expenses-categories', { data: { name: 'Rent', type: 'Cost of Operations' } })).data;
  const other = (await provider.create('expenses-categories', { data: { name: 'Fuel', type: 'Cost of Operations' } })).data;
  await provider.create('expenses-sub-categories', { data: { name: 'Shop rent', category_id: rent.id } });
  await provider.create('expenses-sub-categories', { data: { name: 'Diesel', category_id: other.id } });
  const subs = await referencing(provider, 'expenses-sub-categories', 'category_id', rent.id);
  expect(subs.data.map((s) => s.name)).toEqual(['Shop rent']);
});
