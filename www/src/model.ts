// What the page shows at one moment of a resolution: built from the engine's state (or a
// scenario's position) and advanced event by event, so the animation can step forward and back.
import type { CardDef, CharacterRef, EredanEvent, Outcome, PublicState } from "arbiter-engine";

export interface CharView {
  card: string;
  pv: number;
  max_pv: number;
  attack: number | null;
  defense: number | null;
  tapped: boolean;
  dead: boolean;
  attached: string[];
}

export interface PlayedView {
  player: number;
  card: string;
  status: "played" | "resolved" | "cancelled";
  /** Attached at resolution: shown in the played row until the end of combat, then on it. */
  attachedTo?: CharacterRef;
}

export interface Model {
  turn: number;
  active: number;
  players: { characters: CharView[]; hand: string[]; discard: string[]; score: number }[];
  played: PlayedView[];
  fighters: [CharacterRef, CharacterRef] | null;
  outcome: Outcome | null;
  scores: [number, number] | null;
}

export function fromState(s: PublicState): Model {
  return {
    turn: s.turn,
    active: s.active,
    players: s.players.map((p) => ({
      characters: p.characters.map((c) => ({
        card: c.card,
        pv: c.pv,
        max_pv: c.max_pv,
        attack: c.attack,
        defense: c.defense,
        tapped: c.tapped,
        dead: c.dead,
        attached: [...c.attached],
      })),
      hand: [...p.hand],
      discard: [...p.discard],
      score: p.score,
    })),
    played: [],
    fighters: null,
    outcome: null,
    scores: null,
  };
}

/** A scenario's starting position (before its events), for the explainer. */
export function fromScenario(sc: any, catalogue: Map<string, CardDef>): Model {
  const players = (sc.players ?? []).map((p: any) => ({
    characters: (p.characters ?? []).map((c: any) => {
      const def = catalogue.get(c.card);
      const max = def?.pv ?? 0;
      return {
        card: c.card,
        pv: c.pv ?? (c.dead ? 0 : max),
        max_pv: max,
        attack: null,
        defense: null,
        tapped: !!c.tapped,
        dead: !!c.dead,
        attached: [...(c.attached ?? [])],
      };
    }),
    hand: [...(p.hand ?? [])],
    discard: [...(p.discard ?? [])],
    score: p.score ?? 0,
  }));
  return { turn: sc.turn ?? 1, active: sc.active ?? 0, players, played: [], fighters: null, outcome: null, scores: null };
}

function removeOne(list: string[], card: string) {
  const i = list.indexOf(card);
  if (i >= 0) list.splice(i, 1);
}

/** The model after `e`. Pure: `m` is not changed. */
export function apply(m: Model, e: EredanEvent): Model {
  const n: Model = structuredClone(m);
  const ch = (r: CharacterRef) => n.players[r.player]?.characters[r.index];
  switch (e.kind) {
    case "turn_started":
      n.turn = e.turn;
      n.active = e.active;
      n.played = [];
      n.fighters = null;
      break;
    case "untapped":
      for (const c of e.characters) if (ch(c)) ch(c).tapped = false;
      break;
    case "cards_drawn":
      n.players[e.player].hand.push(...e.cards);
      break;
    case "fighters_chosen":
      n.fighters = [e.active, e.passive];
      break;
    case "card_played":
      removeOne(n.players[e.player].hand, e.card);
      n.played.push({ player: e.player, card: e.card, status: "played" });
      break;
    case "card_resolved":
    case "card_cancelled": {
      const p = n.played.find((x) => x.player === e.player && x.card === e.card && x.status === "played");
      if (p) p.status = e.kind === "card_resolved" ? "resolved" : "cancelled";
      break;
    }
    case "attached": {
      // Seed 000: a card attached this turn stays in the row of played cards until the end of
      // combat, then moves next to its character.
      const p = n.played.find((x) => x.card === e.card && x.status === "resolved" && !x.attachedTo);
      if (p) p.attachedTo = e.character;
      else ch(e.character)?.attached.push(e.card);
      break;
    }
    case "card_discarded": {
      const i = e.from ? (ch(e.from)?.attached.indexOf(e.card) ?? -1) : -1;
      if (i >= 0) ch(e.from!).attached.splice(i, 1);
      else if (e.from) {
        const p = n.played.findIndex((x) => x.card === e.card && x.attachedTo);
        if (p >= 0) n.played.splice(p, 1);
      }
      n.players[e.owner].discard.push(e.card);
      break;
    }
    case "damaged":
    case "healed":
    case "lost_life":
      if (ch(e.target)) ch(e.target).pv = e.pv;
      break;
    case "died":
      if (ch(e.character)) ch(e.character).dead = true;
      break;
    case "tapped":
      for (const c of e.characters) if (ch(c)) ch(c).tapped = true;
      break;
    case "combat_ended":
      for (const p of n.played) if (p.attachedTo) ch(p.attachedTo)?.attached.push(p.card);
      n.played = [];
      n.fighters = null;
      break;
    case "hand_discarded":
      for (const c of e.cards) removeOne(n.players[e.player].hand, c);
      n.players[e.player].discard.push(...e.cards);
      break;
    case "game_over":
      n.outcome = e.outcome;
      n.scores = e.scores;
      break;
    default:
      break;
  }
  return n;
}

/**
 * Every frame of a resolution: `frames[i]` is the model before event `i`; the last one is
 * `end` (the engine's own state after the events) when given. ATT and DEF shown between are
 * those of the start: the events carry the changes, the engine's state the values.
 */
export function frames(start: Model, events: EredanEvent[], end?: Model): Model[] {
  const out = [start];
  for (const e of events) out.push(apply(out[out.length - 1], e));
  if (end) {
    const last = out[out.length - 1];
    out[out.length - 1] = { ...end, played: last.played, fighters: last.fighters, outcome: last.outcome, scores: last.scores };
  }
  return out;
}
