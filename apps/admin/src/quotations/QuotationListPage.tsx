import { Box, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { RecordList, type RecordListExtension } from '../records/RecordList';
import { quotationColumns } from './QuotationColumns';
import { QuotationRowActions } from './QuotationRowActions';
import { QUOTATION_SCREEN, quotationLinks } from './quotationScreen';

const EXTENSION: RecordListExtension = { columns: quotationColumns, RowActions: QuotationRowActions };

/** `quotations`: the invoice list's mechanism with the quotation's columns, statuses and actions. */
export function QuotationListPage() {
  const translate = useTranslate();
  const { base } = useWorkspace();
  return (
    <>
      <PageHeader title={translate('resources.quotations.name', { smart_count: 2 })} />
      <RecordList screen={QUOTATION_SCREEN} deleted={false} links={quotationLinks(base)} extension={EXTENSION} />
    </>
  );
}

/** `quotations/deleted-list`: restore and, for ones not converted, permanent delete. */
export function QuotationDeletedListPage() {
  const translate = useTranslate();
  const { base } = useWorkspace();
  const links = quotationLinks(base);
  const plural = translate('resources.quotations.name', { smart_count: 2 });
  return (
    <>
      <PageHeader
        title={translate('app.records.deleted_title', { name: plural })}
        actions={
          <Box data-print="hide">
            <Button component={RouterLink} to={links.list} startIcon={<ArrowBackIcon />}>
              {translate('app.records.back_to_list')}
            </Button>
          </Box>
        }
      />
      <RecordList screen={QUOTATION_SCREEN} deleted links={links} extension={EXTENSION} />
    </>
  );
}
