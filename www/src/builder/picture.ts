// A still picture of one frame of a scenario, as SVG text, for wikis that allow no embed (upload
// it, link it to the live explainer). It draws only what the engine's frame says (each ruleset's
// builder part draws its board: `BuilderPart.picture`) with the names of the catalogue and, as
// its caption, the engine's sentence for the event just shown.
import type { RulesetName, StateOf } from "arbiter-engine";
import type { BuilderPart, Names } from "./positions";

export const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
export const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export function text(x: number, y: number, s: string, o: { size?: number; weight?: string; anchor?: string; fill?: string } = {}) {
  return `<text x="${x}" y="${y}" font-size="${o.size ?? 14}"${o.weight ? ` font-weight="${o.weight}"` : ""}${o.anchor ? ` text-anchor="${o.anchor}"` : ""} fill="${o.fill ?? "#1d1b1a"}">${esc(s)}</text>`;
}

/** Splits `s` into lines of at most `n` characters, at spaces. */
function wrap(s: string, n: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of s.split(/\s+/)) {
    if (line && `${line} ${word}`.length > n) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The words the picture writes besides the names (the page's language). */
export interface Labels {
  player: string;
  active: string;
  score: string;
  hand: string;
  pv: string;
  att: string;
  def: string;
  dead: string;
  tapped: string;
  closed: string;
  round: string;
  turn: string;
  square: string;
}

/** The SVG text of a scenario's `frame` (an engine state of the ruleset whose builder part is `part`, which draws it), with `title` above and `caption` (the event's sentence) below. */
export function frameSvg(part: BuilderPart, frame: StateOf<RulesetName>, names: Names, labels: Labels, title: string, caption: string): string {
  const { body, height } = part.picture(frame, names, labels);
  const lines = wrap(caption, 96).slice(0, 4);
  const width = 736;
  const total = 34 + height + 12 + lines.length * 18 + 10;
  const captionSvg = lines.map((l, i) => text(16, 34 + height + 22 + i * 18, l, { size: 13 })).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${total}" viewBox="0 0 ${width} ${total}" font-family="system-ui, sans-serif" role="img" aria-label="${esc(title)}">` +
    `<title>${esc(title)}</title><rect width="100%" height="100%" fill="#f7f3ea"/>` +
    text(16, 22, cut(title, 90), { size: 15, weight: "700" }) +
    `<g transform="translate(0 34)">${body}</g>` +
    captionSvg +
    `</svg>`
  );
}
