import { useState } from 'react';
import { Box, Button, CircularProgress } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { useTranslate } from 'react-admin';
import { downloadFile } from '../providers/download';
import { useReportError } from '../providers/useReportError';

/** Downloads an export, busy meanwhile; a failure goes to the notification area. */
export function useDownload(): { busy: boolean; download: (path: string, filename: string) => Promise<void> } {
  const reportError = useReportError();
  const [busy, setBusy] = useState(false);
  const download = async (path: string, filename: string) => {
    setBusy(true);
    try {
      await downloadFile(path, filename);
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}

/** The Export button of a report or list: the server's .xlsx of what the screen asks. */
export function ExportButton({ path, filename, variant = 'contained' }: { path: string; filename: string; variant?: 'contained' | 'text' }) {
  const translate = useTranslate();
  const { busy, download } = useDownload();
  return (
    <Button variant={variant} startIcon={busy ? <CircularProgress size={16} /> : <FileDownloadOutlinedIcon />} disabled={busy} onClick={() => void download(path, filename)}>
      {translate(busy ? 'app.records.exporting' : 'app.records.export')}
    </Button>
  );
}

/**
 * A report's header actions: Print and Export. Print shows the page alone (see PrintStyles), or
 * opens the server's PDF of the same question when the report has one (`printPath`).
 */
export function ReportActions({ exportPath, filename, printPath }: { exportPath: string; filename: string; printPath?: string }) {
  const translate = useTranslate();
  const print = printPath ? { href: printPath, target: '_blank', rel: 'noopener' } : { onClick: () => window.print() };
  return (
    <Box data-print="hide" sx={{ display: 'flex', gap: 1, flexShrink: 0, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
      <Button variant="outlined" startIcon={<PrintOutlinedIcon />} {...print}>
        {translate('app.records.print')}
      </Button>
      <ExportButton path={exportPath} filename={filename} />
    </Box>
  );
}
