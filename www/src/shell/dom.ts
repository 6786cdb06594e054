// Small DOM helpers shared by the pages.

/** The element for `sel` (pages own their markup, so it exists). */
export const $ = <T extends HTMLElement>(sel: string) => document.querySelector<T>(sel)!;

/** An element with a class and text. */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, cls?: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** A button with attributes and a click action. */
export function button(text: string, attrs: Record<string, string> = {}, onClick?: () => void, disabled = false) {
  const b = el("button", undefined, text);
  b.type = "button";
  for (const [k, v] of Object.entries(attrs)) b.setAttribute(k, v);
  b.disabled = disabled;
  if (onClick) b.addEventListener("click", onClick);
  return b;
}

/**
 * A choice the engine refuses now: a disabled button with the engine's reason shown after it as
 * its description (`id` names the reason's element; `attrs` are the button's).
 */
export function refused(text: string, reason: string, id: string, attrs: Record<string, string> = {}): [HTMLButtonElement, HTMLSpanElement] {
  const why = el("span", "reason", reason);
  why.id = id;
  return [button(text, { ...attrs, "aria-describedby": id, "data-reason": reason }, undefined, true), why];
}

/** Selects `value` in `sel` if it is one of its options (a saved setting may be stale). */
export function selectIfOffered(sel: HTMLSelectElement, value: unknown) {
  if ([...sel.options].some((o) => o.value === value)) sel.value = value as string;
}

export function heading(text: string, level: "h2" | "h3" = "h2") {
  return el(level, undefined, text);
}

/**
 * The decision panel's content setter: marks the kind of decision shown (`data-decision`)
 * and counts what it showed (`data-shown`: two identical decisions in a row are still two),
 * then focuses the first control so the keyboard can act at once — without scrolling the page
 * (on a small screen the board above it stays in view). The panel is not a live region (it
 * would be read whole at every change): the game page's turn banner says whose turn it is and
 * what is asked, once a turn (table.ts).
 */
export function panelSetter(panel: HTMLElement) {
  let shown = 0;
  return (kind: string, ...children: (Node | string)[]) => {
    panel.dataset.decision = kind;
    panel.dataset.shown = String(++shown);
    panel.replaceChildren(...children);
    panel.querySelector<HTMLElement>("button:not([disabled]):not([data-nofocus]), input, select")?.focus({ preventScroll: true });
  };
}

/** A labelled read-only field holding `value` (an input, or a textarea of `rows` rows) with a Copy
 *  button: it selects the field and copies it, then says `words.copied` in its status span. */
export function copyField(label: string, value: string, id: string, words: { copy: string; copied: string }, rows = 0) {
  const l = el("label", undefined, label);
  l.htmlFor = id;
  const field = rows > 0 ? Object.assign(el("textarea"), { rows, spellcheck: false }) : el("input");
  field.id = id;
  field.readOnly = true;
  field.value = value;
  const said = el("span", "copied");
  said.setAttribute("role", "status");
  const copy = button(words.copy, { "aria-label": `${words.copy}: ${label}` }, () => {
    const done = () => (said.textContent = words.copied);
    field.select();
    if (navigator.clipboard?.writeText) navigator.clipboard.writeText(value).then(done, () => document.execCommand("copy") && done());
    else if (document.execCommand("copy")) done();
  });
  return { label: l, field, copy, said };
}
