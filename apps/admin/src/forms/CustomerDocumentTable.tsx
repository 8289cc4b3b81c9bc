import type { ReactNode } from 'react';
import { Box, Link, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';

export interface DocumentColumn<Row> {
  label: string;
  /** Figures align right in tabular digits. */
  align?: 'right';
  nowrap?: boolean;
  render: (row: Row) => ReactNode;
}

/**
 * One kind of a customer's documents (invoices, quotations, receipts) as a table whose first
 * column opens the document's editor; a skeleton while it loads, a line when there are none.
 */
export function CustomerDocumentTable<Row extends { id: string; code: string }>({
  testId,
  queryKey,
  load,
  editPath,
  columns,
}: {
  testId: string;
  queryKey: readonly unknown[];
  load: () => Promise<Row[]>;
  editPath: (id: string) => string;
  columns: readonly DocumentColumn<Row>[];
}) {
  const translate = useTranslate();
  const { data, isPending, error } = useQuery({ queryKey, queryFn: load });
  if (isPending) return <Skeleton variant="rounded" height={96} sx={{ m: 2 }} />;
  if (error) return <Typography sx={{ p: 2 }} color="error">{error.message}</Typography>;
  if (data.length === 0) return <Typography sx={{ p: 2 }} color="text.secondary">{translate('app.quotations.none')}</Typography>;
  const figure = { fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600 } }}>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((row) => (
            <TableRow key={row.id}>
              {columns.map((column, i) => (
                <TableCell key={column.label} align={column.align} sx={{ ...(column.align ? figure : {}), ...(column.nowrap ? { whiteSpace: 'nowrap' } : {}) }}>
                  {i === 0 ? (
                    <Link component={RouterLink} to={editPath(row.id)} sx={{ fontWeight: 500 }}>
                      {column.render(row)}
                    </Link>
                  ) : (
                    column.render(row)
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
