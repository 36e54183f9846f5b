import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useI18n } from '../app/i18n-context.tsx';
import { useCurrentActionSubject } from '../ui/action-subject/use-action-subject.ts';
import { readStored, writeStored } from '../ui/browser-storage/browser-storage.ts';
import { useMerchantScope } from '../ui/merchant-selection/merchant-selection-provider.tsx';
import { type PaletteCommand, paletteCommands, permittedCommands } from './palette-commands.ts';
import { readRecentCommands, recentCommandsStorageKey, withRecentCommand } from './recent-commands.ts';
import { useKeySequences } from './use-key-sequences.ts';
import { type PalettePage, useRunCommand } from './use-run-command.ts';
import './palette.css';

type CommandPaletteModule = typeof import('./command-palette.tsx');
/** Set once the palette's code has loaded: then it renders at once, not through React.lazy's suspended retry. */
let loadedPalette: CommandPaletteModule | undefined;
const loadCommandPalette = () =>
  import('./command-palette.tsx').then((module) => {
    loadedPalette = module;
    return module;
  });
const LazyCommandPalette = lazy(() => loadCommandPalette().then(({ CommandPalette }) => ({ default: CommandPalette })));

interface PaletteControls {
  openPalette: (page?: PalettePage) => void;
}

const PaletteContext = createContext<PaletteControls | null>(null);

/** How long a refusal stays on screen, e.g. 'Please select a merchant and try again'. */
const noticeMs = 6000;

/**
 * The command palette (Ctrl/Cmd+K) and the registry's shortcuts for the whole signed-in app. The palette's code
 * loads once the page is idle, so the first load stays small and the palette still opens at once; closing it
 * gives focus back to where it was.
 */
export function PaletteProvider({ children }: { children: ReactNode }) {
  const { t, locale } = useI18n();
  const scope = useMerchantScope();
  const [page, setPage] = useState<PalettePage | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [recent, setRecent] = useState(() => readRecentCommands(readStored('local', recentCommandsStorageKey)));
  const focusBefore = useRef<HTMLElement | null>(null);

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

  const runCommand = useRunCommand(openPalette);
  const { subject } = useCurrentActionSubject();
  const commands = useMemo(() => paletteCommands(t, locale, scope, subject), [t, locale, scope, subject]);
  const run = useCallback(
    async (command: PaletteCommand) => {
      const next = withRecentCommand(recent, command.id);
      setRecent(next);
      writeStored('local', recentCommandsStorageKey, next);
      setNotice(await runCommand(command));
    },
    [recent, runCommand],
  );

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
    const preload = () => void loadCommandPalette();
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(preload);
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(preload, 200);
    return () => clearTimeout(timer);
  }, []);

  const allCommands = useMemo(() => permittedCommands(t, locale), [t, locale]);
  const shortcuts = useMemo(
    () => allCommands.flatMap((command) => (command.shortcut ? [command.shortcut] : [])),
    [allCommands],
  );
  useKeySequences(
    shortcuts,
    (shortcut) => {
      const command = allCommands.find((candidate) => candidate.shortcut === shortcut);
      if (command) void run(command);
    },
    page === undefined,
  );

  const controls = useMemo(() => ({ openPalette }), [openPalette]);
  // A suspended component shows only after React's fallback throttle (300 ms): preloaded, it need not suspend.
  const CommandPalette = loadedPalette?.CommandPalette ?? LazyCommandPalette;
  return (
    <PaletteContext value={controls}>
      {children}
      <div className="palette-notice" role="status" aria-live="polite">
        {notice}
      </div>
      {page !== undefined ? (
        <Suspense fallback={null}>
          <CommandPalette
            page={page}
            commands={commands}
            recent={recent}
            onPageChange={setPage}
            onClose={closePalette}
            onRun={(command) => {
              closePalette();
              void run(command);
            }}
          />
        </Suspense>
      ) : null}
    </PaletteContext>
  );
}

export function usePalette(): PaletteControls {
  const controls = useContext(PaletteContext);
  if (!controls) throw new Error('usePalette needs a PaletteProvider above it');
  return controls;
}
