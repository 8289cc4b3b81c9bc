import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useNotify, useTranslate } from 'react-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Bowser from 'bowser';
import type { Locale, OpenSessionView, SignInView } from '@ginuma/domain';
import { useAppDataProvider } from '../providers/dataProvider';
import { useWorkspace } from '../workspace/useWorkspace';
import { formatDateTime } from '../i18n/format';
import { TwoStepRequirement } from './TwoStepCard';

const SESSIONS_KEY = ['my-sessions'];
const PAGE = 10;

/** "Chrome 131 on Windows": what a person recognises of a user agent. */
function browserName(agent: string | null, unknown: string): string {
  if (!agent) return unknown;
  const parsed = Bowser.parse(agent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const system = parsed.os.name;
  if (!browser) return agent.length > 60 ? `${agent.slice(0, 57)}…` : agent;
  return system ? `${browser} · ${system}` : browser;
}

function dateTime(locale: Locale, iso: string | null): string {
  return iso ? formatDateTime(locale, iso) : '—';
}

/** The user's open sessions: this device first; each other one can be signed out, or all of them at once. */
export function OpenSessions() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const { locale } = useWorkspace();
  const { data: sessions = [] } = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => dataProvider.getMySessions() });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  const endOne = useMutation({
    mutationFn: (id: string) => dataProvider.endSession(id),
    onSuccess: () => {
      notify('security.sessions.ended', { type: 'success' });
      void refresh();
    },
  });
  const endOthers = useMutation({
    mutationFn: () => dataProvider.endOtherSessions(),
    onSuccess: ({ ended }) => {
      notify('security.sessions.ended_others', { type: 'success', messageArgs: { smart_count: ended } });
      void refresh();
    },
  });
  const others = sessions.filter((s) => !s.current).length;
  const unknown = translate('security.sessions.unknown_browser');
  return (
    <Card>
      <CardHeader
        title={translate('security.sessions.title')}
        subheader={translate('security.sessions.subtitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <Divider />
      <CardContent>
        <List dense disablePadding aria-label={translate('security.sessions.title')}>
          {sessions.map((session: OpenSessionView) => {
            const device = browserName(session.user_agent, unknown);
            return (
              <ListItem
                key={session.id}
                divider
                secondaryAction={
                  session.current ? undefined : (
                    <Tooltip title={translate('security.sessions.end')}>
                      <IconButton
                        edge="end"
                        aria-label={translate('security.sessions.end_named', { device })}
                        disabled={endOne.isPending}
                        onClick={() => endOne.mutate(session.id)}
                      >
                        <LogoutIcon />
                      </IconButton>
                    </Tooltip>
                  )
                }
              >
                <ListItemText
                  primary={
                    session.current ? (
                      <>
                        {device} <Chip size="small" color="primary" label={translate('security.sessions.this_device')} sx={{ ml: 1 }} />
                      </>
                    ) : (
                      device
                    )
                  }
                  secondary={[
                    session.ip,
                    session.signed_in_at && translate('security.sessions.signed_in', { time: dateTime(locale, session.signed_in_at) }),
                    session.last_seen_at && translate('security.sessions.last_seen', { time: dateTime(locale, session.last_seen_at) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            );
          })}
        </List>
        <Box sx={{ mt: 2 }}>
          {others > 0 ? (
            <Button variant="outlined" startIcon={<LogoutIcon />} disabled={endOthers.isPending} onClick={() => endOthers.mutate()}>
              {translate('security.sessions.end_others')}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('security.sessions.none_else')}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * Sign-ins, newest first, with a "Show more" that asks for the next page: the user's own on the
 * profile, the workspace's (with who) in the user registry.
 */
export function SignInHistory({ scope }: { scope: 'mine' | 'workspace' }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { locale } = useWorkspace();
  const [count, setCount] = useState(PAGE);
  const { data } = useQuery({
    queryKey: ['sign-ins', scope, count],
    queryFn: () => dataProvider.getSignIns(scope, count),
    placeholderData: keepPreviousData,
  });
  const rows = data?.rows ?? [];
  const workspace = scope === 'workspace';
  const unknown = translate('security.sessions.unknown_browser');
  return (
    <Card sx={workspace ? { mt: 3 } : undefined}>
      <CardHeader
        title={translate(workspace ? 'security.history.workspace_title' : 'security.history.title')}
        subheader={translate(workspace ? 'security.history.workspace_subtitle' : 'security.history.subtitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <Divider />
      <CardContent>
        {data && rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('security.history.empty')}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={translate('security.history.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('security.history.when')}</TableCell>
                  {workspace && <TableCell>{translate('security.history.user')}</TableCell>}
                  <TableCell>{translate('security.history.how')}</TableCell>
                  <TableCell>{translate('security.history.result')}</TableCell>
                  <TableCell>{translate('security.history.address')}</TableCell>
                  <TableCell>{translate('security.history.browser')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row: SignInView) => (
                  <TableRow key={row.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(locale, row.at)}</TableCell>
                    {workspace && (
                      <TableCell>
                        <Tooltip title={row.email}>
                          <span>{row.user_name}</span>
                        </Tooltip>
                      </TableCell>
                    )}
                    <TableCell>{translate(`security.history.method.${row.method}`)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={row.outcome === 'refused' ? 'error' : 'success'}
                        label={translate(`security.history.outcome.${row.outcome}`)}
                      />
                    </TableCell>
                    <TableCell>{row.ip ?? '—'}</TableCell>
                    <TableCell>{browserName(row.user_agent, unknown)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {data && data.total > rows.length && (
          <Box sx={{ mt: 1 }}>
            <Button onClick={() => setCount((n) => n + PAGE * 2)}>{translate('security.history.more')}</Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** The user registry's section below its list: the requirement of a second step, and the workspace's sign-ins. */
export function WorkspaceSignIns() {
  return (
    <>
      <TwoStepRequirement />
      <SignInHistory scope="workspace" />
    </>
  );
}
