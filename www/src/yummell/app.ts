// The Yummell page: a race of 2 to 8 seats, each a person or the computer, every event animated
// on the path and narrated (English or Italian) by the engine.
import { Game } from "arbiter-engine";
import { ResolutionPlayer, type AnyEvent } from "../player";
import { fromState, frames, type YModel } from "./model";
import { advName, cardDef, characters, installRuleHelp, cardName, cardTitle, charName, yummellView, yt, type YLang } from "./board";
import { $, button, heading, panelSetter } from "../ui";
import { resumedEntry, resumeOrStart, save, type Saved } from "../saved-game";
import { difficulty, labelDifficulty, restoreDifficulty, think, type Difficulty } from "../bot-client";

type Choice = { type: string; player: number; card?: string; cards?: string[]; target?: { player: number; card: string } };
type Decision =
  | { type: "window"; player: number; window: string; options: Choice[] }
  | { type: "movement"; player: number; options: Choice[] }
  | { type: "challenge"; player: number; creature: string; stat: string; value: number; base: number; options: Choice[] }
  | { type: "discard"; player: number; hand: string[]; count: number };

const S = {
  language: ["Language", "Lingua"],
  seats: ["Seats", "Posti"],
  seatKinds: ["Who plays each seat", "Chi gioca a ogni posto"],
  newGame: ["New game", "Nuova partita"],
  log: ["Resolution", "Svolgimento"],
  human: ["Human", "Umano"],
  computer: ["Computer", "Computer"],
  you: ["You", "Tu"],
  seat: ["Seat", "Posto"],
  thinking: ["The computer is choosing…", "Il computer sceglie…"],
  resolving: ["Resolving…", "Risoluzione…"],
  handOver: ["Pass the device to", "Passa il dispositivo a"],
  secret: ["The others must not look: this hand is secret.", "Gli altri non devono guardare: questa mano è segreta."],
  ready: ["I am", "Sono"],
  window_after_preparation: ["Before Movement: actions", "Prima del Movimento: azioni"],
  window_after_movement: ["Before the Encounter: actions", "Prima dell'Incontro: azioni"],
  window_after_encounter: ["Before Refill: actions", "Prima del Reintegro: azioni"],
  playEvent: ["Play an Event", "Giocare un Evento"],
  startArtefact: ["Start an Artefact", "Attivare un Artefatto"],
  useArtefact: ["Use an active Artefact", "Usare un Artefatto attivo"],
  ability: ["Ability", "Abilità"],
  advantage: ["Advantage", "Vantaggio"],
  continue: ["Continue", "Continua"],
  noEvent: ["No Event card in hand.", "Nessun Evento in mano."],
  noArtefact: ["No Artefact card in hand.", "Nessun Artefatto in mano."],
  noActive: ["No active Artefact.", "Nessun Artefatto attivo."],
  movementTitle: ["Movement: play a card for its movement number, or rest", "Movimento: gioca una carta per il suo numero di movimento, o riposa"],
  rest: ["Rest", "Riposa"],
  bonusMove: ["movement bonus this turn", "bonus di movimento in questo turno"],
  challengeTitle: ["Encounter: challenge", "Incontro: sfida"],
  challengeInfo: ["needs more than", "serve più di"],
  yours: ["your", "tuo"],
  wins: ["wins", "vince"],
  loses: ["loses", "perde"],
  discardTitle: ["Refill: discard down to 4 — choose", "Reintegro: scarta fino a 4 — scegli"],
  confirm: ["Confirm", "Conferma"],
  over: ["wins the race!", "vince la corsa!"],
  steal: ["take", "prendi"],
  from: ["from", "da"],
} as const;
type SKey = keyof typeof S;

const params = new URLSearchParams(location.search);
let lang: YLang = (localStorage.getItem("arbiter-yummell-lang") as YLang) || (navigator.language?.startsWith("it") ? "it" : "en");
if (params.get("lang") === "it" || params.get("lang") === "en") lang = params.get("lang") as YLang;
const s = (k: SKey) => S[k][lang === "it" ? 1 : 0];

