import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shown under the menu for workspaces that came through the partner channel (channel_id 8). */
export function PartnerLogo() {
  const translate = useTranslate();
  return (
    <Box data-testid="partner-logo" sx={{ px: 2, py: 1.5, color: 'text.secondary' }}>
      <Typography variant="caption" component="div" sx={{ mb: 0.5 }}>
        {translate('app.partner.label')}
      </Typography>
      <svg width="140" height="32" viewBox="0 0 140 32" role="img" aria-label="Lanka Business Partners">
        <rect x="1" y="1" width="30" height="30" rx="6" fill="#0f7b6c" />
        <path d="M9 22V10h3v9h7v3z" fill="#fff" />
        <circle cx="23" cy="11" r="3" fill="#f2b134" />
        <text x="38" y="14" fontSize="11" fontWeight="700" fill="currentColor" fontFamily="inherit">
          Lanka Business
        </text>
        <text x="38" y="27" fontSize="10" fill="currentColor" fontFamily="inherit" opacity="0.8">
          Partners
        </text>
      </svg>
    </Box>
  );
}
