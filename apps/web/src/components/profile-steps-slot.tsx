import type { Domain } from '@varmala/shared';
import { type ComponentType, createContext, type ReactNode, Suspense, useContext } from 'react';
import { Spinner } from './spinner';

export interface ProfileStepsProps {
  /** The account whose profile the operator fills. */
  userId: number;
  domain: Domain;
}

const ProfileStepsContext = createContext<ComponentType<ProfileStepsProps> | null>(null);

/**
 * Where the six profile steps go on the operator's page that registers a family. The page belongs
 * to admin and the steps to profiles, and features do not import each other: the app puts them here.
 */
export function ProfileStepsProvider({
  steps,
  children,
}: {
  steps: ComponentType<ProfileStepsProps>;
  children: ReactNode;
}) {
  return <ProfileStepsContext.Provider value={steps}>{children}</ProfileStepsContext.Provider>;
}

/** The steps of one profile, once their code has arrived; nothing where none are given. */
export function ProfileStepsSlot(props: ProfileStepsProps) {
  const Steps = useContext(ProfileStepsContext);
  if (!Steps) return null;
  return (
    <Suspense fallback={<Spinner />}>
      <Steps {...props} />
    </Suspense>
  );
}
