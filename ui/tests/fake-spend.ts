// The fake's one door of spending (studio-core's Core::spend_estimate / Core::spend, src-tauri's `spend_estimate`
// and `spend` commands): a SpendRequest, tagged by `kind`, goes to that kind's own door. The doors are one table
// keyed by the generated SpendRequest's kinds (`SpendDoors`): each fake makes its kinds' doors
// (tests/fake-backend.ts, fake-images.ts, fake-media.ts, fake-slideshows.ts, fake-tools.ts, fake-jobs.ts) and
// the backend puts them together, so a kind no fake handles does not compile, and everything the fake says of
// a kind (its estimate, its send, the job it names, the settings it gives back) is said once, in its door.
// `spend` answers the jobs it started: one, or a compare's, in the order of its providers. Test data only.
import type { Estimate, SpendRequest, TrackedJob, Words } from "../src/bindings";

export type SpendKind = SpendRequest["kind"];
/** The SpendRequest of one kind. */
export type SpendOf<K extends SpendKind> = Extract<SpendRequest, { kind: K }>;

/** One kind's door. `intent` is the press's (a make-again reads its `again:` prefix). */
export interface SpendDoor<K extends SpendKind> {
  estimate: (r: SpendOf<K>) => Estimate;
  spend: (r: SpendOf<K>, intent: string) => TrackedJob[];
  /** What a job of the request is (its kind and maker), as its send would have named it: a lost answer's job. */
  job: (r: SpendOf<K>) => Pick<TrackedJob, "kind" | "provider">;
  /** What jobs_settings gives back for a job the request made (`SpendRequest::from_job`); the request itself
   * when absent. */
  settings?: (r: SpendOf<K>, job: TrackedJob) => SpendRequest | null;
}
/** The doors of some kinds, as one fake makes them. */
export type SomeDoors<K extends SpendKind> = { [P in K]: SpendDoor<P> };
/** Every kind's door. */
export type SpendDoors = SomeDoors<SpendKind>;

type Fail = (code: string, message: string | Words, field?: string) => never;

/** The door of `r`'s kind; serde's answer to an unknown tag (as the command's argument error) without one. */
export function doorOf<K extends SpendKind>(doors: SpendDoors, r: SpendOf<K> | undefined, fail: Fail): SpendDoor<K> {
  const kind = r?.kind;
  const door = kind ? (doors[kind] as SpendDoor<K> | undefined) : undefined;
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

/** Wraps one kind's send (keeping the rest of its door). */
export function wrapSpend<K extends SpendKind>(
  doors: SpendDoors,
  kind: K,
  wrap: (inner: SpendDoor<K>["spend"]) => SpendDoor<K>["spend"],
): void {
  const door = doors[kind] as SpendDoor<K>;
  (doors as Record<K, SpendDoor<K>>)[kind] = { ...door, spend: wrap(door.spend) };
}

/** What jobs_settings gives back for `job`, which `r` made. */
export function settingsOf<K extends SpendKind>(
  doors: SpendDoors,
  r: SpendOf<K>,
  job: TrackedJob,
): SpendRequest | null {
  const door = doors[r.kind] as SpendDoor<K>;
  return door.settings ? door.settings(r, job) : r;
}
