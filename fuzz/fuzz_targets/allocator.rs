//! The `.wasm`'s allocator against the model of tests/support/allocator_model.rs: the bytes
//! are a sequence of allocations, frees and resizes (three bytes each), run on one heap for
//! the whole fuzzing session; any block misplaced, overlapping or changed is a crash.

#![no_main]

use arbiter::allocator::SizeClasses;
use arbiter_fuzz::allocator_model::{run, Op, MAX_SIZE};
use arbiter_fuzz::Bytes;
use libfuzzer_sys::fuzz_target;

static HEAP: SizeClasses = SizeClasses::new();

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    let mut ops = Vec::new();
    while !b.is_empty() && ops.len() < 512 {
        let tag = b.u8();
        let n = usize::from(b.u16());
        // Mostly small sizes, as the engines ask for; the top bits reach every class.
        let size = if tag & 0x80 == 0 {
            n % 512
        } else {
            n * (MAX_SIZE / 65_536 + 1)
        };
        ops.push(match tag % 3 {
            0 => Op::Alloc {
                size,
                align_shift: (tag >> 2) % 17,
            },
            1 => Op::Free { which: n },
            _ => Op::Realloc { which: n, size },
        });
    }
    if let Err(e) = run(&HEAP, &ops) {
        panic!("{e}\n{ops:?}");
    }
});
