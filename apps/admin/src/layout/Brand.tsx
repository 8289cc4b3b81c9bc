import { Box, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#1f5fa8" />
      <path d="M22 11.5A7.5 7.5 0 1 0 23.5 17H16" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function Brand({ to }: { to: string }) {
  return (
    <Box component={Link} to={to} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none' }}>
      <BrandMark />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: 18, letterSpacing: '-0.01em' }}>
        Ginuma
      </Typography>
    </Box>
  );
}
