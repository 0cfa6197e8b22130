export const accountKeys = {
  all: ['account'] as const,
  phoneSettings: () => ['account', 'phone-settings'] as const,
  cohosts: () => ['account', 'cohosts'] as const,
};
