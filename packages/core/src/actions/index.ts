export {
  type ActionContext,
  type ActionDefinition,
  type ActionGroup,
  type ActionPreset,
  actionGroups,
  defineAction,
  type Permission,
} from './action.ts';
export { ActionRefusal } from './action-refusal.ts';
export { clearMerchantAction, createMerchantAction, selectMerchantAction } from './merchant-actions.ts';
export { type MessageKey, translate } from './message-key.ts';
export { actionRegistry, availableActions, parseParameters, runAction } from './registry.ts';
export { goToScreenAction, screenActions } from './screen-actions.ts';
export { type Screen, type ScreenId, screens } from './screens.ts';
export { signOutAction, switchLanguageAction } from './session-actions.ts';
export { shortcutConflicts, shortcutKeys } from './shortcut.ts';
