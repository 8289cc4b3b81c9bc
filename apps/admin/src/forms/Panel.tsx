import type { ReactNode } from 'react';
import { Alert, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';

/** A titled card grouping one part of a document editor (customer, lines, payment…). */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The editor's skeleton while its document loads. */
function FormLoading() {
  return (
    <Stack spacing={1.5} data-testid="form-loading">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={48} />
      ))}
    </Stack>
  );
}

/**
 * The document an editor route names (`:id`; `create` for a new one, given as null): a warning
 * if it cannot be read, the skeleton while it loads, then `children` with it (or null).
 */
export function DocumentLoader<Doc>({ id, queryKey, load, children }: { id: string | null; queryKey: readonly unknown[]; load: (id: string) => Promise<Doc>; children: (document: Doc | null) => ReactNode }) {
  const { data, isPending, error } = useQuery({ queryKey: [...queryKey, 'document', id], queryFn: () => load(id ?? ''), enabled: id !== null, retry: false });
  if (id && error) return <Alert severity="warning">{error.message}</Alert>;
  if (id && (isPending || !data)) return <FormLoading />;
  return children(data ?? null);
}
