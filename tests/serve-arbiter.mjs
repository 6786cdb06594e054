// `arbiter serve` for the JS tests and the benches: the release binary (target/release/arbiter,
// `cargo build --release --bin arbiter`; ARBITER=path to use another) started on a free port of
// 127.0.0.1, serving a built site (`--static`, default www/dist) and online play with a store
// kept in memory. Resolves once the server prints `arbiter serve: listening on http://ADDR`.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const binary = process.env.ARBITER ?? fileURLToPath(new URL("../target/release/arbiter", import.meta.url));
const dist = fileURLToPath(new URL("../www/dist/", import.meta.url));

/** Starts the server: `{ base, close }` (`base` is `http://127.0.0.1:PORT`; `close()` ends it). */
export function serveArbiter({ dir = dist, database = "sqlite::memory:", args = [] } = {}) {
  if (!existsSync(binary)) throw new Error(`${binary} is missing: build it with \`cargo build --release --bin arbiter\``);
  const child = spawn(binary, ["serve", "--port", "0", "--static", dir, "--database", database, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // A test that fails before `close()` leaves no server behind.
  const orphan = () => child.kill("SIGTERM");
  process.once("exit", orphan);
  void exited.then(() => process.off("exit", orphan));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  return new Promise((resolve, reject) => {
    let out = "";
    const onData = (d) => {
      out += d;
      const line = out.match(/^arbiter serve: listening on (http:\/\/\S+)\r?\n/m);
      if (!line) return;
      child.stdout.off("data", onData);
      // Whatever else it prints goes nowhere (the pipe is drained, never full).
      child.stdout.resume();
      resolve({ base: line[1], close });
    };
    child.stdout.on("data", onData);
    child.once("exit", (code, signal) => reject(new Error(`arbiter serve ended (${signal ?? code}) before listening: ${stderr.trim()}`)));
    child.once("error", reject);
  });
}
