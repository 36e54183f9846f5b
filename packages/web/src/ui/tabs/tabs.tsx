import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import './tabs.css';

export interface Tab<Value extends string> {
  value: Value;
  label: ReactNode;
  /** What the tab shows when chosen. */
  content: ReactNode;
  disabled?: boolean | undefined;
}

export interface TabsProps<Value extends string> {
  /** Names the tab list, such as 'Seller details'. */
  label: string;
  tabs: readonly Tab<Value>[];
  value: Value;
  onValueChange(value: NoInfer<Value>): void;
}

/**
 * Tabs on one screen (Radix Tabs): the arrow keys move between tabs and choose them, Home and End go to the first
 * and last, Tab goes into the chosen panel. Tabs that are addresses of their own (a seller's details, a payout's
 * tabs) are `TabLinks`.
 */
export function Tabs<Value extends string>({ label, tabs, value, onValueChange }: TabsProps<Value>) {
  return (
    <RadixTabs.Root className="tabs" value={value} onValueChange={(next) => onValueChange(next as Value)}>
      <RadixTabs.List className="tabs-list" aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} disabled={tab.disabled} className="tabs-tab">
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className="tabs-panel">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
