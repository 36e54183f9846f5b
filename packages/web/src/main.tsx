import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadStoredLocale } from './app/i18n-context.tsx';
import './app/styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
await loadStoredLocale();
createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
