//! [B-PROPHECY] Пророчество N: its player reveals the top N cards of their deck to everyone
//! (fewer if the deck has fewer), then puts them back on top in the same order; what follows may
//! ask what the revealed cards are ("if both are elite..."). The deck is the whole game's
//! [B-GAME-5]; a scenario gives one with `decks`. Its order is never shown: only the revealed
//! cards, in the event [B-SEE].

use serde_json::Value;
use smol_str::SmolStr;

use super::actions::ActionEffect;
use super::cards::{Effect, Feature, Rule, Until};
use super::events::EventKind;
use super::game::BerserkGame;
use super::rules::B_PROPHECY;

/// What the revealed cards must be for a branch to act.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Revealed {
    /// All N are elite.
    AllElite,
    /// All N are ordinary.
    AllOrdinary,
    /// All N cost an odd number of crystals.
    OddCost,
}

/// A prophecy written as effects: `[{"prophecy": N}, {"if_revealed": ..., "do": ...}, ...]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Prophecy {
    pub n: u8,
    /// Each branch: what the revealed cards must be, and the effects then.
    pub branches: Vec<Branch>,
}

/// What a prophecy does when the revealed cards are what `when` asks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Branch {
    pub when: Revealed,
    pub effects: Vec<ActionEffect>,
    /// Its owner may decline it ("may"), once the cards are seen: its trigger waits for the
    /// answer (`revealed` of the waiting trigger) [B-GAME-13].
    pub optional: bool,
}

impl Branch {
    /// It changes the creature acting itself (loses its features, takes flight).
    pub fn on_itself(&self) -> bool {
        self.effects.iter().any(|e| matches!(e, ActionEffect::LoseOwnFeatures | ActionEffect::TakeFlight))
    }
}

/// The prophecy `effect` is, if the engine plays it: its N, then branches of wounds or poison
/// (not optional) on what the revealed cards are; or a branch its owner may take that changes
/// the creature acting for good (its features lost, flight, a strike bonus for `until`).
pub fn prophecy(effect: &Value, until: Until) -> Option<Prophecy> {
    let items = effect.as_array()?;
    let (first, rest) = items.split_first()?;
    let first = first.as_object().filter(|o| o.len() == 1)?;
    let n = u8::try_from(first.get("prophecy")?.as_u64()?).ok().filter(|n| *n > 0)?;
    let mut branches = vec![];
    for b in rest {
        let b = b.as_object()?;
        let optional = match b.get("optional") {
            None => false,
            Some(Value::Bool(true)) => true,
            Some(_) => return None,
        };
        if b.len() != 2 + usize::from(optional) {
            return None;
        }
        let when = match b.get("if_revealed")?.as_str()? {
            // The revealed card (or every one) is elite.
            "all_elite" | "elite" => Revealed::AllElite,
            "all_ordinary" => Revealed::AllOrdinary,
            "odd_cost" => Revealed::OddCost,
            _ => return None,
        };
        let one = |v: &Value| match v.as_str() {
            Some("lose_all_features") => Some(ActionEffect::LoseOwnFeatures),
            Some("gain_flight") => Some(ActionEffect::TakeFlight),
            _ => ActionEffect::parse(v, until),
        };
        let effects: Vec<ActionEffect> = match b.get("do")? {
            Value::Array(vs) => vs.iter().map(one).collect::<Option<_>>()?,
            v => vec![one(v)?],
        };
        let plain = effects.iter().all(|e| matches!(e, ActionEffect::Wounds(_) | ActionEffect::Poison(_) | ActionEffect::BlockAttack));
        // [B-PROPHECY] Its features lost for good, flight and a strike bonus: a change the
        // creature's owner may take, lasting the battle.
        let changes = |e: &ActionEffect| {
            matches!(e, ActionEffect::LoseOwnFeatures | ActionEffect::TakeFlight)
                || matches!(e, ActionEffect::Gain(f, Until::EndOfBattle) if matches!(f, Feature::Rule(Rule { effect: Effect::StrikeValue(_), condition: None, .. })))
        };
        let change = optional && until == Until::EndOfBattle && effects.iter().all(changes);
        if !(plain && !optional && until == Until::EndOfTurn || change) {
            return None;
        }
        branches.push(Branch { when, effects, optional });
    }
    Some(Prophecy { n, branches })
}

impl BerserkGame {
    /// [B-PROPHECY] `player` reveals the top `n` cards of their deck (they stay on top, in
    /// order): their cards' indexes.
    pub(crate) fn prophesy(&mut self, player: u8, n: u8) -> Vec<u16> {
        let deck = &self.camp(player).deck;
        let revealed: Vec<u16> = deck.iter().take(usize::from(n)).copied().collect();
        let cards: Vec<SmolStr> = revealed.iter().map(|&d| self.cat.get(d).id.clone()).collect();
        self.emit(B_PROPHECY, EventKind::Prophesied { player, asked: n, cards });
        self.st.revealed = u8::try_from(revealed.len()).unwrap_or(u8::MAX);
        self.prophecy_triggers(player, u8::try_from(revealed.len()).unwrap_or(u8::MAX));
        // The revealed cards that may bring themselves in ask their owner (the Punitive Squad).
        self.revealed_reactions(player, &revealed);
        revealed
    }

    /// [B-PROPHECY] The prophecy `p` of `uid`'s card (its trigger `ability`): its owner
    /// reveals, then each branch whose cards match acts on `whom`; one its owner may decline
    /// waits for the answer, the cards seen.
    pub(crate) fn prophecy_acts(&mut self, uid: u16, ability: u8, whom: u16, p: &super::prophecy::Prophecy) {
        let revealed = self.prophesy(self.cr(uid).owner, p.n);
        let all = |elite: bool| {
            revealed.len() == usize::from(p.n) && revealed.iter().all(|&d| (self.cat.get(d).elite == Some(true)) == elite)
        };
        let holds: Vec<(usize, bool)> = p
            .branches
            .iter()
            .enumerate()
            .filter(|(_, b)| match b.when {
                Revealed::AllElite => all(true),
                Revealed::AllOrdinary => all(false),
                Revealed::OddCost => {
                    revealed.len() == usize::from(p.n) && revealed.iter().all(|&d| self.cat.get(d).cost.is_some_and(|c| c % 2 == 1))
                }
            })
            .map(|(i, b)| (i, b.optional))
            .collect();
        for (i, optional) in holds {
            if optional {
                // [B-GAME-13] Its owner answers once the cards are seen: it, or decline.
                self.ask(uid, ability, true, 1, vec![whom]);
                if let Some(a) = self.st.asked.iter_mut().rev().find(|a| a.creature == uid && a.ability == ability && a.revealed.is_none()) {
                    a.revealed = u8::try_from(i).ok();
                }
            } else {
                self.prophecy_branch(uid, whom, &p.branches[i]);
            }
        }
    }

    /// [B-PROPHECY] A branch of a prophecy acts on `whom`, its effects in order.
    pub(crate) fn prophecy_branch(&mut self, uid: u16, whom: u16, b: &Branch) {
        for &e in &b.effects {
            self.action_effect(uid, whom, e);
        }
    }
}
