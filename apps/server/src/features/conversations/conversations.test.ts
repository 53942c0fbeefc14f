/**
 * Talking after a yes, from both sides and as a stranger: the conversation an accepted interest
 * opens, masking and warnings, the reply gate and the daily limit from two tabs at once, the rules
 * that close it, reports, and what an erasure leaves.
 */
import { apiArgs, MASK, STATUS_REJECTED } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { messages, notifications, reports } from '../../db/schema.js';
import {
  conversations,
  openConversation,
  talkingPair,
  thread,
  write,
  wrote,
} from '../../test/conversations-support.js';
import { call, makePair } from '../../test/interests-support.js';
import { makeAdmin, makeMember } from '../../test/members.js';
import { block, setPrivacy, unblock } from '../../test/privacy-support.js';
import { basicFor } from '../../test/profile-fixtures.js';
import { saveStep, setStatus } from '../../test/search-support.js';
import { type TestMember, uniqueMobile, useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';
import { noticeUnreadMessages } from './away-notices.js';

const PER_DAY = 5;
const ctx = useTestApp({ ...NO_RATE_LIMITS, messagesPerDay: PER_DAY });

describe('a conversation', () => {
  it('opens when an interest is accepted, one per pair, and both sides read and write it', async () => {
    const { groom, bride, conversationId } = await talkingPair(ctx);
    const [groomRow] = (await conversations(ctx, groom)).rows;
    expect(groomRow).toEqual({
      conversation_id: conversationId,
      profile: {
        profile_id: bride.profileId,
        mid: bride.mid,
        name: expect.any(String),
        photo: expect.stringMatching(/^\/api\/media\//),
      },
      last_message: null,
      unread: 0,
      state: 'open',
      closed_reason: null,
    });

    const hello = await write(
      ctx,
      groom,
      conversationId,
      'Namaste, we would like to talk about the families meeting.',
    );
    expect(hello.statusCode, hello.body).toBe(201);
    expect(hello.json()).toEqual({
      message_id: expect.any(Number),
      text: 'Namaste, we would like to talk about the families meeting.',
      masked: false,
      warning: null,
    });
    const [brideRow] = (await conversations(ctx, bride)).rows;
    expect(brideRow).toMatchObject({
      profile: { profile_id: groom.profileId, mid: groom.mid },
      last_message: { text: expect.stringContaining('Namaste'), from_me: false },
      unread: 1,
    });
    expect((await call(ctx, bride, ...apiArgs('unreadConversations'))).json()).toEqual({ unread: 1 });
    expect((await call(ctx, groom, ...apiArgs('unreadConversations'))).json()).toEqual({ unread: 0 });

    const reply = await wrote(ctx, bride, conversationId, 'Namaste! Yes, gladly.');
    const rows = await thread(ctx, groom, conversationId);
    expect(rows.map((r) => [r.from_me, r.sent_by, r.read_at])).toEqual([
      [false, 'candidate', null],
      [true, 'candidate', null],
    ]);
    expect(rows[0]).toMatchObject({ message_id: reply, masked: false, warning: null, removed: false });

    const read = await call(ctx, bride, ...apiArgs('readMessages', { conversationId }), {
      message_id: reply,
    });
    expect(read.json()).toEqual({ Status: 'Success', unread: 0 });
    const afterRead = await thread(ctx, groom, conversationId);
    expect(afterRead[1]?.read_at).not.toBeNull();
    expect(afterRead[0]?.read_at).toBeNull();
    expect((await call(ctx, bride, ...apiArgs('unreadConversations'))).json()).toEqual({ unread: 0 });
  });

  it('is nobody else’s: a stranger, an operator and a profile of the other site get 404', async () => {
    const { groom, conversationId } = await talkingPair(ctx);
    const messageId = await wrote(ctx, groom, conversationId, 'Hello');
    const stranger = await makeMember(ctx, { gender: 'Female', photos: 1 });
    const admin = await makeAdmin(ctx);
    for (const who of [stranger, admin]) {
      expect((await call(ctx, who, ...apiArgs('conversationMessages', { conversationId }))).statusCode).toBe(
        404,
      );
      expect((await write(ctx, who, conversationId, 'Hi')).statusCode).toBe(404);
      expect(
        (await call(ctx, who, ...apiArgs('readMessages', { conversationId }), { message_id: messageId }))
          .statusCode,
      ).toBe(404);
      expect((await call(ctx, who, ...apiArgs('closeConversation', { conversationId }))).statusCode).toBe(
        404,
      );
      expect(
        (
          await call(ctx, who, ...apiArgs('reportMessage', { conversationId, messageId }), {
            reason: 'harassment',
          })
        ).statusCode,
      ).toBe(404);
    }
    expect((await call(ctx, stranger, ...apiArgs('conversationList', { page: 1 }))).json()).toEqual({
      count: 0,
      rows: [],
    });
    // The operator has no route that reads a conversation.
    expect((await call(ctx, admin, ...apiArgs('conversationList', { page: 1 }))).statusCode).toBe(404);
    expect(
      (await call(ctx, groom, ...apiArgs('conversationMessages', { conversationId: 999999 }))).statusCode,
    ).toBe(404);
  });

  it('refuses an empty or too long text, and takes 1,000 characters of Marathi', async () => {
    const { groom, conversationId } = await talkingPair(ctx);
    for (const text of ['', '   ', 'क'.repeat(1001), 'with \u0000 nul']) {
      expect((await write(ctx, groom, conversationId, text)).statusCode).toBe(400);
    }
    expect((await write(ctx, groom, conversationId, 'क'.repeat(1000))).statusCode).toBe(201);
  });
});

describe('contact details and warnings', () => {
  it('masks numbers in any script, addresses, links, UPI ids and handles, in what is stored and sent', async () => {
    const { groom, bride, conversationId } = await talkingPair(ctx);
    const sentReply = await write(ctx, groom, conversationId, 'माझा नंबर ९८७६५ ४३२१० आहे, upi priya@okaxis');
    expect(sentReply.json()).toMatchObject({ masked: true });
    expect(sentReply.json().text).toContain(MASK);
    expect(sentReply.json().text).not.toMatch(/९८७६५|okaxis/);
    await wrote(
      ctx,
      bride,
      conversationId,
      'என் எண் ௯௮௭௬௫ ௪௩௨௧௦, mail me at a.b@gmail.com or https://x.example',
    );
    const rows = await thread(ctx, groom, conversationId);
    expect(rows.every((r) => r.masked)).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/௯௮௭௬௫|gmail|https|९८७६५|okaxis/);
    const stored = await ctx.database.db
      .select({ text: messages.text })
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    expect(JSON.stringify(stored)).not.toMatch(/௯௮௭௬௫|gmail|https|९८७६५|okaxis/);
  });

  it('warns the reader of money and of moving elsewhere, in each language, without stopping the message', async () => {
    const { groom, bride, conversationId } = await talkingPair(ctx);
    expect(
      (
        await write(ctx, groom, conversationId, 'Customs is holding my gift parcel, please send money')
      ).json(),
    ).toMatchObject({
      warning: 'money',
    });
    await wrote(ctx, bride, conversationId, 'व्हॉट्सॲपवर बोलूया का?');
    await wrote(ctx, groom, conversationId, 'panam anuppu');
    const rows = await thread(ctx, bride, conversationId);
    expect(rows.map((r) => r.warning)).toEqual(['money', 'off_site', 'money']);
  });
});

describe('manners', () => {
  it('holds a third message in a row until the other side replies, with Retry-After and the text in each language', async () => {
    const { groom, bride, conversationId } = await talkingPair(ctx);
    await wrote(ctx, groom, conversationId, 'One');
    // Two tabs at once: one of them is the second message, the other a third.
    const both = await Promise.all([
      write(ctx, groom, conversationId, 'Two'),
      write(ctx, groom, conversationId, 'Two again'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 429]);
    const held = both.find((r) => r.statusCode === 429);
    expect(Number(held?.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(held?.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message_key: 'waitForReply',
      message_params: { count: 24 },
    });
    expect((await write(ctx, groom, conversationId, 'Three')).statusCode).toBe(429);

    await wrote(ctx, bride, conversationId, 'Reply');
    await wrote(ctx, groom, conversationId, 'Three');
    // A day after his last two, he may write again.
    await ctx.database.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(messages.conversationId, conversationId));
    await wrote(ctx, groom, conversationId, 'Four');
  });

  it(`stops a member at ${PER_DAY} messages a day, counted across conversations and two tabs at once`, async () => {
    const { groom, bride, conversationId } = await talkingPair(ctx);
    const otherBride = await makeMember(ctx, { gender: 'Female', photos: 1 });
    const second = await openConversation(ctx, groom, otherBride);
    await wrote(ctx, groom, conversationId, '1');
    await wrote(ctx, bride, conversationId, 'a');
    await wrote(ctx, groom, conversationId, '2');
    await wrote(ctx, groom, second, '3');
    await wrote(ctx, otherBride, second, 'b');
    await wrote(ctx, groom, second, '4');
    // The fifth and last of the day, from two tabs to two conversations: one goes.
    await wrote(ctx, bride, conversationId, 'c');
    const both = await Promise.all([write(ctx, groom, conversationId, '5'), write(ctx, groom, second, '5')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 429]);
    const held = both.find((r) => r.statusCode === 429);
    expect(held?.json()).toMatchObject({ message_key: 'tooManyMessages', message_params: { max: PER_DAY } });
    expect(Number(held?.headers['retry-after'])).toBeGreaterThan(0);
    const sentToday = await ctx.database.db
      .select()
      .from(messages)
      .where(eq(messages.senderProfileId, groom.profileId));
    expect(sentToday).toHaveLength(PER_DAY);
  });
});

describe('closing', () => {
  it('closes for both on either side’s word; nothing new goes in, the thread still reads', async () => {
    const { groom, bride, conversationId } = await talkingPair(ctx);
    await wrote(ctx, groom, conversationId, 'Hello');
    expect((await call(ctx, bride, ...apiArgs('closeConversation', { conversationId }))).json()).toEqual({
      Status: 'Success',
      state: 'closed',
    });
    for (const who of [groom, bride]) {
      expect((await conversations(ctx, who)).rows[0]).toMatchObject({
        state: 'closed',
        closed_reason: 'closed',
      });
      const refused = await write(ctx, who, conversationId, 'Still there?');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message_key).toBe('conversationClosed');
      expect(await thread(ctx, who, conversationId)).toHaveLength(1);
    }
  });

  it('closes at once on a block, a pause, a marriage or a refusal of either side, and undoing it re-opens nothing', async () => {
    const cases = [
      {
        reason: 'blocked',
        close: (p: Awaited<ReturnType<typeof talkingPair>>) => block(ctx, p.bride, p.groom),
        undo: (p: Awaited<ReturnType<typeof talkingPair>>) => unblock(ctx, p.bride, p.groom),
      },
      {
        reason: 'paused',
        close: (p: Awaited<ReturnType<typeof talkingPair>>) => setPrivacy(ctx, p.groom, { paused: true }),
        undo: (p: Awaited<ReturnType<typeof talkingPair>>) => setPrivacy(ctx, p.groom, { paused: false }),
      },
      {
        reason: 'married',
        close: (p: Awaited<ReturnType<typeof talkingPair>>) => setStatus(ctx, p.bride.profileId, 300),
        undo: (p: Awaited<ReturnType<typeof talkingPair>>) => setStatus(ctx, p.bride.profileId, 200),
      },
      {
        reason: 'married',
        close: (p: Awaited<ReturnType<typeof talkingPair>>) => setStatus(ctx, p.groom.profileId, 301),
        undo: (p: Awaited<ReturnType<typeof talkingPair>>) => setStatus(ctx, p.groom.profileId, 200),
      },
      {
        reason: 'refused',
        close: (p: Awaited<ReturnType<typeof talkingPair>>) =>
          setStatus(ctx, p.groom.profileId, STATUS_REJECTED),
        undo: (p: Awaited<ReturnType<typeof talkingPair>>) => setStatus(ctx, p.groom.profileId, 200),
      },
    ] as const;
    for (const rule of cases) {
      const pair = await talkingPair(ctx);
      await wrote(ctx, pair.groom, pair.conversationId, 'Hello');
      await rule.close(pair);
      await rule.undo(pair);
      for (const who of [pair.groom, pair.bride]) {
        expect((await conversations(ctx, who)).rows[0], rule.reason).toMatchObject({
          state: 'closed',
          closed_reason: rule.reason,
        });
        expect((await write(ctx, who, pair.conversationId, 'Again?')).statusCode, rule.reason).toBe(409);
      }
    }
  });

  it('closes on an erasure: her messages are removed, he keeps the thread and reads "removed"', async () => {
    const { groom, bride, conversationId } = await talkingPair(ctx);
    await wrote(ctx, groom, conversationId, 'Hello from the groom');
    await wrote(ctx, bride, conversationId, 'Hello from the bride, a secret');
    const erased = await call(ctx, bride, ...apiArgs('eraseAccount'), { password: bride.password });
    expect(erased.statusCode, erased.body).toBe(200);
    const [row] = (await conversations(ctx, groom)).rows;
    expect(row).toMatchObject({ profile: null, state: 'closed', closed_reason: 'erased' });
    const rows = await thread(ctx, groom, conversationId);
    expect(rows.map((r) => [r.from_me, r.removed, r.text])).toEqual([
      [false, true, ''],
      [true, false, 'Hello from the groom'],
    ]);
    const stored = await ctx.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    expect(JSON.stringify(stored)).not.toContain('secret');
    expect(JSON.stringify(stored)).not.toContain(`"senderUserId":${bride.userId}`);
  });
});

describe('reports', () => {
  it('puts the message and at most five before it in the operator’s queue, who may reject the sender', async () => {
    const { groom, bride, conversationId } = await talkingPair(ctx);
    for (let i = 1; i <= 3; i++) {
      await wrote(ctx, groom, conversationId, `groom ${i}`);
      await wrote(ctx, bride, conversationId, `bride ${i}`);
    }
    const bad = await wrote(ctx, groom, conversationId, 'Send money for customs, urgently');
    expect(
      (
        await call(ctx, groom, ...apiArgs('reportMessage', { conversationId, messageId: bad }), {
          reason: 'asking_money',
        })
      ).statusCode,
    ).toBe(400);
    const reported = await call(ctx, bride, ...apiArgs('reportMessage', { conversationId, messageId: bad }), {
      reason: 'asking_money',
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json()).toEqual({
      Status: 'Success',
      report_id: expect.any(Number),
      profile_id: groom.profileId,
    });
    expect(
      (
        await call(ctx, bride, ...apiArgs('reportMessage', { conversationId, messageId: bad }), {
          reason: 'nonsense',
        })
      ).statusCode,
    ).toBe(400);

    const admin = await makeAdmin(ctx);
    const queue = await call(ctx, admin, ...apiArgs('adminReportList', { page: 1 }), { status: 'open' });
    const report = queue
      .json()
      .rows.find((r: { report_id: number }) => r.report_id === reported.json().report_id);
    expect(report.profile.profile_id).toBe(groom.profileId);
    expect(report.messages).toHaveLength(6);
    expect(report.messages.map((m: { text: string }) => m.text)).toEqual([
      'bride 1',
      'groom 2',
      'bride 2',
      'groom 3',
      'bride 3',
      'Send money for customs, urgently',
    ]);
    expect(report.messages.at(-1)).toMatchObject({ from: 'reported', reported: true });
    expect(report.messages[0]).toMatchObject({ from: 'reporter', reported: false });

    const rejected = await call(ctx, admin, ...apiArgs('resolveReport', { reportId: report.report_id }), {
      action: 'reject_profile',
      reason: 'other',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await conversations(ctx, bride)).rows[0]).toMatchObject({
      state: 'closed',
      closed_reason: 'refused',
    });
    const [stored] = await ctx.database.db.select().from(reports).where(eq(reports.id, report.report_id));
    expect(stored?.status).toBe('rejected');
  });
});

describe('when away', () => {
  it('tells the reader once of messages unread for 10 minutes, naming the member, never the text', async () => {
    const { groom, bride, conversationId } = await talkingPair(ctx);
    await wrote(ctx, groom, conversationId, 'A private sentence');
    await wrote(ctx, groom, conversationId, 'Another one');
    await noticeUnreadMessages(ctx.database.db);
    const before = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, bride.userId));
    expect(before.filter((n) => n.kind === 'message_received')).toEqual([]);
    await ctx.database.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(messages.conversationId, conversationId));
    await noticeUnreadMessages(ctx.database.db);
    await noticeUnreadMessages(ctx.database.db);
    const notices = (
      await ctx.database.db.select().from(notifications).where(eq(notifications.userId, bride.userId))
    ).filter((n) => n.kind === 'message_received');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.data).toEqual({
      mid: groom.mid,
      profile_id: groom.profileId,
      conversation_id: conversationId,
    });
    expect(JSON.stringify(notices)).not.toContain('private');
    const groomNotices = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, groom.userId));
    expect(groomNotices.filter((n) => n.kind === 'message_received')).toEqual([]);
  });
});

