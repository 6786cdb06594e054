// Yummell's decision panel: the action windows, the movement card, the challenge card, the
// discard. The cards to play (the hand's, and the active artefacts) are offered on the board,
// where a card the engine refuses says why; the panel keeps the other actions (an impossible one
// disabled with the engine's reason), and for the movement and the challenge each card's points.
import type { PanelContext } from "../../shell/game-page";
import { button, el, heading, refused } from "../../shell/dom";
import { discardForm } from "../../shell/discard-form";
import { advName, cardDef, cardName, cardTitle, characters, type Place, type YummellBoard } from "./board";
import { STRINGS, type YummellLang } from "./strings";
import type { Choice, Decision, YummellTypes } from "./types";

type Ctx = PanelContext<YummellTypes, YummellLang>;

/** Which refused choice to ask the engine about for a card nothing plays now (its reason is shown on the card). */
type Question = (place: Place, id: string) => Choice;

/**
 * Offers on the board the player's cards that the decision's options play or use (its hand's,
 * and its active artefacts'), and asks the engine why each other card cannot be, with the panel's
 * own questions (`extra`), in one round trip. `send` sends an option (from the board or the
 * panel). Resolves with the engine's answers to `extra` once the board is marked.
 */
async function offerCards(d: Decision, ctx: Ctx, board: YummellBoard | null, question: Question, extra: readonly Choice[], send: (c: Choice) => void): Promise<(string | null)[]> {
  const w = STRINGS[ctx.lang];
  const me = ctx.state.players[d.player];
  const options = (place: Place, id: string) => d.options.filter((o) => "card" in o && o.card === id && (o.type === "use_artefact") === (place === "active"));
  const refusedCards = (["hand", "active"] as const).flatMap((place) => [...new Set(place === "hand" ? me.hand : me.active)].filter((id) => !options(place, id).length).map((id) => ({ place, id })));
  const answers = await ctx.whyNot([...refusedCards.map(({ place, id }) => question(place, id)), ...extra]);
  const why = new Map(refusedCards.map(({ place, id }, i) => [`${place} ${id}`, answers[i] ?? null]));
  board?.offer({
    player: d.player,
    hand: me.hand,
    active: me.active,
    options,
    reason: (place, id) => why.get(`${place} ${id}`) ?? null,
    label: (c) => ("target" in c && c.target ? w.takeFrom(cardName(c.target.card), ctx.labels[c.target.player] ?? "") : "card" in c ? cardName(c.card) : ""),
    choose: send,
  });
  return answers.slice(refusedCards.length);
}

/** How many of the player's cards the decision plays or uses. */
const playable = (d: Decision, ctx: Ctx) => {
  const me = ctx.state.players[d.player];
  return me.hand.filter((id) => d.options.some((o) => o.type !== "use_artefact" && "card" in o && o.card === id)).length + me.active.filter((id) => d.options.some((o) => o.type === "use_artefact" && o.card === id)).length;
};

/** The window panel's way to the hand: how to play from it, and a button that takes the focus to its first card that can be played (for the keyboard), if there is one. */
function toCards(d: Decision, ctx: Ctx, board: YummellBoard | null): HTMLElement[] {
  const n = playable(d, ctx);
  if (!board || !n) return [];
  const w = STRINGS[ctx.lang];
  return [el("p", "how-to-play", w.howToPlay), button(`${w.toHand} (${n})`, { "data-action": "to-hand", "data-nofocus": "" }, () => board.focusPlayable())];
}

/** A refused card's question in an action window: an Artefact's start from the hand, else an Event's play, or an active artefact's use. */
const windowQuestion =
  (player: number): Question =>
  (place, card) =>
    place === "active" ? { type: "use_artefact", player, card } : cardDef(card)?.type === "artefact" ? { type: "start_artefact", player, card } : { type: "play_event", player, card };

/**
 * An action window: the Events and Artefacts of the hand, and the active artefacts, are played
 * from the board (the cards the engine refuses say why there); the panel lists the Ability, the
 * Advantage (disabled with the engine's reason when refused) and going on.
 */
