import { Button, CircularProgress } from '@mui/material';

export function SubmitButton({ busy, label, fullWidth = true }: { busy: boolean; label: string; fullWidth?: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth={fullWidth}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
    >
      {label}
    </Button>
  );
}
