import { useState } from 'react';
import { Alert, Box, Button, Chip, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { BankRuleView, RuleRefusalView } from '@ginuma/domain';
import { refusalText } from '../providers/refusals';
import { useFormRefusal } from '../forms/useFormRefusal';
import { useReportError } from '../providers/useReportError';
import { bankStatementActions, type RuleInput } from './bankStatementActions';
import { RuleDialog } from './RuleDialog';
import { useBankStatementText } from './useBankStatementText';

/**
 * The workspace's bank rules in the order they are tried, and what they would do to the account's
 * unmatched lines: booking rules are run on them (an import runs them by itself), a suggested
 * document is booked line by line. A line whose document is refused stays unmatched and is
 * listed with the refusal; the others are booked all the same.
 */
export function RulesPanel({ accountId, canEdit, version, onChanged }: { accountId: string; canEdit: boolean; version: number; onChanged: () => void }) {
  const { t, money, day, locale } = useBankStatementText();
  const [refused, setRefused] = useState<RuleRefusalView[]>([]);
  const notify = useNotify();
  const reportError = useReportError();
  const [editing, setEditing] = useState<BankRuleView | 'new' | null>(null);
  const { message: error, errors, refuse, clear } = useFormRefusal();
  const { data: rules = [], refetch: refetchRules } = useQuery({ queryKey: ['bank-statements', 'rules', version], queryFn: () => bankStatementActions.rules() });
  const { data: planned = [], refetch: refetchPlan } = useQuery({ queryKey: ['bank-statements', 'rules-preview', accountId, version], queryFn: () => bankStatementActions.rulesPreview(accountId) });
  const refresh = () => {
    void refetchRules();
    void refetchPlan();
    onChanged();
  };
  const save = useMutation({
    mutationFn: (rule: RuleInput) => bankStatementActions.saveRule(editing === 'new' || !editing ? null : editing.id, rule),
    onSuccess: () => {
      notify(t('rules.saved'), { type: 'success' });
      setEditing(null);
      clear();
      refresh();
    },
    onError: refuse,
  });
  const remove = useMutation({ mutationFn: (id: string) => bankStatementActions.deleteRule(id), onSuccess: refresh, onError: reportError });
  const apply = useMutation({
    mutationFn: (lineIds?: string[]) => bankStatementActions.applyRules(accountId, lineIds),
    onSuccess: ({ applied, refused: notBooked }) => {
      notify(t('rules.applied', { smart_count: applied.length }), { type: notBooked.length > 0 ? 'info' : 'success' });
      setRefused(notBooked);
      refresh();
    },
    onError: reportError,
  });
  const booking = planned.filter((p) => p.action === 'create');

  return (
    <Paper sx={{ p: 2 }} data-testid="bank-rules">
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="h6">{t('rules.title')}</Typography>
          {canEdit && <Button onClick={() => setEditing('new')}>{t('rules.add')}</Button>}
        </Stack>
        {rules.length === 0 ? (
          <Alert severity="info">{t('rules.none')}</Alert>
        ) : (
          <Table size="small">
            <TableBody>
              {rules.map((rule) => (
                <TableRow key={rule.id}>
                  <TableCell>{rule.position}</TableCell>
                  <TableCell>{rule.name}</TableCell>
                  <TableCell>
                    {rule.conditions.map((c) => `${t(`rules.fields.${c.field}`)} ${t(`rules.operators.${c.operator}`)} ${c.field === 'direction' ? t(`rules.directions.${c.value}`) : `“${c.value}”`}`).join(t(`rules.joins.${rule.match}`))}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={`${t(`rules.actions.${rule.action}`)}: ${t(`kinds.${rule.entry.kind}`)}`} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {canEdit && <Button size="small" onClick={() => setEditing(rule)}>{t('rules.edit')}</Button>}
                    {canEdit && (
                      <Button size="small" color="error" onClick={() => remove.mutate(rule.id)}>
                        {t('rules.delete')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {refused.length > 0 && (
          <Alert severity="warning" data-testid="rules-refused" onClose={() => setRefused([])}>
            {t('rules.refused', { smart_count: refused.length })}
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {refused.map((r) => (
                <li key={r.line_id}>
                  {`${day(r.date)} ${r.description}: ${refusalText(r.code, r.params, locale)?.message ?? r.message}`}
                  {/* A field's refusal repeats the refusal itself; a general one ("the data was invalid") is said by its fields. */}
                  {r.errors && ` ${Object.values(r.errors).flat().filter((m) => m !== r.message).join(' ')}`}
                </li>
              ))}
            </Box>
          </Alert>
        )}
        {planned.length > 0 && (
          <>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <Typography variant="subtitle1">{t('rules.preview_title')}</Typography>
              {canEdit && booking.length > 0 && (
                <Button variant="contained" onClick={() => apply.mutate(undefined)}>
                  {t('rules.run', { smart_count: booking.length })}
                </Button>
              )}
            </Stack>
            <Table size="small" data-testid="rules-preview">
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.date')}</TableCell>
                  <TableCell>{t('columns.description')}</TableCell>
                  <TableCell align="right">{t('columns.amount')}</TableCell>
                  <TableCell>{t('rules.title')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {planned.map((p) => (
                  <TableRow key={p.line_id}>
                    <TableCell>{day(p.date)}</TableCell>
                    <TableCell>{p.description}</TableCell>
                    <TableCell align="right">{money(p.amount)}</TableCell>
                    <TableCell>{`${p.rule_name}: ${t(`rules.actions.${p.action}`)} ${t(`kinds.${p.kind}`)}`}</TableCell>
                    <TableCell align="right">
                      {canEdit && (
                        <Button size="small" onClick={() => apply.mutate([p.line_id])}>
                          {t('rules.book')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </Stack>
      {editing && (
        <RuleDialog
          rule={editing === 'new' ? null : editing}
          error={error}
          fieldErrors={errors}
          onSave={(rule) => save.mutate(rule)}
          onClose={() => {
            setEditing(null);
            clear();
          }}
        />
      )}
    </Paper>
  );
}
