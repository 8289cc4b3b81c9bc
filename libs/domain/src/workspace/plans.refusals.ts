import { refusals } from '../shared/domain-error';

/** The plans area's refusals: choosing and paying for a plan, its user limit, and API keys. */
export const plansRefusal = refusals('plans', {
  'plan-not-found': { status: 404, message: 'Plan not found' },
  /** Said to PayHere's server, never to a person: the notification was unsigned, forged or unknown. */
  'notification-refused': { status: 400, message: 'The payment notification was refused.' },
  'no-api-key': { status: 404, message: 'No API key is in force.' },
  'choose-plan': { status: 422, message: 'Please choose a plan.' },
  months: { status: 422, message: 'The months must be a whole number from 1 to %{max}.' },
  'payment-method': { status: 422, message: 'The payment method must be PayHere or bank transfer.' },
  'payment-method-unavailable': { status: 422, message: 'This payment method is not available. Please choose another.' },
  'users-over-plan': {
    status: 422,
    message: 'The %{plan} plan allows up to %{limit} users; this workspace has %{users}. Remove users first or choose another plan.',
  },
  'user-limit-reached': {
    status: 409,
    message: 'The %{plan} plan allows up to %{limit} users. Choose a larger plan in Settings › Payment Plan to add more.',
    title: 'User limit reached',
  },
});
