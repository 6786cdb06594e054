//! What the computer opponents need of Berserk (`bots::Searchable`). The board is open; what a
//! player cannot know is the dice to come, so a searched copy rolls with a fresh generator:
//! every playout samples the dice anew (the chance nodes of the search: a root choice's value
//! is its average over the rolls drawn).
//!
//! The search is kept short and steered, since random creatures wander and a random game
//! rarely ends within the turn limit:
//! - at the root it weighs every response (blocks, inspiration, defenders, rerolls, the
//!   features written as data, the exchange) and, of the moves, those that matter: onto a cell
//!   from which the creature strikes, nearest to the enemy, and the farthest retreat;
//! - a playout strikes when a strike is open (the closed targets first: they do not strike
//!   back), closes in on the enemy otherwise, takes the responses that cannot hurt (a reroll of
//!   a bad die, inspiration) and otherwise passes, without listing every option of a priority
//!   it passes;
//! - it is cut after `PLAYOUT_DEPTH` decisions, once no attack is under way, and `evaluate`
//!   judges what each side's creatures are worth: life left (poison counted), strike, the
//!   features that make them hard to wound, and the risk of standing closed within an open
//!   enemy's reach.

use super::board::distance;
use super::cards::Feature;
use super::game::{BerserkGame, Choice, Creature, DecisionKind, Phase};
use crate::bots::{reseed, Searchable};
use crate::core::{Game, Rng};

impl Searchable for BerserkGame {
    fn to_move(&self) -> Option<u8> {
        self.pending().map(|d| d.player)
    }

    fn determinize(&self, _viewer: u8, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        g.st.rng = reseed(rng);
        g
    }

    /// About two attacks and the moves around them (an attack is some twenty decisions: every
    /// step's passes, two double passes in the preliminary stage and the die-roll step).
    const PLAYOUT_DEPTH: Option<usize> = Some(1);

    /// A playout's reward is mostly an evaluation near one half, whose differences between
    /// options are some hundredths: UCB1's usual weight would spread the playouts evenly.
    const EXPLORATION: f64 = 0.1;

    /// The start of a turn of `player`'s (no attack under way, nothing done yet), so every
    /// playout is judged after the other side's whole reply.
    fn settled(&self, player: u8) -> bool {
        self.st.phase != Phase::Attack
            && self.st.active == player
            && self
                .alive()
                .all(|c| c.owner != self.st.active || (!c.moved && !c.closed))
    }

    fn root_choices(&self) -> Option<Vec<Choice>> {
        let decision = self.decision()?;
        if let Some(choice) = self.preparation_choice() {
            // The preparation is not searched: a playout through a whole game per option
            // would cost far more than what the heuristic loses.
            return Some(vec![choice]);
        }
        if decision.kind != DecisionKind::Main {
            return Some(decision.options);
        }
        let enemies = self.enemy_cells(decision.player);
        let nearest = |cell: [u8; 2]| enemies.iter().map(|e| distance(cell, *e)).min().unwrap_or(0);
        let mut out: Vec<Choice> = Vec::new();
        // Per creature: (nearest distance reached, its moves there), the farthest retreat.
        let mut near: Vec<(u16, u8, Vec<Choice>)> = Vec::new();
        let mut far: Vec<(u16, u8, Choice)> = Vec::new();
        for c in decision.options {
            let Choice::Move { creature, to, .. } = c else {
                out.push(c);
                continue;
            };
            let d = nearest(to);
            if d == 1 {
                out.push(c);
                continue;
            }
            match near.iter_mut().find(|(u, ..)| *u == creature) {
                Some((_, best, moves)) if d < *best => {
                    *best = d;
                    *moves = vec![c.clone()];
                }
                Some((_, best, moves)) if d == *best && moves.len() < 3 => moves.push(c.clone()),
                Some(_) => {}
                None => near.push((creature, d, vec![c.clone()])),
            }
            match far.iter_mut().find(|(u, ..)| *u == creature) {
                Some((_, best, m)) if d > *best => {
                    *best = d;
                    *m = c;
                }
                Some(_) => {}
                None => far.push((creature, d, c)),
            }
        }
        for (_, _, moves) in near {
            for m in moves {
                if !out.contains(&m) {
                    out.push(m);
                }
            }
        }
        for (_, _, m) in far {
            if !out.contains(&m) {
                out.push(m);
            }
        }
        Some(out)
    }

