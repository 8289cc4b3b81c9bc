import { GlobalStyles } from '@mui/material';

/** Print shows the page's content alone: no menu, top bar, filters, actions or paging buttons. */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'header, nav, .RaSidebar-root, .MuiDrawer-root, [data-print="hide"], .column-actions': { display: 'none !important' },
          '.RaLayout-content': { padding: '0 !important' },
          '.RaLayout-appFrame': { marginTop: '0 !important' },
          body: { background: '#fff' },
        },
      }}
    />
  );
}
