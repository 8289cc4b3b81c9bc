import { useEffect, useState } from 'react';

/**
 * A document's code: its own once saved; for a new one, the code the server will give next
 * (shown, not reserved), when the user may create. The setter lets an editable code change.
 */
export function useNextCode(saved: string | undefined, next: (() => Promise<string>) | null): [string, (code: string) => void] {
  const [code, setCode] = useState(saved ?? '');
  useEffect(() => {
    if (saved !== undefined || !next) return;
    let live = true;
    next()
      .then((value) => live && setCode(value))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [saved, next]);
  return [code, setCode];
}
