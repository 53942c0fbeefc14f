import { Outlet } from 'react-router';
import { ProfileStandingNotice } from '../../../components/profile-standing-notice';
import { OnboardingModeContext } from '../onboarding-context';
import type { OnboardingMode } from '../onboarding-mode';
import { EditTabs } from './edit-tabs';
import { FinishFirstNotice } from './finish-first-notice';
import { ProfileCompleteness } from './profile-completeness';

/** Around every step: the mode for the pages, and in edit mode the side tabs. */
export function OnboardingLayout({ mode }: { mode: OnboardingMode }) {
  return (
    <OnboardingModeContext value={mode}>
      <FinishFirstNotice />
      {mode === 'edit' ? (
        <>
          <ProfileStandingNotice />
          <div className="profile-editor">
            <EditTabs />
            <div className="profile-editor__content">
              <ProfileCompleteness />
              <Outlet />
            </div>
          </div>
        </>
      ) : (
        <>
          <ProfileStandingNotice onlyRefused />
          <Outlet />
        </>
      )}
    </OnboardingModeContext>
  );
}
