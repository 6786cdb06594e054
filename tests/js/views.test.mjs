// [E-SEE] [B-SEE] [Y-SEE] The JS Game's views: what a page of one seat is given holds no card
// of another seat's hand and no deck, from every engine of the package.
import { test } from "node:test";
import assert from "node:assert/strict";
import * as whole from "../../pkg/node.js";
import * as eredan from "../../pkg/eredan/node.js";
import * as yummell from "../../pkg/yummell/node.js";
import { prng, randomChoice } from "./random.mjs";

const hiddenList = (list, of) => Array.isArray(list) && list.length === of.length && list.every((c) => c === "hidden");

for (const [name, engine, ruleset, config] of [
  ["whole engine", whole, "eredan", {}],
  ["eredan engine", eredan, "eredan", {}],
  ["yummell engine", yummell, "yummell", { players: 3 }],
]) {
  test(`${name}: a seat's view, steps and history hide the other hands and every deck (${ruleset})`, () => {
    const game = new engine.Game({ ruleset, seed: 5, ...config });
    const seats = game.state().players.length;
    const rand = prng(5);
    for (let step = 0; step < 60 && game.pending(); step++) {
      const all = game.state();
      for (let seat = 0; seat < seats; seat++) {
        const view = game.view(seat);
        view.players.forEach((p, i) => {
          if (i === seat) assert.deepEqual(p.hand, all.players[i].hand);
          else assert.ok(hiddenList(p.hand, all.players[i].hand), `seat ${seat} sees hand ${i}`);
          if (p.deck) assert.ok(hiddenList(p.deck, all.players[i].deck));
        });
        if (view.deck) assert.ok(hiddenList(view.deck, all.deck));
      }
      const spectator = game.view(null);
      assert.ok(spectator.players.every((p, i) => hiddenList(p.hand, all.players[i].hand)), "a spectator sees no hand");
      const choice = randomChoice(game.pending(), rand);
      const seat = game.pending().player;
      const other = (seat + 1) % seats;
      const { events, frames } = game.stepAs(choice, other);
      assert.equal(frames.length, events.length);
      for (const e of events) if (e.kind === "cards_drawn" && e.player !== other) assert.ok(e.cards.every((c) => c === "hidden"));
      if (frames.length) assert.deepEqual(frames.at(-1), game.view(other));
    }
    const history = game.historyAs(0);
    assert.equal(history.length, game.log().choices.length + 1, "the opening's events, then each choice's");
    const draws = history[0].filter((e) => e.kind === "cards_drawn");
    assert.ok(draws.some((e) => e.player === 0 && e.cards.every((c) => c !== "hidden")), "its own draw, card by card");
    assert.ok(draws.some((e) => e.player !== 0 && e.cards.length > 0 && e.cards.every((c) => c === "hidden")), "another's draw, as a count");
    game.free();
  });
}

test("a seat the game has not is an engine error naming the field, and a bad seat argument too", () => {
  const game = new whole.Game({ ruleset: "eredan", seed: 1 });
  assert.throws(() => game.view(2), (e) => e.kind === "malformed" && e.field === "seat");
  assert.throws(() => game.view("0"), (e) => e.kind === "malformed" && /seat/.test(e.message));
  assert.throws(() => game.stepAs(game.pending().options[0], 9), (e) => e.field === "seat");
  assert.equal(game.log().choices.length, 0, "nothing was played");
  game.free();
});
