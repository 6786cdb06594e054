//! The interpreter of the card vocabulary: targets, conditions and actions, plus the
//! bookkeeping of damage, healing and score [E-DMG], [E-WIN-3].

use smol_str::SmolStr;

use super::cards::{Action, Affiliation, Amount, Attach, CardFilter, Condition, Count, FighterRole, Span, Trigger, Who, Zone};
use super::events::{DiscardReason, EventKind, Harm, Lasting, Origin};
use super::game::EredanGame;
use super::rules;
use super::state::{Mod, Pos};
use crate::core::Duration;

/// Where an effect comes from.
#[derive(Debug, Clone)]
pub struct Source {
    /// Card id of the card or character whose effect this is.
    pub id: SmolStr,
    /// The character the effect is seen from (see `Who`).
    pub bearer: Pos,
    /// The attached card whose effect this is, for modifiers `while_attached` [E-CARD-11].
    pub uid: Option<u32>,
}

impl EredanGame {
    /// The living characters `who` designates, seen from `bearer`. Dead characters are never
    /// targeted [E-END-3].
    pub(crate) fn targets(&mut self, who: Who, bearer: Pos) -> Targets {
        self.targets_with(who, bearer, None)
    }

    /// As `targets`; a random target is drawn among those that `with` accepts [E-CARD-9].
    pub(crate) fn targets_with(&mut self, who: Who, bearer: Pos, with: Option<&Affiliation>) -> Targets {
        let st = &self.st;
        let mut t = Targets::default();
        if matches!(who, Who::RandomOpponent | Who::RandomAlly | Who::RandomOther) {
            let v = self.view();
            let mut living = Targets::default();
            for side in [bearer.player, 1 - bearer.player] {
                let wanted = match who {
                    Who::RandomAlly => side == bearer.player,
                    Who::RandomOpponent => side != bearer.player,
                    _ => true,
                };
                if !wanted {
                    continue;
                }
                // [E-CARD-20] Another than the bearer, of either side: its side first.
                st.living(side)
                    .filter(|p| who != Who::RandomOther || *p != bearer)
                    .filter(|p| with.is_none_or(|w| v.has_affiliation(*p, w)))
                    .for_each(|p| living.push(p));
            }
            if living.len > 0 {
                // [E-CARD-9] One drawn among the living, in line order; none, no draw.
                let i = self.st.rng.below(living.len as u32) as usize;
                t.push_if_alive(&self.st, living.list[i]);
            }
            return t;
        }
        // [E-CARD-29] A group may be narrowed to an affiliation.
        let v = self.view();
        let mut push = |p: Pos| {
            if with.is_none_or(|w| v.has_affiliation(p, w)) {
                t.push(p);
            }
        };
        match who {
            Who::Bearer => t.push_if_alive(st, Some(bearer)),
            Who::OpposingFighter => t.push_if_alive(st, st.opposing_fighter(bearer)),
            Who::OtherAllies => st.living(bearer.player).filter(|p| *p != bearer).for_each(&mut push),
            Who::LivingOpponents => st.living(1 - bearer.player).for_each(&mut push),
            Who::LivingAllies => st.living(bearer.player).for_each(&mut push),
            Who::AllLiving => {
                for pl in st.player_order() {
                    st.living(pl).for_each(&mut push);
                }
            }
            Who::RandomOpponent | Who::RandomAlly | Who::RandomOther => {}
            // [E-CARD-24] The trigger's character.
            Who::Subject => t.push_if_alive(st, st.subject),
            // [E-CARD-12] The dead too.
            Who::AllCharacters => {
                for pl in st.player_order() {
                    st.positions(pl).for_each(|p| t.push(p));
                }
            }
        }
        t
    }

