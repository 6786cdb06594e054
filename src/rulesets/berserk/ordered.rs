//! [B-GAME-12] Simple strikes an ability orders: 28 Tribe Matriarch's order makes every
//! creature of her side next to the enemy chosen fight it, one after the other. Each fight is
//! queued (`st.queued`, a `simple` entry) and declared, once no attack is under way, as a
//! simple strike of its own through every step of the attack [B-ATK]; its target fights as if
//! open (it rolls and may strike back though closed, B-TABLE-2) and its attacker does not
//! close.

use super::events::EventKind;
use super::game::{Attack, BerserkGame, Phase, StackEntry};
use super::rules::{B_GAME_12, B_STACK_1};
use crate::core::Priority;

impl BerserkGame {
    /// [B-GAME-12] Whether `ally` may fight `target` at an ability's order: both alive, enemies,
    /// next to each other on the board (a flyer stands next to none) and within its simple
    /// strike's reach (a card striking only the creature opposite it, or whose attacks an enemy
    /// draws, as for any simple strike), `ally` free to attack (no `cannot attack`, no web, not
    /// strangled twice). Open or closed, it fights: the fight is the ability's, not its action.
    pub(crate) fn ordered_strike_allowed(&self, ally: u16, target: u16) -> bool {
        let (Some(a), Some(t)) = (self.creature(ally), self.creature(target)) else { return false };
        !a.dead
            && !t.dead
            && a.owner != t.owner
            && self.near(ally, target)
            && self.strike_reaches(ally, target)
            && !self.has(ally, super::cards::Feature::CannotAttack)
            && !self.webbed(ally)
            && self.strangled(ally) < 2
    }

    /// [B-GAME-12] 28 Tribe Matriarch (`creature`) orders her side's creatures next to
    /// `target` to fight it: those that may (`ordered_strike_allowed`), in the order of their
    /// ids, herself too if she stands next to it (`fights_ordered`, even when none may), each
    /// fight queued to be declared in turn (`launch_queued`, after the action).
    pub(crate) fn vs_028_order(&mut self, creature: u16, target: u16) {
        let Some(t) = self.creature(target).filter(|t| !t.dead) else { return };
        let side = self.cr(creature).owner;
        if t.owner == side {
            return;
        }
        let fighters: Vec<u16> = self.alive().filter(|c| c.owner == side).map(|c| c.uid).filter(|&uid| self.ordered_strike_allowed(uid, target)).collect();
        let ability = self.def_of(creature).abilities.iter().position(|a| super::card_code::CardCode::parse(&a.effect) == Some(super::card_code::CardCode::Vs028));
        let ability = ability.and_then(|i| u8::try_from(i).ok()).unwrap_or(0);
        let (by, whom) = (self.cref(creature), self.cref(target));
        let named = fighters.iter().map(|&f| self.cref(f)).collect();
        self.emit(B_GAME_12, EventKind::FightsOrdered { creature: by, target: whom, fighters: named });
        for attacker in fighters {
            let kind = super::ranged::RangedKind::SpecialStrike;
            self.st.queued.push(super::triggers::Queued { attacker, target, ability, kind, value: 0, range: None, table: None, posthumous: false, simple: true });
        }
    }

    /// [B-GAME-12] A simple strike an ability ordered is declared: it costs nothing and its
    /// attacker does not close, nor does the strike count as its action (it may still move and
    /// act this turn); the creature it was aimed at fights as if open. It goes on the stack
    /// [B-STACK-1] and its preliminary stage begins [B-ATK-1], as any simple strike: the
    /// target's side may redirect it, give it a defender or block it.
    pub(crate) fn declare_ordered_strike(&mut self, attacker: u16, target: u16) {
        self.st.phase = Phase::Attack;
        let mut attack = Attack::new(attacker, target);
        attack.open_target = Some(target);
        self.st.attack = Some(attack);
        self.st.priority = Priority::new(self.st.active);
        self.reveal(attacker, B_GAME_12);
        let (a, t) = (self.cref(attacker), self.cref(target));
        self.emit(B_GAME_12, EventKind::AttackDeclared { attacker: a, target: t });
        self.st.priority.put(self.st.active, StackEntry::Attack);
        let (a, t) = (self.cref(attacker), self.cref(target));
        self.emit(B_STACK_1, EventKind::AttackPut { attacker: a, target: t });
        self.begin_preliminary();
    }
}
