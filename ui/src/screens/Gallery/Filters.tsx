// What the gallery shows: all / images / videos, whose pictures (a character, or none), and the Trash.
import type { Filter } from "./usePages";

export type CharacterName = { id: string; name: string };

const KINDS: Array<{ kind: Filter["kind"]; label: string }> = [
  { kind: null, label: "All" },
  { kind: "image", label: "Images" },
  { kind: "video", label: "Videos" },
];

/** Switches between the gallery and its Trash (sits in the screen's head). */
export function TrashToggle({ trash, onChange }: { trash: boolean; onChange: (trash: boolean) => void }) {
  return (
    <button
      type="button"
      className={`button trash-toggle${trash ? " primary" : ""}`}
      aria-pressed={trash}
      onClick={() => onChange(!trash)}
    >
      <TrashIcon />
      {trash ? "Back to the gallery" : "Trash"}
    </button>
  );
}

export function Filters({
  filter,
  onChange,
  characters,
}: {
  filter: Filter;
  onChange: (f: Filter) => void;
  characters: CharacterName[];
}) {
  const who = filter.unassigned ? "__none" : (filter.characterId ?? "");
  return (
    <div className="gallery-filters" role="group" aria-label="Show">
      <div className="chip-row">
        {KINDS.map((k) => (
          <button
            key={k.label}
            type="button"
            className="chip"
            aria-pressed={filter.kind === k.kind}
            onClick={() => onChange({ ...filter, kind: k.kind })}
          >
            {k.label}
          </button>
        ))}
      </div>
      <label className="gallery-who">
        <span>Character</span>
        <select
          value={who}
          onChange={(e) => {
            const v = e.target.value;
            onChange({ ...filter, characterId: v && v !== "__none" ? v : null, unassigned: v === "__none" });
          }}
        >
          <option value="">Everyone</option>
          <option value="__none">Unassigned (no character)</option>
          {characters.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name || "Unnamed character"}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

const TrashIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
  </svg>
);
