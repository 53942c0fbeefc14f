import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Domain, SaveMatchRuleRequest } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';

const ruleKey = (domain: Domain) => ['admin', 'match-rule', domain] as const;

export function useMatchRule(domain: Domain) {
  return useQuery({
    queryKey: ruleKey(domain),
    queryFn: ({ signal }) => callApi('readMatchRule', { query: { domain }, signal }),
  });
}

export function useSaveMatchRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveMatchRuleRequest) => callApi('saveMatchRule', { body }),
    onSuccess: (saved) => {
      const { Status: _, Message: __, ...rule } = saved;
      queryClient.setQueryData(ruleKey(saved.domain), rule);
    },
  });
}
