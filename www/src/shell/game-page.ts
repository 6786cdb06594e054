// The game page: one loop for every ruleset. It asks the engine what decision is awaited, has a
// person take it in the ruleset's decision panel (behind a hand-over screen when the choice is
// secret and another person may be looking) or the computer (an engine bot, in a Web Worker),
// steps the engine with the choice and animates the events with their frames; it saves the
// game after every choice (a reload resumes it), speaks the page's language, and cancels what
// is under way when a new game starts or the language changes.
import type { GameConfig, Outcome } from "arbiter-engine";
import { engineError, historyOf, newGame as engineNewGame, restoreGame, type EngineError, type EngineGame, type Stepped, type Types } from "./engine";
import { ResolutionPlayer } from "./player";
import { pickLang, type BoardOptions, type RulesetModule } from "./ruleset";
import { SHELL, type Lang, type ShellStrings } from "./strings";
import { $, button, el, heading, panelSetter } from "./dom";
import { clear, load, save } from "./saves";
import { readCards } from "./card-reader";
import { ask as askWorker, botOf, difficulty, restoreDifficulty, seedOf, type Difficulty } from "./bots";
import { exportButton } from "../builder/export";
import { inviteOf, WsTransport } from "../host/ws-transport";
import { onlineButton } from "../host/online";
import type { FromHost, SeatInfo, Transport, Turn } from "../host/protocol";

export type Seat = "human" | "computer";

/** What a decision panel is given. */
export interface PanelContext<T extends Types, L extends Lang> {
  lang: L;
  /** The shell's words in `lang`. */
  shell: ShellStrings;
  labels: readonly string[];
  /** The game's public state now. */
  state: T["state"];
  /** Why the engine would refuse each of `choices` (null: it is legal), asked of the host in one round trip. */
  whyNot(choices: T["choice"][]): Promise<(string | null)[]>;
  /** Sets the decision panel's content (`kind` goes to its `data-decision`). */
  show(kind: string, ...children: (Node | string)[]): void;
}

/** The page's setup controls of a ruleset (decks, squads, seats), read at a new game. */
export interface Setup<S extends object, L extends Lang> {
  /** Labels the controls in `lang` (again at every change of language). */
  label(lang: L): void;
  /** The engine's configuration of a new game, but the ruleset and the seed. */
  config(): Omit<GameConfig, "ruleset" | "seed">;
  /** Who plays each seat of a new game (or of the game being resumed, once `restore` ran). */
  seats(): Seat[];
  /** What is saved with the game besides the difficulty. */
  settings(): S;
  /** Sets the controls from a saved game's settings (read from storage: check them). */
  restore(settings: Partial<S>, seats: number): void;
}

/** A ruleset as a game page plays it. */
export interface GameRuleset<T extends Types, L extends Lang, S extends object> extends RulesetModule<T, L> {
  /** The local storage key of the saved game, and of the chosen language. */
  saveKey: string;
  langKey: string;
  setup: Setup<S, L>;
  /** A person's choice for `d`, through the decision panel. */
  ask(d: T["decision"], ctx: PanelContext<T, L>): Promise<T["choice"]>;
  /** Whether `d` shows what the others must not see (its player's hand). */
  secret(d: T["decision"]): boolean;
  /** A choice the page takes for a person without asking (a window with nothing to do but pass), or null. */
  automatic?(d: T["decision"]): T["choice"] | null;
  /** The end of the game: a title and a sentence. */
  outcome(state: T["state"], outcome: Outcome | null, labels: readonly string[], lang: L): { title: string; text: string };
  /** The hard computer's playouts in this position. */
  playouts(state: T["state"]): number;
}

