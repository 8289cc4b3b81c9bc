import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * PayHere's checkout signatures (https://support.payhere.lk/api-&-mobile-sdk/checkout-api):
 * the merchant secret never travels; both sides hash it into the fields they agree on.
 */

function md5Upper(text: string): string {
  return createHash('md5').update(text).digest('hex').toUpperCase();
}

/** The `hash` field of the checkout form: amount with two decimals, as posted. */
export function checkoutHash(merchantId: string, orderId: string, amount: string, currency: string, secret: string): string {
  return md5Upper(merchantId + orderId + amount + currency + md5Upper(secret));
}

export interface PayHereNotification {
  merchant_id: string;
  order_id: string;
  payment_id?: string;
  payhere_amount: string;
  payhere_currency: string;
  status_code: string;
  md5sig: string;
}

/** PayHere's status codes: 2 success, 0 pending, -1 cancelled, -2 failed, -3 charged back. */
export const PAYHERE_SUCCESS = '2';

/** Whether `md5sig` is what PayHere computes for these fields with our secret. */
export function notificationSigned(n: PayHereNotification, secret: string): boolean {
  const expected = Buffer.from(md5Upper(n.merchant_id + n.order_id + n.payhere_amount + n.payhere_currency + n.status_code + md5Upper(secret)));
  const given = Buffer.from(n.md5sig.toUpperCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function checkoutUrl(sandbox: boolean): string {
  return sandbox ? 'https://sandbox.payhere.lk/pay/checkout' : 'https://www.payhere.lk/pay/checkout';
}