    pub(crate) fn condition_holds(&self, cond: &Option<Condition>, bearer: Pos) -> bool {
        let Some(c) = cond else { return true };
        let v = self.view();
        let ch = self.st.ch(bearer);
        let opposing = self.st.opposing_fighter(bearer);
        c.turns.as_ref().is_none_or(|t| t.contains(self.st.turn))
            && c.bearer_class.as_ref().is_none_or(|k| v.classes(bearer).contains(k))
            && (!c.bearer_dealt_more_than_received || ch.dealt_this_combat > ch.received_this_combat)
            // [E-CARD-1] The conditions of the card language.
            && (!c.bearer_dealt_less_than_received || ch.dealt_this_combat < ch.received_this_combat)
            && c.bearer.as_ref().is_none_or(|w| v.has_affiliation(bearer, w))
            && c.opposing
                .as_ref()
                .is_none_or(|w| opposing.is_some_and(|o| v.has_affiliation(o, w)))
            && c.bearer_attached.as_ref().is_none_or(|n| {
                let k = self.attached_matching(bearer, &n.filter).count();
                n.at_least.is_none_or(|m| k >= usize::from(m)) && n.at_most.is_none_or(|m| k <= usize::from(m))
            })
            && (!c.bearer_att_below_opposing || opposing.is_some_and(|o| v.stats(bearer).att < v.stats(o).att))
            && c.bearer_pv_below.is_none_or(|n| ch.pv < n)
            && c.bearer_role.is_none_or(|r| {
                let side = if r == FighterRole::Attacker { self.st.active } else { 1 - self.st.active };
                bearer.player == side && self.st.is_fighting(bearer)
            })
            && (c.bearer_any.is_empty() || c.bearer_any.iter().any(|w| v.has_affiliation(bearer, w)))
            && c.activating.as_ref().is_none_or(|f| self.st.activating.is_some_and(|d| f.matches(self.cat.get(d))))
            // [E-CARD-14] The character dying now.
            && c.dying.as_ref().is_none_or(|w| self.st.dying.is_some_and(|d| v.has_affiliation(d, w)))
            && (!c.dying_is_bearer || self.st.dying == Some(bearer))
            // [E-CARD-24] The trigger's character, of the bearer's side; the damage's kind.
            && c.subject.as_ref().is_none_or(|w| {
                self.st.subject.is_some_and(|s| s.player == bearer.player && v.has_affiliation(s, w))
            })
            && c.harm.is_none_or(|h| self.st.harm == Some(h))
            // [E-CARD-29] What the side played this turn; an ally of an affiliation.
            && self.side_played(&c.side_played, bearer.player)
            && c.ally
                .as_ref()
                .is_none_or(|w| self.st.living(bearer.player).any(|p| v.has_affiliation(p, w)))
            // [E-CARD-15] A count within bounds.
            && c.count.is_none_or(|n| {
                let k = self.count(n.count, bearer, bearer);
                n.at_least.is_none_or(|m| k >= usize::from(m)) && n.at_most.is_none_or(|m| k <= usize::from(m))
            })
    }

    /// [E-CARD-29] Whether `player`'s plays resolved this turn hold a different card for each
    /// filter.
    fn side_played(&self, filters: &[CardFilter], player: u8) -> bool {
        fn fits(cat: &super::cards::Catalogue, filters: &[CardFilter], left: &mut Vec<u16>) -> bool {
            let Some((first, rest)) = filters.split_first() else { return true };
            for i in 0..left.len() {
                if first.matches(cat.get(left[i])) {
                    let d = left.remove(i);
                    let ok = fits(cat, rest, left);
                    left.insert(i, d);
                    if ok {
                        return true;
                    }
                }
            }
            false
        }
        filters.is_empty() || fits(&self.cat, filters, &mut self.st.played_this_turn[usize::from(player)].clone())
    }

    /// The indices of `p`'s attached cards that `filter` accepts.
    fn attached_matching<'a>(&'a self, p: Pos, filter: &'a CardFilter) -> impl Iterator<Item = usize> + 'a {
        self.st
            .ch(p)
            .attached
            .iter()
            .enumerate()
            .filter(|(_, a)| filter.matches(self.cat.get(a.card.def)))
            .map(|(i, _)| i)
    }

    /// The value of `amount` for an effect seen from `bearer` on `target` [E-CARD-2]: a range
    /// is drawn from the game's generator.
    fn amount(&mut self, amount: &Amount, bearer: Pos, target: Pos) -> i32 {
        match *amount {
            Amount::Fixed(n) => n,
            Amount::Gained {
                pv_gained_this_turn_times: k,
            } => self.st.ch(target).gained_this_turn * k,
            Amount::Between { between: [lo, hi] } => lo + self.st.rng.below((hi - lo) as u32 + 1) as i32,
            // [E-CARD-22] Between a number and a count read for the target.
            Amount::UpTo { from, up_to } => {
                let hi = (self.count(up_to, bearer, target) as i32).max(from);
                from + self.st.rng.below((hi - from) as u32 + 1) as i32
            }
            Amount::Count {
                count,
                plus,
                at_most,
                plus_count,
            } => {
                // [E-CARD-13] A second count adds to the first.
                let second = plus_count.map_or(0, |c| self.count(c, bearer, target) as i32);
                let n = self.count(count, bearer, target) as i32 + second + plus;
                n.min(at_most.unwrap_or(i32::MAX)).max(0)
            }
        }
    }

