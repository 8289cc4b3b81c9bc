import { useState } from 'react';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import PriceChangeOutlinedIcon from '@mui/icons-material/PriceChangeOutlined';
import SwapVertOutlinedIcon from '@mui/icons-material/SwapVertOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { RecordRowActions, type RecordRowActionsProps } from '../records/RecordRowActions';
import { useWorkspace } from '../workspace/useWorkspace';
import { StockUpdateDialog, useCanUpdateStock } from '../stock/StockUpdateDialog';

const isStockable = (record: RaRecord | undefined) => record?.type === 'Stockable';

/** The product form's way to its cost history and, for stockable products, to a stock update. */
export function ProductFormLinks({ id, record }: { id: string; record: RaRecord | undefined }) {
  const translate = useTranslate();
  const { base } = useWorkspace();
  const canUpdate = useCanUpdateStock() && isStockable(record);
  const [updating, setUpdating] = useState(false);
  return (
    <Box data-print="hide" sx={{ display: 'flex', gap: 1, mr: 'auto', flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={`${base}/products/costing/${id}`} startIcon={<PriceChangeOutlinedIcon />}>
        {translate('stock.costing.open')}
      </Button>
      {canUpdate && (
        <Button onClick={() => setUpdating(true)} startIcon={<SwapVertOutlinedIcon />}>
          {translate('stock.inventory.update_stock')}
        </Button>
      )}
      {updating && <StockUpdateDialog productId={id} onClose={() => setUpdating(false)} />}
    </Box>
  );
}

/** A product row: the record actions, then costing and (stockable, live rows) stock update. */
export function ProductRowActions(props: RecordRowActionsProps) {
  const translate = useTranslate();
  const { base } = useWorkspace();
  const record = useRecordContext();
  const canUpdate = useCanUpdateStock() && isStockable(record) && !props.deleted;
  const [updating, setUpdating] = useState(false);
  if (!record) return null;
  const id = String(record.id);
  return (
    <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
      {!props.deleted && (
        <Tooltip title={translate('stock.costing.open')}>
          <IconButton size="small" aria-label={translate('stock.costing.open')} component={RouterLink} to={`${base}/products/costing/${id}`} onClick={(event) => event.stopPropagation()}>
            <PriceChangeOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {canUpdate && (
        <Tooltip title={translate('stock.inventory.update_stock')}>
          <IconButton
            size="small"
            aria-label={translate('stock.inventory.update_stock')}
            onClick={(event) => {
              event.stopPropagation();
              setUpdating(true);
            }}
          >
            <SwapVertOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <RecordRowActions {...props} />
      {updating && (
        // The dialog is portalled, but React events still bubble to the row: keep its clicks from opening the record.
        <Box component="span" onClick={(event) => event.stopPropagation()}>
          <StockUpdateDialog productId={id} onClose={() => setUpdating(false)} />
        </Box>
      )}
    </Box>
  );
}
