import { Button } from '@mui/material';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import { useTranslate } from 'react-admin';
import { BlankLayout } from '../layout/BlankLayout';
import { MessagePanel } from '../layout/MessagePanel';
import { useLocalePath } from '../i18n/useLocale';
import type { PageProps } from '../routing/pageProps';

interface ServerErrorProps extends Partial<PageProps> {
  message?: string;
  onRetry?: () => void;
}

export function ServerErrorContent({ message, onRetry }: ServerErrorProps) {
  const translate = useTranslate();
  const to = useLocalePath();
  return (
    <MessagePanel
      icon={<ErrorOutlinedIcon />}
      title={translate('app.errors.server')}
      body={message ?? translate('app.errors.server_body')}
      actions={
        <>
          <Button variant="contained" onClick={onRetry ?? (() => window.location.reload())}>
            {translate('app.errors.retry')}
          </Button>
          <Button href={to('/')}>{translate('app.errors.go_home')}</Button>
        </>
      }
    />
  );
}

export function ServerErrorPage({ message, onRetry }: ServerErrorProps) {
  return (
    <BlankLayout>
      <ServerErrorContent message={message} onRetry={onRetry} />
    </BlankLayout>
  );
}
