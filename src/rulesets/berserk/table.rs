//! The strike table [B-TABLE]: the difference of the modified rolls gives the attacker's
//! strike and the defender's counter-strike; in an exchange row the higher roll chooses
//! [B-TABLE-1]; against a closed creature only the attacker rolls [B-TABLE-2].

use super::events::{EventKind, Exchange, Strength};
use super::game::{BerserkGame, Choice, Refusal};
use super::narrate::words;
use super::rules::{B_TABLE, B_TABLE_1, B_TABLE_2};
use crate::core::ByPlayer;

/// [B-TABLE] The strikes for two modified rolls: (attacker's, defender's) and whether the
/// row is an exchange [B-TABLE-1].
pub fn strike_table(attacker: u8, defender: u8) -> ([Option<Strength>; 2], bool) {
    use Strength::*;
    let d = i16::from(attacker) - i16::from(defender);
    match d {
        5.. => ([Some(Strong), None], false),
        4 => ([Some(Strong), Some(Weak)], true),
        3 => ([Some(Medium), None], false),
        2 => ([Some(Medium), Some(Weak)], true),
        1 => ([Some(Weak), None], false),
        0 if attacker >= 5 => ([None, Some(Weak)], false),
        0 => ([Some(Weak), None], false),
        -1 => ([Some(Weak), None], false),
        -2 => ([None, None], false),
        -3 => ([None, Some(Weak)], false),
        -4 => ([Some(Weak), Some(Medium)], true),
        _ => ([None, Some(Medium)], false),
    }
}

/// [B-TABLE-2] A single roll: 1–3 weak, 4–5 medium, 6 (or more, modified) strong.
pub fn strike_single(roll: u8) -> [Option<Strength>; 2] {
    let s = match roll {
        0..=3 => Strength::Weak,
        4 | 5 => Strength::Medium,
        _ => Strength::Strong,
    };
    [Some(s), None]
}

impl BerserkGame {
    /// [B-TABLE] The strikes the modified rolls give, recorded on the attack; in an exchange
    /// row the player with the higher roll is then to choose [B-TABLE-1] (returns true).
    pub(crate) fn determine_strikes(&mut self, values: [u8; 2]) -> bool {
        let a = self.attack().clone();
        let (strikes, exchange, difference) = if a.single_roll {
            (strike_single(values[0]), false, None)
        } else {
            let d = i16::from(values[0]) - i16::from(values[1]);
            let (s, ex) = strike_table(values[0], values[1]);
            (s, ex, Some(d))
        };
        // [B-GAME-10] An unanswerable strike: the counter-strike is lost, so there is nothing
        // to exchange.
        let unanswered = strikes[1].is_some() && a.ranged.is_none() && self.static_unanswerable(a.attacker, a.target);
        // [B-VALHALLA] Its first simple strike of the turn, gained unanswerable.
        let first = strikes[1].is_some() && a.ranged.is_none() && !unanswered && self.first_strike_unanswerable(a.attacker);
        let unanswered = unanswered || first;
        let exchange = exchange && !unanswered;
        let chooser = if values[0] > values[1] { a.attacker } else { a.target };
        let chooser = exchange.then(|| self.cr(chooser).owner);
        self.with_attack(|a| {
            a.strikes = strikes;
            a.exchange = chooser;
            a.missed = a.ranged.is_none() && strikes[0].is_none();
        });
        let rule = if a.single_roll { B_TABLE_2 } else { B_TABLE };
        self.emit(
            rule,
            EventKind::StrikesDetermined {
                attacker_roll: values[0],
                defender_roll: if a.single_roll { None } else { Some(values[1]) },
                difference,
                attacker_strike: strikes[0],
                defender_strike: strikes[1],
                exchange,
            },
        );
        if unanswered {
            self.with_attack(|a| a.strikes[1] = None);
            let (striker, target) = (self.cref(a.target), self.cref(a.attacker));
            let feature = smol_str::SmolStr::new_static(if first { "first_strike_this_turn_unanswerable" } else { "unanswerable_strike" });
            let rule = if first { super::rules::B_VALHALLA } else { super::rules::B_GAME_10 };
            self.emit(rule, EventKind::StrikeLost { striker, target, feature });
        }
        exchange
    }

    /// [B-VALHALLA] `attacker` has gained "its first simple strike this turn is unanswerable"
    /// and the strike under way is its first this turn (the only one it declared).
    fn first_strike_unanswerable(&self, attacker: u16) -> bool {
        self.has(attacker, super::cards::Feature::FirstStrikeUnanswerable) && self.cr(attacker).struck.len() == 1
    }

    /// [B-TABLE-1] The exchange choices of `player`: both strikes as rolled, or lowering
    /// their own and cancelling the other's.
    pub(crate) fn exchange_candidates(&self, player: u8) -> Vec<Choice> {
        [Exchange::AsRolled, Exchange::Lower]
            .map(|choice| Choice::Exchange { player, choice })
            .to_vec()
    }

    /// [B-TABLE-1] The exchange choice is awaited, from the player with the higher roll.
    pub(crate) fn check_exchange<E: Refusal>(&self, player: u8, choice: &Choice) -> Result<(), E> {
        if choice.player() != player {
            return Err(E::wrong_player(B_TABLE_1, player, choice.player()));
        }
        match choice {
            Choice::Exchange { .. } => Ok(()),
            _ => Err(E::not_an_option(
                B_TABLE_1,
                words!(en: "the exchange choice is awaited: as_rolled or lower",
                       ru: "ожидается выбор обмена: as_rolled или lower"),
            )),
        }
    }

    /// [B-TABLE-1] Applies the exchange choice; then the strikers attack [B-ATK-2].
    pub(crate) fn apply_exchange(&mut self, choice: &Choice) {
        let &Choice::Exchange { player, choice } = choice else {
            return;
        };
        let a = self.attack();
        let mut strikes = a.strikes;
        if choice == Exchange::Lower {
            let own = if self.cr(a.attacker).owner == player { 0 } else { 1 };
            strikes[own] = strikes[own].and_then(Strength::lower);
            strikes[1 - own] = None;
        }
        self.with_attack(|a| {
            a.strikes = strikes;
            a.exchange = None;
        });
        self.emit(
            B_TABLE_1,
            EventKind::ExchangeChosen {
                player,
                choice,
                attacker_strike: strikes[0],
                defender_strike: strikes[1],
            },
        );
        self.strikers_attack();
    }
}