    /// A count read now, seen from `bearer`, for an effect on `target` [E-CARD-2].
    fn count(&self, count: Count, bearer: Pos, target: Pos) -> usize {
                let st = &self.st;
                match count {
                    Count::ObjetsOnAllies => st
                        .living(bearer.player)
                        .flat_map(|p| st.ch(p).attached.iter())
                        .filter(|a| self.cat.get(a.card.def).card_type == super::cards::CardType::Objet)
                        .count(),
                    Count::DeadAllies => st.positions(bearer.player).filter(|p| st.ch(*p).dead).count(),
                    Count::CardsInOpposingHand => st.players[usize::from(1 - bearer.player)].hand.len(),
                    Count::BearerPrintedAtt => self.view().def(bearer).att.unwrap_or(0).max(0) as usize,
                    Count::BearerDamageReceived => st.ch(bearer).received_this_combat.max(0) as usize,
                    Count::BearerTokens => st.ch(bearer).tokens.max(0) as usize,
                    Count::TokensLost => st.tokens_lost.max(0) as usize,
                    // [E-CARD-13] Spirit in force, and bonuses above the printed values.
                    Count::BearerSpirit => self.view().stats(bearer).spirit.max(0) as usize,
                    Count::BearerSpiritBonus => {
                        let v = self.view();
                        (v.stats(bearer).spirit - v.def(bearer).spirit.unwrap_or(0)).max(0) as usize
                    }
                    // [E-CARD-22] The DEF of the character acted on.
                    Count::TargetDef => self.view().stats(target).def.max(0) as usize,
                    Count::OpposingAttMaxBonus => st.opposing_fighter(bearer).map_or(0, |o| {
                        let v = self.view();
                        let d = v.def(o);
                        let printed = d.att_max.or(d.att).unwrap_or(0);
                        (v.stats(o).att_max - printed).max(0) as usize
                    }),
                }
    }

    /// Fires every effect of card definition `def` on `trigger` whose condition holds, seen
    /// from `bearer`, under `rule`. Returns whether the card has such effects.
    pub(crate) fn fire(&mut self, def: u16, bearer: Pos, trigger: Trigger, rule: &'static str) -> bool {
        self.fire_from(def, None, bearer, trigger, rule)
    }

    /// As `fire`, for a card attached to `bearer` or about to be: what it gives
    /// `while_attached` ends when it leaves [E-CARD-11].
    pub(crate) fn fire_card(&mut self, card: crate::core::Card, bearer: Pos, trigger: Trigger, rule: &'static str) -> bool {
        self.fire_from(card.def, Some(card.uid), bearer, trigger, rule)
    }

    fn fire_from(&mut self, def: u16, uid: Option<u32>, bearer: Pos, trigger: Trigger, rule: &'static str) -> bool {
        if !self.cat.get(def).has_trigger(trigger) {
            return false;
        }
        let cat = self.cat.clone();
        let d = cat.get(def);
        let src = Source {
            id: d.id.clone(),
            bearer,
            uid,
        };
        for e in d.effects.iter().filter(|e| e.when == trigger) {
            if self.condition_holds(&e.condition, bearer) {
                self.apply(rule, &src, &e.action);
            }
        }
        true
    }

    /// Fires the abilities of every living character of `player` on `trigger`, in line order.
    pub(crate) fn fire_abilities(&mut self, player: u8, trigger: Trigger, rule: &'static str) {
        for index in 0..self.st.players[usize::from(player)].characters.len() {
            let p = Pos::new(player.into(), index);
            if !self.st.ch(p).dead {
                self.fire(self.st.ch(p).def, p, trigger, rule);
            }
        }
    }

