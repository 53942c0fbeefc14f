import { type FamilyProfile, statusLabel } from '@varmala/shared';
import { useOptionLabel } from '../../../components/use-option-label';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * How a family's profile is named and where it stands: its name once the basic step is saved,
 * before that the name its own login signed up with (`loginName`), else whom it is for ("New
 * profile (my son)").
 */
export function useFamilyProfileText() {
  const { t } = useTranslation();
  const statusName = useOptionLabel('profileStatus');
  return {
    name: (profile: Pick<FamilyProfile, 'name' | 'profile_for'>, loginName?: string) =>
      profile.name ||
      loginName ||
      t('family.newProfile', {
        forWhom: t(`signup.profileForOptions.${profile.profile_for ?? 'self'}`),
      }),
    status: (profile: Pick<FamilyProfile, 'status' | 'mid'>) => {
      const label = profile.status === null ? undefined : statusLabel(profile.status);
      return profile.mid === null || !label ? t('family.notFilled') : statusName(label);
    },
  };
}
