import './app/start/first-screen-data.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { followThemePreference } from './app/theme/theme-preference.ts';
import { loadStoredLocale } from './lib/i18n/i18n-provider.tsx';
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