    /// Carries out one action under `rule`.
    pub(crate) fn apply(&mut self, rule: &'static str, src: &Source, action: &Action) {
        match action {
            Action::Modify {
                who,
                att,
                att_max,
                def,
                pv_max,
                damage_dealt,
                damage_suffered,
                spirit,
                span,
                per,
                per_ally,
                with,
            } => {
                let lasting = lasting(span.unwrap_or(Span::ThisCombat));
                // [E-CARD-10] Every number times a count read now; [E-CARD-16] or times allies.
                let k = match (per, per_ally) {
                    (Some(c), _) => self.count(*c, src.bearer, src.bearer) as i32,
                    (None, Some(w)) => self.view().allies_with(src.bearer, w) as i32,
                    (None, None) => 1,
                };
                let [att, att_max, def, pv_max, damage_dealt, damage_suffered, spirit] =
                    [att, att_max, def, pv_max, damage_dealt, damage_suffered, spirit].map(|n| n * k);
                let [att, att_max, def, pv_max, damage_dealt, damage_suffered, spirit] =
                    [&att, &att_max, &def, &pv_max, &damage_dealt, &damage_suffered, &spirit];
                for t in self.targets_with(*who, src.bearer, with.as_ref()) {
                    self.st.mods.add(
                        Mod {
                            who: t,
                            att: *att,
                            att_max: *att_max,
                            def: *def,
                            pv_max: *pv_max,
                            damage_dealt: *damage_dealt,
                            damage_suffered: *damage_suffered,
                            spirit: *spirit,
                            no_classes: false,
                        },
                        duration(lasting),
                        (lasting == Lasting::WhileAttached).then_some(src.uid).flatten(),
                    );
                    let character = self.view().char_ref(t);
                    self.emit(
                        rule,
                        EventKind::Modified {
                            character,
                            att: *att,
                            att_max: *att_max,
                            def: *def,
                            pv_max: *pv_max,
                            damage_dealt: *damage_dealt,
                            damage_suffered: *damage_suffered,
                            spirit: *spirit,
                            lasting,
                            source: src.id.clone(),
                        },
                    );
                    // [E-CARD-3] PV above a lowered maximum are lost.
                    let (max, pv) = (self.view().max_pv(t), self.st.ch(t).pv);
                    if pv > max {
                        self.lose_life(rule, &src.id, t, pv - max);
                    }
                }
            }
            Action::Damage { who, amount, kind } => {
                let bonus = self.effect_bonus(src, *who);
                for t in self.targets(*who, src.bearer) {
                    let by = (t != src.bearer).then_some(src.bearer);
                    let n = self.amount(amount, src.bearer, t) + bonus;
                    self.damage(rule, &src.id, by, t, n, (*kind).into());
                }
            }
            Action::Heal { who, amount, with } => {
                let bonus = self.effect_bonus(src, *who);
                for t in self.targets(*who, src.bearer) {
                    // [E-CARD-22] Only the targets of the affiliation.
                    if with.as_ref().is_some_and(|w| !self.view().has_affiliation(t, w)) {
                        continue;
                    }
                    let n = self.amount(amount, src.bearer, t) + bonus;
                    self.heal(rule, &src.id, t, n);
                }
            }
            Action::LoseLife { who, amount } => {
                for t in self.targets(*who, src.bearer) {
                    let n = self.amount(amount, src.bearer, t);
                    self.lose_life(rule, &src.id, t, n);
                }
            }
            Action::ReturnToDeck { who, filter } => {
                for t in self.targets(*who, src.bearer) {
                    // Latest first, so that the indices still to visit stay valid.
                    let found: Vec<usize> = self.attached_matching(t, filter).collect();
                    for i in found.into_iter().rev() {
                        self.return_to_deck(rule, t, i);
                    }
                }
            }
            Action::RemoveClasses { who, span } => {
                let lasting = lasting(*span);
                for t in self.targets(*who, src.bearer) {
                    self.st.mods.add(
                        Mod {
                            who: t,
                            att: 0,
                            att_max: 0,
                            def: 0,
                            pv_max: 0,
                            damage_dealt: 0,
                            damage_suffered: 0,
                            spirit: 0,
                            no_classes: true,
                        },
                        duration(lasting),
                        None,
                    );
                    let character = self.view().char_ref(t);
                    self.emit(
                        rule,
                        EventKind::ClassesRemoved {
                            character,
                            lasting,
                            source: src.id.clone(),
                        },
                    );
                }
            }
            Action::DiscardLatestWeapon { who } => {
                for t in self.targets(*who, src.bearer) {
                    let latest = self
                        .st
                        .ch(t)
                        .attached
                        .iter()
                        .rposition(|a| self.cat.get(a.card.def).is_weapon());
                    if let Some(i) = latest {
                        self.detach(rule, t, i, Some(DiscardReason::Removed));
                    }
                }
            }
            Action::GainTokens { who, amount } => {
                for t in self.targets(*who, src.bearer) {
                    let n = self.amount(amount, src.bearer, t);
                    self.change_tokens(rule, &src.id, t, n);
                }
            }
            Action::LoseTokens { who, amount } => {
                self.st.tokens_lost = 0;
                for t in self.targets(*who, src.bearer) {
                    let n = self.amount(amount, src.bearer, t).min(self.st.ch(t).tokens);
                    self.st.tokens_lost += n;
                    self.change_tokens(rule, &src.id, t, -n);
                }
            }
            Action::LoseGame {} => self.st.losing[usize::from(src.bearer.player)] = true,
            Action::DiscardToDeck { cards, filter } => self.discard_to_deck(rule, src.bearer.player, *cards, filter),
            Action::PlayCard {
                who,
                card,
                random,
                from,
                filter,
            } => {
                for t in self.targets(*who, src.bearer) {
                    self.play_by_effect(rule, src.bearer.player, t, card.as_deref(), random.as_ref(), from, filter);
                }
            }
            Action::Become {
                into,
                deck_cards,
                filter,
            } => self.become_card(rule, src, into, *deck_cards, filter),
            Action::Draw { cards } => self.draw_by_effect(src.bearer.player, *cards),
            Action::DiscardRandomAttached { who, filter } => {
                // [E-CARD-28] One drawn among every card the filter accepts on the targets.
                let mut found: Vec<(Pos, u32)> = Vec::new();
                for t in self.targets(*who, src.bearer) {
                    for i in self.attached_matching(t, filter).collect::<Vec<_>>() {
                        found.push((t, self.st.ch(t).attached[i].card.uid));
                    }
                }
                if !found.is_empty() {
                    let (t, uid) = found[self.st.rng.below(found.len() as u32) as usize];
                    if let Some(i) = self.st.ch(t).attached.iter().position(|a| a.card.uid == uid) {
                        self.detach(rule, t, i, Some(DiscardReason::Removed));
                    }
                }
            }
            Action::WaiveRequirements {} | Action::HandLimit(_) | Action::EffectBonus { .. } | Action::Keeps { .. } => {}
        }
    }

