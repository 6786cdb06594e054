// The game page: Eredan against the computer or hot-seat, every resolution animated and narrated.
import { Game, cards, decks, type CardDef, type Choice, type Decision, type EredanEvent } from "arbiter-engine";
import { fromState, frames, type Model } from "./model";
import { ResolutionPlayer } from "./player";
import { cardName, eredanView, type BoardOptions } from "./board";
import { t, type Lang } from "./i18n";
import { $, button, heading, panelSetter, selectIfOffered } from "./ui";
import { resumedEntry, resumeOrStart, save, type Saved } from "./saved-game";
import { difficulty, restoreDifficulty, think, type Difficulty } from "./bot-client";

const catalogue = new Map<string, CardDef>(cards("eredan").map((c) => [c.id, c]));
const readyDecks = decks("eredan");

let lang: Lang = (localStorage.getItem("arbiter-lang") as Lang) || (navigator.language?.startsWith("fr") ? "fr" : "en");
let mode: "computer" | "hotseat" = "computer";
let game: Game | null = null;
let allEvents: EredanEvent[] = [];
let showHands = new Set<number>([0]);
let generation = 0;

function labels(): [string, string] {
  const p = (i: number) => `${t(lang, "player")} ${i}`;
  return mode === "computer" ? [`${t(lang, "you")} (${p(0)})`, `${t(lang, "computer")} (${p(1)})`] : [p(0), p(1)];
}

/** The log does not tell the cards a hidden hand draws: against the computer, its draws; in
 * hot-seat, everyone's (both players read the same log). */
function redact(e: EredanEvent): EredanEvent {
  if (e.kind === "cards_drawn" && (mode === "hotseat" || isComputer(e.player))) return { ...e, cards: e.cards.map(() => "?") };
  return e;
}
const boardOptions = (): BoardOptions => ({ catalogue, lang, bottom: 0, showHands, labels: labels() });
const player = new ResolutionPlayer<Model>($("#board"), $<HTMLOListElement>("#log"), $("#controls"), eredanView(boardOptions), redact as any);
const panel = $("#decision");
const setPanel = panelSetter(panel);
const speedParam = new URLSearchParams(location.search).get("speed");
if (speedParam !== null && Number.isFinite(Number(speedParam))) player.setDelay(Math.max(0, Number(speedParam)));
const name = (id: string) => cardName(catalogue, id);

const SAVE_KEY = "arbiter-save-eredan";
/** What the page saves with the game to resume it. */
interface Settings {
  mode: "computer" | "hotseat";
  difficulty: Difficulty;
}
const saveGame = () => save<Settings>(SAVE_KEY, game!, { mode, difficulty: difficulty() });

const isComputer = (p: number) => mode === "computer" && p === 1;

function currentModel(): Model {
  return fromState(game!.state());
}

function redraw() {
  player.render();
}

// --- The computer: a simple player that never plays illegally (it picks among the legal
// options the engine lists), preferring to play cards over passing.
function computerChoice(d: Decision): Choice {
  const pick = <T>(l: T[]) => l[Math.floor(Math.random() * l.length)];
  if (d.type === "fighters") {
    const [own, opponent] = pick(d.options);
    return { type: "fighters", player: d.player, own, opponent };
  }
  if (d.type === "play") {
    const some = d.options.filter((o) => o.length > 0);
    return { type: "play", player: d.player, cards: some.length ? pick(some) : [] };
  }
  const hand = [...d.hand];
  const cards: string[] = [];
  for (let i = 0; i < d.min; i++) cards.push(hand.splice(Math.floor(Math.random() * hand.length), 1)[0]);
  return { type: "discard", player: d.player, cards };
}

// --- The stronger computers think in a Web Worker (bot-client.ts: the engine's bots; they
// never see hidden cards), so the page stays responsive.
const PLAYOUTS = 400;

// --- A person's choice, through the decision panel.
function handOver(p: number): Promise<void> {
  return new Promise((resolve) => {
    showHands = new Set();
    redraw();
    const who = labels()[p];
    const msg = document.createElement("p");
    msg.textContent = t(lang, "secret");
    setPanel("handover", heading(`${t(lang, "handOver")} ${who}`), msg, button(`${t(lang, "ready")} ${who}`, { "data-action": "ready" }, () => resolve()));
  });
}

