import { useEffect, useRef, useState } from 'react';
import { Box, CircularProgress, LinearProgress } from '@mui/material';
import { useLocation } from 'react-router-dom';

const barSx = { position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: 2000 } as const;

/** While a lazy page loads: an indeterminate bar. */
export function LoadingBar() {
  return <LinearProgress data-testid="loading-bar" sx={barSx} />;
}

/** Loading bar on every route change: it fills to 100 and fades. */
export function RouteChangeBar() {
  const { pathname } = useLocation();
  const [progress, setProgress] = useState<number | null>(null);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setProgress(30);
    const fill = window.setTimeout(() => setProgress(100), 120);
    const hide = window.setTimeout(() => setProgress(null), 420);
    return () => {
      window.clearTimeout(fill);
      window.clearTimeout(hide);
    };
  }, [pathname]);

  if (progress === null) return null;
  return <LinearProgress variant="determinate" value={progress} data-testid="route-progress" sx={barSx} />;
}

export function PageLoading() {
  return (
    <Box sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <LoadingBar />
      <CircularProgress size={32} />
    </Box>
  );
}
