import { actionGroups } from '@ops/core/actions';
import { createMerchantSearchMachine } from '@ops/core/flows/merchant-selection';
import * as Dialog from '@radix-ui/react-dialog';
import { useActorRef } from '@xstate/react';
import { Command, defaultFilter } from 'cmdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../lib/i18n/use-i18n.ts';
import { useMerchantScope, useMerchantSelection } from '../lib/merchant-selection/merchant-selection-provider.tsx';
import { useConsoleServices } from '../lib/services/services-context.tsx';
import { FocusTrap } from '../ui/popover/focus-trap.tsx';
import type { PaletteCommand } from './palette-commands.ts';
import { PaletteDivisions, PaletteMerchants } from './palette-merchants.tsx';
import { PaletteSearch } from './palette-search.tsx';
import { PaletteViews } from './palette-views.tsx';
import { ShortcutKeys } from './shortcut-keys.tsx';
import { useFirstItemSelected } from './use-first-item-selected.ts';
import type { PalettePage } from './use-run-command.ts';

export interface CommandPaletteProps {
  page: PalettePage;
  commands: PaletteCommand[];
  /** Ids of the recently used commands, newest first. */
  recent: string[];
  onPageChange: (page: PalettePage) => void;
  onClose: () => void;
  onRun: (command: PaletteCommand) => void;
}

/**
 * cmdk's fuzzy score, except that letters scattered across a command's words (a score this low) are no match:
 * 'sign out' must not offer 'Division' because its keywords hold an s, an i, a g... in that order.
 */
const minimumScore = 0.01;
const filterCommands = (value: string, search: string, keywords?: string[]) => {
  const score = defaultFilter(value, search, keywords);
  return score < minimumScore ? 0 : score;
};

function CommandItem({ command, onRun }: { command: PaletteCommand; onRun: (command: PaletteCommand) => void }) {
  return (
    <Command.Item value={command.id} keywords={[command.label, ...command.keywords]} onSelect={() => onRun(command)}>
      <span className="palette-item-label">{command.label}</span>
      {command.shortcut ? <ShortcutKeys shortcut={command.shortcut} /> : null}
    </Command.Item>
  );
}

/**
 * The palette: the actions for the rows selected on the list on view first, then the recently used commands, then every command that fits the context by group, and the
 * merchants, sellers, transactions and payout requests the server finds for what is typed. Arrow keys move, Enter runs, Escape closes; Backspace in an
 * empty box goes back from a merchant's divisions or the merchant search.
 */
export function CommandPalette({ page, commands, recent, onPageChange, onClose, onRun }: CommandPaletteProps) {
  const { t } = useI18n();
  const { directory } = useConsoleServices();
  const { selection } = useMerchantSelection();
  const scope = useMerchantScope();
  const searchMachine = useMemo(() => createMerchantSearchMachine(directory), [directory]);
  const search = useActorRef(searchMachine, { input: { term: '' } });
  const [input, setInput] = useState('');
  const [selectedValue, setSelectedValue] = useState('');
  const list = useRef<HTMLDivElement>(null);
  useFirstItemSelected(list, setSelectedValue);

  useEffect(() => {
    const subscription = selection.on('selected', onClose);
    return () => subscription.unsubscribe();
  }, [selection, onClose]);

  // The selection's commands first, under their own heading; recently used ones next.
  const forSelection = commands.filter((command) => command.selection);
  const single = commands.filter((command) => !command.selection);
  const recentCommands = recent.flatMap((id) => single.filter((command) => command.id === id));
  const otherCommands = single.filter((command) => !recent.includes(command.id));
  const selectedCount = forSelection[0]?.selection?.codes.length ?? 0;
  const changeInput = (value: string) => {
    setInput(value);
    search.send({ type: 'term.changed', term: value });
  };
  // Each page starts with an empty box: what was typed to find a merchant would hide its divisions.
  const changePage = (next: PalettePage) => {
    changeInput('');
    onPageChange(next);
  };
  const labels = t.palette;

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())} modal={false}>
      <Dialog.Portal>
        <div className="palette-overlay" aria-hidden="true" />
        <Dialog.Content
          className="palette"
          aria-modal="true"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <FocusTrap>
            <Dialog.Title className="visually-hidden">{labels.title()}</Dialog.Title>
            <Command
              label={labels.title()}
              loop
              filter={filterCommands}
              value={selectedValue}
              onValueChange={setSelectedValue}
            >
              <Command.Input
                className="palette-input"
                value={input}
                onValueChange={changeInput}
                placeholder={page === 'root' ? labels.placeholder() : t.merchants.selection.searchPlaceholder()}
                onKeyDown={(event) => {
                  if (event.key === 'Backspace' && input === '' && page !== 'root') {
                    event.preventDefault();
                    changePage(page === 'divisions' ? 'merchants' : 'root');
                  }
                }}
              />
              <Command.List className="palette-list" ref={list}>
                <Command.Empty className="palette-note">{labels.empty()}</Command.Empty>
                {page === 'root' && forSelection.length > 0 ? (
                  <Command.Group heading={labels.selection.group({ count: selectedCount })}>
                    {forSelection.map((command) => (
                      <CommandItem key={command.id} command={command} onRun={onRun} />
                    ))}
                  </Command.Group>
                ) : null}
                {page === 'root' && recentCommands.length > 0 ? (
                  <Command.Group heading={labels.groups.recent()}>
                    {recentCommands.map((command) => (
                      <CommandItem key={command.id} command={command} onRun={onRun} />
                    ))}
                  </Command.Group>
                ) : null}
                {page === 'root'
                  ? actionGroups.map((group) => {
                      const grouped = otherCommands.filter((command) => command.group === group);
                      return grouped.length === 0 ? null : (
                        <Command.Group key={group} heading={labels.groups[group]()}>
                          {grouped.map((command) => (
                            <CommandItem key={command.id} command={command} onRun={onRun} />
                          ))}
                        </Command.Group>
                      );
                    })
                  : null}
                {page === 'divisions' ? (
                  <PaletteDivisions />
                ) : (
                  <PaletteMerchants search={search} onPicked={() => changePage('divisions')} />
                )}
                {page === 'root' ? <PaletteViews scope={scope} onOpened={onClose} /> : null}
                {page === 'root' ? <PaletteSearch term={input} scope={scope} onJumped={onClose} /> : null}
              </Command.List>
            </Command>
          </FocusTrap>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
