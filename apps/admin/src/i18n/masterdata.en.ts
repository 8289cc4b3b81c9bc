/** Support page, account reset and barcode labels (`masterdata.*`). */
export const masterdataEn = {
  support: {
    heading: 'Talk to us',
    body: 'Questions about Ginuma, your plan or your data? Write to us and we answer within one working day.',
    subject: 'Subject',
    message: 'Message',
    send: 'Write the email',
    default_subject: 'Ginuma support: %{workspace}',
  },
  reset: {
    warning: 'All your data will be deleted here !!',
    explain:
      'Customers, suppliers, products, invoices, quotations, payments, vouchers, settings and the ledger of this workspace are deleted for good. Users and their passwords are kept.',
    step_send: '1. Send a reset token to %{email}',
    send_token: 'Send reset token',
    token_sent: 'Reset token sent. Check your email.',
    send_failed: 'Send reset token failed',
    step_confirm: '2. Enter the token from the email and reset',
    token: 'Reset token',
    reset: 'Reset account',
    confirm: "You won't be able to revert this! Every record of %{workspace} will be deleted.",
    confirm_yes: 'Yes, reset it!',
    done: 'Account reset successfully.',
    failed: 'Reset failed!! Send reset token and try again',
    admin_only: 'Only an Admin can reset the account.',
  },
  barcode: {
    print: 'Print barcodes',
    printing: 'Printing…',
    need_selection: 'Print and export need a product selected first',
    no_permission: 'You do not have permission to print barcodes.',
    failed: 'Barcode print failed',
  },
};
