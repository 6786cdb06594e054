// The discard form every ruleset's panel shows: a checkbox per card of the hand, and Confirm,
// enabled while the number of cards ticked is one the engine's decision allows.
import { button, el } from "./dom";

export interface DiscardForm {
  /** The hand, in order (a card twice is two boxes). */
  hand: readonly string[];
  /** A card's name in the page's language. */
  name: (id: string) => string;
  /** How many cards may be ticked: from `min` to `max`. */
  min: number;
  max: number;
  /** The Confirm button's words, and a line said above it, if any. */
  confirm: string;
  note?: string;
  /** The ids of the cards ticked, in hand order, once confirmed. */
  done: (cards: string[]) => void;
}

export function discardForm(o: DiscardForm): HTMLFormElement {
  const form = el("form", "discard");
  o.hand.forEach((id, i) => {
    const label = el("label");
    const box = el("input");
    box.type = "checkbox";
    box.value = id;
    box.dataset.index = String(i);
    label.append(box, ` ${o.name(id)}`);
    form.append(label);
  });
  const ok = button(o.confirm, { "data-action": "confirm" });
  ok.type = "submit";
  const ticked = () => [...form.querySelectorAll<HTMLInputElement>("input:checked")].map((b) => b.value);
  const update = () => {
    const n = ticked().length;
    ok.disabled = n < o.min || n > o.max;
  };
  form.addEventListener("change", update);
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    o.done(ticked());
  });
  if (o.note !== undefined) form.append(el("p", undefined, o.note));
  form.append(ok);
  update();
  return form;
}
