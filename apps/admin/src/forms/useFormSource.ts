import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The record a hand-built form edits (`id` 'create' for a new one): read once and given to
 * `fill`, and read again only when the returned function asks (say, an attachment changed), so
 * a background refetch never overwrites what is being typed.
 */
export function useFormSource<T>(resource: string, id: string, read: () => Promise<T>, fill: (record: T) => void): () => void {
  const queryClient = useQueryClient();
  const queryKey = [resource, 'form', id];
  const { data } = useQuery({ queryKey, queryFn: read, enabled: id !== 'create', staleTime: Infinity, refetchOnWindowFocus: false });
  useEffect(() => {
    if (data) fill(data);
  }, [data]);
  return () => void queryClient.invalidateQueries({ queryKey });
}
