import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DEFAULT_TIME_ZONE, Money, calendarDateIn, parseMoney, plansRefusal } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import { PAYMENT_CONFIG, type PaymentConfig } from '../payment-config';
import { PAYHERE_SUCCESS, notificationSigned, type PayHereNotification } from '../payhere';
import { paymentByReference, settlePayment } from '../plan-payments';

/** PayHere's server-to-server notification of a checkout's outcome, as posted (form fields). */
export class ConfirmPayHereNotification extends Command<{ message: string }> {
  readonly fields: Record<string, unknown>;

  constructor(
    posted: unknown,
    /** Who posted it, for the log of refused ones. */
    readonly from: string,
  ) {
    super();
    // Anything but form fields is treated as a notification with none, and refused as such.
    this.fields = typeof posted === 'object' && posted !== null && !Array.isArray(posted) ? (posted as Record<string, unknown>) : {};
  }
}

const FIELDS = ['merchant_id', 'order_id', 'payhere_amount', 'payhere_currency', 'status_code', 'md5sig'] as const;
/** PayHere's cancelled and failed codes: the order will not be paid. */
const UNPAID = new Set(['-1', '-2']);

/**
 * Verifies the notification's signature, then settles the order it names: a success puts the
 * plan in force once (a repeated notification finds the payment settled and changes nothing).
 * Anything unsigned, forged, or not matching the order is refused with 400 and logged.
 */
@CommandHandler(ConfirmPayHereNotification)
export class ConfirmPayHereNotificationHandler implements ICommandHandler<ConfirmPayHereNotification> {
  private readonly logger = new Logger('PayHere');

  constructor(
    private readonly db: Database,
    @Inject(PAYMENT_CONFIG) private readonly config: PaymentConfig,
  ) {}

  async execute({ fields, from }: ConfirmPayHereNotification): Promise<{ message: string }> {
    const refuse = (why: string) => {
      this.logger.warn(`Refused a notification from ${from} for order ${String(fields.order_id)}: ${why}`);
      return plansRefusal('notification-refused');
    };
    const merchant = this.config.payhere;
    if (!merchant) throw refuse('PayHere is not configured');
    if (!FIELDS.every((f) => typeof fields[f] === 'string')) throw refuse('fields missing');
    const n = fields as unknown as PayHereNotification;
    if (n.merchant_id !== merchant.merchantId || !notificationSigned(n, merchant.merchantSecret)) throw refuse('bad signature');

    const payment = await this.db.transaction({ kind: 'auth' }, (tx) => paymentByReference(tx, n.order_id));
    if (!payment) throw refuse('unknown order');
    return this.db.transaction({ kind: 'tenant', tenantId: payment.tenant_id, userId: null }, async (tx) => {
      const [order] = await tx.query<{ amount: string; provider: string }>(
        `SELECT amount::text AS amount, provider FROM plan_payments WHERE tenant_id = $1 AND id = $2`,
        [payment.tenant_id, payment.id],
      );
      const paid = parseMoney(n.payhere_amount);
      if (order.provider !== 'payhere' || n.payhere_currency !== 'LKR' || !paid.ok || !Money.of(order.amount).equals(paid.value)) {
        throw refuse(`amount ${n.payhere_amount} ${n.payhere_currency} does not match the order`);
      }
      if (n.status_code === PAYHERE_SUCCESS) {
        const settled = await settlePayment(tx, payment.tenant_id, payment.id, calendarDateIn(DEFAULT_TIME_ZONE), optionalText(fields.payment_id));
        if (settled) this.logger.log(`Order ${n.order_id} paid; its plan is in force.`);
      } else if (UNPAID.has(n.status_code)) {
        await tx.execute(`UPDATE plan_payments SET status = 'failed' WHERE tenant_id = $1 AND id = $2 AND status = 'pending'`, [
          payment.tenant_id,
          payment.id,
        ]);
      }
      return { message: 'OK' };
    });
  }
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value.slice(0, 100) : undefined;
}
