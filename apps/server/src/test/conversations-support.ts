import type { ConversationListResponse, MessagesResponse } from '@varmala/shared';
import { apiArgs } from '@varmala/shared';
import { expect } from 'vitest';
import { answer, call, makePair } from './interests-support.js';
import type { TestContext, TestMember } from './test-app.js';

/** A groom and a bride whose interest was accepted, and the conversation it opened. */
export async function talkingPair(ctx: TestContext, options: { language?: 'en' | 'mr' | 'ta' } = {}) {
  const { groom, bride } = await makePair(ctx, options);
  const conversationId = await openConversation(ctx, groom, bride);
  return { groom, bride, conversationId };
}

type WithProfile = TestMember & { profileId: number };

/** `from` sends `to` an interest, `to` accepts it: the conversation's id. */
export async function openConversation(
  ctx: TestContext,
  from: WithProfile,
  to: WithProfile,
): Promise<number> {
  const sentInterest = await call(ctx, from, ...apiArgs('sendInterest', { profileId: to.profileId }), {
    template: 'liked_profile',
  });
  expect(sentInterest.statusCode, sentInterest.body).toBe(200);
  const interestId = sentInterest.json<{ interest_id: number }>().interest_id;
  const accepted = await answer(ctx, to, interestId, 'accept');
  expect(accepted.statusCode, accepted.body).toBe(200);
  const row = (await conversations(ctx, to)).rows.find((r) => r.profile?.profile_id === from.profileId);
  if (!row) throw new Error('no conversation opened');
  return row.conversation_id;
}

export async function conversations(ctx: Pick<TestContext, 'app'>, who: TestMember, page = 1) {
  const response = await call(ctx, who, ...apiArgs('conversationList', { page }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConversationListResponse>();
}

export const write = (ctx: Pick<TestContext, 'app'>, who: TestMember, conversationId: number, text: string) =>
  call(ctx, who, ...apiArgs('sendMessage', { conversationId }), { text });

/** Writes and answers the message's id; fails the test unless it went. */
export async function wrote(
  ctx: Pick<TestContext, 'app'>,
  who: TestMember,
  conversationId: number,
  text: string,
) {
  const response = await write(ctx, who, conversationId, text);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ message_id: number }>().message_id;
}

export async function thread(ctx: Pick<TestContext, 'app'>, who: TestMember, conversationId: number) {
  const response = await call(ctx, who, ...apiArgs('conversationMessages', { conversationId }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MessagesResponse>().rows;
}
