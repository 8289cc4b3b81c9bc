import { Alert, Box, Card, CardContent, Divider, Skeleton, Stack } from '@mui/material';
import { Form, SaveButton, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_DOCUMENTS, type Resource } from '@ginuma/domain';
import { fieldErrorsOf } from '../providers/apiErrors';
import { useAppDataProvider } from '../providers/dataProvider';
import { userCanAccess } from '../providers/canAccess';
import { useWorkspace } from '../workspace/useWorkspace';
import { RecordInput } from '../records/RecordInput';
import { useRecordNotify } from '../records/useRecordNotify';
import type { RecordScreen } from '../records/recordScreens';
import { BusinessEmailVerification } from './BusinessEmailVerification';

type Values = Record<string, unknown>;

interface SettingsDocumentFormProps {
  document: 'configurations' | 'email-settings';
  /** The section's own resource (Monthly Report dates is part of the configuration document). */
  section: Resource;
  only?: readonly string[];
  except?: readonly string[];
  /** POSTs the shown fields there instead of PUTting the whole document. */
  savePath?: string;
}

/**
 * A settings document (business configuration, email settings) on the same inputs as the
 * records. PUT replaces the whole document, so a section showing some fields sends the rest
 * as loaded, unless it has a path of its own for them.
 */
export function SettingsDocumentForm({ document, section, only, except, savePath }: SettingsDocumentFormProps) {
  const translate = useTranslate();
  const { user } = useWorkspace();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const spec = SETTINGS_DOCUMENTS.find((d) => d.name === document);
  if (!spec) throw new Error(`No settings document ${document}`);
  const fields = spec.fields.filter((f) => (!only || only.includes(f.name)) && !except?.includes(f.name));
  const allowed = userCanAccess(user, 'edit', spec.permission) && userCanAccess(user, 'edit', section);
  // Messages name the section ("Email Settings saved successfully").
  const screen: RecordScreen = {
    name: section,
    permission: spec.permission,
    fields: [],
    openingBalances: [],
    ledgerFigures: [],
    listFields: [],
    defaultSort: { field: 'id', order: 'ASC' },
    statusFilter: 'status',
    hasStatus: false,
    canExport: false,
    canPurge: false,
    restorePath: () => '',
    purgePath: () => '',
  };
  const notify = useRecordNotify(screen);
  const key = ['settings-document', document];
  const { data, isPending, error } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.getSettingsDocument(document),
  });

  const update = useMutation({
    mutationFn: (body: Values) => dataProvider.saveSettingsDocument(document, body, savePath),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      // Panels below the form keep what depends on the document under longer keys.
      void queryClient.invalidateQueries({ queryKey: key, predicate: (query) => query.queryKey.length > key.length });
    },
  });

  // react-admin's <Form> shows what this returns under the fields.
  const save = async (values: Values) => {
    const body = Object.fromEntries((savePath ? fields : spec.fields).map((f) => [f.name, values[f.name] ?? null]));
    try {
      await update.mutateAsync(body);
      notify.success('update');
      return undefined;
    } catch (failure) {
      notify.failure('update', failure);
      return fieldErrorsOf(failure);
    }
  };

  if (error) return <Alert severity="error">{error.message}</Alert>;
  return (
    <Card sx={{ maxWidth: 960 }} data-testid={`settings-document-${document}`}>
      {isPending ? (
        <CardContent>
          <Stack spacing={1.5}>
            {fields.map((f) => (
              <Skeleton key={f.name} variant="rounded" height={38} />
            ))}
          </Stack>
        </CardContent>
      ) : (
        <Form record={data} onSubmit={save} noValidate>
          <CardContent>
            {!allowed && (
              <Alert severity="info" sx={{ mb: 2 }} data-testid="no-permission">
                {translate('app.records.no_permission')}
              </Alert>
            )}
            {fields.some((f) => f.name === 'business_email') && <BusinessEmailVerification savedEmail={data?.business_email} canSend={allowed} />}
            <Box sx={{ display: 'grid', columnGap: 2, rowGap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
              {fields.map((field, index) => (
                <Box key={field.name} sx={field.rule.type === 'text' && (field.rule.max ?? 0) > 255 ? { gridColumn: '1 / -1' } : undefined}>
                  <RecordInput resource={document} field={field} isNew={false} disabled={!allowed} autoFocus={index === 0 && allowed} />
                </Box>
              ))}
            </Box>
          </CardContent>
          {allowed && (
            <>
              <Divider />
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1.5 }}>
                <SaveButton alwaysEnable label="app.records.form.save" />
              </Box>
            </>
          )}
        </Form>
      )}
    </Card>
  );
}
