// The service check's words (Settings › Service check): what the core's AccountCheck found, grouped by what
// each read is to a person ("Your credits"), with the route and field only for the details line.
import type { AccountCheck } from "../api/types";
import { say, t, tn } from "../i18n";

export interface CheckGroup {
  /** What the read is to a person ("Your credits"). */
  what: string;
  /** "GET /api/user/credits", for the details line only. */
  route: string;
  /** The read itself failed, in the core's words. */
  error: string | null;
  problems: Array<{ text: string; field: string; problem: string }>;
}

/** A problem's sentence under its group's heading: the core's `message` without the group's name in front
 * ("Your credits: the service did not send …" → "The service did not send …"). */
export function problemText(what: string, message: string): string {
  const prefix = `${what}: `;
  if (!message.startsWith(prefix)) return message;
  const rest = message.slice(prefix.length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** The reads that have something to say (a problem, or a read that failed), in the check's order. */
export function checkGroups(check: AccountCheck): CheckGroup[] {
  const groups = new Map<string, CheckGroup>();
  for (const r of check.reads) {
    if (!r.error && r.problems.length === 0) continue;
    const what = say(r.what);
    const g = groups.get(what) ?? { what, route: r.route, error: null, problems: [] };
    if (r.error) g.error = g.error ? `${g.error} ${say(r.error)}` : say(r.error);
    for (const p of r.problems)
      g.problems.push({ text: problemText(what, say(p.message)), field: p.field, problem: say(p.problem) });
    groups.set(what, g);
  }
  return [...groups.values()];
}

/** The check's headline: all clear, or what differs and what could not be read, in a sentence each. */
export function checkHeadline(check: AccountCheck): { ok: boolean; text: string } {
  const failed = check.reads.filter((r) => r.error).length;
  const differ = check.problems;
  if (differ === 0 && failed === 0) return { ok: true, text: t("settings.check.all_match") };
  const parts: string[] = [];
  if (differ > 0) parts.push(tn("settings.check.differences", differ));
  if (failed > 0 && failed === check.reads.length) parts.push(t("settings.check.none_read"));
  else if (failed > 0) parts.push(tn("settings.check.not_read", failed));
  return { ok: false, text: parts.join(" ") };
}

/** Whether a check is of the service connected now (its address, never the key). */
export function sameService(checked: string, connected: string | null | undefined): boolean {
  if (!connected) return false;
  const norm = (u: string) => u.trim().replace(/\/+$/, "").toLowerCase();
  return norm(checked) === norm(connected);
}
