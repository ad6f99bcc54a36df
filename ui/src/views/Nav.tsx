import type { ReactNode } from "react";
import { useNavigation, type Screen } from "../state";
import { showShortcuts } from "../lib/shortcuts";
import {
  CharactersIcon,
  GalleryIcon,
  HomeIcon,
  ImageIcon,
  MusicIcon,
  RecipesIcon,
  SettingsIcon,
  SlideshowsIcon,
  ToolsIcon,
  VideoIcon,
} from "../widgets/Icons";
import { t, type MessageKey } from "../i18n";

/** A screen in the navigation: its name is read in the window's language when it is shown. */
function item(screen: Screen, key: MessageKey, icon: ReactNode): { screen: Screen; label: string; icon: ReactNode } {
  return {
    screen,
    icon,
    get label() {
      return t(key);
    },
  };
}

// Only screens that work are listed. Characters, Video, Tools, Slideshows and Music arrive later.
export const NAV_ITEMS: Array<{ screen: Screen; label: string; icon: ReactNode }> = [
  item("home", "shell.nav.home", <HomeIcon />),
  item("create", "shell.nav.create", <ImageIcon />),
  item("characters", "shell.nav.characters", <CharactersIcon />),
  item("video", "shell.nav.video", <VideoIcon />),
  item("tools", "shell.nav.tools", <ToolsIcon />),
  item("music", "shell.nav.music", <MusicIcon />),
  item("slideshows", "shell.nav.slideshows", <SlideshowsIcon />),
  item("recipes", "shell.nav.recipes", <RecipesIcon />),
  item("gallery", "shell.nav.gallery", <GalleryIcon />),
  item("settings", "shell.nav.settings", <SettingsIcon />),
];

export function Nav() {
  const { screen, go } = useNavigation();
  return (
    <nav className="nav" aria-label={t("shell.nav.label")}>
      <div className="brand">
        <span className="brand-mark" aria-hidden="true" />
        <span className="brand-name">{t("shell.nav.brand")}</span>
      </div>
      <ul>
        {NAV_ITEMS.map((it) => (
          <li key={it.screen}>
            <a
              href={`#${it.screen}`}
              className="nav-item"
              data-drag-opens
              aria-current={screen === it.screen ? "page" : undefined}
              onClick={(e) => {
                e.preventDefault();
                go(it.screen);
              }}
            >
              {it.icon}
              <span>{it.label}</span>
            </a>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="nav-shortcuts"
        aria-label={t("shell.nav.shortcuts_label")}
        onClick={showShortcuts}
      >
        {t("shell.nav.shortcuts")} <kbd aria-hidden="true">?</kbd>
      </button>
    </nav>
  );
}
