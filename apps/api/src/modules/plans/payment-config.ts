/** How this deployment takes payment for plans (README: PAYHERE_*, BANK_TRANSFER_DETAILS). */
export interface PaymentConfig {
  /** Unset when no PayHere merchant is configured: paid plans are then by bank transfer only. */
  payhere: { merchantId: string; merchantSecret: string; sandbox: boolean } | null;
  /** The account a transfer goes to, as shown to the admin; unset: no bank transfer offered. */
  bankTransferDetails: string | null;
}

export const PAYMENT_CONFIG = Symbol('PAYMENT_CONFIG');

export function paymentConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentConfig {
  const merchantId = env.PAYHERE_MERCHANT_ID?.trim();
  const merchantSecret = env.PAYHERE_MERCHANT_SECRET?.trim();
  return {
    payhere: merchantId && merchantSecret ? { merchantId, merchantSecret, sandbox: env.PAYHERE_SANDBOX !== 'false' } : null,
    bankTransferDetails: env.BANK_TRANSFER_DETAILS?.trim() || null,
  };
}
