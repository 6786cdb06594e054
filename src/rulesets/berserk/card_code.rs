//! Card effects the card language cannot say (`{"code": "vs-NNN", ...}` in a card's data): one
//! function per card, named for it. The coverage recognises a `code` item only for the cards
//! that have one here, and only where the ability carrying it is played.

use serde_json::Value;

use super::abilities::Ability;
use super::game::BerserkGame;
use super::markers::MarkerKind;

/// A card's own effect, by the card it belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardCode {
    /// 4 Girrit: the creature it shoots carries a hunt marker until the end of the turn.
    Vs004,
    /// 22 Orc Bomber: the bomb's cell is marked; it explodes at the start of our next turn.
    Vs022,
    /// 63 Ragnar: the first Valhalla of a card of his side each turn acts twice.
    Vs063,
    /// 77 Mocking Spider: a web on the creature chosen, for its owner's next turn.
    Vs077,
    /// 154 Gloomy Noblewoman: blocks the first heal of an enemy card each turn while her life is
    /// above 8, doubles the first heal of a card of her side while it is below 8.
    Vs154,
    /// 162 The Beast: a strangling marker on the adjacent ordinary enemy.
    Vs162,
}

/// When an ability whose effect is a card's code acts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CodeWhen {
    /// As the creature declares a shot, on the creature shot [B-GAME-9].
    Shot,
    /// Always, on each heal of a card as it is about to act [B-GAME-10].
    Heal,
    /// Always, on the Valhallas of its side at the start of its owner's turn [B-VALHALLA].
    Valhalla,
}

/// An ability whose whole effect is its card's code, played on its own (not inside an action).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CodeAbility {
    pub when: CodeWhen,
    pub code: CardCode,
}

/// The ability `a`, if it is one the rules play whose effect is its card's code: Girrit's
/// "on its shot, the target carries a hunt marker until the end of the turn".
pub fn code_ability(a: &Ability) -> Option<CodeAbility> {
    let code = CardCode::parse(&a.effect)?;
    let until = a.until.as_ref().and_then(Value::as_str);
    let target = a.target.as_ref().and_then(Value::as_str);
    let plain = a.cost.is_empty() && a.condition.is_none() && a.kind.is_none() && a.whose.is_none();
    match (code, a.when.as_str(), target, until) {
        (CardCode::Vs004, "on_shot", Some("attacked"), Some("end_of_turn")) if plain => Some(CodeAbility { when: CodeWhen::Shot, code }),
        (CardCode::Vs154, "static", None, None) if plain && !a.optional => Some(CodeAbility { when: CodeWhen::Heal, code }),
        (CardCode::Vs063, "static", None, None) if plain && !a.optional => Some(CodeAbility { when: CodeWhen::Valhalla, code }),
        _ => None,
    }
}

impl CardCode {
    /// `{"code": "vs-NNN", "note": ...}`: the card's effect, if it has a function here.
    pub(crate) fn parse(v: &Value) -> Option<CardCode> {
        let o = v.as_object().filter(|o| o.keys().all(|k| k == "code" || k == "note"))?;
        Some(match o.get("code")?.as_str()? {
            "vs-004" => CardCode::Vs004,
            "vs-022" => CardCode::Vs022,
            "vs-063" => CardCode::Vs063,
            "vs-077" => CardCode::Vs077,
            "vs-154" => CardCode::Vs154,
            "vs-162" => CardCode::Vs162,
            _ => return None,
        })
    }
}

impl BerserkGame {
    /// The effect `code` of `creature`'s card, acting on `target` (the creature its ability
    /// names).
    pub(crate) fn card_code(&mut self, code: CardCode, creature: u16, target: u16) {
        match code {
            CardCode::Vs004 => vs_004(self, creature, target),
            CardCode::Vs022 => vs_022(self, creature, target),
            CardCode::Vs077 => vs_077(self, creature, target),
            CardCode::Vs162 => self.strangle(creature, target),
            // Acts on heals only (`heal_by_code`); on Valhallas only (`valhalla_twice`).
            CardCode::Vs154 | CardCode::Vs063 => {}
        }
    }

