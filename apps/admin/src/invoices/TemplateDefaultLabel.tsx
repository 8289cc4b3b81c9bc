import { useTranslate } from 'react-admin';

export function DefaultLabel() {
  const translate = useTranslate();
  return <>{translate('app.templates.default')}</>;
}
