/** Query keys shared by more than one feature. */
export const SESSION_QUERY_KEY = ['session'] as const;
export const APP_CONFIG_QUERY_KEY = ['app-config'] as const;
