export const paymentKeys = {
  plans: ['plans'] as const,
  mine: ['payments', 'mine'] as const,
};
