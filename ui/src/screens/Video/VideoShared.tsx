// Pieces shared by the Video screen's Motion and Avatar forms: their wiring to the form kit (src/forms/), the
// maker cards, the premium and skip-enhancement options, the shape, a choice of a few, and the source picture.
import { useRef, useState, type ReactNode } from "react";
import type { Catalogue, MediaItem } from "../../api";
import type { PreparedReference } from "../../api/characters";
import type { VideoProviderInfo } from "../../api/media";
import { FieldMessage } from "../../widgets/ErrorNotice";
import { usePhotoDrop } from "../../views/usePhotoDrop";
import { useHandleError, useNavigation, useSeenItems } from "../../state";
import { goneSource, restoreVideoDraft, sourceFromStep, type SourceDraft } from "./videoDrafts";
import { objectDraft } from "../../forms/useDraft";
import { useDraftedSpendForm } from "../../forms/useSpendForm";
import type { Filled, Settings } from "../../state/recall";
import { useHandOffFill } from "../../forms/useHandOffFill";
import type { DraftBinding } from "../../forms/Field";
import { LocalSource } from "./VideoSourceFile";
import { usePick, withChosen } from "../../lib/usePick";
import { PagedMore, PickSearch } from "../../widgets/PickSearch";
import { t, tn } from "../../i18n";
import "../../views/media/media.css";
import { Check } from "../../widgets/Check";
import { DropSlot } from "../../views/drop/DropSlot";

/** What the Video screen gives each of its forms. */
export interface VideoFormProps {
  catalogue: Catalogue;
  library: MediaItem[];
  header: ReactNode;
  footer: ReactNode;
}

/**
 * A video form whole (forms/useSpendForm.ts): its empty draft from the catalogue, a stored draft brought up to
 * date with its makers (restoreVideoDraft), filled by "Open these settings" of its kind or by the next step
 * that makes it from a picture (the picture as its source); the request's fields naming the picture are its
 * field `source`.
 */
export function useVideoForm<D extends { source: SourceDraft; provider: string }, K extends "video" | "avatar">(
  form: string,
  { catalogue, library }: Pick<VideoFormProps, "catalogue" | "library">,
  {
    recall,
    step,
    fromSettings,
    initial,
    makers,
    fieldOf = (k) => k,
    ...spend
  }: {
    recall: K;
    step: "motion" | "avatar";
    fromSettings: (s: Settings<K>, source: string, library: MediaItem[], cat: Catalogue) => Filled<D>;
    initial: (cat: Catalogue) => D;
    makers: VideoProviderInfo[];
  } & Omit<Parameters<typeof useDraftedSpendForm<D>>[1], "draft">,
) {
  const fill = useHandOffFill<D, K, "motion" | "avatar">(
    recall,
    (settings, source) => fromSettings(settings, source, library, catalogue),
    { steps: [step], fill: sourceFromStep },
  );
  return useDraftedSpendForm<D>(form, {
    ...spend,
    draft: {
      initial: initial(catalogue),
      restore: objectDraft((r) => restoreVideoDraft(r, initial(catalogue), makers)),
      fill,
    },
    fieldOf: (k) => (k === "imageId" || k === "uploadedImageUrl" || k === "imageUrl" ? "source" : fieldOf(k)),
  });
}

/** A maker's card of a video form: its name, a tick when chosen, its rate, and what else the form says of it. */
export function ProviderCard({
  maker,
  name,
  type = "radio",
  selected,
  disabled = false,
  onChange,
  children,
}: {
  maker: VideoProviderInfo;
  /** The radio group's (or the checkboxes') name. */
  name: string;
  type?: "radio" | "checkbox";
  selected: boolean;
  disabled?: boolean;
  onChange: () => void;
  children?: ReactNode;
}) {
  return (
    <label
      className={`provider-card ${selected ? "selected" : ""}${disabled ? " disabled" : ""}`}
      data-slug={maker.slug}
    >
      <input
        type={type}
        name={name}
        className="visually-hidden"
        checked={selected}
        disabled={disabled}
        onChange={onChange}
      />
      <span className="provider-top">
        <span className="provider-name">{maker.name}</span>
        <span className="provider-check" aria-hidden="true">
          {selected ? "✓" : ""}
        </span>
      </span>
      <span className="provider-cost">{tn("video.maker.rate", maker.rate)}</span>
      {children}
    </label>
  );
}

