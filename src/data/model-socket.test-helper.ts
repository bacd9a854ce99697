/**
 * A model of the browser's WebSocket for the realtime clients' tests: it records what the client
 * sends, and the test plays the server (accept, receive, close).
 */
import { WAMP } from '../domain/realtime';

export class ModelSocket {
  static made: ModelSocket[] = [];
  static get last(): ModelSocket {
    return ModelSocket.made[ModelSocket.made.length - 1]!;
  }
  static get impl(): typeof WebSocket {
    return ModelSocket as unknown as typeof WebSocket;
  }
  readyState = 0;
  sent: unknown[][] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    ModelSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as unknown[]);
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.();
  }
  // What the server does:
  accept() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(msg: unknown[]) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
  /** Through the login to WELCOME, as the server answers. */
  welcome() {
    this.accept();
    this.receive([WAMP.CHALLENGE, 'ticket', {}]);
    this.receive([WAMP.WELCOME, 1, {}]);
  }
  /** Through the login to SUBSCRIBED. */
  join(subscription = 7) {
    this.welcome();
    const subscribe = this.sent.find((m) => m[0] === WAMP.SUBSCRIBE)!;
    this.receive([WAMP.SUBSCRIBED, subscribe[1], subscription]);
  }
}
