//! Card effects the card language cannot say (`{"code": "vs-NNN", ...}` in a card's data): one
//! function per card, named for it. The coverage recognises a `code` item only for the cards
//! that have one here, and only where the ability carrying it is played.

use serde_json::Value;

use super::abilities::Ability;
use super::game::BerserkGame;
use super::actions::ActionEffect;
use super::markers::MarkerKind;

/// A card's own effect, by the card it belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardCode {
    /// 26 Anubisar: in formation, the formation bonuses of each steppe creature of the
    /// formation are his too (`static_abilities::statics_on`).
    Vs026,
    /// 32 Degaska: at the start of the battle and on each strong strike, its owner shows a
    /// creature of the deck with an ability "on its strong strike" (not a Degaska, each name
    /// once); Degaska has that ability for the rest of the battle (`borrowed`).
    Vs032,
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
    /// 114 Dreams of Arkhaal: after its prophecy 1, with X the revealed card's cost, an enemy of
    /// cost X gets poison 1 and a creature of its side of cost X gets -1 from non-magic attacks
    /// until the end of the opponent's turn, each chosen by its owner.
    Vs114,
    /// 90 Dverg: the creature chosen has, until the end of the turn, the action "close: a magic
    /// strike of its simple strike's values +1, once a turn" (a granted ranged action).
    Vs090,
    /// 108 Children of the Mire: after they jump, the opponent moves one of his creatures next
    /// to the cell they left onto it.
    Vs108,
    /// 96 Tergala: blooming runes on a chosen row; at the start of her owner's next turn, as
    /// many enemies as her side's unwounded creatures in that row take 1-2-2 wounds by a die.
    Vs096,
    /// 81 Satyr Leader: while it has no wounds, a heal of X on it may instead wound a creature
    /// next to it X (three times a turn at most).
    Vs081,
    /// 93 Eyes of Krong: opens when the other forest creatures of its side make a strike, a
    /// shot and a heal in a row, in any order (moves between them do not count), twice a turn
    /// at most.
    Vs093,
    /// 130 Mire Queen: after its action's prophecy 1, the creature chosen takes 2 wounds if a
    /// card of the revealed card's name is in either squad, 1 otherwise (its summoning at the
    /// end of the opponent's turn is not played yet).
    Vs130,
    /// 111 Tovi: as it steps to a neighbouring cell, the opponent moves one of his creatures a
    /// cell the same way, or Tovi's next throw this turn gets +2.
    Vs111,
    /// 118 Soul-Gnawer Shaman: its instant spell, hypnosis, makes an open enemy creature strike
    /// a card standing next to it (the one on the cell the choice names) with its simple
    /// strike, and close: an attack of that creature's own, declared at once in the main phase
    /// or once the attack under way has left the stack.
    Vs118,
    /// 119 Bul'Bagur: at the start of the opponent's turn its owner lights one to three cells
    /// in a straight line from it (diagonals too) until the end of its owner's next turn: a card
    /// on one takes 1 more wound from ranged attacks, poison and Bul'Bagur's strike.
    Vs119,
    /// 170 Demon of Greed: at the start of the opponent's turn its owner puts gates on three
    /// free cells, until the end of that turn; at its end the Demon must teleport onto a free
    /// gate and wound each enemy next to it 2, or, unable to, takes 3 wounds.
    Vs170,
    /// 161 Skeletal Worm: as it reaches the graveyard (once a battle) its owner puts a tremor on
    /// any cell of the board, for the battle; at the start of each opponent's turn, while it lies
    /// there, the owner may move the tremor one cell; it incarnates only on the tremor, open,
    /// destroying what stands there; the tremor goes and each card next to it takes 1 wound (in
    /// `incarnation`).
    Vs161,
    /// 138 Fire Imp: +1 to its next throw this turn (at most +1) when a creature of its side
    /// teleports from a cell next to it into the enemy's half.
    Vs138,
    /// 154 Gloomy Noblewoman: blocks the first heal of an enemy card each turn while her life is
    /// above 8, doubles the first heal of a card of her side while it is below 8.
    Vs154,
    /// 160 Lilith and Eiderik: at the start of their owner's turn the top card of the deck goes
    /// to the graveyard; a demon lets the owner put an incarnation token on an undead card of
    /// theirs there, an undead gives their demons +1 to the strong strike and attack experience
    /// 1 until the end of the turn.
    Vs160,
    /// 162 The Beast: a strangling marker on the adjacent ordinary enemy.
    Vs162,
    /// 192 Zealot of Segger: on its strike its owner chooses a number up to the strike's value;
    /// its allies left and right get protection from non-magic attacks of that value.
    Vs192,
    /// 180 Linnet: shown before recruitment with an elite creature costing 7 or less, both
    /// join the squad paid as ordinary cards; that creature dies when she leaves the
    /// battlefield (in `deck`, `preparation` and `death`).
    Vs180,
    /// 105 Punitive Squad: revealed by its owner's prophecy, it may come from the deck onto a
    /// free cell, closed; then a creature next to it, its owner's choice, gets poison 1 (in
    /// `summon`).
    Vs105,
    /// 187 Infiltrator: shown before recruitment, her player sees two random cards of the
    /// opponent's deal; she costs 1 less for each elite one and must be taken (in `deck` and
    /// `preparation`).
    Vs187,
    /// 28 Tribe Matriarch: her order makes every creature of her side next to the enemy chosen
    /// fight it with a simple strike, one after the other, as if it were open, none of them
    /// closing (in `ordered`).
    Vs028,
    /// 177 Pathfinder: after deployment, if its owner wants, it turns face up, the opponent's
    /// front row turns face up, and its owner rearranges their cards on their half, face down
    /// (in `preparation`).
    Vs177,
    /// 148 Flesh Stitcher: its action exiles a creature card of its owner's graveyard and
    /// brings back another, not a flyer, open on a chosen free cell of its owner's half; the
    /// creature brought back loses its features for the battle and gets +X to its simple
    /// strikes and +Y to its life, X and Y the exiled card's printed weak strike and life
    /// (`vs_148_stitch`, from `use_action`).
    Vs148,
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
    /// At the start of its owner's turn, after the graveyard's acts [B-TURN-1], [B-GAME-13].
    OwnTurnStart,
    /// While it has no wounds, on each heal of itself [B-GAME-10].
    HealUnwounded,
    /// On each action of its side in the main phase [B-GAME-10].
    Chain,
    /// Always, while it stands in formation [B-GAME-10].
    Formation,
    /// As it reaches the graveyard, and at the start of each opponent's turn while it lies
    /// there [B-INCARNATION], [B-MARKER].
    Graveyard,
    /// As its card, still in its owner's deck, is revealed by their prophecy [B-PROPHECY].
    Revealed,
    /// After both squads are placed, before the reveal [B-GAME-13], [B-GAME-7].
    AfterDeployment,
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
        (CardCode::Vs177, "after_deployment", None, None) if plain && a.optional => Some(CodeAbility { when: CodeWhen::AfterDeployment, code }),
        (CardCode::Vs161, "on_graveyard", None, None) if plain && !a.optional => Some(CodeAbility { when: CodeWhen::Graveyard, code }),
        (CardCode::Vs105, "on_prophecy_revealed", None, None) if plain && a.optional => Some(CodeAbility { when: CodeWhen::Revealed, code }),
        (CardCode::Vs063, "static", None, None) if plain && !a.optional => Some(CodeAbility { when: CodeWhen::Valhalla, code }),
        (CardCode::Vs160, "start_of_turn", None, None) => {
            let own = a.whose.as_deref() == Some("own") && a.cost.is_empty() && a.condition.is_none() && a.kind.is_none() && !a.optional;
            own.then_some(CodeAbility { when: CodeWhen::OwnTurnStart, code })
        }
        (CardCode::Vs093, "static", None, None) => {
            let limited = super::costs::Cost::parse(&a.cost).is_some_and(|c| c == super::costs::Cost { limit: c.limit, ..Default::default() } && c.limit.is_some());
            let fits = a.condition.is_none() && limited && a.kind.is_none() && a.whose.is_none() && !a.optional;
            fits.then_some(CodeAbility { when: CodeWhen::Chain, code })
        }
        (CardCode::Vs081, "static", None, None) => {
            let unwounded = a.condition == Some(serde_json::json!({"no_wounds": true}));
            let limited = super::costs::Cost::parse(&a.cost).is_some_and(|c| c == super::costs::Cost { limit: c.limit, ..Default::default() } && c.limit.is_some());
            let fits = unwounded && limited && a.kind.is_none() && a.whose.is_none() && !a.optional;
            fits.then_some(CodeAbility { when: CodeWhen::HealUnwounded, code })
        }
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
            "vs-032" => CardCode::Vs032,
            "vs-014" => CardCode::Vs014,
            "vs-022" => CardCode::Vs022,
            "vs-051" => CardCode::Vs051,
            "vs-063" => CardCode::Vs063,
            "vs-077" => CardCode::Vs077,
            "vs-090" => CardCode::Vs090,
            "vs-108" => CardCode::Vs108,
            "vs-096" => CardCode::Vs096,
            "vs-081" => CardCode::Vs081,
            "vs-093" => CardCode::Vs093,
            "vs-111" => CardCode::Vs111,
            "vs-118" => CardCode::Vs118,
            "vs-119" => CardCode::Vs119,
            "vs-114" => CardCode::Vs114,
            "vs-130" => CardCode::Vs130,
            "vs-138" => CardCode::Vs138,
            "vs-154" => CardCode::Vs154,
            "vs-160" => CardCode::Vs160,
            "vs-161" => CardCode::Vs161,
            "vs-162" => CardCode::Vs162,
            "vs-170" => CardCode::Vs170,
            "vs-192" => CardCode::Vs192,
            "vs-180" => CardCode::Vs180,
            "vs-187" => CardCode::Vs187,
            "vs-028" => CardCode::Vs028,
            "vs-105" => CardCode::Vs105,
            "vs-177" => CardCode::Vs177,
            "vs-148" => CardCode::Vs148,
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
            // Act through their triggers, which know which of the card's abilities acts
            // (`trigger_code`).
            CardCode::Vs119 | CardCode::Vs170 | CardCode::Vs032 => {}
            // [B-GAME-12] Its action given until the end of the turn.
            CardCode::Vs090 => self.gain(target, super::cards::Feature::GrantedMagicStrike, super::cards::Until::EndOfTurn),
            // Acts on heals only (`heal_by_code`); asks its number first (`ask_number`).
            CardCode::Vs154 | CardCode::Vs192 | CardCode::Vs081 => {}
            // On its side's actions only (`chain_link`).
            CardCode::Vs093 => {}
            // Act with the cell their action chooses (`vs_014_dive`, `vs_051_storm`, `vs_096_runes`,
            // `vs_118_hypnosis`, from `use_action` and `resolve_card_instant`).
            CardCode::Vs014 | CardCode::Vs051 | CardCode::Vs096 | CardCode::Vs118 => {}
            // Acts with the cards its action's prophecy revealed (`prophecy_code`).
            CardCode::Vs114 | CardCode::Vs130 => {}
            // Act on teleports and steps only (`teleport_codes`).
            CardCode::Vs138 | CardCode::Vs111 => {}
            // Acts after jumps only (`jump_codes`).
            CardCode::Vs108 => {}
            // Read with the static abilities (`statics_on`).
            CardCode::Vs026 => {}
            // At recruitment and deaths (`deck`, `death`).
            CardCode::Vs180 | CardCode::Vs187 => {}
            // Acts after deployment (`preparation`).
            CardCode::Vs177 => {}
            // On Valhallas only (`valhalla_twice`).
            CardCode::Vs063 => {}
            // At its owner's start of turn only (`turn_start_codes`).
            CardCode::Vs160 => {}
            // From the graveyard only (`vs_161_buried`, `tremor_moves`, `incarnation`).
            CardCode::Vs161 => {}
            // [B-GAME-12] The fights it orders, queued (`ordered`).
            CardCode::Vs028 => self.vs_028_order(creature, target),
            // From the deck, as a prophecy reveals it (`revealed_reactions`, `vs_105_arrived`).
            CardCode::Vs105 => {}
            // Acts with the two cards and the cell its action names (`vs_148_stitch`, from
            // `use_action`).
            CardCode::Vs148 => {}
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

    /// [B-GAME-10] 81 Satyr Leader: something would heal `uid` of `amount` while it has no
    /// wounds: if its card says so, a use of the turn is left and a creature stands next to it,
    /// its owner is asked whether to wound one of them `amount` instead, and which (a `trigger`
    /// decision that may be declined, [B-GAME-13]); the heal, which would heal nothing, is over.
    /// Whether it asked.
    pub(crate) fn heal_asks_wounds(&mut self, uid: u16, amount: u8) -> bool {
        let c = self.cr(uid);
        // A heal of all its wounds (`u8::MAX`) is a heal of none: there is no X.
        if amount == 0 || amount == u8::MAX || c.wounds > 0 || c.dead || c.hidden || self.features_ignored(uid) {
            return false;
        }
        let Some(ability) = self.code_ability_of(uid, CardCode::Vs081, CodeWhen::HealUnwounded) else { return false };
        let cost = super::costs::Cost::parse(&self.def_of(uid).abilities[usize::from(ability)].cost).unwrap_or_default();
        if self.check_cost(uid, ability, cost).is_err() {
            return false;
        }
        let me = self.cr(uid);
        let next: Vec<u16> =
            self.alive().filter(|o| o.uid != uid && !o.flying && !me.flying && super::board::adjacent(o.cell, me.cell)).map(|o| o.uid).collect();
        if next.is_empty() {
            return false;
        }
        self.ask(uid, ability, true, 1, next);
        if let Some(a) = self.st.asked.iter_mut().rev().find(|a| a.creature == uid && a.ability == ability) {
            a.amount = Some(amount);
        }
        true
    }

    /// [B-GAME-10] 81 Satyr Leader's owner chose `target` for the heal of `amount` it replaces:
    /// a use of the turn counted, then `amount` wounds on it.
    pub(crate) fn vs_081_wounds(&mut self, uid: u16, ability: u8, target: u16, amount: u8) {
        let cost = super::costs::Cost::parse(&self.def_of(uid).abilities[usize::from(ability)].cost).unwrap_or_default();
        self.pay_cost(uid, ability, cost);
        let creature = self.cref(uid);
        self.emit(super::rules::B_GAME_10, super::events::EventKind::AbilityTriggered { creature, ability, when: smol_str::SmolStr::new_static("heal_replaced_by") });
        self.action_effect(uid, target, super::actions::ActionEffect::Wounds(amount));
    }

    /// [B-GAME-10] 93 Eyes of Krong: the link `choice` of the active player adds to its chain,
    /// read before it is applied: 0 a simple strike, 1 a shot, 2 an action that heals, each by a
    /// forest creature of that side other than an Eyes of Krong; a move is none (`Some(None)`:
    /// it does not break the chain); anything else breaks it (`None`).
    pub(crate) fn chain_link(&self, choice: &super::game::Choice) -> Option<Option<u8>> {
        use super::game::Choice;
        let forest = |uid: u16| {
            self.creature(uid).is_some_and(|c| !c.dead && c.owner == self.st.active)
                && self.def_of(uid).element == Some(super::cards::Element::Forest)
                && self.code_ability_of(uid, CardCode::Vs093, CodeWhen::Chain).is_none()
        };
        match *choice {
            Choice::Move { .. } => Some(None),
            Choice::Strike { attacker, .. } if forest(attacker) => Some(Some(0)),
            Choice::Act { creature, ability, .. } if forest(creature) => {
                if self.ranged_of(creature, ability).is_some_and(|r| r.kind == super::ranged::RangedKind::Shot) {
                    return Some(Some(1));
                }
                let heals = |e: &super::actions::ActionEffect| matches!(e, super::actions::ActionEffect::Heal(_) | super::actions::ActionEffect::HealX);
                self.action_of(creature, ability).is_some_and(|a| a.effects.iter().any(heals)).then_some(Some(2))
            }
            _ => None,
        }
    }

    /// [B-GAME-10] 93 Eyes of Krong: `link` (from `chain_link`) was made; when the last three
    /// links are a strike, a shot and a heal, in any order, each closed Eyes of Krong of the
    /// active player with a use of the turn left opens, and the chain starts again.
    pub(crate) fn chain_made(&mut self, link: Option<Option<u8>>) {
        match link {
            None => self.st.chain.clear(),
            Some(None) => {}
            Some(Some(k)) => {
                self.st.chain.push(k);
                if self.st.chain.len() > 3 {
                    self.st.chain.remove(0);
                }
            }
        }
        let mut last = self.st.chain.clone();
        last.sort_unstable();
        if last != [0, 1, 2] {
            return;
        }
        self.st.chain.clear();
        let active = self.st.active;
        let eyes: Vec<(u16, u8)> = self
            .alive()
            .filter(|c| c.owner == active && !c.hidden && c.closed && !self.features_ignored(c.uid))
            .filter_map(|c| Some((c.uid, self.code_ability_of(c.uid, CardCode::Vs093, CodeWhen::Chain)?)))
            .collect();
        for (uid, ability) in eyes {
            let cost = super::costs::Cost::parse(&self.def_of(uid).abilities[usize::from(ability)].cost).unwrap_or_default();
            if self.check_cost(uid, ability, cost).is_err() {
                continue;
            }
            self.pay_cost(uid, ability, cost);
            let creature = self.cref(uid);
            self.emit(super::rules::B_GAME_10, super::events::EventKind::AbilityTriggered { creature, ability, when: smol_str::SmolStr::new_static("on_chain") });
            self.set_closed(uid, false, super::rules::B_GAME_10);
        }
    }

    /// The number of `uid`'s card's ability whose effect is `code`, played `when`, if it has one.
    pub(crate) fn code_ability_of(&self, uid: u16, code: CardCode, when: CodeWhen) -> Option<u8> {
        def_code_ability(self.def_of(uid), code, when)
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
    /// Whether it is an action's effect on the creature the action chooses (or a trigger's on
    /// itself).
    pub(crate) fn action_effect(self) -> bool {
        matches!(self, CardCode::Vs014 | CardCode::Vs028 | CardCode::Vs032 | CardCode::Vs051 | CardCode::Vs077 | CardCode::Vs090 | CardCode::Vs096 | CardCode::Vs114 | CardCode::Vs118 | CardCode::Vs119 | CardCode::Vs130 | CardCode::Vs148 | CardCode::Vs162 | CardCode::Vs170 | CardCode::Vs192)
    }

    /// Whether the action brings back the dead creature it chooses onto a cell it also chooses,
    /// exiling another card of the graveyard, which the choice names as its one `also` (the
    /// Flesh Stitcher).
    pub(crate) fn exiles(self) -> bool {
        self == CardCode::Vs148
    }

    /// Whether it reads the cards the prophecy of its action just revealed.
    pub(crate) fn reads_prophecy(self) -> bool {
        matches!(self, CardCode::Vs114 | CardCode::Vs130)
    }

    /// Whether it acts on the creature its action chose (not on the one acting).
    pub(crate) fn on_chosen(self) -> bool {
        self == CardCode::Vs130
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

/// The eight straight directions from a cell, orthogonal and diagonal (column, row).
const DIRECTIONS: [[i8; 2]; 8] = [[-1, -1], [0, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [0, 1], [1, 1]];

/// How many cells long a lantern's light is at most.
const LANTERN_CELLS: u8 = 3;

/// The cell `n` steps from `from` in direction `d`, if it is on the board.
fn cell_along(from: super::events::Cell, d: [i8; 2], n: u8) -> Option<super::events::Cell> {
    let at = |x: u8, dx: i8, max: u8| u8::try_from(i16::from(x) + i16::from(dx) * i16::from(n)).ok().filter(|&v| v < max);
    Some([at(from[0], d[0], super::board::COLUMNS)?, at(from[1], d[1], super::board::ROWS)?])
}

impl BerserkGame {
    /// [B-GAME-13] Trigger `ability` of `uid` acts on `whom` with its card's `code`: the
    /// codes that tell their abilities apart by their number, the others as any code.
    pub(crate) fn trigger_code(&mut self, uid: u16, ability: u8, whom: u16, code: CardCode) {
        let when = self.def_of(uid).abilities.get(usize::from(ability)).map(|a| a.when.clone());
        match (code, when.as_deref()) {
            (CardCode::Vs119, _) => self.vs_119_lantern(uid, ability),
            (CardCode::Vs032, _) => self.vs_032_search(uid, ability),
            (CardCode::Vs170, Some("start_of_turn")) => self.vs_170_gates(uid, ability),
            (CardCode::Vs170, Some("end_of_turn")) => self.vs_170_teleport(uid, ability),
            (CardCode::Vs170, _) => {}
            (CardCode::Vs130, Some("end_of_turn")) => self.vs_130_summon(uid, ability),
            (code, _) => self.card_code(code, uid, whom),
        }
    }

    /// [B-MARKER] 119 Bul'Bagur's lantern, at the start of the opponent's turn: its owner
    /// chooses the far end of the line to light, a cell one to three steps from it in one of
    /// the eight directions, on the board (nothing to light from the air).
    fn vs_119_lantern(&mut self, uid: u16, ability: u8) {
        let c = self.cr(uid);
        if c.flying || c.dead {
            return;
        }
        let from = c.cell;
        let ends: Vec<super::events::Cell> = DIRECTIONS.iter().flat_map(|&d| (1..=LANTERN_CELLS).map_while(move |n| cell_along(from, d, n))).collect();
        self.ask_cells(uid, ability, ends);
    }

    /// [B-MARKER] The cells of the line from `from` to `to` (a cell in one of the eight
    /// directions from it), `from` itself left out.
    fn line_cells(from: super::events::Cell, to: super::events::Cell) -> Vec<super::events::Cell> {
        let (dx, dy) = (i16::from(to[0]) - i16::from(from[0]), i16::from(to[1]) - i16::from(from[1]));
        let n = dx.abs().max(dy.abs());
        let straight = dx == 0 || dy == 0 || dx.abs() == dy.abs();
        if n == 0 || !straight {
            return vec![];
        }
        let d = [dx.signum() as i8, dy.signum() as i8];
        (1..=n as u8).filter_map(|k| cell_along(from, d, k)).collect()
    }

    /// [B-MARKER] Whether the cell chosen for trigger `ability` of `creature` is its card's code's
    /// to use (otherwise the trigger's creature goes there).
    pub(crate) fn cell_code(&self, creature: u16, ability: u8) -> bool {
        let code = self.def_of(creature).abilities.get(usize::from(ability)).and_then(|a| CardCode::parse(&a.effect));
        matches!(code, Some(CardCode::Vs119 | CardCode::Vs130 | CardCode::Vs161 | CardCode::Vs170))
    }

    /// [B-MARKER] The cell `player`'s answer chose for trigger `ability` of `creature`: what its
    /// card's code does with it.
    pub(crate) fn cell_chosen(&mut self, creature: u16, ability: u8, cell: super::events::Cell) {
        let a = self.def_of(creature).abilities.get(usize::from(ability));
        let (code, when) = (a.and_then(|a| CardCode::parse(&a.effect)), a.map(|a| a.when.clone()));
        match (code, when.as_deref()) {
            // Bul'Bagur's light: a lantern on each cell of the line up to the one chosen.
            (Some(CardCode::Vs119), _) => {
                let from = self.cr(creature).cell;
                for lit in Self::line_cells(from, cell) {
                    self.put_cell_marker(creature, MarkerKind::Lantern, lit, super::markers::Lasts::EndOfOwnNextTurn);
                }
            }
            // A gate, until the end of this turn (the opponent's); then the next, if any is left.
            (Some(CardCode::Vs170), Some("start_of_turn")) => {
                self.put_cell_marker(creature, MarkerKind::Gate, cell, super::markers::Lasts::EndOfTurn);
                self.vs_170_gates(creature, ability);
            }
            (Some(CardCode::Vs170), Some("end_of_turn")) => self.vs_170_arrive(creature, cell),
            (Some(CardCode::Vs130), Some("end_of_turn")) => self.vs_130_arrive(creature, cell),
            // The Skeletal Worm's tremor: put there, or moved there.
            (Some(CardCode::Vs161), _) => self.tremor_to(creature, cell),
            _ => {}
        }
    }
}

/// The wounds of Tergala's runes for a die's roll: 1 weak (1-3), 2 medium (4-5), 2 strong (6).
const RUNES_WOUNDS: [u8; 3] = [1, 2, 2];

impl BerserkGame {
    /// [B-MARKER] 96 Tergala's spell: blooming runes on each cell of the row of `cell` (any row
    /// of the board), until the start of her owner's next turn.
    pub(crate) fn vs_096_runes(&mut self, tergala: u16, cell: super::events::Cell) {
        for col in 0..super::board::COLUMNS {
            self.put_cell_marker(tergala, MarkerKind::Runes, [col, cell[1]], super::markers::Lasts::OwnNextTurnStart);
        }
    }

    /// [B-MARKER] At the start of the active player's turn, the runes they put bloom, then go:
    /// for each row, X is the number of their unwounded creatures standing on it now (flyers are
    /// off the board); a die gives 1, 2 or 2 wounds (weak, medium, strong); then their owner names
    /// X different enemy creatures not protected from spells (the runes are a spell), each taking
    /// those wounds, all of them when there are X or fewer. **Decision:** the runes act whether
    /// or not Tergala is still on the battlefield (the spell was cast); X is counted as they
    /// bloom, since the wounds come then; one die for all the wounds; any enemy may be named, on
    /// the board or flying (an effect, not a ranged attack), face down too.
    pub(crate) fn runes_bloom(&mut self) {
        let (turn, active) = (self.st.turn, self.st.active);
        let due = |m: &super::markers::Marker| m.kind == MarkerKind::Runes && m.owner == active && m.until_turn <= turn;
        if !self.st.markers.iter().any(due) {
            return;
        }
        // What the poison killed is in the graveyard before they act.
        self.deaths();
        let (runes, kept): (Vec<_>, Vec<_>) = std::mem::take(&mut self.st.markers).into_iter().partition(due);
        self.st.markers = kept;
        // One bloom for each row of each card's runes, in the order they were put.
        let mut rows: Vec<(u16, u8)> = vec![];
        for m in runes {
            let Some(cell) = m.cell else { continue };
            if !rows.contains(&(m.source, cell[1])) {
                rows.push((m.source, cell[1]));
            }
            self.marker_gone(m);
        }
        for (tergala, row) in rows {
            let count = self.alive().filter(|c| c.owner == active && !c.flying && c.cell[1] == row && c.wounds == 0).count();
            let count = u8::try_from(count).unwrap_or(u8::MAX);
            let creature = self.cref(tergala);
            self.emit(super::rules::B_MARKER, super::events::EventKind::RunesBloomed { creature, row, count });
            if count == 0 {
                continue;
            }
            // [B-GAME-13] A roll an ability fixed is the roll.
            let value = match std::mem::take(&mut self.cr_mut(tergala).next_roll) {
                0 => self.st.rng.d6(),
                value => value,
            };
            let wounds = RUNES_WOUNDS[match value {
                ..=3 => 0,
                4 | 5 => 1,
                _ => 2,
            }];
            let creature = self.cref(tergala);
            self.emit(super::rules::B_MARKER, super::events::EventKind::EffectRolled { creature, value, amount: wounds });
            let targets: Vec<u16> = self.alive().filter(|c| c.owner != active && !self.has(c.uid, super::cards::Feature::SpellProtection)).map(|c| c.uid).collect();
            if targets.len() <= usize::from(count) {
                for t in targets {
                    self.action_effect(tergala, t, super::actions::ActionEffect::Wounds(wounds));
                }
                continue;
            }
            let ability = self.def_of(tergala).abilities.iter().position(|a| a.effect.get("code").and_then(serde_json::Value::as_str) == Some("vs-096")).unwrap_or(0);
            let ability = u8::try_from(ability).unwrap_or(0);
            self.ask(tergala, ability, false, count, targets);
            if let Some(a) = self.st.asked.iter_mut().rev().find(|a| a.creature == tergala && a.ability == ability && a.wounds.is_none()) {
                a.wounds = Some(wounds);
            }
        }
    }
}

/// How many gates the Demon of Greed puts each time.
const GATES: usize = 3;

/// The wounds the Demon of Greed deals each enemy next to the gate it arrives at.
const GATE_WOUNDS: u8 = 2;

/// The wounds the Demon of Greed takes when it cannot go through a gate.
const GATE_MISSED_WOUNDS: u8 = 3;

/// Every cell of the board, row by row.
fn board_cells() -> impl Iterator<Item = super::events::Cell> {
    (0..super::board::ROWS).flat_map(|r| (0..super::board::COLUMNS).map(move |c| [c, r]))
}

impl BerserkGame {
    /// The cells with a gate of the Demon of Greed `uid`.
    fn gates_of(&self, uid: u16) -> Vec<super::events::Cell> {
        self.st.markers.iter().filter(|m| m.kind == MarkerKind::Gate && m.source == uid).filter_map(|m| m.cell).collect()
    }

    /// [B-MARKER] 170 Demon of Greed, at the start of the opponent's turn: its owner puts a
    /// gate on a free cell without one, one at a time, until it has three (or no cell is left).
    fn vs_170_gates(&mut self, uid: u16, ability: u8) {
        let gates = self.gates_of(uid);
        if self.cr(uid).dead || gates.len() >= GATES {
            return;
        }
        let cells: Vec<super::events::Cell> = board_cells().filter(|&c| self.free_cell(c) && !gates.contains(&c)).collect();
        self.ask_cells(uid, ability, cells);
    }

    /// [B-MARKER] 170 Demon of Greed, at the end of the opponent's turn: it must teleport onto
    /// one of its gates that is free, its owner's choice when there are several; with none
    /// free, or held to its cell (rooted, strangled) or in the air, it takes 3 wounds.
    fn vs_170_teleport(&mut self, uid: u16, ability: u8) {
        let c = self.cr(uid);
        if c.dead {
            return;
        }
        let held = c.flying || self.rooted(uid) || self.strangled(uid) >= 1;
        let free: Vec<super::events::Cell> = self.gates_of(uid).into_iter().filter(|&g| self.free_cell(g)).collect();
        match free.as_slice() {
            _ if held => self.vs_170_missed(uid),
            [] => self.vs_170_missed(uid),
            &[one] => self.vs_170_arrive(uid, one),
            _ => self.ask_cells(uid, ability, free),
        }
    }

    /// [B-MARKER] The Demon of Greed could not go through a gate: 3 wounds.
    fn vs_170_missed(&mut self, uid: u16) {
        let total = self.put_wounds(uid, GATE_MISSED_WOUNDS);
        let creature = self.cref(uid);
        self.emit(super::rules::B_MARKER, super::events::EventKind::Wounded { source: creature.clone(), target: creature, wounds: GATE_MISSED_WOUNDS, total });
    }

    /// [B-MARKER] The Demon of Greed teleports onto the gate `to` (a bound, not a walk: the
    /// creatures it held are free, the abilities answering a teleport of its side act), then
    /// wounds each enemy next to it 2.
    fn vs_170_arrive(&mut self, uid: u16, to: super::events::Cell) {
        if self.cr(uid).dead || !self.free_cell(to) {
            return;
        }
        for c in &mut self.st.creatures {
            c.rooted_by.retain(|&by| by != uid);
        }
        let from = std::mem::replace(&mut self.cr_mut(uid).cell, to);
        let creature = self.cref(uid);
        self.emit(super::rules::B_MARKER, super::events::EventKind::Moved { creature, from, to, path: vec![to] });
        self.teleport_codes(uid, from, to);
        let owner = self.cr(uid).owner;
        let enemies: Vec<u16> = self.alive().filter(|e| e.owner != owner && !e.flying && super::board::adjacent(e.cell, to)).map(|e| e.uid).collect();
        for e in enemies {
            self.action_effect(uid, e, super::actions::ActionEffect::Wounds(GATE_WOUNDS));
        }
    }
}

impl BerserkGame {
    /// [B-PROPHECY] The code `code` of `creature`'s card, after its action's prophecy revealed
    /// `revealed` (its deck's cards, top first).
    pub(crate) fn prophecy_code(&mut self, code: CardCode, creature: u16, target: u16, revealed: &[u16]) {
        match code {
            CardCode::Vs114 => self.vs_114(creature, revealed),
            CardCode::Vs130 => self.vs_130(creature, target, revealed),
            _ => {}
        }
    }

    /// [B-PROPHECY] 130 Mire Queen: the creature chosen takes 2 wounds if a card of the name of
    /// the card revealed is in either squad, 1 otherwise. **Decision:** a squad's cards are
    /// its living creatures on the battlefield, face up (a face-down card's name is hidden, and
    /// the wounds would tell it), the Queen herself among them; the same name is the same
    /// card; nothing revealed (no deck), it takes 1.
    fn vs_130(&mut self, creature: u16, target: u16, revealed: &[u16]) {
        let named = revealed.first().is_some_and(|&card| self.alive().any(|c| !c.hidden && c.def == card));
        self.action_effect(creature, target, ActionEffect::Wounds(if named { 2 } else { 1 }));
    }

    /// [B-PROPHECY] 114 Dreams of Arkhaal: X is the printed cost of the card revealed (elite or
    /// not). Its owner chooses a face-up enemy of cost X, which gets poison 1, then a face-up
    /// creature of its side of cost X (itself too), which gets -1 from non-magic attacks until
    /// the end of the opponent's turn. **Decision:** each is chosen if there is one (one alone
    /// is no choice); a face-down creature shows no cost and is not chosen; nothing revealed
    /// (no deck), nothing happens.
    fn vs_114(&mut self, creature: u16, revealed: &[u16]) {
        let Some(x) = revealed.first().and_then(|&card| self.cat.get(card).cost) else { return };
        let Some(ability) = self.def_of(creature).abilities.iter().position(|a| {
            matches!(&a.effect, Value::Array(items) if items.iter().any(|e| CardCode::parse(e) == Some(CardCode::Vs114)))
        }) else {
            return;
        };
        let ability = u8::try_from(ability).unwrap_or(u8::MAX);
        let side = self.cr(creature).owner;
        let of_cost = |g: &BerserkGame, own: bool| -> Vec<u16> {
            g.alive().filter(|c| (c.owner == side) == own && !c.hidden && g.cat.get(c.def).cost == Some(x)).map(|c| c.uid).collect()
        };
        let enemies = of_cost(self, false);
        self.choose_for(creature, ability, enemies, vec![ActionEffect::Poison(1)]);
        let own = of_cost(self, true);
        let until = super::cards::Until::EndOfOpponentNextTurn;
        self.choose_for(creature, ability, own, vec![ActionEffect::Gain(super::cards::Feature::NonMagicReduction(1), until)]);
    }

    /// [B-GAME-13] `effects` of `creature`'s `ability` act on one of `targets`, its owner's
    /// choice: at once on the only one (when nothing of it waits already), asked otherwise.
    fn choose_for(&mut self, creature: u16, ability: u8, targets: Vec<u16>, effects: Vec<ActionEffect>) {
        let waiting = self.st.asked.iter().any(|a| a.creature == creature && a.ability == ability);
        match targets.as_slice() {
            [] => {}
            &[one] if !waiting => {
                for e in effects {
                    self.action_effect(creature, one, e);
                }
            }
            _ => {
                self.ask(creature, ability, false, 1, targets);
                if let Some(a) = self.st.asked.iter_mut().rev().find(|a| a.creature == creature && a.ability == ability && a.apply.is_empty()) {
                    a.apply = effects;
                }
            }
        }
    }
}

impl BerserkGame {
    /// [B-PROPHECY] 105 Punitive Squad came in (`uid`, by its `ability`): a creature standing
    /// next to its cell (diagonals too, on the board, either side, face down too) gets poison 1,
    /// its owner's choice; one alone is no choice; none, nothing.
    pub(crate) fn vs_105_arrived(&mut self, uid: u16, ability: u8) {
        let at = self.cr(uid).cell;
        let next: Vec<u16> = self.alive().filter(|c| c.uid != uid && !c.flying && super::board::adjacent(c.cell, at)).map(|c| c.uid).collect();
        self.choose_for(uid, ability, next, vec![ActionEffect::Poison(1)]);
    }
}

/// [B-GAME-13] Lilith and Eiderik's classes: the card milled is read for these.
const DEMON: &str = "demon";
const UNDEAD: &str = "undead";

impl BerserkGame {
    /// [B-GAME-13] At the start of the active player's turn, the abilities of their face-up
    /// creatures acting then by their card's code (Lilith and Eiderik), in creature order.
    pub(crate) fn turn_start_codes(&mut self) {
        let active = self.st.active;
        let acting: Vec<(u16, u8)> = self
            .alive()
            .filter(|c| c.owner == active && !c.hidden && !self.features_ignored(c.uid))
            .filter_map(|c| {
                let def = self.def_of(c.uid);
                let index = def.abilities.iter().position(|a| CardCode::parse(&a.effect) == Some(CardCode::Vs160))?;
                def.played.code.iter().any(|k| k.when == CodeWhen::OwnTurnStart && k.code == CardCode::Vs160).then_some((c.uid, u8::try_from(index).ok()?))
            })
            .collect();
        for (uid, ability) in acting {
            if !self.cr(uid).dead {
                self.vs_160(uid, ability);
            }
        }
    }

    /// [B-GAME-13] 160 Lilith and Eiderik at the start of their owner's turn: the top card of
    /// the owner's deck goes into their graveyard, face up (`milled`; nothing with an empty
    /// deck). A demon card: the owner puts an incarnation token on an undead card of their
    /// graveyard whose Инкарнация still lacks tokens (their choice among several; none, nothing).
    /// An undead card: the owner's face-up demons on the battlefield gain +1 to their strong
    /// strike and attack experience 1 until the end of the turn. A card of both classes does
    /// both, the token first.
    fn vs_160(&mut self, uid: u16, ability: u8) {
        let player = self.cr(uid).owner;
        let creature = self.cref(uid);
        self.emit(super::rules::B_GAME_13, super::events::EventKind::AbilityTriggered { creature, ability, when: smol_str::SmolStr::new_static("start_of_turn") });
        if self.camp(player).deck.is_empty() {
            return;
        }
        let def = self.prep_mut().camps[usize::from(player & 1)].deck.remove(0);
        let Ok(milled) = u16::try_from(self.st.creatures.len()) else { return };
        let cell = self.cr(uid).cell;
        let mut card = super::game::Creature::new(milled, def, player, cell, false);
        card.dead = true;
        self.st.creatures.push(card);
        let creature = self.cref(milled);
        self.emit(super::rules::B_GAME_13, super::events::EventKind::Milled { player, creature });
        let classes = self.cat.get(def).classes.clone();
        if classes.iter().any(|c| c == DEMON) {
            let undead: Vec<u16> = self
                .pickable(uid, super::triggers::Pick::OwnGraveyardIncarnation)
                .into_iter()
                .filter(|&d| self.def_of(d).classes.iter().any(|c| c == UNDEAD))
                .collect();
            match undead.as_slice() {
                [] => {}
                &[one] => self.action_effect(uid, one, super::actions::ActionEffect::IncarnationToken(1)),
                _ => {
                    self.ask(uid, ability, false, 1, undead);
                    if let Some(a) = self.st.asked.iter_mut().rev().find(|a| a.creature == uid && a.ability == ability && a.tokens.is_none()) {
                        a.tokens = Some(1);
                    }
                }
            }
        }
        if classes.iter().any(|c| c == UNDEAD) {
            let demons: Vec<u16> = self
                .alive()
                .filter(|c| c.owner == player && !c.hidden && self.def_of(c.uid).classes.iter().any(|k| k == DEMON))
                .map(|c| c.uid)
                .collect();
            for d in demons {
                self.gain(d, super::cards::Feature::strike_bonus(1, Some(super::events::Strength::Strong)), super::cards::Until::EndOfTurn);
                self.gain(d, super::cards::Feature::AttackExperience(1), super::cards::Until::EndOfTurn);
            }
        }
    }
}

impl BerserkGame {
    /// The number of `uid`'s Skeletal Worm ability (its tremor), if its card has one the rules
    /// play.
    pub(crate) fn tremor_ability(&self, uid: u16) -> Option<u8> {
        self.code_ability_of(uid, CardCode::Vs161, CodeWhen::Graveyard)
    }

    /// The cell of the tremor `uid` put, if one lies on the board.
    pub(crate) fn tremor_of(&self, uid: u16) -> Option<super::events::Cell> {
        self.st.markers.iter().find(|m| m.kind == MarkerKind::Tremor && m.source == uid).and_then(|m| m.cell)
    }

    /// [B-MARKER] 161 Skeletal Worm reached the graveyard: once a battle (its incarnations
    /// included), its owner chooses any cell of the board for its tremor.
    pub(crate) fn vs_161_buried(&mut self, uid: u16) {
        let Some(ability) = self.tremor_ability(uid) else { return };
        let used = super::costs::Used { ability, battle: true, target: None };
        if !self.cr(uid).dead || self.cr(uid).used.contains(&used) {
            return;
        }
        self.cr_mut(uid).used.push(used);
        let creature = self.cref(uid);
        self.emit(super::rules::B_MARKER, super::events::EventKind::AbilityTriggered { creature, ability, when: smol_str::SmolStr::new_static("on_graveyard") });
        let cells = (0..super::board::ROWS).flat_map(|row| (0..super::board::COLUMNS).map(move |col| [col, row])).collect();
        self.ask_cells(uid, ability, cells);
    }

    /// [B-MARKER] At the start of the active player's turn, each Skeletal Worm of the other
    /// player lying in the graveyard with its tremor on the board lets its owner move the tremor
    /// one cell, or leave it. **Decision:** one orthogonal step, as a creature's move (a
    /// diagonal move is a feature of its own, B-GAME-13), onto any cell of the board, taken or
    /// free (a marker takes no room).
    pub(crate) fn tremor_moves(&mut self) {
        let active = self.st.active;
        let worms: Vec<(u16, u8, super::events::Cell)> = self
            .st
            .creatures
            .iter()
            .filter(|c| c.in_graveyard() && c.owner != active)
            .filter_map(|c| Some((c.uid, self.tremor_ability(c.uid)?, self.tremor_of(c.uid)?)))
            .collect();
        for (uid, ability, at) in worms {
            let steps: Vec<super::events::Cell> =
                [[-1i8, 0], [1, 0], [0, -1], [0, 1]].iter().filter_map(|&d| cell_along(at, d, 1)).collect();
            let creature = self.cref(uid);
            self.emit(super::rules::B_MARKER, super::events::EventKind::AbilityTriggered { creature, ability, when: smol_str::SmolStr::new_static("start_of_turn") });
            self.ask_cells(uid, ability, steps);
            if let Some(a) = self.st.asked.iter_mut().rev().find(|a| a.creature == uid && a.ability == ability) {
                a.optional = true;
            }
        }
    }

    /// [B-MARKER] The Skeletal Worm `uid`'s tremor goes onto `cell` (from where it lay, if it
    /// lay somewhere); it lasts the battle.
    pub(crate) fn tremor_to(&mut self, uid: u16, cell: super::events::Cell) {
        if let Some(at) = self.st.markers.iter().position(|m| m.kind == MarkerKind::Tremor && m.source == uid) {
            let m = self.st.markers.remove(at);
            self.marker_gone(m);
        }
        self.put_cell_marker(uid, MarkerKind::Tremor, cell, super::markers::Lasts::Held);
    }
}

impl BerserkGame {
    /// [B-GAME-12] 118 Soul-Gnawer Shaman: the card its hypnosis would make `uid` strike, the
    /// one on `cell`: `uid` lives, stands open on the board and may attack; the card is another
    /// living one on the board, on a cell next to it (diagonals included, as a simple strike's
    /// reach, B-TURN-2), of either side. **Decision:** a flyer in its zone stands next to no card.
    pub(crate) fn hypnosis_struck(&self, uid: u16, cell: super::events::Cell) -> Option<u16> {
        let c = self.creature(uid).filter(|c| !c.dead && !c.closed && !c.flying)?;
        if self.has(uid, super::cards::Feature::CannotAttack) {
            return None;
        }
        self.alive().find(|t| t.uid != uid && !t.flying && t.cell == cell && super::board::adjacent(c.cell, cell)).map(|t| t.uid)
    }

    /// [B-GAME-12] 118 Soul-Gnawer Shaman: its hypnosis, used by `shaman`, resolves on `uid`:
    /// if `uid` may still strike the card on `cell`, the strike is made as an attack of its own
    /// (`strike_forced`), declared once no attack is under way (`launch_queued`); otherwise the
    /// spell does nothing.
    pub(crate) fn vs_118_hypnosis(&mut self, shaman: u16, uid: u16, cell: super::events::Cell) {
        let Some(struck) = self.hypnosis_struck(uid, cell) else { return };
        let (by, attacker, target) = (self.cref(shaman), self.cref(uid), self.cref(struck));
        self.emit(super::rules::B_GAME_12, super::events::EventKind::StrikeForced { by, attacker, target });
        self.st.forced.push((uid, struck));
    }

    /// [B-GAME-12] The strike a hypnosis forced, declared now if `attacker` may still make it
    /// (`hypnosis_struck`: alive, open, on the board, `target` alive and next to it): a simple
    /// strike of `attacker`'s, whoever's turn it is; it closes as it strikes (whatever its card
    /// says of staying open), goes on the stack [B-STACK-1] and its preliminary stage begins
    /// [B-ATK-1]; otherwise it is not made.
    pub(crate) fn declare_forced(&mut self, attacker: u16, target: u16) {
        let cell = self.cr(target).cell;
        if self.hypnosis_struck(attacker, cell) != Some(target) {
            return;
        }
        let rule = super::rules::B_GAME_12;
        self.st.phase = super::game::Phase::Attack;
        self.st.attack = Some(super::game::Attack { forced: true, ..super::game::Attack::new(attacker, target) });
        self.st.priority = crate::core::Priority::new(self.st.active);
        self.reveal(attacker, rule);
        let (a, t) = (self.cref(attacker), self.cref(target));
        self.emit(rule, super::events::EventKind::AttackDeclared { attacker: a, target: t });
        self.set_closed(attacker, true, rule);
        self.st.priority.put(self.st.active, super::game::StackEntry::Attack);
        let (a, t) = (self.cref(attacker), self.cref(target));
        self.emit(super::rules::B_STACK_1, super::events::EventKind::AttackPut { attacker: a, target: t });
        self.begin_preliminary();
    }

    /// [B-GAME-12] 148 Flesh Stitcher: `exiled`, a card of its owner's graveyard, is exiled;
    /// then `back`, another card of that graveyard (not a flyer), comes back open onto the
    /// free cell `cell` of its owner's half, a new creature; it loses all its features for the
    /// rest of the battle and gets +X to its simple strikes and +Y to its life, X and Y the
    /// exiled card's printed weak strike and life. **Decision:** the bonuses are modifiers,
    /// not features: lost features do not take them, and they last while it stays on the
    /// battlefield (it comes back from the graveyard again, if ever, a new creature without
    /// them).
    pub(crate) fn vs_148_stitch(&mut self, creature: u16, back: u16, exiled: u16, cell: super::events::Cell) {
        if back == exiled || !self.cr(back).in_graveyard() || !self.exile(creature, exiled) {
            return;
        }
        if !self.resurrect(back, cell, false) {
            return;
        }
        let (strike, life) = (self.def_of(exiled).strike[0], self.def_of(exiled).life);
        let c = self.cr_mut(back);
        c.featureless = true;
        c.strike_bonus = strike;
        c.life_bonus = life;
        let (who, from) = (self.cref(back), self.cref(exiled));
        self.emit(super::rules::B_GAME_12, super::events::EventKind::AllFeaturesLost { creature: who.clone() });
        self.emit(super::rules::B_GAME_12, super::events::EventKind::BattleBonus { creature: who, from, strike, life });
    }
}

/// The number of `def`'s ability that the rules play by `code` at `when`, if it has one.
pub(crate) fn def_code_ability(def: &super::cards::CreatureDef, code: CardCode, when: CodeWhen) -> Option<u8> {
    let index = def.abilities.iter().position(|a| CardCode::parse(&a.effect) == Some(code))?;
    def.played.code.iter().any(|c| c.when == when && c.code == code).then(|| u8::try_from(index).ok()).flatten()
}
