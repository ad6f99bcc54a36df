// Tray actions on tracked jobs over the generated bindings (src-tauri/src/commands/jobs.rs).
import { commands } from "../bindings";
import { unwrap } from "./transport";

export const jobsApi = {
  /** The settings a job was made with, typed (its form is filled in from them: "Open these settings"). */
  settings: (id: string) => unwrap(commands.jobsSettings(id)),
  /** Takes a job out of the line before it was sent (nothing charged). */
  cancel: (id: string) => unwrap(commands.jobsCancel(id)),
  /** Fetches a made result again from its kept address (nothing is sent to the service or charged). */
  saveAgain: (id: string) => unwrap(commands.jobSaveAgain(id)),
};