describe('a family acting for a profile', () => {
  it('reads and writes the profile’s conversations with its switch token, as the family; its own login does not', async () => {
    const mother = await makeMember(ctx, { gender: 'Female', profileFor: 'daughter' });
    const added = await call(ctx, mother, ...apiArgs('addFamilyProfile'), {
      gender: 'Male',
      profile_for: 'son',
    });
    expect(added.statusCode, added.body).toBe(201);
    const userId: number = added.json().user_id;
    const switched = await call(ctx, mother, ...apiArgs('switchProfile', { userId }));
    const son: TestMember = { userId, token: switched.json().token, mobile: '', password: '' };
    const saved = await saveStep(ctx, son, 'basic', basicFor({ gender: 'Male', mobiles: [uniqueMobile()] }));
    await setStatus(ctx, saved.profile_id, 200);
    const sonMember = { ...son, profileId: saved.profile_id as number, mid: saved.mid as string };
    const bride = await makeMember(ctx, { gender: 'Female', photos: 1 });
    const conversationId = await openConversation(ctx, bride, sonMember);

    const sent = await write(ctx, son, conversationId, 'Namaste, this is Rohan’s mother.');
    expect(sent.statusCode, sent.body).toBe(201);
    const [row] = await thread(ctx, bride, conversationId);
    expect(row).toMatchObject({ from_me: false, sent_by: 'family' });
    await wrote(ctx, bride, conversationId, 'Namaste, aai.');
    expect((await thread(ctx, son, conversationId)).map((r) => r.from_me)).toEqual([false, true]);
    // With her own token she is her own profile, which has no part in it.
    expect((await call(ctx, mother, ...apiArgs('conversationMessages', { conversationId }))).statusCode).toBe(
      404,
    );
    expect((await write(ctx, mother, conversationId, 'Hello')).statusCode).toBe(404);
  });
});

