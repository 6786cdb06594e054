// What a ruleset module gives the shell: its languages, words and rule explanations, and a
// board that draws one frame (the engine's public state) with the effect of the event it
// follows. The game page adds the setup controls and the decision panel (game-page.ts).
import type { Types } from "./engine";
import type { Lang, RuleText } from "./strings";
import type { Face } from "./card-reader";

/** One moment of a resolution, as the board draws it. */
export interface Shown<T extends Types> {
  /** The engine's public state at this moment. */
  frame: T["state"];
  /** The event just shown (this frame is the state right after it), or null before a batch. */
  event: T["event"] | null;
  /** The frame before `event` (what its effect changed), or null before a batch. */
  before: T["state"] | null;
  /** Every event shown since the game (or scenario) was loaded, up to and including `event`. */
  history: readonly T["event"][];
}

/** How a board is drawn: the words' language, who is who, whose hands are face up. */
export interface BoardOptions<L extends Lang> {
  lang: L;
  /** Each seat's label ("You (Player 0)", "Computer (Player 1)"...). */
  labels: readonly string[];
  /** Seats whose hands are shown face up (the others show their size only). */
  showHands: ReadonlySet<number>;
  /**
   * The seat whose side is drawn at the bottom of a board that has sides (default 0): a seat
   * (the page's own, online), or "active", the frame's active player (hot-seat: the board turns
   * for the player whose turn it is).
   */
  bottom?: number | "active";
}

export interface Board<T extends Types> {
  /** Draws `shown` into `root`: every number from the frame, what happened from the events. */
  render(root: HTMLElement, shown: Shown<T>): void;
}

/** A ruleset for the explainer and the pages. */
export interface RulesetModule<T extends Types, L extends Lang> {
  id: string;
  /** The languages of its words and narration, the default first. */
  langs: readonly [L, ...L[]];
  /** The rule explanation of `id` in `lang`. */
  ruleText(id: string, lang: L): RuleText;
  /** The page's words for the `data-i18n` labels. */
  words(lang: L): Readonly<Record<string, string>>;
  /** A board; `cards` are a scenario's own card definitions besides the engine's. */
  board(options: () => BoardOptions<L>, cards?: readonly T["card"][]): Board<T>;
  /** The stylesheet the explainer injects into a host page (null: the shell's is enough). */
  css: string | null;
  /** The face of a card, character or creature (by id), for the card reader (`cards`: a scenario's own, besides the engine's); null if there is none. */
  face?(id: string, lang: L, cards?: readonly T["card"][]): Face | null;
  /** The ids of the cards a frame shows, in order, once each (the explainer lists their faces). */
  cardsIn?(state: T["state"]): string[];
  /** Events shown as one step and one log line with their neighbours of the same key (a run of passes). */
  fold?(e: T["event"]): string | null;
  /** The log's entries of several events (a turn, an attack), each folded to a one-line summary. */
  logGroups?: RulesetLogGroups<T, L>;
  /** The dice an event rolled, drawn as dice after its sentence in the log. */
  dice?(e: T["event"]): number[];
}

/** A piece of a log group's summary: words, or a die drawn as a die with what stays next to it (its modifiers: "+1"). */
export type SummaryPart = string | { die: number; after?: string };

/**
 * How a ruleset groups its log: the event that opens a group (its kind), the one that closes it,
 * and the summary composed from the fields of the group's events shown so far (never a rule's
 * outcome the events do not state).
 */
export interface RulesetLogGroups<T extends Types, L extends Lang> {
  /** The kind of group `e` opens ("turn", "attack"), or null. */
  opens(e: T["event"]): string | null;
  /** Whether `e` is the last event of the open group of kind `kind`. */
  closes(e: T["event"], kind: string): boolean;
  /** Whether `e` stands alone in the log, after the open group (the end of the game). */
  alone(e: T["event"]): boolean;
  /** The group's one-line summary; `labels` name the seats. */
  summary(events: readonly T["event"][], lang: L, labels: readonly string[]): SummaryPart[];
}

/** The first of `langs` that `wanted` names, else the default. */
export function pickLang<L extends Lang>(langs: readonly [L, ...L[]], wanted: string | null | undefined): L {
  return langs.find((l) => l === wanted) ?? langs[0];
}
