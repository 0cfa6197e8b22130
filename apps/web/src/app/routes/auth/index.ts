// The sign-in area: one lazily loaded chunk for all of its screens.
export { CohostSetupPasswordRoute } from './cohost-setup-password';
export { ForgotPasswordRoute } from './forgot-password';
export { LoginRoute } from './login';
export { ResetPasswordRoute } from './reset-password';
export { SignupRoute } from './signup';
