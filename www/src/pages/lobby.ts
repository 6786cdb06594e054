// The online lobby (lobby.html, served by `arbiter serve`): a player without a password (a key
// the browser keeps, moved to another device by its export link), quick pairing by rating with
// the computer offered after a wait the player chooses, open tables to offer and take, live games
// to watch, the player's games in progress, ratings and history, and any player's page
// (lobby.html?player=ID). Everything shown comes from the server's answers (docs/online.md,
// "Players, ratings and history", "The lobby"); names are set as text, never as HTML.
import { $, button, copyField, el } from "../shell/dom";
import { replayLink } from "../shell/end-screen";
import { loadEngine } from "../shell/engine";
import { chosenDeck, decksKey, fillDeckChoice, offers, type DeckChoices } from "../shell/deck-choice";
import { RULESETS } from "../rulesets/registry";

const KEY = "arbiter.player.key";

interface RulesetEntry { id: string; page: string; setup: unknown; brings: string[] }
interface Offer { id: string; ruleset: string; clock: number; rated: boolean; player: string; name: string; rating: number; brings: string[] }
interface Live { table: string; ruleset: string; rated: boolean; names: string[]; spectate: string }
interface Lobby { offers: Offer[]; live: Live[]; pairing: [string, number][]; rulesets: RulesetEntry[] }
interface Rating { ruleset: string; rating: number; deviation: number; games: number }
interface SeatRecord { seat: number; name: string; player: string; score: number | null; rating_before: number | null; rating_after: number | null }
interface GameRecord { table: string; ruleset: string; rated: boolean; finished: number; how: string; seats: SeatRecord[] }
interface InProgress { table: string; ruleset: string; rated: boolean; seat: number; invite: string; opponents: string[] }
interface Me { id: string; name: string; key?: string; ratings: Rating[]; games: GameRecord[]; playing: InProgress[] }
interface Profile { id: string; name: string; ratings: Rating[]; games: GameRecord[] }
type Pairing = { state: "waiting"; since: number; window: number } | { state: "paired"; table: string; invite: string } | { state: "idle" };

