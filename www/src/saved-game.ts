// A game in progress kept in local storage, so that a reload resumes it: the engine's snapshot
// and the page's settings needed to go on (who plays which seat, the difficulty), as one JSON
// envelope under one key per page. A save that cannot be restored shows why, and offers a new
// game.
import { Game } from "arbiter-engine";
import { t } from "./i18n";
import { button, el, heading } from "./ui";

/** A restored game and the page settings saved with it (read from storage: check them). */
export interface Saved<S> {
  game: Game;
  settings: Partial<S>;
}

/** The game saved under `key`, or null if there is none; throws an Error saying why a save cannot be restored. */
export function load<S>(key: string): Saved<S> | null {
  const text = localStorage.getItem(key);
  if (text === null) return null;
  let saved: { snapshot?: unknown; settings?: Partial<S> } | null;
  try {
    saved = JSON.parse(text);
  } catch (e) {
    throw new Error(`saved game: not JSON (${(e as Error).message})`);
  }
  if (typeof saved?.snapshot !== "string") throw new Error("saved game: no snapshot");
  return { game: Game.restore(saved.snapshot), settings: saved.settings ?? {} };
}

/** Saves `game` with `settings` under `key`, replacing what was there. */
export function save<S>(key: string, game: Game, settings: S) {
  try {
    localStorage.setItem(key, JSON.stringify({ snapshot: game.snapshot(), settings }));
  } catch {
    // Storage full or disabled: the game goes on, unsaved.
  }
}

export function clear(key: string) {
  localStorage.removeItem(key);
}

/** What `resumeOrStart` needs from a page. */
export interface Page<S> {
  lang: string;
  resume(saved: Saved<S>): unknown;
  newGame(): unknown;
  /** Shows the banner of a save that cannot be restored (in the decision panel). */
  showError(banner: HTMLElement): void;
}

/**
 * Resumes the game saved under `key`, or starts a new one if there is none. A save that cannot
 * be restored shows the error banner: the message and a button that drops the save and starts
 * a new game.
 */
export function resumeOrStart<S>(key: string, page: Page<S>) {
  let saved: Saved<S> | null;
  try {
    saved = load<S>(key);
  } catch (e) {
    const banner = el("div", "save-error");
    banner.setAttribute("role", "alert");
    const newGame = () => {
      clear(key);
      page.newGame();
    };
    banner.append(heading(t(page.lang, "saveError")), el("p", "error-message", (e as Error).message ?? String(e)), button(t(page.lang, "newGame"), { "data-action": "new-game" }, newGame));
    page.showError(banner);
    return;
  }
  if (saved) page.resume(saved);
  else page.newGame();
}

/** The log's first line after a reload (the events before it are not replayed). */
export const resumedEntry = (lang: string) => el("li", "resumed", t(lang, "resumed"));
