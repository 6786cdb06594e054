//! What a printed card's ability costs [B-GAME-12]: closing (`[tap]`), counters, and how often
//! it may be used (once per turn, N times per turn, once per battle). A creature keeps the
//! uses it has made; the uses of a turn are forgotten when the next turn starts.

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
}

/// An ability's cost, read from its `cost` terms.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Cost {
    /// The creature closes.
    pub tap: bool,
    /// Counters it spends.
    pub counters: u8,
    pub limit: Option<Limit>,
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
                    _ => return None,
                },
                Value::Object(o) if o.len() == 1 => {
                    let (k, v) = o.iter().next()?;
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
}

/// A use of ability `ability` by a creature: in this turn, or (`battle`) once for the battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Used {
    pub ability: u8,
    pub battle: bool,
}

/// Why a cost cannot be paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unpaid {
    Closed,
    Counters(u8),
    Used,
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
        "used" => say!(l, en: "it has used this ability as often as its card allows [B-GAME-12]",
                          ru: "способность уже использована столько раз, сколько позволяет карта [B-GAME-12]"),
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
        let uses = c.used.iter().filter(|u| u.ability == ability).count();
        let spent = match cost.limit {
            None => false,
            Some(Limit::Turn(n)) => uses >= usize::from(n),
            Some(Limit::Battle) => uses >= 1,
        };
        if spent {
            return Err(Unpaid::Used);
        }
        Ok(())
    }

    /// [B-GAME-12] `uid` pays `cost` for `ability`: counters spent, the use remembered, and it
    /// closes (the event is the caller's, as each rule words it).
    pub(crate) fn pay_cost(&mut self, uid: u16, ability: u8, cost: Cost) {
        let c = self.cr_mut(uid);
        c.counters = c.counters.saturating_sub(cost.counters);
        if let Some(limit) = cost.limit {
            c.used.push(Used {
                ability,
                battle: limit == Limit::Battle,
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
        }
    }
}
