//! The `arbiter` binary: the command line of cli.rs, native only. A wasm32 build of the
//! crate's targets (the wasm tests build every binary) gets an empty program: the command
//! line's parser (clap) is a native dependency.

#[cfg(not(target_arch = "wasm32"))]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {}
