// The main options of one recipe step, by kind: pictures (how many, by whom, the prompt, a pick), a motion
// video (length, maker, prompt), a track (length, prompt), a caption (text, where), a trim (start, end).
import type { RecipeStep } from "../../api/recipes";
import type { Catalogue } from "../../api";

export function StepOptions({
  id,
  step,
  catalogue,
  onChange,
}: {
  id: string;
  step: RecipeStep;
  catalogue: Catalogue | null;
  onChange: (s: RecipeStep) => void;
}) {
  const r = step.request;
  const field = (name: string, label: string, control: React.ReactNode) => (
    <div className="field compact">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {control}
    </div>
  );
  const num = (v: string) => (v === "" ? null : Number(v));
  switch (r.kind) {
    case "image": {
      const q = r.request;
      const set = (p: Partial<typeof q>) => onChange({ ...step, request: { ...r, request: { ...q, ...p } } });
      return (
        <div className="recipe-options">
          {field(
            "count",
            "How many pictures",
            <input
              id={`${id}-count`}
              type="number"
              min={1}
              max={6}
              value={q.numImages ?? 1}
              onChange={(e) => set({ numImages: num(e.target.value) })}
            />,
          )}
          {field(
            "provider",
            "Pictures by",
            <select
              id={`${id}-provider`}
              value={r.provider}
              onChange={(e) => onChange({ ...step, request: { ...r, provider: e.target.value } })}
            >
              {(catalogue?.imageProviders ?? [{ slug: r.provider, name: r.provider }]).map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.name}
                </option>
              ))}
            </select>,
          )}
          {field(
            "prompt",
            "Prompt",
            <textarea
              id={`${id}-prompt`}
              rows={2}
              value={q.simplePrompt ?? ""}
              onChange={(e) => set({ simplePrompt: e.target.value })}
            />,
          )}
          <label className="check">
            <input
              type="checkbox"
              checked={step.pick ?? false}
              onChange={(e) => onChange({ ...step, pick: e.target.checked })}
            />{" "}
            I pick one before the next steps
          </label>
        </div>
      );
    }
    case "video": {
      const q = r.request;
      const set = (p: Partial<typeof q>) => onChange({ ...step, request: { ...r, request: { ...q, ...p } } });
      const makers = (catalogue?.videoProviders ?? []).filter((p) => p.kind === "standard" && !p.needsReferenceVideo);
      return (
        <div className="recipe-options">
          {field(
            "duration",
            "Length (seconds)",
            <input
              id={`${id}-duration`}
              type="number"
              min={1}
              max={60}
              value={q.duration ?? 5}
              onChange={(e) => set({ duration: num(e.target.value) })}
            />,
          )}
          {field(
            "provider",
            "Video by",
            <select
              id={`${id}-provider`}
              value={q.provider ?? "seedance"}
              onChange={(e) => set({ provider: e.target.value })}
            >
              {(makers.length ? makers : [{ slug: q.provider ?? "seedance", name: q.provider ?? "seedance" }]).map(
                (p) => (
                  <option key={p.slug} value={p.slug}>
                    {p.name}
                  </option>
                ),
              )}
            </select>,
          )}
          {field(
            "prompt",
            "Motion",
            <textarea
              id={`${id}-prompt`}
              rows={2}
              value={q.prompt ?? ""}
              onChange={(e) => set({ prompt: e.target.value })}
            />,
          )}
        </div>
      );
    }
    case "music": {
      const q = r.request;
      const set = (p: Partial<typeof q>) => onChange({ ...step, request: { ...r, request: { ...q, ...p } } });
      return (
        <div className="recipe-options">
          {field(
            "duration",
            "Length (seconds)",
            <input
              id={`${id}-duration`}
              type="number"
              min={1}
              max={300}
              value={Math.round((q.duration ?? 0) / 1000)}
              onChange={(e) => set({ duration: Number(e.target.value) * 1000 })}
            />,
          )}
          {field(
            "prompt",
            "Music",
            <textarea
              id={`${id}-prompt`}
              rows={2}
              value={q.prompt}
              onChange={(e) => set({ prompt: e.target.value })}
            />,
          )}
        </div>
      );
    }
    case "tool": {
      const t = r.request;
      if (t.tool === "overlay_text") {
        const set = (p: Partial<typeof t.request>) =>
          onChange({ ...step, request: { ...r, request: { ...t, request: { ...t.request, ...p } } } });
        return (
          <div className="recipe-options">
            {field(
              "text",
              "Caption text",
              <input
                id={`${id}-text`}
                value={t.request.text}
                maxLength={120}
                onChange={(e) => set({ text: e.target.value })}
              />,
            )}
            {field(
              "position",
              "Where",
              <select
                id={`${id}-position`}
                value={t.request.position ?? "bottom"}
                onChange={(e) => set({ position: e.target.value })}
              >
                <option value="top">Top</option>
                <option value="center">Middle</option>
                <option value="bottom">Bottom</option>
              </select>,
            )}
          </div>
        );
      }
      if (t.tool === "trim_video") {
        const set = (p: Partial<typeof t.request>) =>
          onChange({ ...step, request: { ...r, request: { ...t, request: { ...t.request, ...p } } } });
        return (
          <div className="recipe-options">
            {field(
              "start",
              "Start (seconds)",
              <input
                id={`${id}-start`}
                type="number"
                min={0}
                step={0.1}
                value={t.request.startTime ?? ""}
                onChange={(e) => set({ startTime: Number(e.target.value) })}
              />,
            )}
            {field(
              "end",
              "End (seconds)",
              <input
                id={`${id}-end`}
                type="number"
                min={0}
                step={0.1}
                value={t.request.endTime ?? ""}
                onChange={(e) => set({ endTime: Number(e.target.value) })}
              />,
            )}
          </div>
        );
      }
      return null;
    }
    default:
      return null;
  }
}
