import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadStoredLocale } from './app/i18n-context.tsx';
import { followThemePreference } from './app/theme/theme-preference.ts';
import './ui/tokens/tokens.css';
import './ui/tokens/base.css';
import './ui/button/button.css';
import './app/styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
followThemePreference();
await loadStoredLocale();
createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
