//! The rule ids of Part Y (Yummell), declared once: events and refusals name their rule
//! through these constants.

crate::rule_ids! {
    /// The turn: the order drawn at random each round, four mandatory phases in order, 2 to 8 players.
    Y_TURN = "Y-TURN";
    /// Preparation: draw 1 card; no action during the phase.
    Y_PREP = "Y-PREP";
    /// Movement: one card from hand for its movement number along the path (terrain + 1 per other character), or rest.
    Y_MOVE = "Y-MOVE";
    /// Encounter, only after moving: a Creature challenge (higher wins one square, else back one), an Artefact to the active ones, an Event applied.
    Y_ENC = "Y-ENC";
    /// Refill: draw up to 4 or discard down to 4, then artefacts being activated become active.
    Y_REFILL = "Y-REFILL";
    /// The first character to reach the finish wins.
    Y_WIN = "Y-WIN";
    /// The actions of seed 002, taken between phases.
    Y_ACT = "Y-ACT";
    /// Actions are optional, only in one's own turn and only between two phases, never during one.
    Y_ACT_1 = "Y-ACT-1";
    /// Once per turn: play an Event (effect until the end of the turn) or start activating an Artefact (active from the end of Refill).
    Y_ACT_2 = "Y-ACT-2";
    /// Active Artefacts: any number per turn; declare it, apply its effect, discard it.
    Y_ACT_3 = "Y-ACT-3";
    /// The character's Ability: once per turn, only if its conditions hold.
    Y_ACT_4 = "Y-ACT-4";
    /// The Advantage: once per turn, only if its conditions hold.
    Y_ACT_5 = "Y-ACT-5";
    /// What a seat sees: its own hand; other hands and the deck as their size; another
    /// player's draw as a count.
    Y_SEE = "Y-SEE";
}
