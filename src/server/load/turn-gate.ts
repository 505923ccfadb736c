/*
 * Fair under overload (issue 19, item 3). Node accepts at most one new connection per turn of its
 * event loop (libuv ≥ 1.45 stopped accepting in a loop: libuv/libuv#3696), and a turn runs every
 * request whose bytes have arrived. Under 200 busy connections a turn grows to about a second, so
 * a connection still in the kernel's accept queue waits one such turn per place in the queue: the
 * last of a burst of new connections waited for the whole 30 s run while the first ones were
 * served again and again.
 *
 * The gate bounds the work a turn starts: requests start while the turn has used less than
 * `sliceMs`; the rest wait in arrival order and start in the next turns (a setImmediate callback
 * opens each turn). Turns stay short, so the loop returns to polling, and accepting, many times a
 * second, and the waiting is first come, first served instead of by luck of the accept queue.
 */

export type TurnGateOptions = {
  /** Time a turn may spend starting requests before the others wait for the next turn. */
  sliceMs: number;
  now: () => number;
  /** Runs a callback in the next turn of the loop (setImmediate). */
  nextTurn: (callback: () => void) => void;
};

export type TurnGate = {
  /** Runs `start` now if this turn has time left and nobody is waiting; else in its turn. */
  admit: (start: () => void) => void;
  waiting: () => number;
};

export function createTurnGate({ sliceMs, now, nextTurn }: TurnGateOptions): TurnGate {
  const queue: (() => void)[] = [];
  let head = 0;
  let turnOpen = false;
  let turnStartedAt = 0;

  const openTurn = () => {
    turnOpen = true;
    turnStartedAt = now();
    nextTurn(onNextTurn);
  };

  const onNextTurn = () => {
    turnOpen = false;
    if (head < queue.length) {
      openTurn();
      while (head < queue.length && now() - turnStartedAt < sliceMs) {
        const start = queue[head];
        queue[head] = noop;
        head += 1;
        start?.();
      }
      if (head === queue.length) {
        queue.length = 0;
        head = 0;
      }
    }
  };

  return {
    admit(start) {
      // The first request since the last turn ended opens a turn (and books the next one).
      if (!turnOpen) openTurn();
      if (head === queue.length && now() - turnStartedAt < sliceMs) start();
      else queue.push(start);
    },
    waiting: () => queue.length - head,
  };
}

function noop(): void {}
