import type { OpsRole } from '@ops/core/contract';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useCurrentActionSelection } from '../kit/actions/use-action-selection.ts';
import { useCurrentActionSubject } from '../kit/actions/use-action-subject.ts';
import { useMyRoles } from '../kit/actions/use-my-roles.ts';
import { readStored, writeStored } from '../lib/browser-storage/browser-storage.ts';
import { useI18n } from '../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../lib/merchant-selection/merchant-selection-provider.tsx';
import { type PaletteCommand, paletteCommands, permittedCommands, selectionCommands } from './palette-commands.ts';
import { readRecentCommands, recentCommandsStorageKey, withRecentCommand } from './recent-commands.ts';
import type { ShortcutPress } from './shortcut-press.ts';
import { useKeySequences } from './use-key-sequences.ts';
import { type PalettePage, useRunCommand } from './use-run-command.ts';

const noRoles: readonly OpsRole[] = [];

type CommandPaletteModule = typeof import('./command-palette.tsx');
/** Set once the palette's code has loaded: then it renders at once, not through React.lazy's suspended retry. */
let loadedPalette: CommandPaletteModule | undefined;
const loadCommandPalette = () =>
  import('./command-palette.tsx').then((module) => {
    loadedPalette = module;
    return module;
  });
const LazyCommandPalette = lazy(() => loadCommandPalette().then(({ CommandPalette }) => ({ default: CommandPalette })));

export interface PaletteCommandRunnerProps {
  page: PalettePage | undefined;
  onPageChange: (page: PalettePage) => void;
  openPalette: (page?: PalettePage) => void;
  closePalette: () => void;
  /** A refusal or failure of what ran, to show for a while. */
  onNotice: (notice: string | undefined) => void;
  /** Shortcut keys pressed before this runner had loaded, in order: read before any key pressed later. */
  takeEarlyPresses: () => readonly ShortcutPress[];
}

/**
 * The registry's side of the palette, loaded after the first paint: the commands that fit, recently used ones
 * first, their shortcuts bound, and the palette itself (cmdk), whose code loads once the page is idle so it still
 * opens at once.
 */
export function PaletteCommandRunner({
  page,
  onPageChange,
  openPalette,
  closePalette,
  onNotice,
  takeEarlyPresses,
}: PaletteCommandRunnerProps) {
  const { t, locale } = useI18n();
  const scope = useMerchantScope();
  const knownRoles = useMyRoles();
  const roles = knownRoles ?? noRoles;
  const [recent, setRecent] = useState(() => readRecentCommands(readStored('local', recentCommandsStorageKey)));
  const runCommand = useRunCommand(openPalette);
  const { subject, forms } = useCurrentActionSubject();
  const selection = useCurrentActionSelection();
  // The selection's actions come first; the palette heads them apart.
  const commands = useMemo(
    () => [
      ...selectionCommands(t, scope, roles, selection, Object.keys(forms)),
      ...paletteCommands(t, locale, scope, roles, subject),
    ],
    [t, locale, scope, roles, subject, selection, forms],
  );
  const run = useCallback(
    async (command: PaletteCommand) => {
      // A run on the selection is not a command to offer again for one row.
      if (!command.selection) {
        const next = withRecentCommand(recent, command.id);
        setRecent(next);
        writeStored('local', recentCommandsStorageKey, next);
      }
      onNotice(await runCommand(command));
    },
    [recent, runCommand, onNotice],
  );

  useEffect(() => {
    const preload = () => void loadCommandPalette();
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(preload);
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(preload, 200);
    return () => clearTimeout(timer);
  }, []);

  const allCommands = useMemo(() => permittedCommands(t, locale, roles), [t, locale, roles]);
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
    // Bound once the roles are known: a shortcut pressed before waits with the early presses, then runs.
    page === undefined && knownRoles !== undefined,
    takeEarlyPresses,
  );

  if (page === undefined) return null;
  // A suspended component shows only after React's fallback throttle (300 ms): preloaded, it need not suspend.
  const CommandPalette = loadedPalette?.CommandPalette ?? LazyCommandPalette;
  return (
    <Suspense fallback={null}>
      <CommandPalette
        page={page}
        commands={commands}
        recent={recent}
        onPageChange={onPageChange}
        onClose={closePalette}
        onRun={(command) => {
          closePalette();
          void run(command);
        }}
      />
    </Suspense>
  );
}