    /// [E-CARD-8] `t` gains (or, negative, loses) `n` tokens; nothing when `n` is 0.
    fn change_tokens(&mut self, rule: &'static str, source: &SmolStr, t: Pos, n: i32) {
        if n != 0 {
            self.st.ch_mut(t).tokens += n;
            let (character, tokens) = (self.view().char_ref(t), self.st.ch(t).tokens);
            self.emit(
                rule,
                EventKind::TokensChanged {
                    source: source.clone(),
                    character,
                    change: n,
                    tokens,
                },
            );
        }
    }

    /// [E-CARD-18] What the bearer's abilities add to the damage or healing of card `src`
    /// aimed at one character (`who`); nothing for a character's own effects.
    fn effect_bonus(&self, src: &Source, who: Who) -> i32 {
        let single = matches!(
            who,
            Who::Bearer | Who::OpposingFighter | Who::RandomOpponent | Who::RandomAlly
        );
        let Some(card) = self.cat.index_of(&src.id).map(|d| self.cat.get(d)) else {
            return 0;
        };
        if !single || card.is_character() || self.st.ch(src.bearer).dead {
            return 0;
        }
        self.view()
            .def(src.bearer)
            .effects
            .iter()
            .filter(|e| self.view().holds_static(&e.condition, src.bearer))
            .filter_map(|e| match &e.action {
                Action::EffectBonus { filter, amount } if filter.matches(card) => Some(*amount),
                _ => None,
            })
            .sum()
    }

    /// [E-CARD-17] Up to `n` cards of `player`'s discard pile that `filter` accepts, each
    /// drawn among those left, go into the deck at a drawn place.
    fn discard_to_deck(&mut self, rule: &'static str, player: u8, n: u8, filter: &CardFilter) {
        for _ in 0..n {
            let pl = &self.st.players[usize::from(player)];
            let found: Vec<usize> = (0..pl.discard.len())
                .filter(|i| filter.matches(self.cat.get(pl.discard[*i].def)))
                .collect();
            if found.is_empty() {
                return;
            }
            let i = found[self.st.rng.below(found.len() as u32) as usize];
            let card = self.st.players[usize::from(player)].discard.remove(i);
            let deck_len = self.st.players[usize::from(player)].deck.len();
            let at = self.st.rng.below(deck_len as u32 + 1) as usize;
            self.st.players[usize::from(player)].deck.insert(at, card);
            let card = self.view().id(card);
            self.emit(rule, EventKind::DiscardToDeck { owner: player, card });
        }
    }

