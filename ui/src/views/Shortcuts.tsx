// The window's keyboard shortcuts: Ctrl/Cmd+Enter presses the screen's main spend button (the same
// button, so the same cost check and the same once-only guard as a click), Ctrl/Cmd+K jumps to a
// screen, "?" (when not typing) lists the shortcuts, with the keys of the Gallery (screens/Gallery) and of a
// review (views/gallery/Review.tsx) beside them.
import { useEffect, useState } from "react";
import { useNavigation, type Screen } from "../state";
import { isTyping, makeButton, modKeyName, onShowShortcuts, shortcutList, type Shortcut } from "../lib/shortcuts";
import { Dialog } from "../widgets/Dialog";
import { NAV_ITEMS } from "./Nav";
import { t, type MessageKey } from "../i18n";

type Open = "none" | "palette" | "sheet";

export function Shortcuts() {
  const [open, setOpen] = useState<Open>("none");
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const mod = e.ctrlKey || e.metaKey;
      const dialogOpen = document.querySelector("dialog[open]") !== null;
      if (mod && !e.altKey && e.key === "Enter") {
        // Not the form's own Enter as well; a held key is one press.
        e.preventDefault();
        if (e.repeat || dialogOpen) return;
        const button = makeButton(document.querySelector("main") ?? document, document.activeElement);
        // A disabled button takes no press here either (its bar says why); a pressed one goes through the
        // click's own spend guard.
        if (button && !button.disabled) button.click();
      } else if (mod && !e.altKey && !e.shiftKey && e.key.toLowerCase() === "k") {
        e.preventDefault();
        if (!dialogOpen) setOpen("palette");
      } else if (e.key === "?" && !mod && !e.altKey && !dialogOpen && !isTyping(e.target)) {
        e.preventDefault();
        setOpen("sheet");
      }
    };
    window.addEventListener("keydown", onKey, true);
    onShowShortcuts(() => setOpen("sheet"));
    return () => {
      window.removeEventListener("keydown", onKey, true);
      onShowShortcuts(null);
    };
  }, []);
  const close = () => setOpen("none");
  return (
    <>
      <ScreenPalette open={open === "palette"} onClose={close} />
      <ShortcutSheet open={open === "sheet"} onClose={close} />
    </>
  );
}

function ScreenPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { go } = useNavigation();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const q = query.trim().toLowerCase();
  const list = NAV_ITEMS.filter((it) => it.label.toLowerCase().includes(q));
  const current = list[Math.min(active, list.length - 1)];
  const close = () => {
    setQuery("");
    setActive(0);
    onClose();
  };
  const choose = (screen: Screen) => {
    close();
    go(screen);
  };
  return (
    <Dialog open={open} onClose={close} labelledBy="palette-title" className="palette">
      <div className="dialog-body">
        <h2 id="palette-title" className="popover-title">
          {t("shell.palette.title")}
        </h2>
        <input
          type="text"
          role="combobox"
          aria-label={t("shell.palette.input")}
          aria-expanded="true"
          aria-controls="palette-list"
          aria-autocomplete="list"
          aria-activedescendant={current ? `palette-${current.screen}` : undefined}
          placeholder={t("shell.palette.placeholder")}
          value={query}
          data-autofocus
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown" || e.key === "ArrowUp") {
              e.preventDefault();
              const n = list.length;
              if (n) setActive((i) => (Math.min(i, n - 1) + (e.key === "ArrowDown" ? 1 : n - 1)) % n);
            } else if (e.key === "Enter" && current) {
              e.preventDefault();
              choose(current.screen);
            }
          }}
        />
        <ul id="palette-list" role="listbox" aria-label={t("shell.palette.list")} className="palette-list">
          {list.map((it) => (
            <li
              key={it.screen}
              id={`palette-${it.screen}`}
              role="option"
              aria-selected={it === current}
              className="palette-option"
              onClick={() => choose(it.screen)}
            >
              {it.icon}
              <span>{it.label}</span>
            </li>
          ))}
        </ul>
        {list.length === 0 ? <p className="muted">{t("shell.palette.none")}</p> : null}
        <p className="muted palette-hint">{t("shell.palette.hint")}</p>
      </div>
    </Dialog>
  );
}

/** The sheet's parts: the keys that work everywhere, then each screen's own. */
const PLACES: Shortcut["where"][] = [null, "Gallery", "Review"];
/** Each screen's heading in the sheet. */
const PLACE_WORDS: Record<NonNullable<Shortcut["where"]>, MessageKey> = {
  Gallery: "shell.shortcuts.in_gallery",
  Review: "shell.shortcuts.in_review",
};

function ShortcutSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const mod = modKeyName();
  const list = shortcutList(mod);
  return (
    <Dialog open={open} onClose={onClose} labelledBy="shortcuts-title" className="shortcut-sheet">
      <div className="dialog-body">
        <h2 id="shortcuts-title" className="popover-title">
          {t("shell.nav.shortcuts_label")}
        </h2>
        {/* The list scrolls between its title and the Close button: with the review's keys it is taller than a
            small window, and the sheet opens on its title, not scrolled down to Close. */}
        <div className="shortcut-scroll" tabIndex={0} role="region" aria-labelledby="shortcuts-title">
          <table className="shortcut-table">
            {PLACES.map((where) => (
              <tbody key={where ?? "everywhere"}>
                {where ? (
                  <tr>
                    <th colSpan={2} scope="colgroup" className="shortcut-place">
                      {t(PLACE_WORDS[where])}
                    </th>
                  </tr>
                ) : null}
                {list
                  .filter((s) => s.where === where)
                  .map((s) => (
                    <tr key={s.what}>
                      <th scope="row">
                        {s.keys.map((k, i) => (
                          <span key={k}>
                            {i > 0 ? " + " : null}
                            <kbd>{k}</kbd>
                          </span>
                        ))}
                      </th>
                      <td>{s.what}</td>
                    </tr>
                  ))}
              </tbody>
            ))}
          </table>
        </div>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose} data-autofocus>
            {t("common.close")}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
