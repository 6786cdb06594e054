//! Flyers [B-GAME-8]: a flyer turned face up takes off from its cell to its side's flyer
//! zone, off the board: it does not move, stands next to no creature, and may strike any enemy
//! creature, on the board or flying. A creature on the board cannot strike a flyer, with one
//! exception, **Decision** (the rules are silent): when a side has only flyers left, the other
//! side's creatures may strike them, so that no game stalls. A defender against a flyer's
//! strike stands next to the target or flies; a flying target is defended only by a flyer.

use super::cards::{Feature, Kind};
use super::events::EventKind;
use super::game::{Attack, BerserkGame};
use super::rules::B_GAME_8;
use super::board::{adjacent, row_ends};

impl BerserkGame {
    /// [B-GAME-8] A face-up flyer on the board takes off to the flyer zone.
    pub(crate) fn take_off(&mut self, uid: u16) {
        let c = self.cr(uid);
        if c.flying || c.hidden || c.dead || self.def_of(uid).kind != Some(Kind::Flyer) {
            return;
        }
        self.cr_mut(uid).flying = true;
        let creature = self.cref(uid);
        self.emit(B_GAME_8, EventKind::TookOff { creature });
    }

    /// [B-GAME-8] A creature whose card's ability gives it flight takes off to its side's flyer
    /// zone for the rest of the battle (`rule`: the rule of that ability).
    pub(crate) fn gain_flight(&mut self, uid: u16, rule: &'static str) {
        let c = self.cr(uid);
        if c.flying || c.dead {
            return;
        }
        self.cr_mut(uid).flying = true;
        let creature = self.cref(uid);
        self.emit(rule, EventKind::TookOff { creature });
    }

    /// Whether `uid` is a flyer now [B-GAME-8]: in the air, or face down with a flyer's card
    /// (it takes off as it is revealed). A flyer that lost flight (the Desert Condor's dive,
    /// B-GAME-12) walks on the board and is one no longer.
    pub(crate) fn is_flyer(&self, uid: u16) -> bool {
        let c = self.cr(uid);
        c.flying || (c.hidden && self.def_of(uid).kind == Some(Kind::Flyer))
    }

    /// Whether `uid` may be in the flyer zone: its card is a flyer's, or one of its abilities
    /// gives it flight [B-GAME-8].
    pub(crate) fn may_fly(&self, uid: u16) -> bool {
        fn gives_flight(v: &serde_json::Value) -> bool {
            match v {
                serde_json::Value::String(s) => s == "gain_flight",
                serde_json::Value::Array(items) => items.iter().any(gives_flight),
                serde_json::Value::Object(o) => o.values().any(gives_flight),
                _ => false,
            }
        }
        let def = self.def_of(uid);
        def.kind == Some(Kind::Flyer) || def.abilities.iter().any(|a| gives_flight(&a.effect))
    }

    /// Two creatures next to each other on the board (diagonals included); a flyer is next to
    /// no one [B-GAME-8].
    pub(crate) fn near(&self, a: u16, b: u16) -> bool {
        let (a, b) = (self.cr(a), self.cr(b));
        !a.flying && !b.flying && adjacent(a.cell, b.cell)
    }

    /// [B-TURN-2] with [B-GAME-8]: whether `attacker` reaches `target` with a simple strike:
    /// next to it on the board; a flyer anywhere (but not at a creature protected from flyers);
    /// a flyer from the board only once the flyer's side has nothing but flyers left.
    pub(crate) fn reaches(&self, attacker: u16, target: u16) -> bool {
        let (a, t) = (self.cr(attacker), self.cr(target));
        match (a.flying, t.flying) {
            (true, _) => !self.has(target, Feature::FlyerProtection) || self.ignores_flyer_protection(attacker),
            (false, true) => !self.alive().any(|c| c.owner == t.owner && !c.flying),
            // [B-GAME-10] A card that strikes from one end cell of a row to the other.
            (false, false) => adjacent(a.cell, t.cell) || (row_ends(a.cell, t.cell) && self.row_ends_adjacent(attacker)),
        }
    }

    /// [B-ATK-1] with [B-GAME-8]: whether `uid` stands where a defender of the attack's
    /// target must: next to both fighters on the board; against a flyer's strike on a creature
    /// on the board, next to the target or flying; for a flying target, flying.
    pub(crate) fn stands_to_defend(&self, uid: u16, a: &Attack) -> bool {
        let (c, attacker, target) = (self.cr(uid), self.cr(a.attacker), self.cr(a.target));
        match (attacker.flying, target.flying) {
            (_, true) => c.flying,
            (true, false) => c.flying || self.near(uid, a.target),
            // [B-GAME-10] A flyer whose card lets it defend the creatures on the board.
            (false, false) => (c.flying && self.defends_ground(uid)) || (self.near(uid, a.target) && self.near(uid, a.attacker)),
        }
    }
}
