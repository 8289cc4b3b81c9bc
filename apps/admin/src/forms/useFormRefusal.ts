import { useCallback, useState } from 'react';
import { formRefusalOf, type FormRefusal } from '../providers/apiErrors';
import { useReportError } from '../providers/useReportError';

const NONE: FormRefusal = { message: null, errors: {} };

/**
 * What a hand-built form shows of a refused save: the message above it and each field's
 * messages under the field. A failure that says nothing of the form goes to the notification area.
 */
export function useFormRefusal() {
  const reportError = useReportError();
  const [refusal, setRefusal] = useState<FormRefusal>(NONE);
  const refuse = useCallback(
    (error: unknown) => {
      const refused = formRefusalOf(error);
      if (refused) setRefusal(refused);
      else reportError(error);
    },
    [reportError],
  );
  const clear = useCallback(() => setRefusal(NONE), []);
  return { ...refusal, refuse, clear };
}
