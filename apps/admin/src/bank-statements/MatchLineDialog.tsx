import { useState } from 'react';
import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Money, type MatchCandidate, type StatementLineView } from '@ginuma/domain';
import { bankStatementActions } from './bankStatementActions';
import { useBankStatementText } from './useBankStatementText';

/** The line's suggestions, best first; the documents ticked must add up to the line. */
export function MatchLineDialog({ line, error, onMatch, onClose }: { line: StatementLineView; error: string | null; onMatch: (documents: MatchCandidate[]) => void; onClose: () => void }) {
  const { t, money, day } = useBankStatementText();
  const [chosen, setChosen] = useState<MatchCandidate[]>([]);
  const { data: suggestions } = useQuery({ queryKey: ['bank-statements', 'suggestions', line.id], queryFn: () => bankStatementActions.suggestions(line.id) });
  const isChosen = (s: MatchCandidate) => chosen.some((c) => c.kind === s.kind && c.id === s.id);
  const toggle = (s: MatchCandidate) => setChosen((all) => (isChosen(s) ? all.filter((c) => !(c.kind === s.kind && c.id === s.id)) : [...all, s]));
  const sum = Money.sum(chosen.map((c) => c.amount)).toFixed();

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('suggestions_title', { amount: money(line.amount), date: day(line.date) })}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{error}</Alert>}
        {suggestions?.length === 0 && <Typography>{t('no_suggestions')}</Typography>}
        <List dense data-testid="match-suggestions">
          {suggestions?.map((s) => (
            <ListItemButton key={`${s.kind}:${s.id}`} onClick={() => toggle(s)}>
              <ListItemIcon>
                <Checkbox edge="start" checked={isChosen(s)} tabIndex={-1} disableRipple />
              </ListItemIcon>
              <ListItemText primary={`${t(`kinds.${s.kind}`)} ${s.code} · ${money(s.amount)}`} secondary={[day(s.date), s.party, s.text].filter(Boolean).join(' · ')} />
            </ListItemButton>
          ))}
        </List>
        <Typography variant="body2">{t('selected_sum', { sum: money(sum), amount: money(line.amount) })}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={chosen.length === 0} onClick={() => onMatch(chosen)}>
          {t('match')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
