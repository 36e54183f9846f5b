import type { ActionResult, setConfigAction } from '@ops/core/actions';
import type { RegistryActionState } from '../../../kit/actions/use-registry-action.ts';

/** A configuration child's run of `config.set`: busy, failed, or done. */
export type ConfigUpdate = RegistryActionState<ActionResult<typeof setConfigAction>>;
