import { Module } from '@nestjs/common';
import { SignInWithGoogleHandler } from './commands/sign-in-with-google.handler';
import { GoogleCallbackGuard } from './google-callback.guard';
import { GOOGLE_CONFIG, googleConfigFromEnv } from './google-config';
import { GoogleOidc } from './google-oidc';
import { GoogleSignInController } from './google-sign-in.controller';

/** Sign in with Google (OpenID Connect), offered when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
@Module({
  controllers: [GoogleSignInController],
  providers: [{ provide: GOOGLE_CONFIG, useFactory: () => googleConfigFromEnv() }, GoogleOidc, GoogleCallbackGuard, SignInWithGoogleHandler],
})
export class GoogleSignInModule {}
