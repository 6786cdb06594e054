//! [B-PROPHECY] Пророчество N: its player reveals the top N cards of their deck to everyone
//! (fewer if the deck has fewer), then puts them back on top in the same order; what follows may
//! ask what the revealed cards are ("if both are elite..."). The deck is the whole game's
//! [B-GAME-5]; a scenario gives one with `decks`. Its order is never shown: only the revealed
//! cards, in the event [B-SEE].

use serde_json::Value;
use smol_str::SmolStr;

use super::actions::ActionEffect;
use super::cards::Until;
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
    pub branches: Vec<(Revealed, Vec<ActionEffect>)>,
}

/// The prophecy `effect` is, if the engine plays it: its N, then branches of wounds or poison
/// (not optional) on what the revealed cards are.
pub fn prophecy(effect: &Value) -> Option<Prophecy> {
    let items = effect.as_array()?;
    let (first, rest) = items.split_first()?;
    let first = first.as_object().filter(|o| o.len() == 1)?;
    let n = u8::try_from(first.get("prophecy")?.as_u64()?).ok().filter(|n| *n > 0)?;
    let mut branches = vec![];
    for b in rest {
        let b = b.as_object().filter(|o| o.len() == 2)?;
        let when = match b.get("if_revealed")?.as_str()? {
            "all_elite" => Revealed::AllElite,
            "all_ordinary" => Revealed::AllOrdinary,
            "odd_cost" => Revealed::OddCost,
            _ => return None,
        };
        let effects: Vec<ActionEffect> = match b.get("do")? {
            Value::Array(vs) => vs.iter().map(|v| ActionEffect::parse(v, Until::EndOfTurn)).collect::<Option<_>>()?,
            v => vec![ActionEffect::parse(v, Until::EndOfTurn)?],
        };
        if !effects.iter().all(|e| matches!(e, ActionEffect::Wounds(_) | ActionEffect::Poison(_) | ActionEffect::BlockAttack)) {
            return None;
        }
        branches.push((when, effects));
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
        revealed
    }

    /// [B-PROPHECY] The prophecy `p` of `uid`'s card: its owner reveals, then each branch
    /// whose cards match acts on `whom`.
    pub(crate) fn prophecy_acts(&mut self, uid: u16, whom: u16, p: &super::prophecy::Prophecy) {
        let revealed = self.prophesy(self.cr(uid).owner, p.n);
        let all = |elite: bool| {
            revealed.len() == usize::from(p.n) && revealed.iter().all(|&d| (self.cat.get(d).elite == Some(true)) == elite)
        };
        let acting: Vec<ActionEffect> = p
            .branches
            .iter()
            .filter(|(when, _)| match when {
                Revealed::AllElite => all(true),
                Revealed::AllOrdinary => all(false),
                Revealed::OddCost => {
                    revealed.len() == usize::from(p.n) && revealed.iter().all(|&d| self.cat.get(d).cost.is_some_and(|c| c % 2 == 1))
                }
            })
            .flat_map(|(_, effects)| effects.iter().copied())
            .collect();
        for e in acting {
            self.action_effect(uid, whom, e);
        }
    }
}
