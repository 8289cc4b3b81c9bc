import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

interface MessagePanelProps {
  icon?: ReactNode;
  title: string;
  body?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 'h1' | 'h2';
}

/** A centred icon, heading, explanation and next step: errors, empty states, notices. */
export function MessagePanel({ icon, title, body, actions, headingLevel = 'h1' }: MessagePanelProps) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520, mx: 'auto', py: 6, px: 2 }}>
      {icon && <Box sx={{ color: 'primary.main', '& svg': { fontSize: 48 } }}>{icon}</Box>}
      <Typography variant="h5" component={headingLevel}>
        {title}
      </Typography>
      {body && (
        <Typography variant="body2" color="text.secondary" component="div">
          {body}
        </Typography>
      )}
      {actions && <Stack direction="row" spacing={1} sx={{ pt: 1, flexWrap: 'wrap', justifyContent: 'center' }}>{actions}</Stack>}
    </Stack>
  );
}
