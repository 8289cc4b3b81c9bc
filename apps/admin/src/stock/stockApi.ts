import { httpClient, postJson } from '../providers/httpClient';

export type StockTransactionType = 'in' | 'out';

/** One row of `GET /api/stocks`: a stockable product's position as of a date. */
export interface StockLevel {
  id: string;
  code: string;
  name: string;
  category_id: string | null;
  category_name: string | null;
  unit_name: string | null;
  stock_level: string | null;
  stock_quantity: string;
  stock_value: string;
  average_cost: string;
  below_level: boolean;
}

export type StockSource = 'opening' | 'stock_update' | 'invoice' | 'invoice_reversal';

/** One row of `GET /api/stock-logs`: one product's share of one ledger event. */
export interface StockMovement {
  id: string;
  event_id: string;
  stream: string;
  position: number | string;
  date: string;
  recorded_at: string;
  product_id: string;
  code: string;
  name: string;
  source: StockSource;
  reference: string | null;
  transaction_type: StockTransactionType;
  quantity: string;
  value: string;
  remark: string | null;
}

export interface StockMovementSummary {
  opening_quantity?: string;
  closing_quantity?: string;
  in_quantity: string;
  out_quantity: string;
  in_value: string;
  out_value: string;
}

export interface StockUpdate {
  quantity: string;
  transaction_type: StockTransactionType;
  date: string;
  po_number?: string;
  remark?: string;
}

export interface StockUpdated {
  id: string;
  product_id: string;
  transaction_type: StockTransactionType;
  quantity: string;
  value: string;
  stock_quantity: string;
}

/** A product as `GET /api/products/{id}` answers (the fields these screens read). */
export interface ProductRecord {
  id: string;
  code: string;
  name: string;
  type: string;
  unit_cost: string | null;
  stock_level: string | null;
  stock_quantity: string;
  deleted_at?: string | null;
}

export interface Choice {
  id: string;
  name: string;
}

async function getJson<T>(url: string): Promise<T> {
  const { json } = await httpClient(url);
  return json as T;
}

/** Query string of a report's filters, without the empty ones. */
export function searchOf(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  return params.toString();
}

export function fetchProduct(id: string): Promise<ProductRecord> {
  return getJson<ProductRecord>(`/api/products/${encodeURIComponent(id)}`);
}

/** One product's row of the stock levels (its average cost on hand), if it keeps stock. */
export async function fetchStockLevel(productId: string): Promise<StockLevel | undefined> {
  const params = new URLSearchParams({ filter: JSON.stringify({ product_id: productId }), range: JSON.stringify([0, 0]) });
  return (await getJson<StockLevel[]>(`/api/stocks?${params.toString()}`))[0];
}

export function fetchTransactionTypes(): Promise<Choice[]> {
  return getJson<Choice[]>('/api/products/transactionTypes');
}

export async function updateStock(productId: string, body: StockUpdate): Promise<StockUpdated> {
  const { json } = await postJson(`/api/products/stock/${encodeURIComponent(productId)}`, body);
  return json as StockUpdated;
}

export function fetchMovementSummary(filter: Record<string, string | undefined>): Promise<StockMovementSummary> {
  return getJson<StockMovementSummary>(`/api/stock-logs/summary?filter=${encodeURIComponent(JSON.stringify(cleanFilter(filter)))}`);
}

/** The filter object of a list call, without the empty keys. */
export function cleanFilter(filter: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '' && value !== null && value !== false));
}

/** One cost entry of a product's history (products/costing). */
export interface CostEntry {
  id: string;
  product_id: string;
  effective_on: string;
  unit_cost: string;
  note: string | null;
  created_at: string;
}

export interface CostValues {
  effective_on: string;
  unit_cost: string;
  note: string;
}

export function fetchCosts(productId: string): Promise<CostEntry[]> {
  return getJson<CostEntry[]>(`/api/products/get/cost/${encodeURIComponent(productId)}`);
}

export async function saveCost(productId: string, costId: string | null, values: CostValues): Promise<void> {
  const body = { effective_on: values.effective_on, unit_cost: values.unit_cost, note: values.note || null };
  if (costId) await postJson(`/api/products/update/cost/${encodeURIComponent(costId)}`, body);
  else await postJson(`/api/products/add/cost/${encodeURIComponent(productId)}`, body);
}

export async function deleteCost(costId: string): Promise<void> {
  await httpClient(`/api/products/delete/cost/${encodeURIComponent(costId)}`, { method: 'DELETE' });
}

/** Product sales for a period (`GET /api/products/report`). */
export interface ProductSale {
  product_id: string;
  code: string;
  name: string;
  quantity: string;
  revenue: string;
  cost: string;
  profit: string;
}

/** The invoice lines behind one product's sales figure. */
export interface ProductSaleLine {
  event_id: string;
  stream: string;
  invoice_id: string;
  invoice_code: string;
  date: string;
  kind: 'sale' | 'reversal';
  quantity: string;
  revenue: string;
  cost: string;
  profit: string;
  position?: number | string;
}

export function fetchProductSales(period: { from?: string; to?: string }): Promise<ProductSale[]> {
  return getJson<ProductSale[]>(`/api/products/report?${searchOf(period)}`);
}

export function fetchProductSaleLines(productId: string, period: { from?: string; to?: string }): Promise<ProductSaleLine[]> {
  return getJson<ProductSaleLine[]>(`/api/products/report/${encodeURIComponent(productId)}/lines?${searchOf(period)}`);
}
