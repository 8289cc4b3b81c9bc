import { Inject, Injectable } from '@nestjs/common';
import type { Money, PaidProviderName, PaymentInstructions } from '@ginuma/domain';
import { PAYMENT_CONFIG, type PaymentConfig } from './payment-config';
import { checkoutHash, checkoutUrl } from './payhere';

export type { PaidProviderName, PaymentInstructions };
export const PAID_PROVIDERS: readonly PaidProviderName[] = ['payhere', 'bank_transfer'];

/** A paid plan order waiting for its money. */
export interface PlanOrder {
  reference: string;
  amount: Money;
  planName: string;
  months: number;
  payer: { name: string; email: string };
  /** The app's own origin, for the provider's return and notification addresses. */
  origin: string;
  /** The admin's workspace slug, for the page the payer comes back to. */
  slug: string;
}


/** One way to be paid for a plan; the confirmation comes later, by notification or by the operator. */
export interface PaymentProvider {
  readonly name: PaidProviderName;
  /** False when this deployment is not configured for it. */
  readonly available: boolean;
  instructions(order: PlanOrder): PaymentInstructions;
}

@Injectable()
export class PayHereCheckout implements PaymentProvider {
  readonly name = 'payhere' as const;

  constructor(@Inject(PAYMENT_CONFIG) private readonly config: PaymentConfig) {}

  get available(): boolean {
    return this.config.payhere !== null;
  }

  instructions(order: PlanOrder): PaymentInstructions {
    const merchant = this.config.payhere;
    if (!merchant) throw new Error('PayHere is not configured.');
    const amount = order.amount.toFixed();
    const [firstName, ...rest] = order.payer.name.trim().split(/\s+/);
    const back = `${order.origin}/${order.slug}/plans`;
    return {
      provider: 'payhere',
      action: checkoutUrl(merchant.sandbox),
      fields: {
        merchant_id: merchant.merchantId,
        return_url: `${back}?payment=${order.reference}`,
        cancel_url: back,
        notify_url: `${order.origin}/api/payment/payhere/notify`,
        order_id: order.reference,
        items: `${order.planName} plan, ${order.months} month(s)`,
        currency: 'LKR',
        amount,
        first_name: firstName ?? '',
        last_name: rest.join(' '),
        email: order.payer.email,
        phone: '',
        address: '',
        city: '',
        country: 'Sri Lanka',
        hash: checkoutHash(merchant.merchantId, order.reference, amount, 'LKR', merchant.merchantSecret),
      },
    };
  }
}

@Injectable()
export class BankTransfer implements PaymentProvider {
  readonly name = 'bank_transfer' as const;

  constructor(@Inject(PAYMENT_CONFIG) private readonly config: PaymentConfig) {}

  get available(): boolean {
    return this.config.bankTransferDetails !== null;
  }

  instructions(order: PlanOrder): PaymentInstructions {
    return {
      provider: 'bank_transfer',
      reference: order.reference,
      amount: order.amount.toFixed(),
      currency: 'LKR',
      bank_details: this.config.bankTransferDetails ?? '',
    };
  }
}

export const PAYMENT_PROVIDERS = Symbol('PAYMENT_PROVIDERS');
