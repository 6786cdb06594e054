//! Sorting the engine's short lists (triggered effects, a hand, a board's cells, a turn order):
//! a stable insertion sort, a few dozen bytes of .wasm for each list type where the standard
//! library's sorts are kilobytes each. Quadratic: for lists of tens of items, not thousands.

/// Sorts `items` by `key`, keeping the order of items with equal keys (as `sort_by_key`).
pub fn sort_by_key<T, K: Ord>(items: &mut [T], key: impl Fn(&T) -> K) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && key(&items[j - 1]) > key(&items[j]) {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn sorts_and_keeps_equal_keys_in_order() {
        let mut items = vec![(3, 'a'), (1, 'b'), (3, 'c'), (2, 'd'), (1, 'e'), (0, 'f')];
        super::sort_by_key(&mut items, |i| i.0);
        assert_eq!(items, vec![(0, 'f'), (1, 'b'), (1, 'e'), (2, 'd'), (3, 'a'), (3, 'c')]);
        let mut seeded: Vec<u32> = (0..50).map(|i| (i * 37 + 11) % 50).collect();
        let mut std_sorted = seeded.clone();
        std_sorted.sort();
        super::sort_by_key(&mut seeded, |x| *x);
        assert_eq!(seeded, std_sorted);
        let mut empty: Vec<u8> = vec![];
        super::sort_by_key(&mut empty, |x| *x);
    }
}
