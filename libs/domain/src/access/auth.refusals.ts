import { refusals } from '../shared/domain-error';

/** Signing in and registering: credentials, passwords and the privacy policy. */
export const authRefusal = refusals('auth', {
  credentials: { status: 422, message: 'These credentials do not match our records.' },
  'privacy-policy': { status: 422, message: 'You must accept the privacy policy.' },
  'password-too-short': { status: 422, message: 'The password must be at least %{min} characters.' },
  'password-confirmation': { status: 422, message: 'The password confirmation does not match.' },
});

/** The links the account mails carry: verifying an email address and resetting a password. */
export const accountMailRefusal = refusals('account-mail', {
  'verify-link-invalid': { status: 422, message: 'This verification link is invalid or has expired. Please ask for a new one.' },
  'reset-link-invalid': { status: 422, message: 'This password reset link is invalid or has expired. Please ask for a new one.' },
  'no-business-email': { status: 422, message: 'Save a business email in Business Configuration first.' },
});

/** Resetting a workspace's data with the token mailed to its admin. */
export const accountResetRefusal = refusals('account-reset', {
  'reset-failed': { status: 422, message: 'Reset failed!! Send reset token and try again' },
});

/** Signing in with Google. */
export const googleSignInRefusal = refusals('google-sign-in', {
  'not-enabled': { status: 404, message: 'Google sign-in is not enabled.' },
  unavailable: { status: 503, message: 'Google sign-in is unavailable right now. Please try again later.' },
  'sign-in-expired': { status: 422, message: 'This Google sign-in has expired or was started in another browser. Please try again.' },
  'not-confirmed': { status: 422, message: 'Google could not confirm this sign-in. Please try again.' },
  'unverified-email': { status: 422, message: 'Your Google account has no verified email address.' },
  'linked-to-another': { status: 409, message: 'This email address is linked to another Google account.' },
  'iss-not-string': { status: 422, message: 'The iss must be a string.' },
});
