import type { VirtualClient } from "./virtual-client";

/*
 * A live-chat conversation carried through an instance's kill: the visitor's stream held on one
 * instance, reconnecting from its last id whenever it drops (what a browser's EventSource does),
 * and what it received judged against what was acknowledged and what the database holds.
 */

/** One message as its sender saw it: `sentAt` when the request left, `ackAt` when its 201 came. */
export type SentChat = {
  seq: number;
  body: string;
  author: "visitor" | "staff";
  /** The instance it was sent through. */
  via: string;
  sentAt: number;
  ackAt: number;
};
/** A message the stream delivered, and when. */
export type ArrivedChat = { seq: number; body: string; at: number; connection: number };
/** One open of the stream: when it was asked for and answered, its status (0: no connection), when it ended. */
export type StreamOpen = {
  at: number;
  status: number;
  answeredAt?: number;
  lastEventId: string | undefined;
  endedAt?: number;
};

export type ResumingStream = {
  arrivals: ArrivedChat[];
  opens: StreamOpen[];
  /** Settles once the first open was answered 200. */
  firstOpen: Promise<void>;
  /** Stops reconnecting and closes the stream; settles when the reader is done. */
  stop: () => Promise<void>;
};

/** Reconnects `retryMs` after a drop or a refused open, with the last id received, until stop(). */
export function openResumingStream(visitor: VirtualClient, url: string, retryMs: number): ResumingStream {
  const arrivals: ArrivedChat[] = [];
  const opens: StreamOpen[] = [];
  let stopped = false;
  let current: { close: () => void } | undefined;
  let lastEventId: string | undefined;
  let wake: () => void = () => {};
  let opened: () => void = () => {};
  const firstOpen = new Promise<void>((resolve) => {
    opened = resolve;
  });
  const reader = (async () => {
    while (!stopped) {
      const open: StreamOpen = { at: Date.now(), status: 0, lastEventId };
      opens.push(open);
      const connection = opens.length;
      const stream = visitor.events(
        url,
        (event) => {
          if (event.event !== "message") return;
          const message = JSON.parse(event.data) as { seq: number; body: string };
          arrivals.push({ seq: message.seq, body: message.body, at: Date.now(), connection });
          if (event.id !== undefined) lastEventId = event.id;
        },
        lastEventId === undefined ? {} : { "last-event-id": lastEventId },
      );
      current = stream;
      open.status = await stream.status;
      open.answeredAt = Date.now();
      if (open.status === 200) opened();
      else stream.close();
      await stream.closed;
      open.endedAt = Date.now();
      if (stopped) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, retryMs);
      });
    }
  })();
  return {
    arrivals,
    opens,
    firstOpen,
    stop: async () => {
      stopped = true;
      current?.close();
      wake();
      await reader;
    },
  };
}

export type ChatJudgement = {
  /** Acknowledged messages the stream never delivered. */
  missing: number[];
  /** Numbers the stream delivered more than once. */
  twice: number[];
  /** Where the stream went backwards or stood still: "previous→next". */
  outOfOrder: string[];
  /** Acknowledged messages whose delivered text is not what was sent. */
  wrongBody: number[];
  /** Stored numbers the stream never delivered, and delivered ones that are not stored. */
  storedNotDelivered: number[];
  deliveredNotStored: number[];
  /** Sent texts stored more than once (acknowledged or cut off by the kill). */
  storedTwice: string[];
  /**
   * The messages sent while both instances were up: their time to the stream from the send (`ms`)
   * and from the acknowledgement (`fromAckMs`, below 0 when the stream was first), and the answer's time.
   */
  judged: { seq: number; via: string; sentAt: number; ms: number; fromAckMs: number; answerMs: number }[];
  maxMs: number;
  maxFromAckMs: number;
  /** The time from the 201 that nine in ten of them kept to. */
  p90FromAckMs: number;
};

/**
 * `bothUp(message)`: whether the message had both instances up and the stream connected from its
 * send until it should have arrived. `stored`: the conversation's rows afterwards.
 */
export function judgeChat(input: {
  sent: SentChat[];
  cutOff: string[];
  arrivals: ArrivedChat[];
  stored: { seq: number; body: string }[];
  bothUp: (message: SentChat) => boolean;
}): ChatJudgement {
  const delivered = new Map<number, ArrivedChat[]>();
  for (const arrival of input.arrivals) delivered.set(arrival.seq, [...(delivered.get(arrival.seq) ?? []), arrival]);
  const outOfOrder: string[] = [];
  input.arrivals.forEach((arrival, n) => {
    const previous = input.arrivals[n - 1];
    if (previous && arrival.seq <= previous.seq) outOfOrder.push(`${previous.seq}→${arrival.seq}`);
  });
  const storedSeqs = new Set(input.stored.map((row) => row.seq));
  const textCounts = new Map<string, number>();
  for (const row of input.stored) textCounts.set(row.body, (textCounts.get(row.body) ?? 0) + 1);
  const judged = input.sent
    .filter((message) => input.bothUp(message))
    .flatMap((message) => {
      const first = delivered.get(message.seq)?.[0];
      if (!first) return [];
      const { seq, via, sentAt, ackAt } = message;
      return [{ seq, via, sentAt, ms: first.at - sentAt, fromAckMs: first.at - ackAt, answerMs: ackAt - sentAt }];
    });
  return {
    missing: input.sent.filter((message) => !delivered.has(message.seq)).map((message) => message.seq),
    twice: [...delivered].filter(([, copies]) => copies.length > 1).map(([seq]) => seq),
    outOfOrder,
    wrongBody: input.sent
      .filter((message) => delivered.get(message.seq)?.some((arrival) => arrival.body !== message.body))
      .map((message) => message.seq),
    storedNotDelivered: [...storedSeqs].filter((seq) => !delivered.has(seq)),
    deliveredNotStored: [...delivered.keys()].filter((seq) => !storedSeqs.has(seq)),
    storedTwice: [...input.sent.map((message) => message.body), ...input.cutOff].filter(
      (body) => (textCounts.get(body) ?? 0) > 1,
    ),
    judged,
    maxMs: Math.max(0, ...judged.map((entry) => entry.ms)),
    maxFromAckMs: Math.max(0, ...judged.map((entry) => entry.fromAckMs)),
    p90FromAckMs: percentile(
      judged.map((entry) => entry.fromAckMs),
      0.9,
    ),
  };
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;
}
