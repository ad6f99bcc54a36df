// Hand-off into the Create image form from other screens (Gallery "Recall into the form",
// Characters "Generate with this character"). The caller stores a recall, then does go("create");
// Create image takes it once on mount. Kept in memory: a recall is a one-shot navigation intent,
// not something to replay after a restart (the form's own draft covers that).

export interface FormRecall {
  provider?: string | null;
  /** MediaItem.request: the job's request as sent, without referenceImage. */
  request?: unknown | null;
  characterId?: string | null;
  characterName?: string | null;
  /** A one-off photo the job used: the form names it and asks to drop it again. */
  oneOffFileName?: string | null;
  /** Where the recall came from, e.g. "a picture in the gallery" (shown in the form's notice). */
  sourceLabel?: string;
}

let pending: FormRecall | null = null;

/** Stores a recall for the Create image screen; the caller then does go("create"). */
export function recallIntoForm(r: FormRecall): void {
  pending = { ...r };
}

/** Returns the pending recall once (and clears it), or null. */
export function takeRecall(): FormRecall | null {
  const r = pending;
  pending = null;
  return r;
}