    /// [E-CARD-20] Character `t` plays a card by an effect of `player`'s side: a new copy of
    /// `card`, a new card drawn among the catalogue's playable cards that `random` accepts, or
    /// one drawn among the cards of `player`'s zones `from` that `filter` accepts and `t`
    /// could play. It resolves seen from `t`, activates, and attaches or goes to the discard
    /// pile. With no such card, nothing happens.
    #[allow(clippy::too_many_arguments)]
    fn play_by_effect(
        &mut self,
        rule: &'static str,
        player: u8,
        t: Pos,
        card: Option<&str>,
        random: Option<&CardFilter>,
        from: &[Zone],
        filter: &CardFilter,
    ) {
        let cat = self.cat.clone();
        let (card, origin) = if let Some(id) = card {
            let Some(def) = cat.index_of(id) else { return };
            (crate::core::Card { uid: self.st.fresh_uid(), def }, Origin::Created)
        } else if let Some(f) = random {
            // Drawn in catalogue order: the built-in cards, then the scenario's.
            let pool: Vec<u16> = (0..cat.cards().len() as u16)
                .filter(|d| !cat.get(*d).is_character() && f.matches(cat.get(*d)))
                .collect();
            if pool.is_empty() {
                return;
            }
            let def = pool[self.st.rng.below(pool.len() as u32) as usize];
            (crate::core::Card { uid: self.st.fresh_uid(), def }, Origin::Created)
        } else {
            let mut found: Vec<(Zone, usize)> = Vec::new();
            let v = self.view();
            for z in from {
                for (i, c) in zone_of(&self.st.players[usize::from(player)], *z).iter().enumerate() {
                    let d = cat.get(c.def);
                    if !d.is_character() && filter.matches(d) && v.meets(d, t) {
                        found.push((*z, i));
                    }
                }
            }
            if found.is_empty() {
                return;
            }
            let (z, i) = found[self.st.rng.below(found.len() as u32) as usize];
            let pl = &mut self.st.players[usize::from(player)];
            let list = match z {
                Zone::Hand => &mut pl.hand,
                Zone::Deck => &mut pl.deck,
                Zone::Discard => &mut pl.discard,
            };
            (list.remove(i), Origin::from(z))
        };
        let d = cat.get(card.def);
        let by = self.view().char_ref(t);
        self.emit(
            rule,
            EventKind::PlayedByEffect {
                owner: player,
                card: d.id.clone(),
                by,
                from: origin,
            },
        );
        self.fire_card(card, t, Trigger::OnResolve, rule);
        if !d.activates_after_combat {
            self.card_activated(card.def, Some(t));
        }
        let onto = match d.attaches {
            Attach::No => None,
            Attach::Fighter => Some(t),
            Attach::OpposingFighter => self.st.opposing_fighter(t),
        };
        match onto.filter(|p| !self.st.ch(*p).dead) {
            Some(p) => {
                let placed = self.st.fresh_placed();
                self.attach(player, card, p, placed);
            }
            None => {
                self.st.players[usize::from(player)].discard.push(card);
                self.emit(
                    rule,
                    EventKind::CardDiscarded {
                        owner: player,
                        card: d.id.clone(),
                        reason: DiscardReason::Used,
                        from: None,
                    },
                );
            }
        }
    }

    /// [E-CARD-22] The card whose effect this is (wherever it is now) and up to `n` cards of
    /// its player's deck that `filter` accepts, drawn one by one, become card `into`.
    fn become_card(&mut self, rule: &'static str, src: &Source, into: &str, n: u8, filter: &CardFilter) {
        let cat = self.cat.clone();
        let Some(into_def) = cat.index_of(into) else { return };
        let player = src.bearer.player;
        if let Some(uid) = src.uid {
            if let Some((owner, card)) = self.card_by_uid(uid) {
                let was = cat.get(card.def).id.clone();
                card.def = into_def;
                self.emit(
                    rule,
                    EventKind::CardBecame {
                        owner,
                        card: was,
                        into: into.into(),
                        in_deck: false,
                    },
                );
            }
        }
        let mut left: Vec<usize> = (self.st.players[usize::from(player)].deck.iter().enumerate())
            .filter(|(_, c)| filter.matches(cat.get(c.def)))
            .map(|(i, _)| i)
            .collect();
        for _ in 0..n {
            if left.is_empty() {
                return;
            }
            let i = left.remove(self.st.rng.below(left.len() as u32) as usize);
            let card = &mut self.st.players[usize::from(player)].deck[i];
            let was = cat.get(card.def).id.clone();
            card.def = into_def;
            self.emit(
                rule,
                EventKind::CardBecame {
                    owner: player,
                    card: was,
                    into: into.into(),
                    in_deck: true,
                },
            );
        }
    }

    /// The card of unique id `uid` wherever it is (a play of this combat, an attachment, a
    /// hand, a deck, a discard pile), with its owner.
    fn card_by_uid(&mut self, uid: u32) -> Option<(u8, &mut crate::core::Card)> {
        let st = &mut self.st;
        if let Some(c) = st.combat.as_mut() {
            for (pl, row) in c.played.iter_mut().enumerate() {
                if let Some(p) = row.iter_mut().find(|p| p.card.uid == uid) {
                    return Some((pl as u8, &mut p.card));
                }
            }
        }
        for (pl, player) in st.players.iter_mut().enumerate() {
            for ch in player.characters.iter_mut() {
                if let Some(a) = ch.attached.iter_mut().find(|a| a.card.uid == uid) {
                    return Some((a.owner, &mut a.card));
                }
            }
            let zones = [&mut player.hand, &mut player.deck, &mut player.discard];
            for z in zones {
                if let Some(c) = z.iter_mut().find(|c| c.uid == uid) {
                    return Some((pl as u8, c));
                }
            }
        }
        None
    }

