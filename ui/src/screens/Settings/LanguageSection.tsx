// The window's language: the system's (when the window speaks it) or one chosen here, kept for the next
// start. Each language is listed by its own name, so a person who can't read the current one finds theirs.
import { chooseLang, LANG_NAMES, LANGS, systemLang, t, useLang, type LangChoice } from "../../i18n";
import { Options } from "../../widgets/Options";

export function LanguageSection() {
  const { choice } = useLang();
  return (
    <section className="card settings-section" aria-labelledby="language-title">
      <h2 id="language-title">{t("settings.language.title")}</h2>
      <label className="field">
        <span className="field-label">{t("settings.language.label")}</span>
        <select value={choice} onChange={(e) => chooseLang(e.target.value as LangChoice)}>
          <option value="system">{t("settings.language.system", { name: LANG_NAMES[systemLang()] })}</option>
          <Options items={LANGS} value={(l) => l} label={(l) => LANG_NAMES[l]} />
        </select>
      </label>
      <p className="muted">{t("settings.language.hint")}</p>
    </section>
  );
}
