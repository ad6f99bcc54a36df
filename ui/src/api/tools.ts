// Agent media tools over the generated bindings (same pattern as api/index.ts).
import { commands } from "../bindings";
import type * as B from "../bindings";
import { unwrap } from "./transport";

export type ToolRequest = B.ToolRequest;
export type ToolId = ToolRequest["tool"];

export const toolsApi = {
  list: () => unwrap(commands.toolsList()),
};
