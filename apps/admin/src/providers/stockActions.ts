import type { StockAdjustmentReason, StockLevelView, StockMovementSummaryView, StockTransactionType } from '@ginuma/domain';
import { httpClient, postJson } from './httpClient';

/** A product as `GET /api/products/{id}` answers (the fields the stock screens read). */
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

export interface StockUpdate {
  quantity: string;
  transaction_type: StockTransactionType;
  date: string;
  po_number?: string;
  remark?: string;
  /** Absent: a count. */
  reason?: StockAdjustmentReason;
  /** An in's value per unit; absent: the moving-average cost on hand. */
  unit_cost?: string;
}

export interface Choice {
  id: string;
  name: string;
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

/** The filter object of a list call, without the empty keys. */
export function cleanFilter<T extends object>(filter: T): Partial<T> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '' && value !== null && value !== false)) as Partial<T>;
}

async function getJson<T>(url: string): Promise<T> {
  return (await httpClient(url)).json as T;
}

const product = (id: string) => encodeURIComponent(id);

/** Stock's calls beyond the `stocks` and `stock-logs` lists, as dataProvider methods. */
export const stockActions = {
  getStockMovementSummary(filter: object): Promise<StockMovementSummaryView> {
    return getJson<StockMovementSummaryView>(`/api/stock-logs/summary?filter=${encodeURIComponent(JSON.stringify(cleanFilter(filter)))}`);
  },
  /** One product's row of the stock levels (its average cost on hand), if it keeps stock. */
  async getStockLevel(productId: string): Promise<StockLevelView | undefined> {
    const params = new URLSearchParams({ filter: JSON.stringify({ product_id: productId }), range: JSON.stringify([0, 0]) });
    return (await getJson<StockLevelView[]>(`/api/stocks?${params.toString()}`))[0];
  },
  getStockTransactionTypes(): Promise<Choice[]> {
    return getJson<Choice[]>('/api/products/-/transactionTypes');
  },
  async updateStock(productId: string, body: StockUpdate): Promise<void> {
    await postJson(`/api/products/stock/${product(productId)}`, body);
  },
  getProductCosts(productId: string): Promise<CostEntry[]> {
    return getJson<CostEntry[]>(`/api/products/get/cost/${product(productId)}`);
  },
  async saveProductCost(productId: string, costId: string | null, values: CostValues): Promise<void> {
    const body = { effective_on: values.effective_on, unit_cost: values.unit_cost, note: values.note || null };
    if (costId) await postJson(`/api/products/update/cost/${encodeURIComponent(costId)}`, body);
    else await postJson(`/api/products/add/cost/${product(productId)}`, body);
  },
  async deleteProductCost(costId: string): Promise<void> {
    await httpClient(`/api/products/delete/cost/${encodeURIComponent(costId)}`, { method: 'DELETE' });
  },
};
