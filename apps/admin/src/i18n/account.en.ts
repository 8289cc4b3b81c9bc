/** Password reset and email verification. */
export const accountEn = {
  reset_subtitle: 'Choose the new password you want to use. Every other device signed in to your account is signed out.',
  verify: {
    working: 'Checking your link…',
    done_title: 'Email address verified',
    done_body: 'Thank you: your email address is confirmed.',
    config_done_title: 'Business email verified',
    config_done_body: 'The business email is confirmed; mail can now go out from it.',
    failed_title: 'This link does not work',
    failed_body: 'The link is invalid, has expired or has already been used. Ask for a new one.',
    overdue: 'Your email address is not verified yet, so your workspace is locked. Open the link we sent to %{email}, or ask for a new one.',
    resend: 'Send a new link',
    resent: 'A new verification link has been sent to your email address.',
    already: 'Your email address is already verified.',
  },
  banner: {
    text: 'Please verify your email address, %{email}, by %{date}: open the link we sent you. After that date the workspace is locked until you do.',
    resend: 'Resend link',
  },
  business_email: {
    verified: 'The business email %{email} is verified.',
    unverified: 'The business email %{email} is not verified yet: mail is not sent from it until it is.',
    send: 'Send verification link',
    sent: 'A verification link has been sent to the business email.',
  },
};