function storedKey(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
function storeKey(key: string | null) {
  try {
    if (key) localStorage.setItem(KEY, key);
    else localStorage.removeItem(KEY);
  } catch {
    // A browser that keeps nothing: the player lasts as long as the page.
  }
}

// A player moved here by its export link (lobby.html#key=...): kept, and the key taken out of
// the address bar.
const moved = /^#key=([0-9a-f]{64})$/.exec(location.hash);
if (moved) {
  storeKey(moved[1]);
  history.replaceState(null, "", location.pathname + location.search);
}

let key = storedKey();
let me: Me | null = null;
let lobby: Lobby | null = null;
let pairing: { since: number; timer: number; started: number; socket: WebSocket | null } | null = null;

/** Hears the pairing pushed (`/api/pairing/live`): each new state goes to `show`; the page polls
 *  `GET /api/pairing` only while this socket is not open. */
function watchPairing(show: (p: Pairing) => void): WebSocket {
  const url = new URL("/api/pairing/live", location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  const socket = new WebSocket(url);
  socket.onopen = () => socket.send(JSON.stringify({ key }));
  socket.onmessage = (m) => {
    try {
      const p = JSON.parse(String(m.data)) as Pairing;
      if (typeof p.state === "string") show(p);
    } catch {
      // Not a state: the poll stands in.
    }
  };
  return socket;
}

/** A request to the server: its JSON answer, or an Error carrying the server's message. */
async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (key) headers.authorization = `Bearer ${key}`;
  const r = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await r.text();
  const value: unknown = text ? JSON.parse(text) : null;
  if (!r.ok) throw new Error((value as { error?: string } | null)?.error ?? `${r.status}`);
  return value as T;
}

const status = (text: string) => {
  $("#who").textContent = text;
};
const titleOf = (ruleset: string) => ruleset.charAt(0).toUpperCase() + ruleset.slice(1);
const clockText = (s: number) => (s === 0 ? "no clock" : s < 60 ? `${s} s a decision` : `${s / 60} min a decision`);
const ratingText = (r: number) => String(Math.round(r));

function select(id: string, label: string, options: [string, string][]) {
  const l = el("label", undefined, `${label} `);
  const s = el("select");
  s.id = id;
  for (const [value, text] of options) s.append(Object.assign(el("option", undefined, text), { value }));
  l.append(s);
  return { label: l, select: s };
}
const CLOCKS: [string, string][] = [["0", "no clock"], ["30", "30 s a decision"], ["60", "1 min a decision"], ["300", "5 min a decision"]];
const rulesetOptions = (): [string, string][] => (lobby?.rulesets ?? []).map((r) => [r.id, titleOf(r.id)]);

function error(where: HTMLElement, e: unknown) {
  const p = el("p", "reason", e instanceof Error ? e.message : String(e));
  p.setAttribute("role", "alert");
  where.querySelector(".reason")?.remove();
  where.append(p);
}

/** "You": create a player, or the player's name, rename, export link and forget. */
function renderMe() {
  const body = $("#me-body");
  body.replaceChildren();
  if (!me) {
    const form = el("form");
    const l = el("label", undefined, "Choose a name ");
    const input = el("input");
    input.id = "name";
    input.required = true;
    input.minLength = 3;
    input.maxLength = 20;
    input.setAttribute("autocomplete", "nickname");
    l.append(input);
    const go = el("button", undefined, "Play online as this name");
    go.type = "submit";
    form.append(l, go, el("p", "hint", "No password, no email: this browser keeps your key. 3 to 20 letters, digits, - _ . and spaces."));
    form.addEventListener("submit", (ev) => {
      ev.preventDefault();
      api<Me>("POST", "/api/players", { name: input.value })
        .then((made) => {
          key = made.key ?? null;
          storeKey(key);
          return refresh();
        })
        .catch((e) => error(form, e));
    });
    body.append(form);
    return;
  }
  const p = el("p", undefined, "Playing as ");
  p.append(el("strong", undefined, me.name));
  const rename = el("form", "inline");
  const l = el("label", undefined, "New name ");
  const input = el("input");
  input.id = "rename";
  input.maxLength = 20;
  l.append(input);
  const save = el("button", undefined, "Rename");
  save.type = "submit";
  rename.append(l, save);
  rename.addEventListener("submit", (ev) => {
    ev.preventDefault();
    api<Me>("PUT", "/api/me", { name: input.value }).then(refresh).catch((e) => error(rename, e));
  });
  const link = `${location.origin}${location.pathname}#key=${key}`;
  const exp = copyField("Your export link: open it on another device to play there as you (keep it private)", link, "export", { copy: "Copy", copied: "Copied" });
  const exportRow = el("p", "export");
  exportRow.append(exp.label, exp.field, exp.copy, exp.said);
  const forget = button("Forget me", {}, () => {
    if (!confirm("Forget your player? Your name, key and ratings are deleted; your games stay in others' records without your name.")) return;
    api("DELETE", "/api/me")
      .then(() => {
        key = null;
        storeKey(null);
        me = null;
        return refresh();
      })
      .catch((e) => error(body, e));
  });
  body.append(p, rename, exportRow, forget);
}

/** Each ruleset's choice of the deck the player brings (its engine's ready decks and the deck
 *  builder's saved ones), once its engine is loaded. */
const deckChoices = new Map<string, Promise<{ select: HTMLSelectElement; choices: DeckChoices<unknown> }>>();
const DECK_WORDS = { readyDecks: "Ready decks", savedDecks: "Saved in the deck builder", notLegal: "not legal", cards: (n: number) => `${n} cards` };
const broughtKey = (ruleset: string) => `arbiter.lobby.${ruleset}.deck`;
function remembered(name: string): string | null {
  try {
    return localStorage.getItem(name);
  } catch {
    return null;
  }
}
function remember(name: string, value: string) {
  try {
    localStorage.setItem(name, value);
  } catch {
    // A browser that keeps nothing: the choice lasts as long as the page.
  }
}

/** "Your decks": what the player brings to its seat at a table of each ruleset whose players
 *  bring decks (the server keeps it; the other player is never sent its list). */
function renderDecks() {
  const section = $("#decks");
  section.hidden = !me;
  const body = $("#decks-body");
  if (!me || body.dataset.built) return;
  body.dataset.built = "1";
  const lists = el("p", "deck-choices");
  body.append(lists, el("p", "hint", "Each player brings its own deck to a table of the lobby or of quick pairing; the other player never receives its list. Build one in the "));
  const builder = el("a", undefined, "deck builder");
  builder.href = "decks.html";
  body.lastElementChild?.append(builder, ".");
  for (const entry of lobby?.rulesets ?? []) {
    const site = RULESETS.find((r) => r.id === entry.id);
    if (!entry.brings.includes("decks") || !site?.deckChoices) continue;
    const pick = select(`deck-${entry.id}`, `${site.name}:`, []);
    pick.select.disabled = true;
    lists.append(pick.label, " ");
    const ready = Promise.all([loadEngine(entry.id), site.deckChoices()]).then(([engine, make]) => {
        const choices = make(engine);
        const fill = () => {
          fillDeckChoice(pick.select, 0, choices, DECK_WORDS);
          const kept = remembered(broughtKey(entry.id));
          if (offers(pick.select, kept)) pick.select.value = kept;
        };
        fill();
        pick.select.disabled = false;
        pick.select.addEventListener("change", () => remember(broughtKey(entry.id), pick.select.value));
        // A deck saved in the builder (another tab) is offered at once.
        addEventListener("storage", (ev) => {
          if (ev.key === decksKey(entry.id)) fill();
        });
        return { select: pick.select, choices };
      });
    ready.catch((e) => error(body, e));
    deckChoices.set(entry.id, ready);
  }
}

/** What the player brings to a table of `ruleset` (`{decks}`), if its players bring decks
 *  (once its deck choice is ready). */
async function mine(ruleset: string): Promise<{ decks: unknown } | undefined> {
  const d = deckChoices.get(ruleset);
  if (!d) return undefined;
  const { select, choices } = await d;
  return { decks: chosenDeck(select, choices) };
}

/** Quick pairing: ruleset, clock, when to offer the computer, and where the request stands. */
function renderPairing() {
  const section = $("#pair");
  section.hidden = !me;
  const body = $("#pair-body");
  if (!me || body.dataset.built) return;
  body.dataset.built = "1";
  const ruleset = select("pair-ruleset", "Game", rulesetOptions());
  const clock = select("pair-clock", "Clock", CLOCKS);
  const wait = select("pair-wait", "Offer the computer after", [["30", "30 s"], ["60", "1 min"], ["120", "2 min"], ["0", "never"]]);
  wait.select.value = "60";
  const find = button("Find an opponent", { id: "find" });
  const stop = button("Stop looking", { id: "stop" }, undefined, true);
  const state = el("p", "pair-state");
  state.id = "pair-state";
  state.setAttribute("aria-live", "polite");
  const computer = button("Play the computer instead", { id: "computer" });
  computer.hidden = true;
  const done = (text: string) => {
    if (pairing) clearInterval(pairing.timer);
    pairing?.socket?.close();
    pairing = null;
    find.disabled = false;
    stop.disabled = true;
    computer.hidden = true;
    state.textContent = text;
  };
  const show = (p: Pairing) => {
    if (p.state === "paired") {
      done("Paired: opening your table…");
      location.href = p.invite;
    } else if (p.state === "idle") done("");
    else if (pairing) {
      const waited = Math.round(Date.now() / 1000 - pairing.started);
      state.textContent = `Looking for an opponent within ${Math.round(p.window)} rating points… ${waited} s`;
      const after = Number(wait.select.value);
      computer.hidden = !(after > 0 && waited >= after);
    }
  };
  find.addEventListener("click", () => {
    find.disabled = true;
    stop.disabled = false;
    mine(ruleset.select.value)
      .then((brought) => api<Pairing>("POST", "/api/pairing", { ruleset: ruleset.select.value, clock: Number(clock.select.value), mine: brought }))
      .then((p) => {
        const started = Date.now() / 1000;
        // Pushed while the socket is open; asked every 2 s while it is not.
        const timer = window.setInterval(() => {
          if (pairing?.socket?.readyState === WebSocket.OPEN) return;
          api<Pairing>("GET", "/api/pairing").then(show).catch((e) => error(body, e));
        }, 2000);
        pairing = { since: p.state === "waiting" ? p.since : started, timer, started, socket: null };
        show(p);
        if (pairing && p.state === "waiting") pairing.socket = watchPairing(show);
      })
      .catch((e) => {
        done("");
        error(body, e);
      });
  });
  stop.addEventListener("click", () => api("DELETE", "/api/pairing").then(() => done("Stopped.")).catch((e) => error(body, e)));
  computer.addEventListener("click", () => {
    const entry = lobby?.rulesets.find((r) => r.id === ruleset.select.value);
    api("DELETE", "/api/pairing")
      .then(() =>
        api<{ seats: { invite: string }[] }>("POST", "/api/tables", {
          ruleset: ruleset.select.value,
          setup: entry?.setup ?? null,
          seats: [{ kind: "person" }, { kind: "computer", level: "medium" }],
        }),
      )
      .then((t) => {
        done("Opening a game against the computer…");
        location.href = t.seats[0].invite;
      })
      .catch((e) => error(body, e));
  });
  body.append(ruleset.label, " ", clock.label, " ", wait.label, el("br"), find, " ", stop, " ", computer, state);
}

/** Open tables: offer one, take another's, cancel one's own. */
function renderOpen() {
  const form = $("#open-form");
  if (me && !form.dataset.built) {
    form.dataset.built = "1";
    const ruleset = select("offer-ruleset", "Game", rulesetOptions());
    const clock = select("offer-clock", "Clock", CLOCKS);
    const rated = el("label", undefined, " Rated");
    const box = el("input");
    box.type = "checkbox";
    box.id = "offer-rated";
    box.checked = true;
    rated.prepend(box);
    const offer = button("Open a table", { id: "offer" }, () =>
      mine(ruleset.select.value)
        .then((brought) => api("POST", "/api/lobby", { ruleset: ruleset.select.value, clock: Number(clock.select.value), rated: box.checked, mine: brought }))
        .then(refresh)
        .catch((e) => error(form, e)),
    );
    form.append(ruleset.label, " ", clock.label, " ", rated, " ", offer);
  }
  if (!me) form.replaceChildren(), delete form.dataset.built;
  const list = $("#open-list");
  list.replaceChildren();
  for (const o of lobby?.offers ?? []) {
    const li = el("li");
    const who = el("a", undefined, o.name);
    who.href = `?player=${encodeURIComponent(o.player)}`;
    li.append(who, ` (${ratingText(o.rating)}) · ${titleOf(o.ruleset)} · ${clockText(o.clock)} · ${o.rated ? "rated" : "casual"}${o.brings.includes("decks") ? " · bring your deck" : ""} `);
    if (me && o.player === me.id) li.append(button("Cancel", { "aria-label": `Cancel your ${titleOf(o.ruleset)} table` }, () => api("DELETE", `/api/lobby/${o.id}`).then(refresh).catch((e) => error(li, e))));
    else if (me)
      li.append(
        button("Join", { "aria-label": `Join ${o.name}'s ${titleOf(o.ruleset)} table` }, () =>
          (o.brings.includes("decks") ? mine(o.ruleset) : Promise.resolve(undefined))
            .then((brought) => api<{ invite: string }>("POST", `/api/lobby/${o.id}/join`, brought ? { mine: brought } : undefined))
            .then((t) => (location.href = t.invite))
            .catch((e) => error(li, e)),
        ),
      );
    list.append(li);
  }
  if (!list.children.length) list.append(el("li", "hint", "No open table: open one, or use quick pairing."));
}

function renderLive() {
  const list = $("#live-list");
  list.replaceChildren();
  for (const g of lobby?.live ?? []) {
    const li = el("li", undefined, `${g.names.join(" vs ")} · ${titleOf(g.ruleset)} · ${g.rated ? "rated" : "casual"} `);
    const watch = el("a", undefined, "Watch");
    watch.href = g.spectate;
    li.append(watch);
    list.append(li);
  }
  if (!list.children.length) list.append(el("li", "hint", "Nobody is playing right now."));
}

function renderPlaying() {
  const games = me?.playing ?? [];
  $("#playing").hidden = games.length === 0;
  const list = $("#playing-list");
  list.replaceChildren();
  for (const g of games) {
    const li = el("li", undefined, `${titleOf(g.ruleset)} against ${g.opponents.join(", ") || "a forgotten player"} · ${g.rated ? "rated" : "casual"} `);
    const go = el("a", undefined, "Back to the table");
    go.href = g.invite;
    li.append(go);
    list.append(li);
  }
}

/** A button that opens the replay of finished game `table`: its log, read from the server, replayed by the engine. */
function replayButton(table: string): HTMLButtonElement {
  const b = button("Replay", { class: "replay", "data-table": table });
  b.addEventListener("click", async () => {
    b.disabled = true;
    try {
      const game = await api<{ log: unknown }>("GET", `/api/games/${encodeURIComponent(table)}`);
      if (!game.log) throw new Error("the game is not over");
      location.href = await replayLink(game.log);
    } catch (e) {
      b.disabled = false;
      b.textContent = `Replay (not available: ${e instanceof Error ? e.message : e})`;
    }
  });
  return b;
}

/** Ratings and last games of `who` (the player, or the one whose page this is). */
function renderRecord(who: Profile | null, mine: boolean) {
  const section = $("#record");
  section.hidden = !who;
  if (!who) return;
  $("#record-title").textContent = mine ? "Your record" : `${who.name}'s record`;
  const body = $("#record-body");
  body.replaceChildren();
  const ratings = el("ul", "ratings");
  for (const r of who.ratings) ratings.append(el("li", undefined, `${titleOf(r.ruleset)}: ${ratingText(r.rating)} (± ${Math.round(2 * r.deviation)}, ${r.games} rated ${r.games === 1 ? "game" : "games"})`));
  if (!who.ratings.length) ratings.append(el("li", "hint", "No rated game yet: everyone starts at 1500."));
  const games = el("ol", "history");
  for (const g of who.games) {
    const mineSeat = g.seats.find((s) => s.player === who.id);
    const others = g.seats.filter((s) => s !== mineSeat);
    const result = mineSeat?.score === 1 ? "won" : mineSeat?.score === 0 ? "lost" : "draw";
    const li = el("li", undefined, `${new Date(g.finished * 1000).toLocaleString()} · ${titleOf(g.ruleset)} · ${result} against `);
    others.forEach((s, i) => {
      if (i) li.append(", ");
      if (s.name) {
        const a = el("a", undefined, s.name);
        a.href = `?player=${encodeURIComponent(s.player)}`;
        li.append(a);
      } else li.append("a forgotten player");
    });
    if (g.rated && mineSeat?.rating_before != null && mineSeat.rating_after != null) {
      const d = Math.round(mineSeat.rating_after - mineSeat.rating_before);
      li.append(` · rated ${ratingText(mineSeat.rating_before)} → ${ratingText(mineSeat.rating_after)} (${d >= 0 ? "+" : ""}${d})`);
    } else li.append(" · casual");
    li.append(" · ", replayButton(g.table));
    games.append(li);
  }
  if (!who.games.length) games.append(el("li", "hint", "No finished game yet."));
  body.append(ratings, games);
}

async function refresh() {
  const viewing = new URLSearchParams(location.search).get("player");
  try {
    lobby = await api<Lobby>("GET", "/api/lobby");
    me = key ? await api<Me>("GET", "/api/me").catch(() => null) : null;
    if (key && !me) status("Your key is not known here: choose a name to play.");
    else status(me ? `Playing as ${me.name}` : "Not signed in");
    renderMe();
    renderDecks();
    renderPairing();
    renderPlaying();
    renderOpen();
    renderLive();
    if (viewing && viewing !== me?.id) renderRecord(await api<Profile>("GET", `/api/players/${encodeURIComponent(viewing)}`), false);
    else renderRecord(me, true);
  } catch (e) {
    status(`The server did not answer: ${e instanceof Error ? e.message : e}. Online play needs \`arbiter serve\` (make play).`);
  }
}

void refresh();
// The lists change as others play: the server pushes the lobby over a socket at each change
// (`/api/lobby/live`); while that socket is closed, the page reads it again every 5 s.
let watching = false;
function watchLobby() {
  const url = new URL("/api/lobby/live", location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  const socket = new WebSocket(url);
  socket.onopen = () => (watching = true);
  socket.onmessage = (m) => {
    try {
      lobby = JSON.parse(String(m.data)) as Lobby;
    } catch {
      return;
    }
    renderOpen();
    renderLive();
  };
  socket.onclose = () => {
    watching = false;
    // Open again a little later (a restarted server, a lost connection).
    window.setTimeout(watchLobby, 10_000);
  };
}
watchLobby();
window.setInterval(() => {
  if (document.visibilityState === "visible" && !pairing && !watching) void refreshLists();
}, 5000);

async function refreshLists() {
  try {
    lobby = await api<Lobby>("GET", "/api/lobby");
    renderOpen();
    renderLive();
  } catch {
    // The next round tries again.
  }
}
