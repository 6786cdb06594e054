// What the builder gives of a valid scenario: a share link (explainer.html#s=..., the whole
// scenario in the address), the MediaWiki extension's tag, an iframe snippet with the script that resizes it, a script
// tag with the scenario inside the element, the JSON to copy or download, and a picture (SVG) of
// a chosen frame to download — each with a copy button.
import type { ExplainedOf, RulesetName } from "arbiter-engine";
import type { Engine } from "../shell/engine";
import type { Lang } from "../shell/strings";
import { copyField, el } from "../shell/dom";
import { encodeScenario } from "../shell/share";
import { frameSvg, type Labels } from "./picture";
import type { BuilderPart, Names, RulesetId } from "./positions";
import { rulesetOf } from "../rulesets/registry";
import type { BuilderStrings } from "./strings";

/** The engine's resolution of a scenario with its frames (`explainScenario`). */
export type Resolved = ExplainedOf<RulesetName>;

export interface Scenario {
  ruleset: RulesetId;
  /** The ruleset's part of the builder (it draws the picture). */
  part: BuilderPart;
  /** The scenario's JSON text, as the engine validated it. */
  text: string;
  result: Resolved;
  names: Names;
  engine: Engine;
  /** The page's language, and the narration's (one of the ruleset's languages). */
  lang: Lang;
  narration: Lang;
  w: BuilderStrings;
}

const attr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The script (docs/wiki.md; the MediaWiki extension's resources/resize.js, put in by the build)
 * that lets each iframe take the height its explainer reports.
 */
const RESIZE = `<script>\n${__RESIZE__.trim()}\n</script>`;

let blobs: string[] = [];
let count = 0;

/** A labelled read-only text with a copy button (and `extra` controls). */
function output(label: string, value: string, key: string, w: BuilderStrings, rows: number, ...extra: HTMLElement[]) {
  const box = el("div", "output");
  box.dataset.output = key;
  const { label: l, field: area, copy, said } = copyField(label, value, `out-${key}`, w, rows);
  copy.dataset.action = `copy-${key}`;
  const row = el("div", "output-actions");
  row.append(copy, ...extra, said);
  box.append(l, area, row);
  return box;
}

/** A download link for `text` as the file `name`. */
function download(text: string, type: string, name: string, label: string, key: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  blobs.push(url);
  const a = el("a", "download", label);
  a.href = url;
  a.download = name;
  a.dataset.action = key;
  return a;
}

/** The words of the picture, in the page's language. */
function labels(w: BuilderStrings): Labels {
  return { player: w.player, active: w.active, score: w.score, hand: w.hand, pv: w.pv, att: "ATT", def: "DEF", dead: w.dead, tapped: w.tapped, closed: w.closed, round: w.round, turn: w.turn, square: w.square };
}

/** Fills `root` with the outputs of scenario `s`. */
export async function showOutputs(root: HTMLElement, s: Scenario) {
  const mine = ++count;
  const packed = await encodeScenario(s.text);
  if (mine !== count) return;
  for (const u of blobs) URL.revokeObjectURL(u);
  blobs = [];
  const { w } = s;
  const base = new URL(".", location.href);
  const link = new URL(`explainer.html#s=${packed}&lang=${s.narration}`, base).href;
  const title = `${rulesetOf(s.ruleset)?.name ?? s.ruleset} — Arbiter`;
  const iframe = `<iframe src="${attr(link)}" title="${attr(title)}" style="width: 100%; height: 600px; border: 0"></iframe>\n${RESIZE}`;
  // The extension's tag: the scenario packed as in the link; it checks and escapes every attribute.
  const wikiTag = `<arbiter-explainer s="${packed}" lang="${s.narration}" title="${attr(title)}" />`;
  const json = s.text.replace(/<\//g, "<\\/");
  const tag =
    `<script type="module" src="${attr(new URL("arbiter-explainer.js", base).href)}"></script>\n` +
    `<arbiter-explainer lang="${s.narration}">\n  <script type="application/json">\n${json}\n  </script>\n` +
    `  <p><a href="${attr(link)}">${w.fallbackLink}</a></p>\n</arbiter-explainer>`;
  const open = el("a", "open-link", w.open);
  open.href = link;
  open.target = "_blank";
  open.rel = "noopener";
  const file = `scenario-${s.ruleset}.json`;

  // The picture: a frame chosen from the position and each event's.
  const pic = el("div", "output picture");
  pic.dataset.output = "picture";
  const heading = el("h3", undefined, w.picture);
  const pickId = "picture-frame";
  const pickLabel = el("label", undefined, w.frame);
  pickLabel.htmlFor = pickId;
  const pick = el("select");
  pick.id = pickId;
  // The events are the engine's own, given back to it as they came.
  // The scenario's own cards are called by their names.
  const own = (JSON.parse(s.text) as { cards?: unknown[] }).cards;
  const sentence = (i: number) => s.engine.narrate(s.result.events[i], s.narration, own);
  pick.append(Object.assign(document.createElement("option"), { value: "0", textContent: `0 — ${w.frameStart}` }));
  s.result.events.forEach((_, i) => {
    const text = sentence(i);
    pick.append(Object.assign(document.createElement("option"), { value: String(i + 1), textContent: `${i + 1} — ${text.length > 60 ? `${text.slice(0, 59)}…` : text}` }));
  });
  pick.value = String(s.result.events.length);
  const img = el("img", "picture-preview");
  const actions = el("div", "output-actions");
  const draw = () => {
    const n = Number(pick.value);
    const frame = n === 0 ? s.result.start : s.result.frames[n - 1];
    const caption = n === 0 ? w.frameStart : sentence(n - 1);
    const svg = frameSvg(s.part, frame, s.names, labels(w), `${title} · ${w.frame} ${n}`, caption);
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    img.alt = `${w.pictureAlt}: ${caption}`;
    img.dataset.frame = String(n);
    actions.replaceChildren(download(svg, "image/svg+xml", `scenario-${s.ruleset}-${n}.svg`, w.downloadSvg, "download-svg"));
  };
  pick.addEventListener("change", draw);
  draw();
  const pickRow = el("div", "field");
  pickRow.append(pickLabel, pick);
  pic.append(heading, pickRow, img, actions);

  root.replaceChildren(
    output(w.shareLink, link, "link", w, 3, open),
    output(w.wikiTag, wikiTag, "wiki", w, 3),
    output(w.iframe, iframe, "iframe", w, 5),
    output(w.tag, tag, "tag", w, 8),
    output(w.json, s.text, "json", w, 8, download(s.text, "application/json", file, w.download, "download-json")),
    pic,
  );
}
