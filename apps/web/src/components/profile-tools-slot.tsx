import { type ComponentType, createContext, type ReactNode, Suspense, useContext } from 'react';

export interface ProfileToolsProps {
  profileId: number;
  mid: string;
  name: string;
}

const ProfileToolsContext = createContext<ComponentType<ProfileToolsProps> | null>(null);

/**
 * Where the operator's tools go on a member's profile page. The page belongs to search and the
 * tools to admin, and features do not import each other: the app puts the admin's component here.
 */
export function ProfileToolsProvider({
  tools,
  children,
}: {
  tools: ComponentType<ProfileToolsProps>;
  children: ReactNode;
}) {
  return <ProfileToolsContext.Provider value={tools}>{children}</ProfileToolsContext.Provider>;
}

/** The operator's tools for this profile, once their code has arrived; nothing where none are given. */
export function ProfileToolsSlot(props: ProfileToolsProps) {
  const Tools = useContext(ProfileToolsContext);
  if (!Tools) return null;
  return (
    <Suspense fallback={null}>
      <Tools {...props} />
    </Suspense>
  );
}
