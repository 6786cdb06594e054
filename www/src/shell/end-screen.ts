// The end of a game, on a game page and above a replay: the result and the scores (the ruleset
// module's sentence, and each seat's score in seat order: the order of the engine's narration of
// the end in the log), how it ended (the engine's narration of the last events, and the rule of
// the last one), and on a game page "Rematch" and "Share this game". Sharing writes the game's
// log (ruleset, seed, setup, choices: docs/game-pages.md, "The end and after") into a link to
// the replay viewer (replay.html), which has the engine replay it.
import { narrate, type Types } from "./engine";
import type { EndStrings } from "./strings";
import { encodeScenario } from "./share";
import { button, el, heading } from "./dom";
import { END, SHELL, type Lang } from "./strings";

/** How many of the last events the end screen narrates. */
const ENDING_EVENTS = 3;

/** What the end screen shows. */
export interface EndOfGame<T extends Types> {
  ruleset: string;
  lang: Lang;
  /** The ruleset module's title and sentence of the result (`GameRuleset.outcome`). */
  title: string;
  text: string;
  /** Each seat's label and score from the engine's last frame, in seat order, or null (a ruleset without scores). */
  scores: readonly { label: string; score: number }[] | null;
  /** The game's events as the page holds them: the last ones say how it ended. */
  events: readonly T["event"][];
  /** The summary of the game's last turn or attack (the log's last group), said first under
   *  "How it ended", before the event that ended the game; without it, the last events. */
  lastGroup?: HTMLElement | null;
  /** Opens a rule's explanation. */
  explain(rule: string): void;
  /** How the table ended the game, if it did (a resign, an agreed draw, an abandon: the log's `end`), and the seats' labels to name who. */
  end?: { how: string; seat?: number } | null;
  labels?: readonly string[];
  /** The game's log (`game.log()`), to share, or how to fetch it (a lobby game's, from the server); null where the page has none (an online game the lobby did not make). */
  log: unknown;
  /** Starts a new game with the same setup and seats; null where the page cannot (online). */
  rematch: (() => void) | null;
}

/** The link to the replay viewer of `log`: `replay.html#log=` and the log's JSON, compressed (raw DEFLATE) in base64url. */
export async function replayLink(log: unknown, from: string = location.href): Promise<string> {
  const url = new URL("replay.html", from);
  url.hash = `log=${await encodeScenario(JSON.stringify(log))}`;
  return url.href;
}

/** The rule button of the log (the page's own listener, or `explain`, opens its explanation). */
function ruleButton(rule: string, lang: Lang, explain: (rule: string) => void) {
  const b = button(rule, { class: "rule", "data-rule": rule, "data-nofocus": "", title: `${SHELL[lang].rule} ${rule}` });
  b.addEventListener("click", (ev) => {
    ev.stopPropagation();
    explain(rule);
  });
  return b;
}

/** The result, scores and ending: the part of the end screen a replay shows as well. */
export function endSummary<T extends Types>(o: EndOfGame<T>): HTMLElement[] {
  const w = END[o.lang];
  const parts: HTMLElement[] = [];
  // A sentence that only restates the title (Berserk's "Game over: … wins.") is the title.
  const restates = !o.title || (o.text.includes(o.title) && !o.scores?.length);
  const title = heading(restates ? "" : o.title);
  title.id = "end-title";
  parts.push(title);
  const sentence = el(restates ? "span" : "p", "outcome", o.text);
  sentence.id = "outcome";
  if (restates) title.append(sentence);
  else parts.push(sentence);
  if (o.scores?.length) {
    const table = el("table", "end-scores");
    table.append(el("caption", undefined, w.scores));
    for (const [i, s] of o.scores.entries()) {
      const tr = el("tr");
      tr.dataset.seat = String(i);
      const th = el("th", undefined, s.label);
      th.scope = "row";
      tr.append(th, el("td", undefined, String(s.score)));
      table.append(tr);
    }
    parts.push(table);
  }
  if (o.end) {
    // The table ended it, not a rule: who resigned or abandoned, or the draw agreed.
    const box = el("section", "end-how");
    box.setAttribute("aria-labelledby", "end-how-title");
    const h = heading(w.howItEnded, "h3");
    h.id = "end-how-title";
    const p = el("p", "table-end", tableEndText(w, o.end, o.labels ?? []));
    p.id = "table-end";
    p.dataset.how = o.end.how;
    box.append(h, p);
    parts.push(box);
    return parts;
  }
  const last = o.events.slice(o.lastGroup ? -1 : -ENDING_EVENTS);
  if (last.length) {
    const box = el("section", "end-how");
    box.setAttribute("aria-labelledby", "end-how-title");
    const h = heading(w.howItEnded, "h3");
    h.id = "end-how-title";
    const list = el("ol", "end-events");
    if (o.lastGroup) {
      const li = el("li", "end-last-group");
      li.append(o.lastGroup);
      list.append(li);
    }
    for (const e of last) {
      const li = el("li");
      li.dataset.seq = String(e.seq);
      li.dataset.rule = e.rule;
      li.append(el("span", "sentence", narrate(o.ruleset, e, o.lang)), " ", ruleButton(e.rule, o.lang, o.explain));
      list.append(li);
    }
    const rule = last[last.length - 1].rule;
    const by = el("p", "ended-by", `${w.endedBy} `);
    by.dataset.rule = rule;
    by.append(ruleButton(rule, o.lang, o.explain));
    box.append(h, list, by);
    parts.push(box);
  }
  return parts;
}

/** The sentence of a table's end: who resigned or abandoned (its label, else its seat), or the draw agreed. */
export function tableEndText(w: EndStrings, end: { how: string; seat?: number }, labels: readonly string[]): string {
  const who = end.seat === undefined ? "" : (labels[end.seat] ?? `#${end.seat}`);
  if (end.how === "resigned") return w.resigned.replace("{who}", who);
  if (end.how === "abandoned") return w.abandoned.replace("{who}", who);
  return w.drawAgreed;
}

/** The end screen of a game page: the summary, then "Rematch" and "Share this game" (the link shown and copied once asked). */
export function endScreen<T extends Types>(o: EndOfGame<T>): HTMLElement[] {
  const w = END[o.lang];
  const actions = el("div", "end-actions");
  if (o.rematch) actions.append(button(w.rematch, { "data-action": "rematch" }, o.rematch));
  const parts = [...endSummary(o), actions];
  if (o.log) {
    const out = el("div", "share-out");
    const said = el("p", "share-said");
    said.setAttribute("role", "status");
    const share = button(w.share, { "data-action": "share" }, () => {
      const log = typeof o.log === "function" ? (o.log as () => Promise<unknown>)() : Promise.resolve(o.log);
      void log.then((l) => replayLink(l)).then((href) => {
        const a = el("a", "share-link", w.openReplay);
        a.href = href;
        a.id = "share-link";
        out.replaceChildren(a);
        const done = (text: string) => (said.textContent = text);
        if (navigator.clipboard?.writeText) navigator.clipboard.writeText(href).then(() => done(w.copied), () => done(w.copyFailed));
        else done(w.copyFailed);
      }, (e: unknown) => (said.textContent = e instanceof Error ? e.message : String(e)));
    });
    actions.append(share);
    parts.push(said, out);
  }
  return parts;
}
