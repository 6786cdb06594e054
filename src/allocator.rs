//! The `.wasm`'s memory allocator: blocks by size class, taken from wasm's memory in pages.
//!
//! The engines allocate many short lists (a decision's options, a choice's cards, an event's
//! ids) and free them soon after. Natively the system allocator keeps freed blocks in
//! per-size caches; the standard library's allocator for wasm32 (dlmalloc) does not, and
//! allocating was a fifth of a whole game's time in wasm. Here every block has a size class,
//! and a freed block waits on its class's free list for the next block of that class: taking
//! and giving back are a few instructions, and the allocator's code is a seventh of
//! dlmalloc's (924 bytes against 6.3 KB in Eredan's engine).
//!
//! - Small blocks, at most [`MAX_SMALL`] bytes aligned to at most [`ALIGN`], have a class
//!   every 8 bytes; they are carved one after the other from a page.
//! - Larger blocks (or more aligned ones) have a class per power of two; a block of `2^k`
//!   bytes is aligned to `2^k` (to a page from a page up): a page is cut into blocks of a class
//!   below a page, and a class of a page or more takes its own pages.
//!
//! Blocks are never merged nor given back to the memory: a game's lists are bounded, and the
//! next game reuses them. It is the `.wasm`'s global allocator only (wasm32 without threads:
//! one thread, so no locking); the tests run it natively, on pages of the system's allocator.

use std::alloc::{GlobalAlloc, Layout};
use std::cell::UnsafeCell;
use std::ptr::{self, NonNull};

/// The largest small block; larger ones have a class per power of two.
pub const MAX_SMALL: usize = 256;
/// The alignment of small blocks, and the step of their classes.
pub const ALIGN: usize = 8;
/// wasm's page: what the memory grows by, and the largest alignment served.
pub const PAGE: usize = 64 * 1024;
/// The small classes: 8, 16, ... [`MAX_SMALL`] bytes.
const SMALL: usize = MAX_SMALL / ALIGN;
/// The power of two of the first large class (512 bytes).
const FIRST_SHIFT: u32 = (MAX_SMALL * 2).trailing_zeros();
/// Every class: the small ones, then one per power of two from 512 bytes up to `2^(bits-1)`.
const CLASSES: usize = SMALL + (usize::BITS - FIRST_SHIFT) as usize;

/// A freed block, linked to the next freed block of its class through its first bytes.
struct Free {
    next: Option<NonNull<Free>>,
}

/// The allocator's state: the free list of each class and what is left of the small blocks'
/// page.
struct Lists {
    free: [Option<NonNull<Free>>; CLASSES],
    /// The next uncarved byte of the small blocks' page, and its end.
    next: *mut u8,
    end: *mut u8,
}

/// Blocks by size class, over wasm's memory.
pub struct SizeClasses {
    lists: UnsafeCell<Lists>,
}

// SAFETY: the allocator is used on one thread only: the `.wasm` is built without threads
// (wasm32 without the `atomics` feature), and each test has its own.
unsafe impl Sync for SizeClasses {}

impl SizeClasses {
    /// An empty allocator: it asks for its first page on its first block.
    pub const fn new() -> Self {
        SizeClasses {
            lists: UnsafeCell::new(Lists {
                free: [None; CLASSES],
                next: ptr::null_mut(),
                end: ptr::null_mut(),
            }),
        }
    }
}

impl Default for SizeClasses {
    fn default() -> Self {
        SizeClasses::new()
    }
}

/// The class of a block of `layout`: a small class for at most MAX_SMALL bytes aligned to at
/// most ALIGN, else the power of two that holds both its size and its alignment. `None` for
/// an alignment above a page or a size no power of two holds. Always inlined: its answer stays
/// in locals instead of going through memory (wasm returns an `Option` through the stack).
#[inline(always)]
fn class_of(layout: Layout) -> Option<usize> {
    let (size, align) = (layout.size(), layout.align());
    if size <= MAX_SMALL && align <= ALIGN {
        return Some(size.saturating_sub(1) / ALIGN);
    }
    if align > PAGE {
        return None;
    }
    let shift = size.max(align).checked_next_power_of_two()?.trailing_zeros();
    Some(SMALL + (shift.max(FIRST_SHIFT) - FIRST_SHIFT) as usize)
}

/// The bytes of a block of `class`.
fn block_size(class: usize) -> usize {
    match class.checked_sub(SMALL) {
        None => (class + 1) * ALIGN,
        Some(k) => 1 << (FIRST_SHIFT as usize + k),
    }
}

