import { Box } from '@mui/material';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import { ConfirmButton } from '../records/ConfirmButton';
import { DeleteRowButton, OpenRowButton, useRowAction } from '../records/RowActionParts';
import { RecordRowActions, type RecordRowActionsProps } from '../records/RecordRowActions';
import { billPaymentsBlockReverse, billStageOf } from './billStage';
import { useBillActions } from './useBillActions';
import { useBillPermissions } from './useBillPermissions';

/**
 * A live bill's row: open (to edit a pending one), confirm a pending one, reverse a confirmed
 * one nothing was paid on, delete, each asked first. A deleted bill gets the shared restore and purge.
 */
export function BillRowActions(props: RecordRowActionsProps) {
  const { screen, deleted, links } = props;
  const translate = useTranslate();
  const record = useRecordContext();
  const run = useRowAction(screen);
  const actions = useBillActions();
  const can = useBillPermissions();
  if (deleted) return <RecordRowActions {...props} />;
  if (!record) return null;
  const id = String(record.id);
  const stage = billStageOf({ status: record.status, stage: record.stage });
  return (
    <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
      {can.show && <OpenRowButton to={links.edit(id)} editable={stage === 'pending' && can.edit} />}
      {stage === 'pending' && can.confirm && (
        <ConfirmButton
          label={translate('app.bills.confirm')}
          icon={<TaskAltOutlinedIcon fontSize="small" />}
          confirmLabel={translate('app.bills.confirm_yes')}
          content={translate('app.bills.confirm_body')}
          onConfirm={() => actions.confirm(id).then(() => undefined)}
        />
      )}
      {stage === 'confirmed' && !billPaymentsBlockReverse({ paid: record.paid }) && can.confirm && (
        <ConfirmButton
          label={translate('app.bills.reverse')}
          icon={<UndoOutlinedIcon fontSize="small" />}
          color="error"
          confirmLabel={translate('app.bills.reverse_yes')}
          content={translate('app.bills.reverse_body')}
          onConfirm={() => actions.reverse(id).then(() => undefined)}
        />
      )}
      {/* A confirmed bill is in the books: it is reversed, not deleted. */}
      {can.delete && stage !== 'confirmed' && <DeleteRowButton screen={screen} run={run} />}
    </Box>
  );
}