    /// [B-GAME-10] The heal of `amount` about to act on `uid` (wounded), as the Gloomy
    /// Noblewomen on the board change it: blocked (0) or doubled. Each acts on the first heal of
    /// its kind each turn: an enemy card's while her life left is above 8, one of her side's
    /// while it is below 8 (**Decision:** always used: blocking an enemy's heal or doubling
    /// one's own is never worse for her side, and the first heal of the turn is the only one
    /// she may use it on).
    pub(crate) fn heal_by_code(&mut self, uid: u16, amount: u8) -> u8 {
        let owner = self.cr(uid).owner;
        let nobles: Vec<(u16, u8)> = self
            .alive()
            .filter(|n| !n.hidden && !self.features_ignored(n.uid))
            .filter_map(|n| {
                let def = self.def_of(n.uid);
                let index = def.abilities.iter().position(|a| CardCode::parse(&a.effect) == Some(CardCode::Vs154))?;
                def.played.code.iter().any(|c| c.when == CodeWhen::Heal && c.code == CardCode::Vs154).then_some((n.uid, index as u8))
            })
            .collect();
        let mut amount = amount;
        for (noble, ability) in nobles {
            let (life, side) = (self.life_left(noble), self.cr(noble).owner);
            // Her two uses each turn: the ability for blocking, the next number for doubling.
            let (mark, when) = match () {
                _ if life > 8 && side != owner => (ability, "heal_blocked"),
                _ if life < 8 && side == owner => (ability + 1, "heal_doubled"),
                _ => continue,
            };
            let used = super::costs::Used { ability: mark, battle: false, target: None };
            if self.cr(noble).used.contains(&used) {
                continue;
            }
            self.cr_mut(noble).used.push(used);
            let creature = self.cref(noble);
            self.emit(super::rules::B_GAME_10, super::events::EventKind::AbilityTriggered { creature, ability, when: smol_str::SmolStr::new_static(when) });
            amount = if when == "heal_blocked" { 0 } else { amount.saturating_mul(2) };
            if amount == 0 {
                break;
            }
        }
        amount
    }

    /// [B-VALHALLA] 63 Ragnar: a living, face-up creature of `player`'s whose card makes the
    /// first Valhalla of its side each turn act twice, if there is one: (it, its ability's
    /// number).
    pub(crate) fn valhalla_twice(&self, player: u8) -> Option<(u16, u8)> {
        self.alive().filter(|r| r.owner == player && !r.hidden && !self.features_ignored(r.uid)).find_map(|r| {
            let def = self.def_of(r.uid);
            let index = def.abilities.iter().position(|a| CardCode::parse(&a.effect) == Some(CardCode::Vs063))?;
            def.played.code.iter().any(|c| c.when == CodeWhen::Valhalla && c.code == CardCode::Vs063).then_some((r.uid, u8::try_from(index).ok()?))
        })
    }

    /// [B-MARKER] The abilities of `creature`'s card acting `when`, each on `target`.
    pub(crate) fn code_abilities(&mut self, when: CodeWhen, creature: u16, target: u16) {
        let codes: Vec<CardCode> = self.def_of(creature).played.code.iter().filter(|c| c.when == when).map(|c| c.code).collect();
        for code in codes {
            self.card_code(code, creature, target);
        }
    }
}

/// [B-MARKER] 4 Girrit: the creature it shoots carries a hunt marker until the end of this turn;
/// the first wounds an attack of a flyer then deals it are 2 more, and the marker goes (in
/// `markers`).
fn vs_004(g: &mut BerserkGame, creature: u16, target: u16) {
    g.put_creature_marker(creature, MarkerKind::Hunt, target, super::markers::Lasts::EndOfTurn);
}

/// [B-MARKER] 77 Mocking Spider's web: the creature chosen carries a web until the end of its
/// owner's next turn: then it neither moves nor acts; an attack on it while webbed is blocked
/// and the web goes (in `markers` and the preliminary stage).
fn vs_077(g: &mut BerserkGame, creature: u16, target: u16) {
    g.put_creature_marker(creature, MarkerKind::Web, target, super::markers::Lasts::EndOfOpponentNextTurn);
}

impl CardCode {
    /// Whether it is an action's effect on the creature the action chooses.
    pub(crate) fn action_effect(self) -> bool {
        matches!(self, CardCode::Vs077 | CardCode::Vs162)
    }
}

/// [B-MARKER] 22 Orc Bomber: the cell of the card the bomb is thrown at is marked; at the start
/// of the thrower's owner's next turn every creature on it takes 2 wounds (the explosion, in
/// `markers`).
fn vs_022(g: &mut BerserkGame, creature: u16, target: u16) {
    let cell = g.cr(target).cell;
    g.put_cell_marker(creature, MarkerKind::Bomb, cell, super::markers::Lasts::OwnNextTurnStart);
}
