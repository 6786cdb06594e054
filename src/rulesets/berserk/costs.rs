//! What a printed card's ability costs [B-GAME-12]: closing (`[tap]`), counters, and how often
//! it may be used (once per turn, N times per turn, once per battle), wounds it takes; counters
//! or wounds may be X, a number its player names as he uses it (at least 1). A creature keeps
//! the uses it has made; the uses of a turn are forgotten when the next turn starts.

use serde::Serialize;
use serde_json::Value;

use super::game::BerserkGame;
use super::narrate::{say, Lang};

/// How often an ability may be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    /// At most this many times each turn.
    Turn(u8),
    /// Once in the whole battle.
    Battle,
    /// Once each turn for each creature attacked: the target of the attack under way when it
    /// is used [B-GAME-13].
    TurnPerTarget,
}

/// What a cost's X stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum X {
    Counters,
    Wounds,
    /// Extra lives it gives up [B-DEATH-1].
    ExtraLives,
}

/// An ability's cost, read from its `cost` terms.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Cost {
    /// The creature closes.
    pub tap: bool,
    /// Counters it spends.
    pub counters: u8,
    /// Wounds it takes.
    pub wounds: u8,
    /// Extra lives it gives up [B-DEATH-1].
    pub extra_lives: u8,
    pub limit: Option<Limit>,
    /// A part of it its player names as he uses it.
    pub x: Option<X>,
    /// The creature destroys itself (it dies as it pays, before the effects act).
    pub self_destroy: bool,
}

impl Cost {
    /// The cost written by `terms`, if the engine pays every term of it.
    pub fn parse(terms: &[Value]) -> Option<Cost> {
        let mut cost = Cost::default();
        for t in terms {
            match t {
                Value::String(s) => match s.as_str() {
                    "tap" => cost.tap = true,
                    "once_per_turn" => cost.limit = Some(Limit::Turn(1)),
                    "once_per_battle" => cost.limit = Some(Limit::Battle),
                    "once_per_turn_per_target" => cost.limit = Some(Limit::TurnPerTarget),
                    "self_destroy" => cost.self_destroy = true,
                    _ => return None,
                },
                Value::Object(o) if o.len() == 1 => {
                    let (k, v) = o.iter().next()?;
                    if v.as_str() == Some("X") && cost.x.is_none() {
                        cost.x = Some(match k.as_str() {
                            "counters" => X::Counters,
                            "wounds_self" => X::Wounds,
                            "extra_lives" => X::ExtraLives,
                            _ => return None,
                        });
                        continue;
                    }
                    let n = u8::try_from(v.as_u64()?).ok()?;
                    match k.as_str() {
                        "counters" => cost.counters = n,
                        "times_per_turn" => cost.limit = Some(Limit::Turn(n)),
                        _ => return None,
                    }
                }
                _ => return None,
            }
        }
        Some(cost)
    }

    /// The cost with its X named as `x` (none unless it has an X, then at least 1).
    pub fn with_x(self, x: u8) -> Option<Cost> {
        let mut cost = self;
        match (self.x, x) {
            (None, 0) => {}
            (Some(X::Counters), 1..) => cost.counters = cost.counters.saturating_add(x),
            (Some(X::Wounds), 1..) => cost.wounds = cost.wounds.saturating_add(x),
            (Some(X::ExtraLives), 1..) => cost.extra_lives = cost.extra_lives.saturating_add(x),
            _ => return None,
        }
        Some(cost)
    }
}

/// A use of ability `ability` by a creature: in this turn, or (`battle`) once for the battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Used {
    pub ability: u8,
    pub battle: bool,
    /// The creature attacked it was used for (a limit per target).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target: Option<u16>,
}

/// Why a cost cannot be paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unpaid {
    Closed,
    Counters(u8),
    Used,
    /// The wounds would kill it.
    Wounds,
    /// It has fewer extra lives than it would give up.
    ExtraLives(u8),
    /// X is named where there is none, or is 0.
    X,
}

impl Unpaid {
    /// The reason's key for `shared_reason`, and its number.
    pub(crate) fn reason(self) -> (&'static str, u8) {
        match self {
            Unpaid::Closed => ("closed", 0),
            Unpaid::Counters(n) => ("counters", n),
            Unpaid::Used => ("used", 0),
            Unpaid::Wounds => ("wounds", 0),
            Unpaid::ExtraLives(n) => ("extra_lives", n),
            Unpaid::X => ("x", 0),
        }
    }
}

