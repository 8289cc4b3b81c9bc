import { useState, type ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { RecordForm } from './RecordForm';
import { recordScreen } from './recordScreens';
import { nameField, needsForm, useSaveNamed } from './useCreateByName';

/** What a picker asks to create: a record of `resource`, its name already typed. */
export interface CreateRequest {
  resource: string;
  name: string;
  /** Values the record must have to be picked where it is created. */
  fixed?: Record<string, unknown>;
}

function frame({ title, body, actions }: { title: string; body: ReactNode; actions: ReactNode }) {
  return (
    <>
      <DialogTitle id="create-record-title">{title}</DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      {actions && <DialogActions>{actions}</DialogActions>}
    </>
  );
}

/**
 * Creating a record from a document form's picker without leaving the form: a customer, unit,
 * or a sub-category under the line's category, that needs only its name is saved as typed; a product, supplier, category or tax opens its
 * own create form in a dialog, the typed name filled in. `created` gets the saved record (and its
 * resource) for the picker to select. Render `dialog` once in the form.
 */
export function useCreateInPlace(created: (record: RaRecord, resource: string) => void): { start: (request: CreateRequest) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<CreateRequest | null>(null);
  const saveNamed = useSaveNamed();

  const start = (next: CreateRequest) => {
    if (needsForm(next.resource, next.fixed)) {
      setRequest(next);
      return;
    }
    void saveNamed(next.resource, next.name, next.fixed).then(
      (record) => created(record, next.resource),
      // A refused name (taken, too long) is said in its form, where it can be changed.
      () => setRequest(next),
    );
  };

  const dialog = (
    <Dialog open={request !== null} onClose={() => setRequest(null)} fullWidth maxWidth="md" aria-labelledby="create-record-title">
      {request && (
        <RecordForm
          key={`${request.resource}/${request.name}`}
          screen={recordScreen(request.resource)}
          id="create"
          initialValues={{ [nameField(request.resource)]: request.name }}
          fixedValues={request.fixed}
          onSaved={(record) => created(record, request.resource)}
          onDone={() => setRequest(null)}
          frame={frame}
        />
      )}
    </Dialog>
  );
  return { start, dialog };
}
