import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useFormFields } from '../forms/useFormFields';
import { fieldErrorsOf, type FieldErrors } from '../providers/apiErrors';
import { useReportError } from '../providers/useReportError';

type Values = Record<string, string>;

interface AccountFormOptions<T extends Values, R> {
  /** The browser's own checks; the call is made only when they find nothing. */
  check: (values: T) => FieldErrors;
  send: (values: T) => Promise<R>;
  onSuccess?: (result: R) => void;
}

/**
 * A sign-in, password or profile form: controlled fields, the browser's checks, then the call
 * through react-query. The server's 422 shows under its fields; any other failure in the
 * notification area.
 */
export function useAccountForm<T extends Values, R>(initial: T, { check, send, onSuccess }: AccountFormOptions<T, R>) {
  const form = useFormFields(initial);
  const reportError = useReportError();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess,
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      form.setErrors(fields);
      if (Object.keys(fields).length === 0) reportError(error);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = check(form.values);
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) mutation.mutate(form.values);
  };
  return { ...form, submit, mutation };
}
