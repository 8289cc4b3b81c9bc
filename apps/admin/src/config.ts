/** The address the help dialog, plan notices and the expired-plan dialog point to. */
export const SUPPORT_EMAIL = 'support@ginuma.app';
