// The game page: one loop for every ruleset, driven by the messages of a host (docs/online.md):
// the Worker host for a game at this screen (against the computer, or hot-seat), the server for
// an invite link. The page holds only its seat's view: it draws a `welcome` (the board from the
// view, the log from the seat's history), animates each `step` with its frames, has the person
// take a `turn` of theirs in the ruleset's decision panel (in hot-seat, another person's turn
// goes behind a hand-over screen when secret, then the host switches seats with `sit`), and
// shows whom it waits for otherwise. The host saves the game (a reload resumes it); the page
// saves its settings, speaks the page's language and redraws an open decision in it.
import type { GameConfig, Outcome } from "arbiter-engine";
import { engineError, type EngineError, type Types } from "./engine";
import { ResolutionPlayer, type LogGroups } from "./player";
import { endScreen } from "./end-screen";
import { pickLang, type BoardOptions, type RulesetLogGroups, type RulesetModule } from "./ruleset";
import { SHELL, type Lang, type ShellStrings } from "./strings";
import { $, button, el, heading, panelSetter } from "./dom";
import { clear, load, save, type Saved } from "./saves";
import { readCards } from "./card-reader";
import { difficulty, restoreDifficulty, type Difficulty } from "./bots";
import { exportButton } from "../builder/export";
import { inviteOf, WsTransport } from "../host/ws-transport";
import { onlineButton } from "../host/online";
import { WorkerTransport } from "../host/transport";
import { decisionSheet, logDrawer, settingsDialog, turnBanner, type TurnState } from "./table";
import { framesOf, type FromHost, type SeatInfo, type TableEnd, type ToHost, type Transport, type Turn } from "../host/protocol";

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
  /** Whether a decision of `kind` shows what the others must not see (its player's hand). */
  secret(kind: string): boolean;
  /** A choice the page takes for a person without asking (a window with nothing to do but pass), or null. */
  automatic?(d: T["decision"]): T["choice"] | null;
  /** The end of the game: a title and a sentence. */
  outcome(state: T["state"], outcome: Outcome | null, labels: readonly string[], lang: L): { title: string; text: string };
  /** Each seat's score in `state`, in seat order (the end screen's table); absent for a ruleset without scores. */
  scores?(state: T["state"]): number[];
}

const params = new URLSearchParams(location.search);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** How long the hand-over's Ready stays disabled (ms): longer than a double tap. */
const HAND_OVER_PAUSE_MS = 700;
/** Decision panels that a change of language redraws (a person's decisions). */
const NOT_A_PERSONS = ["computer", "over", "resolving", "handover", "save-error", "refused"];

