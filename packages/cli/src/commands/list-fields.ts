import type { MachineField } from '@ops/core/lists';
import type { Command } from 'commander';

/** The machine fields of each list command built with core's columns, for `ops schema` and completion. */
export const listFields = new WeakMap<Command, readonly MachineField[]>();
