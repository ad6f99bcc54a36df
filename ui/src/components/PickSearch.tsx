// The search line and "Show more" of a picker over the whole library (lib/usePick.ts).
import type { Pick } from "../lib/usePick";
import { plural } from "../lib/format";
import { ErrorNotice } from "./ErrorNotice";

export function PickSearch({
  id,
  label,
  value,
  onChange,
  total,
  noun,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  total: number | null;
  /** One and many, e.g. ["picture", "pictures"]. */
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
        placeholder={`${label} by their words`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <span className="muted" aria-live="polite">
        {total == null
          ? ""
          : total === 0
            ? `No ${noun[1]} match “${value.trim()}”.`
            : value.trim()
              ? `${plural(total, noun[0], noun[1])} ${total === 1 ? "matches" : "match"}`
              : plural(total, noun[0], noun[1])}
      </span>
    </div>
  );
}

export function PickMore({ pick, noun }: { pick: Pick; noun: string }) {
  const left = pick.total == null ? 0 : pick.total - pick.items.length;
  return (
    <>
      {pick.error ? <ErrorNotice error={pick.error} headline={`Your ${noun} couldn't be listed.`} /> : null}
      {left > 0 ? (
        <button type="button" className="button small pick-more" disabled={pick.loading} onClick={pick.more}>
          {pick.loading ? "Loading…" : `Show more ${noun} (${left} more)`}
        </button>
      ) : null}
    </>
  );
}
