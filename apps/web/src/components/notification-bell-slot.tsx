import { type ComponentType, createContext, type ReactNode, Suspense, useContext } from 'react';

const NotificationBellContext = createContext<ComponentType | null>(null);

/**
 * Where the bell of unread notices goes in the header. The header belongs to the app and the bell
 * to notifications; the app's routes put it here, fetched with its texts after the first paint.
 */
export function NotificationBellProvider({ bell, children }: { bell: ComponentType; children: ReactNode }) {
  return <NotificationBellContext.Provider value={bell}>{children}</NotificationBellContext.Provider>;
}

/** The bell, once its code has arrived; nothing where none is given. */
export function NotificationBellSlot() {
  const Bell = useContext(NotificationBellContext);
  if (!Bell) return null;
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  );
}
