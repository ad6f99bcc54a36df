// A message whose placeholders are pieces of markup (a button, a name in bold): the catalogue keeps the whole
// sentence, so each language puts the pieces where its word order wants them.
import { Fragment, type ReactNode } from "react";

/** `text` (a catalogue message, its placeholders left unfilled) with each `{name}` replaced by `parts[name]`. */
export function richText(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={i}>{name != null && name in parts ? parts[name] : piece}</Fragment>;
  });
}