describe('the export', () => {
  it('holds the member’s conversations with every message both ways, as stored', async () => {
    const { groom, bride, conversationId } = await talkingPair(ctx);
    await wrote(ctx, groom, conversationId, 'Our number is 98765 43210');
    await wrote(ctx, bride, conversationId, 'Thank you, we will write here.');
    const response = await call(ctx, bride, ...apiArgs('exportMyData'));
    expect(response.statusCode).toBe(200);
    const data = JSON.parse(
      new TextDecoder().decode(unzipSync(new Uint8Array(response.rawPayload))['profile.json']),
    );
    expect(data.conversations).toEqual([
      {
        with_mid: groom.mid,
        opened_at: expect.any(String),
        closed_at: null,
        closed_reason: null,
        messages: [
          expect.objectContaining({ from_me: false, masked: true, text: `Our number is ${MASK}` }),
          expect.objectContaining({ from_me: true, masked: false, text: 'Thank you, we will write here.' }),
        ],
      },
    ]);
  });
});

describe('a pair with no accepted interest', () => {
  it('has no conversation', async () => {
    const { groom, bride } = await makePair(ctx);
    expect((await conversations(ctx, groom)).rows).toEqual([]);
    expect((await conversations(ctx, bride)).rows).toEqual([]);
  });
});
