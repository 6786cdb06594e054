//! The Eredan game state and the questions rules ask of it: stats in force, classes in force,
//! requirements, who is fighting.

use serde::Serialize;
use smol_str::SmolStr;

use super::cards::{Action, CardDef, Catalogue, Condition, Requirements, Trigger, Who};
use super::events::{CharacterRef, EventKind};
use crate::core::event::EventLog;
use crate::core::{Card, Modifiers, Outcome, Rng};

/// A character's place: player and index in the line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct Pos {
    pub player: u8,
    pub index: u8,
}

impl Pos {
    pub fn new(player: usize, index: usize) -> Self {
        Pos {
            player: player as u8,
            index: index as u8,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Attachment {
    pub card: Card,
    /// The player who played it (its discard pile receives it).
    pub owner: u8,
    /// Placement order across the game (arrival order).
    pub placed: u32,
    /// False until an "activates after combat" card has activated.
    pub active: bool,
    /// Combats left before it expires, for cards with `lasts_combats`.
    pub combats_left: Option<u8>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Character {
    pub def: u16,
    pub pv: i32,
    pub tapped: bool,
    pub dead: bool,
    /// Attached cards in arrival order.
    pub attached: Vec<Attachment>,
    /// PV actually gained this turn (Jugement) [E-DMG].
    pub gained_this_turn: i32,
    /// Damage dealt and received in the current combat (Mangevie) [E-DMG].
    pub dealt_this_combat: i32,
    pub received_this_combat: i32,
    /// Tokens ("Powder"), public [E-CARD-8].
    #[serde(skip_serializing_if = "is_zero")]
    pub tokens: i32,
}

impl Character {
    /// Its attached cards whose abilities act now (active), in arrival order.
    pub fn active_cards(&self) -> Vec<Card> {
        self.attached.iter().filter(|a| a.active).map(|a| a.card).collect()
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Player {
    pub characters: Vec<Character>,
    pub hand: Vec<Card>,
    /// Top of the deck first.
    pub deck: Vec<Card>,
    pub discard: Vec<Card>,
    pub score: i32,
    /// Could not draw up to 5 this turn [E-DRAW].
    pub out_of_cards: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayStatus {
    /// Played, not yet resolved.
    Waiting,
    /// Resolved and still in the row of played cards (does not attach).
    Resolved,
    /// Resolved and attached to a character.
    Attached,
    /// Cancelled at resolution, in the discard pile [E-RES-3].
    Cancelled,
    /// Gone from the played row (attachment removed, or discarded after use).
    Gone,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Played {
    pub card: Card,
    pub status: PlayStatus,
    pub placed: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Combat {
    /// Each player's fighter, by index in that player's line.
    pub fighters: [u8; 2],
    /// Each player's played cards, in play order.
    pub played: [Vec<Played>; 2],
}

/// A timed modifier's payload.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Mod {
    pub who: Pos,
    pub att: i32,
    /// Added to the attack's maximum alone [E-CLASH-1].
    pub att_max: i32,
    pub def: i32,
    /// Added to the maximum PV [E-CARD-3].
    pub pv_max: i32,
    /// Added to the damage the character deals, and to the damage it suffers [E-CARD-7].
    pub damage_dealt: i32,
    pub damage_suffered: i32,
    /// Added to the Spirit [E-CARD-13].
    pub spirit: i32,
    pub no_classes: bool,
}

/// An end-of-turn effect of a played card that no longer is on the table (Jugement).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Delayed {
    pub owner: u8,
    pub def: u16,
    pub bearer: Pos,
    pub placed: u32,
}

/// Where the turn is, i.e. which decision is awaited.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Fighters,
    Play(u8),
    Discard(u8),
    /// The turn is over; the next one starts on the next step.
    TurnOver,
    Over,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct State {
    pub turn: u32,
    pub active: u8,
    pub players: [Player; 2],
    pub rng: Rng,
    pub phase: Phase,
    pub combat: Option<Combat>,
    pub mods: Modifiers<Mod>,
    pub delayed: Vec<Delayed>,
    pub outcome: Option<Outcome>,
    pub next_uid: u32,
    pub next_placed: u32,
    /// The tokens lost through the latest `lose_tokens`, read by the next effects of the same
    /// card [E-CARD-8].
    #[serde(skip)]
    pub tokens_lost: i32,
    /// Players who lose when this turn ends [E-CARD-12].
    #[serde(skip_serializing_if = "no_one")]
    pub losing: [bool; 2],
    /// The card activating now, while the effects that wait for it act [E-CARD-11].
    #[serde(skip)]
    pub activating: Option<u16>,
    /// The character that just died, while the effects that answer its death act [E-CARD-14].
    #[serde(skip)]
    pub dying: Option<Pos>,
    /// The character a trigger is about, while the effects answering it act [E-CARD-24].
    #[serde(skip)]
    pub subject: Option<Pos>,
    /// The kind of the damage answered now [E-CARD-24].
    #[serde(skip)]
    pub harm: Option<super::events::Harm>,
    /// The cards each player's plays resolved this turn [E-CARD-29].
    #[serde(skip)]
    pub played_this_turn: [Vec<u16>; 2],
    pub log: EventLog<EventKind, super::view::PublicState>,
}

/// The stats of a character at one moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stats {
    /// The attack, or its minimum when it is a range [E-CLASH-1].
    pub att: i32,
    /// The attack's maximum (`att` when it is no range) [E-CLASH-1].
    pub att_max: i32,
    pub def: i32,
    /// Added to the damage the character deals, and to the damage it suffers [E-CARD-7].
    pub damage_dealt: i32,
    pub damage_suffered: i32,
    /// The Spirit in force: printed plus changes, never below 0 [E-CARD-13].
    pub spirit: i32,
}

impl State {
    #[inline(always)]
    pub fn ch(&self, p: Pos) -> &Character {
        &self.players[usize::from(p.player)].characters[usize::from(p.index)]
    }
    #[inline(always)]
    pub fn ch_mut(&mut self, p: Pos) -> &mut Character {
        &mut self.players[usize::from(p.player)].characters[usize::from(p.index)]
    }
    #[inline]
    pub fn passive(&self) -> u8 {
        1 - self.active
    }
    /// Active player first.
    #[inline]
    pub fn player_order(&self) -> [u8; 2] {
        [self.active, 1 - self.active]
    }
    #[inline]
    pub fn fighter(&self, player: u8) -> Option<Pos> {
        self.combat.as_ref().map(|c| Pos {
            player,
            index: c.fighters[usize::from(player)],
        })
    }
    #[inline]
    pub fn is_fighting(&self, p: Pos) -> bool {
        self.fighter(p.player) == Some(p)
    }
    /// The fighter facing `p`, if `p` is fighting.
    #[inline]
    pub fn opposing_fighter(&self, p: Pos) -> Option<Pos> {
        if self.is_fighting(p) {
            self.fighter(1 - p.player)
        } else {
            None
        }
    }
    pub fn positions(&self, player: u8) -> impl Iterator<Item = Pos> + '_ {
        (0..self.players[usize::from(player)].characters.len()).map(move |i| Pos::new(player.into(), i))
    }
    pub fn living(&self, player: u8) -> impl Iterator<Item = Pos> + '_ {
        self.positions(player).filter(move |p| !self.ch(*p).dead)
    }
    pub fn fresh_uid(&mut self) -> u32 {
        self.next_uid += 1;
        self.next_uid - 1
    }
    pub fn fresh_placed(&mut self) -> u32 {
        self.next_placed += 1;
        self.next_placed - 1
    }
}

/// Rules' questions, which need the catalogue as well as the state.
pub struct View<'a> {
    pub cat: &'a Catalogue,
    pub st: &'a State,
}

impl View<'_> {
    #[inline(always)]
    pub fn def(&self, p: Pos) -> &CardDef {
        self.cat.get(self.st.ch(p).def)
    }

    #[inline]
    pub fn char_ref(&self, p: Pos) -> CharacterRef {
        CharacterRef {
            player: p.player,
            index: p.index,
            card: self.def(p).id.clone(),
        }
    }

    #[inline]
    pub fn id(&self, card: Card) -> SmolStr {
        self.cat.get(card.def).id.clone()
    }

    /// Classes in force: the printed ones, unless an effect removed them (Amnésie).
    #[inline]
    pub fn classes(&self, p: Pos) -> &[SmolStr] {
        if self.classes_removed(p) {
            &[]
        } else {
            &self.def(p).classes
        }
    }

    /// The first requirement of `req` that the character at `p` does not meet, as
    /// "class Combattant" [E-PLAY-3], [E-RES-3].
    pub fn unmet(&self, req: &Requirements, p: Pos) -> Option<String> {
        let d = self.def(p);
        let checks: [(&str, &[SmolStr], &[SmolStr]); 4] = [
            ("guild", &req.guild, &d.guilds),
            ("caste", &req.caste, &d.castes),
            ("class", &req.class, self.classes(p)),
            ("race", &req.race, &d.races),
        ];
        for (what, wanted, has) in checks {
            if !wanted.is_empty() && !wanted.iter().any(|w| has.contains(w)) {
                return Some(format!("{what} {}", wanted.join(" or ")));
            }
        }
        None
    }

    /// Whether the character at `p` meets card `d`'s requirements now [E-PLAY-3], [E-RES-3].
    pub fn meets(&self, d: &CardDef, p: Pos) -> bool {
        let own = &self.def(p).derived.affiliations;
        let req = &d.derived.requirements;
        let classes = if self.classes_removed(p) { 0 } else { own[2] };
        let has = [own[0], own[1], classes, own[3]];
        (0..4).all(|k| req[k] == 0 || req[k] & has[k] != 0)
    }

    #[inline]
    fn classes_removed(&self, p: Pos) -> bool {
        self.st.mods.iter().any(|m| m.who == p && m.no_classes)
    }

    /// ATT and DEF in force: printed values, auras of living allies, active attached cards,
    /// the opposing fighter's "during the combat" effects, and timed modifiers. Never below 0.
    pub fn stats(&self, p: Pos) -> Stats {
        let d = self.def(p);
        let (mut att, mut def) = (d.att.unwrap_or(0), d.defense.unwrap_or(0));
        let mut above = d.att_max.map_or(0, |max| max - att);
        let (mut dealt, mut suffered, mut spirit) = (0, 0, d.spirit.unwrap_or(0));
        let mut add = |[a, a_max, b, d, s, sp]: [i32; 6]| {
            att += a;
            above += a_max;
            def += b;
            dealt += d;
            suffered += s;
            spirit += sp;
        };
        // Own abilities and auras of living allies [E-START-3].
        for ally in self.st.living(p.player) {
            let who_wanted = if ally == p { Who::Bearer } else { Who::OtherAllies };
            for e in &self.def(ally).effects {
                if let (
                    Trigger::Static,
                    Action::Modify {
                        who,
                        att,
                        att_max,
                        def,
                        with,
                        damage_dealt,
                        damage_suffered,
                        spirit,
                        per_ally,
                        ..
                    },
                ) = (e.when, &e.action)
                {
                    if *who == who_wanted
                        && with.as_ref().is_none_or(|w| self.has_affiliation(p, w))
                        && self.holds_static(&e.condition, ally)
                    {
                        // [E-CARD-16] A bonus per ally of an affiliation.
                        let k = per_ally.as_ref().map_or(1, |w| self.allies_with(p, w) as i32);
                        add([*att, *att_max, *def, *damage_dealt, *damage_suffered, *spirit].map(|n| n * k));
                    }
                }
            }
            // [E-CARD-19] Auras of the cards attached to the side's living characters.
            for a in self.st.ch(ally).attached.iter().filter(|a| a.active) {
                for (with, cond, m) in static_modifies(self.cat.get(a.card.def), Who::LivingAllies) {
                    if with.is_none_or(|w| self.has_affiliation(p, w)) && self.holds_static(cond, ally) {
                        add(m);
                    }
                }
            }
        }
        // Active attached cards.
        for a in &self.st.ch(p).attached {
            if a.active {
                for (with, cond, m) in static_modifies(self.cat.get(a.card.def), Who::Bearer) {
                    if with.is_none_or(|w| self.has_affiliation(p, w)) && self.holds_static(cond, p) {
                        add(m);
                    }
                }
            }
        }
        // The opposing fighter's effects on its opponent, while both fight.
        if let Some(o) = self.st.opposing_fighter(p) {
            for (_, cond, m) in static_modifies(self.def(o), Who::OpposingFighter) {
                if self.holds_static(cond, o) {
                    add(m);
                }
            }
            for a in &self.st.ch(o).attached {
                if a.active {
                    for (_, cond, m) in static_modifies(self.cat.get(a.card.def), Who::OpposingFighter) {
                        if self.holds_static(cond, o) {
                            add(m);
                        }
                    }
                }
            }
        }
        for m in self.st.mods.iter() {
            if m.who == p {
                add([m.att, m.att_max, m.def, m.damage_dealt, m.damage_suffered, m.spirit]);
            }
        }
        let att = att.max(0);
        Stats {
            att,
            att_max: (att + above).max(att),
            def: def.max(0),
            damage_dealt: dealt,
            damage_suffered: suffered,
            spirit: spirit.max(0),
        }
    }

    /// [E-CARD-23] A static effect's condition, seen from `bearer`: the affiliations of the
    /// bearer and of the fighter it faces, and the cards it carries, as they stand now.
    pub(crate) fn holds_static(&self, cond: &Option<Condition>, bearer: Pos) -> bool {
        let Some(c) = cond else { return true };
        let opposing = self.st.opposing_fighter(bearer);
        c.bearer.as_ref().is_none_or(|w| self.has_affiliation(bearer, w))
            && c.opposing
                .as_ref()
                .is_none_or(|w| opposing.is_some_and(|o| self.has_affiliation(o, w)))
            && c.bearer_attached.as_ref().is_none_or(|n| {
                let k = (self.st.ch(bearer).attached.iter())
                    .filter(|a| n.filter.matches(self.cat.get(a.card.def)))
                    .count();
                n.at_least.is_none_or(|m| k >= usize::from(m)) && n.at_most.is_none_or(|m| k <= usize::from(m))
            })
    }

    pub(crate) fn has_affiliation(&self, p: Pos, w: &super::cards::Affiliation) -> bool {
        let d = self.def(p);
        // [E-CARD-24] A character of no caste.
        if w.no_caste && !d.castes.is_empty() {
            return false;
        }
        let has = |want: &Option<SmolStr>, list: &[SmolStr]| want.as_ref().is_none_or(|x| list.contains(x));
        // [E-CARD-19] A character named by its card id or name.
        w.name.as_ref().is_none_or(|n| *n == d.id || *n == d.name)
            && has(&w.guild, &d.guilds)
            && has(&w.caste, &d.castes)
            && has(&w.race, &d.races)
            && has(&w.class, self.classes(p))
    }

    /// The number of `p`'s other living characters with affiliation `w` [E-CARD-16].
    pub(crate) fn allies_with(&self, p: Pos, w: &super::cards::Affiliation) -> usize {
        self.st
            .living(p.player)
            .filter(|q| *q != p && self.has_affiliation(*q, w))
            .count()
    }

    /// The printed PV plus timed changes of the maximum [E-CARD-3], at least 1.
    #[inline]
    pub fn max_pv(&self, p: Pos) -> i32 {
        let printed = self.def(p).pv.unwrap_or(1);
        let changed: i32 = self.st.mods.iter().filter(|m| m.who == p).map(|m| m.pv_max).sum();
        (printed + changed).max(1)
    }

    /// How many cards `player` must at least discard [E-DISC].
    pub fn discard_minimum(&self, player: u8) -> usize {
        let n = self.st.players[usize::from(player)].hand.len();
        // No hand limit is below 5: skip the search for one when the hand is that small.
        if n <= 5 {
            0
        } else {
            n.saturating_sub(self.hand_limit(player))
        }
    }

    /// The player's hand limit: 5, or more with a card such as Haine en vie [E-DISC].
    pub fn hand_limit(&self, player: u8) -> usize {
        let mut limit = 5usize;
        for side in 0..2u8 {
            for p in self.st.living(side) {
                for a in &self.st.ch(p).attached {
                    if a.owner == player && a.active {
                        if let Some(n) = self.cat.get(a.card.def).static_hand_limit() {
                            limit = limit.max(usize::from(n));
                        }
                    }
                }
            }
        }
        limit
    }
}

/// The target filter, the condition and (att, att_max, def, damage dealt, damage suffered,
/// spirit) of a card's static modifiers aimed at `who`.
#[allow(clippy::type_complexity)]
fn static_modifies(
    d: &CardDef,
    target: Who,
) -> impl Iterator<Item = (Option<&super::cards::Affiliation>, &Option<Condition>, [i32; 6])> + '_ {
    d.effects.iter().filter_map(move |e| match (&e.when, &e.action) {
        (
            Trigger::Static,
            Action::Modify {
                who,
                att,
                att_max,
                def,
                damage_dealt,
                damage_suffered,
                spirit,
                with,
                ..
            },
        ) if *who == target => Some((
            with.as_ref(),
            &e.condition,
            [*att, *att_max, *def, *damage_dealt, *damage_suffered, *spirit],
        )),
        _ => None,
    })
}

fn is_zero(n: &i32) -> bool {
    *n == 0
}

fn no_one(l: &[bool; 2]) -> bool {
    !l[0] && !l[1]
}
