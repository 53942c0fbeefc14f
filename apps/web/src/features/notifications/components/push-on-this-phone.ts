import { dropPushSubscription, readPushKey, savePushSubscription } from '../api/notifications-api';

const fromBase64Url = (text: string) => {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
};

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/**
 * Asks the browser to show the site's notices (it asks the member once), and hands the server the
 * subscription. Answers false when the member or the browser says no.
 */
export async function turnPushOn(): Promise<boolean> {
  if (!pushSupported()) return false;
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const registration = await navigator.serviceWorker.ready;
  const { public_key } = await readPushKey();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: fromBase64Url(public_key),
    }));
  await savePushSubscription(subscription.toJSON());
  return true;
}

/** Forgets this browser's subscription, here and on the server. */
export async function turnPushOff(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await dropPushSubscription(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe();
}
