/**
 * A new demo workspace's first weeks of business — settings, customers, stock, invoices,
 * receipts, expenses — entered through the public API as a user would, so every figure on its
 * dashboard and reports comes from real ledger events under the same rules. Everything is
 * dated within the current month: opening balances are dated the day the workspace starts, and
 * nothing may reach back into a month before them. No money account and no product's stock is
 * ever below zero on any day, so nothing is spent or sold before it is there: the
 * shelves' opening stock counts from the first of the month, and the bank's opening balance
 * (dated the day it is entered, today) pays only today's rent.
 */
export async function seedDemoData(baseUrl: string, email: string, password: string, today: string): Promise<void> {
  const api = await ApiSession.signIn(baseUrl, email, password);
  const monthStart = `${today.slice(0, 8)}01`;
  const daysAgo = (days: number) => {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - days);
    const day = date.toISOString().slice(0, 10);
    return day < monthStart ? monthStart : day;
  };

  await api.put('/api/configurations', {
    business_name: 'Demo',
    business_email: 'hello@demo.example',
    phone_1: '0812 345 678',
    address: '12 Peradeniya Road, Kandy',
    time_zone: 'Asia/Colombo',
    base_currency: 'LKR',
  });
  const vat = await api.post('/api/taxes', { name: 'Value Added Tax', rate: '18', abbreviation: 'VAT' });
  const bank = await api.post('/api/bank-accounts', { identification_name: 'BOC Current', account_number: '0071234567', bank_name: 'Bank of Ceylon', branch_name: 'Kandy', balance: '250000.00' });
  const rent = await api.post('/api/expenses-categories', { name: 'Rent', type: 'Cost of Operations' });
  const freight = await api.post('/api/expenses-categories', { name: 'Freight in', type: 'Cost of Sales' });
  const packets = await api.post('/api/units', { name: 'Packets' });
  const beverages = await api.post('/api/product-category', { name: 'Beverages' });
  await api.post('/api/suppliers', { name: 'Kandy Packaging (Pvt) Ltd', type: 'Local Vendor', email: 'sales@kandypack.example', phone: '0812 234 567' });

  // Opening stock as of the first of the month (an opening stock update: opening stock equity,
  // as a product's open stock), so the month's sales find it on the shelf.
  const product = async (name: string, price: string, cost: string, open: string, level: string) => {
    const created = await api.post('/api/products', { name, type: 'Stockable', category_id: beverages.id, unit_id: packets.id, selling_price: price, unit_cost: cost, stock_level: level });
    await api.post(`/api/products/stock/${created.id}`, { quantity: open, transaction_type: 'in', reason: 'opening', unit_cost: cost, date: monthStart, remark: 'Opening stock' });
    return created;
  };
  const tea = await product('Ceylon Tea 100g', '450.00', '300.00', '120', '30');
  const oil = await product('Coconut Oil 1L', '980.00', '700.00', '40', '50');
  const delivery = await api.post('/api/products', { name: 'Delivery', type: 'Non-stockable', selling_price: '350.00' });

  const perera = await api.post('/api/customers', { name: 'Perera Stores', contact_person: 'Nimal Perera', email: 'nimal@perera.example', open_outstanding: '15000.00' });
  const silva = await api.post('/api/customers', { name: 'Silva Traders', contact_person: 'Kamala Silva', email: 'kamala@silva.example' });
  const lanka = await api.post('/api/customers', { name: 'Lanka Supermarket', email: 'accounts@lanka.example' });

  const invoice = async (customerId: string, date: string, lines: { product_id: string; quantity: string }[], confirm = true) => {
    const created = await api.post('/api/invoices', { customer_id: customerId, date, due_date: date, lines, tax_ids: [vat.id] });
    if (confirm) await api.post(`/api/invoices/confirm/${created.id}`, {});
    return created;
  };
  const first = await invoice(perera.id, daysAgo(20), [{ product_id: tea.id, quantity: '40' }, { product_id: delivery.id, quantity: '1' }]);
  await invoice(silva.id, daysAgo(14), [{ product_id: oil.id, quantity: '12' }]);
  const third = await invoice(lanka.id, daysAgo(6), [{ product_id: tea.id, quantity: '30' }, { product_id: oil.id, quantity: '10' }]);
  await invoice(silva.id, daysAgo(1), [{ product_id: tea.id, quantity: '5' }], false);

  await api.post(`/api/products/stock/${tea.id}`, { quantity: '60', transaction_type: 'in', po_number: 'PO-1042', date: daysAgo(12), remark: 'Monthly order' });
  const receipt = await api.post('/api/payments', {
    customer_id: perera.id,
    date: daysAgo(10),
    account_id: bank.id,
    pay_type: 'Bank',
    paid_amount: '10000.00',
    invoices: [{ invoice_id: first.id, amount: '10000.00' }],
  });
  await api.post(`/api/payments/confirm/${receipt.id}`, {});
  const partial = await api.post('/api/payments', { customer_id: lanka.id, date: daysAgo(2), pay_type: 'Cash', paid_amount: '5000.00', invoices: [{ invoice_id: third.id, amount: '5000.00' }] });
  await api.post(`/api/payments/confirm/${partial.id}`, {});

  await api.post('/api/expenses', { account: bank.id, amount: '12500.00', expense_category_id: rent.id, date: today, remark: 'Shop rent' });
  await api.post('/api/expenses', { account: bank.id, amount: '1250.00', expense_category_id: freight.id, date: daysAgo(9), remark: 'Lorry hire for PO-1042' });
  await api.post('/api/incomes', { account: 'cash', amount: '2500.00', date: daysAgo(4), remark: 'Sale of used cartons' });
}

/** A signed-in API client: keeps the session cookie and echoes the CSRF token, as the admin does. */
class ApiSession {
  private readonly cookies = new Map<string, string>();

  private constructor(private readonly baseUrl: string) {}

  static async signIn(baseUrl: string, email: string, password: string): Promise<ApiSession> {
    const session = new ApiSession(baseUrl);
    await session.send('GET', '/api/csrf-cookie');
    await session.post('/api/login', { email, password });
    return session;
  }

  post(path: string, body: object): Promise<{ id: string }> {
    return this.send('POST', path, body) as Promise<{ id: string }>;
  }

  async put(path: string, body: object): Promise<void> {
    await this.send('PUT', path, body);
  }

  private async send(method: string, path: string, body?: object): Promise<unknown> {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    const csrf = this.cookies.get('XSRF-TOKEN');
    if (csrf) headers['x-xsrf-token'] = decodeURIComponent(csrf);
    if (body) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`Demo data: ${method} ${path} answered ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  }
}
