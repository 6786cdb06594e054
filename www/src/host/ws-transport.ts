// The page's end of `arbiter serve` (docs/online.md): the same messages as the Worker host, one
// text frame each, on ws(s)://<the page's host>/ws. The first message is `hello` with the table
// id and the seat's token from the invite link (`/<ruleset>.html?table=ID#token=...`: the token
// is in the hash, so no request carries it). A dropped link is reopened with exponential backoff
// and jitter (1 s, 2 s, 4 s... up to 30 s, each between half and the whole), and a `choose` not
// yet acknowledged is sent again after `hello` (the same decision number: the host applies it once).
import { observe, VERSION, type FromHost, type ToHost, type Transport } from "./protocol";

/** The table and token of an invite link (the page's own address by default), or null. */
export function inviteOf(href: string = location.href): { table: string; token: string } | null {
  const url = new URL(href);
  const table = url.searchParams.get("table");
  const hash = new URLSearchParams(url.hash.slice(1));
  // A seat's link carries `token` (and `seat`), a spectator's `spectate` (docs/online.md).
  const token = hash.get("token") ?? hash.get("spectate");
  return table && token ? { table, token } : null;
}

/** The invite link of a seat (or the spectator) of `table` on the page of `ruleset`. */
export function inviteLink(ruleset: string, table: string, token: string, origin: string = location.origin): string {
  const page = ruleset === "eredan" ? "index.html" : `${ruleset}.html`;
  return `${origin}/${page}?table=${encodeURIComponent(table)}#token=${encodeURIComponent(token)}`;
}

/** A fraction in [0, 1) for the backoff's jitter (crypto: the page has no other randomness). */
function jitter(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return (a[0] ?? 0) / 2 ** 32;
}

export class WsTransport implements Transport {
  onMessage: ((message: FromHost) => void) | null = null;
  onLink: ((up: boolean) => void) | null = null;
  private socket: WebSocket | null = null;
  private attempts = 0;
  private closed = false;
  private up = false;
  private unacked: Extract<ToHost, { type: "choose" }> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private table: string,
    private token: string,
    private url: string = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`,
  ) {
    this.connect();
  }

  private connect() {
    if (this.closed) return;
    const ws = new WebSocket(this.url);
    this.socket = ws;
    ws.onopen = () => {
      this.attempts = 0;
      ws.send(JSON.stringify({ v: VERSION, type: "hello", table: this.table, token: this.token }));
      if (this.unacked) ws.send(JSON.stringify(this.unacked));
      if (!this.up) {
        this.up = true;
        this.onLink?.(true);
      }
    };
    ws.onmessage = (ev: MessageEvent<string>) => {
      let m: FromHost;
      try {
        m = JSON.parse(ev.data) as FromHost;
      } catch {
        return;
      }
      if (m.type === "ack" && this.unacked?.decision === m.decision) this.unacked = null;
      if (m.type === "error" && m.decision !== undefined && this.unacked?.decision === m.decision) this.unacked = null;
      observe(m);
      this.onMessage?.(m);
    };
    ws.onclose = () => {
      if (this.socket !== ws) return;
      this.socket = null;
      if (this.up) {
        this.up = false;
        this.onLink?.(false);
      }
      this.retry();
    };
  }

  private retry() {
    if (this.closed || this.timer) return;
    const base = Math.min(30_000, 1000 * 2 ** this.attempts);
    this.attempts++;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect();
    }, base / 2 + (base / 2) * jitter());
  }

  send(message: ToHost) {
    if (message.type === "choose") this.unacked = message;
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  close() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close();
  }
}
