// The one door of spending (src-tauri/src/commands/spend.rs): every spend button sends a `SpendRequest`
// (one request of a kind, a compare, a finished job made again), priced by `spendEstimate` and sent by
// `spend`, over the generated bindings.
import { commands } from "../bindings";
import type { Estimate, SpendRequest, TrackedJob } from "../bindings";
import { unwrap } from "./transport";

export type { Estimate, SpendRequest };

export const spendApi = {
  /** What the request would cost, the balance after, and every field problem. Sends nothing. */
  spendEstimate: (request: SpendRequest) => unwrap(commands.spendEstimate(request)),
  /** Sends once per `intent` (one press; a repeat gets the first press's jobs): the jobs it started. */
  spend: (intent: string, request: SpendRequest) => unwrap(commands.spend(intent, request)),
};

/** The job one request started (a request that is not a compare starts exactly one). */
export function onlyJob(jobs: TrackedJob[]): TrackedJob {
  const [job] = jobs;
  if (!job || jobs.length !== 1) throw new Error(`one request started ${jobs.length} jobs`);
  return job;
}
