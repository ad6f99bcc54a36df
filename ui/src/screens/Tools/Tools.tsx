// The Tools screen: one card per agent tool the service lists (GET /api/agent/tools), then the chosen
// tool's form and its result, played or shown right there.
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { toolsApi, type ToolId } from "../../api/tools";
import type { ApiError, MediaItem } from "../../api";
import { ErrorNotice } from "../../widgets/ErrorNotice";
import { ScreenTitle } from "../../widgets/ScreenTitle";
import { useHandleError, useHandOffChoice, useNavigation, useSession, type HandOff } from "../../state";
import { TOOL_NAMES } from "../../state/toolNames";
import { priceLabel } from "../../lib/price";
import { formatCredits } from "../../lib/format";
import { common } from "../../widgets/Icons";
import { t, type MessageKey } from "../../i18n";
import { OverlayTool } from "./OverlayTool";
import { StitchTool } from "./StitchTool";
import { TrimTool } from "./TrimTool";
import { EditVideoTool } from "./EditVideoTool";
import { MuteTool, RemoveBackgroundTool, ShotPromptTool } from "./SimpleTools";
import { useToolMedia } from "./shared";
import { recallIn } from "../../state/recall";
import { isToolStep, STEP_TOOLS, type NextStep, type ToolStep } from "../../state/nextStep";
import "./tools.css";

/** A card: a tool run at once (ToolRequest), or Edit video, a job like a video (EditVideoTool). */
type CardId = ToolId | "edit_video";

interface ToolCard {
  id: CardId;
  title: string;
  blurb: string;
  cost: string;
  art: ReactNode;
}

// Costs as the spec publishes them ("Price not published" where its credit table says nothing; the button
// shows the core's price and why, before anything is spent). Made when shown, in the window's language.
const cards = (): ToolCard[] => {
  const notPublished = priceLabel(0, "not_published");
  const card = (id: CardId, blurb: MessageKey, art: ReactNode, cost = notPublished): ToolCard => ({
    id,
    title: TOOL_NAMES[id],
    blurb: t(blurb),
    cost,
    art,
  });
  return [
    // "Overlay-text charges no credits for an image input; credit charge for a video input: not shown."
    card(
      "overlay_text",
      "tools.card.overlay_blurb",
      <span className="art art-caption">{t("tools.card.overlay_art")}</span>,
      t("tools.card.overlay_cost"),
    ),
    card("trim_video", "tools.card.trim_blurb", <span className="art art-trim">✂</span>),
    card("edit_video", "tools.card.edit_blurb", <span className="art art-edit">✦</span>),
    card("stitch_videos", "tools.card.stitch_blurb", <span className="art art-stitch">▭▭</span>),
    card(
      "mute_video",
      "tools.card.mute_blurb",
      <span className="art art-mute">
        <svg {...common} width={24} height={24}>
          <path d="M11 5 6 9H3v6h3l5 4z" />
          <path d="m22 9-6 6M16 9l6 6" />
        </svg>
      </span>,
    ),
    // "Write shot prompt: no image-generation credits": other credits are not ruled out.
    card("write_shot_prompt", "tools.card.shot_blurb", <span className="art art-shot">✎</span>),
    card(
      "remove_background",
      "tools.card.remove_bg_blurb",
      <span className="art art-cutout">◐</span>,
      formatCredits(2),
    ),
  ];
};

