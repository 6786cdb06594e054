//! Counters (фишки) [B-GAME-11]: an open creature whose card spends counters may, as its
//! action, close to take a counter (the rules text); a card may say how many it can hold at
//! most; some cards start the battle with a counter (for the first or the second player only),
//! or take one at the start of their player's turn. Counters are spent by the abilities that
//! cost them (B-GAME-9).

use serde_json::Value;

use super::abilities::Ability;
use super::events::EventKind;
use super::game::{BerserkGame, Choice, Refusal};
use super::narrate::{say, Lang};
use super::rules::B_GAME_11;

/// When a card's counter comes by itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CounterGain {
    /// At the start of the battle, for the first player's (`Some(true)`), the second's
    /// (`Some(false)`) or either's creature.
    StartOfBattle { first: Option<bool>, amount: u8 },
    /// At the start of its player's turn (in formation only, if so).
    StartOfTurn { in_formation: bool, amount: u8 },
}

/// What a card's abilities say of counters: whether it spends them, the most it holds, when
/// it gains them by itself, and which of its abilities these are (the coverage's "played").
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CounterRules {
    pub spends: bool,
    pub max: Option<u8>,
    /// It takes no counters from other cards' abilities (`refuse_given_counters`).
    pub refuses_given: bool,
    pub gains: Vec<CounterGain>,
}

/// Whether an ability spends counters (a cost or an effect that does).
fn spends(a: &Ability) -> bool {
    let cost = a.cost.iter().any(|c| c.get("counters").is_some());
    let text = a.effect.to_string();
    cost || text.contains("spend_counters") || text.contains("per_counter")
}

/// The counter rule an ability is, if the engine plays it as one: `Err(n)` for "at most n
/// counters", `Ok` for a counter at the start of the battle or of its player's turn.
fn counter_rule_or_max(a: &Ability) -> Option<Result<CounterGain, u8>> {
    let plain = a.target.is_none() && a.until.is_none() && a.kind.is_none();
    let gain = |v: &Value| -> Option<u8> {
        let o = v.as_object().filter(|o| o.len() == 1)?;
        u8::try_from(o.get("gain_counter")?.as_u64()?).ok()
    };
    let max = |v: &Value| -> Option<u8> {
        let o = v.as_object().filter(|o| o.len() == 1)?;
        u8::try_from(o.get("max_counters")?.as_u64()?).ok()
    };
    // `[{"max_counters": N}, "refuse_given_counters"]`: a cap, and no counters from others.
    let capped_refusing = |v: &Value| -> Option<u8> {
        let items = v.as_array().filter(|items| items.len() == 2)?;
        (items[1].as_str() == Some("refuse_given_counters")).then_some(())?;
        max(&items[0])
    };
    match a.when.as_str() {
        "static" if plain && a.condition.is_none() && a.cost.is_empty() => max(&a.effect).or_else(|| capped_refusing(&a.effect)).map(Err),
        "start_of_battle" if plain && a.cost.is_empty() => {
            let first = match a.condition.as_ref() {
                None => None,
                Some(c) => match c.get("player").and_then(Value::as_str) {
                    Some("first") if c.as_object()?.len() == 1 => Some(true),
                    Some("second") if c.as_object()?.len() == 1 => Some(false),
                    _ => return None,
                },
            };
            Some(Ok(CounterGain::StartOfBattle { first, amount: gain(&a.effect)? }))
        }
        "start_of_turn" if plain && a.cost.is_empty() && a.whose.as_deref() == Some("own") => {
            let in_formation = match a.condition.as_ref() {
                None => false,
                Some(c) if c.get("in_formation") == Some(&Value::Bool(true)) && c.as_object()?.len() == 1 => true,
                Some(_) => return None,
            };
            Some(Ok(CounterGain::StartOfTurn { in_formation, amount: gain(&a.effect)? }))
        }
        _ => None,
    }
}

/// Whether an ability is the rule's own action "[tap]: take a counter".
pub fn takes_a_counter(a: &Ability) -> bool {
    a.when == "action"
        && a.cost == [Value::String("tap".into())]
        && a.condition.is_none()
        && a.target.is_none()
        && a.until.is_none()
        && a.effect.as_object().is_some_and(|o| o.len() == 1 && o.get("gain_counter") == Some(&Value::from(1)))
}

/// Whether the engine plays an ability as a counter rule.
pub fn played(a: &Ability) -> bool {
    takes_a_counter(a) || counter_rule_or_max(a).is_some()
}

