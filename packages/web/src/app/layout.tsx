import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../lib/i18n/use-i18n.ts';
import { Header } from './header.tsx';
import { Sidebar } from './sidebar.tsx';

/** Moves focus to the main area after a navigation, so keyboard and screen-reader users start at the new screen. */
function useFocusOnNavigation() {
  const [location] = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousLocation = useRef(location);
  useEffect(() => {
    if (previousLocation.current === location) return;
    previousLocation.current = location;
    mainRef.current?.focus();
  }, [location]);
  return mainRef;
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const mainRef = useFocusOnNavigation();
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t.shell.skipToContent()}
      </a>
      <Sidebar />
      <div className="layout-body">
        <Header />
        <main id="main" ref={mainRef} className="layout-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
