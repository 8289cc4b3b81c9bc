import { Box } from '@mui/material';
import RestoreFromTrashOutlinedIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../providers/dataProvider';
import { ConfirmButton } from './ConfirmButton';
import { DeleteRowButton, OpenRowButton, useRowAction } from './RowActionParts';
import type { RecordLinks, RecordPermissions } from './recordLinks';
import type { RecordScreen } from './recordScreens';

export interface RecordRowActionsProps {
  screen: RecordScreen;
  deleted: boolean;
  links: RecordLinks;
  can: RecordPermissions;
}

/** Edit and delete on a live row; restore and permanent delete on a deleted one. */
export function RecordRowActions({ screen, deleted, links, can }: RecordRowActionsProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const run = useRowAction(screen);
  const dataProvider = useAppDataProvider();
  if (!record) return null;
  const id = String(record.id);

  if (deleted) {
    return (
      <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
        {can.restore && !screen.booked && (
          <ConfirmButton
            label={translate('app.records.restore')}
            icon={<RestoreFromTrashOutlinedIcon fontSize="small" />}
            confirmLabel={translate('app.records.confirm.restore')}
            content={translate('app.records.confirm.restore_body')}
            onConfirm={() => run('restore', () => dataProvider.restoreRecord(screen.restorePath(id)))}
          />
        )}
        {can.purge && screen.canPurge && (
          <ConfirmButton
            label={translate('app.records.purge')}
            icon={<DeleteForeverOutlinedIcon fontSize="small" />}
            color="error"
            confirmLabel={translate('app.records.confirm.delete')}
            content={translate('app.records.confirm.delete_body')}
            onConfirm={() => run('purge', () => dataProvider.purgeRecord(screen.purgePath(id)))}
          />
        )}
      </Box>
    );
  }

  return (
    <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
      {can.show && <OpenRowButton to={links.edit(id)} editable={can.edit && !screen.booked} />}
      {can.delete && <DeleteRowButton screen={screen} run={run} />}
    </Box>
  );
}