let game: Game | null = null;
let kinds: ("human" | "computer")[] = ["human", "computer", "computer", "computer"];
let allEvents: AnyEvent[] = [];
let showHands = new Set<number>();
let generation = 0;
/** The human whose hand was last shown (a different one needs a hand-over first). */
let lastHuman: number | null = null;

const humans = () => kinds.filter((k) => k === "human").length;
const isComputer = (p: number) => kinds[p] === "computer";
function labels(): string[] {
  return kinds.map((k, i) => (k === "computer" ? `${s("computer")} ${i}` : humans() === 1 ? `${s("you")} (${i})` : `${s("seat")} ${i}`));
}

/** The log does not tell the cards a hidden hand draws. */
function redact(e: AnyEvent): AnyEvent {
  if (e.kind === "cards_drawn") {
    const p = e.player as number;
    const onlyHuman = humans() === 1 && kinds[p] === "human";
    if (!onlyHuman) return { ...e, cards: (e.cards as string[]).map(() => "?") };
  }
  return e;
}

const player = new ResolutionPlayer<YModel>(
  $("#board"),
  $<HTMLOListElement>("#log"),
  $("#controls"),
  yummellView(() => ({ lang, showHands, labels: labels() })),
  redact,
);
const panel = $("#decision");
const setPanel = panelSetter(panel);
installRuleHelp($("#log"), () => lang);
const speedParam = params.get("speed");
if (speedParam !== null && Number.isFinite(Number(speedParam))) player.setDelay(Math.max(0, Number(speedParam)));

const model = (): YModel => fromState(game!.state());

const SAVE_KEY = "arbiter-save-yummell";
/** What the page saves with the game to resume it. */
interface Settings {
  kinds: ("human" | "computer")[];
  difficulty: Difficulty;
}
const saveGame = () => save<Settings>(SAVE_KEY, game!, { kinds, difficulty: difficulty() });

// --- The computers (one level for every computer seat). Medium and hard think in a Web Worker
// (bot-client.ts: the engine's greedy and strong bots); a decision with one option is taken at
// once. A playout is a whole race, longer with more seats: hard searches with PLAYOUT_BUDGET /
// seats playouts, about the same time whatever the number of seats (in headless Chromium on a
// busy 2-core machine, 0.2–0.3 s a decision, 0.8 s at most, for 2 to 8 seats).
const PLAYOUT_BUDGET = 5000;
const playouts = () => Math.round(PLAYOUT_BUDGET / model().players.length);

// Easy: random among the engine's options, preferring to continue and to move.
function computerChoice(d: Decision): Choice {
  const pick = <T>(l: T[]) => l[Math.floor(Math.random() * l.length)];
  if (d.type === "discard") {
    const hand = [...d.hand];
    const cards: string[] = [];
    for (let i = 0; i < d.count; i++) cards.push(hand.splice(Math.floor(Math.random() * hand.length), 1)[0]);
    return { type: "discard", player: d.player, cards };
  }
  if (d.type === "window") {
    const cont = d.options.find((o) => o.type === "continue");
    const others = d.options.filter((o) => o.type !== "continue");
    if (cont && (!others.length || Math.random() < 0.6)) return cont;
    return pick(others);
  }
  if (d.type === "movement") {
    const moves = d.options.filter((o) => o.type === "move");
    return pick(moves.length ? moves : d.options);
  }
  return pick(d.options);
}

// --- A person's choice.
function handOver(p: number): Promise<void> {
  return new Promise((resolve) => {
    showHands = new Set();
    player.render();
    const who = labels()[p];
    const msg = document.createElement("p");
    msg.textContent = s("secret");
    setPanel("handover", heading(`${s("handOver")} ${who}`), msg, button(`${s("ready")} ${who}`, { "data-action": "ready" }, () => resolve()));
  });
}

const choiceLabel = (c: Choice) => {
  const target = c.target ? ` (${s("steal")} ${cardName(c.target.card)} ${s("from")} ${labels()[c.target.player]})` : "";
  return `${c.card ? cardName(c.card) : ""}${target}`.trim();
};

