import { describe, expect, it } from 'vitest';
import { EventStreamParser } from './event-stream';
import { retryAfterSeconds } from './http';

describe('reading a text/event-stream', () => {
  it('gives each event its name, data and id, over chunks cut anywhere', () => {
    const parser = new EventStreamParser();
    const stream =
      'id: 7\nevent: message\ndata: {"a":1}\n\n: keep-alive\n\nid: 8\nevent: read\ndata: {"b":2}\n\n';
    const events = [];
    for (let at = 0; at < stream.length; at += 5) events.push(...parser.push(stream.slice(at, at + 5)));
    expect(events).toEqual([
      { event: 'message', data: '{"a":1}', id: '7' },
      { event: 'read', data: '{"b":2}', id: '8' },
    ]);
    expect(parser.lastEventId).toBe('8');
  });

  it('joins data lines, takes CRLF and a CR cut from its LF, and names an unnamed event "message"', () => {
    const parser = new EventStreamParser();
    expect(parser.push('data: one\r')).toEqual([]);
    expect(parser.push('\ndata:two\r\n\r\n')).toEqual([
      { event: 'message', data: 'one\ntwo', id: undefined },
    ]);
  });

  it('sends nothing for an event without data, but keeps its id and the retry asked for', () => {
    const parser = new EventStreamParser('3');
    expect(parser.push('id: 4\nretry: 5000\n\n')).toEqual([]);
    expect(parser.lastEventId).toBe('4');
    expect(parser.retryMs).toBe(5000);
    expect(parser.push('retry: soon\n\n')).toEqual([]);
    expect(parser.retryMs).toBe(5000);
  });

  it('holds a line until its end arrives', () => {
    const parser = new EventStreamParser();
    expect(parser.push('event: closed\ndata: {"conversation_id"')).toEqual([]);
    expect(parser.push(':1}\n\n')).toEqual([
      { event: 'closed', data: '{"conversation_id":1}', id: undefined },
    ]);
  });
});

describe('Retry-After', () => {
  it('reads seconds, and a date as the seconds until it', () => {
    expect(retryAfterSeconds('3600')).toBe(3600);
    const now = Date.parse('2026-12-02T10:00:00Z');
    expect(retryAfterSeconds('Wed, 02 Dec 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('later')).toBeUndefined();
  });
});
