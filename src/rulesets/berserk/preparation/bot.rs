//! The computer's preparation (every level plays it alike; it is not searched): it goes
//! second (more crystals), redeals once a deal with no element to build on, recruits the card
//! worth most for its cost until no card fits, and places its strongest creatures nearest the
//! enemy.

use crate::rulesets::berserk::cards::{CreatureDef, Element, Kind};
use crate::rulesets::berserk::game::{BerserkGame, Choice, DecisionKind};

/// What a card is worth on the board, roughly: life, strikes and printed features.
fn worth(def: &CreatureDef) -> u32 {
    let strike: u32 = def.strike.iter().map(|&s| u32::from(s)).sum();
    u32::from(def.life) + 2 * strike + 3 * def.features.len() as u32 + 2 * def.abilities.len() as u32
}

impl BerserkGame {
    /// The computer's choice in the preparation, if the game is in it.
    pub(crate) fn preparation_choice(&self) -> Option<Choice> {
        let decision = self.decision()?;
        let player = decision.player;
        match decision.kind {
            DecisionKind::Side => Some(Choice::Side { player, first: false }),
            DecisionKind::Deal => Some(self.deal_choice(player)),
            DecisionKind::Recruit => self.recruit_choice(player, &decision.options),
            DecisionKind::Place => self.place_choice(&decision.options),
            // [B-GAME-13] A card acting after deployment (the Pathfinder): the cards left as
            // they lie.
            DecisionKind::AfterDeployment => decision.options.iter().find(|c| matches!(c, Choice::Done { .. })).cloned(),
            _ => None,
        }
    }

    /// Redeal once if no element has five cards in the deal.
    fn deal_choice(&self, player: u8) -> Choice {
        let camp = self.camp(player);
        let best = [Element::Steppe, Element::Mountains, Element::Forest, Element::Swamp, Element::Dark]
            .iter()
            .map(|e| camp.deal.iter().filter(|d| self.cat.get(d.def).element == Some(*e)).count())
            .max()
            .unwrap_or(0);
        if best < 5 && camp.redeals == 0 && camp.crystals.gold > 0 {
            Choice::Redeal { player }
        } else {
            Choice::Keep { player }
        }
    }

    /// The recruit worth most for its cost (a new element counts a crystal more); done when
    /// none fits.
    fn recruit_choice(&self, player: u8, options: &[Choice]) -> Option<Choice> {
        let camp = self.camp(player);
        let elements: Vec<Option<Element>> = camp
            .deal
            .iter()
            .filter(|d| d.taken)
            .map(|d| self.cat.get(d.def).element)
            .collect();
        let score = |card: u8| {
            let def = self.cat.get(camp.deal[usize::from(card)].def);
            let new_element = def.element != Some(Element::Neutral) && !elements.is_empty() && !elements.contains(&def.element);
            let cost = u32::from(def.cost.unwrap_or(1)) + u32::from(new_element);
            worth(def) * 100 / cost.max(1)
        };
        options
            .iter()
            .filter_map(|c| match c {
                Choice::Recruit { card, .. } => Some((score(*card), c)),
                _ => None,
            })
            .max_by_key(|(s, _)| *s)
            .map(|(_, c)| c.clone())
            .or_else(|| options.iter().find(|c| matches!(c, Choice::Done { .. })).cloned())
    }

    /// The strongest unplaced card (flyers last: they take off) on the allowed cell nearest
    /// the enemy, the centre first.
    fn place_choice(&self, options: &[Choice]) -> Option<Choice> {
        let score = |c: &Choice| -> i32 {
            let &Choice::Place { player, card, cell, after_deployment } = c else { return i32::MIN };
            let def = self.cat.get(self.camp(player).squad[usize::from(card)].def);
            let strength = if def.kind == Some(Kind::Flyer) { 0 } else { worth(def) as i32 };
            // Rows 2 and 3 face each other: the nearer, the more forward.
            let forward = if player == 0 { i32::from(cell[1]) } else { 5 - i32::from(cell[1]) };
            let centre = 2 - (i32::from(cell[0]) - 2).abs();
            // [B-GAME-13] A card acting after deployment is placed to use it.
            (strength * 100 + forward * 10 + centre) * 2 + i32::from(after_deployment)
        };
        options.iter().max_by_key(|c| score(c)).cloned()
    }
}
