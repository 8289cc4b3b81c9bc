import type { Theme } from '@mui/material';
import type { SystemStyleObject } from '@mui/system';

/**
 * A document's lines table below 600 px: each line a card of its fields, one under the other,
 * each named by its cell's `data-label` (the column heading, which is hidden), so no field of a
 * line lies beyond the screen's edge.
 */
export const stackedLinesBelowSm = (theme: Theme): SystemStyleObject<Theme> => ({
  [theme.breakpoints.down('sm')]: {
    minWidth: 0,
    tableLayout: 'auto',
    '& thead': { display: 'none' },
    '& tbody, & tfoot, & tr, & td': { display: 'block', width: '100%' },
    '& tbody tr': { border: 1, borderColor: 'divider', borderRadius: 1, p: 1, mb: 1.5 },
    '& td': { border: 0, px: 0, py: 0.5, textAlign: 'left' },
    // A field a line does not have (an expense line's quantity) leaves its cell empty: no card shows a label without a field.
    '& td:empty': { display: 'none' },
    '& td > .MuiFormControl-root, & td > .MuiAutocomplete-root': { width: '100%' },
    '& td[data-label]::before': { content: 'attr(data-label)', display: 'block', ...theme.typography.caption, color: theme.palette.text.secondary },
  },
});
