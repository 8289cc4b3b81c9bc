import { useMemo, type ReactNode } from 'react';
import { Autocomplete, type AutocompleteRenderInputParams } from '@mui/material';
import { useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { useCreateInPlace } from '../records/useCreateInPlace';
import { useCreatableResources } from '../records/useCreateByName';
import { creatableFilter, isCreateOption, type CreateOption } from './creatableOptions';

export interface PickerOption {
  id: Identifier;
  name: string;
}

interface CreatablePickerProps<T extends PickerOption> {
  /** What a name typed that is not in the list can be created as (a bill's item: a product or an expense category), those the user may create. */
  resources: readonly string[];
  options: readonly T[];
  value: T | null;
  onChange: (value: T | null) => void;
  renderInput: (params: AutocompleteRenderInputParams) => ReactNode;
  disabled?: boolean;
  fullWidth?: boolean;
  /** The option a record just created becomes; without it the record itself is the option. */
  optionOf?: (record: RaRecord, resource: string) => T;
  /** For a list of several kinds: each option's group, and what tells two apart besides their id. */
  groupOf?: (option: T) => string;
  kindOf?: (option: T) => string;
  /** Per resource, the values a record created here must have to be one of the options (a bill buys only products that keep stock). */
  createFixed?: Readonly<Record<string, Record<string, unknown>>>;
}

/**
 * A document form's picker of records that offers to create what was typed when the list lacks
 * it, without leaving the form: the new record is picked once saved.
 */
export function CreatablePicker<T extends PickerOption>({
  resources,
  options,
  value,
  onChange,
  renderInput,
  disabled,
  fullWidth,
  optionOf,
  groupOf,
  kindOf,
  createFixed,
}: CreatablePickerProps<T>) {
  const translate = useTranslate();
  const creating = useCreateInPlace((record, resource) => onChange(optionOf ? optionOf(record, resource) : (record as unknown as T)));
  const creatable = useCreatableResources(resources);
  const filterOptions = useMemo(() => creatableFilter<T>((option) => option.name, creatable), [creatable]);
  const keyOf = (option: T) => `${kindOf?.(option) ?? ''}:${String(option.id)}`;
  const labelOf = (option: T | CreateOption) => {
    if (!isCreateOption(option)) return option.name;
    if (creatable.length === 1) return translate('app.forms.create_named', { name: option.create });
    return translate('app.forms.create_kind_named', { name: option.create, kind: translate(`resources.${option.resource}.name`, { smart_count: 1 }) });
  };
  return (
    <>
      <Autocomplete<T | CreateOption, false, false, false>
        options={options}
        value={value}
        disabled={disabled}
        fullWidth={fullWidth}
        autoHighlight
        // What the user may not create is not offered; the empty list says who can add it.
        noOptionsText={translate(creatable.length < resources.length ? 'app.forms.no_options_admin' : 'app.forms.no_options')}
        filterOptions={filterOptions}
        getOptionLabel={labelOf}
        getOptionKey={(option) => (isCreateOption(option) ? `create:${option.resource}` : keyOf(option))}
        isOptionEqualToValue={(option, chosen) => !isCreateOption(option) && !isCreateOption(chosen) && keyOf(option) === keyOf(chosen)}
        groupBy={groupOf ? (option) => (isCreateOption(option) ? translate('app.forms.create_group') : groupOf(option)) : undefined}
        onChange={(_event, chosen) => {
          if (isCreateOption(chosen)) creating.start({ resource: chosen.resource, name: chosen.create, fixed: createFixed?.[chosen.resource] });
          else onChange(chosen);
        }}
        renderInput={renderInput}
      />
      {creating.dialog}
    </>
  );
}
