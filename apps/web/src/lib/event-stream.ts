/** One event of a `text/event-stream`: its name (`message` when none is given), data and id. */
export interface StreamEvent {
  event: string;
  data: string;
  id: string | undefined;
}

/**
 * Reads a `text/event-stream` as its chunks arrive, by the rules browsers follow (HTML, "server-sent
 * events"): lines end in CR, LF or CRLF, a blank line ends an event, a line starting with ':' is a
 * comment (a keep-alive), and the id of the last event carries over to the next connection.
 */
export class EventStreamParser {
  /** The last id the stream gave: sent back as Last-Event-ID when it is opened again. */
  lastEventId: string | undefined;
  /** The wait before a reconnection the server asked for (`retry:`), in milliseconds. */
  retryMs: number | undefined;
  private pending = '';
  private data: string[] = [];
  private event = '';
  /** A CR ended the last chunk: an LF at the start of the next belongs to it. */
  private afterCarriageReturn = false;

  constructor(lastEventId?: string) {
    this.lastEventId = lastEventId;
  }

  /** Takes the next chunk of text; answers the events it completed. */
  push(chunk: string): StreamEvent[] {
    let text = chunk;
    if (this.afterCarriageReturn && text.startsWith('\n')) text = text.slice(1);
    this.afterCarriageReturn = text.endsWith('\r');
    const lines = (this.pending + text).split(/\r\n|\r|\n/);
    this.pending = lines.pop() ?? '';
    const events: StreamEvent[] = [];
    for (const line of lines) {
      const event = this.line(line);
      if (event) events.push(event);
    }
    return events;
  }

  private line(line: string): StreamEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
    return null;
  }

  private dispatch(): StreamEvent | null {
    const event = this.event || 'message';
    const data = this.data.join('\n');
    const hadData = this.data.length > 0;
    this.data = [];
    this.event = '';
    if (!hadData) return null;
    return { event, data, id: this.lastEventId };
  }
}
