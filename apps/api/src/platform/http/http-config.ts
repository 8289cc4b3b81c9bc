/** Cookie and origin settings the HTTP layer and the auth routes share. */
export class HttpConfig {
  constructor(
    readonly secureCookies: boolean,
    /** Where the admin is reached from outside: mailed links start with it. */
    readonly appUrl = 'http://127.0.0.1:3000',
  ) {}
}
