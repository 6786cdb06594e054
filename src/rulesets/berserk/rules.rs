//! The rule ids of Berserk (Part B of the rules), declared once. Every event and every
//! refusal names its rule through these constants; each is used by the module applying it.

crate::rule_ids! {
    /// The turn: the start of the active player's turn, then their main phase.
    B_TURN = "B-TURN";
    /// Start of turn: the active player's closed creatures open; poison wounds, regeneration heals.
    B_TURN_1 = "B-TURN-1";
    /// Main phase: each open creature may move and/or take one action, which closes it; a pass ends the turn.
    B_TURN_2 = "B-TURN-2";
    /// A player with no creatures left loses.
    B_WIN = "B-WIN";
    /// Priority and the stack within each step of an attack.
    B_STACK = "B-STACK";
    /// Priority goes to the active player first; the holder acts or passes; after an action it passes again.
    B_STACK_1 = "B-STACK-1";
    /// Two passes in succession resolve the top of the stack (last in, first out).
    B_STACK_2 = "B-STACK-2";
    /// Two passes with nothing of the step's own on the stack end it; triggered features go on the stack.
    B_STACK_3 = "B-STACK-3";
    /// The attack: a preliminary stage, then five steps, each an explicit stop.
    B_ATK = "B-ATK";
    /// Preliminary stage: "on declaration" features, redirect or defender; then the target is fixed.
    B_ATK_1 = "B-ATK-1";
    /// Die-roll step: both roll (rerolls allowed); modifiers and the strike table give the strikes.
    B_ATK_2 = "B-ATK-2";
    /// Calculation step: modifiers to the strikes' numeric values.
    B_ATK_3 = "B-ATK-3";
    /// Blocking step: blocks and protections.
    B_ATK_4 = "B-ATK-4";
    /// Effect-modification step: replacement effects, then prevention effects.
    B_ATK_5 = "B-ATK-5";
    /// Application step: wounds and markers go on the targets.
    B_ATK_6 = "B-ATK-6";
    /// A creature whose wounds reach its life dies at once, a rule action outside the stack.
    B_DEATH = "B-DEATH";
    /// Life above the card's: extra lives, taken first by wounds; vampirism; a card's maximum life.
    B_DEATH_1 = "B-DEATH-1";
    /// The strike table: the difference of the modified rolls gives both strikes.
    B_TABLE = "B-TABLE";
    /// Exchange rows: the higher roll keeps both strikes, or lowers its own and cancels the other.
    B_TABLE_1 = "B-TABLE-1";
    /// Against a closed creature only the attacker rolls: 1-3 weak, 4-5 medium, 6 strong.
    B_TABLE_2 = "B-TABLE-2";
    /// What a seat sees: the board, face-down creatures as `face-down` to all but their owner.
    B_SEE = "B-SEE";
    /// The whole game with printed cards: decks, crystals, recruitment.
    B_GAME = "B-GAME";
    /// A deck: 30 to 50 printed cards, at most 3 copies of each.
    B_GAME_1 = "B-GAME-1";
    /// Crystals: 24 gold and 22 silver for the first player, 25 and 23 for the second.
    B_GAME_2 = "B-GAME-2";
    /// Recruitment: elite in gold, ordinary in silver then gold, 1 gold an element beyond the first, flyers at most 15, a unique card once.
    B_GAME_3 = "B-GAME-3";
    /// Who goes first: both roll a die (ties again); the higher roll chooses first or second.
    B_GAME_4 = "B-GAME-4";
    /// The deal: 15 cards from the shuffled deck; a redeal costs 1 gold, no cap.
    B_GAME_5 = "B-GAME-5";
    /// Placement face down, in each player's order of cells.
    B_GAME_6 = "B-GAME-6";
    /// The reveal: all but the second player's back row, which turns at their first turn.
    B_GAME_7 = "B-GAME-7";
    /// Flyers: the flyer zone; a flyer strikes anyone; the board strikes flyers only when nothing else is left.
    B_GAME_8 = "B-GAME-8";
    /// Ranged and special attacks: a card's shot, throw, discharge, magic strike, strike through a row or special strike, an attack with no defender or counter-strike.
    B_GAME_9 = "B-GAME-9";
    /// Static abilities: a strike bonus, a reduction from a kind of attack, a feature, while a condition holds.
    B_GAME_10 = "B-GAME-10";
    /// Counters: an open creature whose card spends them closes to take one; caps, and counters at the start of the battle or turn.
    B_GAME_11 = "B-GAME-11";
    /// Actions written on cards that are not attacks: the cost paid (closing, counters, a use), the effects at once.
    B_GAME_12 = "B-GAME-12";
    /// Triggered abilities of cards: on its strike, when attacked; they act as their event happens.
    B_GAME_13 = "B-GAME-13";
    /// Valhalla: a card in the graveyard acts on a living creature of its owner's, chosen by the owner, at the start of their turn.
    B_VALHALLA = "B-VALHALLA";
    /// Incarnation N: a card in the graveyard gets a token at each start of its owner's turn; with N it comes back onto a free cell of its owner's half.
    B_INCARNATION = "B-INCARNATION";
    /// Prophecy N: the top N cards of its player's deck are revealed to all and stay on top, in order.
    B_PROPHECY = "B-PROPHECY";
    /// Markers: a card's token on a cell or a creature, public, lasting as its card says; the rules read it.
    B_MARKER = "B-MARKER";
}
