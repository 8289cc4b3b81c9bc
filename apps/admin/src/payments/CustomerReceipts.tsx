import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../providers/dataProvider';
import { formatDate } from '../i18n/format';
import { formatFigure } from '../records/recordFormat';
import { useWorkspace } from '../workspace/useWorkspace';
import { CustomerDocumentTable } from '../forms/CustomerDocumentTable';
import { PaymentStatusChip } from './PaymentColumns';
import { receiptLinks } from './paymentScreens';
import type { ReceiptView as Receipt } from '@ginuma/domain';

/** The customer page's receipts (`GET /api/customers/get/payment/:id`), each linking to its editor. */
export function CustomerReceipts({ customerId }: { customerId: string }) {
  const translate = useTranslate();
  const { base, locale } = useWorkspace();
  const dataProvider = useAppDataProvider();
  const label = (field: string) => translate(`resources.payments.fields.${field}`);
  return (
    <CustomerDocumentTable<Receipt>
      testId="customer-payments"
      queryKey={['payments', 'customer', customerId]}
      load={() => dataProvider.getCustomerReceipts(customerId)}
      editPath={receiptLinks(base).edit}
      columns={[
        { label: label('code'), render: (row) => row.code },
        { label: label('date'), nowrap: true, render: (row) => formatDate(locale, row.date) },
        { label: label('pay_type'), render: (row) => translate(`app.payments.pay_types.${row.pay_type}`, { _: row.pay_type }) },
        { label: label('paid_amount'), align: 'right', render: (row) => formatFigure(locale, 'money', row.paid_amount) },
        { label: label('status'), render: (row) => <PaymentStatusChip status={row.status} /> },
      ]}
    />
  );
}