    fn playout_choice(&self, rng: &mut Rng) -> Option<Choice> {
        // [B-GAME-13] A triggered ability waiting for its owner, or a card of the graveyard
        // [B-VALHALLA] [B-INCARNATION]: any of its answers.
        if self.graveyard_decision().is_some() || (!self.st.asked.is_empty() && self.st.phase != Phase::Over) {
            return self.random_choice(rng);
        }
        match self.st.phase {
            Phase::Over => None,
            Phase::Side | Phase::Deal | Phase::Recruit | Phase::Place => self.preparation_choice(),
            Phase::Main => self.playout_main(rng),
            Phase::Attack => {
                let attack = self.st.attack.as_ref()?;
                if attack.exchange.is_some() {
                    return self.random_choice(rng);
                }
                let player = self.st.priority.holder();
                // Take the responses that cannot hurt, found without listing every option;
                // others now and then.
                let good = self.harmless_options(player);
                if !good.is_empty() && rng.below(4) != 0 {
                    return good.get(rng.index(good.len())).cloned();
                }
                if rng.below(8) == 0 {
                    let options = self.decision()?.options;
                    let other: Vec<&Choice> = options
                        .iter()
                        .filter(|c| !matches!(c, Choice::Pass { .. } | Choice::Reroll { .. }))
                        .collect();
                    if !other.is_empty() {
                        return other.get(rng.index(other.len())).map(|c| (*c).clone());
                    }
                }
                Some(Choice::Pass { player })
            }
        }
    }

    /// Life left, own minus the other side's, over all life; then two tie-breaks smaller than
    /// one wound, so a bot that sees no wound to win still closes in and strikes (otherwise
    /// games drift to the turn limit): how near its creatures stand to the enemy, and an
    /// attack of its own in progress. The greedy bot's measure.
    fn evaluate(&self, player: u8) -> f64 {
        let material = self.material(player);
        let pressure = 0.01 * self.closeness(player) + if self.attacking(player) { 0.004 } else { 0.0 };
        (material + pressure).clamp(-1.0, 1.0)
    }

    /// What `player`'s creatures are worth against the other side's (`worth`), in [-1, 1],
    /// with the same tie-breaks as `evaluate`: the strong bot's measure where a playout stops.
    fn playout_value(&self, player: u8) -> f64 {
        let (mut own, mut other) = (0.0, 0.0);
        for c in self.alive() {
            let w = self.worth(c);
            if c.owner == player {
                own += w;
            } else {
                other += w;
            }
        }
        let material = if own + other > 0.0 {
            (own - other) / (own + other)
        } else {
            0.0
        };
        let pressure = 0.02 * self.closeness(player) + if self.attacking(player) { 0.004 } else { 0.0 };
        (2.0 * (material + pressure)).tanh()
    }
}

impl BerserkGame {
    /// An attack of `player`'s is under way.
    fn attacking(&self, player: u8) -> bool {
        self.st
            .attack
            .as_ref()
            .is_some_and(|a| self.creature(a.attacker).is_some_and(|c| c.owner == player))
    }

    /// Life left, own minus the other side's, over all life, in [-1, 1].
    fn material(&self, player: u8) -> f64 {
        let (mut own, mut other, mut total) = (0.0, 0.0, 0.0);
        for c in &self.st.creatures {
            let life = f64::from(self.cat.get(c.def).life);
            total += life;
            let left = if c.dead {
                0.0
            } else {
                (life - f64::from(c.wounds)).max(0.0)
            };
            if c.owner == player {
                own += left;
            } else {
                other += left;
            }
        }
        if total == 0.0 {
            0.0
        } else {
            ((own - other) / total).clamp(-1.0, 1.0)
        }
    }

    fn enemy_cells(&self, player: u8) -> Vec<[u8; 2]> {
        self.alive().filter(|c| c.owner != player).map(|c| c.cell).collect()
    }

    /// A playout's main-phase choice: the best strike open (closed targets first, then the
    /// weakest), else the step that brings a creature nearest to an enemy if nearer than now,
    /// else the end of the turn. Built from the creatures, not from the list of every move.
    fn playout_main(&self, rng: &mut Rng) -> Option<Choice> {
        let player = self.st.active;
        let mut best: Option<(i32, Choice)> = None;
        let consider = |best: &mut Option<(i32, Choice)>, score: i32, c: Choice, rng: &mut Rng| {
            let score = score * 4 + rng.below(4) as i32;
            if best.as_ref().is_none_or(|(b, _)| score > *b) {
                *best = Some((score, c));
            }
        };
        let mine: Vec<&Creature> = self.alive().filter(|c| c.owner == player && !c.closed).collect();
        for a in &mine {
            for t in self.alive().filter(|t| t.owner != player && self.strike_reaches(a.uid, t.uid)) {
                let left = i32::from(self.cat.get(t.def).life.saturating_sub(t.wounds));
                let score = 100 + if t.closed { 40 } else { 0 } - 2 * left;
                consider(
                    &mut best,
                    score,
                    Choice::Strike {
                        player,
                        attacker: a.uid,
                        target: t.uid,
                    },
                    rng,
                );
            }
        }
        if let Some((_, c)) = best {
            return Some(c);
        }
        let enemies = self.enemy_cells(player);
        let nearest = |cell: [u8; 2]| enemies.iter().map(|e| distance(cell, *e)).min().unwrap_or(0);
        for a in mine.iter().filter(|a| !a.moved) {
            let from = nearest(a.cell);
            // The cells alone: a playout needs no paths.
            for to in self.reach(a.uid).cells() {
                let d = nearest(to);
                if d < from {
                    consider(
                        &mut best,
                        -i32::from(d),
                        Choice::Move {
                            player,
                            creature: a.uid,
                            to,
                        },
                        rng,
                    );
                }
            }
        }
        Some(best.map_or(Choice::Pass { player }, |(_, c)| c))
    }