function askFighters(d: Extract<Decision, { type: "fighters" }>): Promise<Choice> {
  return new Promise((resolve) => {
    const st = game!.state();
    const own = [...new Set(d.options.map((o) => o[0]))];
    const render = (chosen: number | null) => {
      const row = document.createElement("div");
      row.className = "choices";
      for (const i of own) {
        const b = button(name(st.players[d.player].characters[i].card), { "data-own": String(i), "aria-pressed": String(chosen === i) }, () => render(i));
        row.append(b);
      }
      const row2 = document.createElement("div");
      row2.className = "choices";
      if (chosen !== null) {
        for (const [, j] of d.options.filter((o) => o[0] === chosen)) {
          row2.append(
            button(`${t(lang, "fight")}: ${name(st.players[1 - d.player].characters[j].card)}`, { "data-opponent": String(j) }, () =>
              resolve({ type: "fighters", player: d.player, own: chosen, opponent: j }),
            ),
          );
        }
      }
      const l1 = document.createElement("h3");
      l1.textContent = t(lang, "yourFighter");
      const l2 = document.createElement("h3");
      l2.textContent = t(lang, "opponent");
      setPanel("fighters", heading(`${labels()[d.player]} — ${t(lang, "chooseFighters")}`), l1, row, ...(chosen !== null ? [l2, row2] : []));
      if (chosen !== null) row2.querySelector("button")?.focus();
    };
    render(own.length === 1 ? own[0] : null);
  });
}

function askPlay(d: Extract<Decision, { type: "play" }>): Promise<Choice> {
  return new Promise((resolve) => {
    const st = game!.state();
    const fighter = name(st.players[d.player].characters[d.fighter].card);
    const hand = st.players[d.player].hand;
    const send = (cards: string[]) => resolve({ type: "play", player: d.player, cards });
    const render = (first: string | null) => {
      const list = document.createElement("ul");
      list.className = "hand-choices";
      for (const id of [...new Set(hand)]) {
        const li = document.createElement("li");
        const legal = d.options.some((o) => o[0] === id);
        const b = button(name(id), { "data-card": id, "aria-pressed": String(first === id) }, () => render(id), !legal);
        li.append(b);
        const why = d.blocked.find((x) => x.card === id);
        if (why) {
          const s = document.createElement("span");
          s.className = "reason";
          s.textContent = `${why.reason} [${why.rule}]`;
          b.setAttribute("aria-description", why.reason);
          li.append(s);
        }
        list.append(li);
      }
      const actions = document.createElement("div");
      actions.className = "choices";
      if (first) {
        const seconds = d.options.filter((o) => o.length === 2 && o[0] === first).map((o) => o[1]);
        const h = document.createElement("h3");
        h.textContent = t(lang, "chained");
        actions.append(h);
        if (seconds.length === 0) {
          const p = document.createElement("p");
          p.textContent = t(lang, "noChain");
          actions.append(p);
        }
        for (const s of [...new Set(seconds)]) actions.append(button(`${name(first)} + ${name(s)}`, { "data-second": s }, () => send([first, s])));
        actions.append(button(`${t(lang, "play")}: ${name(first)}`, { "data-action": "play-one" }, () => send([first])));
      }
      actions.append(button(t(lang, "nothing"), { "data-action": "play-nothing" }, () => send([])));
      setPanel("play", heading(`${labels()[d.player]} — ${t(lang, "playCards")} ${fighter}`), list, actions);
      if (first) actions.querySelector("button")?.focus();
    };
    render(null);
  });
}

function askDiscard(d: Extract<Decision, { type: "discard" }>): Promise<Choice> {
  return new Promise((resolve) => {
    const form = document.createElement("form");
    form.className = "discard";
    d.hand.forEach((id, i) => {
      const label = document.createElement("label");
      const box = document.createElement("input");
      box.type = "checkbox";
      box.value = id;
      box.dataset.index = String(i);
      label.append(box, ` ${name(id)}`);
      form.append(label);
    });
    const note = document.createElement("p");
    note.textContent = d.min > 0 ? `${t(lang, "mustDiscard")} ${d.min}.` : "";
    const ok = button(t(lang, "confirm"), { "data-action": "confirm" });
    ok.type = "submit";
    const update = () => {
      const n = form.querySelectorAll("input:checked").length;
      ok.disabled = n < d.min || n > d.max;
    };
    form.addEventListener("change", update);
    form.addEventListener("submit", (ev) => {
      ev.preventDefault();
      const cards = [...form.querySelectorAll<HTMLInputElement>("input:checked")].map((b) => b.value);
      resolve({ type: "discard", player: d.player, cards });
    });
    form.append(note, ok);
    update();
    setPanel("discard", heading(`${labels()[d.player]} — ${t(lang, "discardTitle")}`), form);
  });
}

