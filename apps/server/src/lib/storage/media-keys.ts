import { randomBytes } from 'node:crypto';

export const MEDIA_CONTENT_TYPES = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export type MediaExtension = keyof typeof MEDIA_CONTENT_TYPES;
/** Member photos, horoscope files, the success-story photos the operator posts, selfies for the photo check. */
export type MediaPurpose = 'photo' | 'attachment' | 'marriage' | 'selfie';

const KEY_PATTERN = /^(photo|attachment|marriage|selfie)-[0-9a-f]{32}\.(webp|jpg|png|gif|pdf|doc|docx)$/;

/** A fresh, unguessable key; the purpose prefix decides how the file is served. */
export function newMediaKey(purpose: MediaPurpose, extension: MediaExtension): string {
  return `${purpose}-${randomBytes(16).toString('hex')}.${extension}`;
}

export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function contentTypeOfKey(key: string): string | undefined {
  const match = KEY_PATTERN.exec(key);
  return match ? MEDIA_CONTENT_TYPES[match[2] as MediaExtension] : undefined;
}

/** Photos show in the page; anything else (horoscope files) is only ever downloaded. */
export function isInlineMedia(key: string): boolean {
  const shown = key.startsWith('photo-') || key.startsWith('marriage-');
  return shown && contentTypeOfKey(key)?.startsWith('image/') === true;
}

export function downloadNameOfKey(key: string): string {
  return `horoscope${key.slice(key.lastIndexOf('.'))}`;
}
