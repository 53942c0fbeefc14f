import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * Answers that never change for their key, kept as the route's response schema wrote them: asked
 * again, the route sends the kept JSON instead of writing it anew. `answer` runs only for a key not kept.
 */
export function writtenAnswers(max: number) {
  const kept = new LRUCache<string, string>({ max });
  return (reply: FastifyReply, key: string, answer: () => unknown): FastifyReply => {
    let json = kept.get(key);
    if (json === undefined) {
      json = String(reply.serialize(answer()));
      kept.set(key, json);
    }
    return reply.type('application/json; charset=utf-8').send(json);
  };
}