function askWindow(d: Extract<Decision, { kind: "window" }>, ctx: Ctx, board: YummellBoard | null): Promise<Choice> {
  const w = STRINGS[ctx.lang];
  return new Promise((resolve) => {
    const send = (c: Choice) => {
      board?.offer(null);
      resolve(c);
    };
    const me = ctx.state.players[d.player];
    const list = el("ul", "y-actions");
    const row = (kind: string, label: string) => {
      const li = el("li");
      li.dataset.kind = kind;
      li.append(el("span", "y-kind", label));
      list.append(li);
      return li;
    };
    const enabled = (li: HTMLElement, c: Choice, text: string) => li.append(button(text, { "data-choice": JSON.stringify(c), "data-type": c.type }, () => send(c)));
    // Each refused action holds its place with an empty span until the engine's reason comes.
    const asked: { choice: Choice; at: HTMLElement; type: string; text: string }[] = [];
    for (const type of ["ability", "advantage"] as const) {
      const li = row(type, w[type]);
      const text = type === "ability" ? `${w.ability}: ${characters.get(me.character)?.ability?.name ?? ""}` : `${w.advantage}: ${advName(me.advantage)}`;
      const opts = d.options.filter((o) => o.type === type);
      if (opts.length) for (const o of opts) enabled(li, o, "target" in o && o.target ? `${text} (${w.steal} ${cardName(o.target.card)} ${w.from} ${ctx.labels[o.target.player]})` : text);
      else {
        const at = el("span");
        li.append(at);
        asked.push({ choice: { type, player: d.player }, at, type, text });
      }
    }
    const cont = d.options.find((o) => o.type === "continue") ?? { type: "continue", player: d.player };
    enabled(row("continue", ""), cont, `${w.continue} →`);
    void offerCards(d, ctx, board, windowQuestion(d.player), asked.map((a) => a.choice), send).then((reasons) => {
      asked.forEach(({ at, type, text }, i) => at.replaceWith(...refused(text, reasons[i] ?? "", `why-${d.player}-${type}`, { "data-type": type })));
      ctx.show("window", heading(`${ctx.labels[d.player]} — ${w.windows[d.window] ?? d.window}`), ...toCards(d, ctx, board), list);
      list.querySelector<HTMLElement>('[data-type="continue"]')?.focus({ preventScroll: true });
    });
  });
}

/**
 * The Movement: a card of the hand played for its movement number, from the board or from the
 * panel, whose buttons say each card's points with this turn's bonus (and are the keyboard's
 * way: no button to the hand here); or rest.
 */
function askMovement(d: Extract<Decision, { kind: "movement" }>, ctx: Ctx, board: YummellBoard | null): Promise<Choice> {
  const w = STRINGS[ctx.lang];
  return new Promise((resolve) => {
    const send = (c: Choice) => {
      board?.offer(null);
      resolve(c);
    };
    const bonus = ctx.state.used.movement;
    const row = el("div", "choices");
    for (const o of d.options) {
      const card = "card" in o ? o.card : null;
      const text = card ? `${cardName(card)} (${cardDef(card)?.movement ?? "?"}${bonus ? ` + ${bonus}` : ""})` : w.rest;
      const b = button(text, { "data-choice": JSON.stringify(o), "data-type": o.type }, () => send(o));
      if (card) b.title = cardTitle(card, ctx.lang);
      row.append(b);
    }
    const p = el("p", undefined, bonus ? `${bonus > 0 ? "+" : ""}${bonus} ${w.bonusMove}` : "");
    void offerCards(d, ctx, board, (place, card) => (place === "hand" ? { type: "move", player: d.player, card } : { type: "use_artefact", player: d.player, card }), [], send).then(() =>
      ctx.show("movement", heading(`${ctx.labels[d.player]} — ${w.movementTitle}`), p, row),
    );
  });
}

/** The Encounter's challenge: a card of the hand, from the board or the panel, whose buttons say each card's total against the creature's value. */
function askChallenge(d: Extract<Decision, { kind: "challenge" }>, ctx: Ctx, board: YummellBoard | null): Promise<Choice> {
  const w = STRINGS[ctx.lang];
  return new Promise((resolve) => {
    const send = (c: Choice) => {
      board?.offer(null);
      resolve(c);
    };
    const info = el("p", "y-challenge-info", `${cardName(d.creature)}: ${w.stats[d.stat]} — ${w.challengeInfo} ${d.value} (${w.yours}: ${d.base})`);
    const row = el("div", "choices");
    for (const o of d.options) {
      const card = "card" in o ? o.card : "";
      const m = cardDef(card)?.movement ?? 0;
      const total = d.base + m;
      row.append(button(`${cardName(card)} (+${m} = ${total}: ${total > d.value ? w.wins : w.loses})`, { "data-choice": JSON.stringify(o), "data-type": o.type }, () => send(o)));
    }
    void offerCards(d, ctx, board, (place, card) => (place === "hand" ? { type: "challenge", player: d.player, card } : { type: "use_artefact", player: d.player, card }), [], send).then(() =>
      ctx.show("challenge", heading(`${ctx.labels[d.player]} — ${w.challengeTitle}`), info, row),
    );
  });
}

function askDiscard(d: Extract<Decision, { kind: "discard" }>, ctx: Ctx): Promise<Choice> {
  const w = STRINGS[ctx.lang];
  return new Promise((resolve) => {
    const form = discardForm({
      hand: d.hand,
      name: cardName,
      min: d.count,
      max: d.count,
      confirm: w.confirm,
      done: (cards) => resolve({ type: "discard", player: d.player, cards }),
    });
    ctx.show("discard", heading(`${ctx.labels[d.player]} — ${w.discardTitle} ${d.count}`), form);
  });
}

/** A person's Yummell choice; `board` offers the cards to play on it (the game page's board). */
export function askYummell(d: Decision, ctx: Ctx, board: YummellBoard | null): Promise<Choice> {
  if (d.kind === "window") return askWindow(d, ctx, board);
  if (d.kind === "movement") return askMovement(d, ctx, board);
  if (d.kind === "challenge") return askChallenge(d, ctx, board);
  board?.offer(null);
  return askDiscard(d, ctx);
}
