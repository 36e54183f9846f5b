import { useLocation } from 'wouter';
import { AppLink } from '../kit/links/app-link.tsx';
import { useLocalStorage } from '../lib/browser-storage/use-local-storage.ts';
import { useI18n } from '../lib/i18n/use-i18n.ts';
import { bottomEntries, mainEntries, type NavigationEntry } from './navigation-entries.tsx';
import { preloadScreen } from './routing/screen-routes.tsx';

export const sidebarStorageKey = 'ops.sidebar.collapsed';

function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

function isCurrent(location: string, path: string): boolean {
  return path === '/' ? location === '/' : location === path || location.startsWith(`${path}/`);
}

function SidebarLink({ entry, collapsed }: { entry: NavigationEntry; collapsed: boolean }) {
  const { t } = useI18n();
  const [location] = useLocation();
  const label = entry.label(t);
  // The screen's code starts loading as the pointer comes over its link (or the link gets the focus), not at the click.
  const preload = () => preloadScreen(entry.id);
  return (
    <li>
      <AppLink
        to={entry.path}
        className="sidebar-link"
        aria-current={isCurrent(location, entry.path) ? 'page' : undefined}
        aria-label={collapsed ? label : undefined}
        title={collapsed ? label : undefined}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {entry.icon}
        {!collapsed && <span>{label}</span>}
      </AppLink>
    </li>
  );
}

/**
 * The main navigation in the spec's order, Configurations apart at the bottom, and the help link that exists
 * but is hidden (spec section 2). Collapsing it to a narrow rail is remembered in local storage.
 */
export function Sidebar() {
  const { t } = useI18n();
  const [collapsed, setCollapsed] = useLocalStorage(sidebarStorageKey, false, isBoolean);
  const toggleLabel = collapsed ? t.shell.sidebar.expand() : t.shell.sidebar.collapse();
  return (
    <nav className="sidebar" data-collapsed={collapsed} aria-label={t.shell.sidebar.label()}>
      <AppLink to="/" className="sidebar-brand" aria-label={collapsed ? t.shell.productName() : undefined}>
        {collapsed ? t.shell.productShortName() : t.shell.productName()}
      </AppLink>
      <ul className="sidebar-entries">
        {mainEntries.map((entry) => (
          <SidebarLink key={entry.id} entry={entry} collapsed={collapsed} />
        ))}
      </ul>
      <ul className="sidebar-entries sidebar-bottom">
        {bottomEntries.map((entry) => (
          <SidebarLink key={entry.id} entry={entry} collapsed={collapsed} />
        ))}
        <li hidden>
          <a className="sidebar-link" href="mailto:" rel="noreferrer">
            {t.shell.sidebar.help()}
          </a>
        </li>
      </ul>
      <button
        type="button"
        className="sidebar-toggle"
        aria-expanded={!collapsed}
        title={toggleLabel}
        onClick={() => setCollapsed(!collapsed)}
      >
        <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
        <span className="visually-hidden">{toggleLabel}</span>
      </button>
    </nav>
  );
}
