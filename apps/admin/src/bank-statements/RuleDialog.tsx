import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { LINE_ENTRY_KINDS, RULE_ACTIONS, RULE_DIRECTIONS, RULE_FIELDS, RULE_OPERATORS, type BankRuleView, type LineEntryKind, type RuleCondition, type RuleField } from '@ginuma/domain';
import { EntryPickers, pickedFor, type Picked } from './EntryPickers';
import type { RuleInput } from './bankStatementActions';
import { useBankStatementText } from './useBankStatementText';

const NEW_CONDITION: RuleCondition = { field: 'description', operator: 'contains', value: '' };

/** A rule's editor: its conditions, all or any, and the document it suggests or books with its memo. */
export function RuleDialog({
  rule,
  error,
  fieldErrors,
  onSave,
  onClose,
}: {
  rule: BankRuleView | null;
  error: string | null;
  fieldErrors: Record<string, string[]>;
  onSave: (rule: RuleInput) => void;
  onClose: () => void;
}) {
  const { t } = useBankStatementText();
  const [name, setName] = useState(rule?.name ?? '');
  const [match, setMatch] = useState<'all' | 'any'>(rule?.match ?? 'all');
  const [conditions, setConditions] = useState<RuleCondition[]>(rule?.conditions ?? [NEW_CONDITION]);
  const [action, setAction] = useState(rule?.action ?? 'create');
  const [kind, setKind] = useState<LineEntryKind>(rule?.entry.kind ?? 'income');
  const [picked, setPicked] = useState<Picked>(() => (rule ? pickedFor(rule.entry.kind, { ...rule.entry } as Picked) : {}));
  const [memo, setMemo] = useState(rule?.memo ?? '');
  const change = (i: number, next: Partial<RuleCondition>) => setConditions(conditions.map((c, j) => (j === i ? { ...c, ...next } : c)));
  const setField = (i: number, field: RuleField) => change(i, { field, operator: RULE_OPERATORS[field][0], value: field === 'direction' ? 'in' : '' });
  const errorOf = (field: string) => fieldErrors[field]?.join(' ');

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t(rule ? 'rules.edit' : 'rules.add')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField name="name" label={t('rules.name')} value={name} onChange={(e) => setName(e.target.value)} error={Boolean(errorOf('name'))} helperText={errorOf('name')} />
          <TextField select name="match" label={t('rules.match')} value={match} onChange={(e) => setMatch(e.target.value as 'all' | 'any')}>
            {(['all', 'any'] as const).map((m) => (
              <MenuItem key={m} value={m}>
                {t(`rules.matches.${m}`)}
              </MenuItem>
            ))}
          </TextField>
          {conditions.map((condition, i) => (
            <Stack key={i} direction="row" spacing={1} data-testid="rule-condition">
              <TextField select size="small" name={`conditions.${i}.field`} label={t('rules.field')} value={condition.field} onChange={(e) => setField(i, e.target.value as RuleField)} sx={{ minWidth: 150 }}>
                {RULE_FIELDS.map((f) => (
                  <MenuItem key={f} value={f}>
                    {t(`rules.fields.${f}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select size="small" name={`conditions.${i}.operator`} label={t('rules.operator')} value={condition.operator} onChange={(e) => change(i, { operator: e.target.value as RuleCondition['operator'] })} sx={{ minWidth: 150 }}>
                {RULE_OPERATORS[condition.field].map((o) => (
                  <MenuItem key={o} value={o}>
                    {t(`rules.operators.${o}`)}
                  </MenuItem>
                ))}
              </TextField>
              {condition.field === 'direction' ? (
                <TextField select size="small" name={`conditions.${i}.value`} label={t('rules.value')} value={condition.value} onChange={(e) => change(i, { value: e.target.value })} sx={{ flex: 1 }}>
                  {RULE_DIRECTIONS.map((d) => (
                    <MenuItem key={d} value={d}>
                      {t(`rules.directions.${d}`)}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <TextField
                  size="small"
                  name={`conditions.${i}.value`}
                  label={t('rules.value')}
                  value={condition.value}
                  onChange={(e) => change(i, { value: e.target.value })}
                  error={Boolean(errorOf(`conditions.${i}.value`))}
                  helperText={errorOf(`conditions.${i}.value`)}
                  sx={{ flex: 1 }}
                />
              )}
              <IconButton aria-label={t('rules.remove_condition')} disabled={conditions.length === 1} onClick={() => setConditions(conditions.filter((_, j) => j !== i))}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
          <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setConditions([...conditions, NEW_CONDITION])}>
            {t('rules.add_condition')}
          </Button>
          <TextField select name="action" label={t('rules.action')} value={action} onChange={(e) => setAction(e.target.value as typeof action)}>
            {RULE_ACTIONS.map((a) => (
              <MenuItem key={a} value={a}>
                {t(`rules.actions.${a}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select name="entry.kind" label={t('rules.document')} value={kind} onChange={(e) => setKind(e.target.value as LineEntryKind)}>
            {LINE_ENTRY_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {t(`kinds.${k}`)}
              </MenuItem>
            ))}
          </TextField>
          <EntryPickers kind={kind} picked={picked} onPick={setPicked} errorsOf={(field) => fieldErrors[`entry.${field}`]} />
          <TextField name="memo" label={t('rules.memo')} value={memo} onChange={(e) => setMemo(e.target.value)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => onSave({ name, match, conditions, action, entry: { kind, ...pickedFor(kind, picked) }, memo: memo || null, ...(rule ? { position: rule.position } : {}) })}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