async function ask(d: Decision): Promise<Choice> {
  if (mode === "hotseat") {
    if (d.type !== "fighters") await handOver(d.player);
    showHands = new Set(d.type === "fighters" ? [] : [d.player]);
  } else {
    showHands = new Set([0]);
  }
  redraw();
  if (d.type === "fighters") return askFighters(d);
  if (d.type === "play") return askPlay(d);
  return askDiscard(d);
}

function showOutcome() {
  const o = game!.outcome();
  const st = game!.state();
  const scores = `${t(lang, "scores")}: ${st.players[0].score} – ${st.players[1].score}`;
  const text = !o ? "" : "winner" in o ? `${labels()[o.winner]} ${t(lang, "wins")}` : t(lang, "draw");
  const p = document.createElement("p");
  p.id = "outcome";
  p.className = "outcome";
  p.textContent = `${text}. ${scores}.`;
  setPanel("over", heading(text), p, button(t(lang, "newGame"), { "data-action": "new-game" }, () => newGame()));
}

async function run(gen: number) {
  while (game && gen === generation) {
    const d = game.pending();
    if (!d) {
      showHands = new Set([0, 1]);
      redraw();
      showOutcome();
      return;
    }
    let choice: Choice;
    if (isComputer(d.player)) {
      setPanel("computer", heading(t(lang, "thinking")));
      const level = difficulty();
      if (level === "easy") {
        await new Promise((r) => setTimeout(r, Math.min(250, player.delayMs)));
        choice = computerChoice(d);
      } else {
        choice = await think<Choice>(game.log(), level, PLAYOUTS).catch(() => computerChoice(d));
      }
    } else {
      choice = await ask(d);
    }
    if (gen !== generation) return;
    setPanel("resolving", heading(t(lang, "log")));
    const before = currentModel();
    const events = game.choose(choice);
    saveGame();
    allEvents.push(...events);
    if (mode === "hotseat") showHands = new Set();
    if (events.length) await player.load(frames(before, events, currentModel()), events);
  }
}

async function newGame() {
  generation++;
  game?.free();
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  const deckA = $<HTMLSelectElement>("#deck-0").value;
  const deckB = $<HTMLSelectElement>("#deck-1").value;
  mode = $<HTMLSelectElement>("#mode").value as typeof mode;
  game = new Game({ ruleset: "eredan", seed, decks: [deckA, deckB] });
  saveGame();
  allEvents = game.openingEvents();
  $("#log").replaceChildren();
  showHands = new Set(mode === "computer" ? [0] : []);
  const start = currentModel();
  for (const p of start.players) p.hand = [];
  const gen = generation;
  const shown = player.load(frames(start, allEvents, currentModel()), allEvents, false);
  player.skip();
  await shown;
  run(gen);
}

/** Goes on with a saved game where it was (its earlier events are not replayed). */
async function resume(saved: Saved<Settings>) {
  generation++;
  game = saved.game;
  selectIfOffered($("#mode"), saved.settings.mode);
  restoreDifficulty(saved.settings.difficulty);
  mode = $<HTMLSelectElement>("#mode").value as typeof mode;
  allEvents = [];
  $("#log").replaceChildren(resumedEntry(lang));
  showHands = new Set(mode === "computer" ? [0] : []);
  const gen = generation;
  await player.load([currentModel()], [], false);
  run(gen);
}

function setLang(l: Lang) {
  lang = l;
  localStorage.setItem("arbiter-lang", l);
  document.documentElement.lang = l;
  for (const el of document.querySelectorAll<HTMLElement>("[data-i18n]")) el.textContent = t(lang, el.dataset.i18n as any);
  player.relabel(allEvents);
  // Redraw the open decision in the new language.
  if (game && panel.dataset.decision && !["computer", "over", "resolving"].includes(panel.dataset.decision)) {
    generation++;
    const gen = generation;
    run(gen);
  } else if (panel.dataset.decision === "over") showOutcome();
}

function setup() {
  for (const i of [0, 1]) {
    const sel = $<HTMLSelectElement>(`#deck-${i}`);
    for (const d of readyDecks) {
      const o = document.createElement("option");
      o.value = d.id ?? "";
      o.textContent = d.name ?? d.id ?? "";
      sel.append(o);
    }
    sel.selectedIndex = i % readyDecks.length;
  }
  const langSel = $<HTMLSelectElement>("#lang");
  langSel.value = lang;
  langSel.addEventListener("change", () => setLang(langSel.value as Lang));
  $("#new-game").addEventListener("click", () => newGame());
  $("#difficulty").addEventListener("change", () => game && saveGame());
  setLang(lang);
  resumeOrStart<Settings>(SAVE_KEY, { lang, resume, newGame, showError: (banner) => setPanel("save-error", banner) });
}

setup();
