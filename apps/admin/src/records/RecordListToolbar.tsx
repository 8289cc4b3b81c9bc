import { useEffect, useState, type ComponentType } from 'react';
import { Badge, Box, Button, CircularProgress, Collapse, InputAdornment, MenuItem, Paper, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import FilterListIcon from '@mui/icons-material/FilterList';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router-dom';
import { useListContext, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../providers/dataProvider';
import { columnLabel } from './RecordColumns';
import { useRecordNotify } from './useRecordNotify';
import type { RecordLinks, RecordPermissions } from './recordLinks';
import { columnsOf, nameKey, type RecordScreen, type StatusChoice } from './recordScreens';

interface ToolbarProps {
  screen: RecordScreen;
  deleted: boolean;
  links: RecordLinks;
  can: RecordPermissions;
  BulkActions?: ComponentType<{ screen: RecordScreen }>;
}

type Filters = { q?: string; from?: string; to?: string; status?: string; [choiceFilter: string]: string | undefined };

const ROLE_CHOICES = [
  { id: '1', key: 'app.roles.admin' },
  { id: '2', key: 'app.roles.audit' },
  { id: '3', key: 'app.roles.entry' },
];
const STATUS_CHOICES = [
  { id: '1', key: 'app.records.active' },
  { id: '0', key: 'app.records.inactive' },
];

/** Search, Filter (From, To, Status), Print, Export, Deleted List and New: the tools of every list screen. */
export function RecordListToolbar({ screen, deleted, links, can, BulkActions }: ToolbarProps) {
  const translate = useTranslate();
  const notify = useRecordNotify(screen);
  const dataProvider = useAppDataProvider();
  const { filterValues, setFilters, sort } = useListContext();
  const filters = filterValues as Filters;
  const [search, setSearch] = useState(filters.q ?? '');
  const choiceFilters = screen.choiceFilters ?? [];
  const filterNames = ['from', 'to', 'status', ...choiceFilters.map((f) => f.name)];
  const [open, setOpen] = useState(filterNames.some((name) => filters[name]));
  const [exporting, setExporting] = useState(false);

  useEffect(() => setSearch(filters.q ?? ''), [filters.q]);

  const change = (patch: Filters, debounce = false) => {
    const next: Filters = { ...filters, ...patch };
    const clean = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined && value !== ''));
    setFilters(clean, {}, debounce);
  };
  const active = filterNames.filter((name) => filters[name]).length;
  const statusChoices = screen.statusChoices ?? (screen.statusFilter === 'role' ? ROLE_CHOICES : screen.hasStatus ? STATUS_CHOICES : []);

  const choiceSelect = (name: string, label: string, choices: readonly StatusChoice[]) => (
    <TextField key={name} select label={translate(label)} value={filters[name] ?? ''} onChange={(event) => change({ [name]: event.target.value })} fullWidth={false} sx={{ width: 170 }}>
      <MenuItem value="">{translate('app.records.all')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.label ?? translate(choice.key)}
        </MenuItem>
      ))}
    </TextField>
  );

  const exportRows = async () => {
    setExporting(true);
    try {
      const columns = columnsOf(screen).map((c) => ({ source: c.source, label: translate(columnLabel(screen, c.source)) }));
      await dataProvider.exportList(screen.name, { filter: filterValues as Record<string, unknown>, sort }, columns, deleted);
    } catch (error) {
      notify.failure('export', error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box data-print="hide" sx={{ px: 2, pt: 2, pb: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            change({ q: event.target.value }, true);
          }}
          placeholder={translate('app.records.search')}
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 220, xl: 280 } }}
          slotProps={{
            htmlInput: { 'aria-label': translate('app.records.search'), type: 'search' },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
        />
        <Badge badgeContent={active} color="primary">
          <Button variant="outlined" size="medium" startIcon={<FilterListIcon />} onClick={() => setOpen(!open)} aria-expanded={open}>
            {translate('app.records.filter')}
          </Button>
        </Badge>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end', ml: 'auto' }}>
          {BulkActions && !deleted && <BulkActions screen={screen} />}
          {can.print && (
            <Button variant="text" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
              {translate('app.records.print')}
            </Button>
          )}
          {can.export && (
            <Button
              variant="text"
              startIcon={exporting ? <CircularProgress size={16} /> : <FileDownloadOutlinedIcon />}
              disabled={exporting}
              onClick={() => void exportRows()}
            >
              {translate(exporting ? 'app.records.exporting' : 'app.records.export')}
            </Button>
          )}
          {deleted ? (
            <Button variant="text" startIcon={<ArrowBackIcon />} component={RouterLink} to={links.list}>
              {translate('app.records.back_to_list')}
            </Button>
          ) : (
            <Button variant="text" startIcon={<DeleteSweepOutlinedIcon />} component={RouterLink} to={links.deleted}>
              {translate('app.records.deleted_list')}
            </Button>
          )}
          {!deleted && can.create && links.create && (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={links.create}>
              {translate('app.records.new', { name: translate(nameKey(screen), { smart_count: 1 }) })}
            </Button>
          )}
        </Box>
      </Box>
      <Collapse in={open} unmountOnExit>
        <Paper variant="outlined" sx={{ mt: 1.5, p: 1.5, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', bgcolor: 'background.default' }}>
          <TextField
            type="date"
            label={translate('app.records.from')}
            value={filters.from ?? ''}
            onChange={(event) => change({ from: event.target.value })}
            fullWidth={false}
            sx={{ width: 170 }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label={translate('app.records.to')}
            value={filters.to ?? ''}
            onChange={(event) => change({ to: event.target.value })}
            fullWidth={false}
            sx={{ width: 170 }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {statusChoices.length > 0 &&
            choiceSelect('status', screen.statusFilter === 'role' ? 'resources.users.fields.user_role' : 'app.records.status', statusChoices)}
          {choiceFilters.map((filter) => choiceSelect(filter.name, filter.label, filter.choices))}
          <Button
            onClick={() => change(Object.fromEntries(filterNames.map((name) => [name, undefined])))}
            disabled={active === 0}
          >
            {translate('app.records.clear_filters')}
          </Button>
        </Paper>
      </Collapse>
    </Box>
  );
}
