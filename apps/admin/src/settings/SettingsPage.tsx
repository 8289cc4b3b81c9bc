import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { visibleSections } from './settingsSections';

export function SettingsPage() {
  const translate = useTranslate();
  const { base, user } = useWorkspace();
  return (
    <>
      <PageHeader title={translate('app.settings.title')} subtitle={translate('app.settings.subtitle')} />
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' } }}>
        {visibleSections(user).map((section) => (
          <Card key={section} data-testid={`settings-${section}`}>
            <CardActionArea component={RouterLink} to={`${base}/settings/configuration/${section}`} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <CardContent sx={{ py: 1.5 }}>
                <Typography variant="subtitle1" component="h2">
                  {translate(`app.settings.sections.${section}.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate(`app.settings.sections.${section}.body`)}
                </Typography>
              </CardContent>
              <ChevronRightIcon color="action" sx={{ mr: 1.5 }} />
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </>
  );
}
