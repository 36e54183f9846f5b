import { type ComponentType, type ReactNode, useEffect, useRef } from 'react';
import './tabs.css';

/** What a tab link renders through: the app's `AppLink` (it keeps the merchant in the address), or an <a>. */
export type TabLinkComponent = ComponentType<{
  to: string;
  className: string;
  'aria-current': 'page' | undefined;
  children: ReactNode;
}>;

export interface TabLink {
  to: string;
  label: ReactNode;
  /** The tab of the address on view. */
  current: boolean;
}

export interface TabLinksProps {
  /** Names the navigation, such as 'Seller details'. */
  label: string;
  links: readonly TabLink[];
  /** Pass `AppLink` from a screen; ui knows no router. */
  linkComponent: TabLinkComponent;
}

/**
 * Tabs that are addresses (route-driven): a navigation of links in the tabs' look, the current one marked
 * `aria-current="page"`. Each is a link, so it opens in a new tab, is bookmarked and goes Back like any page. More
 * tabs than fit scroll sideways, the current one scrolled into view.
 */
export function TabLinks({ label, links, linkComponent: Link }: TabLinksProps) {
  const nav = useRef<HTMLElement>(null);
  const current = links.find((link) => link.current)?.to;
  useEffect(() => {
    const box = nav.current;
    const tab = current === undefined ? null : box?.querySelector('[aria-current="page"]');
    if (!box || !tab) return;
    const shown = box.getBoundingClientRect();
    const at = tab.getBoundingClientRect();
    if (at.right > shown.right) box.scrollLeft += at.right - shown.right;
    else if (at.left < shown.left) box.scrollLeft -= shown.left - at.left;
  }, [current]);
  return (
    <nav ref={nav} className="tabs-list tab-links" aria-label={label}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className="tabs-tab" aria-current={link.current ? 'page' : undefined}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
