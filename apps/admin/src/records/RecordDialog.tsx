import type { ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RecordForm } from './RecordForm';
import type { RecordLinks } from './recordLinks';
import type { RecordScreen } from './recordScreens';

function dialogFrame({ title, body, actions }: { title: string; body: ReactNode; actions: ReactNode }) {
  return (
    <>
      <DialogTitle id="record-dialog-title">{title}</DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      {actions && <DialogActions>{actions}</DialogActions>}
    </>
  );
}

/** The create/edit form over a list, open while the URL says `?edit=<id>` (or `create`). */
export function RecordDialog({ screen, links }: { screen: RecordScreen; links: RecordLinks }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const editing = params.get('edit');
  const close = () => navigate(links.list);
  return (
    <Dialog open={editing !== null} onClose={close} fullWidth maxWidth="md" aria-labelledby="record-dialog-title">
      {editing !== null && <RecordForm key={editing} screen={screen} id={editing} onDone={close} frame={dialogFrame} />}
    </Dialog>
  );
}