function askWindow(d: Extract<Decision, { type: "window" }>): Promise<Choice> {
  return new Promise((resolve) => {
    const st = game!.state() as any;
    const me = st.players[d.player];
    const list = document.createElement("ul");
    list.className = "y-actions";
    const row = (kind: string, label: string) => {
      const li = document.createElement("li");
      li.dataset.kind = kind;
      const k = document.createElement("span");
      k.className = "y-kind";
      k.textContent = label;
      li.append(k);
      list.append(li);
      return li;
    };
    const enabled = (li: HTMLElement, c: Choice, text: string) => {
      const b = button(text, { "data-choice": JSON.stringify(c), "data-type": c.type }, () => resolve(c));
      if (c.card) b.title = cardTitle(c.card);
      li.append(b);
    };
    let n = 0;
    const disabled = (li: HTMLElement, type: string, text: string, reason: string) => {
      const id = `why-${d.player}-${type}-${n++}`;
      const b = button(text, { "data-type": type, "aria-describedby": id, "data-reason": reason }, undefined, true);
      const r = document.createElement("span");
      r.className = "reason";
      r.id = id;
      r.textContent = reason;
      li.append(b, r);
    };
    const why = (c: Choice) => game!.whyNot(c as any) ?? "";
    const ofType = (t: string) => [...new Set<string>(me.hand.filter((c: string) => cardDef(c)?.type === t))];
    // Cards from hand: events and artefacts.
    for (const [type, cardType, label, none, rule] of [
      ["play_event", "event", s("playEvent"), s("noEvent"), "Y-ACT-2"],
      ["start_artefact", "artefact", s("startArtefact"), s("noArtefact"), "Y-ACT-2"],
    ] as const) {
      const li = row(type, label);
      const cardsOf = ofType(cardType);
      if (!cardsOf.length) {
        disabled(li, type, label, `[${rule}] ${none}`);
        continue;
      }
      for (const card of cardsOf) {
        const opt = d.options.find((o) => o.type === type && o.card === card);
        if (opt) enabled(li, opt, cardName(card));
        else disabled(li, type, cardName(card), why({ type, player: d.player, card }));
      }
    }
    {
      const li = row("use_artefact", s("useArtefact"));
      const active = [...new Set<string>(me.active)];
      if (!active.length) disabled(li, "use_artefact", s("useArtefact"), `[Y-ACT-3] ${s("noActive")}`);
      for (const card of active) {
        const opts = d.options.filter((o) => o.type === "use_artefact" && o.card === card);
        if (opts.length) for (const o of opts) enabled(li, o, choiceLabel(o));
        else disabled(li, "use_artefact", cardName(card), why({ type: "use_artefact", player: d.player, card }));
      }
    }
    for (const [type, label] of [
      ["ability", s("ability")],
      ["advantage", s("advantage")],
    ] as const) {
      const li = row(type, label);
      const text = type === "ability" ? `${s("ability")}: ${abilityName(me.character)}` : `${s("advantage")}: ${advName(me.advantage)}`;
      const opts = d.options.filter((o) => o.type === type);
      if (opts.length) for (const o of opts) enabled(li, o, o.target ? `${text} ${choiceLabel(o)}` : text);
      else disabled(li, type, text, why({ type, player: d.player }));
    }
    const cont = d.options.find((o) => o.type === "continue") ?? { type: "continue", player: d.player };
    const li = row("continue", "");
    enabled(li, cont, `${s("continue")} →`);
    const title = s(`window_${d.window}` as SKey) ?? d.window;
    setPanel("window", heading(`${labels()[d.player]} — ${title}`), list);
    panel.querySelector<HTMLElement>('[data-type="continue"]')?.focus();
  });
}

const abilityName = (id: string) => characters.get(id)?.ability?.name ?? "";

function askMovement(d: Extract<Decision, { type: "movement" }>): Promise<Choice> {
  return new Promise((resolve) => {
    const st = game!.state() as any;
    const bonus = st.used?.movement ?? 0;
    const row = document.createElement("div");
    row.className = "choices";
    for (const o of d.options) {
      const c = o.card ? cardDef(o.card) : null;
      const text = o.type === "rest" ? s("rest") : `${cardName(o.card!)} (${c?.movement ?? "?"}${bonus ? ` + ${bonus}` : ""})`;
      const b = button(text, { "data-choice": JSON.stringify(o), "data-type": o.type }, () => resolve(o));
      if (o.card) b.title = cardTitle(o.card);
      row.append(b);
    }
    const p = document.createElement("p");
    p.textContent = bonus ? `${bonus > 0 ? "+" : ""}${bonus} ${s("bonusMove")}` : "";
    setPanel("movement", heading(`${labels()[d.player]} — ${s("movementTitle")}`), p, row);
  });
}