/// `pages` new pages of memory, aligned to a page; null if there is no more.
#[cfg(target_arch = "wasm32")]
fn grow(pages: usize) -> *mut u8 {
    match core::arch::wasm32::memory_grow(0, pages) {
        usize::MAX => ptr::null_mut(),
        old => ptr::with_exposed_provenance_mut(old * PAGE),
    }
}

/// `pages` new pages of the system's allocator (the tests), aligned to a page.
#[cfg(not(target_arch = "wasm32"))]
fn grow(pages: usize) -> *mut u8 {
    match Layout::from_size_align(pages * PAGE, PAGE) {
        // SAFETY: a non-zero size (pages > 0).
        Ok(layout) => unsafe { std::alloc::System.alloc(layout) },
        Err(_) => ptr::null_mut(),
    }
}

impl Lists {
    /// A block of `class`: the last freed one, else a new one.
    ///
    /// # Safety
    /// Only through [`SizeClasses`], on one thread.
    #[inline(always)]
    unsafe fn take(&mut self, class: usize) -> *mut u8 {
        if let Some(block) = self.free[class] {
            // SAFETY: a block on a free list was freed by `give` and holds a `Free`.
            self.free[class] = unsafe { block.as_ref().next };
            return block.as_ptr().cast();
        }
        self.fresh(class)
    }

    /// A new block of `class`, none being free: carved from the small blocks' page, cut from a
    /// new page, or new pages. Out of line: the common case above stays a few instructions
    /// wherever it is inlined.
    #[cold]
    #[inline(never)]
    fn fresh(&mut self, class: usize) -> *mut u8 {
        let size = block_size(class);
        if class < SMALL {
            if (self.end as usize) - (self.next as usize) < size {
                // The rest of the page is left unused: less than MAX_SMALL bytes of PAGE.
                let page = grow(1);
                if page.is_null() {
                    return page;
                }
                self.next = page;
                // SAFETY: the page is PAGE bytes long.
                self.end = unsafe { page.add(PAGE) };
            }
            let block = self.next;
            // SAFETY: at least `size` bytes of the page are left after `next`.
            self.next = unsafe { block.add(size) };
            return block;
        }
        if size >= PAGE {
            return grow(size / PAGE);
        }
        // A page cut into blocks of `size`: the first one taken, the others freed.
        let page = grow(1);
        if !page.is_null() {
            for at in (size..PAGE).step_by(size).rev() {
                // SAFETY: a block of `size` bytes inside the page, aligned to `size`.
                unsafe { self.give(page.add(at), class) };
            }
        }
        page
    }

    /// Keeps the freed `block` of `class` for the next block of that class.
    ///
    /// # Safety
    /// `block` is a block of `class` (from `take(class)`) that is no longer used.
    #[inline(always)]
    unsafe fn give(&mut self, block: *mut u8, class: usize) {
        let block = block.cast::<Free>();
        // SAFETY: a block is at least ALIGN (8) bytes, aligned to ALIGN: room for a `Free`.
        unsafe { block.write(Free { next: self.free[class] }) };
        self.free[class] = NonNull::new(block);
    }
}

