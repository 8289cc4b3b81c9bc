import { INVALID_INVOICE_NUMBER, readReceipt } from '@ginuma/domain';
import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { NotFound, ValidationFailed, invalid } from '../../platform/http/app-errors';
import { businessDate } from '../../platform/records/record-ledger';
import { allocateCode } from '../invoices/document-sequence';
import { RECEIPT_LIST, findReceipt } from './payment-rows';
import { confirmReceipt } from './receipts.controller';
import { resolveReferences } from './payment-references';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

/** Receipts seen from a customer and from an invoice. */
@Controller('api')
export class CustomerCreditController {
  constructor(private readonly db: Database) {}

  @Can('show', 'customers')
  @Get('customers/get/payment/:id')
  async receipts(@CurrentPrincipal() me: Principal, @Param('id', id) customerId: string) {
    const [customer] = await this.db.tx.query(`SELECT 1 FROM customers WHERE tenant_id = $1 AND id = $2`, [me.tenantId, customerId]);
    if (!customer) throw new NotFound();
    return this.db.tx.query(
      `SELECT ${RECEIPT_LIST.select} FROM ${RECEIPT_LIST.from}
        WHERE t.tenant_id = $1 AND t.customer_id = $2 AND t.deleted_at IS NULL ORDER BY t.date DESC, t.code DESC LIMIT 500`,
      [me.tenantId, customerId],
    );
  }

  /**
   * Spends the customer's credit balance on one invoice: a Credit receipt made and confirmed
   * at once, so it is listed, printed and reversed like any other receipt.
   */
  @Can('confirm', 'payments')
  @Post('invoices/add/credit')
  @HttpCode(201)
  async addCredit(@CurrentPrincipal() me: Principal, @Body() body: { invoice_id?: unknown; amount?: unknown; date?: unknown }) {
    const invoiceRef = typeof body.invoice_id === 'string' ? body.invoice_id : '';
    const [invoice] = await this.db.tx.query<{ customer_id: string | null; date: string }>(
      `SELECT customer_id, date FROM invoices WHERE tenant_id = $1 AND (id::text = lower($2) OR code = $2) AND deleted_at IS NULL`,
      [me.tenantId, invoiceRef],
    );
    if (!invoice?.customer_id) throw invalid('invoice_id', INVALID_INVOICE_NUMBER);
    const request = {
      customer_id: invoice.customer_id,
      date: typeof body.date === 'string' ? body.date : await businessDate(this.db.tx, me),
      pay_type: 'Credit',
      paid_amount: body.amount,
      invoices: [{ invoice_id: invoiceRef, amount: body.amount }],
    };
    const read = readReceipt(request);
    if (!read.ok) throw new ValidationFailed(Object.fromEntries(Object.entries(read.errors).map(([k, v]) => [k.replace(/^invoices\.0\./, ''), v])));
    const { allocations } = await resolveReferences(this.db.tx, me.tenantId, read.value, 'due');
    const code = await allocateCode(this.db.tx, me.tenantId, 'receipt');
    const [row] = await this.db.tx.query<{ id: string }>(
      `INSERT INTO receipts (tenant_id, code, customer_id, date, pay_type, paid_amount, allocations, created_by)
       VALUES ($1, $2, $3, $4, 'Credit', $5, $6, $7) RETURNING id`,
      [me.tenantId, code, read.value.customerId, read.value.date, read.value.paidAmount.toFixed(), JSON.stringify(allocations), me.userId],
    );
    await confirmReceipt(this.db, me, await findReceipt(this.db.tx, me.tenantId, row.id));
    const receipt = await findReceipt(this.db.tx, me.tenantId, row.id);
    return { id: receipt.id, code: receipt.code, status: receipt.stage, paid_amount: receipt.paid_amount };
  }
}
