// The page's end of the Worker host (local-host.ts): the same messages as over a WebSocket, each
// one postMessage. The Worker is started as "./local-host.js" next to the page's chunks (an
// entry of www/build.mjs); the first message is `hello` with table "local" and the setup.
import type { LocalSetup } from "./local-host";
import { observe, type FromHost, type ToHost, type Transport } from "./protocol";

export class WorkerTransport implements Transport {
  onMessage: ((message: FromHost) => void) | null = null;
  onLink: ((up: boolean) => void) | null = null;
  private worker: Worker;

  constructor(setup: LocalSetup) {
    this.worker = new Worker(new URL("./local-host.js", import.meta.url), { type: "module" });
    this.worker.onmessage = (ev: MessageEvent<FromHost>) => {
      observe(ev.data);
      this.onMessage?.(ev.data);
    };
    this.worker.onerror = (ev) => {
      ev.preventDefault();
      this.onMessage?.({ v: 1, type: "error", kind: "malformed", message: `host: ${ev.message || "failed"}` });
    };
    this.worker.postMessage({ v: 1, type: "hello", table: "local", setup });
  }

  send(message: ToHost) {
    this.worker.postMessage(message);
  }

  close() {
    this.worker.terminate();
  }
}
