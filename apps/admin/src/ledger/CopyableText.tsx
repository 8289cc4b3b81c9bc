import { useState } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import { useTranslate } from 'react-admin';

/** A hash or id in monospace that wraps anywhere, with a copy button. */
export function CopyableText({ value, testId }: { value: string; testId?: string }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(() => setCopied(true));
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <Box component="code" data-testid={testId} sx={{ fontFamily: 'monospace', fontSize: 12.5, wordBreak: 'break-all', lineHeight: 1.6, flex: 1 }}>
        {value}
      </Box>
      <Tooltip title={translate(copied ? 'ledger.event.copied' : 'ledger.event.copy')} onClose={() => setCopied(false)}>
        <IconButton size="small" onClick={copy} aria-label={translate('ledger.event.copy')} sx={{ mt: -0.5 }}>
          <ContentCopyOutlinedIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