    /// [E-CARD-25] `player` draws `n` cards, fewer when the deck has fewer.
    fn draw_by_effect(&mut self, player: u8, n: u8) {
        let pl = &mut self.st.players[usize::from(player)];
        let k = usize::from(n).min(pl.deck.len());
        if k == 0 {
            return;
        }
        pl.hand.extend(pl.deck.drain(..k));
        let hand = &self.st.players[usize::from(player)].hand;
        let cards = hand[hand.len() - k..].iter().map(|c| self.view().id(*c)).collect();
        self.emit(rules::E_CARD_25, EventKind::CardsDrawn { player, cards });
    }

    /// Life loss: not damage, never prevented, never scored [E-DMG].
    fn lose_life(&mut self, rule: &'static str, source: &SmolStr, t: Pos, n: i32) {
        if n > 0 {
            self.st.ch_mut(t).pv -= n;
            let (target, pv) = (self.view().char_ref(t), self.st.ch(t).pv);
            self.emit(
                rule,
                EventKind::LostLife {
                    source: source.clone(),
                    target,
                    amount: n,
                    pv,
                },
            );
        }
    }

    /// Attachment `i` of `t` goes into its owner's deck at a drawn place [E-CARD-5].
    fn return_to_deck(&mut self, rule: &'static str, t: Pos, i: usize) {
        let a = self.detach(rule, t, i, None);
        let deck_len = self.st.players[usize::from(a.owner)].deck.len();
        let at = self.st.rng.below(deck_len as u32 + 1) as usize;
        self.st.players[usize::from(a.owner)].deck.insert(at, a.card);
        let (card, from) = (self.view().id(a.card), self.view().char_ref(t));
        self.emit(
            rule,
            EventKind::ReturnedToDeck {
                owner: a.owner,
                card,
                from,
            },
        );
    }

    /// Deals damage; the amount applied is scored for the target's opponent [E-WIN-3].
    pub(crate) fn damage(
        &mut self,
        rule: &'static str,
        source: &SmolStr,
        by: Option<Pos>,
        t: Pos,
        amount: i32,
        harm: Harm,
    ) {
        // [E-CARD-7] What the dealer adds to the damage it deals and the target to the damage
        // it suffers; only cards with such modifiers change a value here.
        let v = self.view();
        let shift = by.map_or(0, |b| v.stats(b).damage_dealt) + v.stats(t).damage_suffered;
        let amount = (amount + shift).max(0);
        let ch = self.st.ch_mut(t);
        ch.pv -= amount;
        ch.received_this_combat += amount;
        let pv = ch.pv;
        if let Some(b) = by {
            self.st.ch_mut(b).dealt_this_combat += amount;
        }
        self.st.players[usize::from(1 - t.player)].score += amount;
        let target = self.view().char_ref(t);
        self.emit(
            rule,
            EventKind::Damaged {
                source: source.clone(),
                target,
                amount,
                harm,
                pv,
            },
        );
        if amount > 0 && !self.st.ch(t).dead {
            let before = (self.st.harm.replace(harm), self.st.subject.replace(t));
            self.fire_on_damaged(t);
            self.fire_on_ally_damaged(t);
            (self.st.harm, self.st.subject) = before;
        }
    }

    /// [E-CARD-24] The abilities of the living characters of `t`'s side that answer the
    /// damage of one of them, in line order.
    fn fire_on_ally_damaged(&mut self, t: Pos) {
        for index in 0..self.st.players[usize::from(t.player)].characters.len() {
            let p = Pos::new(t.player.into(), index);
            if !self.st.ch(p).dead {
                self.fire(self.st.ch(p).def, p, Trigger::OnAllyDamaged, rules::E_CARD_24);
            }
        }
    }

    /// [E-CARD-4] The bearer's ability and its active attached cards that act each time it
    /// suffers damage, in arrival order.
    fn fire_on_damaged(&mut self, t: Pos) {
        self.fire(self.st.ch(t).def, t, Trigger::OnDamaged, rules::E_CARD_4);
        for card in self.st.ch(t).active_cards() {
            self.fire_card(card, t, Trigger::OnDamaged, rules::E_CARD_4);
        }
    }

    /// [E-CARD-11] Card `def` activates: the abilities of every living character and their
    /// active attached cards that wait for such a card act, the active player's side first,
    /// in line order, each character's ability before its cards in arrival order.
    /// [E-CARD-24] `by` is the character who played it, the trigger's character.
    pub(crate) fn card_activated(&mut self, def: u16, by: Option<Pos>) {
        let activating = self.st.activating.replace(def);
        let subject = std::mem::replace(&mut self.st.subject, by);
        for player in self.st.player_order() {
            for index in 0..self.st.players[usize::from(player)].characters.len() {
                let p = Pos::new(player.into(), index);
                if self.st.ch(p).dead {
                    continue;
                }
                self.fire(self.st.ch(p).def, p, Trigger::OnCardActivates, rules::E_CARD_11);
                let mut i = 0;
                while let Some((active, card)) = self.st.ch(p).attached.get(i).map(|a| (a.active, a.card)) {
                    if active {
                        self.fire_card(card, p, Trigger::OnCardActivates, rules::E_CARD_11);
                    }
                    i += 1;
                }
            }
        }
        self.st.activating = activating;
        self.st.subject = subject;
    }

