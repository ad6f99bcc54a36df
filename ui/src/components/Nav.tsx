import type { ReactNode } from "react";
import { CharactersIcon } from "../screens/Characters/CharactersIcon";
import { SlideshowsIcon } from "../screens/Slideshows/SlideshowsIcon";
import { ToolsIcon } from "../screens/Tools/ToolsIcon";
import { RecipesIcon } from "../screens/Recipes/RecipesIcon";
import { useNavigation, type Screen } from "../state";
import { showShortcuts } from "../lib/shortcuts";
import { GalleryIcon, HomeIcon, ImageIcon, MusicIcon, SettingsIcon, VideoIcon } from "./Icons";

// Only screens that work are listed. Characters, Video, Tools, Slideshows and Music arrive later.
export const NAV_ITEMS: Array<{ screen: Screen; label: string; icon: ReactNode }> = [
  { screen: "home", label: "Home", icon: <HomeIcon /> },
  { screen: "create", label: "Create image", icon: <ImageIcon /> },
  { screen: "characters", label: "Characters", icon: <CharactersIcon /> },
  { screen: "video", label: "Video", icon: <VideoIcon /> },
  { screen: "tools", label: "Tools", icon: <ToolsIcon /> },
  { screen: "music", label: "Music", icon: <MusicIcon /> },
  { screen: "slideshows", label: "Slideshows", icon: <SlideshowsIcon /> },
  { screen: "recipes", label: "Recipes", icon: <RecipesIcon /> },
  { screen: "gallery", label: "Gallery", icon: <GalleryIcon /> },
  { screen: "settings", label: "Settings", icon: <SettingsIcon /> },
];

export function Nav() {
  const { screen, go } = useNavigation();
  return (
    <nav className="nav" aria-label="Main">
      <div className="brand">
        <span className="brand-mark" aria-hidden="true" />
        <span className="brand-name">Media Studio</span>
      </div>
      <ul>
        {NAV_ITEMS.map((it) => (
          <li key={it.screen}>
            <a
              href={`#${it.screen}`}
              className="nav-item"
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
      <button type="button" className="nav-shortcuts" aria-label="Keyboard shortcuts" onClick={showShortcuts}>
        Shortcuts <kbd aria-hidden="true">?</kbd>
      </button>
    </nav>
  );
}
