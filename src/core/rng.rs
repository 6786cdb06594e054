//! The game's random number generator: PCG32 (XSH-RR, O'Neill 2014), kept inside the game
//! state so a game is fully described by its seed and its choices. All arithmetic is on
//! fixed-width integers, so native and wasm32 produce the same stream.

use serde::Serialize;

const MULTIPLIER: u64 = 6364136223846793005;
const INCREMENT: u64 = 1442695040888963407;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Rng {
    state: u64,
    /// Forced d6 results (a scenario's `dice`), used in order before the generator.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    forced_dice: Vec<u8>,
}

impl Rng {
    pub fn new(seed: u64) -> Self {
        let mut rng = Rng {
            state: 0,
            forced_dice: Vec::new(),
        };
        rng.next_u32();
        rng.state = rng.state.wrapping_add(seed);
        rng.next_u32();
        rng
    }

    /// Queues forced d6 results; each must be 1..=6.
    pub fn force_dice(&mut self, dice: &[u8]) {
        self.forced_dice.extend_from_slice(dice);
    }

    pub fn next_u32(&mut self) -> u32 {
        let old = self.state;
        self.state = old.wrapping_mul(MULTIPLIER).wrapping_add(INCREMENT);
        let xorshifted = (((old >> 18) ^ old) >> 27) as u32;
        let rot = (old >> 59) as u32;
        xorshifted.rotate_right(rot)
    }

    /// A uniform integer in `0..n` (n > 0), without modulo bias (Lemire's method).
    pub fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        let threshold = n.wrapping_neg() % n;
        loop {
            let m = u64::from(self.next_u32()) * u64::from(n);
            if (m as u32) >= threshold {
                return (m >> 32) as u32;
            }
        }
    }

    /// A uniform index into a non-empty collection of `len` items.
    pub fn index(&mut self, len: usize) -> usize {
        self.below(len as u32) as usize
    }

    /// A d6 roll: the next forced die if any, else a fresh one.
    pub fn d6(&mut self) -> u8 {
        if !self.forced_dice.is_empty() {
            return self.forced_dice.remove(0);
        }
        self.below(6) as u8 + 1
    }

    /// Fisher–Yates shuffle.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.index(i + 1);
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream_and_seeds_differ() {
        let a: Vec<u32> = (0..8)
            .map({
                let mut r = Rng::new(7);
                move |_| r.next_u32()
            })
            .collect();
        let b: Vec<u32> = (0..8)
            .map({
                let mut r = Rng::new(7);
                move |_| r.next_u32()
            })
            .collect();
        let c: Vec<u32> = (0..8)
            .map({
                let mut r = Rng::new(8);
                move |_| r.next_u32()
            })
            .collect();
        assert_eq!(a, b);
        assert_ne!(a, c);
    }

    #[test]
    fn below_is_in_range_and_covers_it() {
        let mut r = Rng::new(1);
        let mut seen = [false; 6];
        for _ in 0..600 {
            let d = r.d6();
            assert!((1..=6).contains(&d));
            seen[usize::from(d - 1)] = true;
        }
        assert!(seen.iter().all(|s| *s));
    }

    #[test]
    fn forced_dice_come_first() {
        let mut r = Rng::new(1);
        r.force_dice(&[6, 1]);
        assert_eq!(r.d6(), 6);
        assert_eq!(r.d6(), 1);
    }
}
