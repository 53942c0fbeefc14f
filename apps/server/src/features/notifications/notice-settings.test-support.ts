import type { NoticeSettings } from '../../config.js';

/** The senders with the short waits of tests: polled twice a second, a failed job retried after one. */
export const QUICK_NOTICE_SETTINGS: NoticeSettings = {
  workers: true,
  pollingSeconds: 0.5,
  claimLeaseSeconds: 2,
  jobExpireSeconds: 60,
  retryDelaySeconds: 1,
};