// SAFETY: blocks are disjoint pieces of pages, each handed out once until it is freed, of
// their class's size (at least the layout's) and alignment (at least the layout's).
unsafe impl GlobalAlloc for SizeClasses {
    #[inline(never)]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        match class_of(layout) {
            // SAFETY: one thread (see `Sync`), and no call re-enters this allocator.
            Some(class) => unsafe { (*self.lists.get()).take(class) },
            None => ptr::null_mut(),
        }
    }

    #[inline(never)]
    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        if let Some(class) = class_of(layout) {
            // SAFETY: `block` was allocated with this layout, so by `take(class)`.
            unsafe { (*self.lists.get()).give(block, class) }
        }
    }

    #[inline(never)]
    unsafe fn realloc(&self, block: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract: new_size rounded up to the alignment fits an isize.
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        if class_of(layout) == class_of(new_layout) {
            // The same class: the block already has room (a list growing within its class).
            return block;
        }
        // SAFETY: a new block for the new layout, the old one's bytes copied up to the smaller
        // of the two sizes, then the old one freed with its own layout.
        unsafe {
            let moved = self.alloc(new_layout);
            if !moved.is_null() {
                ptr::copy_nonoverlapping(block, moved, layout.size().min(new_size));
                self.dealloc(block, layout);
            }
            moved
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Blocks written and checked: every live block is aligned, none overlaps another (each
    /// is filled with its own byte and read back after all the others were written), freed
    /// blocks are reused, and resizing keeps the bytes.
    #[test]
    fn blocks_are_aligned_disjoint_reused_and_keep_their_bytes_when_resized() {
        let heap = SizeClasses::new();
        let sizes = [1usize, 7, 8, 9, 16, 24, 100, 255, 256, 257, 1000, 4096, 70_000, 200_000];
        let aligns = [1usize, 4, 8, 16, 64, 4096, PAGE];
        let mut live: Vec<(*mut u8, Layout, u8)> = Vec::new();
        for round in 0..30u8 {
            for (k, &size) in sizes.iter().enumerate() {
                let align = aligns[(k + usize::from(round)) % aligns.len()];
                let layout = Layout::from_size_align(size, align).unwrap();
                let block = unsafe { heap.alloc(layout) };
                assert!(!block.is_null());
                assert_eq!(block as usize % align, 0, "{size} bytes misaligned at {align}");
                let mark = round.wrapping_mul(31).wrapping_add(k as u8);
                unsafe { ptr::write_bytes(block, mark, size) };
                live.push((block, layout, mark));
            }
            // Free every other block of the round before the next, so that lists are reused.
            let mut kept = Vec::new();
            for (i, entry) in live.drain(..).enumerate() {
                if i % 2 == 0 {
                    kept.push(entry);
                } else {
                    unsafe { heap.dealloc(entry.0, entry.1) };
                }
            }
            live = kept;
        }
        for &(block, layout, mark) in &live {
            let bytes = unsafe { std::slice::from_raw_parts(block, layout.size()) };
            assert!(
                bytes.iter().all(|&b| b == mark),
                "a block of {} bytes was overwritten",
                layout.size()
            );
        }
        // A freed block is the next one of its class, not of another class.
        for (small, other) in [(20, 40), (600, 2000), (100_000, 300_000)] {
            let small = Layout::from_size_align(small, 8).unwrap();
            let other = Layout::from_size_align(other, 8).unwrap();
            let a = unsafe { heap.alloc(small) };
            unsafe { heap.dealloc(a, small) };
            let b = unsafe { heap.alloc(other) };
            assert_ne!(a, b);
            assert_eq!(unsafe { heap.alloc(small) }, a);
        }
        // Resizing, within a class and across small and large ones, keeps the bytes up to the
        // smaller size.
        let mut layout = Layout::from_size_align(10, 8).unwrap();
        let mut block = unsafe { heap.alloc(layout) };
        unsafe { ptr::write_bytes(block, 0xab, 10) };
        for new_size in [14, 16, 200, 5000, 9000, 100_000, 120, 10] {
            block = unsafe { heap.realloc(block, layout, new_size) };
            layout = Layout::from_size_align(new_size, 8).unwrap();
            let bytes = unsafe { std::slice::from_raw_parts(block, 10) };
            assert!(bytes.iter().all(|&b| b == 0xab), "resized to {new_size}");
        }
    }

    /// The classes: every 8 bytes up to MAX_SMALL at an alignment of at most 8, then powers
    /// of two holding both size and alignment; each class's blocks hold the sizes it serves.
    #[test]
    fn a_class_holds_the_size_and_the_alignment_it_is_asked_for() {
        let class = |size, align| class_of(Layout::from_size_align(size, align).unwrap());
        assert_eq!(class(1, 1), Some(0));
        assert_eq!(class(8, 8), Some(0));
        assert_eq!(class(9, 8), Some(1));
        assert_eq!(class(MAX_SMALL, 8), Some(SMALL - 1));
        assert_eq!(class(MAX_SMALL + 1, 8), Some(SMALL));
        assert_eq!(class(16, 16), Some(SMALL));
        assert_eq!(class(1024, 1), Some(SMALL + 1));
        assert_eq!(class(1025, 1), Some(SMALL + 2));
        assert_eq!(class(8, PAGE * 2), None);
        for size in (1..3000).chain([PAGE - 1, PAGE, PAGE + 1, 5 * PAGE]) {
            for align in [1, 8, 16, 512, PAGE] {
                let c = class(size, align).unwrap();
                assert!(block_size(c) >= size.max(align.min(ALIGN)), "{size} at {align}");
                assert!(c < CLASSES);
                if c >= SMALL {
                    assert!(block_size(c) >= align && block_size(c).is_power_of_two());
                }
            }
        }
        assert_eq!(block_size(CLASSES - 1), 1 << (usize::BITS - 1));
    }
}
