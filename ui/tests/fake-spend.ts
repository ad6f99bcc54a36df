// The fake's one door of spending (studio-core's Core::spend_estimate / Core::spend, src-tauri's `spend_estimate`
// and `spend` commands): a SpendRequest, tagged by `kind`, goes to that kind's own estimate and send, which the
// other fakes register here (tests/fake-backend.ts, fake-images.ts, fake-media.ts, fake-slideshows.ts,
// fake-tools.ts, fake-jobs.ts). `spend` answers the jobs it started: one, or a compare's, in the order of its
// providers. Test data only.
import type { Estimate, SpendRequest, TrackedJob, Words } from "../src/bindings";

export type SpendKind = SpendRequest["kind"];
/** The SpendRequest of one kind. */
export type SpendOf<K extends SpendKind> = Extract<SpendRequest, { kind: K }>;

/** One kind's estimate and send. `intent` is the press's (a make-again reads its `again:` prefix). */
export interface SpendDoor<K extends SpendKind> {
  estimate: (r: SpendOf<K>) => Estimate;
  spend: (r: SpendOf<K>, intent: string) => TrackedJob[];
}
/** Every kind's door, filled in by the fakes as they are installed (and wrapped by later ones). */
export type SpendDoors = { [K in SpendKind]?: SpendDoor<K> };

type Fail = (code: string, message: string | Words, field?: string) => never;

function doorOf<K extends SpendKind>(doors: SpendDoors, r: SpendOf<K> | undefined, fail: Fail): SpendDoor<K> {
  const kind = r?.kind;
  const door = kind ? (doors[kind] as SpendDoor<K> | undefined) : undefined;
  // serde's answer to an unknown tag, as the command's argument error.
  return door ?? fail("validation", `unknown variant \`${String(kind)}\` of the spend request`, "kind");
}

/**
 * The two commands, looking the kind's door up at each call (so a door wrapped after this is installed is the
 * one used).
 */
export function spendHandlers(doors: SpendDoors, fail: Fail) {
  return {
    spend_estimate: (a: Record<string, unknown>): Estimate => {
      const r = a.request as SpendRequest;
      return doorOf(doors, r, fail).estimate(r);
    },
    spend: (a: Record<string, unknown>): TrackedJob[] => {
      const r = a.request as SpendRequest;
      return doorOf(doors, r, fail).spend(r, typeof a.intent === "string" ? a.intent : "");
    },
  };
}

/** Wraps one kind's send (keeping its estimate). */
export function wrapSpend<K extends SpendKind>(
  doors: SpendDoors,
  kind: K,
  wrap: (inner: SpendDoor<K>["spend"]) => SpendDoor<K>["spend"],
): void {
  const door = doors[kind] as SpendDoor<K> | undefined;
  if (!door) throw new Error(`no spend door for ${kind}`);
  (doors as Record<K, SpendDoor<K>>)[kind] = { ...door, spend: wrap(door.spend) };
}
