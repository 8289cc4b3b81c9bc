import { InputAdornment } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  required,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { ROLES, ROLE_NAMES } from '@ginuma/domain';
import { useAppDataProvider } from '../providers/dataProvider';
import type { Choice, RemoteChoices } from '../providers/recordActions';
import type { ScreenField } from './recordScreens';
import { useCreateByName } from './useCreateByName';

interface RecordInputProps {
  /** Whose `resources.<name>.fields.*` labels the input. */
  resource: string;
  field: ScreenField;
  isNew: boolean;
  disabled: boolean;
  autoFocus?: boolean;
  helperText?: string;
}

/** The server's list for a choice input; none while it loads, an empty one if it failed. */
function useRemoteChoices(list: RemoteChoices | undefined): Choice[] | undefined {
  const dataProvider = useAppDataProvider();
  const { data, isError } = useQuery({
    queryKey: ['configurations', 'choices', list],
    queryFn: () => dataProvider.getChoices(list as RemoteChoices),
    enabled: list !== undefined,
    // The lists are fixed (time zones, currencies): read once a session.
    staleTime: Infinity,
  });
  return isError ? [] : data;
}

const minLength =
  (min: number): Validator =>
  (value: unknown) =>
    typeof value === 'string' && value.length > 0 && value.length < min ? { message: 'app.validation.password_min', args: { min } } : undefined;

/** One form input made from a field description: the form is never written per resource. */
export function RecordInput({ resource, field, isNew, disabled, autoFocus, helperText }: RecordInputProps) {
  const translate = useTranslate();
  const rule = field.rule;
  const remote = useRemoteChoices(rule.type === 'time-zone' || rule.type === 'currency' ? rule.type : undefined);
  const validate: Validator[] = [];
  if (field.required || (isNew && field.requiredOnCreate)) validate.push(required());
  if (rule.type === 'password') validate.push(minLength(rule.min));
  const common = {
    source: field.name,
    label: `resources.${resource}.fields.${field.name}`,
    validate,
    disabled,
    autoFocus,
    helperText: helperText ?? false,
    fullWidth: true,
  };

  switch (rule.type) {
    case 'text': {
      if (rule.format === 'colour') return <TextInput {...common} type="color" sx={{ '& input': { height: 24, cursor: 'pointer' } }} />;
      const multiline = (rule.max ?? 0) > 255;
      return <TextInput {...common} multiline={multiline} minRows={multiline ? 2 : undefined} />;
    }
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'url':
      return <TextInput {...common} type="url" />;
    case 'phone':
      return <TextInput {...common} type="tel" />;
    case 'money':
    case 'quantity':
    case 'percentage':
      return (
        <TextInput
          {...common}
          slotProps={{
            htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } },
            input: rule.type === 'percentage' ? { endAdornment: <InputAdornment position="end">%</InputAdornment> } : undefined,
          }}
        />
      );
    case 'integer':
      return <TextInput {...common} slotProps={{ htmlInput: { inputMode: 'numeric', style: { textAlign: 'right' } } }} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'date':
      return <DateInput {...common} />;
    case 'choice':
      return (
        <SelectInput
          {...common}
          choices={rule.choices.map((value) => ({ id: value, name: translate(`app.records.choices.${value}`, { _: value }) }))}
        />
      );
    case 'reference':
      return <ReferenceFieldInput reference={rule.resource} source={field.name} label={common.label} validate={validate} disabled={disabled} />;
    case 'time-zone':
    case 'currency':
      return <AutocompleteInput {...common} choices={remote ?? []} isPending={remote === undefined} optionText="name" />;
    case 'role':
      return (
        <SelectInput
          {...common}
          choices={Object.values(ROLES).map((role) => ({ id: role, name: translate(`app.roles.${ROLE_NAMES[role]}`) }))}
        />
      );
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" helperText={isNew ? false : 'app.records.form.password_keep'} />;
  }
}

interface ReferenceFieldInputProps {
  reference: string;
  source: string;
  label: string;
  validate: Validator[];
  disabled: boolean;
}

/** A pick of another record (a product's unit), which can be created from what was typed when it needs only a name. */
function ReferenceFieldInput({ reference, source, label, validate, disabled }: ReferenceFieldInputProps) {
  const onCreate = useCreateByName(reference);
  return (
    <ReferenceInput source={source} reference={reference} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput
        label={label}
        validate={validate}
        disabled={disabled}
        optionText="name"
        fullWidth
        helperText={false}
        filterToQuery={(q: string) => ({ q })}
        onCreate={onCreate}
      />
    </ReferenceInput>
  );
}
