// "True figures on every frame": what a game page's board shows after each event, read from the
// page itself, against the engine's public state after that event, computed here in Node by
// replaying the game's saved log. The page runs `recordFigures` (an init script, before its own
// scripts): after every drawing of #board it notes which event the board is at (the last event
// of the log not marked upcoming) and the figures it shows; `checkFigures` replays the log and
// compares each note with the figures of that event's frame, as the board writes them (English).
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { Game, decks } from "../../pkg/node.js";
import { out } from "./harness.mjs";

/**
 * In the page: notes into `window.__figures` the figures of every frame #board draws, one note
 * per drawing that changed them: `{ seq, figures }` (`seq` -1: before the game's first event).
 */
export function recordFigures(ruleset) {
  window.__figures = [];
  const text = (e, sel) => e.querySelector(sel)?.textContent ?? null;
  const num = (s) => (s === null ? null : Number((s.match(/-?\d+/g) ?? []).at(-1)));
  const ids = (es) => [...es].map((e) => e.dataset.card);
  /** A hand as drawn: its cards when face up, else how many. */
  const hand = (box, cardSel, countSel) => {
    const count = box.querySelector(countSel);
    return count && /\d/.test(count.textContent) ? { count: num(count.textContent) } : { cards: ids(box.querySelectorAll(cardSel)) };
  };
  const read = {
    eredan: (board) =>
      [...board.querySelectorAll(".side")]
        .map((side) => ({
          player: Number(side.dataset.player),
          head: side.querySelector(".side-head span").textContent,
          hand: hand(side, ".hand-card", ".hand-view .label"),
          characters: [...side.querySelectorAll(".char")].map((a) => ({
            card: a.dataset.card,
            pv: text(a, ".pv-text"),
            att: text(a, ".att"),
            def: text(a, ".def"),
            tapped: a.classList.contains("tapped"),
            dead: a.classList.contains("dead"),
            attached: ids(a.querySelectorAll(".att-card")),
          })),
        }))
        .sort((x, y) => x.player - y.player),
    berserk: (board) => ({
      turn: num(text(board, ".bz-turn")?.match(/\d+/)?.[0] ?? null),
      creatures: [...board.querySelectorAll(".bz-creature")]
        .map((a) => ({
          uid: Number(a.dataset.uid),
          card: a.dataset.card,
          cell: a.closest(".bz-cell")?.dataset.cell ?? null,
          life: text(a, ".bz-life"),
          closed: a.classList.contains("closed"),
          dead: a.classList.contains("dead"),
          poison: text(a, ".bz-poison"),
        }))
        .sort((x, y) => x.uid - y.uid),
    }),
    yummell: (board) => ({
      round: num(text(board, ".y-round")),
      deck: (text(board, ".y-deck")?.match(/\d+/g) ?? []).map(Number),
      tokens: [...board.querySelectorAll(".y-path .y-token")].map((t) => [Number(t.dataset.player), Number(t.closest(".y-square").dataset.square)]).sort((x, y) => x[0] - y[0]),
      seats: [...board.querySelectorAll(".y-seat")].map((a) => ({
        player: Number(a.dataset.player),
        square: num(text(a, ".y-where")?.match(/\d+/)?.[0] ?? null),
        stats: [...a.querySelectorAll(".y-stat")].map((s) => num(s.textContent)),
        hand: hand(a, ".hand-card", ".y-count"),
        active: ids(a.querySelectorAll(".art-active")),
        activating: ids(a.querySelectorAll(".art-activating")),
      })),
    }),
  }[ruleset];
  let last = "";
  new MutationObserver((records) => {
    const board = document.querySelector("#board");
    if (!board || !records.some((r) => r.target === board) || !board.firstChild) return;
    const seqs = [...document.querySelectorAll("#log li[data-seqs]:not(.upcoming)")].flatMap((li) => li.dataset.seqs.split(" ").map(Number));
    const note = { seq: seqs.length ? Math.max(...seqs) : -1, figures: read(board) };
    const key = JSON.stringify(note);
    if (key !== last) window.__figures.push(note);
    last = key;
  }).observe(document, { childList: true, subtree: true });
}

