import {
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { afterFirstScreen } from '../kit/first-screen-settled.ts';
import { withWholeDictionary } from '../lib/i18n/with-whole-dictionary.ts';
import { preloadable } from '../lib/preloadable.tsx';
import { type ShortcutPress, shortcutPressOf } from './shortcut-press.ts';
import type { PalettePage } from './use-run-command.ts';
import './palette.css';

const PaletteCommandRunner = preloadable(
  withWholeDictionary(() =>
    import('./palette-command-runner.tsx').then(({ PaletteCommandRunner }) => PaletteCommandRunner),
  ),
);

interface PaletteControls {
  openPalette: (page?: PalettePage) => void;
}

const PaletteContext = createContext<PaletteControls | null>(null);

/** How long a refusal stays on screen, e.g. 'Please select a merchant and try again'. */
const noticeMs = 6000;

/**
 * The command palette (Ctrl/Cmd+K) and the registry's shortcuts for the whole signed-in app. The registry (its
 * actions with their parameter schemas) loads once the first screen has its data (or at the first key press), in
 * `PaletteCommandRunner`, which binds the shortcuts and shows the palette; Ctrl/Cmd+K pressed before it has arrived opens the palette once it
 * has, and shortcut keys pressed before then are kept and handed to it. Closing the palette gives focus back to
 * where it was.
 */
export function PaletteProvider({ children }: { children: ReactNode }) {
  const [page, setPage] = useState<PalettePage | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const focusBefore = useRef<HTMLElement | null>(null);
  /** Shortcut keys pressed before the registry bound its shortcuts; null once it has taken them. */
  const earlyPresses = useRef<ShortcutPress[] | null>([]);
  const paletteOpen = useRef(false);
  paletteOpen.current = page !== undefined;
  const [registryWanted, setRegistryWanted] = useState(false);
  useEffect(() => afterFirstScreen(() => setRegistryWanted(true)), []);

  const openPalette = useCallback((next: PalettePage = 'root') => {
    setPage((current) => {
      if (current === undefined && document.activeElement instanceof HTMLElement) {
        focusBefore.current = document.activeElement;
      }
      return next;
    });
  }, []);
  const closePalette = useCallback(() => setPage(undefined), []);

  // Focus goes back where it was, unless what the palette ran has put it somewhere on purpose (a popover, the
  // main area of a new screen).
  useEffect(() => {
    if (page !== undefined || !focusBefore.current) return;
    const target = focusBefore.current;
    focusBefore.current = null;
    const timer = setTimeout(() => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && target.isConnected) target.focus();
    });
    return () => clearTimeout(timer);
  }, [page]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(undefined), noticeMs);
    return () => clearTimeout(timer);
  }, [notice]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (page === undefined) openPalette('root');
        else closePalette();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [page, openPalette, closePalette]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const press = earlyPresses.current && !paletteOpen.current ? shortcutPressOf(event) : undefined;
      if (press) earlyPresses.current?.push(press);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  const takeEarlyPresses = useCallback(() => {
    const presses = earlyPresses.current ?? [];
    earlyPresses.current = null;
    return presses;
  }, []);

  const controls = useMemo(() => ({ openPalette }), [openPalette]);
  return (
    <PaletteContext value={controls}>
      {children}
      <div className="palette-notice" role="status" aria-live="polite">
        {notice}
      </div>
      {(registryWanted || page !== undefined) && (
        <Suspense fallback={null}>
          <PaletteCommandRunner
            page={page}
            onPageChange={setPage}
            openPalette={openPalette}
            closePalette={closePalette}
            onNotice={setNotice}
            takeEarlyPresses={takeEarlyPresses}
          />
        </Suspense>
      )}
    </PaletteContext>
  );
}

export function usePalette(): PaletteControls {
  const controls = useContext(PaletteContext);
  if (!controls) throw new Error('usePalette needs a PaletteProvider above it');
  return controls;
}
