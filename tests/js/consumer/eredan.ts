// An Eredan game played to the end through `pending`/`choose` with Eredan's own types; the
// marked lines must NOT type-check.
import { Game, narrate, resolveScenario, cards, decks, type EredanChoice as Choice, type EredanDecision as Decision, type EredanEvent, type EredanPublicState as PublicState } from "arbiter-engine";

function answer(d: Decision): Choice {
  switch (d.kind) {
    case "fighters":
      return d.options[0];
    case "play": {
      // The longest play, else nothing.
      const longest = [...d.options].sort((a, b) => b.cards.length - a.cards.length)[0];
      const fighter: number = d.fighter;
      return fighter >= 0 && longest ? longest : { type: "play", player: d.player, cards: [] };
    }
    case "discard":
      return { type: "discard", player: d.player, cards: d.hand.slice(0, d.min) };
  }
}

export function playEredan(seed: number): number {
  const game = new Game({ ruleset: "eredan", seed, decks: ["lames-de-kotoba", "zil-et-sortileges"] });
  const log: string[] = game.openingEvents().map((e) => narrate(e, "fr"));
  for (let d = game.pending(); d; d = game.pending()) {
    const events: EredanEvent[] = game.choose(answer(d));
    for (const e of events) log.push(narrate(e, "en"));
  }
  const state: PublicState = game.state();
  const lines: number = state.players[0].characters.length + state.turn;
  const firstDeck: string = decks("eredan")[0].characters[0];
  const card: string = cards("eredan")[0].id;
  console.log(log.length, lines, firstDeck, card, game.log().ruleset === "eredan", resolveScenario({ ruleset: "eredan", players: [{ characters: [{ card: "iro-le-duelliste" }] }, { characters: [{ card: "garde-de-zil" }] }], fighters: [0, 0], plays: [[], []] }).state.players.length);

  // @ts-expect-error: "strike" is a Berserk choice, not an Eredan one
  game.choose({ type: "strike", player: 0, attacker: 1, target: 2 });
  // @ts-expect-error: an Eredan state has no creatures
  console.log(game.state().creatures);
  // @ts-expect-error: Eredan is narrated in English and French only
  narrate(game.openingEvents()[0], "ru");
  // A refusal's reason in one of Eredan's languages, and a log's choices typed as Eredan's.
  const why: string | null = game.whyNot({ type: "play", player: 0, cards: ["charge"] }, "fr");
  const choices: Choice[] = game.log().choices ?? [];
  console.log(why, choices.length);
  // @ts-expect-error: Eredan's reasons are in English and French only
  game.whyNot({ type: "play", player: 0, cards: [] }, "ru");
  // @ts-expect-error: Eredan's setup takes decks, not squads
  new Game({ ruleset: "eredan", squads: ["a", "b"] });
  // @ts-expect-error: no such ruleset (a name only known at run time is typed `string`)
  new Game({ ruleset: "eredna" });
  // @ts-expect-error: no such ruleset
  cards("eredna");
  const text: string | undefined = cards("eredan", "fr")[0].text;
  console.log(text);
  // @ts-expect-error: Eredan's card texts are in English and French only
  cards("eredan", "ru");
  // An option is the exact choice to send back.
  ((d: Decision) => d.kind === "play" && game.choose(d.options[0]))(null!);
  // @ts-expect-error: a play option's cards are card ids, not a choice
  ((d: Decision) => d.kind === "play" && game.choose(d.options[0].cards))(null!);
  // @ts-expect-error: a fighters decision has no hand
  ((d: Decision) => d.kind === "fighters" && d.hand)(null!);
  return log.length;
}
