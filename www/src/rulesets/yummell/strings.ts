// Yummell's words on the board and in the decision panel, one object per language.
import type { Choice, Phase, Stat, StepName, Terrain } from "./types";

export type YummellLang = "en" | "it";

export type YummellStrings = {
  seats: string;
  seatKinds: string;
  /** A seat's character or Advantage left to the draw (the engine's, from the seed). */
  random: string;
  character: string;
  round: string;
  turn: string;
  deck: string;
  discard: string;
  hand: string;
  cards: string;
  active: string;
  activating: string;
  ability: string;
  advantage: string;
  square: string;
  encounter: string;
  movement: string;
  challenge: string;
  start: string;
  finish: string;
  winner: string;
  order: string;
  none: string;
  hidden: string;
  raceOver: string;
  windows: Partial<Record<StepName, string>>;
  playEvent: string;
  startArtefact: string;
  useArtefact: string;
  continue: string;
  noEvent: string;
  noArtefact: string;
  noActive: string;
  movementTitle: string;
  rest: string;
  bonusMove: string;
  challengeTitle: string;
  challengeInfo: string;
  yours: string;
  wins: string;
  loses: string;
  discardTitle: string;
  confirm: string;
  steal: string;
  from: string;
  /** What a click on a card of the hand (or an active artefact) does, written on it. */
  playAs: Partial<Record<Choice["type"], string>>;
  /** An option of a card that takes another seat's artefact, beside the card. */
  takeFrom(card: string, from: string): string;
  /** Closes the options open beside a card. */
  cancel: string;
  /** How to play from the hand, in the decision panel. */
  howToPlay: string;
  /** The panel's button that takes the focus to the hand's first card that can be played. */
  toHand: string;
  terrains: Record<Terrain, string>;
  stats: Record<Stat, string>;
  /** Card kinds, for the type line of a card face. */
  types: Record<"creature" | "artefact" | "event" | "character" | "advantage", string>;
  phases: Record<Phase, string>;
  /** The words of a turn's one-line summary in the log. */
  log: {
    round: string;
    square: string;
    /** How far the turn took the character: "+4", "−2". */
    far(squares: number): string;
    rests: string;
    beats(creature: string): string;
    losesTo(creature: string): string;
  };
};