export function Tools() {
  const { connection } = useSession();
  const handleError = useHandleError();
  const [offered, setOffered] = useState<string[] | null>(null);
  const [listError, setListError] = useState<ApiError | null>(null);
  // "Open these settings" of a tool's result, or a next step on a result, opens that tool (its form takes
  // the recall or the step), when the screen opens or while it is open.
  const [open, setOpen] = useHandOffChoice<CardId | null>(toolOf, null);
  // A next step's item is offered even when it is older than the newest ones the pickers list.
  const [stepItem] = useHandOffChoice((h) => toolStepIn(h)?.item ?? null, null);
  const { pending } = useNavigation();
  const recallWaiting = recallIn(pending?.handOff, "tool") != null || recallIn(pending?.handOff, "video_edit") != null;
  const items = withItem(useToolMedia(), stepItem);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const load = useCallback(() => {
    setListError(null);
    toolsApi
      .list()
      .then((l) => setOffered(l.toolIds))
      .catch((e) => setListError(handleError(e)));
  }, [handleError]);
  // Listed again when the account changes (another service or key).
  const baseUrl = connection?.baseUrl;
  const keyPrefix = connection?.keyPrefix;
  useEffect(() => load(), [load, baseUrl, keyPrefix]);
  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);

  const all = cards();
  const shownCards = offered ? all.filter((c) => offered.includes(c.id)) : [];
  const card = all.find((c) => c.id === open);

  if (card) {
    const ToolForm = TOOL_FORMS[card.id];
    return (
      <div className="screen tools-screen">
        <nav className="tool-crumbs" aria-label={t("tools.title")}>
          <button type="button" className="button small" onClick={() => setOpen(null)}>
            {t("tools.all")}
          </button>
        </nav>
        <h1 className="screen-title" tabIndex={-1} ref={headingRef}>
          {card.title}
        </h1>
        <p className="muted">{card.blurb}</p>
        {items == null && (recallWaiting || stepItem) ? (
          // A recall finds its inputs in the library, so the form waits for it.
          <p className="muted" aria-busy="true">
            <span className="spinner" aria-hidden="true" /> {t("tools.loading_library")}
          </p>
        ) : (
          <ToolForm items={items} />
        )}
      </div>
    );
  }

  return (
    <div className="screen tools-screen">
      <ScreenTitle>{t("tools.title")}</ScreenTitle>
      <p className="muted">{t("tools.lead")}</p>
      {listError ? (
        <div>
          <ErrorNotice error={listError} headline={t("tools.list_failed")} />
          <button type="button" className="button" onClick={load}>
            {t("tools.try_again")}
          </button>
        </div>
      ) : offered == null ? (
        <p className="muted" aria-busy="true">
          <span className="spinner" aria-hidden="true" /> {t("tools.loading")}
        </p>
      ) : shownCards.length === 0 ? (
        <p className="tool-empty">{t("tools.none_offered")}</p>
      ) : (
        <ul className="tool-cards" aria-label={t("tools.title")}>
          {shownCards.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="tool-card"
                data-tool={c.id}
                data-drag-opens
                onClick={() => setOpen(c.id)}
              >
                {c.art}
                <span className="tool-card-title">{c.title}</span>
                <span className="tool-card-blurb">{c.blurb}</span>
                <span className="tool-card-cost">{c.cost}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function toolStepIn(h: HandOff): NextStep<ToolStep> | null {
  return h.kind === "step" && isToolStep(h.step.step) ? (h.step as NextStep<ToolStep>) : null;
}

/** The tool a hand-off opens: a tool's or an edit's settings, or a next step of a tool. */
function toolOf(h: HandOff): CardId | null {
  const tool = recallIn(h, "tool");
  if (tool) return tool.settings.request.tool;
  if (recallIn(h, "video_edit")) return "edit_video";
  const s = toolStepIn(h);
  return s ? STEP_TOOLS[s.step] : null;
}

/** The listed items, with `item` first when it is not among them. */
function withItem(items: MediaItem[] | null, item: MediaItem | null): MediaItem[] | null {
  if (!items || !item || items.some((m) => m.id === item.id)) return items;
  return [item, ...items];
}

/** Each tool's form, by its card. */
const TOOL_FORMS: Record<CardId, (props: { items: MediaItem[] | null }) => ReactNode> = {
  overlay_text: OverlayTool,
  trim_video: TrimTool,
  stitch_videos: StitchTool,
  mute_video: MuteTool,
  write_shot_prompt: ShotPromptTool,
  remove_background: RemoveBackgroundTool,
  edit_video: EditVideoTool,
};
