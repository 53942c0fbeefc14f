import type { Subscription } from '@varmala/shared';
import type { SubscriptionRow } from './queries.js';

const DAY_MS = 86_400_000;

export function toSubscription(row: SubscriptionRow, now = new Date()): Subscription {
  return {
    subscription_id: row.id,
    total_download: row.totalDownload,
    current_download: row.currentDownload,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate.toISOString(),
    duration: Math.round((row.endDate.getTime() - row.startDate.getTime()) / DAY_MS),
    remaining: Math.max(0, Math.ceil((row.endDate.getTime() - now.getTime()) / DAY_MS)),
  };
}