/** The two options under both forms: premium (its rate from the catalogue) and skipping the enhancement. */
export function VideoToggles({
  catalogue,
  draft,
  update,
}: {
  catalogue: Catalogue;
  draft: { premium: boolean; skipEnhancement: boolean };
  update: (patch: { premium: boolean } | { skipEnhancement: boolean }, field: string) => void;
}) {
  return (
    <div className="toggles">
      <Check checked={draft.premium} onChange={(premium) => update({ premium }, "premium")}>
        {t("video.premium", { rate: catalogue.premiumVideoRate })}
      </Check>
      <Check
        checked={draft.skipEnhancement}
        onChange={(skipEnhancement) => update({ skipEnhancement }, "skipEnhancement")}
      >
        {t("video.skip_enhancement")}
      </Check>
    </div>
  );
}

/** The draft's `aspectRatio`: Tall (9:16) and Wide (16:9) as shaped frames. */
export function VideoShape({ bind }: { bind: DraftBinding<{ aspectRatio: string }> }) {
  const name = "aspectRatio";
  const value = bind.draft.aspectRatio;
  const shapes = [
    { v: "9:16", label: t("video.shape.tall"), w: 19, h: 34 },
    { v: "16:9", label: t("video.shape.wide"), w: 34, h: 19 },
  ];
  return (
    <fieldset className="field" id={`field-${name}`}>
      <legend>{t("video.shape.legend")}</legend>
      <div className="ratio-grid">
        {shapes.map((s) => (
          <label key={s.v} className={`ratio-card ${value === s.v ? "selected" : ""}`}>
            <input
              type="radio"
              name={name}
              className="visually-hidden"
              value={s.v}
              checked={value === s.v}
              aria-label={t("video.shape.option", { shape: s.label, ratio: s.v })}
              onChange={() => bind.update({ aspectRatio: s.v }, name)}
            />
            <span className="ratio-frame-box" aria-hidden="true">
              <span className="ratio-frame" style={{ width: s.w, height: s.h }} />
            </span>
            <span className="ratio-name" aria-hidden="true">
              {s.label}
            </span>
            <span className="ratio-value" aria-hidden="true">
              {s.v}
            </span>
          </label>
        ))}
      </div>
      <FieldMessage id={`${name}-err`} message={bind.shown(name)} />
    </fieldset>
  );
}

/**
 * The form's source picture (its draft's `source`): one from the gallery (the whole library, searched by its
 * words, a page at a time; "Create an image first" opens Create image while it has none), one dropped or
 * chosen from this computer, or a link to one.
 */
