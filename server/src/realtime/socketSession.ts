import type { FastifyBaseLogger } from 'fastify';
import type { RawData } from 'ws';
import { closeSocket, type ClientSocket } from './closeSocket';
import type { MarketEvent } from './marketEvents';
import type { SocketClock } from './socketClock';
import type { SocketLimits } from './socketLimits';
import {
  clientMessageSchema,
  matchesFilter,
  topicOf,
  topics,
  type ClientMessage,
  type ErrorCode,
  type Topic,
  type TopicFilter,
} from './socketProtocol';

/** A message serialized once, however many clients it goes to. */
export interface Frame {
  readonly text: string;
  readonly bytes: number;
}

export function frameOf(message: object): Frame {
  const text = JSON.stringify(message);
  return { text, bytes: Buffer.byteLength(text) };
}

/** Close code 1013 "try again later": the client fell too far behind. */
export const slowConsumerCode = 1013;

/** One client: what it subscribed to and what is on its way to it. */
export interface SocketSession {
  readonly socket: ClientSocket;
  /** Set by a pong; the heartbeat clears it before each ping. */
  alive: boolean;
  /** Sends the hello, then whatever arrived while it was being prepared. */
  start(hello: Frame): void;
  deliver(event: MarketEvent, frame: Frame): void;
  receive(data: RawData, isBinary: boolean): void;
}

function decodeText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (Buffer.isBuffer(data) ? data : Buffer.from(new Uint8Array(data))).toString('utf8');
}

export function openSession(
  socket: ClientSocket,
  limits: SocketLimits,
  log: FastifyBaseLogger,
  clock: SocketClock,
): SocketSession {
  // Everything until the client says otherwise; its first subscribe replaces this default.
  const subscriptions = new Map<Topic, TopicFilter>(topics.map((topic) => [topic, {}]));
  let chosen = false;
  // Events that arrive before the hello is sent wait here, so the hello is always first and nothing after
  // its tip_height is missed.
  let waiting: Frame[] | undefined = [];
  let waitingBytes = 0;

  const dropSlowConsumer = () => {
    log.info('dropping a websocket client that does not keep up');
    void closeSocket(socket, slowConsumerCode, 'slow consumer: too many unsent messages', limits.closeGraceMs, clock);
  };

  const send = (frame: Frame) => {
    if (socket.readyState !== socket.OPEN) return;
    if (waiting) {
      waiting.push(frame);
      waitingBytes += frame.bytes;
      if (waitingBytes > limits.maxBufferedBytes) dropSlowConsumer();
      return;
    }
    // bufferedAmount is what the socket has not handed to the kernel yet: it grows when the client stops reading.
    if (socket.bufferedAmount + frame.bytes > limits.maxBufferedBytes) {
      dropSlowConsumer();
      return;
    }
    socket.send(frame.text);
  };

  const reply = (message: object) => {
    send(frameOf(message));
  };

  const error = (code: ErrorCode, msg: string) => {
    reply({ type: 'error', code, msg });
  };

  const apply = (message: ClientMessage) => {
    if (!chosen) {
      chosen = true;
      if (message.op === 'subscribe') subscriptions.clear();
    }
    const filter: TopicFilter = {
      ...(message.collection_id === undefined ? {} : { collection_id: message.collection_id }),
      ...(message.tick === undefined ? {} : { tick: message.tick }),
      ...(message.order_id === undefined ? {} : { order_id: message.order_id }),
    };
    for (const topic of message.topics) {
      if (message.op === 'subscribe') subscriptions.set(topic, filter);
      else subscriptions.delete(topic);
    }
    reply({ type: 'subscriptions', subscriptions: Object.fromEntries(subscriptions) });
  };

  return {
    socket,
    alive: true,
    start(hello) {
      const queued = waiting ?? [];
      waiting = undefined;
      waitingBytes = 0;
      send(hello);
      for (const frame of queued) send(frame);
    },
    deliver(event, frame) {
      const filter = subscriptions.get(topicOf(event));
      if (filter && matchesFilter(event, filter)) send(frame);
    },
    receive(data, isBinary) {
      if (isBinary) {
        error('binary_not_supported', 'Send JSON text messages.');
        return;
      }
      let json: unknown;
      try {
        json = JSON.parse(decodeText(data));
      } catch {
        error('bad_json', 'The message is not valid JSON.');
        return;
      }
      const parsed = clientMessageSchema.safeParse(json);
      if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'message'}: ${issue.message}`);
        error('bad_message', `Expected {op: 'subscribe' | 'unsubscribe', topics: [...]}. ${problems.join('; ')}`);
        return;
      }
      apply(parsed.data);
    },
  };
}