const params = new URLSearchParams(location.search);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Decision panels that a change of language redraws (a person's decisions). */
const NOT_A_PERSONS = ["computer", "over", "resolving", "handover", "save-error", "refused"];

/** Runs the page of `rs`. */
export function startGamePage<T extends Types, L extends Lang, S extends object>(rs: GameRuleset<T, L, S>) {
  type Settings = S & { difficulty: Difficulty };
  const stored = localStorage.getItem(rs.langKey);
  const browser = rs.langs.find((l) => navigator.language?.startsWith(l));
  let lang: L = pickLang(rs.langs, params.get("lang") ?? stored ?? browser);
  let game: EngineGame<T> | null = null;
  let seats: Seat[] = rs.setup.seats();
  /** Seats whose hands are face up. */
  let revealed = new Set<number>();
  /** The computer's turns are shown at once, not animated, until a person decides. */
  let fastForward = false;
  /** "Skip to the end" was clicked: every batch is shown at once until a person decides (the rest of a Berserk attack). */
  let skipping = false;
  let generation = 0;

  /** Online, this page's seat (null: a spectator); undefined when the page holds the game. */
  let onlineSeat: number | null | undefined = undefined;
  const humans = () => seats.filter((k) => k === "human").length;
  const isComputer = (p: number) => seats[p] === "computer";
  const words = () => SHELL[lang];
  function labels(): string[] {
    const w = words();
    const one = humans() === 1;
    return seats.map((k, i) => (k === "computer" ? `${w.computer} (${w.player} ${i})` : one || i === onlineSeat ? `${w.you} (${w.player} ${i})` : `${w.player} ${i}`));
  }
  /** The only person's seat, when there is one person. */
  const onlyHuman = () => (humans() === 1 ? new Set([seats.indexOf("human")]) : new Set<number>());

  /** The log does not tell the cards a hand draws, unless the only person at the screen drew them. */
  function redact(e: T["event"]): T["event"] {
    // Online, the host sent the events as this seat sees them: nothing more to hide.
    if (onlineSeat !== undefined) return e;
    const d = e as T["event"] & { player?: unknown; cards?: unknown };
    if (d.kind !== "cards_drawn" || !Array.isArray(d.cards) || typeof d.player !== "number") return e;
    if (onlyHuman().has(d.player)) return e;
    return { ...e, cards: d.cards.map(() => "?") };
  }

  const boardOptions = (): BoardOptions<L> => ({ lang, labels: labels(), showHands: revealed });
  const board = rs.board(boardOptions);
  const player = new ResolutionPlayer<T>($("#board"), $<HTMLOListElement>("#log"), $("#controls"), {
    ruleset: rs.id,
    lang: () => lang,
    board: () => board,
    ruleText: (id) => rs.ruleText(id, lang),
    dialogClass: `rules-${rs.id}`,
    redact,
    fold: (e) => rs.fold?.(e) ?? null,
    skipped: () => (skipping = true),
  });
  const panel = $("#decision");
  const setPanel = panelSetter(panel);
  /** The setting "stop at every window", on the pages that have it: a person then takes even the
   *  choices the page would take for them (`automatic`). Off unless the player turned it on. */
  const stopAll = document.querySelector<HTMLInputElement>("#stop-every-window");
  const stopKey = `arbiter-${rs.id}-stop-every-window`;
  if (stopAll) {
    stopAll.checked = localStorage.getItem(stopKey) === "1";
    stopAll.addEventListener("change", () => localStorage.setItem(stopKey, stopAll.checked ? "1" : "0"));
  }
  const speed = params.get("speed");
  if (speed !== null && Number.isFinite(Number(speed))) player.setDelay(Math.max(0, Number(speed)));

  const saveGame = () => {
    if (game) save<Settings>(rs.saveKey, game.snapshot(), { ...rs.setup.settings(), difficulty: difficulty() });
  };

  // --- The computer: every level is an engine bot. Easy (the random bot) and a decision with
  // one option are answered at once on the page; medium and hard think in the Web Worker (if it
  // fails, the random bot answers). Null: the game was abandoned meanwhile (and freed).
  async function computerChoice(gen: number, g: EngineGame<T>, d: T["decision"]): Promise<T["choice"] | null> {
    const log = g.log();
    const random = () => (gen === generation ? g.suggest("random", seedOf(log), 1) : null);
    const level = difficulty();
    const options = (d as { options?: unknown }).options;
    if (level === "easy" || (Array.isArray(options) && options.length === 1)) {
      await sleep(Math.min(250, player.delayMs));
      return random();
    }
    return askWorker<T["choice"]>(log, botOf(level), seedOf(log), rs.playouts(g.state())).catch(random);
  }

  // --- A person's choice, behind a hand-over screen when the others must not look.
  function handOver(p: number): Promise<void> {
    return new Promise((resolve) => {
      revealed = new Set();
      player.render();
      const who = labels()[p];
      setPanel("handover", heading(`${words().handOver} ${who}`), el("p", undefined, words().secret), button(`${words().ready} ${who}`, { "data-action": "ready" }, () => resolve()));
    });
  }

  async function personChoice(g: EngineGame<T>, d: T["decision"]): Promise<T["choice"]> {
    const secret = rs.secret(d);
    if (humans() > 1 && secret && !(revealed.size === 1 && revealed.has(d.player))) await handOver(d.player);
    if (secret) revealed = new Set([d.player]);
    else if (humans() > 1) revealed = new Set();
    player.render();
    return rs.ask(d, { lang, shell: words(), labels: labels(), state: g.state(), whyNot: (cs) => Promise.resolve(cs.map((c) => g.whyNot(c))), show: setPanel });
  }

  /** A choice the engine refused (a page's bug: every choice offered is one of its options): why, and a new game. */
  function showRefusal(err: EngineError) {
    const box = el("div", "engine-error");
    box.setAttribute("role", "alert");
    if (err.kind) box.dataset.kind = err.kind;
    if (err.rule) box.dataset.rule = err.rule;
    box.append(el("p", "error-message", err.message), button(words().newGame, { "data-action": "new-game" }, () => void newGame()));
    setPanel("refused", box);
  }

  function showOutcome() {
    if (!game) return;
    const { title, text } = rs.outcome(game.state(), game.outcome(), labels(), lang);
    const p = el("p", "outcome", text);
    p.id = "outcome";
    setPanel("over", heading(title), p, button(words().newGame, { "data-action": "new-game" }, () => void newGame()));
  }

  async function run(gen: number) {
    while (game && gen === generation) {
      const g = game;
      const d = g.pending();
      if (!d) {
        revealed = new Set(seats.map((_, i) => i));
        player.render();
        showOutcome();
        return;
      }
      let choice: T["choice"] | null;
      const computer = isComputer(d.player);
      /** The button that fast-forwards the computer's turns (shown while it thinks and plays). */
      const fast = () => {
        const b = button(words().fastForward, { "data-action": "fast-forward", "data-nofocus": "", "aria-pressed": String(fastForward) }, () => {
          fastForward = true;
          b.setAttribute("aria-pressed", "true");
          player.skip();
        });
        return b;
      };
      if (computer) {
        if (humans() !== 1) revealed = new Set();
        setPanel("computer", heading(`${labels()[d.player]}: ${words().thinking}`), fast());
        choice = await computerChoice(gen, g, d);
      } else {
        choice = stopAll?.checked ? null : (rs.automatic?.(d) ?? null);
        if (!choice) {
          fastForward = skipping = false;
          choice = await personChoice(g, d);
        }
      }
      if (gen !== generation || !choice) return;
      setPanel("resolving", heading(words().resolving), ...(computer ? [fast()] : []));
      const before = g.state();
      let batch: Stepped<T>;
      try {
        batch = g.step(choice);
      } catch (e) {
        showRefusal(engineError(e));
        return;
      }
      saveGame();
      if (humans() > 1 && g.pending()?.player !== d.player) revealed = new Set();
      if (batch.events.length) {
        const shown = player.load(before, batch);
        if ((computer && fastForward) || skipping) player.skip();
        await shown;
      }
    }
  }

  async function newGame() {
    generation++;
    const gen = generation;
    game?.free();
    skipping = false;
    seats = rs.setup.seats();
    const seed = params.get("seed") !== null ? Number(params.get("seed")) : crypto.getRandomValues(new Uint32Array(1))[0];
    const g = engineNewGame<T>({ ...rs.setup.config(), ruleset: rs.id, seed });
    game = g;
    saveGame();
    $("#log").replaceChildren();
    revealed = onlyHuman();
    player.reset();
    const opening = g.opening();
    const shown = player.load(opening.start, opening, false);
    player.skip();
    await shown;
    if (gen === generation) void run(gen);
  }

  /** Goes on with the saved game where it was: its log shows every event so far (replayed by the engine, not animated). */
  async function resume(g: EngineGame<T>, settings: Partial<Settings>) {
    generation++;
    const gen = generation;
    game = g;
    const state = g.state();
    rs.setup.restore(settings, seatCount(state));
    restoreDifficulty(settings.difficulty);
    seats = rs.setup.seats();
    $("#log").replaceChildren();
    revealed = onlyHuman();
    player.reset();
    try {
      player.history(historyOf<T>(g.log()));
    } catch {
      // The log of a snapshot always replays; if it did not, the game still goes on.
    }
    player.note(words().resumed, "resumed");
    await player.load(state, { events: [], frames: [] }, false);
    if (gen === generation) void run(gen);
  }

  /** How many seats a state has (its `players`, else two). */
  const seatCount = (state: T["state"]) => {
    const players = (state as { players?: unknown }).players;
    return Array.isArray(players) ? players.length : 2;
  };

  /** Resumes the saved game, or starts a new one; a save that cannot be restored says why and offers a new game. */
  function resumeOrStart() {
    let restored: { game: EngineGame<T>; settings: Partial<Settings> } | null = null;
    try {
      const saved = load<Settings>(rs.saveKey);
      if (saved) restored = { game: restoreGame<T>(rs.id, saved.snapshot), settings: saved.settings };
    } catch (e) {
      const banner = el("div", "save-error");
      banner.setAttribute("role", "alert");
      const fresh = () => {
        clear(rs.saveKey);
        void newGame();
      };
      banner.append(heading(words().saveError), el("p", "error-message", engineError(e).message), button(words().newGame, { "data-action": "new-game" }, fresh));
      setPanel("save-error", banner);
      return;
    }
    if (restored) void resume(restored.game, restored.settings);
    else void newGame();
  }

  function setLang(l: L) {
    lang = l;
    localStorage.setItem(rs.langKey, l);
    document.documentElement.lang = l;
    const table: Readonly<Record<string, string>> = { ...SHELL[l], ...rs.words(l) };
    for (const e of document.querySelectorAll<HTMLElement>("[data-i18n]")) {
      const key = e.dataset.i18n ?? "";
      if (key in table) e.textContent = table[key];
    }
    rs.setup.label(l);
    player.relabel();
    // Redraw the open decision in the new language.
    const open = panel.dataset.decision;
    if (game && open && !NOT_A_PERSONS.includes(open)) {
      generation++;
      void run(generation);
    } else if (open === "over") showOutcome();
  }

  /** New game: at once if no game is under way, else after the player confirms abandoning it. */
  function askNewGame() {
    const underWay = game !== null && game.outcome() === null && (game.log().choices ?? []).length > 0;
    if (!underWay) {
      void newGame();
      return;
    }
    const dialog = el("dialog", "confirm-new");
    const w = words();
    const yes = button(w.abandonYes, { "data-action": "confirm-new-game" }, () => {
      dialog.close();
      void newGame();
    });
    const no = button(w.abandonNo, { "data-action": "keep-playing" }, () => dialog.close());
    dialog.append(el("p", undefined, w.abandon), el("div", "choices"));
    dialog.lastElementChild?.append(yes, no);
    dialog.addEventListener("close", () => dialog.remove());
    document.body.append(dialog);
    if (typeof dialog.showModal === "function") dialog.showModal();
    no.focus();
  }

  // --- Online play (an invite link: `?table=ID#token=...`): the page is a client of the server,
  // which holds the game. It draws `welcome` (the board from the seat's view, the log from its
  // history), animates each `step` (frames as this seat sees them), asks the person on a `turn`
  // with options, and shows whom it waits for otherwise. Messages are handled one at a time, in order.
  function online(transport: Transport) {
    let mine: number | null = null;
    let view: T["state"] | null = null;
    let table: SeatInfo[] = [];
    let outcome: Outcome | null = null;
    let asking = 0;
    let whyId = 0;
    const whys = new Map<number, (r: (string | null)[]) => void>();
    // The table's setup is the server's: the page's own game controls do not apply.
    for (const id of ["new-game", "export-position", "play-online"]) document.getElementById(id)?.setAttribute("hidden", "");
    const status = el("p", "online-status");
    status.id = "online-status";
    status.setAttribute("role", "status");
    $("#decision").before(status);
    const presence = () => {
      const w = words();
      status.textContent = table.map((s, i) => `${labels()[i]}: ${s.kind === "computer" ? w.computer : s.connected ? "●" : "○"}`).join(" · ");
      for (const [i, s] of table.entries()) status.dataset[`seat${i}`] = s.connected ? "connected" : "disconnected";
    };
    const whyNot = (cs: T["choice"][]) =>
      new Promise<(string | null)[]>((resolve) => {
        const id = ++whyId;
        whys.set(id, resolve);
        transport.send({ v: 1, type: "why_not", id, choices: cs });
      });
    async function turn(t: Turn) {
      const n = ++asking;
      if (t.decision === null || t.player === null) {
        if (!view) return;
        revealed = new Set(seats.map((_, i) => i));
        player.render();
        const { title, text } = rs.outcome(view, outcome, labels(), lang);
        const p = el("p", "outcome", text);
        p.id = "outcome";
        setPanel("over", heading(title), p);
        return;
      }
      if (!t.options || t.player !== mine || !view) {
        const clock = t.deadline ? ` (${Math.max(0, Math.round((t.deadline - Date.now()) / 1000))} s)` : "";
        setPanel("computer", heading(`${labels()[t.player]}: ${words().thinking}${clock}`));
        return;
      }
      const { v: _v, type: _type, decision, deadline: _deadline, ...fields } = t;
      const d = fields as unknown as T["decision"];
      let choice = stopAll?.checked ? null : (rs.automatic?.(d) ?? null);
      if (!choice) {
        fastForward = skipping = false;
        player.render();
        choice = await rs.ask(d, { lang, shell: words(), labels: labels(), state: view, whyNot, show: setPanel });
      }
      if (n !== asking) return;
      setPanel("resolving", heading(words().resolving));
      transport.send({ v: 1, type: "choose", decision, choice });
    }
    async function handle(m: FromHost) {
      if (m.type === "welcome") {
        mine = onlineSeat = m.seat;
        table = m.table.seats;
        seats = table.map((s) => (s.kind === "computer" ? "computer" : "human"));
        outcome = (m.outcome as Outcome | null) ?? null;
        revealed = new Set(mine === null ? [] : [mine]);
        $("#log").replaceChildren();
        player.reset();
        player.history(m.history as T["event"][][]);
        view = m.view as T["state"];
        await player.load(view, { events: [], frames: [] }, false);
        presence();
        await turn(m.turn);
      } else if (m.type === "step") {
        const before = view;
        view = m.view as T["state"];
        if (before && m.events.length) {
          const shown = player.load(before, { events: m.events as T["event"][], frames: m.frames as T["state"][] });
          if (skipping) player.skip();
          await shown;
        }
      } else if (m.type === "turn") {
        await turn(m);
      } else if (m.type === "why_not") {
        whys.get(m.id)?.(m.reasons);
        whys.delete(m.id);
      } else if (m.type === "presence") {
        table = m.seats;
        presence();
      } else if (m.type === "error") {
        showRefusal({ message: m.message, kind: m.kind as EngineError["kind"], rule: m.rule ?? undefined, field: m.field ?? undefined });
      }
    }
    let queue = Promise.resolve();
    transport.onMessage = (m) => {
      // why_not answers are read at once (a panel waits for them before it is shown).
      if (m.type === "why_not") void handle(m);
      else queue = queue.then(() => handle(m)).catch(() => undefined);
    };
    transport.onLink = (up) => {
      status.dataset.link = up ? "up" : "down";
      status.textContent = up ? words().connectionBack : words().connectionLost;
    };
  }

  readCards($("main"), (id) => rs.face?.(id, lang) ?? null, () => words().close);

  const langSel = $<HTMLSelectElement>("#lang");
  langSel.value = lang;
  langSel.addEventListener("change", () => setLang(pickLang(rs.langs, langSel.value)));
  $("#new-game").addEventListener("click", askNewGame);
  // "Export this position": the builder opens with the game's position as a scenario.
  $("#new-game").after(exportButton(() => game?.state() ?? null, () => lang));
  $("#export-position").after(onlineButton(rs.id, () => ({ config: rs.setup.config(), seats: rs.setup.seats().length }), () => lang));
  $("#difficulty").addEventListener("change", () => saveGame());
  setLang(lang);
  const invite = inviteOf();
  if (invite) online(new WsTransport(invite.table, invite.token));
  else resumeOrStart();
}
