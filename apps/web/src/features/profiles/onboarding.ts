// The onboarding and edit steps load together, as one chunk, the first time a step opens.
import type { ProfileStep } from '@varmala/shared';
import type { ComponentType } from 'react';
import { BasicStepPage } from './pages/basic-step-page';
import { HoroscopeStepPage } from './pages/horoscope-step-page';
import { PhotoStepPage } from './pages/photo-step-page';
import { FamilyStepPage, PersonalStepPage, WorkStepPage } from './pages/section-step-page';

export { OnboardingLayout } from './components/onboarding-layout';
export { RegistrationCompletePage } from './pages/registration-complete-page';

export const STEP_PAGES: Record<ProfileStep, ComponentType> = {
  basic: BasicStepPage,
  personal: PersonalStepPage,
  work: WorkStepPage,
  photo: PhotoStepPage,
  family: FamilyStepPage,
  horoscope: HoroscopeStepPage,
};