/// Why a creature cannot use its card's ability number `ability`, in `l`, for the reasons every
/// ability shares (`n` the counters it needs); `None` for a reason of the ability's own.
pub(crate) fn shared_reason(l: Lang, why: &str, ability: u8, n: u8) -> Option<String> {
    Some(match why {
        "not_yours" => say!(l, en: "it must be a living creature of yours", ru: "это должно быть ваше живое существо"),
        "closed" => say!(l, en: "a closed or face-down creature, or one that has struck this turn, cannot act",
                            ru: "закрытое или скрытое существо, как и ударившее в этот ход, не действует"),
        "no_ability" => say!(l, en: "its card has no action the engine plays as ability {ability}",
                                ru: "у его карты нет действия под номером {ability}"),
        "counters" => say!(l, en: "it needs {n} counters", ru: "нужно фишек: {n}"),
        "extra_lives" => say!(l, en: "it needs {n} extra lives [B-DEATH-1]", ru: "нужно доп. жизней: {n} [B-DEATH-1]"),
        "used" => say!(l, en: "it has used this ability as often as its card allows [B-GAME-12]",
                          ru: "способность уже использована столько раз, сколько позволяет карта [B-GAME-12]"),
        "wounds" => say!(l, en: "the wounds it would take would kill it", ru: "раны, которые оно получило бы, убили бы его"),
        "x" => say!(l, en: "X is named (at least 1) only for a cost with an X", ru: "X называется (не меньше 1) только для цены с X"),
        _ => return None,
    })
}

impl BerserkGame {
    /// [B-GAME-12] Whether `uid` can pay `cost` for its ability `ability` now.
    pub(crate) fn check_cost(&self, uid: u16, ability: u8, cost: Cost) -> Result<(), Unpaid> {
        let c = self.cr(uid);
        if cost.tap && (c.closed || !c.struck.is_empty()) {
            return Err(Unpaid::Closed);
        }
        if c.counters < cost.counters {
            return Err(Unpaid::Counters(cost.counters));
        }
        if cost.wounds > 0 && cost.wounds >= self.life_left(uid) {
            return Err(Unpaid::Wounds);
        }
        if c.extra_lives < cost.extra_lives {
            return Err(Unpaid::ExtraLives(cost.extra_lives));
        }
        let uses = c.used.iter().filter(|u| u.ability == ability).count();
        let attacked = self.st.attack.as_ref().map(|a| a.target);
        let spent = match cost.limit {
            None => false,
            Some(Limit::Turn(n)) => uses >= usize::from(n),
            Some(Limit::Battle) => uses >= 1,
            // Only for a creature attacked now, and not one it was used for this turn.
            Some(Limit::TurnPerTarget) => attacked.is_none_or(|t| c.used.iter().any(|u| u.ability == ability && u.target == Some(t))),
        };
        if spent {
            return Err(Unpaid::Used);
        }
        Ok(())
    }

    /// [B-GAME-12] `uid` pays `cost` for `ability`: counters spent, wounds taken, the use
    /// remembered, and it closes (the events are the caller's, as each rule words them).
    pub(crate) fn pay_cost(&mut self, uid: u16, ability: u8, cost: Cost) {
        self.put_wounds(uid, cost.wounds);
        if cost.extra_lives > 0 {
            let c = self.cr_mut(uid);
            c.extra_lives = c.extra_lives.saturating_sub(cost.extra_lives);
            let (lost, left) = (cost.extra_lives, c.extra_lives);
            let creature = self.cref(uid);
            self.emit(super::rules::B_DEATH_1, super::events::EventKind::ExtraLivesLost { creature, lost, left });
        }
        let target = self.st.attack.as_ref().map(|a| a.target).filter(|_| cost.limit == Some(Limit::TurnPerTarget));
        let c = self.cr_mut(uid);
        c.counters = c.counters.saturating_sub(cost.counters);
        if let Some(limit) = cost.limit {
            c.used.push(Used {
                ability,
                battle: limit == Limit::Battle,
                target,
            });
        }
        if cost.tap {
            c.closed = true;
        }
    }

    /// [B-GAME-12] A new turn: the uses of the last one are forgotten.
    pub(crate) fn forget_turn_uses(&mut self) {
        for c in &mut self.st.creatures {
            c.used.retain(|u| u.battle);
            c.poison_death = false;
            c.wounded_this_turn = 0;
            c.attack_wounded = false;
            c.ranged_wounded = 0;
            c.next_throw = 0;
            c.marked.clear();
        }
    }
}
