import { StrictMode, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { commands } from "./bindings";
import { StudioProvider } from "./state";
import { App } from "./App";
import { coreTemplates, useLang } from "./i18n";
import "./styles.css";

createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <StudioProvider>
      <SpokenApp />
    </StudioProvider>
  </StrictMode>,
);

/** The window in its language: a switch of language draws every screen again in the new one, and the
 * app's OS notifications are said in it too (src-tauri commands/notices.rs). */
function SpokenApp() {
  const { lang } = useLang();
  useEffect(() => void commands.noticesWordsSet(coreTemplates(lang)).catch(() => undefined), [lang]);
  return <App key={lang} />;
}

// Once the first frame is on screen, the app's core starts opening (src-tauri core_slot.rs): its work
// at start never competes with the first paint. Commands sent before then wait for it.
requestAnimationFrame(() => requestAnimationFrame(() => void commands.windowPainted().catch(() => undefined)));
