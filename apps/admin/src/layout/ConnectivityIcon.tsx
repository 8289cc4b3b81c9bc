import { useEffect, useState } from 'react';
import { Box, Tooltip } from '@mui/material';
import SignalWifiOffIcon from '@mui/icons-material/SignalWifiOff';
import SignalWifi0BarIcon from '@mui/icons-material/SignalWifi0Bar';
import NetworkWifi2BarIcon from '@mui/icons-material/NetworkWifi2Bar';
import NetworkWifi3BarIcon from '@mui/icons-material/NetworkWifi3Bar';
import SignalWifi4BarIcon from '@mui/icons-material/SignalWifi4Bar';
import { useTranslate } from 'react-admin';
import { classifyConnection, type ConnectionSample, type Connectivity } from '@ginuma/domain';
import { measureBandwidth, PROBE_FIRST_MS, PROBE_INTERVAL_MS } from './connectivity';

interface NetworkInformation extends EventTarget {
  downlink?: number;
  effectiveType?: string;
}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** The measured bandwidth when there is one; else the browser's estimate (Chromium only), else just online or not. */
function sample(measured: number | null): ConnectionSample {
  if (measured !== null) return { online: navigator.onLine, downlink: measured };
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
  const [measured, setMeasured] = useState<number | null>(null);
  const [, setTick] = useState(0);

  useEffect(() => {
    let live = true;
    const measure = async () => {
      const mbps = navigator.onLine ? await measureBandwidth() : null;
      if (live) setMeasured(mbps);
    };
    // Going offline needs no measurement; coming back online is measured at once.
    const changed = () => setTick((n) => n + 1);
    const online = () => void measure();
    const first = window.setTimeout(() => void measure(), PROBE_FIRST_MS);
    const every = window.setInterval(() => void measure(), PROBE_INTERVAL_MS);
    window.addEventListener('online', online);
    window.addEventListener('offline', changed);
    connection()?.addEventListener('change', changed);
    return () => {
      live = false;
      window.clearTimeout(first);
      window.clearInterval(every);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', changed);
      connection()?.removeEventListener('change', changed);
    };
  }, []);

  const level = classifyConnection(sample(measured));
  const Icon = ICONS[level];
  const label = translate(`app.topbar.connectivity.${level}`);
  return (
    <Tooltip title={label}>
      <Box component="span" role="img" aria-label={label} data-testid="connectivity" data-level={level} data-source={measured === null ? 'estimate' : 'measured'} sx={{ display: 'inline-flex', color: COLORS[level], px: 0.5 }}>
        <Icon fontSize="small" />
      </Box>
    </Tooltip>
  );
}
