// The game page's table around the board (docs/game-pages.md, "The table"): the settings
// dialog opened from the top bar, the turn banner (whose turn, what is asked, said once per
// turn to screen readers), and on a phone the decision in a bottom sheet that folds to its
// handle and the log in a drawer. Only layout and focus: what the banner says is the game
// page's (from the engine's decision, in the ruleset's words).
import { $ } from "./dom";

/** The banner's state: a person at this screen decides, the page waits for someone, a resolution plays, the game is over, an error. */
export type TurnState = "yours" | "waiting" | "animating" | "over" | "error";

const FOCUSABLE = "button, select, input, textarea, a[href], summary, [tabindex]:not([tabindex='-1'])";

/** Keeps Tab and Shift+Tab among the shown controls inside `root`. */
function trapFocus(root: HTMLElement) {
  root.addEventListener("keydown", (ev) => {
    if (ev.key !== "Tab") return;
    const all = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((e) => !e.matches(":disabled") && e.getClientRects().length > 0);
    if (all.length === 0) return;
    const [first, last] = [all[0], all[all.length - 1]];
    const at = document.activeElement;
    if (ev.shiftKey ? at === first || !root.contains(at) : at === last) {
      (ev.shiftKey ? last : first).focus();
      ev.preventDefault();
    }
  });
}

/** The settings dialog (`#settings`), opened by the top bar's `#open-settings`: Escape or
 *  `#close-settings` closes it, and the focus goes back to the button that opened it. */
export function settingsDialog() {
  const dialog = $<HTMLDialogElement>("#settings");
  const opener = $<HTMLButtonElement>("#open-settings");
  trapFocus(dialog);
  opener.addEventListener("click", () => {
    if (!dialog.open) dialog.showModal();
  });
  $("#close-settings").addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => opener.focus({ preventScroll: true }));
  return {
    close: () => {
      if (dialog.open) dialog.close();
    },
  };
}

/** The log's drawer on a phone: `#open-log` opens and closes it, so do `#close-log` and Escape;
 *  the focus goes to its close button, then back. (On a wide screen the log is always shown.) */
export function logDrawer() {
  const box = $("#log-box");
  const toggle = $<HTMLButtonElement>("#open-log");
  const close = $<HTMLButtonElement>("#close-log");
  const set = (open: boolean) => {
    box.classList.toggle("open", open);
    toggle.setAttribute("aria-expanded", String(open));
    (open ? close : toggle).focus({ preventScroll: true });
  };
  toggle.addEventListener("click", () => set(!box.classList.contains("open")));
  close.addEventListener("click", () => set(false));
  // Escape closes it wherever the focus is (a dialog open above it takes its own Escape).
  document.addEventListener("keydown", (ev) => {
    if (ev.key !== "Escape" || !box.classList.contains("open") || document.querySelector("dialog[open]")) return;
    ev.preventDefault();
    set(false);
  });
}

/** The decision's bottom sheet on a phone: its handle (`#sheet-handle`, named after what is asked)
 *  folds it to one line and unfolds it; the page's foot leaves room for it (`--sheet-height`). */
export function decisionSheet() {
  const sheet = $("#decision-sheet");
  const handle = $<HTMLButtonElement>("#sheet-handle");
  const label = $(".sheet-label");
  const set = (open: boolean) => {
    sheet.classList.toggle("collapsed", !open);
    handle.setAttribute("aria-expanded", String(open));
  };
  handle.addEventListener("click", () => set(handle.getAttribute("aria-expanded") !== "true"));
  const room = () => document.documentElement.style.setProperty("--sheet-height", `${sheet.offsetHeight}px`);
  if (typeof ResizeObserver === "function") new ResizeObserver(room).observe(sheet);
  return {
    expand: () => set(true),
    /** Names the handle: the sheet's name, then what it asks (or whom the page waits for). */
    label(name: string, text: string) {
      label.textContent = text;
      handle.setAttribute("aria-label", text ? `${name}: ${text}` : name);
    },
  };
}

/** The turn banner (`#turn-banner`): its state, whose turn and what is asked; a polite live
 *  region says it once for each `key` (a turn), never while a resolution plays. */
export function turnBanner() {
  const banner = $("#turn-banner");
  const who = $(".turn-who");
  const what = $(".turn-what");
  const live = $("#turn-live");
  let said: string | null = null;
  return (state: TurnState, whose: string, asked: string, key: string | null) => {
    banner.dataset.state = state;
    who.textContent = whose;
    what.textContent = asked;
    if (key === null || key === said) return;
    said = key;
    live.textContent = [whose, asked].filter(Boolean).join(" — ");
  };
}
