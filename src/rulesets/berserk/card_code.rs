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
    /// 26 Anubisar: in formation, the formation bonuses of each steppe creature of the
    /// formation are his too (`static_abilities::statics_on`).
    Vs026,
    /// 4 Girrit: the creature it shoots carries a hunt marker until the end of the turn.
    Vs004,
    /// 14 Desert Condor: its dive pushes the chosen enemy on the board onto a free cell next to
    /// it, lands in the cell left free (movement 1 from then on) and wounds it 3-4-4 by a die.
    Vs014,
    /// 22 Orc Bomber: the bomb's cell is marked; it explodes at the start of our next turn.
    Vs022,
    /// 51 Stormcaller: a storm on each cell of a chosen row of the enemy half until the end of
    /// the opponent's turn: attacks of ordinary enemies standing there are worth 1 at most.
    Vs051,
    /// 63 Ragnar: the first Valhalla of a card of his side each turn acts twice.
    Vs063,
    /// 77 Mocking Spider: a web on the creature chosen, for its owner's next turn.
    Vs077,
    /// 108 Children of the Mire: after they jump, the opponent moves one of his creatures next
    /// to the cell they left onto it.
    Vs108,
    /// 111 Tovi: as it steps to a neighbouring cell, the opponent moves one of his creatures a
    /// cell the same way, or Tovi's next throw this turn gets +2.
    Vs111,
    /// 138 Fire Imp: +1 to its next throw this turn (at most +1) when a creature of its side
    /// teleports from a cell next to it into the enemy's half.
    Vs138,
    /// 154 Gloomy Noblewoman: blocks the first heal of an enemy card each turn while her life is
    /// above 8, doubles the first heal of a card of her side while it is below 8.
    Vs154,
    /// 162 The Beast: a strangling marker on the adjacent ordinary enemy.
    Vs162,
    /// 192 Zealot of Segger: on its strike its owner chooses a number up to the strike's value;
    /// its allies left and right get protection from non-magic attacks of that value.
    Vs192,
    /// 180 Linnet: shown before recruitment with an elite creature costing 7 or less, both
    /// join the squad paid as ordinary cards; that creature dies when she leaves the
    /// battlefield (in `deck`, `preparation` and `death`).
    Vs180,
    /// 187 Infiltrator: shown before recruitment, her player sees two random cards of the
    /// opponent's deal; she costs 1 less for each elite one and must be taken (in `deck` and
    /// `preparation`).
    Vs187,
}

