// The Berserk page: a skirmish on the 5×6 board against the computer or hot-seat; every
// choice is one of the engine's options, every attack animated step by step and narrated.
import { Game, cards, decks } from "arbiter-engine";
import { ResolutionPlayer, type AnyEvent } from "../player";
import { fromState, frames, type CreatureDef, type Model } from "./model";
import { berserkView, bt, nameOf, outcomeText, stepName, type BLang, type BoardOptions, type Key } from "./board";
import { $, button, heading, panelSetter, selectIfOffered } from "../ui";
import { resumedEntry, resumeOrStart, save, type Saved } from "../saved-game";
import { difficulty, labelDifficulty, restoreDifficulty, think, type Difficulty } from "../bot-client";

type Choice = { type: string; player: number; [k: string]: unknown };
interface Decision {
  player: number;
  kind: "main" | "priority" | "exchange";
  step?: string;
  options: Choice[];
}

const catalogue = new Map<string, CreatureDef>((cards("berserk") as unknown as CreatureDef[]).map((c) => [c.id, c]));
const squads = decks("berserk") as unknown as { id: string; name: { en: string; ru: string } | string }[];

const stored = localStorage.getItem("arbiter-berserk-lang");
let lang: BLang = stored === "ru" || stored === "en" ? stored : navigator.language?.startsWith("ru") ? "ru" : "en";
let mode: "computer" | "hotseat" = "computer";
let game: Game | null = null;
let allEvents: AnyEvent[] = [];
let generation = 0;

const isComputer = (p: number) => mode === "computer" && p === 1;
function labels(): [string, string] {
  const p = (i: number) => `${bt(lang, "player")} ${i}`;
  return mode === "computer" ? [`${bt(lang, "you")} (${p(0)})`, `${bt(lang, "computer")} (${p(1)})`] : [p(0), p(1)];
}
const boardOptions = (): BoardOptions => ({ catalogue, lang, labels: labels() });
const player = new ResolutionPlayer<Model>($("#board"), $<HTMLOListElement>("#log"), $("#controls"), berserkView(boardOptions));
const panel = $("#decision");
const setPanel = panelSetter(panel);
const speedParam = new URLSearchParams(location.search).get("speed");
if (speedParam !== null && Number.isFinite(Number(speedParam))) player.setDelay(Math.max(0, Number(speedParam)));

const state = (): Model => fromState(game!.state());
const name = (uid: unknown) => nameOf(boardOptions(), state(), uid as number);
const cell = (c: unknown) => `[${(c as number[]).join(", ")}]`;

const SAVE_KEY = "arbiter-save-berserk";
/** What the page saves with the game to resume it. */
interface Settings {
  mode: "computer" | "hotseat";
  difficulty: Difficulty;
}
const saveGame = () => save<Settings>(SAVE_KEY, game!, { mode, difficulty: difficulty() });

// --- The computer. Medium and hard think in a Web Worker (bot-client.ts: the engine's greedy
// and strong bots); a decision with one option is taken at once. Hard searches with PLAYOUTS
// playouts: in headless Chromium on a busy 2-core machine, about 0.3 s a decision, 0.8 s at most.
const PLAYOUTS = 4000;

// Easy: random among the engine's options, preferring strikes; never illegal.
function computerChoice(d: Decision): Choice {
  const pick = <T>(l: T[]) => l[Math.floor(Math.random() * l.length)];
  const strikes = d.options.filter((o) => o.type === "strike");
  if (strikes.length) return pick(strikes);
  const moves = d.options.filter((o) => o.type === "move");
  // Moves now and then (to close in), otherwise whatever else is offered.
  if (moves.length && Math.random() < 0.6) return pick(moves);
  return pick(d.options);
}

/** A person's choice: a button per engine option, grouped. */
function ask(d: Decision): Promise<Choice> {
  return new Promise((resolve) => {
    const groups = new Map<string, HTMLElement[]>();
    const add = (group: string, b: HTMLElement) => {
      if (!groups.has(group)) groups.set(group, []);
      groups.get(group)!.push(b);
    };
    d.options.forEach((o, i) => {
      const attrs = { "data-type": o.type, "data-option": String(i), "data-choice": JSON.stringify(o) };
      const go = () => resolve(o);
      const hint = (b: HTMLElement) => {
        // Hovering or focusing an option marks its cell or target on the board.
        const sel = o.type === "move" ? `[data-cell="${(o.to as number[]).join(",")}"]` : o.type === "strike" ? `[data-uid="${o.target}"]` : "creature" in o ? `[data-uid="${o.creature}"]` : "";
        if (!sel) return b;
        const on = (v: boolean) => document.querySelector(`#board ${sel}`)?.classList.toggle("bz-hint", v);
        b.addEventListener("mouseenter", () => on(true));
        b.addEventListener("focus", () => on(true));
        b.addEventListener("mouseleave", () => on(false));
        b.addEventListener("blur", () => on(false));
        return b;
      };
      switch (o.type) {
        case "move":
          add(`${bt(lang, "movesOf")}: ${name(o.creature)}`, hint(button(`${bt(lang, "move")} → ${cell(o.to)}`, attrs, go)));
          break;
        case "strike":
          add(`${bt(lang, "strikesOf")}: ${name(o.attacker)}`, hint(button(`⚔ ${name(o.target)}`, attrs, go)));
          break;
        case "reroll":
          add(bt(lang, "reroll"), hint(button(`${bt(lang, "reroll")}: ${bt(lang, o.role as Key)} (${name(o.creature)})`, attrs, go)));
          break;
        case "redirect":
          add(bt(lang, "other"), hint(button(`${bt(lang, "redirect")} ${name(o.creature)}`, attrs, go)));
          break;
        case "defender":
          add(bt(lang, "other"), hint(button(`${bt(lang, "defend")} ${name(o.creature)}`, attrs, go)));
          break;
        case "exchange":
          add(bt(lang, "exchange"), button(o.choice === "lower" ? bt(lang, "lower") : bt(lang, "asRolled"), attrs, go));
          break;
        case "pass":
          add("", button(d.kind === "main" ? bt(lang, "endTurn") : bt(lang, "pass"), attrs, go));
          break;
        default:
          add(bt(lang, "other"), button(JSON.stringify(o), attrs, go));
      }
    });
    const what = d.kind === "main" ? bt(lang, "main") : d.kind === "exchange" ? bt(lang, "exchange") : `${bt(lang, "priorityIn")} — ${stepName(lang, d.step ?? "")}`;
    const parts: HTMLElement[] = [heading(`${labels()[d.player]} — ${what}`)];
    // Pass last, strikes before moves.
    const order = [...groups.keys()].sort((a, b) => rank(a) - rank(b));
    for (const g of order) {
      const box = document.createElement("div");
      box.className = "bz-group";
      if (g) box.append(heading(g, "h3"));
      const row = document.createElement("div");
      row.className = "choices";
      row.append(...groups.get(g)!);
      box.append(row);
      parts.push(box);
    }
    setPanel(d.kind, ...parts);
  });
}

