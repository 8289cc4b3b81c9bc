import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { Form, SaveButton, useCreate, useGetOne, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fieldErrorsOf } from '../providers/apiErrors';
import { useAppDataProvider } from '../providers/dataProvider';
import { useWorkspace } from '../workspace/useWorkspace';
import { PageHeader } from '../workspace/PageHeader';
import { formatFigure } from './recordFormat';
import { RecordInput } from './RecordInput';
import { useRecordNotify } from './useRecordNotify';
import { useRecordPermissions } from './recordLinks';
import type { RecordScreen, ScreenField } from './recordScreens';
import { ProductFormLinks } from '../products/ProductStockLinks';

/** Where a saved record leads beyond its form (a product's costing and stock update). */
const FORM_LINKS: Partial<Record<string, ComponentType<{ id: string; record: RaRecord | undefined }>>> = {
  products: ProductFormLinks,
};

type Values = Record<string, unknown>;

export interface RecordFormProps {
  screen: RecordScreen;
  /** A record id, or 'create' for a new one. */
  id: string;
  onDone: () => void;
  /** Told of the saved record before `onDone` (a picker selects the record it had created). */
  onSaved?: (record: RaRecord) => void;
  /** A new record's first values beyond the defaults (the name typed into a picker). */
  initialValues?: Values;
  /** A new record's values its caller requires (a product bought on a bill keeps stock): filled in, shown, not changeable. */
  fixedValues?: Values;
  /** Renders the heading and buttons: a page or a dialog lays them out its own way. */
  frame: (parts: { title: string; body: ReactNode; actions: ReactNode }) => ReactNode;
}

function defaults(screen: RecordScreen): Values {
  const values: Values = {};
  for (const field of screen.fields) {
    if (field.rule.type === 'choice' && field.required) values[field.name] = field.rule.choices[0];
    if (field.rule.type === 'role') values[field.name] = 3;
    if (field.rule.type === 'text' && field.rule.format === 'colour') values[field.name] = '#1e6fd9';
  }
  return values;
}

/** Only the fields the resource declares; a user's empty password means "keep it". */
function payload(screen: RecordScreen, values: Values): Values {
  const data: Values = {};
  for (const field of [...screen.fields, ...screen.openingBalances]) {
    const value = values[field.name];
    if (field.rule.type === 'password' && (value === null || value === undefined || value === '')) continue;
    data[field.name] = value ?? null;
  }
  return data;
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 2.5 }}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      <Box sx={{ display: 'grid', columnGap: 2, rowGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, mt: 1.5 }}>
        {children}
      </Box>
    </Box>
  );
}

function wide(field: ScreenField): boolean {
  return field.rule.type === 'text' && (field.rule.max ?? 0) > 255;
}

/**
 * The one create/edit form: inputs from the field descriptions, opening balances as inputs,
 * ledger figures read-only. Server field errors (422) show under their fields.
 */
