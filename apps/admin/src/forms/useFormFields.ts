import { useCallback, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldErrors } from '../providers/apiErrors';

type Values = Record<string, string>;

/** Controlled fields plus one message per field, from the browser's checks or the server's 422. */
export function useFormFields<T extends Values>(initial: T) {
  const translate = useTranslate();
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const field = useCallback(
    (name: keyof T & string) => ({
      name,
      id: name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setErrors(({ [name]: _cleared, ...rest }) => rest);
      },
      error: errors[name] !== undefined,
      // Server messages arrive translated or in English; the browser's are catalogue keys.
      helperText: errors[name] === undefined ? undefined : translate(errors[name], { _: errors[name], min: 8 }),
    }),
    [values, errors, translate],
  );

  return { values, setValues, errors, setErrors, field };
}

export const MIN_PASSWORD_LENGTH = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requireFields(values: Values, names: string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of names) if (values[name].trim() === '') errors[name] = 'app.validation.required';
  return errors;
}

export function checkEmail(values: Values, name = 'email'): FieldErrors {
  return values[name].trim() !== '' && !EMAIL.test(values[name].trim()) ? { [name]: 'app.validation.email' } : {};
}

/** A new password needs at least 8 characters, and the retyped one must match it. */
export function checkNewPassword(values: Values, name: string, confirmation: string): FieldErrors {
  const errors: FieldErrors = {};
  if (values[name] !== '' && values[name].length < MIN_PASSWORD_LENGTH) errors[name] = 'app.validation.password_min';
  if (values[confirmation] !== '' && values[confirmation] !== values[name]) errors[confirmation] = 'app.validation.password_mismatch';
  return errors;
}
