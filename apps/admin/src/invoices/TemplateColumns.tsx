import { Box, Chip } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { FunctionField, type RaRecord } from 'react-admin';
import type { Locale } from '@ginuma/domain';
import { columnLabel, recordColumns } from '../records/RecordColumns';
import type { RecordListExtension } from '../records/RecordList';
import type { RecordScreen } from '../records/recordScreens';
import { TemplateRowActions } from './TemplateRowActions';
import { DefaultLabel } from './TemplateDefaultLabel';

/** The shared columns, with the theme colour as a swatch and the default as a chip. */
function templateColumns(screen: RecordScreen, locale: Locale, deleted: boolean, canEdit: boolean) {
  return recordColumns(screen, locale, deleted, canEdit).map((cell) => {
    if (cell.key === 'theme_colour') {
      return (
        <FunctionField
          key="theme_colour"
          source="theme_colour"
          label={columnLabel(screen, 'theme_colour')}
          render={(record: RaRecord) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box sx={{ width: 18, height: 18, borderRadius: 0.5, border: 1, borderColor: 'divider', bgcolor: String(record.theme_colour) }} />
              {String(record.theme_colour)}
            </Box>
          )}
        />
      );
    }
    if (cell.key === 'is_default') {
      return (
        <FunctionField
          key="is_default"
          source="is_default"
          label={columnLabel(screen, 'is_default')}
          render={(record: RaRecord) => (record.is_default ? <Chip size="small" color="primary" icon={<StarIcon />} label={<DefaultLabel />} /> : null)}
        />
      );
    }
    return cell;
  });
}

export const TEMPLATE_LIST: RecordListExtension = { columns: templateColumns, RowActions: TemplateRowActions };
