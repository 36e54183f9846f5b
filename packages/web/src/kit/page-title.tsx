import { createContext, type ReactNode, useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useI18n } from '../lib/i18n/use-i18n.ts';

interface PageTitleState {
  title: string;
  setTitle: (title: string) => void;
}

const PageTitleContext = createContext<PageTitleState | null>(null);

function usePageTitleState(): PageTitleState {
  const state = useContext(PageTitleContext);
  if (!state) throw new Error('page titles need a PageTitleProvider above them');
  return state;
}

/** Holds the title of the screen on view for the header, and mirrors it on the tab as 'Ops | {title}'. */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [title, setTitle] = useState('');
  const state = useMemo(() => ({ title, setTitle }), [title]);
  useEffect(() => {
    document.title = title ? t.shell.pageTitle({ title }) : t.shell.productName();
  }, [title, t]);
  return <PageTitleContext value={state}>{children}</PageTitleContext>;
}

/** Called by the screen on view to name itself; a layout effect so the header never paints the previous title. */
export function usePageTitle(title: string): void {
  const { setTitle } = usePageTitleState();
  useLayoutEffect(() => setTitle(title), [title, setTitle]);
}

export function useCurrentPageTitle(): string {
  return usePageTitleState().title;
}
