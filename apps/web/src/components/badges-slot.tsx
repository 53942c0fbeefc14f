import type { Badge } from '@varmala/shared';
import { type ComponentType, createContext, type ReactNode, Suspense, useContext } from 'react';

export interface BadgeListProps {
  badges: readonly Badge[];
  /** Said after the badges' label to screen readers, where several profiles share a page. */
  name?: string;
}

const BadgeListContext = createContext<ComponentType<BadgeListProps> | null>(null);

/**
 * Where a profile's badges go on search cards, the profile view, the home and the interests. The
 * pages belong to other features and the badges to verification: the app puts them here.
 */
export function BadgesProvider({
  list,
  children,
}: {
  list: ComponentType<BadgeListProps>;
  children: ReactNode;
}) {
  return <BadgeListContext.Provider value={list}>{children}</BadgeListContext.Provider>;
}

/** The profile's badges, once their code has arrived; nothing for a profile without any. */
export function BadgesSlot(props: BadgeListProps) {
  const List = useContext(BadgeListContext);
  if (!List || props.badges.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <List {...props} />
    </Suspense>
  );
}
