import type { ProfileListItem } from '@varmala/shared';
import { type ComponentType, createContext, type ReactNode, Suspense, useContext } from 'react';

const ProfileCardContext = createContext<ComponentType<{ profile: ProfileListItem; first?: boolean }> | null>(
  null,
);

/**
 * Where a page outside search shows profiles as search's cards (the member's home shows its new
 * matches so). The card belongs to search and features do not import each other: the app puts
 * search's card here.
 */
export function ProfileCardProvider({
  card,
  children,
}: {
  card: ComponentType<{ profile: ProfileListItem; first?: boolean }>;
  children: ReactNode;
}) {
  return <ProfileCardContext.Provider value={card}>{children}</ProfileCardContext.Provider>;
}

/** The profiles as cards, once the card's code has arrived; nothing where no card is given. */
export function ProfileCards({
  profiles,
  className,
}: {
  profiles: readonly ProfileListItem[];
  className: string;
}) {
  const Card = useContext(ProfileCardContext);
  if (!Card || profiles.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ul className={className}>
        {profiles.map((profile, index) => (
          <li key={profile.profile_id}>
            <Card profile={profile} first={index === 0} />
          </li>
        ))}
      </ul>
    </Suspense>
  );
}
