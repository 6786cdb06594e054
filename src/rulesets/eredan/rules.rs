//! The rule ids of Eredan, once each: every event and refusal names its rule through these.

crate::rule_ids! {
    /// Setup: 3 characters and 20 to 50 cards (3 copies at most) each, shuffled; 5 drawn; first player by lot.
    E_SET = "E-SET";
    /// Deck building: one guild and mercenaries, the guild's cards and the unaffiliated ones.
    E_DECK = "E-DECK";
    /// A deck's characters are of one guild at most; the others are mercenaries (of no guild).
    E_DECK_1 = "E-DECK-1";
    /// A deck's cards are of its guild or of none; a deck of mercenaries takes no guild's card.
    E_DECK_2 = "E-DECK-2";
    /// A card none of the deck's characters could play is a warning, not a problem.
    E_DECK_3 = "E-DECK-3";
    /// Start of turn: untapping, turn orders and auras.
    E_START = "E-START";
    /// A player whose living characters are all tapped untaps them all.
    E_START_1 = "E-START-1";
    /// Turn orders printed on living characters ("turns 1, 3, 5: ...") apply for the turn.
    E_START_2 = "E-START-2";
    /// Auras of living characters on their allies always apply.
    E_START_3 = "E-START-3";
    /// Draw: each player, active first, draws up to five; one who cannot is out of cards.
    E_DRAW = "E-DRAW";
    /// Fighters: the active player picks an untapped living character on each side.
    E_FIGHT = "E-FIGHT";
    /// Play phase: each player's secret play for their fighter.
    E_PLAY = "E-PLAY";
    /// A player plays no card or one card from hand.
    E_PLAY_1 = "E-PLAY-1";
    /// A first card granting Enchaînement allows a second card that its filter accepts.
    E_PLAY_2 = "E-PLAY-2";
    /// Each card's guild, caste, class and race requirements hold for the fighter, unless waived.
    E_PLAY_3 = "E-PLAY-3";
    /// Resolution phase: start-of-combat effects, then the played cards.
    E_RES = "E-RES";
    /// Start-of-combat effects of cards already attached fire, the active fighter's first.
    E_RES_1 = "E-RES-1";
    /// Played cards resolve in N: active 1st, passive 1st, active 2nd, passive 2nd.
    E_RES_2 = "E-RES-2";
    /// A card whose requirements no longer hold when it resolves is cancelled and discarded.
    E_RES_3 = "E-RES-3";
    /// A card's effect applies on resolution unless the card delays it.
    E_RES_4 = "E-RES-4";
    /// Attaching cards attach on resolution, to the own or the opposing fighter.
    E_RES_5 = "E-RES-5";
    /// Equipment: armour and weapons a character carries.
    E_EQ = "E-EQ";
    /// One armour: a new one replaces the old.
    E_EQ_1 = "E-EQ-1";
    /// One weapon, or a legal pair (neither two-handed, one with Ambidextrie accepting the other).
    E_EQ_2 = "E-EQ-2";
    /// A new weapon beside one: both kept if the pair is legal, else the old one replaced.
    E_EQ_3 = "E-EQ-3";
    /// A new weapon beside two: it replaces the latest, else the earliest, else both; a two-handed one replaces all.
    E_EQ_4 = "E-EQ-4";
    /// A replaced card goes to the discard pile and its bonuses and pending effects end at once.
    E_EQ_5 = "E-EQ-5";
    /// Clash: the fighters' physical attacks.
    E_CLASH = "E-CLASH";
    /// Each fighter strikes once, the active first, for its ATT minus the other's DEF (at least 0).
    E_CLASH_1 = "E-CLASH-1";
    /// A pure mage that played a card dealing magic damage this combat makes no physical attack.
    E_CLASH_2 = "E-CLASH-2";
    /// End of combat: its effects, tapping, death and victory checks.
    E_END = "E-END";
    /// End-of-combat effects: the fighters' abilities, then attached and played cards by placement.
    E_END_1 = "E-END-1";
    /// The fighters return to their line tapped; "this combat" modifiers end.
    E_END_2 = "E-END-2";
    /// Death check: a character at 0 PV or less dies and its attached cards are discarded.
    E_END_3 = "E-END-3";
    /// Victory check after the combat.
    E_END_4 = "E-END-4";
    /// Discard phase: any cards may be discarded, and down to the hand limit must be.
    E_DISC = "E-DISC";
    /// End of turn: its effects, checks, and the swap of active and passive.
    E_EOT = "E-EOT";
    /// End-of-turn effects resolve, the active player's first.
    E_EOT_1 = "E-EOT-1";
    /// Death check, then victory check, again.
    E_EOT_2 = "E-EOT-2";
    /// A player out of cards this turn loses; "this turn" modifiers end; the next turn comes.
    E_EOT_3 = "E-EOT-3";
    /// Victory and score.
    E_WIN = "E-WIN";
    /// A player with a living character wins when every opposing character is dead.
    E_WIN_1 = "E-WIN-1";
    /// With no living character on either side, or both out of cards, the higher score wins; a tie is a draw.
    E_WIN_2 = "E-WIN-2";
    /// The score: damage applied to opposing characters plus healing gained by one's own.
    E_WIN_3 = "E-WIN-3";
    /// Damage kinds: physical, magic and direct damage, life loss, and capped healing.
    E_DMG = "E-DMG";
    /// The card language: what cards may say beyond the turn's rules.
    E_CARD = "E-CARD";
    /// Conditions on the bearer's and the opposing fighter's affiliations, damage, cards, attack and PV.
    E_CARD_1 = "E-CARD-1";
    /// Amounts drawn between two bounds, or counted from the game when the effect acts.
    E_CARD_2 = "E-CARD-2";
    /// Modifiers until the end of the game, and changes of the maximum PV.
    E_CARD_3 = "E-CARD-3";
    /// Effects that act each time their bearer suffers damage.
    E_CARD_4 = "E-CARD-4";
    /// Attached cards sent back into their owner's deck, at a drawn place.
    E_CARD_5 = "E-CARD-5";
    /// Card families (Spear, Sword...) and a weapon's hands in card filters.
    E_CARD_6 = "E-CARD-6";
    /// Modifiers of the damage a character deals or suffers, applied to each damage.
    E_CARD_7 = "E-CARD-7";
    /// Powder tokens gained and lost, and abilities that act at the start of the game.
    E_CARD_8 = "E-CARD-8";
    /// A target drawn at random among the living opposing characters.
    E_CARD_9 = "E-CARD-9";
    /// Modifiers multiplied by a count read when they act.
    E_CARD_10 = "E-CARD-10";
    /// Effects that act each time a card of a filter activates, and modifiers while attached.
    E_CARD_11 = "E-CARD-11";
    /// Damage to every character, dead or alive, and a card that makes its player lose.
    E_CARD_12 = "E-CARD-12";
    /// The Spirit: a character's stat that cards change and read.
    E_CARD_13 = "E-CARD-13";
    /// Abilities that answer the death of a character of their side.
    E_CARD_14 = "E-CARD-14";
    /// Conditions on a count, and a character's Enchaînement under a condition.
    E_CARD_15 = "E-CARD-15";
    /// Modifiers multiplied by the number of allies of an affiliation.
    E_CARD_16 = "E-CARD-16";
    /// Cards drawn from the discard pile into the deck.
    E_CARD_17 = "E-CARD-17";
    /// A character's bonus to the damage and healing of a family of cards.
    E_CARD_18 = "E-CARD-18";
    /// Auras of attached cards onto the side, and a bearer named in a filter.
    E_CARD_19 = "E-CARD-19";
    /// Cards played by an effect: created, drawn from the catalogue, or taken from a zone.
    E_CARD_20 = "E-CARD-20";
    /// A fighting character's ability once the played cards have resolved.
    E_CARD_21 = "E-CARD-21";
    /// Cards changed into another card, healing among an affiliation, amounts up to a target's DEF.
    E_CARD_22 = "E-CARD-22";
    /// Conditions on static effects.
    E_CARD_23 = "E-CARD-23";
    /// Answering an ally's play or damage: the trigger's character, a caste-less filter, the damage's kind.
    E_CARD_24 = "E-CARD-24";
    /// Drawing cards by an effect.
    E_CARD_25 = "E-CARD-25";
    /// An Enchaînement a character gives to its side.
    E_CARD_26 = "E-CARD-26";
    /// Cards of the side kept beyond their combats.
    E_CARD_27 = "E-CARD-27";
    /// One copy per character, a period of turns, a random attached card discarded.
    E_CARD_28 = "E-CARD-28";
    /// Conditions on the cards a side played this turn and on an ally; timed modifiers of a group narrowed.
    E_CARD_29 = "E-CARD-29";
    /// What a seat sees: its own hand; other hands and every deck as their size; another
    /// player's draw as a count.
    E_SEE = "E-SEE";
}
