import { useState } from 'react';
import { Box, Button } from '@mui/material';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import { Confirm, useTranslate } from 'react-admin';
import type { Locale } from '@ginuma/domain';
import { useRecordPermissions } from '../records/recordLinks';
import type { DocumentKind, SalesDocument } from './documentKind';
import { INVOICE_KIND } from './invoiceKind';
import { InvoiceShareActions } from './InvoiceShareActions';
import { useSalesDocumentActions } from './useSalesDocumentActions';

/** A saved document's header buttons: print, email and link when it may be shared; convert and reverse, each asked first. */
export function DocumentHeaderActions({ kind, invoice, locale, canEdit }: { kind: DocumentKind; invoice: SalesDocument; locale: Locale; canEdit: boolean }) {
  const translate = useTranslate();
  const actions = useSalesDocumentActions(kind);
  const canConvert = useRecordPermissions(INVOICE_KIND.screen).create;
  const [reversing, setReversing] = useState(false);
  const [converting, setConverting] = useState(false);
  const shared = kind.sharedStages.includes(invoice.stage);
  const reversible = invoice.stage === kind.reversibleStage;
  if (!shared && !reversible) return null;

  const run = (action: 'reverse' | 'convert', close: () => void) => {
    void actions[action](invoice.id).finally(close);
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {shared && <InvoiceShareActions kind={kind} id={invoice.id} locale={locale} />}
      {reversible && kind.convertible && canConvert && (
        <Button variant="contained" startIcon={<ReceiptLongOutlinedIcon />} onClick={() => setConverting(true)}>
          {translate('app.quotations.convert')}
        </Button>
      )}
      {reversible && canEdit && (
        <Button variant="outlined" color="error" startIcon={<UndoOutlinedIcon />} onClick={() => setReversing(true)}>
          {translate('app.invoices.reverse')}
        </Button>
      )}
      <Confirm
        isOpen={reversing}
        title={translate('app.records.confirm.title')}
        content={translate('app.records.confirm.delete_body')}
        confirm={translate('app.invoices.reverse_yes')}
        cancel={translate('app.records.confirm.cancel')}
        confirmColor="warning"
        onConfirm={() => run('reverse', () => setReversing(false))}
        onClose={() => setReversing(false)}
      />
      <Confirm
        isOpen={converting}
        title={translate('app.records.confirm.title')}
        content={translate('app.quotations.convert_body')}
        confirm={translate('app.quotations.convert_yes')}
        cancel={translate('app.records.confirm.cancel')}
        onConfirm={() => run('convert', () => setConverting(false))}
        onClose={() => setConverting(false)}
      />
    </Box>
  );
}