    /// [E-CARD-14] Character `dead` has just died: the abilities `on_ally_dies` of its side
    /// act, in line order, its own included.
    pub(crate) fn ally_died(&mut self, dead: Pos) {
        let dying = self.st.dying.replace(dead);
        let subject = self.st.subject.replace(dead);
        for index in 0..self.st.players[usize::from(dead.player)].characters.len() {
            let p = Pos::new(dead.player.into(), index);
            if p == dead || !self.st.ch(p).dead {
                self.fire(self.st.ch(p).def, p, Trigger::OnAllyDies, rules::E_CARD_14);
            }
        }
        self.st.dying = dying;
        self.st.subject = subject;
    }

    /// Heals up to max PV; PV actually gained is scored for the character's owner [E-WIN-3].
    pub(crate) fn heal(&mut self, rule: &'static str, source: &SmolStr, t: Pos, amount: i32) {
        let max = self.view().max_pv(t);
        let ch = self.st.ch_mut(t);
        let gained = amount.min(max - ch.pv).max(0);
        ch.pv += gained;
        ch.gained_this_turn += gained;
        let pv = ch.pv;
        self.st.players[usize::from(t.player)].score += gained;
        let target = self.view().char_ref(t);
        self.emit(
            rule,
            EventKind::Healed {
                source: source.clone(),
                target,
                amount: gained,
                pv,
            },
        );
    }

    /// Removes attachment `i` of `t`; its modifiers end at once [E-EQ-5]. With a reason it
    /// goes to its owner's discard pile; without one the caller places it.
    pub(crate) fn detach(
        &mut self,
        rule: &'static str,
        t: Pos,
        i: usize,
        reason: Option<DiscardReason>,
    ) -> super::state::Attachment {
        let a = self.st.ch_mut(t).attached.remove(i);
        self.st.mods.end_source(a.card.uid);
        if let Some(c) = self.st.combat.as_mut() {
            for row in c.played.iter_mut() {
                for p in row.iter_mut().filter(|p| p.card.uid == a.card.uid) {
                    p.status = super::state::PlayStatus::Gone;
                }
            }
        }
        let Some(reason) = reason else { return a };
        self.st.players[usize::from(a.owner)].discard.push(a.card);
        let (card, from) = (self.view().id(a.card), Some(self.view().char_ref(t)));
        self.emit(
            rule,
            EventKind::CardDiscarded {
                owner: a.owner,
                card,
                reason,
                from,
            },
        );
        a
    }
}

/// The characters an effect acts on: at most the six of the two lines, kept without
/// allocating.
#[derive(Default)]
pub(crate) struct Targets {
    list: [Option<Pos>; 6],
    len: usize,
}

impl Targets {
    fn push(&mut self, p: Pos) {
        if self.len < self.list.len() {
            self.list[self.len] = Some(p);
            self.len += 1;
        }
    }

    fn push_if_alive(&mut self, st: &super::state::State, p: Option<Pos>) {
        if let Some(p) = p.filter(|p| !st.ch(*p).dead) {
            self.push(p);
        }
    }
}

impl IntoIterator for Targets {
    type Item = Pos;
    type IntoIter = std::iter::Flatten<std::array::IntoIter<Option<Pos>, 6>>;

    fn into_iter(self) -> Self::IntoIter {
        self.list.into_iter().flatten()
    }
}

/// The cards of one of a player's zones [E-CARD-20].
fn zone_of(pl: &super::state::Player, z: Zone) -> &[crate::core::Card] {
    match z {
        Zone::Hand => &pl.hand,
        Zone::Deck => &pl.deck,
        Zone::Discard => &pl.discard,
    }
}

fn lasting(span: Span) -> Lasting {
    match span {
        Span::ThisCombat => Lasting::ThisCombat,
        Span::ThisTurn => Lasting::ThisTurn,
        Span::TheGame => Lasting::TheGame,
        Span::WhileAttached => Lasting::WhileAttached,
    }
}

fn duration(l: Lasting) -> Duration {
    match l {
        Lasting::ThisCombat => Duration::ThisCombat,
        Lasting::ThisTurn => Duration::ThisTurn,
        Lasting::TheGame | Lasting::WhileAttached => Duration::Permanent,
    }
}
