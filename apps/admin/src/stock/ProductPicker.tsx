import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useGetOne, useTranslate } from 'react-admin';

interface ProductOption {
  id: string;
  code: string;
  name: string;
  type: string;
}

export interface ProductPickerProps {
  value: string | null;
  onChange: (id: string | null) => void;
  label: string;
  /** Only products that keep stock (stock update, inventory filter). */
  stockableOnly?: boolean;
  placeholder?: string;
  error?: string;
  size?: 'small' | 'medium';
  disabled?: boolean;
  autoFocus?: boolean;
  sx?: object;
  testId?: string;
}

const label = (product: ProductOption) => (product.code ? `${product.code} · ${product.name}` : product.name);

/**
 * A product by typing part of its code, name or barcode: the server searches, so a workspace
 * with thousands of products still answers with a short list.
 */
export function ProductPicker({ value, onChange, label: fieldLabel, stockableOnly = false, placeholder, error, size = 'small', disabled, autoFocus, sx, testId }: ProductPickerProps) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const { data: found = [], isFetching } = useGetList<ProductOption>(
    'products',
    { pagination: { page: 1, perPage: 30 }, sort: { field: 'code', order: 'ASC' }, filter: typed ? { q: typed } : {} },
    { placeholderData: (previous) => previous },
  );
  const { data: chosen } = useGetOne<ProductOption>('products', { id: value ?? '' }, { enabled: Boolean(value), retry: false });
  const options = found.filter((product) => !stockableOnly || product.type === 'Stockable');
  const current = value && chosen && String(chosen.id) === value ? chosen : null;
  const withCurrent = current && !options.some((o) => o.id === current.id) ? [current, ...options] : options;
  return (
    <Autocomplete
      size={size}
      sx={sx}
      disabled={disabled}
      options={withCurrent}
      loading={isFetching}
      value={current}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={label}
      onChange={(_, product) => onChange(product ? String(product.id) : null)}
      onInputChange={(_, text, reason) => reason === 'input' && setTyped(text)}
      noOptionsText={translate('stock.picker.none')}
      loadingText={translate('stock.picker.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={fieldLabel}
          placeholder={placeholder}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}
