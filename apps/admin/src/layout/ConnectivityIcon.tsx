import { useEffect, useState } from 'react';
import { Box, Tooltip } from '@mui/material';
import SignalWifiOffIcon from '@mui/icons-material/SignalWifiOff';
import SignalWifi0BarIcon from '@mui/icons-material/SignalWifi0Bar';
import NetworkWifi2BarIcon from '@mui/icons-material/NetworkWifi2Bar';
import NetworkWifi3BarIcon from '@mui/icons-material/NetworkWifi3Bar';
import SignalWifi4BarIcon from '@mui/icons-material/SignalWifi4Bar';
import { useTranslate } from 'react-admin';
import { classifyConnection, type ConnectionSample, type Connectivity } from './connectivity';

interface NetworkInformation extends EventTarget {
  downlink?: number;
  effectiveType?: string;
}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

function sample(): ConnectionSample {
  const info = connection();
  return { online: navigator.onLine, downlink: info?.downlink, effectiveType: info?.effectiveType };
}

const ICONS: Record<Connectivity, typeof SignalWifiOffIcon> = {
  disconnected: SignalWifiOffIcon,
  none: SignalWifi0BarIcon,
  slow: NetworkWifi2BarIcon,
  connected: NetworkWifi3BarIcon,
  fast: SignalWifi4BarIcon,
};

const COLORS: Record<Connectivity, string> = {
  disconnected: 'error.main',
  none: 'error.main',
  slow: 'warning.main',
  connected: 'inherit',
  fast: 'inherit',
};

export function ConnectivityIcon() {
  const translate = useTranslate();
  const [level, setLevel] = useState<Connectivity>(() => classifyConnection(sample()));

  useEffect(() => {
    const update = () => setLevel(classifyConnection(sample()));
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    connection()?.addEventListener('change', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      connection()?.removeEventListener('change', update);
    };
  }, []);

  const Icon = ICONS[level];
  const label = translate(`app.topbar.connectivity.${level}`);
  return (
    <Tooltip title={label}>
      <Box component="span" role="img" aria-label={label} data-testid="connectivity" data-level={level} sx={{ display: 'inline-flex', color: COLORS[level], px: 0.5 }}>
        <Icon fontSize="small" />
      </Box>
    </Tooltip>
  );
}
