// A screen of two or more forms behind tabs (Video: motion or avatar; Music: a track or a mix): its title
// and the tab row above the chosen form, and the panel that holds the form with its action bar.
import type { ReactNode } from "react";
import { ScreenTitle } from "./ScreenTitle";

/** A tab: its id (the panel's and the tab's element ids follow it), its name and the line under it. */
export type TabSpec<T extends string> = readonly [id: T, label: string, sub: string];

/** The screen's title and the row of tabs; `label` names the row for a screen reader. */
export function TabbedHead<T extends string>({
  title,
  label,
  tabs,
  tab,
  onTab,
}: {
  title: string;
  label: string;
  tabs: ReadonlyArray<TabSpec<T>>;
  tab: T;
  onTab: (tab: T) => void;
}) {
  return (
    <>
      <div className="screen-head">
        <ScreenTitle>{title}</ScreenTitle>
      </div>
      <div className="tabs" role="tablist" aria-label={label}>
        {tabs.map(([id, name, sub]) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            className={`tab ${tab === id ? "selected" : ""}`}
            onClick={() => onTab(id)}
          >
            <span className="tab-label">{name}</span>
            <span className="tab-sub">{sub}</span>
          </button>
        ))}
      </div>
    </>
  );
}

/** The chosen tab's panel: the form and its action bar. */
export function TabPanel({ tab, children }: { tab: string; children: ReactNode }) {
  return (
    <div className="screen-with-bar" role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
      {children}
    </div>
  );
}
