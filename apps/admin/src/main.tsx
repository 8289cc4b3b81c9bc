import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/noto-sans-sinhala';
import { App } from './App';
import { loadSession } from './session/sessionStore';
import { reloadForNewChunks } from './routing/chunkReload';

// Vite reports a failed preload of a page's chunks here (typically after a deploy).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForNewChunks()) event.preventDefault();
});

void loadSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
