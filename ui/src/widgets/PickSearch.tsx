// The search line and "Show more" of a picker over the whole library (lib/usePick.ts).
import type { ApiError } from "../api";
import { t, tn } from "../i18n";
import type { CharacterPick } from "../lib/useCharacterPick";
import type { Paged } from "../lib/usePaged";
import { ErrorNotice } from "./ErrorNotice";

export function PickSearch({
  id,
  label,
  value,
  onChange,
  total,
  noun,
  by = t("shell.pick.by_words"),
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  /** How many match (null: not known yet). */
  total: number | null;
  /** What the search looks at, for the placeholder ("their words"; in German "Beschreibung"). */
  by?: string;
  /** One and many, e.g. ["picture", "pictures"] (in the window's language: ["Bild", "Bilder"]). */
  noun: [string, string];
}) {
  return (
    <div className="pick-search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        placeholder={t("shell.pick.placeholder", { label, by })}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <span className="muted" aria-live="polite">
        {total == null
          ? ""
          : total === 0
            ? t("shell.pick.none", { nouns: noun[1], search: value.trim() })
            : tn(value.trim() ? "shell.pick.matches" : "shell.pick.count", total, { noun: noun[total === 1 ? 0 : 1] })}
      </span>
    </div>
  );
}

/** "Show more" while pages are left (`left`: how many, or null when only "more" is known); `noun` in the
 * window's language, as "Show more {noun}" and "Your {noun} couldn't be listed." take it. */
export function PickMore({
  hasMore,
  left,
  loading,
  error,
  onMore,
  noun,
}: {
  hasMore: boolean;
  left: number | null;
  loading: boolean;
  error: ApiError | null;
  onMore: () => void;
  noun: string;
}) {
  return (
    <>
      {error ? <ErrorNotice error={error} headline={t("shell.pick.list_failed", { noun })} /> : null}
      {hasMore ? (
        <button type="button" className="button small pick-more" disabled={loading} onClick={onMore}>
          {loading
            ? t("common.loading")
            : left
              ? t("shell.pick.more_left", { noun, left })
              : t("shell.pick.more", { noun })}
        </button>
      ) : null}
    </>
  );
}

/** "Show more" under a picker's pages (`usePick`); `counted`: say how many are left. */
export function PagedMore<T>({ pick, noun, counted = true }: { pick: Paged<T>; noun: string; counted?: boolean }) {
  const left = pick.total != null ? pick.total - pick.items.length : null;
  return (
    <PickMore
      hasMore={left != null && left > 0}
      left={counted ? left : null}
      loading={pick.loading}
      error={pick.error}
      onMore={pick.more}
      noun={noun}
    />
  );
}

/** The search line of a character picker (the count once every character is read). */
export function CharacterSearch({
  id,
  pick,
  value,
  onChange,
}: {
  id: string;
  pick: CharacterPick;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <PickSearch
      id={id}
      label={t("shell.pick.characters.label")}
      by={t("shell.pick.characters.by")}
      value={value}
      onChange={onChange}
      total={value.trim() && !pick.hasMore ? pick.items.length : null}
      noun={[t("shell.pick.characters.noun_one"), t("shell.pick.characters.noun_many")]}
    />
  );
}

/** "Show more characters" while the service has more pages. */
export function CharacterMore({ pick }: { pick: CharacterPick }) {
  return (
    <PickMore
      hasMore={pick.hasMore}
      left={pick.left}
      loading={pick.loading}
      error={pick.error}
      onMore={pick.more}
      noun={t("shell.pick.characters.noun_many")}
    />
  );
}
