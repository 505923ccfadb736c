/*
 * Fair under overload. Node accepts at most one new connection per turn of its
 * event loop (libuv ≥ 1.45 stopped accepting in a loop: libuv/libuv#3696), and a turn runs every
 * request whose bytes have arrived. Under 200 busy connections a turn grows to about a second, so
 * a connection still in the kernel's accept queue waits one such turn per place in the queue: the
 * last of a burst of new connections waited for the whole 30 s run while the first ones were
 * served again and again.
 *
 * The gate bounds the work a turn starts: requests start while the turn has used less than
 * `sliceMs`; the rest wait in arrival order and start in the next turns. The waiting ones are
 * started from setImmediate callbacks, one request per callback: Node runs a request's promise
 * chain (most of its work) after the callback that started it, so one start per callback is what
 * lets the next callback see the time the previous request really took. Turns stay short, the loop
 * returns to polling, and accepting, many times a second, and the waiting is first come, first
 * served instead of by luck of the accept queue.
 */

export type TurnGateOptions = {
  /** Time a turn may spend starting requests before the others wait for the next turn. */
  sliceMs: number;
  now: () => number;
  /** Runs a callback in the next turn of the loop (setImmediate): callbacks booked together run in one turn. */
  nextTurn: (callback: () => void) => void;
};

export type TurnGate = {
  /** Runs `start` now if this turn has time left and nobody is waiting; else in its turn. */
  admit: (start: () => void) => void;
  waiting: () => number;
};

/** Most requests one turn can start from the queue; the slice usually stops it well before. */
const MAX_STARTS_PER_TURN = 16;

export function createTurnGate({ sliceMs, now, nextTurn }: TurnGateOptions): TurnGate {
  const queue: (() => void)[] = [];
  let head = 0;
  let turnStartedAt = 0;
  /** Callbacks booked for the next turn and not run yet; 0 when no turn is booked. */
  let booked = 0;
  let firstOfBatch = false;

  const waiting = () => queue.length - head;

  /** Books callbacks for the next turn: one per waiting request (capped), at least one to close the turn. */
  const book = () => {
    if (booked === 0) firstOfBatch = true;
    const wanted = Math.max(1, Math.min(waiting(), MAX_STARTS_PER_TURN));
    for (; booked < wanted; booked++) nextTurn(onTurnCallback);
  };

  const onTurnCallback = () => {
    booked -= 1;
    if (firstOfBatch) {
      firstOfBatch = false;
      turnStartedAt = now();
    }
    if (waiting() > 0 && now() - turnStartedAt < sliceMs) {
      const start = queue[head];
      queue[head] = noop;
      head += 1;
      if (head === queue.length) {
        queue.length = 0;
        head = 0;
      }
      start?.();
    }
    // The turn's last callback books the next turn while requests wait.
    if (booked === 0 && waiting() > 0) book();
  };

  return {
    admit(start) {
      // The first request since the last turn ended opens one.
      if (booked === 0) {
        book();
        turnStartedAt = now();
      }
      if (waiting() === 0 && now() - turnStartedAt < sliceMs) start();
      else {
        queue.push(start);
        book();
      }
    },
    waiting,
  };
}

function noop(): void {}