/// When an ability whose effect is a card's code acts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CodeWhen {
    /// As the creature declares a shot, on the creature shot [B-GAME-9].
    Shot,
    /// Always, on each heal of a card as it is about to act [B-GAME-10].
    Heal,
    /// As a creature of its side teleports [B-GAME-13].
    OwnTeleport,
    /// As it steps to a neighbouring cell (a walk of one cell) [B-GAME-13].
    Step,
    /// Always, on the Valhallas of its side at the start of its owner's turn [B-VALHALLA].
    Valhalla,
    /// After it jumps (a bound of its card's jump, or a jump its ability makes) [B-GAME-13].
    Jump,
    /// Always, while it stands in formation [B-GAME-10].
    Formation,
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
        (CardCode::Vs111, "on_move", None, None) if plain && !a.optional => Some(CodeAbility { when: CodeWhen::Step, code }),
        (CardCode::Vs108, "on_jump", None, None) if plain && !a.optional => Some(CodeAbility { when: CodeWhen::Jump, code }),
        (CardCode::Vs026, "static", None, None) => {
            let formation = a.condition == Some(serde_json::json!({"in_formation": true}));
            let fits = formation && a.cost.is_empty() && a.kind.is_none() && a.whose.is_none() && !a.optional;
            fits.then_some(CodeAbility { when: CodeWhen::Formation, code })
        }
        (CardCode::Vs138, "on_teleport", None, None) => {
            let own = a.whose.as_deref() == Some("own") && a.cost.is_empty() && a.condition.is_none() && a.kind.is_none() && !a.optional;
            own.then_some(CodeAbility { when: CodeWhen::OwnTeleport, code })
        }
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
            "vs-026" => CardCode::Vs026,
            "vs-014" => CardCode::Vs014,
            "vs-022" => CardCode::Vs022,
            "vs-051" => CardCode::Vs051,
            "vs-063" => CardCode::Vs063,
            "vs-077" => CardCode::Vs077,
            "vs-108" => CardCode::Vs108,
            "vs-111" => CardCode::Vs111,
            "vs-138" => CardCode::Vs138,
            "vs-154" => CardCode::Vs154,
            "vs-162" => CardCode::Vs162,
            "vs-192" => CardCode::Vs192,
            "vs-180" => CardCode::Vs180,
            "vs-187" => CardCode::Vs187,
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
            // Acts on heals only (`heal_by_code`); asks its number first (`ask_number`).
            CardCode::Vs154 | CardCode::Vs192 => {}
            // Act with the cell their action chooses (`vs_014_dive`, `vs_051_storm`, from
            // `use_action`).
            CardCode::Vs014 | CardCode::Vs051 => {}
            // Act on teleports and steps only (`teleport_codes`).
            CardCode::Vs138 | CardCode::Vs111 => {}
            // Acts after jumps only (`jump_codes`).
            CardCode::Vs108 => {}
            // Read with the static abilities (`statics_on`).
            CardCode::Vs026 => {}
            // At recruitment and deaths (`deck`, `death`).
            CardCode::Vs180 | CardCode::Vs187 => {}
            // On Valhallas only (`valhalla_twice`).
            CardCode::Vs063 => {}
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

    /// [B-GAME-13] `mover` teleported from `from` to `to` (a bound of its card's teleport, not a
    /// walk): the Fire Imps of its side on the board next to `from` get +1 to their next throw
    /// this turn, at most +1 in all, when `to` lies in the enemy's half.
    pub(crate) fn teleport_codes(&mut self, mover: u16, from: super::events::Cell, to: super::events::Cell) {
        let side = self.cr(mover).owner;
        if super::board::board_cell(side, to)[1] < 3 {
            return;
        }
        let imps: Vec<(u16, u8)> = self
            .alive()
            .filter(|c| c.owner == side && c.uid != mover && !c.hidden && !c.flying && !self.features_ignored(c.uid))
            .filter(|c| super::board::adjacent(c.cell, from))
            .filter_map(|c| {
                let def = self.def_of(c.uid);
                let index = def.abilities.iter().position(|a| CardCode::parse(&a.effect) == Some(CardCode::Vs138))?;
                def.played.code.iter().any(|k| k.when == CodeWhen::OwnTeleport && k.code == CardCode::Vs138).then_some((c.uid, index as u8))
            })
            .collect();
        for (imp, ability) in imps {
            if self.cr(imp).next_throw >= 1 {
                continue;
            }
            let creature = self.cref(imp);
            self.emit(super::rules::B_GAME_13, super::events::EventKind::AbilityTriggered { creature: creature.clone(), ability, when: smol_str::SmolStr::new_static("on_teleport") });
            self.cr_mut(imp).next_throw = 1;
            self.emit(super::rules::B_GAME_13, super::events::EventKind::NextThrowBonus { creature, bonus: 1, total: 1 });
        }
    }

    /// [B-GAME-13] 108 Children of the Mire jumped from `from`: the opponent moves one of his
    /// creatures standing next to that cell (on the board, not held to its cell) onto it, his
    /// choice; with one there is no choice, with none nothing moves.
    pub(crate) fn jump_codes(&mut self, uid: u16, from: super::events::Cell) {
        let def = self.def_of(uid);
        let Some(ability) = def.abilities.iter().position(|a| CardCode::parse(&a.effect) == Some(CardCode::Vs108)) else { return };
        if !def.played.code.iter().any(|k| k.when == CodeWhen::Jump && k.code == CardCode::Vs108) || self.cr(uid).hidden || self.features_ignored(uid) || self.cr(uid).dead {
            return;
        }
        let ability = ability as u8;
        let creature = self.cref(uid);
        self.emit(super::rules::B_GAME_13, super::events::EventKind::AbilityTriggered { creature, ability, when: smol_str::SmolStr::new_static("on_jump") });
        if !self.free_cell(from) {
            return;
        }
        let side = self.cr(uid).owner;
        let movable: Vec<u16> = self.alive().filter(|c| c.owner != side && !c.flying && super::board::adjacent(c.cell, from)).map(|c| c.uid).filter(|&c| !self.rooted(c)).collect();
        match movable.as_slice() {
            [] => {}
            &[one] => self.mire_fill(one, from),
            _ => {
                self.ask(uid, ability, false, 1, movable);
                if let Some(a) = self.st.asked.iter_mut().rev().find(|a| a.creature == uid && a.ability == ability && a.onto.is_none()) {
                    a.onto = Some(from);
                }
            }
        }
    }

    /// [B-GAME-13] The opponent's creature `target` is put onto the free cell the Children of
    /// the Mire left: not a move of its own (its own move this turn is untouched).
    pub(crate) fn mire_fill(&mut self, target: u16, cell: super::events::Cell) {
        if self.cr(target).dead || self.cr(target).flying || !self.free_cell(cell) {
            return;
        }
        for c in &mut self.st.creatures {
            c.rooted_by.retain(|&by| by != target);
        }
        let from = std::mem::replace(&mut self.cr_mut(target).cell, cell);
        let creature = self.cref(target);
        self.emit(super::rules::B_GAME_13, super::events::EventKind::Moved { creature, from, to: cell, path: vec![cell] });
    }

    /// [B-GAME-13] 111 Tovi stepped from `from` to `to`, a neighbouring cell: the opponent must
    /// move one of his creatures a cell the same way, onto a free cell of the board, or (none
    /// able to, or he will not) Tovi's next throw this turn gets +2.
    pub(crate) fn step_codes(&mut self, uid: u16, from: super::events::Cell, to: super::events::Cell) {
        let def = self.def_of(uid);
        let Some(ability) = def.abilities.iter().position(|a| CardCode::parse(&a.effect) == Some(CardCode::Vs111)) else { return };
        if !def.played.code.iter().any(|k| k.when == CodeWhen::Step && k.code == CardCode::Vs111) || self.cr(uid).hidden || self.features_ignored(uid) {
            return;
        }
        let ability = ability as u8;
        let step = [to[0] as i8 - from[0] as i8, to[1] as i8 - from[1] as i8];
        let creature = self.cref(uid);
        self.emit(super::rules::B_GAME_13, super::events::EventKind::AbilityTriggered { creature, ability, when: smol_str::SmolStr::new_static("on_move") });
        let side = self.cr(uid).owner;
        let movable: Vec<u16> = self.alive().filter(|c| c.owner != side && !c.flying).map(|c| c.uid).filter(|&c| self.push_cell(c, step).is_some()).collect();
        if movable.is_empty() {
            self.push_refused(uid);
            return;
        }
        self.ask(uid, ability, true, 1, movable);
        if let Some(a) = self.st.asked.iter_mut().rev().find(|a| a.creature == uid && a.ability == ability && a.push.is_none()) {
            a.push = Some(step);
        }
    }

    /// The cell `uid` would be moved to one cell `step` away: on the board, free (no creature
    /// on it, no marker taking it), and `uid` not rooted to its cell.
    fn push_cell(&self, uid: u16, step: [i8; 2]) -> Option<super::events::Cell> {
        let c = self.cr(uid);
        let col = u8::try_from(i16::from(c.cell[0]) + i16::from(step[0])).ok().filter(|&x| x < super::board::COLUMNS)?;
        let row = u8::try_from(i16::from(c.cell[1]) + i16::from(step[1])).ok().filter(|&y| y < super::board::ROWS)?;
        let cell = [col, row];
        (self.free_cell(cell) && !self.rooted(uid)).then_some(cell)
    }

    /// [B-GAME-13] The opponent moves `target` one cell `step` away for Tovi's ability: not a
    /// move of its own (it may still move this turn).
    pub(crate) fn pushed(&mut self, _tovi: u16, target: u16, step: [i8; 2]) {
        let Some(to) = self.push_cell(target, step) else { return };
        let from = self.cr(target).cell;
        self.cr_mut(target).cell = to;
        let creature = self.cref(target);
        self.emit(super::rules::B_GAME_13, super::events::EventKind::Moved { creature, from, to, path: vec![to] });
    }

    /// [B-GAME-13] No creature of the opponent moves for Tovi's ability: its next throw this
    /// turn gets +2.
    pub(crate) fn push_refused(&mut self, tovi: u16) {
        let c = self.cr_mut(tovi);
        c.next_throw = c.next_throw.saturating_add(2);
        let total = c.next_throw;
        let creature = self.cref(tovi);
        self.emit(super::rules::B_GAME_13, super::events::EventKind::NextThrowBonus { creature, bonus: 2, total });
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
        matches!(self, CardCode::Vs014 | CardCode::Vs051 | CardCode::Vs077 | CardCode::Vs162 | CardCode::Vs192)
    }

    /// Whether the action puts the creature it chooses on a cell it also chooses (the Desert
    /// Condor's dive pushes it there).
    pub(crate) fn moves_target(self) -> bool {
        self == CardCode::Vs014
    }
}

