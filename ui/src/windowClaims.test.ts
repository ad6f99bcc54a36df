// The window never claims a price, a length or a limit the service's spec does not publish
// (/work/shared/spec/media-api.md, the only document about the service; what the app assumes where it is silent
// is in docs/assumptions.md and must be said as the app's assumption). This reads every source file of the
// window (not the tests, not the generated bindings), without its comments, and fails on any claim below.
// Each entry says which line of the spec (or of docs/assumptions.md) it protects.
import { describe, expect, it } from "vitest";

interface Claim {
  /** What is wrong with it, in a few words. */
  why: string;
  /** The text (or code that builds it) that makes the claim, on one line. */
  banned: RegExp;
  /** A line that also matches this says it honestly (or is not that claim). */
  allowed?: RegExp;
  /** Files where the words are made on purpose (the one place a basis is worded). */
  files?: RegExp;
}

const CLAIMS: Claim[] = [
  {
    // Spec, "Credit costs": no operation is listed at 0 credits. Where no price is published the core's
    // `credits` is 0 and means nothing (PriceBasis::NotPublished): "price not published", never "0 credits".
    why: "a price of 0 credits",
    banned: /\b0 credits\b|Costs 0\b|— 0\b/,
  },
  {
    // Spec, Agent media tools / Credit costs: only "add music to video: free", "list agent tools: free" and
    // "Overlay-text charges no credits for an image input" are free; the shot prompt has "no image-generation
    // credits" (other credits not ruled out); trim, stitch, mute and video edit have no published price.
    // A published 0 is worded once, in lib/price.ts (its words in the catalogue's price area, i18n/*/price.ts);
    // "a free slot" and "free some space" (on a full disk) are not prices.
    why: "something called free that the spec does not call free",
    banned: /\bfree\b/i,
    allowed: /free slot|free some space|music|\bmix\b|on pictures/i,
    files: /\/lib\/price\.ts$|\/i18n\/(?:en|de)\/price\.ts$/,
  },
  {
    // Same lines: "No credits are charged" was said of tools whose price is not published.
    why: "no credits charged, where the spec publishes no price",
    banned: /No credits are charged|No image credits|takes no credits/i,
    allowed: /documentation says/,
  },
  {
    // Spec, Image generation credit table: "credits per generation"; docs/assumptions.md ("Image table says
    // credits per generation"): the app counts each picture as one, so its price is the most it can be.
    why: "an image price per image",
    banned: /per image\b|The price is per image/i,
  },
  {
    // Spec, enable4K: "doubles the credit cost on providers that support it" and its description names only
    // gemini, seedream-4.5 and kling-image-v3; the tables also price gpt-image-2, gpt-image-2.5-flare,
    // gpt-image-2.5-sunburst and grok-image-2.0, where what the option does is not documented.
    why: "high resolution described as sharper and larger where the spec does not document it",
    banned: /Sharper and larger/,
    allowed: /documented/,
  },
  {
    // The core keeps `charged` for the service's own figure (a slideshow's creditsCost) and `balanceDrop`
    // for how far the balance went down around a send: the spec does not say when a charge is made.
    why: "the balance drop called a charge",
    banned: /Charged.*balanceDrop|balanceDrop.*Charged|charged:\s*\w+\.balanceDrop/,
  },
  {
    // A job's estimate unlabelled (the tray's old "· 4 credits"): every job cost goes through lib/price.ts,
    // which says "Charged" (the service's figure), "Estimated" or "Price not published".
    why: "a job's estimate shown without saying it is an estimate",
    banned: /formatCredits\([^)]*costEstimate|formatCredits\([^)]*\.cost\b/,
  },
  {
    // An estimate's `credits` without its basis (PriceBasis): 0 may mean "not published", and an at_most
    // figure is the top of a range. Prices are worded by priceText / priceLabel.
    why: "an estimate's credits shown without what they stand on",
    // Create image's prices are all in the spec's image table (published): its button words them directly.
    files: /\/lib\/format\.ts$|\/CreateImage\/CostBar\.tsx$/,
    banned:
      /formatCredits\((?:est|estimate|s|step|f\.steps\[\w+\])\.credits\)|formatCredits\(forecast\.total\)|\$\{[\w.?]*(?:est|estimate)\.credits\} credits/,
  },
  {
    // Spec, Hook type table "Default slides": only the ten formats it lists have one; for another format the
    // service sets the number and the core's defaultSlides is null. No "usually has", no "null slides".
    why: "a slide count for a format the spec gives none",
    banned: /usually has|String\(\w+\.defaultSlides\)|\{\w+\.defaultSlides\} slides/,
    allowed: /!= null/,
  },
  {
    // Spec, Credit account: creditsResetAt is "the next reset". A time gone by is read again (state/credits.tsx)
    // and never called "today".
    why: "a reset time in the past called today",
    banned: /Resets today/,
  },
  {
    // Spec, Character: "a character is editable (editability.canEdit true) unless it has been published to
    // the marketplace or sold"; isFromPurchase says nothing about editing.
    why: "a purchase given as the reason a character can't be changed",
    banned: /You bought this character|isFromPurchase\)?\s*\n?\s*return/,
  },
  {
    // Spec, textStyle table: fontFamily's default "impact" and bgBarMode's "full" (textAlign's "center") are the
    // only values it gives. Other choices are marked UNDOCUMENTED (said under the group when picked).
    why: "an undocumented text style offered as if documented",
    banned: /\b(?:arial|montserrat)\b|\["(?:fit|left|right)", "[^"]*"\]|\["none", "None"\]/i,
  },
  {
    // Some prices are not published (tools, video edit): not every button can show a price.
    why: "every button shows what it costs",
    banned: /Every button shows what it costs/,
  },
  {
    // Spec, Credit account: "Fields of a transaction record: not shown" — against the documented service the
    // app reads none, so an empty list is not "nothing yet" nor "the service listed none".
    why: "an empty recent-activity list presented as the account having none",
    banned: /The service listed none|what it cost shows up here/,
  },
  {
    // MediaItem.dateUnknown: the service gave no date (made outside this app); createdAt is when this library
    // first saw it and is never shown as a library item's creation date (lib/itemFacts.ts words it).
    why: "a library item's first-seen date shown as its date",
    banned: /(?:shortDate|dateTime)\((?:m|v|t|item)\.createdAt\)/,
  },
  {
    // Spec, write-shot-prompt: "no image-generation credits"; it has no published price (a job like the others).
    why: "the shot prompt called free",
    banned: /Describe · Free/,
  },
];

