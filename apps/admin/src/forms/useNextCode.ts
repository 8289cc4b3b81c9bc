import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';

/**
 * A document's code: its own once saved; for a new one, the code the server will give next
 * (shown, not reserved), asked as `key` when the user may create (`next` null otherwise). The
 * setter lets an editable code change; what the user typed wins over the server's suggestion.
 */
export function useNextCode(saved: string | undefined, key: string, next: (() => Promise<string>) | null): [string, (code: string) => void] {
  const [typed, setTyped] = useState<string>();
  const suggested = useQuery({
    queryKey: ['next-code', key],
    queryFn: () => next!(),
    enabled: saved === undefined && next !== null,
    // Asked afresh for each new document: a cached answer would be the code just used.
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
  return [typed ?? saved ?? suggested.data ?? '', setTyped];
}