/** Runs the page of `rs`. */
export function startGamePage<T extends Types, L extends Lang, S extends object>(rs: GameRuleset<T, L, S>) {
  type Settings = S & { difficulty: Difficulty };
  const stored = localStorage.getItem(rs.langKey);
  const browser = rs.langs.find((l) => navigator.language?.startsWith(l));
  let lang: L = pickLang(rs.langs, params.get("lang") ?? stored ?? browser);
  let seats: Seat[] = rs.setup.seats();
  /** Seats whose hands are face up (only ever the page's own seat: the view holds no other hand). */
  let revealed = new Set<number>();
  /** "Fast-forward" is pressed: every resolution is shown at once, not animated — the person's
   *  own choices' as well as the computer's — until it is pressed again. */
  let fastForward = false;
  /** "Skip to the end" was clicked: every batch is shown at once until a person decides (the rest of a Berserk attack). */
  let skipping = false;

  /** The link to the host: the Worker (a game at this screen) or the server (an invite link). */
  let transport: Transport | null = null;
  /** Whether the host is this page's Worker (hot-seat seats switch at the hand-over screen). */
  let local = true;
  /** The seat whose view the page holds (null: a spectator). */
  let mine: number | null = null;
  /** The seat's view of the game now, and the table's seats as the host tells them. */
  let view: T["state"] | null = null;
  let table: SeatInfo[] = [];
  let outcome: Outcome | null = null;
  /** The finished game's log, from the Worker host (the end screen shares it; an online game has none). */
  let finalLog: { setup?: unknown } | null = null;
  /** How the table ended the game, if it did (a resign, an agreed draw, an abandon). */
  let tableEnd: TableEnd | null = null;
  /** The seat whose draw offer awaits an answer. */
  let drawOffer: number | null = null;
  /** An act on the table's end was sent and not yet answered: an error then is its refusal. */
  let acting = false;
  /** The last turn received (redrawn at a change of language); `asking` cancels a panel's answer. */
  let lastTurn: Turn<T["decision"]> | null = null;
  let asking = 0;
  let whyId = 0;
  const whys = new Map<number, (r: (string | null)[]) => void>();
  /** The computer's thinking, marked on the performance timeline (tests and profiling). */
  let thought = 0;
  let thinkingNow: number | null = null;
  /** A resumed game notes it in the log once its welcome arrives; `restored` are its saved settings. */
  let resuming = false;
  let restored: Partial<Settings> | null = null;

  const humans = () => seats.filter((k) => k === "human").length;
  const isComputer = (p: number) => seats[p] === "computer";
  const words = () => SHELL[lang];
  /** The table of an invite link (online), else null. */
  const online = inviteOf();
  /** Each seat's player at a table the lobby made (its name and rating, from `GET /api/games/{table}`); empty elsewhere. */
  let players: { name: string; rating: number }[] = [];
  function labels(): string[] {
    const w = words();
    const one = humans() === 1;
    return seats.map((k, i) => {
      const p = players[i];
      if (p?.name) return `${p.name} (${Math.round(p.rating)})${!local && i === mine ? ` · ${w.you}` : ""}`;
      return k === "computer" ? `${w.computer} (${w.player} ${i})` : one || (!local && i === mine) ? `${w.you} (${w.player} ${i})` : `${w.player} ${i}`;
    });
  }

  /** The ruleset's log groups, summarised in the page's language with its seats' labels. */
  const logGroups = (g: RulesetLogGroups<T, L>): LogGroups<T> => ({
    opens: (e) => g.opens(e),
    closes: (e, kind) => g.closes(e, kind),
    alone: (e) => g.alone(e),
    summary: (events) => g.summary(events, lang, labels()),
  });
  // The board turned for the seat at the screen: the page's own seat (seat 1 online sees its side
  // at the bottom), in hot-seat the player whose turn it is.
  const boardOptions = (): BoardOptions<L> => ({ lang, labels: labels(), showHands: revealed, bottom: local && humans() > 1 ? "active" : (mine ?? 0) });
  const board = rs.board(boardOptions);
  const player = new ResolutionPlayer<T>($("#board"), $<HTMLOListElement>("#log"), $("#controls"), {
    ruleset: rs.id,
    lang: () => lang,
    board: () => board,
    ruleText: (id) => rs.ruleText(id, lang),
    dialogClass: `rules-${rs.id}`,
    fold: (e) => rs.fold?.(e) ?? null,
    skipped: () => (skipping = true),
    groups: rs.logGroups && logGroups(rs.logGroups),
    dice: (e) => rs.dice?.(e) ?? [],
    speedIn: $("#speed-slot"),
  });
  const panel = $("#decision");
  const showPanel = panelSetter(panel);
  const settings = settingsDialog();
  const sheet = decisionSheet();
  const banner = turnBanner();
  logDrawer();
  /** Whether "Export this position" may export the page's view: only while the screen shows its
   *  seat's hand — never behind a hand-over screen, nor while hot-seat hands are face down (the
   *  view is the seat's of the engine, `game.view(seat)`: the others' hands and every deck hidden). */
  const exportable = () => local && view !== null && mine !== null && revealed.has(mine) && panel.dataset.decision !== "handover";
  const setPanel = (kind: string, ...children: (Node | string)[]) => {
    // A person's new decision unfolds the bottom sheet (folded, its controls could not take the focus).
    if (!NOT_A_PERSONS.includes(kind) && `d${lastTurn?.decision}` !== askedLast) sheet.expand();
    showPanel(kind, ...children);
    document.getElementById("export-position")?.toggleAttribute("hidden", !exportable());
    showTurn(kind);
  };
  /** The key of the last person's decision the banner named (a new one unfolds the sheet). */
  let askedLast: string | null = null;

  /**
   * The turn banner for the panel just shown: whose turn it is and what is asked — the panel's
   * heading, the ruleset's words for the engine's decision, less the seat's label it starts
   * with — or whom the page waits for; said once a turn.
   */
  function showTurn(kind: string) {
    const w = words();
    const title = panel.querySelector("h2")?.textContent ?? "";
    const p = lastTurn?.player ?? null;
    let state: TurnState = "waiting";
    let who = "";
    let what = title;
    let key: string | null = `${kind}:${p}`;
    if (kind === "resolving") [state, what, key] = ["animating", w.resolving, null];
    else if (kind === "over") [state, what, key] = ["over", title || w.gameOver, "over"];
    else if (kind === "refused" || kind === "save-error") [state, what] = ["error", title || (panel.textContent ?? "")];
    else if (!NOT_A_PERSONS.includes(kind) && p !== null) {
      const label = labels()[p];
      state = "yours";
      who = humans() === 1 || (!local && p === mine) ? w.yourTurn : w.turnOf.replace("{who}", label);
      if (title.startsWith(`${label} — `)) what = title.slice(label.length + 3);
      key = askedLast = `d${lastTurn?.decision}`;
    }
    banner(state, who, what, key);
    sheet.label(w.decision, what);
  }
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

  /** The page's settings of the game at this screen (the game itself is the Worker host's, in IndexedDB). */
  const saveSettings = () => {
    if (local && transport) save<Settings>(rs.saveKey, { ...rs.setup.settings(), difficulty: difficulty() }, seats.length);
  };
  const seatInfos = (): SeatInfo[] => seats.map((k) => (k === "computer" ? { kind: "computer", level: difficulty(), connected: true } : { kind: "person", connected: true }));

  // --- A person's choice, behind a hand-over screen when the others must not look.
  /**
   * The hand-over screen takes no input meant for the screen before it, which would show the
   * next person's secret to the one who has just chosen: its heading takes the focus, not Ready
   * (Tab reaches it), so a key pressed again or held does not press it; and Ready, often where
   * that person's button was, is disabled for a moment (a second tap, as browsers' own prompts do).
   */
  function handOver(p: number): Promise<void> {
    return new Promise((resolve) => {
      revealed = new Set();
      player.render();
      const who = labels()[p];
      const title = heading(`${words().handOver} ${who}`);
      title.tabIndex = -1;
      const ready = button(`${words().ready} ${who}`, { "data-action": "ready", "data-nofocus": "" }, () => resolve());
      ready.disabled = true;
      setTimeout(() => (ready.disabled = false), HAND_OVER_PAUSE_MS);
      setPanel("handover", title, el("p", undefined, words().secret), ready);
      title.focus({ preventScroll: true });
    });
  }

  /** A choice the host refused (every choice offered is one of its options, so a page's bug), or a save it could not restore: why, and a new game. */
  function showRefusal(err: EngineError, kind: "refused" | "save-error" = "refused") {
    const box = el("div", kind === "refused" ? "engine-error" : "save-error");
    box.setAttribute("role", "alert");
    if (err.kind) box.dataset.kind = err.kind;
    if (err.rule) box.dataset.rule = err.rule;
    if (kind === "save-error") box.append(heading(words().saveError));
    const fresh = () => {
      clear(rs.saveKey);
      newGame();
    };
    box.append(el("p", "error-message", err.message), ...(local ? [button(words().newGame, { "data-action": "new-game" }, fresh)] : []));
    setPanel(kind, box);
  }

  // --- The table's end: resign (after a confirmation) and draw offers, below the decision panel.
  const actions = el("div", "table-actions");
  actions.id = "table-actions";
  const actionSaid = el("p", "table-actions-said");
  actionSaid.setAttribute("role", "status");
  $("#decision").after(actions);
  const act = (type: "resign" | "offer_draw" | "accept_draw" | "decline_draw") => {
    acting = true;
    transport?.send({ v: 1, type } as ToHost);
  };
  /** Redraws the actions: shown while a game is under way at a table of two seats where the page has a seat. */
  function showActions() {
    const w = words();
    const playing = lastTurn !== null && lastTurn.decision !== null && mine !== null && table.length === 2;
    actions.hidden = !playing;
    if (!playing) {
      actions.replaceChildren();
      return;
    }
    const parts: HTMLElement[] = [button(w.resign, { "data-action": "resign" }, askResign)];
    if (drawOffer !== null && drawOffer !== mine) {
      const offered = el("p", "draw-offered", w.drawOffered.replace("{who}", labels()[drawOffer]));
      parts.push(offered, button(w.acceptDraw, { "data-action": "accept-draw" }, () => act("accept_draw")), button(w.declineDraw, { "data-action": "decline-draw" }, () => act("decline_draw")));
    } else if (drawOffer === null && lastTurn?.player === mine) {
      parts.push(button(w.offerDraw, { "data-action": "offer-draw" }, () => act("offer_draw")));
    }
    actions.replaceChildren(...parts, actionSaid);
  }
  /** Resigning asks first: the other side wins. */
  function askResign() {
    const w = words();
    const dialog = el("dialog", "confirm-new confirm-resign");
    const yes = button(w.resignYes, { "data-action": "confirm-resign" }, () => {
      dialog.close();
      act("resign");
    });
    const no = button(w.abandonNo, { "data-action": "keep-playing" }, () => dialog.close());
    dialog.append(el("p", undefined, w.resignAsk), el("div", "choices"));
    dialog.lastElementChild?.append(yes, no);
    dialog.addEventListener("close", () => dialog.remove());
    document.body.append(dialog);
    if (typeof dialog.showModal === "function") dialog.showModal();
    no.focus();
  }

  function showOutcome() {
    if (!view) return;
    const { title, text } = rs.outcome(view, outcome, labels(), lang);
    const scores = rs.scores?.(view).map((score, i) => ({ label: labels()[i], score })) ?? null;
    const explain = (rule: string) => player.explain(rule);
    // The finished game's setup (null in its log: the ruleset's defaults), else the controls'.
    const rematch = () => playHere(false, undefined, finalLog ? (finalLog.setup ?? {}) : undefined);
    setPanel("over", ...endScreen({ ruleset: rs.id, lang, title, text, scores, events: player.shown, lastGroup: player.lastGroupSummary(), explain, end: tableEnd, labels: labels(), log: local ? finalLog : online && players.length ? () => finishedLog(online.table) : null, rematch: local ? rematch : null }));
  }

  const whyNot = (cs: T["choice"][]) =>
    new Promise<(string | null)[]>((resolve) => {
      const id = ++whyId;
      whys.set(id, resolve);
      transport?.send({ v: 1, type: "why_not", id, choices: cs, lang });
    });

  /** The button that fast-forwards the resolutions (shown while one is under way, or the computer thinks): on, it shows the one under way at once. */
  const fast = () => {
    const b = button(words().fastForward, { "data-action": "fast-forward", "data-nofocus": "", "aria-pressed": String(fastForward) }, () => {
      fastForward = !fastForward;
      b.setAttribute("aria-pressed", String(fastForward));
      if (fastForward) player.skip();
    });
    return b;
  };

  /** The host awaits a decision (or the game is over): ask this seat's person, hand over, or wait. */
  async function turn(t: Turn<T["decision"]>) {
    const n = ++asking;
    lastTurn = t;
    drawOffer = t.draw_offer ?? null;
    showActions();
    if (t.decision === null || t.player === null) {
      outcome = (t.outcome as Outcome | null | undefined) ?? outcome;
      tableEnd = t.end ?? null;
      finalLog = (t.log as typeof finalLog | undefined) ?? null;
      revealed = new Set(mine === null ? [] : [mine]);
      player.render();
      showOutcome();
      return;
    }
    const p = t.player;
    if (local && humans() > 1 && seats[p] === "human") {
      // Hot-seat: a secret choice waits behind the hand-over screen unless its person is the one
      // looking; another seat's decision is taken from that seat's view (the host sits it).
      if (rs.secret(t.kind ?? "") && !(revealed.size === 1 && revealed.has(p))) {
        await handOver(p);
        if (n !== asking) return;
        revealed = new Set([p]);
      }
      if (p !== mine) {
        transport?.send({ v: 1, type: "sit", seat: p });
        return;
      }
    }
    if (!t.pending || p !== mine || !view) {
      const clock = t.deadline ? ` (${Math.max(0, Math.round((t.deadline - Date.now()) / 1000))} s)` : "";
      if (humans() !== 1 && local) revealed = new Set();
      const waiting = isComputer(p) ? `${labels()[p]}: ${words().thinking}` : `${words().waitingFor} ${labels()[p]}…`;
      setPanel("computer", heading(`${waiting}${clock}`), ...(isComputer(p) ? [fast()] : []));
      return;
    }
    const d = t.pending;
    revealed = rs.secret(d.kind) || humans() === 1 || !local ? new Set([p]) : new Set();
    let choice = stopAll?.checked ? null : (rs.automatic?.(d) ?? null);
    if (!choice) {
      skipping = false;
      player.render();
      choice = await rs.ask(d, { lang, shell: words(), labels: labels(), state: view, whyNot, show: setPanel });
    }
    if (n !== asking) return;
    setPanel("resolving", heading(words().resolving), fast());
    transport?.send({ v: 1, type: "choose", decision: t.decision, choice });
  }

  async function handle(m: FromHost) {
    if (m.type === "welcome") {
      performance.mark("arbiter-welcome", { detail: { seat: m.seat } });
      mine = m.seat;
      table = m.table.seats;
      if (local && table.length !== seats.length) {
        // A save of an earlier page did not say how many seats: the host's game does.
        rs.setup.restore(restored ?? {}, table.length);
        seats = rs.setup.seats();
        saveSettings();
      }
      seats = table.map((s) => (s.kind === "computer" ? "computer" : "human"));
      outcome = (m.outcome as Outcome | null) ?? null;
      // In hot-seat the hand shown stays the one handed over to (a `sit` answers it), else the seat's own.
      revealed = mine === null ? new Set() : local && humans() > 1 ? new Set([...revealed].filter((s) => s === mine)) : new Set([mine]);
      $("#log").replaceChildren();
      player.reset();
      player.history(m.history as T["event"][][]);
      if (resuming) player.note(words().resumed, "resumed");
      resuming = false;
      view = m.view as T["state"];
      await player.load(view, { events: [], frames: [] }, false);
      presence();
      void turn(m.turn as Turn<T["decision"]>);
    } else if (m.type === "step") {
      const before = view;
      view = m.view as T["state"];
      if (thinkingNow !== null && m.player === thinkingNow) {
        performance.mark("arbiter-think-end", { detail: { id: thought } });
        thinkingNow = null;
      }
      if (before && m.events.length) {
        banner("animating", "", words().resolving, null);
        const shown = player.load(before, { events: m.events as T["event"][], frames: framesOf(m) as T["state"][] });
        if (fastForward || skipping) player.skip();
        await shown;
      }
    } else if (m.type === "turn") {
      // Not awaited: the person's answer may take long, and the messages after it (presence,
      // a clock's default played by the server) must not wait for it.
      void turn(m as Turn<T["decision"]>);
    } else if (m.type === "thinking") {
      thinkingNow = m.seat;
      performance.mark("arbiter-think-start", { detail: { id: ++thought, bot: m.bot, seed: m.seed, playouts: m.playouts } });
    } else if (m.type === "why_not") {
      // The panels show the engine's text, whichever host answers.
      whys.get(m.id)?.(m.reasons.map((r) => (r === null || typeof r === "string" ? r : r.message)));
      whys.delete(m.id);
    } else if (m.type === "presence") {
      table = m.seats;
      presence();
    } else if (m.type === "draw_offered" || m.type === "draw_declined") {
      acting = false;
      const w = words();
      drawOffer = m.type === "draw_offered" ? m.seat : null;
      showActions();
      if (m.type === "draw_offered" && m.seat === mine) actionSaid.textContent = w.drawSent;
      else if (m.type === "draw_declined" && m.seat !== mine) actionSaid.textContent = w.drawDeclined.replace("{who}", labels()[m.seat]);
      else actionSaid.textContent = "";
    } else if (m.type === "error" && acting && m.decision === undefined) {
      // The refusal of a resign or a draw offer: said beside its buttons, the decision stays.
      acting = false;
      actionSaid.textContent = m.message;
      actionSaid.dataset.kind = m.kind;
    } else if (m.type === "error") {
      const err = { message: m.message, kind: m.kind as EngineError["kind"], rule: m.rule ?? undefined, field: m.field ?? undefined };
      // An error before the welcome of a resumed game: its save could not be restored.
      showRefusal(err, view === null && resuming ? "save-error" : "refused");
    }
  }

  /** The names and ratings of a lobby game's players (a table made from a link alone has none: 404). */
  async function lobbyPlayers(table: string) {
    try {
      const r = await fetch(`/api/games/${encodeURIComponent(table)}`);
      if (!r.ok) return;
      const game = (await r.json()) as { seats?: { seat: number; name: string; rating: number }[] };
      for (const s of game.seats ?? []) players[s.seat] = { name: s.name, rating: s.rating };
      presence();
    } catch {
      // No community on this server: the seats keep their numbers.
    }
  }

  /** A lobby game's log once the server has recorded its end (asked again for a few seconds). */
  async function finishedLog(table: string): Promise<unknown> {
    for (let tries = 0; tries < 20; tries++) {
      const r = await fetch(`/api/games/${encodeURIComponent(table)}`);
      const game = r.ok ? ((await r.json()) as { log?: unknown }) : null;
      if (game?.log) return game.log;
      await new Promise((done) => setTimeout(done, 250));
    }
    throw new Error("the server has not recorded the game's end");
  }

  // --- Online (an invite link): whether each seat is connected.
  let status: HTMLElement | null = null;
  function presence() {
    if (local || !status) return;
    const w = words();
    status.textContent = table.map((s, i) => `${labels()[i]}: ${s.kind === "computer" ? w.computer : s.connected ? "●" : "○"}`).join(" · ");
    for (const [i, s] of table.entries()) status.dataset[`seat${i}`] = s.connected ? "connected" : "disconnected";
  }

  /** Talks to a host through `link`: messages are handled one at a time, in order (why_not answers at once: a panel waits for them). */
  function connect(link: Transport) {
    transport?.close();
    if (thinkingNow !== null) {
      // The host that was thinking is gone with its game: its answer never comes.
      performance.mark("arbiter-think-end", { detail: { id: thought, abandoned: true } });
      thinkingNow = null;
    }
    transport = link;
    whys.clear();
    view = null;
    lastTurn = null;
    tableEnd = null;
    drawOffer = null;
    acting = false;
    actionSaid.textContent = "";
    showActions();
    asking++;
    let queue = Promise.resolve();
    link.onMessage = (m) => {
      if (transport !== link) return;
      if (m.type === "why_not") void handle(m);
      else queue = queue.then(() => (transport === link ? handle(m) : undefined)).catch(() => undefined);
    };
    link.onLink = (up) => {
      if (!status) return;
      status.dataset.link = up ? "up" : "down";
      status.textContent = up ? words().connectionBack : words().connectionLost;
    };
  }

  /** A game at this screen: the Worker host holds it (and its save); the page gets its seat's
   *  messages only. `setup`: a rematch's, the finished game's own (else the setup controls'). */
  function playHere(resume: boolean, snapshot?: string, setup?: unknown) {
    const humanSeat = seats.indexOf("human");
    const seed = params.get("seed") !== null ? Number(params.get("seed")) : crypto.getRandomValues(new Uint32Array(1))[0];
    const config = { ...(setup ?? rs.setup.config()), ruleset: rs.id, seed } as GameConfig;
    skipping = false;
    resuming = resume;
    revealed = new Set();
    $("#log").replaceChildren();
    player.reset();
    // The last game's decision goes at once (the panel says no decision until the new game's
    // first turn comes from the host).
    panel.replaceChildren();
    delete panel.dataset.decision;
    connect(new WorkerTransport({ config, seats: seatInfos(), seat: humanSeat < 0 ? null : humanSeat, key: rs.saveKey, resume, snapshot }));
    saveSettings();
  }

  function newGame() {
    settings.close();
    seats = rs.setup.seats();
    playHere(false);
  }

  /** Resumes the game saved at this screen, or starts a new one; a save that cannot be read says why and offers a new game. */
  function resumeOrStart() {
    let saved: Saved<Settings> | null = null;
    try {
      saved = load<Settings>(rs.saveKey);
    } catch (e) {
      showRefusal(engineError(e), "save-error");
      return;
    }
    if (!saved) {
      newGame();
      return;
    }
    restored = saved.settings;
    rs.setup.restore(saved.settings, saved.seats ?? 2);
    restoreDifficulty(saved.settings.difficulty);
    seats = rs.setup.seats();
    playHere(true, saved.snapshot);
  }

  function setLang(l: L) {
    lang = l;
    localStorage.setItem(rs.langKey, l);
    document.documentElement.lang = l;
    const strings: Readonly<Record<string, string>> = { ...SHELL[l], ...rs.words(l) };
    for (const e of document.querySelectorAll<HTMLElement>("[data-i18n]")) {
      const key = e.dataset.i18n ?? "";
      if (key in strings) e.textContent = strings[key];
    }
    rs.setup.label(l);
    panel.setAttribute("aria-label", words().decision);
    player.relabel();
    // Redraw the open decision in the new language.
    const open = panel.dataset.decision;
    if (lastTurn && open && !NOT_A_PERSONS.includes(open)) void turn(lastTurn);
    else if (open === "over") showOutcome();
    presence();
  }

  /** New game: at once if no game is under way, else after the player confirms abandoning it. */
  function askNewGame() {
    const underWay = lastTurn !== null && lastTurn.decision !== null && lastTurn.decision > 0;
    if (!underWay) {
      newGame();
      return;
    }
    const dialog = el("dialog", "confirm-new");
    const w = words();
    const yes = button(w.abandonYes, { "data-action": "confirm-new-game" }, () => {
      dialog.close();
      newGame();
    });
    const no = button(w.abandonNo, { "data-action": "keep-playing" }, () => dialog.close());
    dialog.append(el("p", undefined, w.abandon), el("div", "choices"));
    dialog.lastElementChild?.append(yes, no);
    dialog.addEventListener("close", () => dialog.remove());
    document.body.append(dialog);
    if (typeof dialog.showModal === "function") dialog.showModal();
    no.focus();
  }

  readCards($("main"), (id) => rs.face?.(id, lang) ?? null, () => words().close);

  const langSel = $<HTMLSelectElement>("#lang");
  langSel.value = lang;
  langSel.addEventListener("change", () => setLang(pickLang(rs.langs, langSel.value)));
  $("#new-game").addEventListener("click", askNewGame);
  // "Export this position": the builder opens with the seat's view as a scenario.
  $("#new-game").after(exportButton(rs.id, () => (exportable() ? view : null), () => lang));
  // The builder opens in another tab: the settings close behind it.
  $("#export-position").addEventListener("click", () => settings.close());
  $("#export-position").after(onlineButton(rs.id, () => ({ config: rs.setup.config(), seats: rs.setup.seats().length }), () => lang));
  $("#difficulty").addEventListener("change", () => {
    saveSettings();
    if (local) transport?.send({ v: 1, type: "level", level: difficulty() });
  });
  setLang(lang);
  if (online) {
    const invite = online;
    // Online: the server holds the game and the table's setup; the page's own game controls do not apply.
    local = false;
    for (const id of ["new-game", "export-position", "play-online"]) document.getElementById(id)?.setAttribute("hidden", "");
    // So do the setup controls (mode, computer, decks, squads, seats): only the language and the page's own settings stay.
    for (const c of document.querySelectorAll<HTMLElement>(".settings > label, .settings > fieldset")) {
      if (!c.querySelector("#lang, #stop-every-window, #speed-slot")) c.hidden = true;
    }
    status = el("p", "online-status");
    status.id = "online-status";
    status.setAttribute("role", "status");
    $("#decision").before(status);
    connect(new WsTransport(invite.table, invite.token));
    // A table the lobby made (its links say `&lobby`): its players' names and ratings.
    if (new URL(location.href).searchParams.has("lobby")) void lobbyPlayers(invite.table);
  } else resumeOrStart();
}
