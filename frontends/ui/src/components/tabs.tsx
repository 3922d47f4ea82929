import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

/** One tab of {@link Tabs}. */
export type TabItem = { value: string; label: ReactNode; content: ReactNode };

/** Props of {@link Tabs}. */
export type TabsProps = {
  tabs: readonly TabItem[];
  /** Names the tab list for screen readers, e.g. 'Event sections'. */
  label: string;
  /** The open tab when controlled. */
  value?: string;
  /** The open tab at first when uncontrolled; defaults to the first tab. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/**
 * Tabs (Radix): arrow keys move between tabs, Tab moves into the open panel.
 *
 * @example
 * ```tsx
 * <Tabs label="Event" tabs={[{ value: 'people', label: 'Participants', content: <People /> }]} />
 * ```
 */
export const Tabs = ({ tabs, label, value, defaultValue, onValueChange }: TabsProps) => (
  <RadixTabs.Root
    className="vs-tabs"
    {...(value === undefined ? { defaultValue: defaultValue ?? tabs[0]?.value } : { value })}
    {...(onValueChange ? { onValueChange } : {})}
  >
    <RadixTabs.List className="vs-tabs-list" aria-label={label}>
      {tabs.map((tab) => (
        <RadixTabs.Trigger key={tab.value} value={tab.value} className="vs-tabs-tab">
          {tab.label}
        </RadixTabs.Trigger>
      ))}
    </RadixTabs.List>
    {tabs.map((tab) => (
      <RadixTabs.Content key={tab.value} value={tab.value} className="vs-tabs-panel">
        {tab.content}
      </RadixTabs.Content>
    ))}
  </RadixTabs.Root>
);

export const tabsCss = `
.vs-tabs-list{position:relative;display:flex;max-width:100%;gap:var(--vs-space-1);overflow-x:auto;border-bottom:1px solid var(--vs-line-strong)}
.vs-tabs-tab{position:relative;flex:none;min-height:44px;padding:var(--vs-space-2) var(--vs-space-4);border:0;border-bottom:3px solid transparent;background:transparent;color:var(--vs-muted);font:inherit;font-weight:600;cursor:pointer;white-space:nowrap}
.vs-tabs-tab:hover{color:var(--vs-ink)}
.vs-tabs-tab:focus-visible{outline-offset:-3px}
.vs-tabs-tab[data-state=active]{color:var(--vs-accent);border-bottom-color:var(--vs-accent)}
.vs-tabs-panel{padding-top:var(--vs-space-5)}
`;
