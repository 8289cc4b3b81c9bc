import { Button } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { BlankLayout } from '../layout/BlankLayout';
import { MessagePanel } from '../layout/MessagePanel';
import { useLocalePath } from '../i18n/useLocale';

/** "This page could not be found" for a path no route matches (the server answers such paths with 404). */
export function NotFoundContent({ home }: { home?: string }) {
  const translate = useTranslate();
  const to = useLocalePath();
  return (
    <MessagePanel
      icon={<SearchOffIcon />}
      title={translate('app.errors.not_found')}
      body={translate('app.errors.not_found_body')}
      actions={
        <Button component={RouterLink} to={home ?? to('/')} variant="contained">
          {translate(home ? 'app.errors.go_dashboard' : 'app.errors.go_home')}
        </Button>
      }
    />
  );
}

export function NotFoundPage() {
  return (
    <BlankLayout>
      <NotFoundContent />
    </BlankLayout>
  );
}
