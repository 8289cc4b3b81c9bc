import { useEffect, useState } from 'react';
import { Button, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { importColumns, importKindSpec, type ImportView } from '@ginuma/domain';
import { useWorkspace } from '../workspace/useWorkspace';

const LEFT_OUT = '';

/** Which field each column of the file fills; changed by hand, the file is previewed again (and the choice remembered). */
export function ImportMapping({ view, onRemap, busy }: { view: ImportView; onRemap: (mapping: Record<string, string | null>) => void; busy: boolean }) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const t = (key: string) => translate(`imports.${key}`);
  const columns = importColumns(importKindSpec(view.kind));
  const [mapping, setMapping] = useState(view.mapping);
  useEffect(() => setMapping(view.mapping), [view.mapping]);
  const changed = Object.entries(mapping).some(([header, field]) => view.mapping[header] !== field);

  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {t('mapping_step')}
        </Typography>
        <Table size="small" aria-label={t('mapping_step')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('file_column')}</TableCell>
              <TableCell>{t('field')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {Object.keys(mapping).map((header) => (
              <TableRow key={header}>
                <TableCell>{header}</TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    slotProps={{ htmlInput: { 'aria-label': header } }}
                    value={mapping[header] ?? LEFT_OUT}
                    onChange={(e) => setMapping({ ...mapping, [header]: e.target.value === LEFT_OUT ? null : e.target.value })}
                  >
                    <MenuItem value={LEFT_OUT}>
                      <em>{t('left_out')}</em>
                    </MenuItem>
                    {columns.map((c) => (
                      <MenuItem key={c.field} value={c.field}>
                        {c[locale]}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <div>
          <Button variant="outlined" disabled={!changed || busy} onClick={() => onRemap(mapping)}>
            {t('remap')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
