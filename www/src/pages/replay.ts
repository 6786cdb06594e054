// The replay viewer (replay.html#log=...&step=N): the game of a shared link (the end screen's
// "Share this game": its log, docs/game-pages.md), replayed by the engine — the link carries
// the ruleset, seed, setup and choices, never events — and shown one event at a time with the
// ruleset's board and the log: first, back, play at a chosen speed, forward, last. The step
// shown is kept in the address (`step=N`), so a link opens at it. A link the engine refuses
// shows its error (kind, field, message). In another page's iframe it is the replay alone, and
// reports its height as the explainer does.
import type { GameLog } from "arbiter-engine";
import { engineError, loadEngine, replayLog, type EngineError, type Explained, type Types } from "../shell/engine";
import { ResolutionPlayer } from "../shell/player";
import { pickLang } from "../shell/ruleset";
import { addressOptions, decodeScenario } from "../shell/share";
import { reportHeight } from "../shell/framed";
import { endSummary } from "../shell/end-screen";
import type { TableEnd } from "../host/protocol";
import { $, button, el, heading } from "../shell/dom";
import { END, SHELL, type Lang } from "../shell/strings";
import type { GameRuleset } from "../shell/game-page";
import { RULESETS, rulesetOf } from "../rulesets/registry";

/** Each language's name in itself (the language menu). */
const LANG_NAMES: Record<Lang, string> = { en: "English", fr: "Français", ru: "Русский", it: "Italiano" };

const framed = window.parent !== window;
const options = addressOptions();
/** The language the link or the reader's browser asks for (the ruleset's default if it does not speak it). */
const wanted = options.get("lang") ?? navigator.language?.slice(0, 2);
let lang: Lang = pickLang(["en", "fr", "ru", "it"], wanted);

/** The words of `lang` on the page's labelled elements. */
function label(extra: Readonly<Record<string, string>> = {}) {
  document.documentElement.lang = lang;
  const words: Readonly<Record<string, string>> = { ...SHELL[lang], ...extra };
  for (const e of document.querySelectorAll<HTMLElement>("[data-i18n]")) e.textContent = words[e.dataset.i18n ?? ""] ?? e.textContent;
  for (const e of document.querySelectorAll<HTMLElement>("[data-end]")) e.textContent = END[lang][e.dataset.end as keyof (typeof END)[Lang]] ?? e.textContent;
  document.title = `Arbiter — ${END[lang].replayTitle}`;
}

/** Shows why the link cannot be replayed: the engine's error (its kind, field and message) or the link's own fault. */
function showError(err: EngineError) {
  const w = END[lang];
  const box = $("#replay-error");
  box.hidden = false;
  if (err.kind) box.dataset.kind = err.kind;
  if (err.field) box.dataset.field = err.field;
  const facts = el("dl", "error-facts");
  for (const [term, value] of [[w.errorKind, err.kind], [w.errorField, err.field]] as const) {
    if (value) facts.append(el("dt", undefined, term), el("dd", undefined, value));
  }
  box.replaceChildren(heading(w.badLinkTitle), el("p", "error-message", err.message), ...(facts.childElementCount ? [facts] : []));
  document.body.dataset.state = "error";
}

/** The address with `step` set to `n` (the rest of the fragment kept as it is). */
function withStep(n: number): string {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ""));
  hash.set("step", String(n));
  const url = new URL(location.href);
  url.hash = hash.toString();
  return url.href;
}

