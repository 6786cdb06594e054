//! What the computer opponents need of Berserk (`bots::Searchable`). The board is open; what a
//! player cannot know is the dice to come, so a searched copy rolls with a fresh generator:
//! every playout samples the dice anew (the chance nodes of the search).

use super::game::BerserkGame;
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

    fn evaluate(&self, player: u8) -> f64 {
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