export const STRINGS: Record<YummellLang, YummellStrings> = {
  en: {
    seats: "Seats",
    seatKinds: "Who plays each seat",
    random: "Random",
    character: "Character",
    round: "Round",
    turn: "Turn",
    deck: "Deck",
    discard: "Discard",
    hand: "Hand",
    cards: "cards",
    active: "Active",
    activating: "Activating",
    ability: "Ability",
    advantage: "Advantage",
    square: "Square",
    encounter: "Encounter",
    movement: "movement",
    challenge: "challenge",
    start: "start",
    finish: "finish",
    winner: "wins the race!",
    order: "Order",
    none: "none",
    hidden: "hidden",
    raceOver: "Race over",
    windows: {
      after_preparation: "Before Movement: actions",
      after_movement: "Before the Encounter: actions",
      after_encounter: "Before Refill: actions",
    },
    playEvent: "Play an Event",
    startArtefact: "Start an Artefact",
    useArtefact: "Use an active Artefact",
    continue: "Continue",
    noEvent: "No Event card in hand.",
    noArtefact: "No Artefact card in hand.",
    noActive: "No active Artefact.",
    movementTitle: "Movement: play a card for its movement number, or rest",
    rest: "Rest",
    bonusMove: "movement bonus this turn",
    challengeTitle: "Encounter: challenge",
    challengeInfo: "needs more than",
    yours: "your",
    wins: "wins",
    loses: "loses",
    discardTitle: "Refill: discard down to 4 — choose",
    confirm: "Confirm",
    steal: "take",
    from: "from",
    playAs: { play_event: "Play", start_artefact: "Start", use_artefact: "Use", move: "Move", challenge: "Challenge" },
    takeFrom: (card, from) => `Take ${card} from ${from}`,
    cancel: "Cancel",
    howToPlay: "Play a card of your hand: click it, or press Enter on it. A greyed card says why not.",
    toHand: "To your cards",
    terrains: { plain: "plain", hill: "hill", wood: "wood", swamp: "swamp" },
    stats: { strength: "Str", sympathy: "Sym", agility: "Agi", magic: "Mag" },
    types: { creature: "Creature", artefact: "Artefact", event: "Event", character: "Character", advantage: "Advantage" },
    log: {
      round: "Round",
      square: "square",
      far: (n) => `${n < 0 ? "−" : "+"}${Math.abs(n)} ${Math.abs(n) === 1 ? "square" : "squares"}`,
      rests: "rests",
      beats: (c) => `beats ${c}`,
      losesTo: (c) => `loses to ${c}`,
    },
    phases: { preparation: "Preparation", movement: "Movement", encounter: "Encounter", refill: "Refill" },
  },
  it: {
    seats: "Posti",
    seatKinds: "Chi gioca a ogni posto",
    random: "A caso",
    character: "Personaggio",
    round: "Giro",
    turn: "Turno",
    deck: "Mazzo",
    discard: "Scarti",
    hand: "Mano",
    cards: "carte",
    active: "Attivi",
    activating: "In attivazione",
    ability: "Abilità",
    advantage: "Vantaggio",
    square: "Casella",
    encounter: "Incontro",
    movement: "movimento",
    challenge: "sfida",
    start: "partenza",
    finish: "traguardo",
    winner: "vince la corsa!",
    order: "Ordine",
    none: "nessuno",
    hidden: "nascoste",
    raceOver: "Corsa finita",
    windows: {
      after_preparation: "Prima del Movimento: azioni",
      after_movement: "Prima dell'Incontro: azioni",
      after_encounter: "Prima del Reintegro: azioni",
    },
    playEvent: "Giocare un Evento",
    startArtefact: "Attivare un Artefatto",
    useArtefact: "Usare un Artefatto attivo",
    continue: "Continua",
    noEvent: "Nessun Evento in mano.",
    noArtefact: "Nessun Artefatto in mano.",
    noActive: "Nessun Artefatto attivo.",
    movementTitle: "Movimento: gioca una carta per il suo numero di movimento, o riposa",
    rest: "Riposa",
    bonusMove: "bonus di movimento in questo turno",
    challengeTitle: "Incontro: sfida",
    challengeInfo: "serve più di",
    yours: "tuo",
    wins: "vince",
    loses: "perde",
    discardTitle: "Reintegro: scarta fino a 4 — scegli",
    confirm: "Conferma",
    steal: "prendi",
    from: "da",
    playAs: { play_event: "Gioca", start_artefact: "Attiva", use_artefact: "Usa", move: "Muovi", challenge: "Sfida" },
    takeFrom: (card, from) => `Prendi ${card} da ${from}`,
    cancel: "Annulla",
    howToPlay: "Gioca una carta della tua mano: cliccala, o premi Invio su di essa. Una carta in grigio dice perché no.",
    toHand: "Alle tue carte",
    terrains: { plain: "pianura", hill: "collina", wood: "bosco", swamp: "palude" },
    stats: { strength: "For", sympathy: "Sim", agility: "Agi", magic: "Mag" },
    types: { creature: "Creatura", artefact: "Artefatto", event: "Evento", character: "Personaggio", advantage: "Vantaggio" },
    log: {
      round: "Giro",
      square: "casella",
      far: (n) => `${n < 0 ? "−" : "+"}${Math.abs(n)} ${Math.abs(n) === 1 ? "casella" : "caselle"}`,
      rests: "riposa",
      beats: (c) => `batte ${c}`,
      losesTo: (c) => `perde contro ${c}`,
    },
    phases: { preparation: "Preparazione", movement: "Movimento", encounter: "Incontro", refill: "Reintegro" },
  },
};

/** The words of `lang` for the page's `data-i18n` labels (the nested tables left out). */
export function labels(lang: YummellLang): Record<string, string> {
  const { windows: _w, terrains: _t, stats: _s, phases: _p, types: _k, log: _l, playAs: _a, takeFrom: _f, ...flat } = STRINGS[lang];
  return flat;
}