function askChallenge(d: Extract<Decision, { type: "challenge" }>): Promise<Choice> {
  return new Promise((resolve) => {
    const info = document.createElement("p");
    info.className = "y-challenge-info";
    info.textContent = `${cardName(d.creature)}: ${yt(lang, d.stat as any) ?? d.stat} — ${s("challengeInfo")} ${d.value} (${s("yours")}: ${d.base})`;
    const row = document.createElement("div");
    row.className = "choices";
    for (const o of d.options) {
      const m = cardDef(o.card ?? "")?.movement ?? 0;
      const total = d.base + m;
      const b = button(`${cardName(o.card ?? "")} (+${m} = ${total}: ${total > d.value ? s("wins") : s("loses")})`, { "data-choice": JSON.stringify(o), "data-type": o.type }, () => resolve(o));
      row.append(b);
    }
    setPanel("challenge", heading(`${labels()[d.player]} — ${s("challengeTitle")}`), info, row);
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
      label.append(box, ` ${cardName(id)}`);
      form.append(label);
    });
    const ok = button(`${s("confirm")}`, { "data-action": "confirm" });
    ok.type = "submit";
    const update = () => (ok.disabled = form.querySelectorAll("input:checked").length !== d.count);
    form.addEventListener("change", update);
    form.addEventListener("submit", (ev) => {
      ev.preventDefault();
      resolve({ type: "discard", player: d.player, cards: [...form.querySelectorAll<HTMLInputElement>("input:checked")].map((b) => b.value) });
    });
    form.append(ok);
    update();
    setPanel("discard", heading(`${labels()[d.player]} — ${s("discardTitle")} ${d.count}`), form);
  });
}

async function ask(d: Decision): Promise<Choice> {
  if (humans() > 1 && lastHuman !== d.player) await handOver(d.player);
  lastHuman = d.player;
  showHands = new Set([d.player]);
  player.render();
  if (d.type === "window") return askWindow(d);
  if (d.type === "movement") return askMovement(d);
  if (d.type === "challenge") return askChallenge(d);
  return askDiscard(d);
}

function showOutcome() {
  const st = game!.state() as any;
  const w = st.winner as number | null;
  const text = w === null ? "" : `${labels()[w]} (${charName(st.players[w].character)}) ${s("over")}`;
  const p = document.createElement("p");
  p.id = "outcome";
  p.className = "outcome";
  p.textContent = text;
  setPanel("over", heading(lang === "it" ? "Corsa finita" : "Race over"), p, button(s("newGame"), { "data-action": "new-game" }, () => newGame()));
}

async function run(gen: number) {
  while (game && gen === generation) {
    const d = game.pending() as unknown as Decision | null;
    if (!d) {
      showHands = new Set(kinds.map((_, i) => i));
      player.render();
      showOutcome();
      return;
    }
    let choice: Choice;
    if (isComputer(d.player)) {
      if (humans() !== 1) showHands = new Set();
      setPanel("computer", heading(`${labels()[d.player]}: ${s("thinking")}`));
      const level = difficulty();
      if (level === "easy" || ("options" in d && d.options.length === 1)) {
        await new Promise((r) => setTimeout(r, Math.min(200, player.delayMs)));
        choice = computerChoice(d);
      } else {
        choice = await think<Choice>(game.log(), level, playouts()).catch(() => computerChoice(d));
      }
    } else {
      choice = await ask(d);
    }
    if (gen !== generation) return;
    setPanel("resolving", heading(s("resolving")));
    const before = model();
    const events = game.choose(choice as any) as unknown as AnyEvent[];
    saveGame();
    allEvents.push(...events);
    if (humans() === 1) showHands = new Set([kinds.indexOf("human")]);
    for (const li of document.querySelectorAll("#log li.current")) li.classList.remove("current");
    if (events.length) await player.load(frames(before, events, model()), events);
  }
}

