import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import QrCode2OutlinedIcon from '@mui/icons-material/QrCode2Outlined';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../providers/dataProvider';
import { useRecordPermissions } from './recordLinks';
import type { RecordScreen } from './recordScreens';

/**
 * Products › Print barcodes: a label sheet (PDF) of the products ticked in the list. Printing
 * labels is data entry, so it needs the right to edit products, which Audit has not.
 */
export function BarcodePrintButton({ screen }: { screen: RecordScreen }) {
  const translate = useTranslate();
  const notify = useNotify();
  const can = useRecordPermissions(screen);
  const { selectedIds } = useListContext();
  const dataProvider = useAppDataProvider();
  const [printing, setPrinting] = useState(false);
  const print = async () => {
    if (!can.edit) return notify('masterdata.barcode.no_permission', { type: 'warning' });
    if (selectedIds.length === 0) return notify('masterdata.barcode.need_selection', { type: 'warning' });
    setPrinting(true);
    try {
      await dataProvider.printBarcodes(selectedIds.map(String));
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'masterdata.barcode.failed', { type: 'error', title: translate('masterdata.barcode.failed') });
    } finally {
      setPrinting(false);
    }
  };
  return (
    <Button
      variant="text"
      startIcon={printing ? <CircularProgress size={16} /> : <QrCode2OutlinedIcon />}
      disabled={printing}
      onClick={() => void print()}
      data-testid="print-barcodes"
    >
      {translate(printing ? 'masterdata.barcode.printing' : 'masterdata.barcode.print')}
    </Button>
  );
}
