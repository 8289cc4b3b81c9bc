import type { ReactElement } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import { fillIn, REFUSAL_TEXTS } from '@ginuma/domain';
import { refusalText } from '../providers/refusals';
import { RecordRowActions, type RecordRowActionsProps } from '../records/RecordRowActions';
import { useWorkspace } from '../workspace/useWorkspace';

const CLEARED = 'bank-statements.document-cleared';

/**
 * Why a document a finished bank reconciliation cleared offers no delete, reverse or edit: the
 * server's own refusal (`cleared` is the reconciliation's statement date the lists and views
 * carry), said in the page's language, so the screen tells before a click what the server would answer after it.
 */
export function useClearedReason(): (cleared: unknown) => string | null {
  const { locale } = useWorkspace();
  return (cleared) => {
    if (typeof cleared !== 'string') return null;
    return refusalText(CLEARED, { date: cleared }, locale)?.message ?? fillIn(REFUSAL_TEXTS[CLEARED].message, { date: cleared });
  };
}

/** An action a cleared document does not offer: shown disabled, its tooltip saying why. */
export function ClearedAction({ reason, children }: { reason: string; children: ReactElement }) {
  return (
    <Tooltip title={reason}>
      <span data-testid="cleared-action">{children}</span>
    </Tooltip>
  );
}

/** A list row's shared actions; on a cleared document Delete is disabled, with the reason. */
export function ClearedRowActions(props: RecordRowActionsProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const reason = useClearedReason()(record?.cleared);
  if (!reason || props.deleted) return <RecordRowActions {...props} />;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5 }}>
      <RecordRowActions {...props} can={{ ...props.can, delete: false }} />
      {props.can.delete && (
        <ClearedAction reason={reason}>
          <IconButton size="small" aria-label={translate('app.records.delete')} disabled>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </ClearedAction>
      )}
    </Box>
  );
}
