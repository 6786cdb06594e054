// Cards played from where they lie on a board (a hand, a row of cards in play), shared by the
// rulesets' boards: each card the pending decision lets the player play is marked playable; a
// card the engine refuses is greyed, with the engine's reason written on it and kept in
// `data-reason` (the peek shows it, card-reader.ts); a click, a tap or Enter/Space on a card acts
// on it. Which cards can be played, and what playing one sends, is the engine's options, read by
// the ruleset's decision panel: nothing here knows a rule.
import { el } from "./dom";

/** What a card can do now, as its board marks it. */
export interface CardMark {
  /** It can be played (or added to the cards picked) now. */
  can: boolean;
  /** It is picked for a play of several cards (a toggle: `aria-pressed`), if the board picks cards. */
  picked?: boolean;
  /** The engine's reason it cannot be played (null: nothing to say). */
  reason: string | null;
  /** Whether it may be dragged (to a target that takes it). */
  draggable?: boolean;
}

/** The marks `markCard` sets, taken off every card of `cards`. */
export function clearCardMarks(cards: Iterable<HTMLElement>) {
  for (const card of cards) {
    card.classList.remove("picked", "can-play", "cannot-play");
    for (const a of ["aria-pressed", "aria-disabled", "draggable", "data-reason"]) card.removeAttribute(a);
    for (const r of card.querySelectorAll(":scope > .reason")) r.remove();
  }
}

/** Marks `card` playable, picked, or refused with the engine's reason (on it, and for the peek). */
export function markCard(card: HTMLElement, m: CardMark) {
  const picked = !!m.picked;
  if (m.picked !== undefined) card.setAttribute("aria-pressed", String(picked));
  card.classList.toggle("picked", picked);
  card.classList.toggle("can-play", m.can);
  card.classList.toggle("cannot-play", !picked && !m.can);
  if (!picked && !m.can) card.setAttribute("aria-disabled", "true");
  if (m.draggable) card.draggable = true;
  if (m.reason) {
    card.dataset.reason = m.reason;
    card.append(el("span", "reason", m.reason));
  }
}

/**
 * Calls `act(card, byKey)` when a card inside `root` (what `cardOf` finds from the event's
 * target, null: not a card to act on now) is clicked, tapped, or pressed with Enter or Space.
 * The event is taken (the card reader does not open that card instead); a refused card's click
 * still shows its reason in the peek. Install it once per root.
 */
export function actOnCards(root: HTMLElement, cardOf: (target: EventTarget | null) => HTMLElement | null, act: (card: HTMLElement, byKey: boolean) => void) {
  root.addEventListener("click", (ev) => {
    const card = cardOf(ev.target);
    if (!card || ev.defaultPrevented) return;
    ev.preventDefault();
    act(card, false);
  });
  root.addEventListener("keydown", (ev) => {
    const card = ev.key === "Enter" || ev.key === " " ? cardOf(ev.target) : null;
    if (!card || ev.defaultPrevented) return;
    ev.preventDefault();
    act(card, true);
  });
}
