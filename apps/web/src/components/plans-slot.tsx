import { type ComponentType, createContext, type ReactNode, Suspense, useContext } from 'react';

const PlansContext = createContext<ComponentType | null>(null);

/**
 * Where the plans paid by UPI go on the upgrade page. The page belongs to subscriptions and the
 * plans to payments, and features do not import each other: the app puts them here.
 */
export function PlansProvider({ plans, children }: { plans: ComponentType; children: ReactNode }) {
  return <PlansContext.Provider value={plans}>{children}</PlansContext.Provider>;
}

/** The plans on offer, once their code has arrived; nothing where none are given. */
export function PlansSlot() {
  const Plans = useContext(PlansContext);
  if (!Plans) return null;
  return (
    <Suspense fallback={null}>
      <Plans />
    </Suspense>
  );
}
