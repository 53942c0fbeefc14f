import type { ProfileView } from '@varmala/shared';
import { type ComponentType, createContext, type ReactNode, Suspense, useContext } from 'react';
import { useTranslation } from '../i18n/use-translation';

export interface InterestActionsProps {
  profileId: number;
  /** Said after the buttons' text to screen readers, where several profiles share a page. */
  name: string;
  /**
   * The latest interest between the member and this profile, as the profile view and search rows
   * read it; null when there is none; undefined where the page does not know it, so only "Send
   * interest" shows and the server's answer says what stands between the two.
   */
  interest?: ProfileView['interest'];
  /**
   * The page says itself what comes after a yes (the profile view's contact details); elsewhere
   * (a card) the buttons say it.
   */
  contactOnPage?: boolean;
  /** Called when the member changes the interest here, so the page reads it again. */
  onChange?: () => void;
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

/**
 * Until their code arrives, the button the actions start with where no interest is known yet ("Send
 * interest"), greyed: it takes the place the real one will, so nothing on the card moves when it
 * comes (a search card's Shortlist button and the cards below it were pushed down by it). Where an
 * interest stands, what it will show is not known yet: nothing.
 */
function WaitingActions({ name, interest }: InterestActionsProps) {
  const { t } = useTranslation();
  if (interest) return null;
  return (
    <button className="button button--small button--primary" type="button" disabled>
      {t('profileView.interest.send')}
      <span className="visually-hidden"> - {name}</span>
    </button>
  );
}

/** The interest buttons for this profile, once their code has arrived; nothing where none are given. */
export function InterestActionsSlot(props: InterestActionsProps) {
  const Actions = useContext(InterestActionsContext);
  if (!Actions) return null;
  return (
    <Suspense fallback={<WaitingActions {...props} />}>
      <Actions {...props} />
    </Suspense>
  );
}
