import type { ProfileView } from '@varmala/shared';
import { type ComponentType, createContext, type ReactNode, Suspense, useContext } from 'react';

export interface InterestActionsProps {
  profileId: number;
  /** Said after the buttons' text to screen readers, where several profiles share a page. */
  name: string;
  /**
   * The latest interest between the member and this profile, as the profile view reads it; null
   * when there is none; undefined where the page does not know it (a search card), so only
   * "Send interest" shows and the server's answer says what stands between the two.
   */
  interest?: ProfileView['interest'];
}

const InterestActionsContext = createContext<ComponentType<InterestActionsProps> | null>(null);

/**
 * Where the interest buttons go on a profile and on a search card. The pages belong to search and
 * the buttons to interests, and features do not import each other: the app puts them here.
 */
export function InterestActionsProvider({
  actions,
  children,
}: {
  actions: ComponentType<InterestActionsProps>;
  children: ReactNode;
}) {
  return <InterestActionsContext.Provider value={actions}>{children}</InterestActionsContext.Provider>;
}

/** The interest buttons for this profile, once their code has arrived; nothing where none are given. */
export function InterestActionsSlot(props: InterestActionsProps) {
  const Actions = useContext(InterestActionsContext);
  if (!Actions) return null;
  return (
    <Suspense fallback={null}>
      <Actions {...props} />
    </Suspense>
  );
}
