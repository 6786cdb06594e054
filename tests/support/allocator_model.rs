//! An allocator (the `.wasm`'s, `arbiter::allocator::SizeClasses`) against a model of what any
//! allocator owes its callers: the blocks in use, each with its layout and the byte it was
//! filled with. Every operation of a sequence is checked: a new or moved block is non-null,
//! aligned and overlaps no block in use; a block's bytes are intact when it is freed or
//! resized; a resized block keeps its bytes up to the smaller size. Shared by the property
//! test (tests/allocator_model.rs) and the fuzz target (fuzz/fuzz_targets/allocator.rs).

use std::alloc::{GlobalAlloc, Layout};

use arbiter::allocator::PAGE;

/// One call to the allocator. `which` picks a block in use (modulo their number; nothing
/// happens when none is).
#[derive(Debug, Clone, Copy)]
pub enum Op {
    Alloc { size: usize, align_shift: u8 },
    Free { which: usize },
    Realloc { which: usize, size: usize },
}

/// The largest block a sequence asks for: a few pages, across the small, large and
/// whole-page classes.
pub const MAX_SIZE: usize = 3 * PAGE;

struct Live {
    ptr: *mut u8,
    layout: Layout,
    mark: u8,
}

fn intact(b: &Live) -> Result<(), String> {
    // SAFETY: a block in use of `layout.size()` bytes, all written with `mark`.
    let bytes = unsafe { std::slice::from_raw_parts(b.ptr, b.layout.size()) };
    match bytes.iter().position(|&x| x != b.mark) {
        None => Ok(()),
        Some(i) => Err(format!(
            "a block of {} bytes at {:p} changed at byte {i}",
            b.layout.size(),
            b.ptr
        )),
    }
}

fn placed(ptr: *mut u8, layout: Layout, live: &[Live]) -> Result<(), String> {
    if ptr.is_null() {
        return Err(format!("no block for {layout:?}"));
    }
    if !(ptr as usize).is_multiple_of(layout.align()) {
        return Err(format!("{ptr:p} is not aligned to {}", layout.align()));
    }
    let (start, end) = (ptr as usize, ptr as usize + layout.size());
    for b in live {
        let (s, e) = (b.ptr as usize, b.ptr as usize + b.layout.size());
        if start < e && s < end {
            return Err(format!(
                "{ptr:p} ({} bytes) overlaps {:p} ({} bytes), in use",
                layout.size(),
                b.ptr,
                b.layout.size()
            ));
        }
    }
    Ok(())
}

/// Runs `ops` on `heap`, checking each against the model, then frees every block still in
/// use (so that one heap serves many sequences). The number of operations done.
pub fn run<A: GlobalAlloc>(heap: &A, ops: &[Op]) -> Result<usize, String> {
    let mut live: Vec<Live> = Vec::new();
    let mut done = 0;
    let mut marks = 0u8;
    let result = (|| {
        for op in ops {
            marks = marks.wrapping_add(1);
            match *op {
                Op::Alloc { size, align_shift } => {
                    let layout = Layout::from_size_align(size.clamp(1, MAX_SIZE), 1 << (align_shift % 17)).unwrap();
                    // SAFETY: a layout of non-zero size.
                    let ptr = unsafe { heap.alloc(layout) };
                    placed(ptr, layout, &live)?;
                    // SAFETY: a fresh block of `layout.size()` bytes.
                    unsafe { std::ptr::write_bytes(ptr, marks, layout.size()) };
                    live.push(Live {
                        ptr,
                        layout,
                        mark: marks,
                    });
                }
                Op::Free { which } if !live.is_empty() => {
                    let b = live.swap_remove(which % live.len());
                    intact(&b)?;
                    // SAFETY: a block in use, with the layout it was allocated with.
                    unsafe { heap.dealloc(b.ptr, b.layout) };
                }
                Op::Realloc { which, size } if !live.is_empty() => {
                    let b = live.swap_remove(which % live.len());
                    intact(&b)?;
                    let size = size.clamp(1, MAX_SIZE);
                    // SAFETY: a block in use with its layout, a non-zero size that fits.
                    let ptr = unsafe { heap.realloc(b.ptr, b.layout, size) };
                    let layout = Layout::from_size_align(size, b.layout.align()).unwrap();
                    placed(ptr, layout, &live)?;
                    let kept = Live {
                        ptr,
                        layout: Layout::from_size_align(size.min(b.layout.size()), 1).unwrap(),
                        mark: b.mark,
                    };
                    intact(&kept).map_err(|e| format!("resized from {} to {size} bytes: {e}", b.layout.size()))?;
                    // SAFETY: the resized block has `size` bytes.
                    unsafe { std::ptr::write_bytes(ptr, marks, size) };
                    live.push(Live {
                        ptr,
                        layout,
                        mark: marks,
                    });
                }
                _ => {}
            }
            done += 1;
        }
        live.iter().try_for_each(intact)
    })();
    for b in live {
        // SAFETY: each block still in use, with its layout.
        unsafe { heap.dealloc(b.ptr, b.layout) };
    }
    result.map(|()| done)
}