/// [B-MARKER] 22 Orc Bomber: the cell of the card the bomb is thrown at is marked; at the start
/// of the thrower's owner's next turn every creature on it takes 2 wounds (the explosion, in
/// `markers`).
fn vs_022(g: &mut BerserkGame, creature: u16, target: u16) {
    let cell = g.cr(target).cell;
    g.put_cell_marker(creature, MarkerKind::Bomb, cell, super::markers::Lasts::OwnNextTurnStart);
}

/// The wounds of the Desert Condor's dive for a die's roll: 3 weak (1-3), 4 medium (4-5), 4
/// strong (6).
const DIVE_WOUNDS: [u8; 3] = [3, 4, 4];

impl BerserkGame {
    /// [B-GAME-12] 14 Desert Condor's dive (its action, once a battle, for a counter): the
    /// enemy it chose, on the board, is put on `cell`, a free cell orthogonally next to it (not
    /// a move of its own); the Condor loses flight and lands on the cell left free (its own
    /// move), with movement 1 for the rest of the battle; then a die is rolled and the enemy
    /// takes 3, 4 or 4 wounds (weak, medium, strong). **Decision:** the dive is an effect, not
    /// an attack: no defender, no counter-strike, armour and protections from attacks do not
    /// act; it needs both moves, so it is used only while the Condor flies, on a creature that
    /// may leave its cell.
    pub(crate) fn vs_014_dive(&mut self, condor: u16, target: u16, cell: super::events::Cell) {
        if self.cr(target).dead || self.cr(condor).dead || !self.cr(condor).flying {
            return;
        }
        let from = self.cr(target).cell;
        self.put_on_cell(target, cell);
        if self.cr(target).cell != cell {
            return;
        }
        let c = self.cr_mut(condor);
        c.flying = false;
        c.cell = from;
        c.moved = true;
        let creature = self.cref(condor);
        self.emit(super::rules::B_GAME_12, super::events::EventKind::Landed { creature, cell: from });
        self.gain(condor, super::cards::Feature::MovementBonus(1), super::cards::Until::EndOfBattle);
        // [B-GAME-13] A roll an ability fixed is the roll.
        let value = match std::mem::take(&mut self.cr_mut(condor).next_roll) {
            0 => self.st.rng.d6(),
            value => value,
        };
        let wounds = DIVE_WOUNDS[match value {
            ..=3 => 0,
            4 | 5 => 1,
            _ => 2,
        }];
        let creature = self.cref(condor);
        self.emit(super::rules::B_GAME_12, super::events::EventKind::EffectRolled { creature, value, amount: wounds });
        self.action_effect(condor, target, super::actions::ActionEffect::Wounds(wounds));
    }
}