    /// The legal responses of `player` that `harmless` accepts: inspiration by its creatures
    /// that have it, rerolls by the fighters (the only creatures that may reroll).
    fn harmless_options(&self, player: u8) -> Vec<Choice> {
        let Some(a) = self.st.attack.as_ref() else {
            return vec![];
        };
        let mut out = vec![];
        for c in self.alive().filter(|c| c.owner == player && !c.closed) {
            if self.has(c.uid, Feature::Inspire) {
                out.push(Choice::Inspire { player, creature: c.uid });
            }
        }
        for creature in [a.attacker, a.target] {
            if self.cr(creature).owner == player && !self.cr(creature).luck_used && self.has(creature, Feature::Luck) {
                for role in [super::events::Role::Attacker, super::events::Role::Defender] {
                    out.push(Choice::Reroll { player, creature, role });
                }
            }
        }
        out.retain(|c| self.harmless(player, c) && self.check(c).is_ok());
        out
    }

    /// A response that helps `player` whatever the dice: a reroll of a die that went against
    /// it, inspiration of its own striker.
    fn harmless(&self, player: u8, choice: &Choice) -> bool {
        let Some(a) = self.st.attack.as_ref() else {
            return false;
        };
        match *choice {
            Choice::Reroll { role, .. } => {
                let mine = usize::from(self.cr(a.attacker).owner != player);
                let i = usize::from(role == super::events::Role::Defender);
                a.rolls[i].is_some_and(|r| if i == mine { r <= 3 } else { r >= 4 })
            }
            Choice::Inspire { .. } => true,
            _ => false,
        }
    }

    /// What a living creature is worth: its strike times its life, where being alive counts
    /// for a third of its life and the wounds it can still take (poison to come subtracted)
    /// for the rest; features that make it hard to wound or hard-hitting add to it, and
    /// standing closed within an open enemy's reach (it gets no counter-strike) takes off.
    fn worth(&self, c: &Creature) -> f64 {
        let def = self.cat.get(c.def);
        let life = f64::from(def.life);
        let left = f64::from(def.life.saturating_sub(c.wounds).saturating_sub(c.poison)).max(0.5);
        let [w, m, s] = def.strike.map(f64::from);
        let mut strike = 1.0 + (w + m + s) / 3.0 + 0.5 * f64::from(self.amount(c.uid, "onslaught"));
        let mut toughness = 1.0 + 0.15 * f64::from(self.amount(c.uid, "armour"));
        if self.has(c.uid, Feature::StoneSkin) {
            toughness += 0.1;
        }
        if self.has(c.uid, Feature::StrikeProtection) {
            toughness += 0.2;
        }
        toughness += 0.1 * f64::from(self.amount(c.uid, "regeneration"));
        if self.has(c.uid, Feature::FirstStrike) || self.has(c.uid, Feature::MagicStrike) {
            strike += 0.3;
        }
        // Closed, it does not strike back: an open enemy within reach would strike it with a
        // single roll (weak on 1–3, medium on 4–5, strong on 6) before its owner's turn opens it.
        let mut left = left;
        if c.closed {
            let hit = self
                .alive()
                .filter(|e| {
                    e.owner != c.owner
                        && !e.closed
                        && distance(e.cell, c.cell) <= self.cat.get(e.def).movement.saturating_add(1)
                })
                .map(|e| {
                    let [w, m, s] = self.cat.get(e.def).strike.map(f64::from);
                    (3.0 * w + 2.0 * m + s) / 6.0
                })
                .fold(0.0, f64::max);
            left = (left - 0.7 * hit).max(0.25);
        }
        strike * toughness * (life / 3.0 + left)
    }

    /// The mean over `player`'s living creatures of how near each stands to its nearest enemy,
    /// from 0 (across the board) to 1 (adjacent).
    fn closeness(&self, player: u8) -> f64 {
        let enemies = self.enemy_cells(player);
        let own: Vec<f64> = self
            .alive()
            .filter(|c| c.owner == player)
            .filter_map(|c| enemies.iter().map(|e| distance(c.cell, *e)).min())
            .map(|d| f64::from(5u8.saturating_sub(d.saturating_sub(1))) / 5.0)
            .collect();
        if own.is_empty() {
            0.0
        } else {
            own.iter().sum::<f64>() / own.len() as f64
        }
    }
}