/** docs/assumptions.md, whose table "Words the window must not say as fact" gives one claim per assumption. */
import ASSUMPTIONS from "../../docs/assumptions.md?raw";

/** The claims of the assumptions table: its rows, each pattern as written (`\|` an "or"). */
export function assumedClaims(doc: string): Claim[] {
  const start = doc.indexOf("## Words the window must not say as fact");
  if (start < 0) return [];
  const section = doc.slice(start).split(/\n## /)[0];
  const cell = (c: string) => c.trim().replace(/^`|`$/g, "").replace(/\\\|/g, "|");
  return section
    .split("\n")
    .filter((l) => l.startsWith("| ") && !l.startsWith("| Assumption") && !/^\|\s*-/.test(l))
    .map((l) => l.slice(1, -1).split(/(?<!\\)\|/))
    .filter((cells) => cells.length >= 2 && cell(cells[1]) !== "")
    .map((cells) => {
      const unless = cell(cells[2] ?? "");
      return {
        why: `said as fact, though docs/assumptions.md lists it as assumed: ${cells[0].trim()}`,
        banned: new RegExp(cell(cells[1]), "i"),
        allowed: unless ? new RegExp(unless, "i") : undefined,
      };
    });
}

const ASSUMED = assumedClaims(ASSUMPTIONS);

/** The window's source files: every .ts/.tsx under src, not tests, not the generated bindings. */
const SOURCES = import.meta.glob(["./**/*.ts", "./**/*.tsx", "!./**/*.test.ts", "!./bindings.ts", "!./testing/**"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

/** The text without its comments (block, JSX and line comments; an address's "//" is kept). */
export function withoutComments(src: string): string {
  return src.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " ")).replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/** Each claim a file's text makes, as "file:line: why — the line". */
export function claimsIn(file: string, src: string): string[] {
  const out: string[] = [];
  const lines = withoutComments(src).split("\n");
  for (const c of [...CLAIMS, ...ASSUMED]) {
    if (c.files?.test(file)) continue;
    lines.forEach((line, i) => {
      if (c.banned.test(line) && !(c.allowed?.test(line) ?? false))
        out.push(`${file}:${i + 1}: ${c.why} — ${line.trim()}`);
    });
  }
  return out;
}

describe("the window's words", () => {
  it("reads the window's sources", () => {
    const files = Object.keys(SOURCES);
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain("./screens/Tools/shared.tsx");
    expect(files).not.toContain("./bindings.ts");
  });

  it("claims no price, length or limit the spec does not publish", () => {
    const found = Object.entries(SOURCES).flatMap(([file, src]) => claimsIn(file, src));
    expect(found).toEqual([]);
  });

  it("reads each assumption's words from docs/assumptions.md", () => {
    expect(ASSUMED.length).toBeGreaterThanOrEqual(6);
    const said = [
      "Videos are 5 seconds by default.",
      "errors.duration = `Enter a length in whole seconds: ${p?.minSeconds ?? 1} to ${p?.maxSeconds ?? 60}.`;",
      "A silent avatar is charged as 30 seconds.",
      'help="The video is priced from the recording length."',
    ];
    for (const line of said) expect(claimsIn("./old.tsx", line), line).not.toEqual([]);
    const honest = [
      "`${provider.name}: the service publishes no length range for it; the app allows 1–60 seconds.`",
      "`${guess} credits if it charges the recording's ${seconds} seconds`",
    ];
    for (const line of honest) expect(claimsIn("./new.tsx", line), line).toEqual([]);
  });

  it("catches each claim it is meant to catch", () => {
    const old = [
      'const cost = estimate.credits === 0 ? "Free" : formatCredits(estimate.credits);',
      '"No credits are charged."',
      "Each provider has its own style. The price is per image.",
      "Sharper and larger. {hiRes.note}",
      "Costs <strong>{formatCredits(est.credits)}</strong>",
      '{j.costEstimate != null ? ` · ${formatCredits(j.costEstimate)}` : ""}',
      "onChange={() => update({ hookType: h.slug, slideCount: String(h.defaultSlides) })}",
      '<span className="badge">{h.defaultSlides} slides</span>',
      '1 to 10. {hook ? `${hook.name} usually has ${hook.defaultSlides}.` : ""}',
      "return `Your account runs up to ${jobLimit} jobs at once: one per provider.`;",
      'if (days <= 0) return "Resets today";',
      'return "You bought this character, so it can\'t be changed.";',
      '["fit", "Behind each line"],',
      '<option value="montserrat" />',
      'help="The video is as long as the recording, so this works out its cost."',
      "Every button shows what it costs before anything is spent.",
      '<p className="muted">The service listed none.</p>',
      "<dd>{dateTime(item.createdAt)}</dd>",
      'cost: "No image credits",',
      "return `Charged ${formatCredits(item.balanceDrop)}`;",
      "? `${secs} s of music: ${live.estimate.credits} credits`",
    ];
    for (const line of old) expect(claimsIn("./old.tsx", line), line).not.toEqual([]);
    const honest = [
      "const cost = estimate ? priceText(estimate.credits, estimate.basis) : null;",
      "Waiting for a free slot",
      'label="Add music — free"',
      "// the price is per image (a comment is not shown)",
      "{hiRes.documented ? `Sharper and larger. ${hiRes.note}` : hiRes.note}",
      '["fit", "Behind each line", UNDOCUMENTED],',
      'help="To estimate the price, Media Studio assumes the video is as long as the recording."',
      'const url = "https://example.com/a"; // no claim here',
    ];
    for (const line of honest) expect(claimsIn("./new.tsx", line), line).toEqual([]);
  });
});