export function SourceField({ bind, images }: { bind: DraftBinding<{ source: SourceDraft }>; images: MediaItem[] }) {
  const name = "source";
  const value = bind.draft.source;
  const error = bind.shown(name);
  const onChange = (s: SourceDraft) => bind.update({ source: s }, name);
  const { go } = useNavigation();
  const [search, setSearch] = useState("");
  const pick = usePick({ kind: "image", search, atService: true }, PAGE);
  const { seen, remember } = useSeenItems();
  const handleError = useHandleError();
  // A picture dropped anywhere on the screen is prepared, then waits for "Store and use".
  const [pending, setPending] = useState<PreparedReference | null>(null);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const drop = usePhotoDrop(setPending, handleError, {
    onDropStart: () => {
      const v = latest.current.value;
      if (v.mode !== "file") latest.current.onChange({ ...v, mode: "file" });
    },
  });
  const refusal = drop.refusal
    ? `${drop.refusal.name ? `${drop.refusal.name}: ` : ""}${drop.refusal.error.message}`
    : null;
  const gone = goneSource(value, images);
  // "Your gallery has no pictures yet. [Create an image first] or paste a link.": the button inside the sentence.
  const [emptyBefore, emptyAfter] = t("video.source.gallery_empty").split("{create}");
  const fileMessage = gone
    ? t("video.source.gone")
    : value.mode === "file"
      ? (refusal ??
        (error && !value.file ? (pending ? t("video.source.press_store") : t("video.source.drop_or_choose")) : error))
      : error;
  return (
    <fieldset className="field source-picker" id={`field-${name}`}>
      <legend>{t("video.source.legend")}</legend>
      <DropSlot
        takes={{ kinds: ["image"], atService: true, files: true }}
        label={t("video.source.legend")}
        onTake={([m]) => {
          remember([m]);
          onChange({ ...value, mode: "gallery", mediaId: m.id, remoteId: m.remoteId, remoteUrl: m.remoteUrl });
        }}
        onFile={drop.take}
      >
        <Segmented
          name={`${name}-mode`}
          label={t("video.source.where")}
          options={SOURCE_MODES.map((mode) => [mode, t(`video.source.mode_${mode}`)] as const)}
          value={value.mode}
          onChange={(mode) => onChange({ ...value, mode })}
        />
        {value.mode === "file" ? (
          <LocalSource
            name={name}
            stored={value.file ?? null}
            pending={pending}
            drop={drop}
            onPending={setPending}
            onStored={(file) => onChange({ ...value, mode: "file", file })}
            messageId={fileMessage ? `${name}-err` : undefined}
          />
        ) : value.mode === "gallery" ? (
          pick.total === 0 && !search.trim() ? (
            <p className="muted">
              {emptyBefore}
              <button type="button" className="link-button" onClick={() => go("create")}>
                {t("video.source.create_first")}
              </button>
              {emptyAfter}
            </p>
          ) : (
            <>
              <PickSearch
                id={`${name}-search`}
                label={t("video.source.search")}
                value={search}
                onChange={setSearch}
                total={pick.total}
                noun={[t("video.source.noun_one"), t("video.source.noun_many")]}
              />
              {/* A row's height is kept while the first page comes, so the fields below don't move under a click. */}
              <div
                className="source-grid"
                role="radiogroup"
                aria-label={t("video.source.gallery_pictures")}
                aria-busy={pick.total == null}
              >
                {withChosen(pick.items, value.mediaId, images, seen).map((m, i) => (
                  <label
                    key={m.id}
                    className={`source-card ${value.mediaId === m.id ? "selected" : ""}`}
                    data-id={m.id}
                    title={m.prompt ?? ""}
                  >
                    <input
                      type="radio"
                      className="visually-hidden"
                      name={`${name}-image`}
                      checked={value.mediaId === m.id}
                      aria-label={t("video.source.picture_n", {
                        n: String(i + 1),
                        prompt: m.prompt ?? t("video.source.untitled"),
                      })}
                      onChange={() =>
                        onChange({ ...value, mediaId: m.id, remoteId: m.remoteId, remoteUrl: m.remoteUrl })
                      }
                    />
                    <img src={m.thumbUrl ?? m.url} alt="" loading="lazy" />
                  </label>
                ))}
              </div>
              <PagedMore pick={pick} noun={t("video.source.noun_many")} />
            </>
          )
        ) : (
          <>
            <label htmlFor={`${name}-url`} className="visually-hidden">
              {t("video.source.link_label")}
            </label>
            <input
              id={`${name}-url`}
              type="url"
              placeholder={t("video.source.link_placeholder")}
              value={value.url}
              onChange={(e) => onChange({ ...value, url: e.target.value })}
            />
            <p className="help">{t("video.source.link_help")}</p>
          </>
        )}
      </DropSlot>
      <FieldMessage id={`${name}-err`} message={fileMessage} />
    </fieldset>
  );
}

/** Pictures in a page of the gallery picker. */
const PAGE = 24;

const SOURCE_MODES: ReadonlyArray<SourceDraft["mode"]> = ["gallery", "file", "url"];

/** A choice among a few options shown side by side (radio buttons drawn as one segmented bar). */
export function Segmented<V extends string>({
  name,
  label,
  options,
  value,
  onChange,
}: {
  name: string;
  label: string;
  options: ReadonlyArray<readonly [V, string]>;
  value: V;
  onChange: (v: V) => void;
}) {
  return (
    <div className="segmented" role="radiogroup" aria-label={label}>
      {options.map(([v, text]) => (
        <label key={v} className={`segment ${value === v ? "selected" : ""}`}>
          <input
            type="radio"
            className="visually-hidden"
            name={name}
            checked={value === v}
            onChange={() => onChange(v)}
          />
          {text}
        </label>
      ))}
    </div>
  );
}