/** The figures of `frame` as the board of `ruleset` writes them; `shown` is the page's note (which hands it shows face up). */
const expected = {
  eredan: (m, shown) =>
    m.players.map((p, player) => ({
      player,
      head: ` · score ${p.score} · discard ${p.discard.length}`,
      hand: "cards" in shown.figures[player].hand ? { cards: p.hand } : { count: p.hand.length },
      characters: p.characters.map((c) => ({ card: c.card, pv: `PV ${Math.max(0, c.pv)}/${c.max_pv}`, att: `ATT ${attackOf(c)}`, def: `DEF ${c.defense}`, tapped: c.tapped, dead: c.dead, attached: c.attached })),
    })),
  berserk: (m) => ({
    turn: m.turn,
    creatures: [...m.creatures]
      .sort((x, y) => x.uid - y.uid)
      .map((c) => ({ uid: c.uid, card: c.card, cell: c.dead ? null : c.cell.join(","), life: `♥ ${Math.max(0, c.life - c.wounds)}/${c.life}`, closed: c.closed, dead: c.dead, poison: c.poison > 0 ? `☠${c.poison}` : null })),
  }),
  yummell: (m, shown) => {
    const sheets = new Map(decks("yummell").characters.map((c) => [c.id, c]));
    return {
      round: m.round,
      deck: [m.deck.length, m.discard.length],
      tokens: m.players.map((p, i) => [i, p.square]),
      seats: m.players.map((p, player) => ({
        player,
        square: p.square,
        stats: ["strength", "sympathy", "agility", "magic"].map((s, i) => sheets.get(p.character)[s] + (player === m.turn ? (m.used.stats?.[i] ?? 0) : 0)),
        hand: "cards" in shown.figures.seats[player].hand ? { cards: p.hand } : { count: p.hand.length },
        active: p.active,
        activating: p.activating,
      })),
    };
  },
};

/**
 * The engine's public states the board may show at each event of the game of `log` (by the
 * event's seq; -1: before the first): the state right after it, then the state after each choice
 * that followed without an event of its own (an Eredan player's cards set aside in secret).
 */
export function framesOf(log) {
  const game = Game.fromLog({ ...log, choices: [] });
  try {
    const opening = game.opening();
    const frames = new Map([[-1, [opening.start]]]);
    let last = -1;
    const add = (batch) =>
      batch.events.forEach((e, i) => {
        frames.set(e.seq, [batch.frames[i]]);
        last = e.seq;
      });
    add(opening);
    for (const choice of log.choices) {
      const batch = game.step(choice);
      if (batch.events.length) add(batch);
      else frames.get(last).push(game.state());
    }
    return frames;
  } finally {
    game.free();
  }
}

/**
 * Checks every note the page took (`recordFigures`) against the engine's states at its event in
 * the game of `log` (a note may be any of them); returns how many frames were checked and how
 * many distinct events they were at. The notes and the log go to target/e2e/figures-<ruleset>.json.
 */
export async function checkFigures(page, ruleset, log) {
  const notes = await page.evaluate(() => window.__figures);
  writeFileSync(new URL(`figures-${ruleset}.json`, out), JSON.stringify({ log, notes }));
  const frames = framesOf(log);
  for (const note of notes) {
    const states = frames.get(note.seq);
    assert.ok(states, `the board is at event ${note.seq}, an event of the game`);
    const wanted = states.map((f) => expected[ruleset](f, note));
    if (!wanted.some((w) => isDeepStrictEqual(w, note.figures))) assert.deepStrictEqual(note.figures, wanted[0], `${ruleset}: the figures shown after event ${note.seq} are the engine's`);
  }
  return { notes: notes.length, events: new Set(notes.map((n) => n.seq)).size };
}

/** An Eredan character's attack as the pages write it: one number, or its range "3–5" [E-CLASH-1]. */
export function attackOf(c) {
  return c.attack_max === undefined ? String(c.attack) : `${c.attack}–${c.attack_max}`;
}
