//! What the computer opponents need of Berserk (`bots::Searchable`). The board is open; what a
//! player cannot know is the dice to come, so a searched copy rolls with a fresh generator:
//! every playout samples the dice anew (the chance nodes of the search: a root choice's value
//! is its average over the rolls drawn). Random creatures wander and a random game rarely ends
//! within the turn limit, so playouts are steered (strike when a strike is open, close in on
//! the enemy otherwise) and cut after `PLAYOUT_DEPTH` decisions, where `evaluate` judges them.

use super::game::{BerserkGame, Choice, DecisionKind};
use crate::bots::{reseed, Searchable};
use crate::core::{Game, Rng};

/// Cells between two cells, diagonals counting one (the king's distance).
fn distance(a: [u8; 2], b: [u8; 2]) -> u8 {
    a[0].abs_diff(b[0]).max(a[1].abs_diff(b[1]))
}

impl Searchable for BerserkGame {
    fn to_move(&self) -> Option<u8> {
        self.pending().map(|d| d.player)
    }

    fn determinize(&self, _viewer: u8, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        g.st.rng = reseed(rng);
        g
    }

    /// About ten attacks: each is some twenty decisions (every step's passes, two double
    /// passes in the preliminary stage and the die-roll step).
    const PLAYOUT_DEPTH: Option<usize> = Some(200);

    fn playout_choice(&self, rng: &mut Rng) -> Option<Choice> {
        let decision = self.decision()?;
        let pick =
            |options: &[&Choice], rng: &mut Rng| options.get(rng.index(options.len().max(1))).map(|c| (*c).clone());
        match decision.kind {
            DecisionKind::Main => {
                let strikes: Vec<&Choice> = decision
                    .options
                    .iter()
                    .filter(|c| matches!(c, Choice::Strike { .. }))
                    .collect();
                if !strikes.is_empty() {
                    return pick(&strikes, rng);
                }
                // The moves that bring a creature nearest to an enemy, if nearer than now.
                let enemies: Vec<[u8; 2]> = self
                    .st
                    .creatures
                    .iter()
                    .filter(|c| !c.dead && c.owner != decision.player)
                    .map(|c| c.cell)
                    .collect();
                let nearest = |cell: [u8; 2]| enemies.iter().map(|e| distance(cell, *e)).min().unwrap_or(0);
                let mut best: (u8, Vec<&Choice>) = (u8::MAX, vec![]);
                for c in &decision.options {
                    if let Choice::Move { creature, to, .. } = c {
                        let from = self.creature(*creature).map_or(*to, |m| m.cell);
                        let d = nearest(*to);
                        if d < nearest(from) {
                            if d < best.0 {
                                best = (d, vec![]);
                            }
                            if d == best.0 {
                                best.1.push(c);
                            }
                        }
                    }
                }
                if best.1.is_empty() {
                    return Some(Choice::Pass {
                        player: decision.player,
                    });
                }
                pick(&best.1, rng)
            }
            // Priority: at random, passing half the time; exchanges at random.
            DecisionKind::Priority if rng.below(2) == 0 => Some(Choice::Pass {
                player: decision.player,
            }),
            _ => self.random_choice(rng),
        }
    }

    /// Life left, own minus the other side's, over all life; then two tie-breaks smaller than
    /// one wound, so a bot that sees no wound to win still closes in and strikes (otherwise
    /// games drift to the turn limit): how near its creatures stand to the enemy, and an
    /// attack of its own in progress.
    fn evaluate(&self, player: u8) -> f64 {
        let material = self.material(player);
        let attacking = self
            .st
            .attack
            .as_ref()
            .is_some_and(|a| self.creature(a.attacker).is_some_and(|c| c.owner == player));
        let pressure = 0.01 * self.closeness(player) + if attacking { 0.004 } else { 0.0 };
        (material + pressure).clamp(-1.0, 1.0)
    }
}

impl BerserkGame {
    /// The mean over `player`'s living creatures of how near each stands to its nearest enemy,
    /// from 0 (across the board) to 1 (adjacent).
    fn closeness(&self, player: u8) -> f64 {
        let enemies: Vec<[u8; 2]> = self.alive().filter(|c| c.owner != player).map(|c| c.cell).collect();
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
}