export function RecordForm({ screen, id, onDone, onSaved, initialValues, fixedValues, frame }: RecordFormProps) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const can = useRecordPermissions(screen);
  const notify = useRecordNotify(screen);
  const queryClient = useQueryClient();
  const isNew = id === 'create';
  const [create] = useCreate();
  const [update] = useUpdate();
  const { data: record, isPending, error } = useGetOne<RaRecord>(screen.name, { id }, { enabled: !isNew, retry: false });
  const dataProvider = useAppDataProvider();
  const numbered = isNew && Boolean(screen.autoCode) && can.create;
  // A new record's form waits for the code it would get; without one the field starts empty.
  const nextCode = useQuery({
    queryKey: [screen.name, 'new-code'],
    queryFn: () => dataProvider.getNewCode(screen.name),
    enabled: numbered,
    retry: false,
    // Asked afresh for each new form, and never again while it is open (it would reset the form).
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const code = nextCode.data ?? null;
  const codeLoaded = !numbered || !nextCode.isPending;

  const allowed = isNew ? can.create : can.edit;
  const FormLinks = FORM_LINKS[screen.name];
  const name = translate(`resources.${screen.name}.name`, { smart_count: 1 });
  const title = isNew ? translate('app.records.new', { name }) : translate('app.records.edit_title', { name });
  const initial = useMemo(
    () => (isNew ? { ...defaults(screen), ...initialValues, ...fixedValues, ...(screen.autoCode && code ? { [screen.autoCode]: code } : {}) } : record),
    [isNew, screen, code, record, initialValues, fixedValues],
  );

  const save = async (values: Values) => {
    const event = isNew ? 'create' : 'update';
    // A disabled input's value is left out of what the form submits: the fixed ones are put back.
    const data = payload(screen, { ...values, ...fixedValues });
    try {
      const saved = isNew
        ? await create(screen.name, { data }, { returnPromise: true })
        : await update(screen.name, { id, data, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      notify.success(event);
      await queryClient.invalidateQueries({ queryKey: [screen.name] });
      onSaved?.(saved);
      onDone();
      return undefined;
    } catch (failure) {
      notify.failure(event, failure);
      return fieldErrorsOf(failure);
    }
  };

  if (!isNew && error) {
    return frame({
      title,
      body: <Alert severity="warning">{translate('app.placeholder.record_body')}</Alert>,
      actions: <Button onClick={onDone}>{translate('app.records.back_to_list')}</Button>,
    });
  }
  if ((!isNew && isPending) || !codeLoaded) {
    return frame({
      title,
      body: (
        <Stack spacing={1.5} data-testid="form-loading">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} variant="rounded" height={38} />
          ))}
        </Stack>
      ),
      actions: null,
    });
  }

  const figures = !isNew && screen.ledgerFigures.length > 0 && record && (
    <Section title={translate('app.records.form.figures')} hint={translate('app.records.form.figures_hint')}>
      {screen.ledgerFigures.map((figure) => (
        <Box key={figure.name} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary">
            {translate(`resources.${screen.name}.fields.${figure.name}`)}
          </Typography>
          <Typography variant="body1" data-testid={`figure-${figure.name}`} sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}>
            {formatFigure(locale, figure.measure, record[figure.name] ?? '0')}
          </Typography>
        </Box>
      ))}
    </Section>
  );

  return (
    <Form record={initial} onSubmit={save} noValidate>
      {frame({
        title,
        body: (
          <>
            {!allowed && (
              <Alert severity="info" sx={{ mb: 2 }} data-testid="no-permission">
                {translate('app.records.no_permission')}
              </Alert>
            )}
            <Section title={translate('app.records.form.details')}>
              {screen.fields.map((field, index) => (
                <Box key={field.name} sx={wide(field) ? { gridColumn: '1 / -1' } : undefined}>
                  <RecordInput
                    resource={screen.name}
                    field={field}
                    isNew={isNew}
                    disabled={!allowed || (isNew && fixedValues?.[field.name] !== undefined)}
                    autoFocus={index === 0 && allowed}
                    helperText={field.name === screen.autoCode && isNew ? 'app.records.form.code_hint' : undefined}
                  />
                </Box>
              ))}
            </Section>
            {screen.openingBalances.length > 0 && (
              <Section title={translate('app.records.form.opening')} hint={translate('app.records.form.opening_hint')}>
                {screen.openingBalances.map((field) => (
                  <RecordInput key={field.name} resource={screen.name} field={field} isNew={isNew} disabled={!allowed} />
                ))}
              </Section>
            )}
            {figures}
          </>
        ),
        actions: (
          <>
            {!isNew && FormLinks && <FormLinks id={id} record={record} />}
            <Button onClick={onDone}>{translate(allowed ? 'app.records.form.cancel' : 'app.records.back_to_list')}</Button>
            {allowed && <SaveButton alwaysEnable label="app.records.form.save" />}
          </>
        ),
      })}
    </Form>
  );
}

/** A form on a page of its own (customers/:id): the heading above, the buttons below. */
export function pageFrame({ title, body, actions }: { title: string; body: ReactNode; actions: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader title={title} />
      <Card>
        <CardContent>{body}</CardContent>
        {actions && (
          <>
            <Divider />
            <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 1.5 }}>
              {actions}
            </Box>
          </>
        )}
      </Card>
    </Box>
  );
}
