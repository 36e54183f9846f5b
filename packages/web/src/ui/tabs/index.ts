export { type TabLink, type TabLinkComponent, TabLinks, type TabLinksProps } from './tab-links.tsx';
export { type Tab, Tabs, type TabsProps } from './tabs.tsx';