async function newGame() {
  generation++;
  game?.free();
  const seed = params.get("seed") !== null ? Number(params.get("seed")) : crypto.getRandomValues(new Uint32Array(1))[0];
  game = new Game({ ruleset: "yummell", seed, players: kinds.length });
  saveGame();
  allEvents = game.openingEvents() as unknown as AnyEvent[];
  $("#log").replaceChildren();
  lastHuman = null;
  showHands = humans() === 1 ? new Set([kinds.indexOf("human")]) : new Set();
  const end = model();
  const start: YModel = structuredClone(end);
  for (const p of start.players) {
    p.hand = [];
    p.square = 0;
  }
  start.deck = null;
  const gen = generation;
  const shown = player.load(frames(start, allEvents, end), allEvents, false);
  player.skip();
  await shown;
  run(gen);
}

/** Goes on with a saved game where it was (its earlier events are not replayed); a seat saved as neither kind is the computer's. */
async function resume(saved: Saved<Settings>) {
  generation++;
  game = saved.game;
  const seats = model().players.length;
  kinds = Array.from({ length: seats }, (_, i) => (saved.settings.kinds?.[i] === "human" ? "human" : "computer"));
  restoreDifficulty(saved.settings.difficulty);
  $<HTMLSelectElement>("#seat-count").value = String(seats);
  renderSeatEditor();
  allEvents = [];
  $("#log").replaceChildren(resumedEntry(lang));
  lastHuman = null;
  showHands = humans() === 1 ? new Set([kinds.indexOf("human")]) : new Set();
  const gen = generation;
  await player.load([model()], [], false);
  run(gen);
}

function renderSeatEditor() {
  const box = $("#seats");
  const legend = box.querySelector("legend");
  box.replaceChildren(...(legend ? [legend] : []));
  kinds.forEach((k, i) => {
    const label = document.createElement("label");
    const sel = document.createElement("select");
    sel.id = `seat-${i}`;
    sel.setAttribute("aria-label", `${s("seat")} ${i}`);
    for (const v of ["human", "computer"] as const) {
      const o = document.createElement("option");
      o.value = v;
      o.textContent = s(v);
      o.selected = v === k;
      sel.append(o);
    }
    sel.addEventListener("change", () => (kinds[i] = sel.value as any));
    label.append(`${i}`, sel);
    box.append(label);
  });
}

function setLang(l: YLang) {
  lang = l;
  localStorage.setItem("arbiter-yummell-lang", l);
  document.documentElement.lang = l;
  for (const el of document.querySelectorAll<HTMLElement>("[data-y]")) el.textContent = s(el.dataset.y as SKey);
  labelDifficulty(lang);
  renderSeatEditor();
  player.relabel(allEvents);
  if (game && panel.dataset.decision && !["computer", "over", "resolving", "handover"].includes(panel.dataset.decision)) {
    generation++;
    run(generation);
  } else if (panel.dataset.decision === "over") showOutcome();
}

function setup() {
  const seatsParam = params.get("seats");
  if (seatsParam && /^[hc]{2,8}$/.test(seatsParam)) kinds = [...seatsParam].map((c) => (c === "h" ? "human" : "computer"));
  const count = $<HTMLSelectElement>("#seat-count");
  count.value = String(kinds.length);
  count.addEventListener("change", () => {
    const n = Number(count.value);
    kinds = Array.from({ length: n }, (_, i) => kinds[i] ?? "computer");
    renderSeatEditor();
  });
  const langSel = $<HTMLSelectElement>("#lang");
  langSel.value = lang;
  langSel.addEventListener("change", () => setLang(langSel.value as YLang));
  $("#new-game").addEventListener("click", () => newGame());
  $("#difficulty").addEventListener("change", () => game && saveGame());
  setLang(lang);
  resumeOrStart<Settings>(SAVE_KEY, { lang, resume, newGame, showError: (banner) => setPanel("save-error", banner) });
}

setup();
