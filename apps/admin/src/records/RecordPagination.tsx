import { Box, Button, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useListContext, useTranslate } from 'react-admin';
import { useWorkspace } from '../workspace/useWorkspace';
import { LOCALE_TAGS } from '../i18n/locale';

/** "Showing x to y of z entries" with Previous and Next, as every list pages; `page` counts from 1. */
export function PagingBar({ page, perPage, total, setPage }: { page: number; perPage: number; total: number; setPage: (page: number) => void }) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const number = new Intl.NumberFormat(LOCALE_TAGS[locale]);
  const from = (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  return (
    <Box data-print="hide" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary" data-testid="paging-text">
        {translate('app.records.showing', { from: number.format(from), to: number.format(to), total: number.format(total) })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" variant="outlined" startIcon={<ChevronLeftIcon />} disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {translate('app.records.previous')}
        </Button>
        <Button size="small" variant="outlined" endIcon={<ChevronRightIcon />} disabled={to >= total} onClick={() => setPage(page + 1)}>
          {translate('app.records.next')}
        </Button>
      </Box>
    </Box>
  );
}

/** The paging of a react-admin list. */
export function RecordPagination() {
  const { page, perPage, total, setPage, isPending } = useListContext();
  if (isPending || !total) return null;
  return <PagingBar page={page} perPage={perPage} total={total} setPage={setPage} />;
}
