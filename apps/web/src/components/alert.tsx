import type { ReactNode } from 'react';

type Tone = 'success' | 'warning' | 'info';

/** A notice in the page itself (unlike a toast it stays). Warnings are announced at once. */
export function Alert({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'warning' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