function rank(group: string) {
  if (group === "") return 9;
  if (group.startsWith(bt(lang, "strikesOf"))) return 1;
  if (group.startsWith(bt(lang, "movesOf"))) return 2;
  return 0;
}

function showOutcome() {
  const o = game!.outcome();
  const text = o ? outcomeText(o, boardOptions()) : bt(lang, "over");
  const p = document.createElement("p");
  p.id = "outcome";
  p.className = "outcome";
  p.textContent = `${bt(lang, "over")}: ${text}.`;
  setPanel("over", heading(text), p, button(bt(lang, "newGame"), { "data-action": "new-game" }, () => newGame()));
}

async function run(gen: number) {
  while (game && gen === generation) {
    const d = game.pending() as unknown as Decision | null;
    if (!d) {
      player.render();
      showOutcome();
      return;
    }
    let choice: Choice;
    const onlyPass = d.kind === "priority" && d.options.length === 1 && d.options[0].type === "pass";
    if (isComputer(d.player)) {
      setPanel("computer", heading(bt(lang, "thinking")));
      const level = difficulty();
      if (level === "easy" || d.options.length === 1) {
        await new Promise((r) => setTimeout(r, Math.min(250, player.delayMs)));
        choice = computerChoice(d);
      } else {
        choice = await think<Choice>(game.log(), level, PLAYOUTS).catch(() => computerChoice(d));
      }
    } else if (onlyPass && $<HTMLInputElement>("#autopass").checked) {
      choice = d.options[0];
    } else {
      choice = await ask(d);
    }
    if (gen !== generation) return;
    setPanel("resolving", heading(bt(lang, "log")));
    const before = state();
    const events = game.choose(choice as any) as unknown as AnyEvent[];
    saveGame();
    allEvents.push(...events);
    // Only the newest batch's event is the current one.
    for (const li of $("#log").querySelectorAll("li.current")) li.classList.remove("current");
    if (events.length) await player.load(frames(before, events, state()), events);
  }
}

async function newGame() {
  generation++;
  game?.free();
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  const a = $<HTMLSelectElement>("#squad-0").value;
  const b = $<HTMLSelectElement>("#squad-1").value;
  mode = $<HTMLSelectElement>("#mode").value as typeof mode;
  game = new Game({ ruleset: "berserk", seed, squads: [a, b] });
  saveGame();
  allEvents = game.openingEvents() as unknown as AnyEvent[];
  $("#log").replaceChildren();
  const gen = generation;
  const now = state();
  const shown = player.load(frames(now, allEvents, now), allEvents, false);
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
  const gen = generation;
  await player.load([state()], [], false);
  run(gen);
}

function fillSquads() {
  for (const i of [0, 1]) {
    const sel = $<HTMLSelectElement>(`#squad-${i}`);
    const keep = sel.value;
    sel.replaceChildren();
    for (const s of squads) {
      const o = document.createElement("option");
      o.value = s.id;
      o.textContent = typeof s.name === "string" ? s.name : s.name[lang];
      sel.append(o);
    }
    sel.value = keep || squads[i % squads.length].id;
  }
}

function setLang(l: BLang) {
  lang = l;
  localStorage.setItem("arbiter-berserk-lang", l);
  document.documentElement.lang = l;
  for (const el of document.querySelectorAll<HTMLElement>("[data-i18n]")) el.textContent = bt(lang, el.dataset.i18n as Key);
  labelDifficulty(lang);
  fillSquads();
  player.relabel(allEvents);
  // Redraw the open decision in the new language.
  if (game && panel.dataset.decision && ["main", "priority", "exchange"].includes(panel.dataset.decision)) {
    generation++;
    run(generation);
  } else if (panel.dataset.decision === "over") showOutcome();
}

function setup() {
  const langSel = $<HTMLSelectElement>("#lang");
  langSel.value = lang;
  langSel.addEventListener("change", () => setLang(langSel.value as BLang));
  $("#new-game").addEventListener("click", () => newGame());
  $("#difficulty").addEventListener("change", () => game && saveGame());
  setLang(lang);
  resumeOrStart<Settings>(SAVE_KEY, { lang, resume, newGame, showError: (banner) => setPanel("save-error", banner) });
}

setup();
