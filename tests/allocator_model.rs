#![cfg(not(target_arch = "wasm32"))]
//! The `.wasm`'s allocator against the model of tests/support/allocator_model.rs, over random
//! sequences of allocations, frees and resizes (sizes across its small, large and whole-page
//! classes, alignments up to a page).

#[path = "support/allocator_model.rs"]
mod model;

use arbiter::allocator::SizeClasses;
use model::{run, Op, MAX_SIZE};
use proptest::prelude::*;

/// One heap for every case: a freed block of one case is reused by the next.
static HEAP: SizeClasses = SizeClasses::new();

fn op() -> impl Strategy<Value = Op> {
    // Mostly small sizes, as the engines ask for, and some of every class.
    let size = prop_oneof![4 => 1usize..=300, 2 => 1usize..=5000, 1 => 1usize..=MAX_SIZE];
    prop_oneof![
        3 => (size.clone(), 0u8..17).prop_map(|(size, align_shift)| Op::Alloc { size, align_shift }),
        2 => any::<usize>().prop_map(|which| Op::Free { which }),
        2 => (any::<usize>(), size).prop_map(|(which, size)| Op::Realloc { which, size }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn every_sequence_of_allocations_frees_and_resizes_keeps_blocks_aligned_disjoint_and_intact(ops in prop::collection::vec(op(), 1..200)) {
        if let Err(e) = run(&HEAP, &ops) {
            return Err(TestCaseError::fail(e));
        }
    }
}

/// The model catches what it is for: an allocator that hands out a block in use is refused.
#[test]
fn the_model_refuses_an_allocator_that_hands_out_a_block_in_use() {
    use std::alloc::{GlobalAlloc, Layout, System};
    /// Always the same block, aligned to a page.
    struct OneBlock(*mut u8);
    unsafe impl GlobalAlloc for OneBlock {
        unsafe fn alloc(&self, _: Layout) -> *mut u8 {
            self.0
        }
        unsafe fn dealloc(&self, _: *mut u8, _: Layout) {}
    }
    let layout = Layout::from_size_align(MAX_SIZE, arbiter::allocator::PAGE).unwrap();
    let block = unsafe { System.alloc(layout) };
    let broken = OneBlock(block);
    let ops = [
        Op::Alloc {
            size: 64,
            align_shift: 3,
        },
        Op::Alloc {
            size: 64,
            align_shift: 3,
        },
    ];
    let refused = run(&broken, &ops).unwrap_err();
    assert!(refused.contains("overlaps"), "{refused}");
    unsafe { System.dealloc(block, layout) };
    // The real one passes the same sequence.
    assert_eq!(run(&SizeClasses::new(), &ops), Ok(2));
}