impl BerserkGame {
    /// [B-MARKER] 51 Stormcaller's spell: a storm marker on each cell of the row of `cell` (a row
    /// of the enemy half), until the end of the opponent's next turn; the row is used for the
    /// battle (each row once).
    pub(crate) fn vs_051_storm(&mut self, caller: u16, ability: u8, cell: super::events::Cell) {
        let used = super::costs::Used { ability, battle: true, target: Some(u16::from(cell[1])) };
        self.cr_mut(caller).used.push(used);
        for col in 0..super::board::COLUMNS {
            self.put_cell_marker(caller, MarkerKind::Storm, [col, cell[1]], super::markers::Lasts::EndOfOpponentNextTurn);
        }
    }

    /// [B-MARKER] The cap a storm puts on `uid`'s attacks: 1 (and the Stormcaller whose spell
    /// it is) while `uid`, an ordinary creature on the board not protected from spells, stands
    /// on a cell with a storm of the other side. **Decision:** every attack of it (a simple
    /// strike, a counter-strike, a ranged or magic attack, a discharge an action makes) is worth
    /// 1 at most, after its modifiers; an elite creature, a flyer in the air and a creature
    /// protected from spells are not touched (the storm is a spell).
    pub(crate) fn storm_cap(&self, uid: u16) -> Option<(u16, u8)> {
        let c = self.cr(uid);
        if c.flying || c.dead || self.def_of(uid).elite == Some(true) || self.has(uid, super::cards::Feature::SpellProtection) {
            return None;
        }
        self.st.markers.iter().find(|m| m.kind == MarkerKind::Storm && m.cell == Some(c.cell) && m.owner != c.owner).map(|m| (m.source, 1))
    }
}
