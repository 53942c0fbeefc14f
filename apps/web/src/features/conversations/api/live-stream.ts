import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { ClosedEvent, MessageEvent, ReadEvent, StreamEventName } from '@varmala/shared';
import { useEffect, useRef } from 'react';
import { EventStreamParser, type StreamEvent } from '../../../lib/event-stream';
import { apiUrl } from '../../../lib/operation-call';
import { getSession } from '../../../lib/session';
import { conversationApi, conversationKeys } from './conversations-api';
import { markRead, putMessage } from './thread-cache';

export type LiveEvent =
  | { name: 'message'; data: MessageEvent }
  | { name: 'read'; data: ReadEvent }
  | { name: 'closed'; data: ClosedEvent };

type Listener = (event: LiveEvent) => void;

/** How long the stream stays open once no page listens. */
const STOP_AFTER_MS = 2000;

const LIVE_EVENTS: readonly StreamEventName[] = ['message', 'read', 'closed'];

/** Waits before opening the stream again: longer after each failure in a row, at most half a minute. */
const backoffMs = (failures: number, asked: number | undefined) =>
  Math.max(asked ?? 0, Math.min(30_000, 1000 * 2 ** Math.min(failures, 5)));

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    // Back online: no reason to wait longer.
    window.addEventListener('online', done);
    signal.addEventListener('abort', done);
    function done() {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * The member's conversation events, on one connection per tab while a conversation page is open.
 * A fetch rather than an EventSource: the stream opens with a one-use ticket, so a reconnection asks
 * for a new ticket, and only fetch can send the Last-Event-ID of the last event received with it.
 * The server then delivers every event after that one and none twice.
 */
class LiveStream {
  private readonly listeners = new Set<Listener>();
  private controller: AbortController | null = null;
  private lastEventId: string | undefined;
  private queryClient: QueryClient | null = null;

  subscribe(queryClient: QueryClient, listener: Listener): () => void {
    this.queryClient = queryClient;
    this.listeners.add(listener);
    if (!this.controller) this.start();
    return () => {
      this.listeners.delete(listener);
      // A move from the list to a thread keeps the connection: the next page subscribes at once.
      setTimeout(() => {
        if (this.listeners.size === 0) this.stop();
      }, STOP_AFTER_MS);
    };
  }

  private start(): void {
    this.controller = new AbortController();
    void this.run(this.controller.signal);
  }

  private stop(): void {
    this.controller?.abort();
    this.controller = null;
    // Pages read their data again when opened; a later stream starts from now.
    this.lastEventId = undefined;
  }

  private async run(signal: AbortSignal): Promise<void> {
    let failures = 0;
    let askedWait: number | undefined;
    const account = getSession().claims?.user_id;
    while (!signal.aborted) {
      // Signed out, or another of the family's profiles in use: this stream is not theirs.
      if (!getSession().token || getSession().claims?.user_id !== account) return;
      if (navigator.onLine === false) {
        await sleep(60_000, signal);
        continue;
      }
      try {
        const { ticket } = await conversationApi.streamTicket(signal);
        const headers: Record<string, string> = { Accept: 'text/event-stream' };
        if (this.lastEventId) headers['Last-Event-ID'] = this.lastEventId;
        const response = await fetch(apiUrl('conversationStream', { query: { ticket } }), {
          headers,
          signal,
          cache: 'no-store',
          credentials: 'same-origin',
        });
        if (!response.ok || !response.body) throw new Error(`The stream answered ${response.status}`);
        failures = 0;
        const parser = new EventStreamParser(this.lastEventId);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const event of parser.push(value)) this.deliver(event);
          this.lastEventId = parser.lastEventId;
          askedWait = parser.retryMs;
        }
      } catch {
        if (signal.aborted) return;
        failures += 1;
      }
      // The server ended the stream (its token expired, a restart) or the connection dropped.
      await sleep(backoffMs(failures, askedWait), signal);
    }
  }

  private deliver(event: StreamEvent): void {
    if (!LIVE_EVENTS.includes(event.event as StreamEventName)) return;
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    const live = { name: event.event, data } as LiveEvent;
    if (this.queryClient) applyEvent(this.queryClient, live);
    for (const listener of this.listeners) listener(live);
  }
}

const stream = new LiveStream();

/** What an event changes in the answers the pages hold. */
function applyEvent(queryClient: QueryClient, event: LiveEvent): void {
  const { conversation_id: conversationId } = event.data;
  if (event.name === 'message') {
    putMessage(queryClient, conversationId, event.data.message);
  } else if (event.name === 'read') {
    markRead(queryClient, conversationId, event.data.message_id, event.data.by_me, event.data.read_at);
  }
  if (event.name === 'closed') {
    void queryClient.invalidateQueries({ queryKey: ['conversations', 'find'] });
  }
  if (event.name !== 'read' || event.data.by_me) {
    void queryClient.invalidateQueries({ queryKey: conversationKeys.unread });
  }
  void queryClient.invalidateQueries({ queryKey: ['conversations', 'list'] });
}

/**
 * Keeps the conversation pages live while one is open: new messages appear, read marks and closings
 * show. `onEvent` hears each event after the cache has it (the thread marks new messages read).
 */
export function useLiveConversations(onEvent?: Listener): void {
  const queryClient = useQueryClient();
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => stream.subscribe(queryClient, (event) => latest.current?.(event)), [queryClient]);
}
