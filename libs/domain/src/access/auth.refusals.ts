import { refusals } from '../shared/domain-error';

/** Signing in and registering: credentials, passwords and the privacy policy. */
export const authRefusal = refusals('auth', {
  credentials: { status: 422, message: 'These credentials do not match our records.' },
  'privacy-policy': { status: 422, message: 'You must accept the privacy policy.' },
  'password-too-short': { status: 422, message: 'The password must be at least %{min} characters.' },
  'password-confirmation': { status: 422, message: 'The password confirmation does not match.' },
  'two-step-code-invalid': { status: 422, message: 'That code is not valid. Enter the current code from your authenticator app.' },
  'recovery-code-invalid': { status: 422, message: 'That recovery code is not valid or has been used.' },
  'two-step-expired': { status: 422, message: 'This sign-in has expired. Please sign in again.' },
  'two-step-already-on': { status: 409, message: 'Two-step sign-in is already on. Turn it off first to set it up again.' },
  'two-step-not-set-up': { status: 409, message: 'Start setting up two-step sign-in first.' },
  'two-step-off': { status: 409, message: 'Two-step sign-in is not on.' },
  'two-step-required-by-workspace': { status: 409, message: 'Your workspace requires two-step sign-in, so it cannot be turned off.' },
  'two-step-enrol-first': { status: 409, message: 'Turn on two-step sign-in for yourself before requiring it of everyone.' },
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
