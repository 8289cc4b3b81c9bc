import { Drawer } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { EventDetail } from '../ledger/EventDetail';
import { userCanAccess } from '../providers/canAccess';
import { useWorkspace } from '../workspace/useWorkspace';

/** Whether this user may read ledger events (Admin and Audit): the drill-down is offered only then. */
export function useCanReadEvents(): boolean {
  const { user } = useWorkspace();
  return userCanAccess(user, 'show', 'ledger');
}

/** One ledger event over the report that pointed at it; "this stream" continues in the audit trail. */
export function EventDrawer({ position, onClose }: { position: number | undefined; onClose: () => void }) {
  const { base } = useWorkspace();
  const navigate = useNavigate();
  return (
    <Drawer anchor="right" open={position !== undefined} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 620 } } } }}>
      {position !== undefined && (
        <EventDetail
          position={position}
          onClose={onClose}
          onFilterStream={(stream) => navigate(`${base}/audit-trail?filter=${encodeURIComponent(JSON.stringify({ stream }))}`)}
        />
      )}
    </Drawer>
  );
}

/** The ledger position an API row names its event by (a number, or its digits as text). */
export function positionOf(value: number | string | undefined | null): number | undefined {
  const position = Number(value);
  return Number.isInteger(position) && position > 0 ? position : undefined;
}
