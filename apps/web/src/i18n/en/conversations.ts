/** English texts: the conversations between two families who accepted, and the thread of one. */
export const conversationTexts = {
  conversations: {
    title: 'Messages',
    safetyNote: 'Never send money to anyone you met here, whatever the reason they give.',
    safetyLink: 'How to stay safe',
    count_one: '{{count}} conversation',
    count_other: '{{count}} conversations',
    empty:
      'No conversations yet. When a family accepts your interest, or you accept theirs, you can write to each other here.',
    seeAccepted: 'See accepted interests',
    loadFailed: 'Your messages could not be loaded. Please check your connection and try again.',
    removedMember: 'A member who left the site',
    photoAlt: 'Photo of {{name}}',
    fromMe: 'You: {{text}}',
    removedMessage: 'This message was removed',
    noMessagesYet: 'No messages yet. Write the first one.',
    unread_one: '{{count}} unread message',
    unread_other: '{{count}} unread messages',
    closed: 'Closed',
    page: 'Page {{page}} of {{pages}}',
    previous: 'Previous',
    next: 'Next',
  },
  thread: {
    back: 'All messages',
    titleWith: 'Messages with {{name}}',
    loadFailed: 'The messages could not be loaded. Please check your connection and try again.',
    notFound: 'This conversation is not available.',
    older: 'Show older messages',
    beginning: 'This is the beginning of your conversation.',
    noMessagesYet: 'You accepted each other. Say hello, and tell them a little about your family.',
    viewProfile: 'View profile',
    you: 'You',
    sentByFamily: 'Sent by the family',
    sentByName: 'Sent by {{name}}',
    seen: 'Seen',
    notReadYet: 'Not read yet',
    removed: 'This message was removed: its writer left the site.',
    maskedLabel: 'Contact details hidden',
    maskedNotice:
      'We hid the phone number, e-mail address, link or UPI id in your message (•••). Contact numbers are shown only to families with a plan, who download them from the profile: that way each family decides when to share theirs.',
    warning: {
      money:
        'This message asks for money or a payment. Never send money, gifts or bank details to someone you know only from this site, whatever the reason: customs, a visa, a courier, an emergency or a loan.',
      off_site:
        'This message asks to talk on another app or number. Families with good intentions are happy to talk here first; many frauds begin by moving the talk elsewhere.',
    },
    safetyLink: 'Read our safety advice',
    closedReason: {
      closed: 'This conversation was closed. No new message can be sent in it.',
      blocked: 'This conversation is closed because one family blocked the other.',
      paused: 'This conversation is closed because one of the profiles was paused.',
      refused: 'This conversation is closed because one of the profiles is no longer on the site.',
      married: 'This conversation is closed because one of the profiles is now marked as married.',
      erased: 'This conversation is closed because the other family left the site.',
    },
    close: 'Close conversation',
    closeDialog: {
      title: 'Close this conversation with {{name}}?',
      description:
        'Neither family will be able to write in it again. What was written stays for both of you to read.',
      confirm: 'Close conversation',
      cancel: 'Keep it open',
    },
    closedDone: 'The conversation is closed',
    closeFailed: "Couldn't close the conversation",
    report: 'Report',
    reportAbout: 'Report this message',
    reportDialog: {
      title: 'Report this message',
      description:
        'Only the site operator reads reports: they see this message and the few before it. The family is not told who reported them.',
    },
    reportedBlock:
      'Thank you for telling us. Do you also want to block {{name}}? You will no longer see each other, and this conversation closes.',
    block: 'Block',
    notNow: 'Not now',
    composer: {
      label: 'Your message',
      hint: 'Phone numbers, e-mail addresses, links and UPI ids are hidden in messages.',
      send: 'Send',
      sending: 'Sending...',
      left_one: '{{count}} character left',
      left_other: '{{count}} characters left',
      tooLong: 'Please shorten the message: {{count}} characters over.',
      empty: 'Please write a message first.',
      offlineQueued:
        'You are offline. Your message is kept on this phone and will be sent as soon as you are back online.',
      retryQueued:
        'The connection dropped. Your message is kept on this phone and will be sent again when the connection returns.',
      writeAgainAt: 'You can write again at {{time}}.',
      writeAgainOn: 'You can write again on {{date}}.',
      sendFailed: "Couldn't send the message",
      closed: 'This conversation is closed: no new message can be sent.',
    },
  },
};
