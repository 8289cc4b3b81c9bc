import { useState, type ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useCreate, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { RecordForm } from './RecordForm';
import { recordScreen } from './recordScreens';

/** What a picker asks to create: a record of `resource`, its name already typed. */
export interface CreateRequest {
  resource: string;
  name: string;
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

/** The field a record is named by in its form (a bank account's is its identification name). */
function nameField(resource: string): string {
  const screen = recordScreen(resource);
  return screen.fields.some((f) => f.name === 'name') ? 'name' : screen.fields[0].name;
}

/** A record that needs nothing but its name is made at once; any other opens its form. */
function needsForm(resource: string): boolean {
  const name = nameField(resource);
  return recordScreen(resource).fields.some((f) => f.required && f.name !== name);
}

/**
 * Creating a record from a document form's picker without leaving the form: a customer, unit…
 * that needs only its name is saved as typed; a product, supplier, category or tax opens its
 * own create form in a dialog, the typed name filled in. `created` gets the saved record for the
 * picker to select. Render `dialog` once in the form.
 */
export function useCreateInPlace(created: (record: RaRecord) => void): { start: (request: CreateRequest) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<CreateRequest | null>(null);
  const [create] = useCreate();
  const queryClient = useQueryClient();

  const start = (next: CreateRequest) => {
    if (needsForm(next.resource)) {
      setRequest(next);
      return;
    }
    void create(next.resource, { data: { [nameField(next.resource)]: next.name } }, { returnPromise: true }).then(
      async (record: RaRecord) => {
        await queryClient.invalidateQueries({ queryKey: [next.resource] });
        created(record);
      },
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
          onSaved={created}
          onDone={() => setRequest(null)}
          frame={frame}
        />
      )}
    </Dialog>
  );
  return { start, dialog };
}