impl CounterRules {
    pub fn of(abilities: &[Ability]) -> CounterRules {
        let mut rules = CounterRules {
            spends: abilities.iter().any(spends),
            ..CounterRules::default()
        };
        for a in abilities {
            if a.when == "static" && a.effect.as_array().is_some_and(|items| items.iter().any(|v| v.as_str() == Some("refuse_given_counters"))) {
                rules.refuses_given = true;
            }
            // A cap written among the effects of a static ability (with others) [B-GAME-10].
            let in_static = match (&a.effect, a.when.as_str(), &a.condition) {
                (Value::Array(items), "static", None) => items
                    .iter()
                    .filter_map(|v| u8::try_from(v.as_object().filter(|o| o.len() == 1)?.get("max_counters")?.as_u64()?).ok())
                    .min(),
                _ => None,
            };
            if let Some(n) = in_static {
                rules.max = Some(rules.max.map_or(n, |m| m.min(n)));
            }
            match counter_rule_or_max(a) {
                Some(Err(n)) => rules.max = Some(rules.max.map_or(n, |m| m.min(n))),
                Some(Ok(g)) => rules.gains.push(g),
                None => {}
            }
            if takes_a_counter(a) {
                rules.spends = true;
            }
        }
        rules
    }
}

impl BerserkGame {
    /// [B-GAME-11] Counters come onto `uid`, up to its card's cap.
    pub(crate) fn gain_counters(&mut self, uid: u16, amount: u8) {
        let max = self.def_of(uid).played.counters.max.unwrap_or(u8::MAX);
        let c = self.cr_mut(uid);
        let gained = amount.min(max.saturating_sub(c.counters));
        if gained == 0 {
            return;
        }
        c.counters += gained;
        let total = c.counters;
        let creature = self.cref(uid);
        self.emit(B_GAME_11, EventKind::CounterGained { creature, gained, total });
        // [B-GAME-13] Its "when it gains a counter" abilities.
        self.counter_triggers(uid);
    }

    /// [B-GAME-11] The take-a-counter actions of `player`'s open creatures that spend counters
    /// and can hold another.
    pub(crate) fn counter_options(&self, player: u8) -> Vec<Choice> {
        self.alive()
            .filter(|c| c.owner == player)
            .map(|c| Choice::TakeCounter { player, creature: c.uid })
            .filter(|choice| self.check_take_counter::<super::game::Refused>(player, choice).is_ok())
            .collect()
    }

    pub(crate) fn check_take_counter<E: Refusal>(&self, player: u8, choice: &Choice) -> Result<(), E> {
        let &Choice::TakeCounter { creature, .. } = choice else {
            return Err(E::illegal(B_GAME_11, String::new));
        };
        let ok = self.creature(creature).is_some_and(|c| {
            let rules = &self.def_of(creature).played.counters;
            !c.dead && c.owner == player && !c.closed && c.struck.is_empty() && !c.hidden && !self.card_blank(creature) && rules.spends && rules.max.is_none_or(|m| c.counters < m)
        });
        if ok {
            return Ok(());
        }
        Err(E::illegal(B_GAME_11, || {
            let c = self.name(creature);
            say!(Lang::worded(),
                en: "{c} cannot take a counter: an open, face-up creature of yours whose card spends counters, below its cap",
                ru: "{c} не может взять фишку: это открытое ваше существо, чья карта тратит фишки, и фишек меньше предела")
        }))
    }

    /// [B-GAME-11] The action: the creature closes and takes a counter.
    pub(crate) fn take_counter(&mut self, creature: u16) {
        self.cr_mut(creature).closed = true;
        let c = self.cref(creature);
        self.emit(B_GAME_11, EventKind::Closed { creature: c });
        self.gain_counters(creature, 1);
    }

    /// [B-GAME-11] The battle starts: the counters cards start it with.
    pub(crate) fn counters_at_start_of_battle(&mut self) {
        let first = self.prep().map_or(self.st.active, |p| p.first());
        for uid in 0..self.st.creatures.len() as u16 {
            let owner_first = self.cr(uid).owner == first;
            let gains = self.def_of(uid).played.counters.gains.clone();
            for g in gains {
                if let CounterGain::StartOfBattle { first, amount } = g {
                    if first.is_none_or(|f| f == owner_first) {
                        self.gain_counters(uid, amount);
                    }
                }
            }
        }
    }

    /// [B-GAME-11] The start of the active player's turn: the counters their cards take.
    pub(crate) fn counters_at_start_of_turn(&mut self) {
        let active = self.st.active;
        for uid in 0..self.st.creatures.len() as u16 {
            let c = self.cr(uid);
            if c.dead || c.owner != active || c.hidden || self.card_blank(uid) {
                continue;
            }
            let gains = self.def_of(uid).played.counters.gains.clone();
            for g in gains {
                if let CounterGain::StartOfTurn { in_formation, amount } = g {
                    if !in_formation || self.in_formation(uid) {
                        self.gain_counters(uid, amount);
                    }
                }
            }
        }
    }
}
