import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { SegmentedControl } from '../../ui/segmented-control/segmented-control.tsx';
import { type ThemePreference, themePreferences } from './theme-preference.ts';
import { useThemePreference } from './use-theme-preference.ts';

/** The user menu's theme: System (follows the system's light or dark, the default), Light or Dark; remembered. */
export function ThemeChooser() {
  const { t } = useI18n();
  const [preference, setPreference] = useThemePreference();
  return (
    <SegmentedControl<ThemePreference>
      label={t.shell.theme.label()}
      options={themePreferences.map((value) => ({ value, label: t.shell.theme[value]() }))}
      value={preference}
      onValueChange={setPreference}
    />
  );
}