/** Replays `log` with the engine of `rs` and shows it; a log the engine refuses shows its error. */
async function replay<T extends Types, L extends Lang, S extends object>(rs: GameRuleset<T, L, S>, log: GameLog) {
  let played: Explained<T>;
  try {
    played = await replayLog<T>(rs.id, log);
  } catch (e) {
    showError(engineError(e));
    return;
  }
  const { start, events, frames, state: end, outcome } = played;

  lang = pickLang(rs.langs, wanted);
  const players = (end as { players?: unknown }).players;
  const seats = Array.isArray(players) ? players.length : 2;
  const labels = () => Array.from({ length: seats }, (_, i) => `${SHELL[lang].player} ${i}`);
  // The game is over: every hand is face up (the log's choices show them anyway).
  const all = new Set(labels().map((_, i) => i));
  const board = rs.board(() => ({ lang: lang as L, labels: labels(), showHands: all }));
  if (rs.css) document.head.append(Object.assign(el("style"), { textContent: rs.css }));
  document.body.classList.add(`replay-${rs.id}`);
  // (The header and footer are not there in an iframe.)
  const named = document.querySelector("#replay-ruleset");
  const site = rulesetOf(rs.id);
  if (named && site) named.textContent = ` · ${site.name}`;
  if (site) document.querySelector<HTMLAnchorElement>("#replay-play")?.setAttribute("href", site.page);

  const stepText = $("#replay-step");
  let ready = false;
  const player = new ResolutionPlayer<T>($("#board"), $<HTMLOListElement>("#log"), $("#controls"), {
    ruleset: rs.id,
    lang: () => lang,
    board: () => board,
    ruleText: (id) => rs.ruleText(id, lang as L),
    dialogClass: `rules-${rs.id}`,
    // Every event is a step of its own (no folding): the replay steps through each.
    moved(n, of) {
      stepText.textContent = END[lang].stepOf.replace("{n}", String(n)).replace("{of}", String(of));
      stepText.dataset.step = String(n);
      stepText.dataset.steps = String(of);
      if (ready) history.replaceState(null, "", withStep(n));
    },
  });
  const controls = $("#controls");
  const first = button("|◀◀", { "data-action": "first" }, () => player.goto(0));
  controls.prepend(first);
  controls.addEventListener("keydown", (ev) => {
    if (ev.key === "Home") player.goto(0);
    else if (ev.key === "End") player.skip();
    else return;
    ev.preventDefault();
  });
  const speed = options.get("speed");
  if (speed !== null && speed !== "" && Number.isFinite(Number(speed))) player.setDelay(Math.max(0, Number(speed)));

  const summary = $("#replay-summary");
  const relabel = () => {
    const w = END[lang];
    first.title = w.first;
    first.setAttribute("aria-label", w.first);
    // A game the table ended (a resign, a draw agreed, an abandon): the log's end says how, and its outcome.
    const tableEnd = (log as { end?: TableEnd }).end ?? null;
    const { title, text } = rs.outcome(end, (tableEnd?.outcome as typeof outcome | undefined) ?? outcome, labels(), lang as L);
    const scores = rs.scores?.(end).map((score, i) => ({ label: labels()[i], score })) ?? null;
    summary.replaceChildren(...endSummary<T>({ ruleset: rs.id, lang, title, text, scores, events, explain: (r) => player.explain(r), log: null, rematch: null, end: tableEnd, labels: labels() }));
    summary.hidden = false;
    label(rs.words(lang as L));
  };

  const sel = document.querySelector<HTMLSelectElement>("#lang");
  sel?.replaceChildren(...rs.langs.map((l) => Object.assign(el("option", undefined, LANG_NAMES[l]), { value: l })));
  sel?.addEventListener("change", () => {
    lang = pickLang(rs.langs, sel.value);
    player.relabel();
    relabel();
  });
  if (sel) sel.value = lang;

  void player.load(start, { events, frames }, false);
  relabel();
  const at = Number(options.get("step") ?? "0");
  player.goto(Number.isFinite(at) ? at : 0);
  ready = true;
  addEventListener("hashchange", () => {
    const n = Number(addressOptions().get("step"));
    if (Number.isFinite(n) && String(n) !== stepText.dataset.step) player.goto(n);
  });
  document.body.dataset.state = "ready";
}

/** Reads the link's game and replays it with its ruleset's engine. */
async function start() {
  if (framed) {
    // In another page's iframe the replay is all there is: no page header, no footer.
    document.documentElement.classList.add("framed");
    document.querySelector("header.top")?.remove();
    document.querySelector("footer.foot")?.remove();
    reportHeight();
  }
  label();
  const w = END[lang];
  const packed = options.get("log");
  if (!packed) return showError({ message: w.noLog });
  let text: string;
  try {
    text = await decodeScenario(packed);
  } catch {
    return showError({ message: w.damagedLog });
  }
  let log: unknown;
  try {
    log = JSON.parse(text);
  } catch (e) {
    return showError({ message: `${w.notJsonLog} (${e instanceof Error ? e.message : String(e)})` });
  }
  // The ruleset the log names picks the engine; a log naming none is read by the first one's,
  // whose refusal says what is wrong with it (an engine of one ruleset refuses the others by name).
  const name = (log as { ruleset?: unknown } | null)?.ruleset;
  const known = (typeof name === "string" ? rulesetOf(name) : undefined) ?? RULESETS[0];
  // The engine's own chunk and .wasm are asked for at once, not once the ruleset's module has arrived.
  void loadEngine(known.id).catch(() => {});
  try {
    await known.load(({ game }) => replay(game, log as GameLog));
  } catch (e) {
    showError(engineError(e));
  }
}

void start();
